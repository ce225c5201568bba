// kafkajs: run() marks the consumer running at once; subscribe() then throws "Cannot subscribe to
// topic while consumer is running" (src/consumer/index.js).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { kafkajsSubscribeAfterRun } from '../../../server/src/service/rules/kafkajsSubscribeAfterRun';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'kafkajs-subscribe-after-run';
const opts = { fileName: 'src/worker.js' };
const file = (body: string) => `const { Kafka } = require('kafkajs');\nconst kafka = new Kafka({ clientId: 'w', brokers: ['kafka:9092'] });\nconst consumer = kafka.consumer({ groupId: 'w' });\nasync function main() {\n  await consumer.connect();\n${body}\n}\nmain();\n`;
const RUN = "  await consumer.run({ eachMessage: async ({ message }) => console.log(String(message.value)) });";

describe('kafkajs-subscribe-after-run (subscribe on a running consumer throws)', () => {
  it('a subscribe() after run() in the same function: an error on the subscribe, naming the run line', () => {
    const [d, ...rest] = findings(ID, file(`  await consumer.subscribe({ topic: 'a' });\n${RUN}\n  await consumer.subscribe({ topic: 'b' });`), opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.equal(d.range.start.line, 7);
    assert.match(d.message, /^subscribe\(\) after run\(\) \(line 7\) on the same consumer: .*"Cannot subscribe to topic while consumer is running"/);
    // run() not awaited counts too: it sets the consumer running before its first await.
    assert.equal(findings(ID, file(`${RUN.replace('await ', '')}\n  await consumer.subscribe({ topic: 'b' });`), opts).length, 1);
  });

  it('a subscribe() inside an if, try or loop written after run() counts too (second review)', () => {
    const [d] = findings(ID, file(`  await consumer.subscribe({ topic: 'a' });\n${RUN}\n  if (process.env.AUDIT) {\n    await consumer.subscribe({ topic: 'audit' });\n  }`), opts);
    assert.equal(d?.range.start.line, 8);
    assert.equal(findings(ID, file(`${RUN}\n  for (const t of ['b', 'c']) {\n    try { await consumer.subscribe({ topic: t }); } catch (e) { console.error(e); }\n  }`), opts).length, 1);
  });

  it('near misses: run() in one branch and subscribe() in the other, or subscribe() in a callback written after run()', () => {
    assert.deepEqual(findings(ID, file(`  if (process.env.REPLAY) {\n${RUN}\n  } else {\n    await consumer.subscribe({ topic: 'b' });\n  }`), opts), []);
    assert.deepEqual(findings(ID, file(`  await consumer.subscribe({ topic: 'a' });\n${RUN}\n  process.on('SIGHUP', async () => { await consumer.stop(); await consumer.subscribe({ topic: 'b' }); });`), opts), []);
  });

  it('near misses stay silent: subscribe before run, a stop() or disconnect() between, another consumer, another function', () => {
    assert.deepEqual(findings(ID, file(`  await consumer.subscribe({ topics: ['a', 'b'] });\n${RUN}`), opts), []);
    assert.deepEqual(findings(ID, file(`${RUN}\n  await consumer.stop();\n  await consumer.subscribe({ topic: 'b' });\n${RUN}`), opts), []);
    assert.deepEqual(findings(ID, file(`${RUN}\n  await consumer.disconnect();\n  await consumer.connect();\n  await consumer.subscribe({ topic: 'b' });`), opts), []);
    const two = file(`  await consumer.subscribe({ topic: 'a' });\n${RUN}\n  const audit = kafka.consumer({ groupId: 'audit' });\n  await audit.connect();\n  await audit.subscribe({ topic: 'b' });\n  await audit.run({ eachMessage: async () => {} });`);
    assert.deepEqual(findings(ID, two, opts), []);
    assert.deepEqual(findings(ID, file(`  await consumer.subscribe({ topic: 'a' });\n${RUN}\n}\nasync function later() {\n  await consumer.subscribe({ topic: 'b' });`), opts), []);
  });

  it('its documented examples', () => assertDocsExamples(kafkajsSubscribeAfterRun));
});
