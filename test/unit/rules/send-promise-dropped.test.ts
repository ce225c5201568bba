import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'send-promise-dropped';
const kafkajs = (body: string) => `import { Kafka } from 'kafkajs';\nconst kafka = new Kafka({ clientId: 'e', brokers: ['kafka:9092'] });\nconst producer = kafka.producer();\n${body}`;
const opts = { fileName: 'events.ts' };

describe('send-promise-dropped (a send() promise nobody awaits or catches)', () => {
  it('warns on a kafkajs send() written as a statement', () => {
    const text = kafkajs("export function track(id: string) {\n  producer.send({ topic: 'clicks', messages: [{ key: id, value: 'c' }] });\n}\n");
    const [d, ...rest] = findings(ID, text, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 4, character: 2 }, end: { line: 4, character: 73 } });
    assert.equal(d.message, 'The promise send() returns is dropped: if the send fails (broker unreachable after the retries, message too large, unknown topic) nobody sees it — Node.js 15 and newer end the process on the unhandled rejection, older versions print a warning — and this code has already gone on as if it was sent. await it, return it, or add .catch() to log or retry.');
  });

  it('finds sendBatch and CKJS sends, once each', () => {
    const batch = kafkajs("export function flushAll(msgs) {\n  producer.sendBatch({ topicMessages: [{ topic: 't', messages: msgs }] });\n}\n");
    assert.match(findings(ID, batch, opts)[0].message, /^The promise sendBatch\(\) returns is dropped/);
    const ckjs = "import { KafkaJS } from '@confluentinc/kafka-javascript';\nconst kafka = new KafkaJS.Kafka({ kafkaJS: { brokers: ['k:9092'] } });\nconst producer = kafka.producer();\nexport function track(id: string) {\n  producer.send({ topic: 'clicks', messages: [{ key: id, value: 'c' }] });\n}\n";
    assert.equal(findings(ID, ckjs, opts).length, 1);
  });

  it('a send chained with .then(ok) or .finally() only, as a statement: the rejection passes on and is dropped (check 88)', () => {
    const [d] = findings(ID, kafkajs("export async function run() {\n  await producer.connect();\n  producer\n    .send({ topic: 'out', messages: [{ value: 'x' }] })\n    .then(console.log);\n}\n"), opts);
    assert.match(d.message, /^The promise send\(\) returns is dropped \(its \.then\(\) handles no rejection and passes it on\)/);
    assert.match(findings(ID, kafkajs("export function f(v) { producer.send({ topic: 't', messages: [{ value: v }] }).then(log).finally(done); }\n"), opts)[0].message, /its \.then\(\)\.finally\(\) handles/);
    // Near misses: a rejection handler somewhere in the chain.
    for (const body of [
      "export function a(v) { producer.send({ topic: 't', messages: [{ value: v }] }).then(log, report); }",
      "export function b(v) { producer.send({ topic: 't', messages: [{ value: v }] }).then(log).catch(report); }",
      "export function c(v) { return producer.send({ topic: 't', messages: [{ value: v }] }).then(log); }",
    ]) assert.equal(findings(ID, kafkajs(body + '\n'), opts).length, 0, body);
  });

  it('stays silent when the promise is awaited, returned, caught, collected, assigned or voided', () => {
    const send = "producer.send({ topic: 't', messages: [{ value: v }] })";
    for (const body of [
      `export async function a(v) { await ${send}; }`,
      `export function b(v) { return ${send}; }`,
      `export function c(v) { ${send}.catch((e) => console.error(e)); }`,
      `export async function d(vs) { await Promise.all(vs.map((v) => ${send})); }`,
      `export async function e(vs) { const pending = []; for (const v of vs) pending.push(${send}); await Promise.all(pending); }`,
      `export async function f(v) { const p = ${send}; await p; }`,
      `export function g(v) { void ${send}; }`,
      `export const h = (v) => ${send};`,
    ]) {
      assert.equal(findings(ID, kafkajs(body + '\n'), opts).length, 0, body);
    }
  });

  it('an awaited send inside an async setInterval callback or emitter listener, with no try/catch: the rejection is still unhandled', () => {
    const tick = kafkajs("setInterval(async () => {\n  await producer.send({ topic: 'ticks', messages: [{ value: String(Date.now()) }] });\n}, 1000);\n");
    const [d] = findings(ID, tick, opts);
    assert.equal(d.range.start.line, 4);
    assert.match(d.message, /^send\(\) is awaited, but inside an async function that setInterval calls and whose promise it drops, with no try\/catch around it/);
    const ws = kafkajs("export function bridge(socket) {\n  socket.on('message', async (raw) => {\n    await producer.send({ topic: 'chat', messages: [{ value: raw }] });\n  });\n}\n");
    assert.match(findings(ID, ws, opts)[0].message, /an event emitter's \.on\('message'\) listener calls/);
  });

  it('near misses: a try/catch inside the callback, a .catch on the send, a plain async function, a callback that is not async', () => {
    for (const body of [
      "setInterval(async () => {\n  try {\n    await producer.send({ topic: 'ticks', messages: [{ value: 'x' }] });\n  } catch (e) { console.error(e); }\n}, 1000);\n",
      "setInterval(async () => {\n  await producer.send({ topic: 'ticks', messages: [{ value: 'x' }] }).catch(console.error);\n}, 1000);\n",
      "export async function tick() {\n  await producer.send({ topic: 'ticks', messages: [{ value: 'x' }] });\n}\n",
      "setInterval(() => {\n  producer.send({ topic: 'ticks', messages: [{ value: 'x' }] }).catch(console.error);\n}, 1000);\n",
      "app.get('/x', async (req, res) => {\n  await producer.send({ topic: 'ticks', messages: [{ value: 'x' }] });\n  res.end();\n});\n",
    ]) assert.deepEqual(findings(ID, kafkajs(body), opts).map((d) => d.message), [], body);
  });

  it('documents a bad example it fires on and a good one it is silent on', () => assertDocsExamples(ID));
});
