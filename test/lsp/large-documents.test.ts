// A large document is analysed off the thread that answers the editor (the bundled server's
// analysis worker): requests on another document are answered while it is analysed, and an edit
// made during the analysis replaces it. Ordering only; how long each step takes is
// `npm run bench:big`'s business (docs/measured.md).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CompletionRequest, DidChangeTextDocumentNotification, HoverRequest } from 'vscode-languageserver-protocol/node';
import { TextDocument, type TextDocumentContentChangeEvent } from 'vscode-languageserver-textdocument';
import { OFF_THREAD_CHARS } from '../../server/src/lsp/startServer';
import { spawnServer } from '../support/bundledServer';


/** A producer file of many sections, `chars` long: each section a site with findings of its own. */
function bigProperties(chars: number): string {
  const parts: string[] = [];
  let n = 0;
  for (let i = 0; n < chars; i++) {
    const section = `# kafka-tuning: role=producer record-bytes=512\nbootstrap.servers=b${i}:9092\nbatch.size=1024\nlinger.ms=${i % 50}\nacks=all\nenable.idempotence=false\ncompression.type=lz4\n`;
    parts.push(section);
    n += section.length;
  }
  return parts.join('');
}

describe('large documents, bundled server over stdio', () => {
  const { client, stop } = spawnServer();
  const small = 'file:///tmp/large-docs/small/producer.properties';

  before(async () => {
    await client.initialize();
    await client.open(small, 'properties', 'batch.size=1024\nlinger.ms=5\n');
    await client.diagnostics(small);
  });

  after(async () => {
    await stop();
  });

  it('answers hovers and completions on a small document before a large one opened first has its diagnostics', async () => {
    const big = 'file:///tmp/large-docs/a/producer.properties';
    const text = bigProperties(800_000);
    assert.ok(text.length > OFF_THREAD_CHARS);
    const events: string[] = [];
    const published = client.diagnostics(big, () => true, 60_000).then((p) => {
      events.push('big published');
      return p;
    });
    await client.open(big, 'properties', text);
    // Requests one after another (each sent when the last is answered), as an editor sends them
    // while the user moves the mouse: on one thread each would wait for the whole analysis.
    for (let i = 0; i < 5; i++) {
      const hover = await client.conn.sendRequest(HoverRequest.type, { textDocument: { uri: small }, position: { line: 0, character: 3 } });
      assert.match(JSON.stringify(hover?.contents), /batch\.size/);
      events.push('hover answered');
      const items = await client.conn.sendRequest(CompletionRequest.type, { textDocument: { uri: small }, position: { line: 1, character: 10 } });
      assert.ok((Array.isArray(items) ? items : items?.items ?? []).length > 0);
      events.push('completion answered');
    }
    const p = await published;
    assert.ok(p.diagnostics.some((d) => d.code === 'batch-size-below-record'), 'the large document was analysed');
    assert.deepEqual(events, [...Array.from({ length: 5 }, () => ['hover answered', 'completion answered']).flat(), 'big published']);
  });

  it('drops the findings of a text that changed during its analysis and publishes the new text\'s', async () => {
    const big = 'file:///tmp/large-docs/b/producer.properties';
    const text = bigProperties(800_000);
    await client.open(big, 'properties', text);
    // Sent right behind the open: the server has it long before the first analysis ends.
    await client.conn.sendNotification(DidChangeTextDocumentNotification.type, {
      textDocument: { uri: big, version: 2 },
      contentChanges: [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: 'linger.ms=five\n' }],
    });
    const p = await client.diagnostics(big, (x) => x.version === 2, 60_000);
    assert.ok(p.diagnostics.some((d) => d.code === 'invalid-value' && d.range.start.line === 0), 'the edit is in the published findings');
    assert.deepEqual(client.publishedFor(big).map((x) => x.version), [2], 'nothing published for the text the edit replaced');
  });

  it('after edits at the start, middle and end, publishes what a fresh open of the same text gets (the worker is sent only the edits)', async () => {
    const uri = 'file:///tmp/large-docs/c/producer.properties';
    const doc = TextDocument.create(uri, 'properties', 1, bigProperties(120_000));
    await client.open(uri, 'properties', doc.getText());
    await client.diagnostics(uri, (x) => x.version === 1, 60_000);
    const last = doc.lineCount - 2;
    const edits: TextDocumentContentChangeEvent[][] = [
      [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: 'linger.ms=five\n' }],
      [{ range: { start: { line: 1000, character: 0 }, end: { line: 1002, character: 0 } }, text: 'batch.size=x\nacks=maybe\n' }],
      [{ range: { start: { line: last, character: 0 }, end: { line: last + 1, character: 0 } }, text: '' }],
      [{ range: { start: { line: 3, character: 0 }, end: { line: 3, character: 0 } }, text: 'compression.type=zip\n' }, { range: { start: { line: 500, character: 0 }, end: { line: 500, character: 5 } }, text: 'bat' }],
    ];
    for (const [i, changes] of edits.entries()) {
      const version = i + 2;
      TextDocument.update(doc, changes, version);
      await client.conn.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri, version }, contentChanges: changes });
      await client.diagnostics(uri, (x) => x.version === version, 60_000);
    }
    const edited = client.publishedFor(uri).at(-1)!.diagnostics;
    const fresh = 'file:///tmp/large-docs/d/producer.properties';
    await client.open(fresh, 'properties', doc.getText());
    const expected = (await client.diagnostics(fresh, () => true, 60_000)).diagnostics;
    assert.ok(['invalid-value', 'unknown-key'].every((code) => edited.some((d) => d.code === code)), 'the edits are in the findings');
    assert.deepEqual(edited, expected);
  });
});
