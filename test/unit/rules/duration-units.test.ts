import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'duration-units';
const consumer = { fileName: 'consumer.properties' };
const CONSUMER = 'bootstrap.servers=kafka:9092\ngroup.id=invoices\n';

describe('duration-units (Java and Spring millisecond settings written as seconds)', () => {
  it('documents a bad and a good example that hold', () => assertDocsExamples(ID));

  it('fires on auto.commit.interval.ms=5, saying what 5 ms does and what 5 s is', () => {
    const [d, ...rest] = findings(ID, `${CONSUMER}auto.commit.interval.ms=5\n`, consumer);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.message, 'auto.commit.interval.ms: 5 is 5 ms — Kafka reads milliseconds, so the consumer commits its offsets whenever 5 ms have passed, in practice on nearly every poll (default 5000). If 5 seconds was meant, write 5000.');
  });

  it('the fix writes the value in milliseconds, and the file is clean', () => {
    const fixed = fix(ID, `${CONSUMER}request.timeout.ms=30\n`, consumer);
    assert.equal(fixed, `${CONSUMER}request.timeout.ms=30000\n`);
    assert.deepEqual(findings(ID, fixed, consumer), []);
  });

  it('Spring Boot: a bare number for a Duration property is milliseconds too', () => {
    const yaml = 'spring:\n  kafka:\n    consumer:\n      group-id: invoices\n      auto-commit-interval: 5\n';
    const [d] = findings(ID, yaml, { fileName: 'application.yml' });
    assert.match(d.message, /^spring\.kafka\.consumer\.auto-commit-interval: 5 is 5 ms — Kafka and Spring Boot read milliseconds/);
  });

  it('stays silent on 0, on values above 60, on keys small by design, and on keys with rules of their own (near misses)', () => {
    for (const line of ['auto.commit.interval.ms=0', 'auto.commit.interval.ms=100', 'request.timeout.ms=61', 'fetch.max.wait.ms=10', 'retry.backoff.ms=50', 'session.timeout.ms=10', 'max.poll.interval.ms=30']) {
      assert.deepEqual(findings(ID, `${CONSUMER}${line}\n`, consumer), [], line);
    }
    assert.deepEqual(findings(ID, 'bootstrap.servers=kafka:9092\nlinger.ms=5\n', { fileName: 'producer.properties' }), []);
  });
});
