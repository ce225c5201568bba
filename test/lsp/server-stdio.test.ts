// The bundled server, spawned the way Neovim or Helix would start it: `node server/out/server.js --stdio`.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { HoverRequest, CodeActionRequest, CompletionRequest } from 'vscode-languageserver-protocol/node';
import { ROLES } from '../../common/src/model';
import { spawnServer } from '../support/bundledServer';


describe('bundled server over stdio', () => {
  const { client, stop } = spawnServer();

  before(async () => {
    const init = await client.initialize();
    assert.equal(init.serverInfo?.name, 'kafka-tuning');
    assert.ok(init.capabilities.hoverProvider);
  });

  after(async () => {
    await stop();
  });

  it('publishes diagnostics for an opened .properties document', async () => {
    const uri = 'file:///tmp/stdio-test/producer.properties';
    await client.open(uri, 'properties', '# kafka-tuning: record-bytes=512\nbatch.size=1024\nlinger.ms=5ms\n');
    const p = await client.diagnostics(uri, (x) => x.diagnostics.length > 0);
    const codes = p.diagnostics.map((d) => d.code).sort();
    assert.deepEqual(codes, ['batch-size-below-record', 'invalid-value']);
    assert.ok(p.diagnostics.every((d) => d.source === 'kafka-tuning'));
  });

  it('re-publishes after a change that fixes the mistakes', async () => {
    const uri = 'file:///tmp/stdio-test/producer.properties';
    await client.change(uri, 2, '# kafka-tuning: record-bytes=512\nbatch.size=16384\nlinger.ms=5\n');
    const p = await client.diagnostics(uri, (x) => x.version === 2);
    assert.deepEqual(p.diagnostics, []);
  });

  it('answers hover with computed numbers and code actions with the fix', async () => {
    const uri = 'file:///tmp/stdio-test/p2/producer.properties';
    await client.open(uri, 'properties', '# kafka-tuning: record-bytes=512 rate=2000 partitions=4\nbatch.size=1024\nlinger.ms=10\n');
    const p = await client.diagnostics(uri, (x) => x.diagnostics.length > 0);
    const hover = await client.conn.sendRequest(HoverRequest.type, { textDocument: { uri }, position: { line: 1, character: 3 } });
    const text = JSON.stringify(hover?.contents);
    assert.match(text, /A batch holds 1 record of 512 B/);
    const d = p.diagnostics.find((x) => x.code === 'batch-size-below-record')!;
    const actions = await client.conn.sendRequest(CodeActionRequest.type, { textDocument: { uri }, range: d.range, context: { diagnostics: [d], only: ['quickfix'] } });
    assert.ok(actions?.some((a) => 'title' in a && a.title === 'Set batch.size=16384 (16 KiB)'));
  });

  it('completes and explains the kafka-tuning directive, and offers milliseconds for a .ms key', async () => {
    const uri = 'file:///tmp/stdio-test/p3/producer.properties';
    await client.open(uri, 'properties', '# kafka-tuning: rate=2000 role=\nlinger.ms=\n');
    await client.diagnostics(uri, () => true);
    const fields = await client.conn.sendRequest(CompletionRequest.type, { textDocument: { uri }, position: { line: 0, character: 16 } });
    const fieldLabels = (Array.isArray(fields) ? fields : fields?.items ?? []).map((i) => i.label);
    assert.deepEqual(fieldLabels, ['record-bytes', 'key-bytes', 'partitions', 'process-ms', 'p99-ms', 'client']);
    const roles = await client.conn.sendRequest(CompletionRequest.type, { textDocument: { uri }, position: { line: 0, character: 31 } });
    assert.deepEqual((Array.isArray(roles) ? roles : roles?.items ?? []).map((i) => i.label), [...ROLES]);
    const ms = await client.conn.sendRequest(CompletionRequest.type, { textDocument: { uri }, position: { line: 1, character: 10 } });
    const msItems = Array.isArray(ms) ? ms : ms?.items ?? [];
    assert.ok(msItems.some((i) => i.label === '30000' && i.detail === '30 s'));
    assert.ok(msItems.every((i) => /^\d+$/.test(i.label)));
    const hover = await client.conn.sendRequest(HoverRequest.type, { textDocument: { uri }, position: { line: 0, character: 20 } });
    const text = JSON.stringify(hover?.contents);
    assert.match(text, /`rate` \| 2,000 records\/s/);
    assert.ok(text.includes(`'role' is one of ${ROLES.join(', ')}, found ''`), text);
    assert.match(text, /Applies to `producer.properties \(producer\)` \(lines 1–2\)/);
  });
});
