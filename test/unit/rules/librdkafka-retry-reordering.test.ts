import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix } from '../../support/service';

const ID = 'librdkafka-retry-reordering';
const producer = (entries: string) => `const Kafka = require('node-rdkafka');\nconst producer = new Kafka.Producer({\n  'metadata.broker.list': 'broker:9092',\n${entries}});\n`;
const opts = { fileName: 'producer.js' };

describe('librdkafka-retry-reordering (retries without idempotence)', () => {
  it('states the default of the librdkafka release found: retries defaulted to 2 before 1.5.2 (CHANGELOG v1.5.2)', () => {
    const pinned = (v: string) => findings(ID, `// kafka-tuning: client=librdkafka@${v}\n${producer("  'acks': 'all',\n")}`, opts)[0]?.message ?? '';
    assert.match(pinned('1.4.2'), /with retries=2 \(default\) and/);
    assert.match(pinned('1.5.2'), /with retries=2147483647 \(default\) and/);
    assert.doesNotMatch(pinned('1.4.2'), /no librdkafka version was found/);
    // "1.5" is 1.5.0 to 1.5.3, both sides of the change: no default is stated, so nothing is said.
    assert.equal(pinned('1.5'), '');
  });

  it('warns when retries are written on a producer with librdkafka\'s defaults', () => {
    const text = producer("  'acks': 'all',\n  'retries': 10,\n");
    const [d, ...rest] = findings(ID, text, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 4, character: 13 }, end: { line: 4, character: 15 } });
    assert.equal(d.message, 'max.in.flight.requests.per.connection=1000000 (default) with retries=10 and enable.idempotence=false (default): if a batch fails and is retried while a later batch of the same partition succeeds, the later one is written first and messages reorder (librdkafka: "retrying may cause reordering unless enable.idempotence is set to true"). Idempotence keeps order with up to 5 in flight; max.in.flight.requests.per.connection=1 keeps it without. The defaults named are librdkafka 1.5.2 and newer\'s; no librdkafka version was found here (from 1.0 to 1.5.1 retries defaulted to 2, and before 1.0 there was no idempotence).');
  });

  it('fix turns idempotence on, lowering a written max.in.flight to 5', () => {
    const text = producer("  'max.in.flight': 20,\n  'enable.idempotence': false,\n");
    const fixed = fix(ID, text, opts);
    assert.match(fixed, /'max\.in\.flight': 5,\n  'enable\.idempotence': true,/);
    assert.equal(findings(ID, fixed, opts).length, 0);
  });

  it('offers only max.in.flight=1 when acks is written as 1 (librdkafka refuses idempotence then)', () => {
    const text = producer("  'acks': 1,\n  'retries': 3,\n");
    const fixed = fix(ID, text, opts);
    assert.match(fixed, /'max\.in\.flight\.requests\.per\.connection': 1/);
    assert.equal(findings(ID, fixed, opts).length, 0);
  });

  it('a producer left at the defaults (no delivery setting written): a hint with the defaults stated (check 74)', () => {
    const [d] = findings(ID, producer("  'linger.ms': 20,\n"), opts);
    assert.equal(d?.severity, 4);
    assert.match(d.message, /max\.in\.flight(\.requests\.per\.connection)?=1000000 \(default\) with retries=2147483647 \(default\) and enable\.idempotence=false \(default\)/);
  });

  it('stays silent with idempotence, transactions, one in flight, no retries, acks=0 or a spread', () => {
    assert.equal(findings(ID, producer("  'enable.idempotence': true,\n  'retries': 10,\n"), opts).length, 0);
    assert.equal(findings(ID, producer("  'transactional.id': 'billing-tx',\n  'acks': 'all',\n"), opts).length, 0);
    assert.equal(findings(ID, producer("  'max.in.flight': 1,\n  'retries': 10,\n"), opts).length, 0);
    assert.equal(findings(ID, producer("  'retries': 0,\n"), opts).length, 0);
    assert.equal(findings(ID, producer("  'acks': 0,\n"), opts).length, 0);
    assert.equal(findings(ID, "import { base } from './base';\n" + producer("  ...base,\n  'retries': 10,\n"), opts).length, 0);
  });
});

describe('librdkafka-retry-reordering on a CKJS producer configured through its kafkaJS block', () => {
  const ckjs = (producerConf: string) => `const { KafkaJS } = require('@confluentinc/kafka-javascript');\nconst kafka = new KafkaJS.Kafka({});\nconst producer = kafka.producer(${producerConf});\nmodule.exports = producer;\n`;

  it('states the 5 retries the kafkaJS block sets, not librdkafka\'s own default', () => {
    const [d, ...rest] = findings(ID, ckjs("{ kafkaJS: { brokers: ['kafka:9092'], acks: -1 } }"), opts);
    assert.equal(rest.length, 0);
    assert.match(d.message, /with retries=5 \(the kafkaJS block's default\) and /);
    assert.doesNotMatch(d.message, /2147483647/);
  });

  it('a retry setting left in a comment sets nothing: still the 5 retries', () => {
    // Two producers, each with the line commented out: each sees the other's comment outside itself.
    const block = "{\n  kafkaJS: {\n    brokers: ['kafka:9092'],\n    acks: -1,\n    // retry: { retries: 10 },\n  },\n}";
    const text = ckjs(block).replace('module.exports = producer;', `const audit = kafka.producer(${block});\nmodule.exports = { producer, audit };`);
    const found = findings(ID, text, opts);
    assert.equal(found.length, 2);
    for (const d of found) assert.match(d.message, /with retries=5 \(the kafkaJS block's default\) and /);
  });

  it('states kafkaJS.retry.retries when the block writes it', () => {
    const [d] = findings(ID, ckjs("{ kafkaJS: { brokers: ['kafka:9092'], acks: -1, retry: { retries: 8 } } }"), opts);
    assert.match(d.message, /with retry\.retries=8 and /);
  });

  it('stays silent when the kafkaJS block turns retries off', () => {
    assert.equal(findings(ID, ckjs("{ kafkaJS: { brokers: ['kafka:9092'], acks: -1, retry: { retries: 0 } } }"), opts).length, 0);
  });

  it('reads the common kafkaJS block of new Kafka({...}) that the producer inherits', () => {
    const shared = (block: string) => `const { KafkaJS } = require('@confluentinc/kafka-javascript');\nconst kafka = new KafkaJS.Kafka({ kafkaJS: ${block} });\nconst producer = kafka.producer({ 'acks': 'all' });\nmodule.exports = producer;\n`;
    const [d] = findings(ID, shared("{ brokers: ['kafka:9092'] }"), opts);
    assert.match(d.message, /with retries=5 \(the kafkaJS block's default\) and /);
    assert.equal(findings(ID, shared("{ brokers: ['kafka:9092'], retry: { retries: 0 } }"), opts).length, 0);
  });
});
