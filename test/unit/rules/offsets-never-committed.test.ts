import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { offsetsNeverCommitted } from '../../../server/src/service/rules/offsetsNeverCommitted';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'offsets-never-committed';
const kafkajs = (run: string, subscribe = "{ topics: ['signups'] }", extra = '') => `import { Kafka } from 'kafkajs';
const kafka = new Kafka({ clientId: 'mailer', brokers: ['kafka:9092'] });
const consumer = kafka.consumer({ groupId: 'welcome-mails' });
async function sendMail(to: string) { void to; }
export async function start() {
  await consumer.subscribe(${subscribe});
  await consumer.run({
    ${run}
    eachMessage: async ({ message }) => { await sendMail(String(message.value)); },
  });
}
${extra}`;
const rdkafka = (conf: string, handler = 'archive(m.value);', topicConf = '') => `const Kafka = require('node-rdkafka');
function archive(v) { void v; }
const consumer = new Kafka.KafkaConsumer({
  'group.id': 'archiver',
  'metadata.broker.list': 'kafka:9092',
  ${conf}
}${topicConf});
consumer.on('ready', () => { consumer.subscribe(['invoices']); consumer.consume(); });
consumer.on('data', (m) => { ${handler} });
consumer.connect();
`;

describe('offsets-never-committed (auto-commit off, no commit in the file)', () => {
  it('kafkajs: autoCommit: false and no commitOffsets, at the value, with the default start (latest)', () => {
    const [d, ...rest] = findings(ID, kafkajs('autoCommit: false,'), { fileName: 'mailer.ts' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.deepEqual(d.range, { start: { line: 7, character: 16 }, end: { line: 7, character: 21 } });
    assert.equal(d.message, "Auto-commit is off here and nothing in this file commits offsets: kafkajs resolves each message as the handler returns, but with autoCommit: false only consumer.commitOffsets (or commitOffsetsIfNecessary with offsets, in eachBatch) sends them to the group (src/consumer/runner.js). The group records no progress, so after a restart or a rebalance each partition starts again from the latest offset (subscribe()'s fromBeginning defaults to false): records that arrive while no member reads the partition are skipped. Commit after processing (the next offset to read), or turn auto-commit back on. Fine if another module commits for this consumer or the positions are kept outside Kafka.");
  });

  it('kafkajs: says the whole topic is read again with fromBeginning: true', () => {
    const [d] = findings(ID, kafkajs('autoCommit: false,', "{ topics: ['signups'], fromBeginning: true }"), { fileName: 'mailer.ts' });
    assert.match(d.message, /starts again from the earliest retained offset \(fromBeginning: true\): everything still in the topic is processed again/);
  });

  it('node-rdkafka: enable.auto.commit false, no commit call; names the reset policy the file sets', () => {
    const [d, ...rest] = findings(ID, rdkafka("'enable.auto.commit': false,"), { fileName: 'archiver.js' });
    assert.equal(rest.length, 0);
    assert.match(d.message, /librdkafka commits in the background only when enable\.auto\.commit is true/);
    assert.match(d.message, /the latest offset \(auto\.offset\.reset defaults to largest\)/);
    const [e] = findings(ID, rdkafka("'enable.auto.commit': false,", undefined, ", { 'auto.offset.reset': 'earliest' }"), { fileName: 'archiver.js' });
    assert.match(e.message, /the earliest retained offset \(auto\.offset\.reset=earliest\)/);
  });

  it('node-rdkafka: the module\'s own createReadStream (Kafka.createReadStream, lib/index.js) is a consumer too (check 79)', () => {
    const stream = (conf: string) => `import * as Kafka from 'node-rdkafka';\nconst stream = Kafka.createReadStream({\n  'metadata.broker.list': 'localhost:9092',\n  'group.id': 'archiver',\n  ${conf}\n}, {}, { topics: 'events' });\nstream.on('data', (m: any) => console.log(m.value.toString()));\n`;
    const [d] = findings(ID, stream("'enable.auto.commit': false"), { fileName: 'archiver.ts' });
    assert.match(d?.message ?? '', /^Auto-commit is off here and nothing in this file commits offsets/);
    // Near miss: the stream's consumer commits.
    assert.deepEqual(findings(ID, `${stream("'enable.auto.commit': false")}stream.on('data', () => stream.consumer.commit());\n`, { fileName: 'archiver.ts' }), []);
  });

  it('@confluentinc/kafka-javascript KafkaJS API: kafkaJS.autoCommit false and no commitOffsets', () => {
    const ckjs = (handler: string) => `const { Kafka } = require('@confluentinc/kafka-javascript').KafkaJS;
const kafka = new Kafka({ kafkaJS: { brokers: ['kafka:9092'] } });
const consumer = kafka.consumer({ kafkaJS: { groupId: 'welcome-mails', autoCommit: false } });
async function sendMail(to) { void to; }
async function start() {
  await consumer.connect();
  await consumer.subscribe({ topics: ['signups'] });
  await consumer.run({ eachMessage: async ({ topic, partition, message }) => { ${handler} } });
}
start();
`;
    const [d, ...rest] = findings(ID, ckjs('await sendMail(String(message.value));'), { fileName: 'mailer.js' });
    assert.equal(rest.length, 0);
    assert.match(d.message, /the client commits only when autoCommit is on or the code calls commitOffsets/);
    const committing = ckjs("await sendMail(String(message.value));\n    await consumer.commitOffsets([{ topic, partition, offset: String(Number(message.offset) + 1) }]);");
    assert.equal(findings(ID, committing, { fileName: 'mailer.js' }).length, 0);
  });

  it('kafkajs: eachBatch calling commitOffsetsIfNecessary() with no offsets and no interval or threshold still commits nothing', () => {
    const batch = (options: string, call: string) => `import { Kafka } from 'kafkajs';
const kafka = new Kafka({ clientId: 'ledger', brokers: ['kafka:9092'] });
const consumer = kafka.consumer({ groupId: 'ledger' });
async function post(v: string) { void v; }
export async function start() {
  await consumer.subscribe({ topics: ['payments'] });
  await consumer.run({
    autoCommit: false,${options}
    eachBatch: async ({ batch, resolveOffset, heartbeat, commitOffsetsIfNecessary }) => {
      for (const message of batch.messages) {
        await post(String(message.value));
        resolveOffset(message.offset);
        await heartbeat();
      }
      ${call}
    },
  });
}
`;
    const [d, ...rest] = findings(ID, batch('', 'await commitOffsetsIfNecessary();'), { fileName: 'ledger.ts' });
    assert.equal(rest.length, 0);
    assert.match(d.message, /the commitOffsetsIfNecessary\(\) called here passes no offsets, and then commits only once autoCommitInterval or autoCommitThreshold is reached, which run\(\) leaves unset \(null\), so it never commits/);
    // Near misses: an interval or a threshold makes the bare call commit; offsets passed commit them.
    assert.deepEqual(findings(ID, batch('\n    autoCommitInterval: 5000,', 'await commitOffsetsIfNecessary();'), { fileName: 'ledger.ts' }), []);
    assert.deepEqual(findings(ID, batch('\n    autoCommitThreshold: 100,', 'await commitOffsetsIfNecessary();'), { fileName: 'ledger.ts' }), []);
    assert.deepEqual(findings(ID, batch('', "await commitOffsetsIfNecessary({ topics: [{ topic: batch.topic, partitions: [{ partition: batch.partition, offset: String(Number(batch.lastOffset()) + 1) }] }] });"), { fileName: 'ledger.ts' }), []);
  });

  it('stays silent when the file commits, seeks or assigns, or auto-commit is on', () => {
    const ts = { fileName: 'mailer.ts' };
    const js = { fileName: 'archiver.js' };
    assert.equal(findings(ID, kafkajs('autoCommit: true,'), ts).length, 0);
    assert.equal(findings(ID, kafkajs(''), ts).length, 0);
    assert.equal(findings(ID, kafkajs('autoCommit: false,', undefined, "export async function checkpoint(offset: string) { await consumer.commitOffsets([{ topic: 'signups', partition: 0, offset }]); }\n"), ts).length, 0);
    assert.equal(findings(ID, kafkajs('autoCommit: false,', undefined, "consumer.on(consumer.events.GROUP_JOIN, () => consumer.seek({ topic: 'signups', partition: 0, offset: '0' }));\n"), ts).length, 0);
    assert.equal(findings(ID, rdkafka("'enable.auto.commit': false,", 'archive(m.value); consumer.commitMessage(m);'), js).length, 0);
    assert.equal(findings(ID, rdkafka("'enable.auto.commit': false,", 'archive(m.value); consumer.commit();'), js).length, 0);
    assert.equal(findings(ID, rdkafka("'enable.auto.commit': true,"), js).length, 0);
  });

  it('stays silent for an rdkafka consumer the file never consumes from (handed to another module)', () => {
    const text = `const Kafka = require('node-rdkafka');
module.exports = () => new Kafka.KafkaConsumer({ 'group.id': 'archiver', 'metadata.broker.list': 'kafka:9092', 'enable.auto.commit': false }, {});
`;
    assert.equal(findings(ID, text, { fileName: 'factory.js' }).length, 0);
  });

  it('a commented-out commit does not count', () => {
    assert.equal(findings(ID, rdkafka("'enable.auto.commit': false,", 'archive(m.value); // consumer.commitMessage(m);'), { fileName: 'archiver.js' }).length, 1);
  });

  it('its documented examples', () => assertDocsExamples(offsetsNeverCommitted.id));
});
