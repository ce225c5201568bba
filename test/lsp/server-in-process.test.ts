// A full LSP conversation with the server in this process, wired through two PassThrough streams
// (the vscode-languageserver-node connection test does the same): no child process, fast to debug.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { after, describe, it } from 'node:test';
import { CompletionRequest } from 'vscode-languageserver-protocol/node';
import { createConnection } from 'vscode-languageserver/node';
import { moduleRuntime, scanWorkspaceFolders } from '../../server/src/node/workspaceFolders';
import { startServer } from '../../server/src/lsp/startServer';
import { TestClient } from '../support/lspClient';

describe('server in process', () => {
  const toServer = new PassThrough();
  const toClient = new PassThrough();
  const connection = createConnection(toServer, toClient);
  startServer(connection, { scanWorkspace: (uris) => scanWorkspaceFolders(uris), ...moduleRuntime() });
  const client = new TestClient(toClient, toServer);
  const ws = mkdtempSync(join(tmpdir(), 'kt-ws-'));
  after(() => {
    client.dispose();
    connection.dispose();
    rmSync(ws, { recursive: true, force: true });
  });

  it('uses the workspace pom.xml version for defaults (linger.ms 0 before 4.0)', async () => {
    writeFileSync(join(ws, 'pom.xml'), '<project><properties><kafka.version>3.9.1</kafka.version></properties><dependencies><dependency><groupId>org.apache.kafka</groupId><artifactId>kafka-clients</artifactId><version>${kafka.version}</version></dependency></dependencies></project>');
    await client.initialize(`file://${ws}`, null);
    const uri = `file://${ws}/producer.properties`;
    await client.open(uri, 'properties', '# kafka-tuning: record-bytes=512 rate=2000 partitions=4\nbatch.size=16384\n');
    await client.diagnostics(uri);
    const hover = await client.conn.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 1, character: 2 } }) as { contents: { value: string } };
    assert.match(hover.contents.value, /in Kafka 3\.9\.1/);
    // 4 partitions at 2000 rec/s: 500 rec/s each; 31 records fill in 62 ms, linger.ms=0 (3.9 default) fires first.
    assert.match(hover.contents.value, /linger\.ms=0 \(default\) fires first: batching adds ≈ 0 ms/);
  });

  it('completes producer keys with their defaults, and enum values after =', async () => {
    const uri = `file://${ws}/p2/producer.properties`;
    await client.open(uri, 'properties', 'lin\nacks=\n');
    await client.diagnostics(uri);
    const keys = await client.conn.sendRequest(CompletionRequest.type, { textDocument: { uri }, position: { line: 0, character: 3 } });
    const items = Array.isArray(keys) ? keys : keys?.items ?? [];
    const linger = items.find((i) => i.label === 'linger.ms');
    assert.ok(linger, 'linger.ms offered');
    assert.ok(!items.some((i) => i.label === 'fetch.min.bytes'), 'no consumer keys in a producer file');
    const values = await client.conn.sendRequest(CompletionRequest.type, { textDocument: { uri }, position: { line: 1, character: 5 } });
    const labels = (Array.isArray(values) ? values : values?.items ?? []).map((i) => i.label).sort();
    assert.deepEqual(labels, ['-1', '0', '1', 'all']);
  });
});
