// The bundled server parses the workspace scan's code sources (server/src/node/codeScan.ts) in a
// worker thread of their own (codeFactsWorker.ts), not on the thread that answers requests: the
// facts still reach the analysis, and the LSP thread loads neither parser for them. A preload
// records every parser module the main thread requires, in a file the test reads.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { SERVER_NODE_OPTIONS } from '../../common/src/serverProcess';
import { fsPathToUri } from '../../common/src/uri';
import { codeFactsInWorker } from '../../server/src/node/codeFactsWorker';
import { scanWorkspace } from '../../server/src/node/workspaceScan';
import { spawnServer } from '../support/bundledServer';
import { tempWorkspaces } from '../support/tempWorkspace';

const WORKER = join(__dirname, '../../server/out/analysisWorker.js');
const workspace = tempWorkspaces('kt-scan-off-thread-');

const ws = workspace({
  'config/server.properties': 'min.insync.replicas=2\n',
  'web/src/kafka.ts': "import { Kafka } from 'kafkajs';\nconst kafka = new Kafka({ clientId: 'web', brokers: ['localhost:9092'] });\nexport const producer = kafka.producer();\n",
  'svc/src/main/java/demo/PaySettings.java': 'package demo;\n@org.springframework.boot.context.properties.ConfigurationProperties(prefix = "pay.kafka")\npublic class PaySettings { private java.util.Map<String, String> producer = new java.util.HashMap<>(); public java.util.Map<String, String> getProducer() { return producer; } }\n',
  'svc/src/main/java/demo/PayClients.java': 'package demo;\nimport org.apache.kafka.clients.producer.KafkaProducer;\nclass PayClients { KafkaProducer<String, String> producer(PaySettings s) { return new KafkaProducer<>(new java.util.HashMap<String, Object>(s.getProducer())); } }\n',
});
const loads = join(ws, 'main-thread-loads.txt');
const preload = join(ws, 'record-loads.js');
writeFileSync(loads, '');
writeFileSync(preload, `
const { isMainThread } = require('node:worker_threads');
if (isMainThread) {
  const Module = require('node:module');
  const load = Module._load;
  Module._load = function (request, ...rest) {
    if (/parsers[\\\\/]|web-tree-sitter|^typescript$/.test(request)) require('node:fs').appendFileSync(${JSON.stringify(loads)}, request + '\\n');
    return load.call(this, request, ...rest);
  };
}
`);
const mainThreadLoads = () => readFileSync(loads, 'utf8').split('\n').filter(Boolean);

describe('the workspace scan parses code off the LSP thread', () => {
  const { client, stop } = spawnServer([...SERVER_NODE_OPTIONS, '-r', preload]);
  after(async () => {
    await stop();
  });

  it("a prefix bound by the app's Java code is checked as a producer, with no parser loaded on the LSP thread", async () => {
    await client.initialize(fsPathToUri(ws), null);
    const yml = fsPathToUri(join(ws, 'svc/src/main/resources/application.yml'));
    await client.open(yml, 'yaml', 'pay:\n  kafka:\n    producer:\n      bootstrap.servers: localhost:9092\n      lingr.ms: 5\n');
    const got = await client.diagnostics(yml, (p) => p.diagnostics.some((d) => d.code === 'unknown-key'));
    assert.deepEqual(got.diagnostics.map((d) => [d.code, d.range.start.line]), [['unknown-key', 4]]);
    assert.deepEqual(mainThreadLoads(), []);
  });

  it('the record sees a parser the LSP thread does load (control: a TypeScript document opened)', async () => {
    const ts = fsPathToUri(join(ws, 'web/src/orders.ts'));
    await client.open(ts, 'typescript', "import { producer } from './kafka';\nexport async function publishAll(ids: string[]) {\n  for (const id of ids) {\n    await producer.send({ topic: 'orders', messages: [{ value: id }] });\n  }\n}\n");
    const got = await client.diagnostics(ts, (p) => p.diagnostics.some((d) => d.code === 'kafkajs-serial-send'));
    assert.equal(got.diagnostics.length, 1);
    assert.ok(mainThreadLoads().some((r) => /typescript/.test(r)), mainThreadLoads().join(', '));
  });
});

describe('code facts from the worker', () => {
  // A worker inherits this process's node options by default; the test runner's preloads (tsx,
  // the Java grammar) serve the tests' own TypeScript, fail in a worker, and the bundle needs none.
  const NO_PRELOADS: string[] = [];
  it('are the ones the scan reads in place', async () => {
    const logged: string[] = [];
    const inWorker = await scanWorkspace([ws], { codeFacts: codeFactsInWorker(WORKER, (l) => logged.push(l), { execArgv: NO_PRELOADS }) });
    const here = await scanWorkspace([ws]);
    assert.ok(here.code?.tsExports && here.code.boundKafkaMaps, JSON.stringify(here.code));
    assert.deepEqual(inWorker.code, here.code);
    assert.deepEqual(logged, []);
  });

  it('a worker that cannot start leaves out only the code facts, and says so in the log', async () => {
    const logged: string[] = [];
    const facts = await scanWorkspace([ws], { codeFacts: codeFactsInWorker(join(ws, 'no-such-worker.js'), (l) => logged.push(l), { execArgv: NO_PRELOADS }) });
    assert.equal(facts.code, undefined);
    assert.deepEqual(facts.minInsyncReplicas, { value: '2', file: 'config/server.properties' });
    assert.equal(logged.length, 1);
    assert.match(logged[0], /^kafka-tuning: reading the workspace's code for cross-file facts failed \(.*no-such-worker\.js.*\); findings that need them are left out until the next scan$/);
  });

  it('a rescan of the same sources is answered from the last one, without a worker; changed sources get a new one', async () => {
    // A stand-in worker that only records that it started (the real one's answers are checked above).
    const starts = join(ws, 'worker-starts.txt');
    const stand = join(ws, 'stand-in-worker.js');
    writeFileSync(starts, '');
    writeFileSync(stand, `const { parentPort } = require('node:worker_threads');\nrequire('node:fs').appendFileSync(${JSON.stringify(starts)}, 'start\\n');\nparentPort.on('message', (m) => parentPort.postMessage({ kind: 'done', id: m.id, value: { boundKafkaMaps: [{ path: 'x.kafka', role: 'producer', whole: true, source: String(m.docs.length) }] } }));\n`);
    const read = codeFactsInWorker(stand, () => undefined, { execArgv: NO_PRELOADS });
    const doc = { uri: 'file:///a/S.java', fileName: '/a/S.java', languageId: 'java', text: 'class S {}' };
    const started = () => readFileSync(starts, 'utf8').split('\n').filter(Boolean).length;
    const a = await read([doc], ['S.java']);
    const b = await read([{ ...doc }], ['S.java']);
    assert.deepEqual(b, a);
    assert.equal(started(), 1);
    await read([{ ...doc, text: 'class S { int x; }' }], ['S.java']);
    assert.equal(started(), 2);
  });
});
