import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'client-per-message';
const head = "import { Kafka } from 'kafkajs';\nconst kafka = new Kafka({ clientId: 'fwd', brokers: ['kafka:9092'] });\nconst consumer = kafka.consumer({ groupId: 'fwd' });\n";
const opts = { fileName: 'forward.ts' };

describe('client-per-message (a client created or connected once per record)', () => {
  it('warns on a producer created in eachMessage, on the factory call', () => {
    const text = head + [
      'await consumer.run({',
      '  eachMessage: async ({ message }) => {',
      '    const producer = kafka.producer();',
      '    await producer.connect();',
      "    await producer.send({ topic: 'out', messages: [{ value: message.value }] });",
      '  },',
      '});',
      '',
    ].join('\n');
    const [d, ...rest] = findings(ID, text, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 5, character: 21 }, end: { line: 5, character: 37 } });
    assert.equal(d.message, 'A new producer is created in eachMessage, once per record: each one opens broker connections and fetches metadata before it can work, so every record waits for a client start-up. Create the producer once, next to the consumer that drives it, and reuse it.');
  });

  it('follows a handler passed by name and a helper called from a loop over batch.messages', () => {
    const byName = head + "async function handle({ message }) {\n  const p = kafka.producer();\n  await p.connect();\n}\nawait consumer.run({ eachMessage: handle });\n";
    assert.match(findings(ID, byName, opts)[0].message, /in eachMessage \(through handle\(\)\)/);
    const batch = head + "async function forward(m) {\n  const p = kafka.producer();\n  await p.connect();\n  await p.send({ topic: 'o', messages: [m] });\n  await p.disconnect();\n}\nawait consumer.run({ eachBatch: async ({ batch }) => {\n  for (const m of batch.messages) await forward(m);\n} });\n";
    assert.match(findings(ID, batch, opts)[0].message, /in a for…of loop \(through forward\(\)\)/);
  });

  it('warns on a shared node-rdkafka producer connected and disconnected in the data listener', () => {
    const text = "const Kafka = require('node-rdkafka');\nconst consumer = new Kafka.KafkaConsumer({ 'group.id': 'g', 'metadata.broker.list': 'k:9092' }, {});\nconst producer = new Kafka.Producer({ 'metadata.broker.list': 'k:9092' });\nconsumer.on('data', (m) => {\n  producer.connect();\n  producer.produce('out', null, m.value);\n  producer.disconnect();\n});\nconsumer.connect();\n";
    const [d] = findings(ID, text, { fileName: 'fwd.js' });
    assert.match(d.message, /^This producer is connected and disconnected again in the 'data' listener, once per record/);
  });

  it('stays silent for one client per topic at start-up, retry loops and a long-lived producer', () => {
    const perTopic = "import { Kafka } from 'kafkajs';\nconst kafka = new Kafka({ brokers: ['k:9092'] });\nconst topics = ['a', 'b'];\nfor (const topic of topics) {\n  const c = kafka.consumer({ groupId: `g-${topic}` });\n  await c.connect();\n  await c.subscribe({ topics: [topic] });\n}\n";
    assert.equal(findings(ID, perTopic, opts).length, 0);
    const retry = head + "const producer = kafka.producer();\nfor (let attempt = 0; attempt < 5; attempt++) {\n  try { await producer.connect(); break; } catch { await new Promise((r) => setTimeout(r, 1000)); }\n}\n";
    assert.equal(findings(ID, retry, opts).length, 0);
    const shared = head + "const producer = kafka.producer();\nawait producer.connect();\nawait consumer.run({ eachMessage: async ({ message }) => {\n  await producer.connect();\n  await producer.send({ topic: 'o', messages: [{ value: message.value }] });\n} });\n";
    assert.equal(findings(ID, shared, opts).length, 0, 'kafkajs connect() on a connected producer returns at once');
  });

  it('documents a bad example it fires on and a good one it is silent on', () => assertDocsExamples(ID));
});
