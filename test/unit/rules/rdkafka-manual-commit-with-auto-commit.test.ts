import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'rdkafka-manual-commit-with-auto-commit';
const opts = { fileName: 'consumer.js' };
const rdk = (conf: string, handler: string) => `const Kafka = require('node-rdkafka');\nconst consumer = new Kafka.KafkaConsumer({\n  'group.id': 'billing',\n  'metadata.broker.list': 'kafka:9092',\n${conf}}, {});\nconsumer.connect();\nconsumer.on('ready', () => { consumer.subscribe(['invoices']); consumer.consume(); });\nconsumer.on('data', (message) => {\n  bill(message.value);\n${handler}\n});\n`;

describe('rdkafka-manual-commit-with-auto-commit (hand commits while librdkafka also commits in the background)', () => {
  it('warns on the first manual commit when auto-commit is on by default; the fix turns it off', () => {
    const text = rdk('', '  consumer.commitMessage(message);');
    const [d, ...rest] = findings(ID, text, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 9);
    assert.equal(d.message, "This consumer commits by hand (line 10), but enable.auto.commit is true by default: librdkafka stores each message's offset when it hands the message over (enable.auto.offset.store=true) and commits the stored offsets from a background thread every auto.commit.interval.ms (5000 ms by default), whether the message was processed or not. A crash after such a commit loses the messages still being processed. Set 'enable.auto.commit': false so that only your commits count.");
    const fixed = fix(ID, text, opts);
    assert.match(fixed, /'enable\.auto\.commit': false/);
    assert.equal(findings(ID, fixed, opts).length, 0);
  });

  it('on the written value when auto-commit is set true, for commit() and commitSync() too', () => {
    const [d] = findings(ID, rdk("  'enable.auto.commit': true,\n", '  consumer.commit();'), opts);
    assert.equal(d.range.start.line, 4);
    assert.match(d.message, /enable\.auto\.commit is set to true/);
    assert.equal(findings(ID, rdk('', '  consumer.commitSync(message);'), opts).length, 1);
  });

  it('near misses: auto-commit off, offsets stored by the code, no manual commit, and a kafkajs consumer', () => {
    assert.equal(findings(ID, rdk("  'enable.auto.commit': false,\n", '  consumer.commitMessage(message);'), opts).length, 0);
    assert.equal(findings(ID, rdk("  'enable.auto.offset.store': false,\n", '  consumer.offsetsStore([{ topic: message.topic, partition: message.partition, offset: message.offset + 1 }]);'), opts).length, 0);
    assert.equal(findings(ID, rdk('', ''), opts).length, 0);
    const kafkajs = "import { Kafka } from 'kafkajs';\nconst consumer = new Kafka({ brokers: ['k:9092'] }).consumer({ groupId: 'billing' });\nawait consumer.run({ eachMessage: async ({ topic, partition, message }) => { await consumer.commitOffsets([{ topic, partition, offset: String(Number(message.offset) + 1) }]); } });\n";
    assert.equal(findings(ID, kafkajs, { fileName: 'consumer.ts' }).length, 0);
  });

  it('documents a bad example it fires on and a good one it is silent on', () => assertDocsExamples(ID));
});
