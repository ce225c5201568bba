// Host phase of `npm test`: the suite in test/host/suite runs inside a real VS Code extension host
// (code-server + headless Chromium via scripts/vscode/code-shim, driven by @vscode/test-electron):
//   dev       — the repo as extensionDevelopmentPath, on a temp copy of examples/;
//   untrusted — Workspace Trust on, the folder untrusted, only tests titled "@untrusted";
//   packaged  — `npm run package`, the .vsix unzipped, only tests titled "@packaged", so a file
//               missing from the .vsix fails here and not in a user's editor.
//   screenshots — only tests titled "@screenshots", their pictures written to docs/images (the
//               README's); in the other variants they go to out/test/host/screenshots, so `npm test`
//               checks the pictures can be made without changing the tree (`npm run screenshots`).
// `node --import tsx test/host/runHostTests.ts [dev|untrusted|packaged|screenshots]` runs one of them.
// Env: KAFKA_TUNING_TEST_BOOTSTRAP — use this Kafka; when unset and a suite file reads it, an
// embedded 1-node broker is started for the run and stopped after. KAFKA_TUNING_TEST_GREP filters.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runTests } from '@vscode/test-electron';
import { SetupError } from '../../scripts/setup/util';
import { rigInstalled } from '../../scripts/vscode/install';
import { VSIX } from '../../scripts/vscode/package';

const root = join(__dirname, '../..');
const SHIM = join(root, 'scripts/vscode/code-shim');
const SUITE_SRC = join(root, 'test/host/suite');
const SUITE_OUT = join(root, 'out/test/host/suite');
const SHOTS_OUT = join(root, 'out/test/host/screenshots');
const README_IMAGES = join(root, 'docs/images');

const temps: string[] = [];
const tempDir = (prefix: string) => { const d = mkdtempSync(join(tmpdir(), prefix)); temps.push(d); return d; };
let stopBroker: (() => Promise<void>) | undefined;

async function cleanup(): Promise<void> {
  await stopBroker?.().catch((e: unknown) => console.error(`host: stopping the broker failed: ${String(e)}`));
  stopBroker = undefined;
  for (const d of temps.splice(0)) rmSync(d, { recursive: true, force: true });
}

function checkPrerequisites(): void {
  for (const f of ['client/out/extension.js', 'server/out/server.js', 'out/test/host/suite/index.js']) {
    if (!existsSync(join(root, f))) throw new SetupError(`${f} is missing; run \`npm run build\` first`);
  }
  if (!rigInstalled()) throw new SetupError('code-server is not installed; run `npm test -- setup` first');
  // Bundles of deleted test files would still run (index.js lists its folder): drop them.
  for (const f of readdirSync(SUITE_OUT).filter((n) => n.endsWith('.test.js'))) {
    if (!existsSync(join(SUITE_SRC, f.replace(/\.js$/, '.ts')))) rmSync(join(SUITE_OUT, f), { force: true });
  }
}

/** A suite file "needs a broker" when it reads KAFKA_TUNING_TEST_BOOTSTRAP. */
function suiteNeedsBroker(): boolean {
  return readdirSync(SUITE_SRC).some((f) => f.endsWith('.ts') && f !== 'index.ts'
    && readFileSync(join(SUITE_SRC, f), 'utf8').includes('KAFKA_TUNING_TEST_BOOTSTRAP'));
}

async function ensureBroker(): Promise<Record<string, string>> {
  if (process.env.KAFKA_TUNING_TEST_BOOTSTRAP) return {};
  const brokerModule = join(root, 'scripts/kafka/embedded-broker.ts');
  if (!suiteNeedsBroker() || !existsSync(brokerModule)) return {};
  // Loaded by path so this file compiles before (or without) the broker module.
  const { startCluster } = (await import(brokerModule)) as { startCluster(o: { nodes: 1 }): Promise<{ bootstrap: string; stop(): Promise<void> }> };
  const t0 = Date.now();
  const cluster = await startCluster({ nodes: 1 });
  stopBroker = () => cluster.stop();
  console.log(`host: embedded Kafka at ${cluster.bootstrap} (${Date.now() - t0} ms)`);
  return { KAFKA_TUNING_TEST_BOOTSTRAP: cluster.bootstrap };
}

/** Fresh copy of examples/: tests may edit files without touching the repo. */
function workspaceCopy(): string {
  const ws = join(tempDir('kt-ws-'), 'examples');
  cpSync(join(root, 'examples'), ws, { recursive: true });
  return ws;
}

function packageVsix(): string {
  const t0 = Date.now();
  const r = spawnSync('npm', ['run', '--silent', 'package'], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) {
    process.stderr.write(r.stdout + r.stderr);
    throw new SetupError(`npm run package failed (exit ${r.status ?? r.signal})`);
  }
  const dir = tempDir('kt-vsix-');
  // unzip is on Debian images; the JDK's jar (Java is a prerequisite for Kafka) is the fallback.
  const x = spawnSync('unzip', ['-q', VSIX, '-d', dir], { stdio: 'inherit' }).status === 0
    || spawnSync('jar', ['xf', VSIX], { cwd: dir, stdio: 'inherit' }).status === 0;
  if (!x || !existsSync(join(dir, 'extension/package.json'))) throw new SetupError(`could not unpack ${VSIX} (need unzip or jar)`);
  console.log(`host: packaged ${VSIX} (${(statSync(VSIX).size / 1024).toFixed(0)} KiB) in ${Date.now() - t0} ms`);
  return join(dir, 'extension');
}

async function runSuite(label: string, extensionPath: string, env: Record<string, string>, shotsDir = SHOTS_OUT): Promise<void> {
  const ws = workspaceCopy();
  const t0 = Date.now();
  console.log(`\nhost[${label}]: extension ${extensionPath}, workspace ${ws}`);
  const shot = join(root, 'out/test/host', `${label}-failure.png`);
  rmSync(shot, { force: true }); // a picture from an earlier run would mislead
  suiteRunning = true;
  try {
    await runTests({
      vscodeExecutablePath: SHIM,
      extensionDevelopmentPath: extensionPath,
      extensionTestsPath: join(SUITE_OUT, 'index.js'),
      // The runner saves a picture of the workbench here when the suite fails (or a test asks).
      launchArgs: [ws, `--screenshot=${shot}`, `--screenshot-dir=${shotsDir}`],
      extensionTestsEnv: {
        ...env,
        KAFKA_TUNING_EXAMPLES: ws,
        KAFKA_TUNING_EXTENSION_PATH: extensionPath,
        KAFKA_TUNING_SCREENSHOT_DIR: shotsDir,
        KAFKA_TUNING_TEST_COLOR: process.stdout.isTTY ? '1' : '0',
      },
    });
  } catch (e) {
    if (interrupted) throw new SetupError(`host[${label}] interrupted`);
    // test-electron rejects with "Test run failed with code N"; the suite output is already above.
    throw new SetupError(`host[${label}] failed after ${((Date.now() - t0) / 1000).toFixed(1)}s: ${e instanceof Error ? e.message : String(e)}`);
  } finally {
    suiteRunning = false;
  }
  if (interrupted) throw new SetupError(`host[${label}] interrupted`);
  console.log(`host[${label}]: passed in ${((Date.now() - t0) / 1000).toFixed(1)}s`);
}

async function main(): Promise<void> {
  const which = process.argv[2];
  if (which && !['dev', 'untrusted', 'packaged', 'screenshots'].includes(which)) throw new SetupError(`unknown variant "${which}" (expected dev, untrusted, packaged or screenshots)`);
  checkPrerequisites();
  const env = await ensureBroker();
  if (process.env.KAFKA_TUNING_TEST_GREP) env.KAFKA_TUNING_TEST_GREP = process.env.KAFKA_TUNING_TEST_GREP;
  if (!which || which === 'dev') await runSuite('dev', root, env);
  // Workspace Trust on and the folder untrusted: only tests titled "@untrusted" (trust.test.ts).
  if (!which || which === 'untrusted') await runSuite('untrusted', root, { ...env, KAFKA_TUNING_WORKSPACE_TRUST: '1', KAFKA_TUNING_TEST_GREP: '@untrusted' });
  if (!which || which === 'packaged') await runSuite('packaged', packageVsix(), { ...env, KAFKA_TUNING_TEST_GREP: env.KAFKA_TUNING_TEST_GREP ?? '@packaged' });
  if (which === 'screenshots') await runSuite('screenshots', root, { ...env, KAFKA_TUNING_TEST_GREP: '@screenshots' }, README_IMAGES);
}

// Ctrl-C reaches the runner too (same process group). While it runs, let it clean up and exit:
// runTests then rejects and main's error path cleans ours. Otherwise clean up and leave now.
let interrupted = false;
let suiteRunning = false;
process.on('SIGINT', () => {
  interrupted = true;
  if (!suiteRunning) void cleanup().then(() => process.exit(130));
});
const t0 = Date.now();
main().then(
  async () => { await cleanup(); console.log(`host: all passed in ${((Date.now() - t0) / 1000).toFixed(1)}s`); },
  async (e: unknown) => {
    await cleanup();
    console.error(e instanceof SetupError || (e instanceof Error && e.name === 'BrokerError') ? `host: ${e.message}` : e);
    process.exit(interrupted ? 130 : 1);
  },
);
