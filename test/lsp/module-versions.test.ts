// The server resolves a newly opened document's module before analysing it, so the first
// diagnostics it publishes already use that module's client version; two modules in one workspace
// keep their own; a changed build file is read again.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PassThrough } from 'node:stream';
import { after, describe, it } from 'node:test';
import { DidChangeWatchedFilesNotification, DidCloseTextDocumentNotification, FileChangeType, HoverRequest } from 'vscode-languageserver-protocol/node';
import { createConnection } from 'vscode-languageserver/node';
import { fsPathToUri } from '../../common/src/uri';
import { startServer } from '../../server/src/lsp/startServer';
import { moduleRuntime, scanWorkspaceFolders } from '../../server/src/node/workspaceFolders';
import { TestClient } from '../support/lspClient';

const PRODUCER = 'bootstrap.servers=localhost:9092\nbatch.size=16384\n';
const pom = (v: string) => `<project><artifactId>a</artifactId><dependencies><dependency><groupId>org.apache.kafka</groupId><artifactId>kafka-clients</artifactId><version>${v}</version></dependency></dependencies></project>`;

describe('client version per module in the server', () => {
  const ws = mkdtempSync(join(tmpdir(), 'kt-modules-lsp-'));
  const write = (rel: string, text: string) => { mkdirSync(dirname(join(ws, rel)), { recursive: true }); writeFileSync(join(ws, rel), text); };
  write('a/pom.xml', pom('2.8.2'));
  write('b/build.gradle', 'dependencies { implementation "org.apache.kafka:kafka-clients:4.1.2" }\n');
  const toServer = new PassThrough();
  const toClient = new PassThrough();
  const connection = createConnection(toServer, toClient);
  startServer(connection, { scanWorkspace: (uris) => scanWorkspaceFolders(uris), ...moduleRuntime() });
  const client = new TestClient(toClient, toServer);
  after(async () => {
    // Close every document and wait for its cleared diagnostics: an analysis still under way (the
    // watched-file change re-analyses all of them) then finds its document gone and sends nothing
    // over a connection about to be disposed.
    for (const rel of ['a', 'b', 'c']) {
      const uri = fsPathToUri(join(ws, `${rel}/src/producer.properties`));
      await client.conn.sendNotification(DidCloseTextDocumentNotification.type, { textDocument: { uri } });
      await client.diagnostics(uri, (p) => p.diagnostics.length === 0 && p.version === undefined);
    }
    client.dispose();
    connection.dispose();
    rmSync(ws, { recursive: true, force: true });
  });
  const hint = (p: { diagnostics: Array<{ code?: string | number; message: string }> }) => p.diagnostics.find((d) => d.code === 'default-changed')?.message ?? '';

  it('the first diagnostics of each document use its own module\'s version', async () => {
    await client.initialize(fsPathToUri(ws), null);
    const a = fsPathToUri(join(ws, 'a/src/producer.properties'));
    const b = fsPathToUri(join(ws, 'b/src/producer.properties'));
    await client.open(a, 'properties', PRODUCER);
    await client.open(b, 'properties', PRODUCER);
    assert.match(hint(await client.diagnostics(a)), /java client 2\.8\.2 \(a\/pom\.xml\)/);
    assert.match(hint(await client.diagnostics(b)), /java client 4\.1\.2 \(b\/build\.gradle\)/);
  });

  it('a hover sent right after opening (before any diagnostics) already uses the module\'s version', async () => {
    write('c/pom.xml', pom('3.7.2'));
    const c = fsPathToUri(join(ws, 'c/src/producer.properties'));
    await client.open(c, 'properties', PRODUCER);
    const hover = await client.conn.sendRequest(HoverRequest.type, { textDocument: { uri: c }, position: { line: 1, character: 2 } });
    assert.match((hover?.contents as { value: string }).value, /in Kafka 3\.7\.2/);
  });

  it('a changed pom.xml is read again', async () => {
    const a = fsPathToUri(join(ws, 'a/src/producer.properties'));
    const b = fsPathToUri(join(ws, 'b/src/producer.properties'));
    write('a/pom.xml', pom('3.9.1'));
    await client.conn.sendNotification(DidChangeWatchedFilesNotification.type, { changes: [{ uri: fsPathToUri(join(ws, 'a/pom.xml')), type: FileChangeType.Changed }] });
    const next = await client.diagnostics(a, (p) => /java client 3\.9\.1/.test(hint(p)));
    assert.match(hint(next), /java client 3\.9\.1 \(a\/pom\.xml\)/);
    // Every open document is analysed again; b's module did not change.
    let publishes = 0;
    assert.match(hint(await client.diagnostics(b, () => ++publishes === 2)), /java client 4\.1\.2/);
    // c (opened by the hover test) is analysed again too: wait for it, so nothing is still being
    // published when the connection is disposed after this test.
    const c = fsPathToUri(join(ws, 'c/src/producer.properties'));
    let cPublishes = 0;
    assert.match(hint(await client.diagnostics(c, () => ++cPublishes === 2)), /java client 3\.7\.2/);
  });
});
