// Issue 6, trust and secrets, in the real extension host:
//  - the manifest keeps benchmarks off in untrusted workspaces (capabilities) and the perf-tool
//    command machine-scoped;
//  - a workspace .vscode/settings.json that sets kafkaTuning.benchmark.perfTestCommand to a script
//    does not make a benchmark run it (the same script as the user's machine setting does run);
//  - a SASL password entered through kafkaTuning.benchmark.setConnection's password box (typed by
//    the runner, so it never passes through a log) appears in no file code-server or the extension
//    wrote outside the browser profile (settings, logs, the output channel's log), in no result and
//    no error — after a run that fails (SASL against a PLAINTEXT broker) and one that succeeds.
// The broker comes from KAFKA_TUNING_TEST_BOOTSTRAP (the runner starts one).
import * as assert from 'node:assert/strict';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import * as vscode from 'vscode';
import { benchmarkLens, openExample, waitFor, workspaceRoot } from './util';

const FILE = 'config/producer-good.properties';
const BENCH = 'kafkaTuning.benchmark';
const PASSWORD = `pw-${Math.random().toString(36).slice(2)}-never-logged`;

/** Every regular file under `dir` (skipping `skip` dirs), with its path. */
function files(dir: string, skip: (p: string) => boolean, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (skip(p)) continue;
    let st;
    try { st = statSync(p); } catch { continue; }
    if (st.isDirectory()) files(p, skip, out);
    else if (st.isFile() && st.size < 50 * 1024 * 1024) out.push(p);
  }
  return out;
}

/** When `p` was last written, or 0 when LevelDB compacted it away since it was listed. */
function writtenAt(p: string): number {
  try { return statSync(p).mtimeMs; } catch { return 0; }
}

/** Files containing `needle` as UTF-8 or UTF-16LE. */
function filesContaining(paths: string[], needle: string): string[] {
  const a = Buffer.from(needle, 'utf8');
  const b = Buffer.from(needle, 'utf16le');
  return paths.filter((p) => { try { const buf = readFileSync(p); return buf.includes(a) || buf.includes(b); } catch { return false; } });
}

async function enterConnection(json: string): Promise<void> {
  // The runner fills the password box from this file and deletes it.
  const file = join(tmpdir(), `kt-input-${process.pid}-${Date.now()}`);
  writeFileSync(file, json, { mode: 0o600 });
  const done = vscode.commands.executeCommand('kafkaTuning.benchmark.setConnection');
  console.log(`__vsct_fill_input__:${file}`);
  await Promise.race([done, new Promise((_, rej) => setTimeout(() => rej(new Error('the password box was not answered within 30 s')), 30_000))]);
  assert.ok(!existsSync(file), 'the runner consumed the input file');
}

describe('trust and secrets', function () {
  this.timeout(180_000);
  let doc: vscode.TextDocument;
  let site: [vscode.Uri, number];
  const ext = () => vscode.extensions.all.find((e) => e.packageJSON?.name === 'kafka-tuning');

  before(async () => {
    const bootstrap = process.env.KAFKA_TUNING_TEST_BOOTSTRAP;
    assert.ok(bootstrap, 'KAFKA_TUNING_TEST_BOOTSTRAP must name the test broker');
    await vscode.workspace.getConfiguration('kafkaTuning.benchmark').update('bootstrap', bootstrap, vscode.ConfigurationTarget.Global);
    doc = await openExample(FILE);
    const lens = await benchmarkLens(doc);
    site = lens.command!.arguments as [vscode.Uri, number];
  });

  after(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('the manifest disables benchmarks in untrusted workspaces and keeps command settings machine-scoped', () => {
    const pkg = ext()?.packageJSON as { capabilities: { untrustedWorkspaces: { supported: unknown; restrictedConfigurations: string[] } }; contributes: { configuration: { properties: Record<string, { scope?: string }> } } };
    assert.ok(pkg, 'the extension is installed');
    assert.equal(pkg.capabilities.untrustedWorkspaces.supported, 'limited');
    assert.ok(pkg.capabilities.untrustedWorkspaces.restrictedConfigurations.includes('kafkaTuning.benchmark.perfTestCommand'));
    assert.ok(pkg.capabilities.untrustedWorkspaces.restrictedConfigurations.includes('kafkaTuning.benchmark.bootstrap'));
    const props = pkg.contributes.configuration.properties;
    assert.equal(props['kafkaTuning.benchmark.perfTestCommand'].scope, 'machine');
    assert.equal(props['kafkaTuning.benchmark.allowNonLoopback'].scope, 'application');
    // Every setting that names a program or a command is machine/application scoped.
    for (const [k, v] of Object.entries(props)) if (/command|path|executable/i.test(k)) assert.ok(['machine', 'application'].includes(v.scope ?? ''), `${k} is ${v.scope ?? 'window'}-scoped`);
  });

  it('a workspace that sets perfTestCommand cannot make a benchmark run it; the user setting can', async () => {
    const marker = join(tmpdir(), `kt-marker-${process.pid}-${Date.now()}`);
    const script = join(workspaceRoot().fsPath, 'evil-perf-test.sh');
    writeFileSync(script, `#!/bin/sh\ntouch '${marker}'\nexit 1\n`);
    chmodSync(script, 0o755);
    const settings = join(workspaceRoot().fsPath, '.vscode', 'settings.json');
    mkdirSync(dirname(settings), { recursive: true });
    const before = existsSync(settings) ? readFileSync(settings, 'utf8') : undefined;
    writeFileSync(settings, JSON.stringify({ 'kafkaTuning.benchmark.perfTestCommand': script }));
    try {
      await waitFor(() => vscode.workspace.getConfiguration('kafkaTuning.benchmark').inspect<string>('perfTestCommand') !== undefined, 10_000, 'settings read');
      await vscode.commands.executeCommand(BENCH, site[0], site[1], { run: true, form: { engine: 'official', records: 200, throughput: -1, rounds: 1, partitions: 1 } });
      assert.ok(!existsSync(marker), 'the workspace-set perf-tool command ran');
      // Positive control: the same script as the (machine-scoped) user setting is what the engine runs.
      const cfg = vscode.workspace.getConfiguration('kafkaTuning.benchmark');
      let userSet = true;
      try { await cfg.update('perfTestCommand', script, vscode.ConfigurationTarget.Global); } catch { userSet = false; }
      if (userSet) {
        try {
          await vscode.commands.executeCommand(BENCH, site[0], site[1], { run: true, form: { engine: 'official', records: 200, throughput: -1, rounds: 1, partitions: 1 } });
          assert.ok(existsSync(marker), 'the user-level perf-tool command did run (so the test can tell)');
        } finally {
          await cfg.update('perfTestCommand', undefined, vscode.ConfigurationTarget.Global);
        }
      } else {
        console.log('trust: could not set the machine-scoped perfTestCommand from the extension host; positive control skipped');
      }
    } finally {
      if (before === undefined) rmSync(settings, { force: true }); else writeFileSync(settings, before);
      rmSync(script, { force: true });
      rmSync(marker, { force: true });
    }
  });

  it('a SASL password from SecretStorage is in no settings file, log, output channel, result or error', async () => {
    // 1. A run with SASL credentials against the PLAINTEXT test broker: fails, and says so.
    await enterConnection(JSON.stringify({ sasl: { mechanism: 'plain', username: 'alice', password: PASSWORD } }));
    const failed = await vscode.commands.executeCommand(BENCH, site[0], site[1], { run: true, form: { records: 300, throughput: -1, rounds: 1, partitions: 1 } });
    assert.equal(failed, undefined, 'SASL against a PLAINTEXT listener cannot succeed');
    // 2. A run that succeeds while the secret (with an extra field the engine ignores) is set.
    await enterConnection(JSON.stringify({ ssl: false, note: PASSWORD }));
    const ok = await vscode.commands.executeCommand<Record<string, unknown> | undefined>(BENCH, site[0], site[1], { run: true, form: { records: 300, throughput: -1, rounds: 1, partitions: 1 } });
    assert.ok(ok, 'the run with a stored connection secret succeeded');
    assert.ok(!JSON.stringify(ok).includes(PASSWORD), 'the result (what workspaceState stores) holds no secret');
    await enterConnection(''); // clears the secret

    // 3. Every file code-server, the extension host, the extension and the browser wrote: the
    // private HOME's parent (HOME, user data and logs, TMPDIR, the Chromium profile where the web
    // workbench keeps workspaceState and SecretStorage), and the workspace.
    const root = dirname(homedir());
    const skip = (p: string) => p.endsWith('node_modules') || p.endsWith('.git');
    const profile = join(root, 'chromium');
    // Positive control for the browser profile: the stored result (workspaceState) is in it, so a
    // search that finds nothing there is not blind (IndexedDB writes land within seconds). Once the
    // stored history holds a character beyond Latin-1, V8 writes the whole JSON as UTF-16, and after
    // LevelDB moves it into a snappy-compressed table the id's bytes may no longer be contiguous:
    // then a profile IndexedDB file written after the run is the evidence that storage lives there.
    const resultId = String(ok.id);
    const storedAfter = Date.now() - 5_000;
    const holding = await waitFor(() => {
      const inProfile = files(profile, skip);
      const f = filesContaining(inProfile, resultId);
      if (f.length) return f;
      const touched = inProfile.filter((p) => p.includes('IndexedDB') && writtenAt(p) >= storedAfter);
      return touched.length && Date.now() - storedAfter > 25_000 ? touched : undefined;
    }, 60_000, `the stored result ${resultId} (or an IndexedDB file written after it) in the browser profile's workspace storage`);
    const written = [...files(root, skip), ...files(workspaceRoot().fsPath, skip)];
    // The output channel's log is among them (positive control): it holds this run's header line.
    const outputLogs = filesContaining(written, '── producer benchmark of');
    assert.ok(outputLogs.length > 0, `the output channel's log file is among the ${written.length} files searched`);
    assert.ok(filesContaining(written, 'benchmark failed').length > 0, 'the failed run was logged');
    assert.ok(written.some((p) => p.endsWith('settings.json')), 'settings.json files are among them');
    assert.deepEqual(filesContaining(written, PASSWORD).map((p) => p.slice(root.length)), [], 'the password appears in no file, browser profile included');
    console.log(`trust: browser profile: the result is in ${holding.map((p) => p.slice(profile.length)).join(', ')}; the password in no file`);
    console.log(`trust: searched ${written.length} files (output channel log: ${outputLogs.map((p) => p.slice(root.length)).join(', ')})`);
  });
});

// Run by runHostTests.ts's "untrusted" variant (Workspace Trust on, this folder never trusted).
describe('untrusted workspace @untrusted', function () {
  this.timeout(120_000);
  before(function () {
    if (process.env.KAFKA_TUNING_WORKSPACE_TRUST !== '1') this.skip(); // the trusted runs
  });

  it('the workspace is untrusted, the benchmark command refuses, restricted settings fall back to the user value', async () => {
    assert.equal(vscode.workspace.isTrusted, false, 'the untrusted variant opened an untrusted folder');
    const settings = join(workspaceRoot().fsPath, '.vscode', 'settings.json');
    mkdirSync(dirname(settings), { recursive: true });
    const marker = join(tmpdir(), `kt-untrusted-${process.pid}-${Date.now()}`);
    const script = join(workspaceRoot().fsPath, 'evil-perf-test.sh');
    writeFileSync(script, `#!/bin/sh\ntouch '${marker}'\nexit 1\n`);
    chmodSync(script, 0o755);
    // kafkaTuning.workload is not restricted: seeing its value proves the file was read.
    writeFileSync(settings, JSON.stringify({ 'kafkaTuning.workload': { rate: 1234 }, 'kafkaTuning.benchmark.bootstrap': '127.0.0.1:1', 'kafkaTuning.benchmark.perfTestCommand': script }));
    try {
      const doc = await openExample(FILE);
      const cfg = () => vscode.workspace.getConfiguration('kafkaTuning.benchmark');
      await waitFor(() => vscode.workspace.getConfiguration('kafkaTuning').get<{ rate?: number }>('workload')?.rate === 1234, 10_000, 'the workspace settings to be read');
      // restrictedConfigurations: in an untrusted workspace the workspace value is not used.
      assert.notEqual(cfg().get('bootstrap'), '127.0.0.1:1', 'the untrusted workspace value of a restricted setting was used');
      assert.equal(cfg().get('perfTestCommand'), '', 'a workspace perfTestCommand was used');
      const t0 = Date.now();
      const r = await vscode.commands.executeCommand(BENCH, doc.uri, 0, { run: true, form: { engine: 'official', records: 100, throughput: -1, rounds: 1, partitions: 1 } });
      assert.equal(r, undefined, 'no benchmark result in an untrusted workspace');
      assert.ok(Date.now() - t0 < 5_000, 'refused at once, without trying a broker');
      assert.ok(!existsSync(marker), 'no command ran');
      // Nothing of a run reached the output channel: its log holds no run header.
      const logs = files(join(dirname(homedir()), 'user-data', 'logs'), () => false);
      assert.deepEqual(filesContaining(logs, '── producer benchmark of'), [], 'a benchmark started');
    } finally {
      rmSync(settings, { force: true });
      rmSync(script, { force: true });
      rmSync(marker, { force: true });
    }
  });
});
