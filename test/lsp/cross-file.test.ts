// The server's workspace scan reads what the code says across files (server/src/node/codeScan.ts):
// a kafkajs producer exported by one module and sent on in another, an application prefix of
// application.yml that the app's @ConfigurationProperties class hands to a Kafka client. Over a real
// LSP connection, on files written to a temporary workspace.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PassThrough } from 'node:stream';
import { after, describe, it } from 'node:test';
import { DidCloseTextDocumentNotification } from 'vscode-languageserver-protocol/node';
import { createConnection } from 'vscode-languageserver/node';
import { fsPathToUri } from '../../common/src/uri';
import { startServer } from '../../server/src/lsp/startServer';
import { moduleRuntime, scanWorkspaceFolders } from '../../server/src/node/workspaceFolders';
import { parsersFor } from '../../server/src/node/parserWasm';
import { TestClient } from '../support/lspClient';

describe('cross-file facts in the server', () => {
  const ws = mkdtempSync(join(tmpdir(), 'kt-cross-file-lsp-'));
  const write = (rel: string, text: string) => { mkdirSync(dirname(join(ws, rel)), { recursive: true }); writeFileSync(join(ws, rel), text); };
  write('web/src/kafka.ts', [
    "import { Kafka } from 'kafkajs';",
    "const kafka = new Kafka({ clientId: 'web', brokers: ['localhost:9092'] });",
    'export const producer = kafka.producer();',
    '',
  ].join('\n'));
  const ORDERS = [
    "import { producer } from './kafka';",
    'export async function publishAll(ids: string[]) {',
    '  for (const id of ids) {',
    "    await producer.send({ topic: 'orders', messages: [{ value: id }] });",
    '  }',
    '}',
    '',
  ].join('\n');
  write('web/src/orders.ts', ORDERS);
  write('svc/src/main/java/demo/PaySettings.java', [
    'package demo;',
    'import java.util.*;',
    'import org.springframework.boot.context.properties.ConfigurationProperties;',
    '@ConfigurationProperties(prefix = "pay.kafka")',
    'public class PaySettings {',
    '  private Map<String, String> producer = new HashMap<>();',
    '  public Map<String, String> getProducer() { return producer; }',
    '}',
    '',
  ].join('\n'));
  write('svc/src/main/java/demo/PayClients.java', [
    'package demo;',
    'import java.util.*;',
    'import org.apache.kafka.clients.producer.KafkaProducer;',
    'class PayClients {',
    '  KafkaProducer<String, String> producer(PaySettings s) { return new KafkaProducer<>(new HashMap<String, Object>(s.getProducer())); }',
    '}',
    '',
  ].join('\n'));
  const YML = 'pay:\n  kafka:\n    producer:\n      bootstrap.servers: localhost:9092\n      lingr.ms: 5\n';
  const toServer = new PassThrough();
  const toClient = new PassThrough();
  const connection = createConnection(toServer, toClient);
  startServer(connection, { scanWorkspace: (uris) => scanWorkspaceFolders(uris), ...moduleRuntime(), parsersFor });
  const client = new TestClient(toClient, toServer);
  const orders = fsPathToUri(join(ws, 'web/src/orders.ts'));
  const yml = fsPathToUri(join(ws, 'svc/src/main/resources/application.yml'));
  after(async () => {
    for (const uri of [orders, yml]) {
      await client.conn.sendNotification(DidCloseTextDocumentNotification.type, { textDocument: { uri } });
      await client.diagnostics(uri, (p) => p.diagnostics.length === 0 && p.version === undefined);
    }
    client.dispose();
    connection.dispose();
    rmSync(ws, { recursive: true, force: true });
  });
  const has = (code: string) => (p: { diagnostics: Array<{ code?: string | number }> }) => p.diagnostics.some((d) => d.code === code);

  it('a send on a producer imported from another module is seen where it is written', async () => {
    await client.initialize(fsPathToUri(ws), null);
    await client.open(orders, 'typescript', ORDERS);
    const got = await client.diagnostics(orders, has('kafkajs-serial-send'));
    assert.deepEqual(got.diagnostics.map((d) => [d.code, d.range.start.line]), [['kafkajs-serial-send', 3]]);
  });

  it('keys under a prefix the app binds and hands to a KafkaProducer are checked as that producer', async () => {
    await client.open(yml, 'yaml', YML);
    const got = await client.diagnostics(yml, has('unknown-key'));
    assert.deepEqual(got.diagnostics.map((d) => [d.code, d.range.start.line]), [['unknown-key', 4]]);
    assert.match(got.diagnostics[0].message, /lingr\.ms/);
  });
});
