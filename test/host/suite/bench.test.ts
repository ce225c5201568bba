// Issue 5 in a real extension host: the "Benchmark this config" CodeLens on an examples/ config
// opens the panel, a short benchmark against the broker in KAFKA_TUNING_TEST_BOOTSTRAP (the runner
// starts an embedded one when unset) puts the measured p50/p99 annotation at the config, and an
// edit to the config's settings marks that annotation stale. The file is restored afterwards.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { benchmarkLens, codeLenses, EXTENSION_ID, openExample, waitFor } from './util';

const FILE = 'config/producer-good.properties';
const BENCH = 'kafkaTuning.benchmark';

const titles = (ls: vscode.CodeLens[]) => ls.map((l) => l.command?.title ?? '');

describe('benchmark: CodeLens, run, annotation, stale', function () {
  this.timeout(240_000);
  let doc: vscode.TextDocument;
  let original: string;

  before(async () => {
    const bootstrap = process.env.KAFKA_TUNING_TEST_BOOTSTRAP;
    assert.ok(bootstrap, 'KAFKA_TUNING_TEST_BOOTSTRAP must name the test broker');
    await vscode.workspace.getConfiguration('kafkaTuning.benchmark').update('bootstrap', bootstrap, vscode.ConfigurationTarget.Global);
    doc = await openExample(FILE);
    original = doc.getText();
  });

  after(async () => {
    const edit = new vscode.WorkspaceEdit();
    edit.replace(doc.uri, new vscode.Range(0, 0, doc.lineCount, 0), original);
    await vscode.workspace.applyEdit(edit);
    await doc.save();
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('offers "Benchmark this config", runs it, shows p50 · p99 at the config, then marks it stale after an edit', async () => {
    const lens = await benchmarkLens(doc);
    const [uri, siteId] = lens.command!.arguments as [vscode.Uri, string];
    // Clicking the lens opens the panel…
    await vscode.commands.executeCommand(lens.command!.command, ...lens.command!.arguments!);
    await waitFor(() => vscode.window.tabGroups.all.flatMap((g) => g.tabs).find((t) => t.label.startsWith('Benchmark:')), 10_000, 'the benchmark panel tab');
    // …and the same command runs a short benchmark directly (the panel's Run button does the same).
    const result = await vscode.commands.executeCommand<{ median: Record<string, number> } | undefined>(BENCH, uri, siteId, { run: true, form: { records: 1500, throughput: 1000, rounds: 3, partitions: 1 } });
    assert.ok(result, 'the benchmark returned a result (see the output channel if not)');
    assert.ok(result.median.p50 > 0 && result.median.p99 >= result.median.p50);

    const annotated = await waitFor(async () => titles(await codeLenses(doc.uri)).find((t) => /p50 .* ms · p99 .* ms · .* rec\/s \(throttled 1,000 rec\/s, 3 rounds/.test(t)), 30_000, 'the p50/p99 annotation lens');
    assert.ok(!annotated.includes('stale'), annotated);

    const line = [...Array(doc.lineCount).keys()].find((i) => doc.lineAt(i).text.startsWith('linger.ms='));
    assert.ok(line !== undefined, 'linger.ms= is in the example');
    const edit = new vscode.WorkspaceEdit();
    edit.replace(doc.uri, doc.lineAt(line).range, 'linger.ms=20');
    assert.ok(await vscode.workspace.applyEdit(edit));
    const stale = await waitFor(async () => titles(await codeLenses(doc.uri)).find((t) => t.includes('stale') && t.includes('p99')), 30_000, 'the annotation to read stale after the edit');
    assert.match(stale, /stale: p50/);
  });

  it('a config the client would refuse (request.timeout.ms=30s) is not benchmarked unless asked; run anyway, the result says so', async () => {
    const uri = vscode.Uri.joinPath(vscode.workspace.workspaceFolders![0].uri, 'config', 'refused-producer.properties');
    await vscode.workspace.fs.writeFile(uri, Buffer.from('# kafka-tuning: role=producer\nacks=all\nrequest.timeout.ms=30s\n'));
    const refused = await vscode.workspace.openTextDocument(uri);
    const lens = await benchmarkLens(refused);
    const [, siteId] = lens.command!.arguments as [vscode.Uri, string];
    const form = { records: 300, throughput: -1, rounds: 1, partitions: 1 };
    await assert.rejects(
      Promise.resolve(vscode.commands.executeCommand(BENCH, uri, siteId, { run: true, form })),
      /not benchmarked: it has 1 error-level finding.*\n\s*line 3: .*30s.*\[invalid-value\]/s,
    );
    const anyway = await vscode.commands.executeCommand<{ errorFindings?: Array<{ code: string }>; warnings: string[] } | undefined>(BENCH, uri, siteId, { run: true, runAnyway: true, form });
    assert.ok(anyway, 'run anyway returned a result');
    assert.deepEqual(anyway.errorFindings?.map((f) => f.code), ['invalid-value']);
    assert.match(anyway.warnings[0], /^run anyway: .*would not start/);
    await vscode.workspace.fs.delete(uri);
  });

  it('applies a sweep point to the .properties config through kafkaTuning/applyValues', async () => {
    const lens = await benchmarkLens(doc);
    const [uri, siteId] = lens.command!.arguments as [vscode.Uri, string];
    assert.ok(!/^batch\.size=131072$/m.test(doc.getText()), 'the example does not already have the value');
    // The panel's "Apply to this config" runs this command's code path with the picked point.
    const applied = await vscode.commands.executeCommand<boolean>('kafkaTuning.benchmark.apply', uri, siteId, { 'linger.ms': '7', 'batch.size': '131072' });
    assert.equal(applied, true);
    const text = doc.getText();
    assert.match(text, /^linger\.ms=7$/m);
    assert.match(text, /^batch\.size=131072$/m);
    assert.equal(text.match(/^linger\.ms=/gm)?.length, 1, 'the key was replaced, not added twice');
  });

  it('with the panel open, an edit to the config and then Run measures the edited value', async () => {
    const lens = await benchmarkLens(doc);
    const [uri, siteId] = lens.command!.arguments as [vscode.Uri, string];
    await vscode.commands.executeCommand(lens.command!.command, ...lens.command!.arguments!);
    await waitFor(() => vscode.window.tabGroups.all.flatMap((g) => g.tabs).find((t) => t.label.startsWith('Benchmark:')), 10_000, 'the benchmark panel tab');
    // The panel is open on the config as it was; now the user edits it.
    const line = [...Array(doc.lineCount).keys()].find((i) => doc.lineAt(i).text.startsWith('linger.ms='));
    assert.ok(line !== undefined, 'linger.ms= is in the example');
    assert.notEqual(doc.lineAt(line).text, 'linger.ms=13');
    const edit = new vscode.WorkspaceEdit();
    edit.replace(doc.uri, doc.lineAt(line).range, 'linger.ms=13');
    assert.ok(await vscode.workspace.applyEdit(edit));
    // …and presses Run in the panel (the message its button posts, handed to the panel directly:
    // the webview's iframe is out of the extension host's reach).
    const api = vscode.extensions.getExtension(EXTENSION_ID)!.exports as { benchmark: { panelMessage(uri: vscode.Uri, siteId: string, m: unknown): Promise<Array<{ type: string; result?: { config: Record<string, string> }; message?: string }>> } };
    const posted = await api.benchmark.panelMessage(uri, siteId, { type: 'run', form: { records: 600, recordSize: 512, throughput: 1000, rounds: 1, partitions: 1, engine: 'kafkajs' } });
    const failed = posted.find((m) => m.type === 'error');
    assert.equal(failed, undefined, `the run failed: ${failed?.message}`);
    const result = posted.find((m) => m.type === 'result')?.result;
    assert.ok(result, `the panel posted a result (posted: ${posted.map((m) => m.type).join(', ')})`);
    assert.equal(result.config['linger.ms'], '13', 'the run measured the config as edited, not as it was when the panel opened');
  });
});
