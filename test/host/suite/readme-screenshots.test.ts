// The README's three pictures, made by the extension itself on examples/ in a real workbench
// against the test broker (KAFKA_TUNING_TEST_BOOTSTRAP): a config with its diagnostics and the
// computed hover open, a measured result with its annotation at the config, and a sweep charted in
// the benchmark panel. Each picture is taken only once what it shows exists (the findings, the
// hover, the annotation, the sweep's points), so a picture cannot silently be blank. In `npm test`
// they go to out/test/host/screenshots; `npm run screenshots` writes docs/images.
import * as assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import * as vscode from 'vscode';
import { benchmarkLens, codeLenses, codeOf, EXTENSION_ID, namedScreenshot, openExample, waitFor, waitForDiagnostics } from './util';

type Posted = Array<{ type: string; message?: string; point?: { throughput: number; p99: number; overrides: Record<string, string> };
  summary?: { pick?: Record<string, string>; note?: string; cells: Array<{ prediction?: unknown }> } }>;
interface Api { benchmark: { panelMessage(uri: vscode.Uri, siteId: string, m: unknown): Promise<Posted> } }

// How the pictures look: a larger editor font (the Marketplace scales a README picture down to
// its column), nothing beside the editors but the status bar.
const LOOK: Record<string, unknown> = {
  'editor.fontSize': 16,
  'editor.lineHeight': 24,
  'editor.minimap.enabled': false,
  'breadcrumbs.enabled': false,
  'editor.stickyScroll.enabled': false,
  'workbench.activityBar.location': 'hidden',
  'workbench.editor.showTabs': 'single',
  'window.commandCenter': false,
  'workbench.layoutControl.enabled': false,
  'editor.scrollbar.vertical': 'hidden',
  'editor.scrollbar.horizontal': 'hidden',
};

const tabs = () => vscode.window.tabGroups.all.flatMap((g) => g.tabs);
const pngBytes = (file: string) => statSync(file).size;

describe('README screenshots @screenshots', function () {
  this.timeout(300_000);
  const saved = new Map<string, unknown>();
  const config = () => vscode.workspace.getConfiguration();

  before(async () => {
    const bootstrap = process.env.KAFKA_TUNING_TEST_BOOTSTRAP;
    assert.ok(bootstrap, 'KAFKA_TUNING_TEST_BOOTSTRAP must name the test broker');
    await config().update('kafkaTuning.benchmark.bootstrap', bootstrap, vscode.ConfigurationTarget.Global);
    for (const [key, value] of Object.entries(LOOK)) {
      saved.set(key, config().inspect(key)?.globalValue);
      await config().update(key, value, vscode.ConfigurationTarget.Global);
    }
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await vscode.commands.executeCommand('workbench.action.closeSidebar');
    await vscode.commands.executeCommand('workbench.action.closePanel');
    await vscode.commands.executeCommand('workbench.action.closeAuxiliaryBar');
  });

  after(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    for (const [key, value] of saved) await config().update(key, value, vscode.ConfigurationTarget.Global);
  });

  it('a config with its diagnostics and the computed hover on batch.size', async () => {
    const doc = await openExample('config/producer-mistakes.properties');
    const wanted = ['batch-size-below-record', 'invalid-value', 'unknown-key'];
    await waitForDiagnostics(doc.uri, (ds) => wanted.every((c) => ds.some((d) => d.source === 'kafka-tuning' && codeOf(d) === c)), 30_000);
    // The Problems panel lists every finding the squiggles mark.
    await vscode.commands.executeCommand('workbench.actions.view.problems');
    const line = [...Array(doc.lineCount).keys()].find((i) => doc.lineAt(i).text.startsWith('batch.size='));
    assert.ok(line !== undefined, 'batch.size= is in the example');
    const editor = await vscode.window.showTextDocument(doc);
    editor.selection = new vscode.Selection(line, 3, line, 3);
    // The hover the picture shows is the one the server computes for this config and workload.
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', doc.uri, editor.selection.active);
    const text = hovers.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value))).join('\n');
    assert.match(text, /A batch holds 1 record of 512 B/);
    await vscode.commands.executeCommand('editor.action.showHover');
    const file = await namedScreenshot('diagnostics-hover', {
      // The hover is taller than VS Code lets it grow: scrolled to the part computed for this config.
      waitFor: [{ selector: '.monaco-hover', text: 'A batch holds 1 record' }, { selector: '.monaco-hover p', text: 'For this config', scroll: 'start' },
        { selector: '.markers-panel .monaco-list-row', text: 'batch-size-below-record' }],
    });
    assert.ok(pngBytes(file) > 20_000, `${file} holds a picture`);
    await vscode.commands.executeCommand('workbench.action.closePanel');
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('a measured result with its annotation at the config', async () => {
    const doc = await openExample('config/producer-good.properties');
    const lens = await benchmarkLens(doc);
    const [uri, siteId] = lens.command!.arguments as [vscode.Uri, string];
    await vscode.commands.executeCommand(lens.command!.command, ...lens.command!.arguments!);
    await waitFor(() => tabs().find((t) => t.label.startsWith('Benchmark:')), 10_000, 'the benchmark panel tab');
    // The config gets the room its annotation needs; the panel the rest.
    await vscode.commands.executeCommand('vscode.setEditorLayout', { orientation: 0, groups: [{ size: 0.62 }, { size: 0.38 }] });
    const api = vscode.extensions.getExtension(EXTENSION_ID)!.exports as Api;
    const posted = await api.benchmark.panelMessage(uri, siteId, { type: 'run', form: { records: 5000, recordSize: 512, throughput: 2000, rounds: 3, partitions: 4, engine: 'kafkajs' } });
    assert.equal(posted.find((m) => m.type === 'error')?.message, undefined);
    assert.ok(posted.some((m) => m.type === 'result'), `a result (posted: ${posted.map((m) => m.type).join(', ')})`);
    const annotation = await waitFor(async () => (await codeLenses(doc.uri)).map((l) => l.command?.title ?? '').find((t) => /p50 .* ms · p99 .* ms/.test(t)), 30_000, 'the p50/p99 annotation lens');
    assert.doesNotMatch(annotation, /stale/);
    const file = await namedScreenshot('benchmark-annotation', {
      waitFor: [{ selector: '.codelens-decoration', text: 'p99' }, { selector: 'body', text: 'Done.', inWebview: true }],
    });
    assert.ok(pngBytes(file) > 20_000, `${file} holds a picture`);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('a sweep of linger.ms × batch.size: capacity against p99 at the rate with the p99 budget, and each cell\'s prediction beside its measurement', async () => {
    const doc = await openExample('config/producer-good.properties');
    const lens = await benchmarkLens(doc);
    const [uri, siteId] = lens.command!.arguments as [vscode.Uri, string];
    await vscode.commands.executeCommand(lens.command!.command, ...lens.command!.arguments!);
    await waitFor(() => tabs().find((t) => t.label.startsWith('Benchmark:')), 10_000, 'the benchmark panel tab');
    const api = vscode.extensions.getExtension(EXTENSION_ID)!.exports as Api;
    // Every cell of a small grid (Measure every cell), so the chart has points on both sides of the
    // budget; the SLO is the example's rate=2000 p99-ms=50.
    const form = { records: 3000, recordSize: 512, throughput: -1, rounds: 1, partitions: 4, engine: 'kafkajs' };
    const grid = { keyA: 'linger.ms', valuesA: ['0', '5', '20'], keyB: 'batch.size', valuesB: ['16384', '131072'] };
    const posted = await api.benchmark.panelMessage(uri, siteId, { type: 'sweep', form, grid, search: 'grid' });
    assert.equal(posted.find((m) => m.type === 'error')?.message, undefined);
    const points = posted.filter((m) => m.type === 'sweepPoint').map((m) => m.point!);
    assert.equal(points.length, 6, `six sweep points (posted: ${posted.map((m) => m.type).join(', ')})`);
    for (const p of points) assert.ok(p.throughput > 0 && p.p99 > 0, JSON.stringify(p));
    const summary = posted.filter((m) => m.type === 'sweepSummary').at(-1)?.summary;
    assert.ok(summary, 'the sweep posted its plan');
    assert.ok(summary.cells.some((c) => c.prediction), 'the cells carry the model\'s predictions');
    const file = await namedScreenshot('sweep', {
      waitFor: [{ selector: 'body', text: 'Done.', inWebview: true }, { selector: '.sweep-plan', text: 'predicted', inWebview: true }, { selector: 'canvas', scroll: 'start', inWebview: true }],
      clip: 'iframe.webview',
    });
    assert.ok(pngBytes(file) > 20_000, `${file} holds a picture`);
  });
});
