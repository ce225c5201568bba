import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix, quickFixes } from '../../support/service';

const ID = 'kafkajs-message-topic-undefined';
const file = { fileName: 'indexer.js' };
const kafkajs = (run: string, extra = '') => `const { Kafka } = require('kafkajs');
const kafka = new Kafka({ clientId: 'idx', brokers: ['kafka:9092'] });
const consumer = kafka.consumer({ groupId: 'indexer' });
${extra}
async function start() {
  await consumer.run({
${run}
  });
}
module.exports = { start };
`;

describe('kafkajs-message-topic-undefined (topic/partition read from the message object, which has neither)', () => {
  it('warns on commitOffsets built from message.topic / message.partition in a helper the handler passes the message to', () => {
    const helper = `async function handle(message) {
  await consumer.commitOffsets([{ topic: message.topic, partition: message.partition, offset: String(Number(message.offset) + 1) }]);
}`;
    const ds = findings(ID, kafkajs('    autoCommit: false,\n    eachMessage: async ({ message }) => { await handle(message); },', helper), file);
    assert.equal(ds.length, 2);
    assert.equal(ds[0].severity, 2);
    assert.deepEqual(ds[0].range, { start: { line: 4, character: 41 }, end: { line: 4, character: 54 } });
    assert.equal(ds[0].message, 'message.topic is undefined (in handle(), which eachMessage passes its message to): the message kafkajs hands to eachMessage has key, value, timestamp, attributes, offset and headers but no topic or partition — the topic is eachMessage\'s own { topic } argument — so commitOffsets() gets topic undefined and kafkajs rejects it with a KafkaJSNonRetriableError ("Invalid topic", src/consumer/index.js): the call never takes effect. Take it from the handler\'s arguments: eachMessage: async ({ topic, partition, message }) => …, and pass it on with the message.');
    assert.match(ds[1].message, /^message\.partition is undefined .*"Invalid partition, expected a number"/);
  });

  it('says information for a read that goes nowhere in particular (a log line), through a renamed binding and a payload object', () => {
    const [d] = findings(ID, kafkajs("    eachMessage: async ({ message: m }) => { console.log('got', m.topic); },"), file);
    assert.equal(d.severity, 3);
    assert.match(d.message, /^m\.topic is undefined: .* so this reads undefined\./);
    const [p] = findings(ID, kafkajs('    eachMessage: async (payload) => { const { partition } = payload.message; console.log(partition); },'), file);
    assert.match(p.message, /^partition is undefined/);
  });

  it('warns in eachBatch on a message of batch.messages, and names batch.topic as the fix', () => {
    const [d] = findings(ID, kafkajs('    eachBatch: async ({ batch }) => {\n      for (const m of batch.messages) consumer.seek({ topic: m.topic, partition: batch.partition, offset: m.offset });\n    },'), file);
    assert.equal(d.severity, 2);
    assert.match(d.message, /^m\.topic is undefined: the message kafkajs hands to eachBatch .* the topic is batch\.topic — so seek\(\) gets topic undefined .* Use batch\.topic\.$/);
  });

  it('warns for @confluentinc/kafka-javascript\'s KafkaJS API without claiming kafkajs\'s own error', () => {
    const text = `const { Kafka } = require('@confluentinc/kafka-javascript').KafkaJS;
const kafka = new Kafka({ kafkaJS: { brokers: ['kafka:9092'] } });
const consumer = kafka.consumer({ kafkaJS: { groupId: 'g', autoCommit: false } });
consumer.run({ eachMessage: async ({ message }) => { await consumer.commitOffsets([{ topic: message.topic, partition: 0, offset: '1' }]); } });
`;
    const [d] = findings(ID, text, { fileName: 'c.js' });
    assert.match(d.message, /^message\.topic is undefined: the message @confluentinc\/kafka-javascript's KafkaJS API hands to eachMessage .* so commitOffsets\(\) gets topic undefined instead of the message's topic\./);
  });

  it('stays silent on the payload\'s topic/partition, batch.topic, a message the code gives a topic, and node-rdkafka messages', () => {
    assert.equal(findings(ID, kafkajs('    eachMessage: async ({ topic, partition, message }) => { await consumer.commitOffsets([{ topic, partition, offset: message.offset }]); },'), file).length, 0);
    assert.equal(findings(ID, kafkajs('    eachBatch: async ({ batch }) => { console.log(batch.topic, batch.partition, batch.messages.length); },'), file).length, 0);
    assert.equal(findings(ID, kafkajs('    eachMessage: async ({ topic, message }) => { message.topic = topic; console.log(message.topic); },'), file).length, 0);
    assert.equal(findings(ID, kafkajs('    eachMessage: async (payload) => { const message = { ...payload.message, topic: payload.topic }; console.log(message.topic); },'), file).length, 0);
    // A nested callback whose own parameter is called message is another object.
    assert.equal(findings(ID, kafkajs('    eachMessage: async ({ message }) => { await other.forEach((message) => console.log(message.topic)); },', 'const other = [];'), file).length, 0);
    const rdkafka = `const Kafka = require('node-rdkafka');
const consumer = new Kafka.KafkaConsumer({ 'group.id': 'g', 'metadata.broker.list': 'kafka:9092' });
consumer.on('data', (message) => { consumer.commitMessage({ topic: message.topic, partition: message.partition, offset: message.offset }); });
consumer.connect();
`;
    assert.equal(findings(ID, rdkafka, { fileName: 'r.js' }).length, 0);
  });

  it('fixes a read in the handler itself by reading the payload\'s own field, adding it to the destructuring when missing', () => {
    const text = kafkajs("    eachMessage: async ({ message }) => {\n      await consumer.commitOffsets([{ topic: message.topic, partition: 0, offset: message.offset }]);\n    },");
    const fixed = fix(ID, text, file);
    assert.match(fixed, /eachMessage: async \(\{ topic, message \}\) => \{\n      await consumer\.commitOffsets\(\[\{ topic: topic, partition: 0/);
    assert.equal(findings(ID, fixed, file).length, 0);
    // already destructured under another name: only the read changes
    const renamed = fix(ID, kafkajs("    eachMessage: async ({ partition: p, message }) => { console.log(message.partition, p); },"), file);
    assert.match(renamed, /async \(\{ partition: p, message \}\) => \{ console\.log\(p, p\); \}/);
    // another `topic` in reach (a local of the handler): no fix, the finding stays
    assert.equal(quickFixes(ID, kafkajs("    eachMessage: async ({ message }) => { const topic = 'audit'; console.log(topic, message.topic); },"), file).length, 0);
    // in a helper: the helper has no payload to read from
    assert.equal(quickFixes(ID, kafkajs('    eachMessage: async ({ message }) => { log(message); },', 'function log(message) { console.log(message.topic); }'), file).length, 0);
  });

  it('its documented examples', () => assertDocsExamples(ID));
});
