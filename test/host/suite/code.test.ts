// Issue 4 in a real extension host: Kafka config in Java, TypeScript (kafkajs) and Spring YAML from
// examples/ gets the server's diagnostics, and one quick fix per language — applied through
// executeCodeActionProvider + workspace.applyEdit — edits the code in its own style and clears the
// diagnostic it was for. Each file is restored afterwards, so later suites see it as on disk.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { codeOf, kafkaDiagnostics, openExample, waitForDiagnostics } from './util';

const ours = (ds: vscode.Diagnostic[]) => ds.filter((d) => d.source === 'kafka-tuning');
const has = (ds: vscode.Diagnostic[], code: string) => ours(ds).some((d) => codeOf(d) === code);
const isAction = (a: vscode.Command | vscode.CodeAction): a is vscode.CodeAction => 'edit' in a || 'kind' in a;

/** Opens an example, remembers its text and restores it (and saves) when the suite ends. */
function useExample(rel: string): { doc: () => vscode.TextDocument } {
  let doc: vscode.TextDocument | undefined;
  let original = '';
  before(async () => {
    doc = await openExample(rel);
    original = doc.getText();
  });
  after(async () => {
    if (!doc) return;
    if (doc.getText() !== original) {
      const edit = new vscode.WorkspaceEdit();
      edit.replace(doc.uri, new vscode.Range(0, 0, doc.lineCount, 0), original);
      assert.ok(await vscode.workspace.applyEdit(edit), `restoring ${rel} was refused`);
    }
    await doc.save();
    assert.equal(doc.getText(), original);
  });
  return { doc: () => doc! };
}

/** The kafka-tuning quick fix titled `title` for diagnostic `code`, asked for on that diagnostic's range. */
async function quickFix(doc: vscode.TextDocument, code: string, title: string | RegExp): Promise<{ diag: vscode.Diagnostic; fix: vscode.CodeAction & { edit: vscode.WorkspaceEdit } }> {
  const diag = kafkaDiagnostics(doc.uri).find((d) => codeOf(d) === code);
  assert.ok(diag, `no ${code} diagnostic on ${doc.uri.fsPath}`);
  const all = await vscode.commands.executeCommand<Array<vscode.Command | vscode.CodeAction>>('vscode.executeCodeActionProvider', doc.uri, diag.range, vscode.CodeActionKind.QuickFix.value);
  const fixes = (all ?? []).filter(isAction).filter((a) => a.kind && vscode.CodeActionKind.QuickFix.contains(a.kind));
  const fix = fixes.find((a) => (typeof title === 'string' ? a.title === title : title.test(a.title)));
  assert.ok(fix?.edit, `no quick fix ${title} for ${code}; offered: ${fixes.map((a) => a.title).join(' | ')}`);
  return { diag, fix: fix as vscode.CodeAction & { edit: vscode.WorkspaceEdit } };
}

/** Applies the fix, then waits for the server's next publish for the new text that satisfies `settled`. */
async function applyAndWait(doc: vscode.TextDocument, fix: vscode.CodeAction & { edit: vscode.WorkspaceEdit }, settled: (ds: vscode.Diagnostic[]) => boolean): Promise<vscode.Diagnostic[]> {
  const version = doc.version;
  assert.ok(await vscode.workspace.applyEdit(fix.edit), `applyEdit refused "${fix.title}"`);
  assert.ok(doc.version > version, 'the fix did not change the document');
  return waitForDiagnostics(doc.uri, settled, 30000);
}

describe('code: Java OrderProducer.java', () => {
  const ex = useExample('java/src/main/java/com/example/orders/OrderProducer.java');

  it('shows batch-size-below-record and idempotence-conflict on the put() values', async () => {
    const doc = ex.doc();
    assert.equal(doc.languageId, 'java');
    await waitForDiagnostics(doc.uri, (ds) => has(ds, 'batch-size-below-record') && has(ds, 'idempotence-conflict'), 30000);
    const ds = kafkaDiagnostics(doc.uri);
    const batch = ds.find((d) => codeOf(d) === 'batch-size-below-record')!;
    const conflict = ds.find((d) => codeOf(d) === 'idempotence-conflict')!;
    assert.equal(doc.getText(batch.range), '1024');
    assert.match(doc.lineAt(batch.range.start.line).text, /props\.put\(ProducerConfig\.BATCH_SIZE_CONFIG, 1024\);/);
    // The workload comes from the `// kafka-tuning:` directive above the method.
    assert.match(batch.message, /holds 1 record of 512 B/);
    assert.equal(doc.getText(conflict.range), '10');
    assert.match(doc.lineAt(conflict.range.start.line).text, /MAX_IN_FLIGHT_REQUESTS_PER_CONNECTION, 10\)/);
    assert.equal(conflict.severity, vscode.DiagnosticSeverity.Error);
  });

  it('quick fix sets ProducerConfig.BATCH_SIZE_CONFIG to 16384 as an int, and the warning clears', async () => {
    const doc = ex.doc();
    await waitForDiagnostics(doc.uri, (ds) => has(ds, 'batch-size-below-record'), 30000);
    const { diag, fix } = await quickFix(doc, 'batch-size-below-record', 'Set batch.size=16384 (16 KiB)');
    const line = diag.range.start.line;
    await applyAndWait(doc, fix, (ds) => !has(ds, 'batch-size-below-record') && has(ds, 'idempotence-conflict'));
    // Same constant, same value type as the file wrote (an int literal, not "16384").
    assert.equal(doc.lineAt(line).text, '    props.put(ProducerConfig.BATCH_SIZE_CONFIG, 16384);');
  });
});

describe('code: TypeScript kafkajs producer.ts', () => {
  const ex = useExample('ts/src/producer.ts');
  const wanted = ['kafkajs-idempotent-acks', 'kafkajs-serial-send', 'kafkajs-codec-not-registered'];

  it('shows kafkajs-idempotent-acks, kafkajs-serial-send and kafkajs-codec-not-registered on the send()', async () => {
    const doc = ex.doc();
    assert.equal(doc.languageId, 'typescript');
    await waitForDiagnostics(doc.uri, (ds) => wanted.every((c) => has(ds, c)), 30000);
    const ds = kafkaDiagnostics(doc.uri);
    const text = (code: string) => doc.getText(ds.find((d) => codeOf(d) === code)!.range);
    assert.equal(text('kafkajs-idempotent-acks'), 'acks: 1');
    assert.equal(text('kafkajs-codec-not-registered'), 'CompressionTypes.LZ4');
    const serial = ds.find((d) => codeOf(d) === 'kafkajs-serial-send')!;
    assert.match(text('kafkajs-serial-send'), /^producer\.send\(\{ topic: 'orders'.*\}\)$/);
    assert.match(doc.lineAt(serial.range.start.line).text.slice(0, serial.range.start.character), /^\s*await $/, 'the send() is awaited');
    assert.match(doc.lineAt(serial.range.start.line - 2).text, /for \(const e of events\)/, 'inside the loop');
    assert.equal(ds.find((d) => codeOf(d) === 'kafkajs-idempotent-acks')!.severity, vscode.DiagnosticSeverity.Error);
  });

  it('quick fix writes acks: -1 and kafkajs-idempotent-acks clears (the others stay)', async () => {
    const doc = ex.doc();
    await waitForDiagnostics(doc.uri, (ds) => has(ds, 'kafkajs-idempotent-acks'), 30000);
    const { diag, fix } = await quickFix(doc, 'kafkajs-idempotent-acks', /acks: -1/);
    const line = diag.range.start.line;
    await applyAndWait(doc, fix, (ds) => !has(ds, 'kafkajs-idempotent-acks') && has(ds, 'kafkajs-serial-send') && has(ds, 'kafkajs-codec-not-registered'));
    assert.equal(doc.lineAt(line).text,
      "    await producer.send({ topic: 'orders', acks: -1, compression: CompressionTypes.LZ4, messages: [{ key: e.id, value: e.body }] });");
  });
});

describe('code: Spring application.yml', () => {
  const ex = useExample('spring/src/main/resources/application.yml');

  it('shows spring-unknown-property on linger-ms and batch-size-below-record on batch-size', async () => {
    const doc = ex.doc();
    await waitForDiagnostics(doc.uri, (ds) => has(ds, 'spring-unknown-property') && has(ds, 'batch-size-below-record'), 30000);
    const ds = kafkaDiagnostics(doc.uri);
    const unknown = ds.find((d) => codeOf(d) === 'spring-unknown-property')!;
    const batch = ds.find((d) => codeOf(d) === 'batch-size-below-record')!;
    assert.equal(doc.getText(unknown.range), 'linger-ms');
    assert.match(unknown.message, /properties\[linger\.ms\]/);
    assert.equal(doc.getText(batch.range), '1KB');
    assert.equal(doc.lineAt(batch.range.start.line).text, '      batch-size: 1KB');
  });

  it('quick fix sets batch-size: 16384 under spring.kafka.producer, and the warning clears', async () => {
    const doc = ex.doc();
    await waitForDiagnostics(doc.uri, (ds) => has(ds, 'batch-size-below-record'), 30000);
    const { diag, fix } = await quickFix(doc, 'batch-size-below-record', 'Set batch.size=16384 (16 KiB)');
    const line = diag.range.start.line;
    const others = doc.getText().split('\n').filter((_, i) => i !== line);
    // compression-no-gain rested on the 1-record batches, so it clears with them.
    await applyAndWait(doc, fix, (ds) => !has(ds, 'batch-size-below-record') && !has(ds, 'compression-no-gain') && has(ds, 'spring-unknown-property'));
    assert.equal(doc.lineAt(line).text, '      batch-size: 16384');
    assert.deepEqual(doc.getText().split('\n').filter((_, i) => i !== line), others, 'the YAML structure around the value changed');
  });
});
