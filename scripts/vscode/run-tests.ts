// Runs a VS Code extension test suite (a module exporting run()) in code-server's real remote
// extension host, with headless Chromium as the window. Accepts both our flags and the desktop
// argv @vscode/test-electron passes to `vscodeExecutablePath` (see ./code-shim):
//   run-tests.ts [folder] --extensionDevelopmentPath=DIR... --extensionTestsPath=PATH [--timeout=SEC] [--screenshot=FILE] [--screenshot-dir=DIR]
// --screenshot: the picture taken when the suite fails; --screenshot-dir: where the named pictures
// a test asks for go (./shots.ts).
// Exit code: the suite's (0 pass, 1 fail), 124 timeout, 2 rig failure, 130/143 interrupted.
// Env: VERBOSE=1 shows server/browser output; KEEP_TMP=1 keeps the temp dir for a post-mortem.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { format } from 'node:util';
import { SetupError } from '../setup/util';
import { launchChromium, type Browser, type Page } from './browser';
import { remoteUri, startCodeServer, workbenchUrl, type CodeServer } from './code-server';
import { answerShot, SHOT_MARKER } from './shots';

export interface RunOptions {
  extensionDevelopmentPath: string[];
  extensionTestsPath: string;
  folder?: string;
  timeoutSec: number;
  screenshot?: string;
  screenshotDir?: string;
  verbose: boolean;
}

// Workbench chatter that the web host forwards through codeAutomationLog along with test output.
const NOISE = /^(Timed out waiting for authentication provider|Creation of workbench contribution|Resolving connection token|Resolved connection token|Creating a socket|\[reconnection-grace-time\]|Ignoring fetching additional builtin|Updating additional builtin|\[Service Worker\]|\[AgentHost|\[AccountPolicyGate\]|\[ChatModelSelection\]|No search provider registered)/;

export function parseArgs(argv: string[]): RunOptions {
  const o: RunOptions = { extensionDevelopmentPath: [], extensionTestsPath: '', timeoutSec: Number(process.env.KAFKA_TUNING_HOST_TIMEOUT || 300), verbose: !!process.env.VERBOSE };
  const valueFlags = new Set(['extensionDevelopmentPath', 'extensionTestsPath', 'timeout', 'screenshot', 'screenshot-dir', 'workspace']);
  for (let i = 0; i < argv.length; i++) {
    const m = argv[i].match(/^--([^=]+)(?:=(.*))?$/);
    if (!m) { o.folder ??= resolve(argv[i]); continue; }
    // Desktop-only flags test-electron adds (--no-sandbox, --user-data-dir=…) mean nothing here.
    if (!valueFlags.has(m[1])) continue;
    const v = m[2] ?? argv[++i];
    if (v === undefined) throw new SetupError(`--${m[1]} needs a value`);
    if (m[1] === 'extensionDevelopmentPath') o.extensionDevelopmentPath.push(resolve(v));
    else if (m[1] === 'extensionTestsPath') o.extensionTestsPath = resolve(v);
    else if (m[1] === 'workspace') o.folder = resolve(v);
    else if (m[1] === 'timeout') o.timeoutSec = Number(v);
    else if (m[1] === 'screenshot') o.screenshot = resolve(v);
    else if (m[1] === 'screenshot-dir') o.screenshotDir = resolve(v);
  }
  if (!o.extensionTestsPath || o.extensionDevelopmentPath.length === 0) {
    throw new SetupError('usage: run-tests.ts [folder] --extensionDevelopmentPath=DIR --extensionTestsPath=PATH');
  }
  if (!(o.timeoutSec > 0)) throw new SetupError('--timeout must be a positive number of seconds');
  return o;
}

export async function runVsCodeTests(o: RunOptions): Promise<number> {
  const t0 = Date.now();
  const at = () => `${((Date.now() - t0) / 1000).toFixed(1)}s`;
  const log = (s: string) => console.error(`[vscode-runner] ${s}`);
  let cs: CodeServer | undefined;
  let browser: Browser | undefined;
  let page: Page | undefined;
  let shots = 0;

  // Every way the run can end settles this once; cleanup happens in one place below.
  let settled = false;
  let finish!: (code: number) => void;
  const finished = new Promise<number>((r) => { finish = (c) => { if (!settled) { settled = true; r(c); } }; });
  // Ctrl-C arrives twice (the terminal's process group, then test-electron forwarding it): keep
  // the handler installed so the second one cannot kill us halfway through cleanup.
  const onSig = (sig: NodeJS.Signals) => { if (!settled) log(`${sig}, stopping`); finish(sig === 'SIGINT' ? 130 : 143); };
  process.on('SIGINT', onSig);
  process.on('SIGTERM', onSig);
  const timer = setTimeout(() => { log(`TIMEOUT after ${o.timeoutSec}s`); finish(124); }, o.timeoutSec * 1000);

  const screenshot = async (why: string) => {
    if (!o.screenshot || !page) return;
    const file = shots++ ? o.screenshot.replace(/(\.png)?$/, `-${shots}.png`) : o.screenshot;
    mkdirSync(dirname(file), { recursive: true });
    await page.screenshot({ path: file }).then(() => log(`screenshot (${why}) ${file}`), (e: Error) => log(`screenshot failed: ${e.message}`));
  };

  const fillInput = async (file: string) => {
    if (!page) return;
    const value = readFileSync(file, 'utf8');
    rmSync(file, { force: true });
    type Box = { waitFor(o: { state: string; timeout: number }): Promise<void>; fill(v: string): Promise<void>; press(k: string): Promise<void> };
    const box = (page as unknown as { locator(sel: string): Box }).locator('.quick-input-widget .quick-input-box input');
    await box.waitFor({ state: 'visible', timeout: 20000 }).then(async () => { await box.fill(value); await box.press('Enter'); }, (e: Error) => log(`no input box to fill: ${e.message}`));
  };

  const main = async () => {
    cs = await startCodeServer({ onOutput: o.verbose ? (s) => process.stderr.write(`[server] ${s}`) : undefined });
    cs.exited.then((c) => { if (!settled) { log(`code-server exited early (${c})`); finish(2); } });
    log(`code-server up at ${cs.origin} after ${at()}`);
    mkdirSync(`${cs.tmp}/chromium`, { recursive: true });
    ({ browser, page } = await launchChromium(`${cs.tmp}/chromium`, cs.env));
    page.on('pageerror', (e) => console.error(`[page error] ${e.message}`));
    if (o.verbose) page.on('console', (m) => console.error(`[browser ${m.type()}] ${m.text()}`));
    // The web workbench reports test output and the suite's result through these two hooks.
    await browser.exposeFunction('codeAutomationLog', async (type: string, args: unknown) => {
      const text = Array.isArray(args) ? format(...args) : String(args);
      // A test may ask for a named picture (./shots.ts), or for one like the failure picture.
      if (text.includes(SHOT_MARKER)) return answerShot(page, o.screenshotDir, text, log);
      if (text.includes('__vsct_screenshot__')) return screenshot('requested by test');
      // A test may answer an input box (e.g. a password box): console.log('__vsct_fill_input__:<file>')
      // — the text is read from the file, which is removed, so it never passes through a log.
      const fill = /__vsct_fill_input__:(\S+)/.exec(text);
      if (fill) return fillInput(fill[1]);
      if (!o.verbose && NOISE.test(text)) return;
      (type === 'error' ? process.stderr : process.stdout).write(text + '\n');
    });
    await browser.exposeFunction('codeAutomationExit', (code: number) => { log(`suite finished with ${code} after ${at()}`); finish(code); });
    const remote = (p: string) => remoteUri(cs!, p);
    const url = workbenchUrl(cs, o.folder, [
      ...o.extensionDevelopmentPath.map((d): [string, string] => ['extensionDevelopmentPath', remote(d)]),
      ['extensionTestsPath', remote(o.extensionTestsPath)],
      ['skipWelcome', 'true'], ['skipReleaseNotes', 'true'],
    ]);
    if (o.verbose) log(`opening ${url}`);
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 120000 });
  };
  main().catch((e: unknown) => {
    log(e instanceof SetupError ? e.message : `error: ${e instanceof Error ? e.stack : String(e)}`);
    finish(2);
  });

  const code = await finished;
  clearTimeout(timer);
  if (code !== 0) await screenshot(`exit ${code}`);
  await browser?.close().catch(() => undefined);
  if (process.env.KEEP_TMP && cs) log(`kept ${cs.tmp} (KEEP_TMP)`);
  else await cs?.stop();
  process.removeListener('SIGINT', onSig);
  process.removeListener('SIGTERM', onSig);
  log(`exit ${code} after ${at()}`);
  return code;
}

if (require.main === module) {
  let opts: RunOptions;
  try {
    opts = parseArgs(process.argv.slice(2));
  } catch (e) {
    console.error(`[vscode-runner] ${e instanceof Error ? e.message : String(e)}`);
    process.exit(2);
  }
  runVsCodeTests(opts).then((c) => process.exit(c));
}
