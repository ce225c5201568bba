// Issue 20 (6), "the panel explains itself", in a real extension host, through the messages the
// panel's webview really exchanges (api.benchmark.panelMessage; the webview's iframe is out of the
// extension host's reach):
//  - init names the broker and where its address comes from, and offers only the controls that
//    apply to the config's client and role, each with an explanation;
//  - a run starts from a clean status; two runs compare with the settings that differed, and no
//    "-0 %";
//  - a port that accepts TCP and never answers ends the run with an error naming the timeout, within it;
//  - the connection form is checked field by field and stores nothing until it is right;
//  - the chart's colours come from the theme's CSS variables in Light, Dark and High Contrast, and
//    a picture of the panel after a real run is saved per theme (out/screenshots/panel-<theme>.png).
// The broker comes from KAFKA_TUNING_TEST_BOOTSTRAP (the runner starts one).
import * as assert from 'node:assert/strict';
import { createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import * as vscode from 'vscode';
import type { BenchResult, ChartReport, HostMessage } from '../../../common/src/bench';
import { metricRows } from '../../../common/src/bench';
import { percentChange, settingsDiff } from '../../../common/src/benchHelp';
import { benchmarkLens, EXTENSION_ID, openExample, namedScreenshot, waitFor } from './util';

interface BenchApi {
  panelMessage(uri: vscode.Uri, siteId: string, m: unknown): Promise<HostMessage[]>;
  panelChart(uri: vscode.Uri, siteId: string, next?: boolean): Promise<ChartReport | undefined>;
}
const api = () => (vscode.extensions.getExtension(EXTENSION_ID)!.exports as { benchmark: BenchApi }).benchmark;
const benchCfg = () => vscode.workspace.getConfiguration('kafkaTuning.benchmark');
/** Where the pictures go: out/screenshots of the repository the extension runs from. */
/** Only the active panel on screen (one editor group, no side bar, panel or notifications): the picture shows what a user sees. */
async function showOnlyPanel(): Promise<void> {
  await vscode.commands.executeCommand('workbench.action.joinAllGroups');
  for (const cmd of ['workbench.action.closeSidebar', 'workbench.action.closePanel', 'workbench.action.closeAuxiliaryBar', 'notifications.clearAll']) await vscode.commands.executeCommand(cmd).then(undefined, () => undefined);
}
const FORM = { records: 400, recordSize: 256, throughput: 2000, rounds: 1, partitions: 1, engine: 'kafkajs', timeoutSec: 20 };

/** Opens the panel of the first benchmarkable config in `file` and returns its init message. */
async function openPanel(file: string): Promise<{ uri: vscode.Uri; siteId: string; init: Extract<HostMessage, { type: 'init' }> }> {
  const doc = await openExample(file);
  const lens = await benchmarkLens(doc);
  const [uri, siteId] = lens.command!.arguments as [vscode.Uri, string];
  await vscode.commands.executeCommand(lens.command!.command, ...lens.command!.arguments!);
  await waitFor(() => vscode.window.tabGroups.all.flatMap((g) => g.tabs).find((t) => t.label.startsWith('Benchmark:')), 10_000, 'the benchmark panel tab');
  const posted = await waitFor(async () => lastInit(await api().panelMessage(uri, siteId, { type: 'ready' }).catch(() => [])), 10_000, 'the panel init message');
  assert.equal(posted.type, 'init');
  return { uri, siteId, init: posted as Extract<HostMessage, { type: 'init' }> };
}

/**
 * The last `init` posted while a request was handled: the webview's own 'ready' (sent when it
 * loads) may be handled meanwhile and post an init computed a moment earlier.
 */
function lastInit(posted: HostMessage[]): Extract<HostMessage, { type: 'init' }> | undefined {
  return posted.filter((m) => m.type === 'init').pop() as Extract<HostMessage, { type: 'init' }> | undefined;
}

function firstOf<T extends HostMessage['type']>(posted: HostMessage[], type: T): Extract<HostMessage, { type: T }> | undefined {
  return posted.find((m) => m.type === type) as Extract<HostMessage, { type: T }> | undefined;
}

describe('benchmark panel explains itself', function () {
  this.timeout(300_000);
  const bootstrap = process.env.KAFKA_TUNING_TEST_BOOTSTRAP!;

  before(async () => {
    assert.ok(bootstrap, 'KAFKA_TUNING_TEST_BOOTSTRAP must name the test broker');
    await benchCfg().update('bootstrap', bootstrap, vscode.ConfigurationTarget.Global);
  });

  after(async () => {
    await benchCfg().update('bootstrap', bootstrap, vscode.ConfigurationTarget.Global);
    await vscode.workspace.getConfiguration('workbench').update('colorTheme', undefined, vscode.ConfigurationTarget.Global);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('names the broker and where it comes from; a Java producer has no kafkajs-only control; a consumer none of the producer ones', async () => {
    const java = await openPanel('config/producer-good.properties');
    assert.equal(java.init.target.bootstrap, bootstrap);
    assert.match(java.init.target.source, /user setting kafkaTuning\.benchmark\.bootstrap/);
    // Without the setting, the broker `npm start` passes in KAFKA_TUNING_BOOTSTRAP is the one benchmarked
    // (the extension host's environment is this process's).
    await benchCfg().update('bootstrap', undefined, vscode.ConfigurationTarget.Global);
    const before = process.env.KAFKA_TUNING_BOOTSTRAP;
    process.env.KAFKA_TUNING_BOOTSTRAP = '127.0.0.1:19092';
    try {
      const fromEnv = lastInit(await api().panelMessage(java.uri, java.siteId, { type: 'ready' }))!;
      assert.deepEqual(fromEnv.target, { bootstrap: '127.0.0.1:19092', source: 'environment variable KAFKA_TUNING_BOOTSTRAP (set by npm start or the shell that started VS Code)' });
      delete process.env.KAFKA_TUNING_BOOTSTRAP;
      const byDefault = lastInit(await api().panelMessage(java.uri, java.siteId, { type: 'ready' }))!;
      assert.equal(byDefault.target.bootstrap, '127.0.0.1:9092');
      assert.match(byDefault.target.source, /^default/);
    } finally {
      if (before === undefined) delete process.env.KAFKA_TUNING_BOOTSTRAP; else process.env.KAFKA_TUNING_BOOTSTRAP = before;
      await benchCfg().update('bootstrap', bootstrap, vscode.ConfigurationTarget.Global);
    }
    const ids = (i: typeof java.init) => i.controls.map((c) => c.id);
    assert.ok(!ids(java.init).includes('sendPattern'), `Java producer controls: ${ids(java.init).join(', ')}`);
    assert.ok(ids(java.init).includes('throughput') && ids(java.init).includes('engine'));
    for (const c of java.init.controls) assert.ok(c.help.length > 30, `control ${c.id} explains itself: "${c.help}"`);

    const consumer = await openPanel('config/consumer-good.properties');
    const cids = ids(consumer.init);
    for (const producerOnly of ['throughput', 'payloadFile', 'sendPattern']) assert.ok(!cids.includes(producerOnly as never), `consumer controls: ${cids.join(', ')}`);
    const records = consumer.init.controls.find((c) => c.id === 'records')!;
    assert.equal(records.label, 'Records per partition');
    assert.match(records.help, /partitions × records per partition/);
    await showOnlyPanel();
    await waitFor(() => api().panelChart(consumer.uri, consumer.siteId), 10_000, 'the consumer panel drawn');
    await namedScreenshot('panel-consumer');

    const ts = await openPanel('ts/src/producer.ts');
    assert.ok(ids(ts.init).includes('sendPattern'), 'a kafkajs producer has its send pattern');
    assert.ok(!ids(ts.init).includes('engine'), 'the Java perf tools do not measure a kafkajs config');
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('a run starts from a clean status; A/B shows the settings that differed and never "-0 %"', async () => {
    const { uri, siteId } = await openPanel('config/producer-good.properties');
    await api().panelMessage(uri, siteId, { type: 'clearHistory' });
    const runs: BenchResult[] = [];
    for (const records of [400, 600]) {
      const posted = await api().panelMessage(uri, siteId, { type: 'run', form: { ...FORM, records } });
      // (An init may come first: the webview's own 'ready' when it has just loaded.)
      assert.equal(posted.filter((m) => m.type !== 'init')[0]?.type, 'started', `the first message of a run resets the status (posted: ${posted.map((m) => m.type).join(', ')})`);
      assert.equal(firstOf(posted, 'error'), undefined, `run failed: ${firstOf(posted, 'error')?.message}`);
      runs.push(firstOf(posted, 'result')!.result);
    }
    // What the panel shows under the table: the diagnosis, the client metrics, gate shares and latency from the intended send time.
    for (const r of runs) {
      assert.ok((r.diagnosis ?? '').length > 20, `a diagnosis: ${r.diagnosis}`);
      for (const k of ['recordQueueTimeAvgMs', 'requestLatencyAvgMs', 'batchesLingerPct', 'intendedP99']) assert.ok(Number.isFinite(r.median[k]), `${k} in ${JSON.stringify(r.median)}`);
    }
    const history = lastInit(await api().panelMessage(uri, siteId, { type: 'ready' }))!;
    assert.equal(history.history.length, 2);
    const [b, a] = history.history; // newest first, as the panel lists them
    const diff = settingsDiff(a, b);
    assert.deepEqual(diff.map((d) => `${d.key}: ${d.a} → ${d.b}`), ['records per round: 400 → 600']);
    for (const [k] of metricRows('producer')) {
      const text = percentChange(a.median[k], b.median[k]);
      assert.ok(!/^[-−]0 %$/.test(text) && !text.includes('-0'), `${k}: "${text}"`);
    }
    assert.equal(percentChange(100, 99.7), 'same');
    assert.equal(percentChange(100, 104), '+4 %');
    assert.equal(percentChange(100, 96), '−4 %');
  });

  it('"Measure: end to end" runs produce → consume from the panel and stores an end-to-end result', async () => {
    const { uri, siteId, init } = await openPanel('config/producer-good.properties');
    assert.ok(init.controls.some((c) => c.id === 'mode'), `the panel offers the choice: ${init.controls.map((c) => c.id).join(', ')}`);
    const posted = await api().panelMessage(uri, siteId, { type: 'run', form: { ...FORM, records: 300, mode: 'e2e' } });
    assert.equal(firstOf(posted, 'error'), undefined, `run failed: ${firstOf(posted, 'error')?.message}`);
    const r = firstOf(posted, 'result')!.result;
    assert.equal(r.kind, 'e2e');
    assert.equal(r.median.latencySamples, 300);
    assert.ok(r.median.p50 <= r.median.p99 && r.median.lagRecordsEnd === 0, JSON.stringify(r.median));
    assert.match(r.mode, /end to end \(produce → consume\)/);
  });

  it('a port that accepts TCP and never answers ends the run with an error naming the timeout, within it', async () => {
    const { uri, siteId } = await openPanel('config/producer-good.properties');
    const sockets: Socket[] = [];
    const silent = createServer((s) => { sockets.push(s); s.on('error', () => undefined); s.resume(); });
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', () => r()));
    const port = (silent.address() as { port: number }).port;
    try {
      await benchCfg().update('bootstrap', `127.0.0.1:${port}`, vscode.ConfigurationTarget.Global);
      const timeoutSec = 5;
      const t0 = performance.now();
      const posted = await api().panelMessage(uri, siteId, { type: 'run', form: { ...FORM, timeoutSec } });
      const secs = (performance.now() - t0) / 1000;
      const started = firstOf(posted, 'started');
      assert.equal(started?.target.bootstrap, `127.0.0.1:${port}`);
      assert.equal(started?.timeoutSec, timeoutSec);
      const error = firstOf(posted, 'error');
      assert.ok(error, `the run ended with an error (posted: ${posted.map((m) => m.type).join(', ')})`);
      assert.match(error.message, new RegExp(`127\\.0\\.0\\.1:${port} did not answer in time: no response within ${timeoutSec} s`));
      assert.ok(secs < timeoutSec + 3, `error after ${secs.toFixed(1)} s, the stated timeout is ${timeoutSec} s`);
      console.log(`PANEL hung broker (silent port), timeout ${timeoutSec} s: error after ${secs.toFixed(1)} s — "${error.message}"`);
    } finally {
      await benchCfg().update('bootstrap', bootstrap, vscode.ConfigurationTarget.Global);
      for (const s of sockets) s.destroy();
      await new Promise((r) => silent.close(r));
    }
  });

  it('the connection form is checked field by field; a valid one is stored and the password never comes back', async () => {
    const { uri, siteId } = await openPanel('config/producer-good.properties');
    const empty = { sasl: 'none', username: '', password: '', tls: false, caFile: '', certFile: '', keyFile: '' };
    const save = async (c: object) => firstOf(await api().panelMessage(uri, siteId, { type: 'saveConnection', connection: { ...empty, ...c } }), 'connection')!;
    try {
      let r = await save({ sasl: 'scram-sha-512' });
      assert.equal(r.saved, false);
      assert.match(r.errors.username ?? '', /username is needed for SASL SCRAM-SHA-512/);
      assert.match(r.errors.password ?? '', /password is needed/);
      r = await save({ caFile: '/etc/hostname' });
      assert.match(r.errors.caFile ?? '', /only used with TLS/);
      r = await save({ tls: true, caFile: '/no/such/ca.pem', certFile: '/etc/hostname' });
      assert.match(r.errors.caFile ?? '', /no such file/);
      assert.match(r.errors.certFile ?? '', /not a PEM file/);
      assert.match(r.errors.keyFile ?? '', /needs its key/);
      assert.equal(r.connection.stored, false, 'nothing stored while a field is wrong');

      const password = `pw-${Math.random().toString(36).slice(2)}`;
      const posted = await api().panelMessage(uri, siteId, { type: 'saveConnection', connection: { ...empty, sasl: 'plain', username: 'alice', password } });
      r = firstOf(posted, 'connection')!;
      assert.deepEqual(r.errors, {});
      assert.equal(r.saved, true);
      assert.equal(r.connection.sasl, 'plain');
      assert.equal(r.connection.hasPassword, true);
      assert.ok(!JSON.stringify(posted).includes(password), 'the password is not sent back to the webview');
      const init = lastInit(await api().panelMessage(uri, siteId, { type: 'ready' }))!;
      assert.equal(init.connection.username, 'alice');
      // An empty password keeps the stored one.
      r = await save({ sasl: 'plain', username: 'bob' });
      assert.equal(r.saved, true);
      assert.equal(r.connection.hasPassword, true);
    } finally {
      const cleared = firstOf(await api().panelMessage(uri, siteId, { type: 'clearConnection' }), 'connection')!;
      assert.equal(cleared.connection.stored, false);
    }
  });

  it('after a real run and sweep, the chart takes its colours from the theme in Light, Dark and High Contrast (pictures in out/screenshots)', async () => {
    const { uri, siteId } = await openPanel('config/producer-good.properties');
    const run = await api().panelMessage(uri, siteId, { type: 'run', form: FORM });
    assert.equal(firstOf(run, 'error'), undefined, `run failed: ${firstOf(run, 'error')?.message}`);
    const sweep = await api().panelMessage(uri, siteId, { type: 'sweep', form: { ...FORM, records: 300 }, grid: { keyA: 'linger.ms', valuesA: ['0', '5', '20'], keyB: 'batch.size', valuesB: ['16384'] } });
    assert.equal(firstOf(sweep, 'error'), undefined, `sweep failed: ${firstOf(sweep, 'error')?.message}`);
    assert.equal(sweep.filter((m) => m.type === 'sweepPoint').length, 3);
    await waitFor(async () => (await api().panelChart(uri, siteId))?.points === 3, 10_000, 'the chart with the three sweep points');
    await showOnlyPanel();
    const seen: Record<string, string> = {};
    for (const [theme, name, bodyClass] of [['Default Light Modern', 'light', 'vscode-light'], ['Default Dark Modern', 'dark', 'vscode-dark'], ['Default High Contrast', 'high-contrast', 'vscode-high-contrast']] as const) {
      const next = api().panelChart(uri, siteId, true);
      await vscode.workspace.getConfiguration('workbench').update('colorTheme', theme, vscode.ConfigurationTarget.Global);
      // The webview redraws when the theme re-styles it and reports the colours it used.
      let report = await Promise.race([next, new Promise<undefined>((r) => setTimeout(() => r(undefined), 15_000))]);
      if (report?.theme !== bodyClass) report = await waitFor(async () => { const c = await api().panelChart(uri, siteId); return c?.theme === bodyClass && c; }, 15_000, `the chart redrawn in ${theme}`);
      assert.equal(report.theme, bodyClass);
      assert.equal(report.points, 3);
      for (const s of report.series) {
        assert.match(s.variable, /^--vscode-/, `${theme}: ${s.name} colour comes from a theme variable`);
        assert.ok(s.color && s.color.toLowerCase() !== report.background.toLowerCase(), `${theme}: ${s.name} (${s.color}) differs from the background (${report.background})`);
        // Series are drawn opaque (a translucent theme colour reads as a pale smear); grid lines may be faint.
        if (s.name !== 'grid lines') assert.ok(!/rgba\([^)]*,\s*0?\.[0-7]\d*\s*\)$/.test(s.color), `${theme}: ${s.name} is opaque (${s.color})`);
      }
      const points = report.series.find((s) => s.name === 'settings tried')!;
      seen[name] = points.color;
      console.log(`PANEL ${theme}: background ${report.background}; ${report.series.map((s) => `${s.name} ${s.color} (${s.variable})`).join('; ')}`);
      await namedScreenshot(`panel-${name}`, { waitFor: [{ selector: 'canvas', inWebview: true }] });
    }
    assert.notEqual(seen.light, seen.dark, 'the point colour follows the theme');
  });
});
