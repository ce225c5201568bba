import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'kafkajs-producer-not-idempotent';
const file = (options: string) => `const { Kafka } = require('kafkajs');\nconst kafka = new Kafka({ clientId: 'payments', brokers: ['kafka:9092'] });\nconst producer = kafka.producer(${options});\nmodule.exports = { producer };\n`;
const js = { fileName: 'producer.js' };

describe('kafkajs-producer-not-idempotent (retries without idempotence)', () => {
  it('documents a bad and a good example that hold', () => assertDocsExamples(ID));

  it('a default producer: a hint on the call naming the default retries and the unlimited in-flight requests', () => {
    const [d, ...rest] = findings(ID, file(''), js);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 4);
    assert.equal(d.range.start.line, 2);
    assert.equal(d.message, "This kafkajs producer is not idempotent (kafkajs's default) and retries failed sends (5 times by default): a batch whose answer is lost is written twice, and with maxInFlightRequests unset (no limit) a retried batch can land after a later one of the same partition. Set idempotent: true (the broker then drops the repeats and keeps the order; it needs acks -1, kafkajs's default), if the consumers cannot tolerate that.");
    assert.doesNotMatch(findings(ID, file('{ maxInFlightRequests: 1, retry: { retries: 3 } }'), js)[0].message, /land after/);
  });

  it('the client\'s retry option is the producer\'s count (kafkajs merges it); retries: 0 there turns the finding off (check 78)', () => {
    const withClientRetry = (n: number, own = '') => `const { Kafka } = require('kafkajs');\nconst kafka = new Kafka({ clientId: 'posts', brokers: ['kafka:9092'], retry: { initialRetryTime: 300, retries: ${n} } });\nconst producer = kafka.producer(${own});\nmodule.exports = { producer };\n`;
    const [d] = findings(ID, withClientRetry(30), js);
    assert.match(d?.message ?? '', /retries failed sends \(retries: 30, from the client's retry option\)/);
    assert.deepEqual(findings(ID, withClientRetry(0), js), []);
    // Near miss: the producer's own retry wins.
    assert.match(findings(ID, withClientRetry(30, '{ retry: { retries: 2 } }'), js)[0]?.message ?? '', /retries failed sends \(retries: 2\)/);
  });

  it('the fix sets idempotent: true, and the producer is then clean', () => {
    const fixed = fix(ID, file('{ allowAutoTopicCreation: false }'), js);
    assert.match(fixed, /idempotent: true/);
    assert.deepEqual(findings(ID, fixed, js), []);
  });

  it('near misses: idempotent, written false on purpose, transactional, no retries, and a consumer', () => {
    for (const options of ['{ idempotent: true }', '{ idempotent: false }', "{ transactionalId: 'payments-tx', idempotent: true, maxInFlightRequests: 1 }", '{ retry: { retries: 0 } }']) {
      assert.deepEqual(findings(ID, file(options), js), [], options);
    }
    assert.deepEqual(findings(ID, "const { Kafka } = require('kafkajs');\nconst kafka = new Kafka({ clientId: 'c', brokers: ['kafka:9092'] });\nconst consumer = kafka.consumer({ groupId: 'g' });\nmodule.exports = { consumer };\n", js), []);
  });
});
