import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings } from '../../support/service';

const ID = 'request-timeout-below-replica-lag';
const opts = { fileName: 'producer.properties' };
const BASE = 'bootstrap.servers=kafka-1:9092,kafka-2:9092,kafka-3:9092\n';

describe('request-timeout-below-replica-lag (ProducerConfig request.timeout.ms doc)', () => {
  it('informs on a non-idempotent acks=all producer with a 5 s request timeout', () => {
    const [d, ...rest] = findings(ID, `${BASE}acks=all\nenable.idempotence=false\nrequest.timeout.ms=5000\n`, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.deepEqual(d.range, { start: { line: 3, character: 19 }, end: { line: 3, character: 23 } });
    assert.equal(d.message, 'request.timeout.ms=5000 ms (5 s) is below the broker\'s replica.lag.time.max.ms (30000 ms (30 s) by default). With acks=all the leader answers once every in-sync replica has the batch, and a stalled follower stays in sync for up to replica.lag.time.max.ms, so the producer can give up first and resend a batch the leader already appended; with idempotence off (enable.idempotence=false) the record is then written twice. ProducerConfig: request.timeout.ms "should be larger than replica.lag.time.max.ms (a broker configuration) to reduce the possibility of message duplication due to unnecessary producer retries".');
  });

  it('stays silent with idempotence on (the default), with acks=1, with retries=0, at 30 s, and on the default timeout', () => {
    assert.deepEqual(findings(ID, `${BASE}acks=all\nrequest.timeout.ms=5000\n`, opts), []);
    assert.deepEqual(findings(ID, `${BASE}acks=1\nrequest.timeout.ms=5000\n`, opts), []);
    assert.deepEqual(findings(ID, `${BASE}acks=all\nenable.idempotence=false\nretries=0\nrequest.timeout.ms=5000\n`, opts), []);
    assert.deepEqual(findings(ID, `${BASE}acks=all\nenable.idempotence=false\nrequest.timeout.ms=30000\n`, opts), []);
    assert.deepEqual(findings(ID, `${BASE}acks=all\nenable.idempotence=false\n`, opts), []);
    // A consumer's request timeout is not about produce retries.
    assert.deepEqual(findings(ID, 'bootstrap.servers=kafka:9092\ngroup.id=g\nrequest.timeout.ms=1000\n', { fileName: 'consumer.properties' }), []);
  });
});
