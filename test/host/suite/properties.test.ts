// Issue 3 in a real extension host: on examples/config/producer-mistakes.properties the server's
// diagnostics reach the editor, a hover shows numbers computed for this config and its workload
// directive, a quick fix applied through executeCodeActionProvider changes the text and clears its
// diagnostic, completion offers producer keys and the presets are offered as code actions.
// The file is restored after the suite, so later suites see it as on disk.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { codeOf, kafkaDiagnostics, openExample, waitFor, waitForDiagnostics } from './util';

const FILE = 'config/producer-mistakes.properties';
const PRESET_KIND = 'refactor.rewrite.kafka-tuning';
const has = (ds: vscode.Diagnostic[], code: string) => ds.some((d) => d.source === 'kafka-tuning' && codeOf(d) === code);

/** The key's line (0-based) in the document; fails the test when the key is not there. */
function lineOfKey(doc: vscode.TextDocument, key: string): number {
  for (let i = 0; i < doc.lineCount; i++) if (doc.lineAt(i).text.startsWith(`${key}=`)) return i;
  assert.fail(`${key}= is not in ${doc.uri.fsPath}`);
}

const hoverText = (hs: vscode.Hover[]) => hs.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value))).join('\n');
const isAction = (a: vscode.Command | vscode.CodeAction): a is vscode.CodeAction => 'edit' in a || 'kind' in a;

async function codeActions(uri: vscode.Uri, range: vscode.Range, kind?: string): Promise<vscode.CodeAction[]> {
  const all = await vscode.commands.executeCommand<Array<vscode.Command | vscode.CodeAction>>('vscode.executeCodeActionProvider', uri, range, kind);
  return (all ?? []).filter(isAction);
}

describe('properties: producer-mistakes.properties', () => {
  let doc: vscode.TextDocument;
  let original: string;

  before(async () => {
    doc = await openExample(FILE);
    original = doc.getText();
  });

  after(async () => {
    // Undo this suite's edits (smoke.test.ts expects the file as shipped).
    if (doc.getText() !== original) {
      const edit = new vscode.WorkspaceEdit();
      edit.replace(doc.uri, new vscode.Range(0, 0, doc.lineCount, 0), original);
      assert.ok(await vscode.workspace.applyEdit(edit), 'restoring the file was refused');
    }
    await doc.save();
    assert.equal(doc.getText(), original);
  });

  it('shows batch-size-below-record, invalid-value and unknown-key from kafka-tuning on their keys', async () => {
    const wanted = ['batch-size-below-record', 'invalid-value', 'unknown-key'];
    await waitForDiagnostics(doc.uri, (ds) => wanted.every((c) => has(ds, c)), 30000);
    const ours = kafkaDiagnostics(doc.uri);
    const on = (code: string) => doc.lineAt(ours.find((d) => codeOf(d) === code)!.range.start.line).text;
    assert.match(on('batch-size-below-record'), /^batch\.size=1024$/);
    assert.match(on('invalid-value'), /^request\.timeout\.ms=30s$/);
    assert.match(on('unknown-key'), /^max\.block\.msec=5000$/);
    const unknown = ours.find((d) => codeOf(d) === 'unknown-key')!;
    assert.equal(doc.getText(unknown.range), 'max.block.msec');
    assert.match(unknown.message, /Did you mean 'max\.block\.ms'/);
  });

  it('hovers batch.size with the numbers computed for this config and workload @packaged', async () => {
    const line = lineOfKey(doc, 'batch.size');
    const pos = new vscode.Position(line, 3);
    // The server may still be starting (this test also runs alone on the .vsix): ask until it answers.
    const text = await waitFor(async () => {
      const t = hoverText((await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', doc.uri, pos)) ?? []);
      return t.includes('batch.size') ? t : undefined;
    }, 30000, 'a kafka-tuning hover on batch.size');
    assert.match(text, /A batch holds 1 record of 512 B \(582 B with the 61 B header\)/);
    // Which gate fires first at the declared rate (2000 rec/s over 4 partitions), and what it costs.
    assert.match(text, /At 2,000 rec\/s over 4 partitions, keys assumed evenly spread: 500 rec\/s each, a batch fills in 2 ms/);
    assert.match(text, /linger\.ms=0 fires first: batching adds ≈ 0 ms per record/);
    assert.match(text, /default `16384` \(16 KiB\) in Kafka 4\.1\.2/, 'default for the workspace\'s client version (examples/pom.xml)');
    assert.match(text, /kafka\.apache\.org\/documentation\/#producerconfigs_batch\.size/);
  });

  it('offers linger.ms (with its default) in completion', async () => {
    // An empty line: the file ends with a newline, so its last line is empty.
    const last = doc.lineCount - 1;
    assert.equal(doc.lineAt(last).text, '');
    const list = await vscode.commands.executeCommand<vscode.CompletionList>('vscode.executeCompletionItemProvider', doc.uri, new vscode.Position(last, 0));
    const label = (i: vscode.CompletionItem) => (typeof i.label === 'string' ? i.label : i.label.label);
    const linger = list.items.find((i) => label(i) === 'linger.ms');
    assert.ok(linger, `no linger.ms among ${list.items.length} items: ${list.items.slice(0, 20).map(label).join(', ')}`);
    assert.match(String(linger.detail), /default 5\b/);
    // A producer file is not offered consumer keys.
    assert.ok(!list.items.some((i) => label(i) === 'fetch.min.bytes'), 'fetch.min.bytes offered in a producer file');
  });

  it('completes the kafka-tuning directive and explains it on hover', async () => {
    const line = [...Array(doc.lineCount).keys()].find((i) => doc.lineAt(i).text.startsWith('# kafka-tuning:'))!;
    const end = doc.lineAt(line).text.length;
    const label = (i: vscode.CompletionItem) => (typeof i.label === 'string' ? i.label : i.label.label);
    // At the end of "role=producer": the roles.
    const roles = await vscode.commands.executeCommand<vscode.CompletionList>('vscode.executeCompletionItemProvider', doc.uri, new vscode.Position(line, end));
    assert.deepEqual(roles.items.map(label).filter((l) => ['producer', 'consumer', 'admin', 'broker', 'topic'].includes(l)), ['producer', 'consumer', 'admin', 'broker', 'topic']);
    const hover = hoverText(await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', doc.uri, new vscode.Position(line, 20)));
    assert.match(hover, /`p99-ms` \| 50 ms \|/);
    assert.match(hover, /Applies to `producer-mistakes\.properties \(producer\)`/);
  });

  it('offers milliseconds for a .ms key, never a word like 30s', async () => {
    const line = lineOfKey(doc, 'request.timeout.ms');
    const at = new vscode.Position(line, 'request.timeout.ms='.length);
    const list = await vscode.commands.executeCommand<vscode.CompletionList>('vscode.executeCompletionItemProvider', doc.uri, at);
    const label = (i: vscode.CompletionItem) => (typeof i.label === 'string' ? i.label : i.label.label);
    const ms = list.items.find((i) => label(i) === '30000');
    assert.ok(ms, `no 30000 among: ${list.items.slice(0, 30).map(label).join(', ')}`);
    assert.match(String(ms.detail), /30 s/);
    assert.ok(!list.items.some((i) => label(i) === '30s'), `30s offered among: ${list.items.map(label).join(', ')}`);
  });

  it('offers the presets; "tune producer for throughput" rewrites batching', async () => {
    const range = doc.lineAt(lineOfKey(doc, 'linger.ms')).range;
    const presets = await codeActions(doc.uri, range, PRESET_KIND);
    const throughput = presets.find((a) => /tune producer for throughput/.test(a.title));
    assert.ok(throughput, `no throughput preset among: ${presets.map((a) => a.title).join(' | ')}`);
    assert.equal(throughput.kind?.value, PRESET_KIND);
    assert.ok(presets.some((a) => /tune producer for latency/.test(a.title)) && presets.some((a) => /tune producer for durability/.test(a.title)));
    const edits = throughput.edit?.get(doc.uri) ?? [];
    const at = (key: string) => edits.find((e) => e.range.start.line === lineOfKey(doc, key))?.newText;
    assert.equal(at('linger.ms'), '10');
    assert.equal(at('batch.size'), '16384');
    assert.equal(at('compression.type'), 'lz4');
  });

  it('applies the batch-size-below-record quick fix: batch.size=16384, and the warning clears', async () => {
    const before = await waitForDiagnostics(doc.uri, (ds) => has(ds, 'batch-size-below-record'), 30000);
    const diag = before.find((d) => codeOf(d) === 'batch-size-below-record')!;
    const fixes = (await codeActions(doc.uri, diag.range, vscode.CodeActionKind.QuickFix.value))
      .filter((a) => a.kind && vscode.CodeActionKind.QuickFix.contains(a.kind));
    const fix = fixes.find((a) => a.title === 'Set batch.size=16384 (16 KiB)');
    assert.ok(fix?.edit, `no "Set batch.size=16384 (16 KiB)" quick fix among: ${fixes.map((a) => a.title).join(' | ')}`);
    const line = diag.range.start.line;
    assert.ok(await vscode.workspace.applyEdit(fix.edit), 'applyEdit refused the fix');
    assert.equal(doc.lineAt(line).text, 'batch.size=16384');
    // A fresh publish for the new text: the warning is gone and the unrelated findings remain.
    const after = await waitForDiagnostics(doc.uri, (ds) => !has(ds, 'batch-size-below-record') && has(ds, 'invalid-value') && has(ds, 'unknown-key'), 30000);
    assert.ok(!after.some((d) => d.source === 'kafka-tuning' && d.range.start.line === line && d.severity <= vscode.DiagnosticSeverity.Warning),
      'a warning or error remains on the fixed batch.size line');
  });
});
