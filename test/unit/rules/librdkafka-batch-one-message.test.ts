import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'librdkafka-batch-one-message';
const producer = (entries: string) => `const Kafka = require('node-rdkafka');\nconst producer = new Kafka.Producer({\n  'metadata.broker.list': 'broker:9092',\n${entries}});\n`;
const opts = { fileName: 'producer.js' };

describe('librdkafka-batch-one-message (batch.num.messages=1)', () => {
  it('warns on batch.num.messages=1 in node-rdkafka and removes it', () => {
    const text = producer("  'batch.num.messages': 1,\n");
    const [d, ...rest] = findings(ID, text, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 3, character: 24 }, end: { line: 3, character: 25 } });
    assert.match(d.message, /^batch\.num\.messages=1: librdkafka puts at most this many messages in one MessageSet .* one message per produce request instead of up to 10,000 \(the default\)\. .*docs\/evidence\/one-record-per-batch\.md/);
    const fixed = fix(ID, text, opts);
    assert.doesNotMatch(fixed, /batch\.num\.messages/);
    assert.equal(findings(ID, fixed, opts).length, 0);
  });

  it('a librdkafka .properties file too', () => {
    const text = '# librdkafka producer\nbootstrap.servers=broker:9092\nbatch.num.messages=1\nlinger.ms=5\n';
    assert.equal(findings(ID, text, { fileName: 'producer.properties' }).length, 1);
  });

  it('near misses: a small cap above 1, an unwritten value, a consumer, the Java client (no such key)', () => {
    assert.deepEqual(findings(ID, producer("  'batch.num.messages': 100,\n"), opts), []);
    assert.deepEqual(findings(ID, producer("  'linger.ms': 5,\n"), opts), []);
    const consumer = "const Kafka = require('node-rdkafka');\nconst c = new Kafka.KafkaConsumer({\n  'metadata.broker.list': 'broker:9092',\n  'group.id': 'g',\n  'batch.num.messages': 1,\n}, {});\n";
    assert.deepEqual(findings(ID, consumer, opts), []);
    assert.deepEqual(findings(ID, 'bootstrap.servers=broker:9092\nacks=all\nlinger.ms=5\n', { fileName: 'producer.properties' }), []);
  });

  it('its documented examples', () => assertDocsExamples(ID));
});
