// retries-low: a written retry count whose back-off is spent before a broker failover ends.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { retriesLow, retryBackoffTotal } from '../../../server/src/service/rules/retriesLow';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'retries-low';
const props = (version: string, extra: string) => `# kafka-tuning: client=java@${version}\nbootstrap.servers=kafka-1:9092\n${extra}`;
const at = (text: string, fileName = 'producer.properties') => findings(ID, text, { fileName });

describe('retries-low', () => {
  it('back-off per version: linear before 3.7, doubling up to retry.backoff.max.ms from 3.7 (KIP-580)', () => {
    assert.equal(retryBackoffTotal(3, 100, undefined), 300);
    assert.equal(retryBackoffTotal(3, 100, 1000), 700);
    assert.equal(retryBackoffTotal(11, 100, 1000), 8500);
    assert.equal(retryBackoffTotal(12, 100, 1000), 9500);
    // A max below the base: ExponentialBackoff starts at min(base, max), a static back-off of max.
    assert.equal(retryBackoffTotal(2, 500, 100), 200);
  });

  it('fires on retries=3 on a 3.9 client with the computed back-off, and the fix removes the line', () => {
    const text = props('3.9.1', 'acks=all\nretries=3\n');
    const [d, ...rest] = at(text);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.equal(d.range.start.line, 3);
    assert.match(d.message, /^retries=3: the producer gives up on a batch after 3 retries, however much of delivery\.timeout\.ms \(120000 ms, default\) is left\. Their back-off adds up to about 700 ms \(retry\.backoff\.ms=100, default doubling up to retry\.backoff\.max\.ms=1000, default, KIP-580\)/);
    assert.doesNotMatch(fix(ID, text, { fileName: 'producer.properties' }), /retries=/);
  });

  it('before 3.7 the back-off is linear: 3 retries wait 300 ms', () => {
    const [d] = at(props('3.6.2', 'retries=3\n'));
    assert.match(d.message, /about 300 ms \(retry\.backoff\.ms=100, default each\)/);
  });

  it('reads Spring Boot\'s spring.kafka.producer.retries', () => {
    const [d] = at('spring:\n  kafka:\n    bootstrap-servers: kafka-1:9092\n    producer:\n      retries: 2\n', 'orders/src/main/resources/application.yml');
    assert.match(d.message, /^spring\.kafka\.producer\.retries=2: the producer gives up on a batch after 2 retries/);
  });

  it('near misses stay silent: unset, 0 (retries-zero\'s), MAX, enough back-off, acks=0, before 2.1, a test\'s producer', () => {
    assert.deepEqual(at(props('3.9.1', 'acks=all\n')), []);
    assert.deepEqual(at(props('3.9.1', 'retries=0\nenable.idempotence=false\n')), []);
    assert.deepEqual(at(props('3.9.1', 'retries=2147483647\n')), []);
    assert.deepEqual(at(props('3.9.1', 'retries=12\n')), []);
    assert.equal(at(props('3.9.1', 'retries=11\n')).length, 1);
    assert.deepEqual(at(props('3.9.1', 'retries=3\nretry.backoff.ms=5000\n')), []);
    assert.deepEqual(at(props('3.6.2', 'retries=3\nretry.backoff.ms=5000\n')), []);
    assert.equal(at(props('3.6.2', 'retries=3\nretry.backoff.ms=2000\n')).length, 1);
    assert.deepEqual(at(props('3.9.1', 'acks=0\nretries=3\n')), []);
    assert.deepEqual(at(props('2.0.1', 'retries=3\n')), []);
    assert.deepEqual(at('spring:\n  kafka:\n    producer:\n      retries: 3\n', 'orders/src/test/resources/application.yml'), []);
  });

  it('its documented examples', () => assertDocsExamples(retriesLow));
});
