// `npm start`: the demo. Builds if needed, makes sure a Kafka answers on KAFKA_TUNING_BOOTSTRAP (default
// 127.0.0.1:9092; the embedded 1-node broker otherwise), then opens VS Code with the extension on
// examples/ — desktop `code` when installed, else code-server on a printed 127.0.0.1 URL.
// Ctrl-C stops everything it started (a Kafka that was already running is left alone).
//   npm start -- [--port N]            code-server port (default 8080)
//   npm start -- --screenshot FILE     headless self-check: open a file, wait for the extension's
//                                      squiggles, save a screenshot, stop everything; exit 0/1
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureBroker } from './kafka/cli';
import { BrokerError } from './kafka/embedded-broker';
import { hasCommand, SetupError } from './setup/util';
import { launchChromium, type Browser } from './vscode/browser';
import { assertPortFree, remoteUri, startCodeServer, workbenchUrl, type CodeServer } from './vscode/code-server';
import { installRig, rigInstalled } from './vscode/install';

const root = join(__dirname, '..');
const examples = join(root, 'examples');
const stops: Array<() => Promise<void>> = []; // what we started, stopped in reverse order

function parseArgs(argv: string[]): { port: number; screenshot?: string } {
  let port = Number(process.env.KAFKA_TUNING_PORT || 8080);
  let screenshot: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = inline ?? argv[++i];
    if (flag === '--port' && /^\d+$/.test(value ?? '') && Number(value) > 0 && Number(value) < 65536) port = Number(value);
    else if (flag === '--screenshot' && value) screenshot = resolve(value);
    else throw new SetupError(`bad argument ${argv[i - (inline === undefined ? 1 : 0)] ?? flag}; usage: npm start -- [--port N] [--screenshot FILE]`);
  }
  return { port, screenshot };
}

function buildIfNeeded(): void {
  if (['client/out/extension.js', 'server/out/server.js'].every((f) => existsSync(join(root, f)))) return;
  console.log('start: building the extension…');
  if (spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' }).status !== 0) {
    throw new SetupError('build failed (see above)');
  }
}

async function startKafka(bootstrap: string): Promise<void> {
  const cluster = await ensureBroker(bootstrap, (l) => console.log(l));
  if (!cluster) { console.log(`start: using the Kafka already at ${bootstrap}`); return; }
  stops.push(() => cluster.stop());
  console.log(`start: embedded Kafka broker at ${cluster.bootstrap}`);
}

/** Desktop VS Code: a normal Extension Development Host window; --wait keeps us (and Kafka) up until it closes. */
function openDesktop(bootstrap: string): Promise<void> {
  console.log('start: opening desktop VS Code (close the window or press Ctrl-C to stop)');
  const code = spawn('code', ['--wait', '--new-window', `--extensionDevelopmentPath=${root}`, examples], {
    stdio: 'inherit', env: { ...process.env, KAFKA_TUNING_BOOTSTRAP: bootstrap },
  });
  return new Promise((res) => code.once('exit', () => res()));
}

async function openCodeServer(bootstrap: string, port: number, screenshot?: string): Promise<void> {
  if (!rigInstalled()) {
    console.log('start: no desktop `code` on PATH; installing code-server into the cache (~600 MB, a few minutes, once)…');
    installRig();
  }
  const cs: CodeServer = await startCodeServer({ port, env: { KAFKA_TUNING_BOOTSTRAP: bootstrap } });
  stops.push(() => cs.stop());
  // Same mechanism as the host tests: the URL payload loads the repo as a development extension,
  // so edits + "Developer: Reload Window" pick up a rebuild (code-server runs with the smoke-test driver flag).
  const url = workbenchUrl(cs, examples, [['extensionDevelopmentPath', remoteUri(cs, root)], ['skipWelcome', 'true']]);
  if (screenshot) return selfCheck(cs, url, screenshot);
  console.log(`\nstart: VS Code (code-server) with the extension on examples/ — open:\n\n  ${url}\n\nCtrl-C stops everything.`);
  await cs.exited.then((c) => { if (!stopping) console.error(`start: code-server exited (${c})`); });
}

/** Proves the loop end to end without a person: workbench up, file open, extension's squiggles shown. */
async function selfCheck(cs: CodeServer, url: string, file: string): Promise<void> {
  let browser: Browser | undefined;
  try {
    const launched = await launchChromium(join(cs.tmp, 'chromium'), cs.env);
    browser = launched.browser;
    const page = launched.page;
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60000 });
    await page.waitForSelector('.monaco-workbench .explorer-folders-view', { timeout: 60000 });
    await page.keyboard.press('Control+P');
    await page.waitForSelector('.quick-input-widget input', { timeout: 10000 });
    await page.keyboard.type('producer-mistakes.properties');
    await page.waitForSelector('.quick-input-list .monaco-list-row', { timeout: 10000 });
    await page.keyboard.press('Enter');
    const squiggles = await page.waitForSelector('.monaco-editor .squiggly-error, .monaco-editor .squiggly-warning', { timeout: 60000 }).then(() => true, () => false);
    await page.keyboard.press('Control+Shift+M'); // Problems panel, so the picture shows the messages
    await page.waitForSelector('.markers-panel .monaco-list-row', { timeout: 10000 }).catch(() => undefined);
    await page.screenshot({ path: file });
    console.log(`start: screenshot ${file}`);
    if (!squiggles) throw new SetupError('self-check failed: no diagnostics appeared in producer-mistakes.properties within 60s');
    // The squiggles must be ours: the Problems panel names each diagnostic's source.
    const problems = (await page.locator('.markers-panel').first().textContent()) ?? '';
    if (!problems.includes('kafka-tuning')) throw new SetupError(`self-check failed: the Problems panel shows no kafka-tuning diagnostic (see ${file})`);
    console.log('start: self-check passed (extension active, diagnostics shown)');
  } finally {
    await browser?.close().catch(() => undefined);
  }
}

let stopping: Promise<void> | undefined;
function stopAll(): Promise<void> {
  stopping ??= (async () => {
    for (const stop of stops.reverse()) await stop().catch((e: unknown) => console.error(`start: stop failed: ${String(e)}`));
  })();
  return stopping;
}

async function main(): Promise<void> {
  const { port, screenshot } = parseArgs(process.argv.slice(2));
  const bootstrap = process.env.KAFKA_TUNING_BOOTSTRAP || '127.0.0.1:9092';
  const desktop = hasCommand('code') && !screenshot;
  // Fail on a taken port before spending seconds on a broker.
  if (!desktop) await assertPortFree(port);
  buildIfNeeded();
  await startKafka(bootstrap);
  if (desktop) await openDesktop(bootstrap);
  else await openCodeServer(bootstrap, port, screenshot);
}

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => { console.log(`\nstart: stopping…`); void stopAll().then(() => process.exit(130)); });
}
main().then(
  () => stopAll(),
  async (e: unknown) => {
    await stopAll();
    const oneLine = e instanceof SetupError || e instanceof BrokerError;
    console.error(oneLine ? `start: ${(e as Error).message}` : e);
    process.exit(1);
  },
);
