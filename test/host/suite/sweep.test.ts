// The guided sweep from the editor: the benchmark panel of a producer config runs the search
// against the broker in KAFKA_TUNING_TEST_BOOTSTRAP, posts its plan (prediction and measurement per
// cell, runs against the grid), the webview charts the points, and "Apply this point" writes the
// pick's linger.ms and batch.size into the file through the language server's edit.
// The config is producer-good.properties's settings in a file of its own with a p99 budget any
// loaded test machine meets (p99-ms=1000): what is tested here is the editor's path from sweep to
// edit; the sweep on the example's own SLO is test/broker/sweep.test.ts.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { benchmarkLens, EXTENSION_ID, openExample, waitFor } from './util';

interface Posted { type: string; point?: { overrides: Record<string, string>; meetsSlo?: boolean; prediction?: { p99Ms: number } }; summary?: { runs: number; gridSize: number; pick?: Record<string, string>; search: string; cells: Array<{ status: string }> }; message?: string }
interface Api { benchmark: { panelMessage(uri: vscode.Uri, siteId: string, m: unknown): Promise<Posted[]>; panelChart(uri: vscode.Uri, siteId: string): Promise<{ points: number; series: Array<{ name: string }> } | undefined> } }

describe('sweep: guided search from the panel, then "Apply this point"', function () {
  this.timeout(240_000);
  let uri: vscode.Uri;

  before(async () => {
    const bootstrap = process.env.KAFKA_TUNING_TEST_BOOTSTRAP;
    assert.ok(bootstrap, 'KAFKA_TUNING_TEST_BOOTSTRAP must name the test broker');
    await vscode.workspace.getConfiguration('kafkaTuning.benchmark').update('bootstrap', bootstrap, vscode.ConfigurationTarget.Global);
    const example = await openExample('config/producer-good.properties');
    uri = vscode.Uri.joinPath(example.uri, '..', 'sweep-target.properties');
    const text = example.getText().replace(/p99-ms=\d+/, 'p99-ms=1000');
    assert.match(text, /p99-ms=1000/);
    await vscode.workspace.fs.writeFile(uri, Buffer.from(text));
  });

  after(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await vscode.workspace.fs.delete(uri).then(undefined, () => undefined);
  });

  it('runs fewer cells than the grid, charts them, and applies the pick to the document', async () => {
    const doc = await vscode.workspace.openTextDocument(uri);
    const lens = await benchmarkLens(doc);
    const [, siteId] = lens.command!.arguments as [vscode.Uri, string];
    await vscode.commands.executeCommand(lens.command!.command, ...lens.command!.arguments!);
    await waitFor(() => vscode.window.tabGroups.all.flatMap((g) => g.tabs).find((t) => t.label.startsWith('Benchmark:')), 10_000, 'the benchmark panel tab');
    const api = vscode.extensions.getExtension(EXTENSION_ID)!.exports as Api;
    const form = { records: 600, recordSize: 512, throughput: 2000, rounds: 1, partitions: 4, engine: 'kafkajs' };
    const grid = { keyA: 'linger.ms', valuesA: ['0', '5', '20', '50', '100', '200'], keyB: 'batch.size', valuesB: ['16384', '65536', '262144'] };
    const posted = await api.benchmark.panelMessage(uri, siteId, { type: 'sweep', form, grid, search: 'guided' });
    assert.equal(posted.find((m) => m.type === 'error')?.message, undefined);
    const summary = posted.filter((m) => m.type === 'sweepSummary').at(-1)?.summary;
    assert.ok(summary, `a sweep summary (posted: ${posted.map((m) => m.type).join(', ')})`);
    assert.equal(summary.search, 'guided');
    assert.equal(summary.gridSize, 18);
    assert.ok(summary.runs < summary.gridSize, `${summary.runs} of ${summary.gridSize} cells measured`);
    assert.ok(summary.pick, 'the search picked a cell');
    const points = posted.filter((m) => m.type === 'sweepPoint').map((m) => m.point!);
    assert.equal(points.length, summary.runs);
    const picked = points.find((p) => JSON.stringify(p.overrides) === JSON.stringify(summary.pick));
    assert.ok(picked?.meetsSlo && picked.prediction, 'the pick met the SLO by its own measurement and carries its prediction');
    // The webview drew every measured point, with the SLO series.
    const chart = await waitFor(async () => { const c = await api.benchmark.panelChart(uri, siteId); return c?.points === summary.runs && c; }, 15_000, 'the chart with the sweep points');
    assert.ok(chart.series.some((s) => s.name === 'meets the SLO'));

    const before = doc.getText();
    assert.ok(!before.includes(`linger.ms=${summary.pick['linger.ms']}\n`) || !before.includes(`batch.size=${summary.pick['batch.size']}\n`), 'the pick differs from the file as written');
    // "Apply this point": the message the panel's button posts.
    const applied = await api.benchmark.panelMessage(uri, siteId, { type: 'apply', overrides: summary.pick });
    assert.equal(applied.find((m) => m.type === 'error')?.message, undefined);
    const text = await waitFor(() => { const t = doc.getText(); return t.includes(`linger.ms=${summary.pick!['linger.ms']}`) && t.includes(`batch.size=${summary.pick!['batch.size']}`) && t; }, 10_000, 'the document to hold the pick');
    assert.match(text, new RegExp(`^linger\\.ms=${summary.pick['linger.ms']}$`, 'm'));
    assert.match(text, new RegExp(`^batch\\.size=${summary.pick['batch.size']}$`, 'm'));
    assert.equal(text.match(/^linger\.ms=/gm)?.length, 1, 'replaced, not added twice');
  });
});
