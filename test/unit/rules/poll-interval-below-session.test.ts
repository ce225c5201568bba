import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix } from '../../support/service';

const ID = 'poll-interval-below-session';
const consumer = (entries: string) => `const Kafka = require('node-rdkafka');\nconst consumer = new Kafka.KafkaConsumer({\n  'group.id': 'thumbnails',\n  'metadata.broker.list': 'broker:9092',\n${entries}}, {});\n`;
const opts = { fileName: 'consumer.js' };

describe('poll-interval-below-session (librdkafka rd_kafka_conf_finalize)', () => {
  it('is an error when max.poll.interval.ms is below session.timeout.ms', () => {
    const text = consumer("  'session.timeout.ms': 30000,\n  'max.poll.interval.ms': 10000,\n");
    const [d, ...rest] = findings(ID, text, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.deepEqual(d.range, { start: { line: 5, character: 26 }, end: { line: 5, character: 31 } });
    assert.equal(d.message, 'max.poll.interval.ms=10000 ms (10 s) is below session.timeout.ms=30000 ms (30 s): librdkafka refuses to create the consumer ("`max.poll.interval.ms`must be >= `session.timeout.ms`").');
  });

  it('counts the 45 s default session', () => {
    const [d] = findings(ID, consumer("  'max.poll.interval.ms': 20000,\n"), opts);
    assert.match(d.message, /below session\.timeout\.ms=45000 ms \(45 s\) \(default\)/);
  });

  it('fix raises the poll interval to the session timeout', () => {
    const text = consumer("  'session.timeout.ms': 30000,\n  'max.poll.interval.ms': 10000,\n");
    const fixed = fix(ID, text, opts);
    assert.match(fixed, /'max\.poll\.interval\.ms': 30000,/);
    assert.equal(findings(ID, fixed, opts).length, 0);
  });

  it('stays silent at equality, for Java (no such check), and when CKJS may set it elsewhere', () => {
    assert.equal(findings(ID, consumer("  'session.timeout.ms': 30000,\n  'max.poll.interval.ms': 30000,\n"), opts).length, 0);
    assert.equal(findings(ID, 'group.id=g\nsession.timeout.ms=30000\nmax.poll.interval.ms=10000\n', { fileName: 'consumer.properties' }).length, 0);
    const ckjs = "import { KafkaJS } from '@confluentinc/kafka-javascript';\nconst kafka = new KafkaJS.Kafka({ 'bootstrap.servers': 'b:9092', 'session.timeout.ms': 6000 });\nconst consumer = kafka.consumer({ 'group.id': 'g', 'max.poll.interval.ms': 10000 });\n";
    assert.equal(findings(ID, ckjs, { fileName: 'consumer.ts' }).length, 0);
    const ckjsOwn = "import { KafkaJS } from '@confluentinc/kafka-javascript';\nconst kafka = new KafkaJS.Kafka({ 'bootstrap.servers': 'b:9092' });\nconst consumer = kafka.consumer({ 'group.id': 'g', 'session.timeout.ms': 30000, 'max.poll.interval.ms': 10000 });\n";
    assert.equal(findings(ID, ckjsOwn, { fileName: 'consumer.ts' }).length, 1);
  });
});
