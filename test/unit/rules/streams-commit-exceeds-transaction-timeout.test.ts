import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { streamsCommitExceedsTransactionTimeout } from '../../../server/src/service/rules/streamsCommitExceedsTransactionTimeout';
import { findings, fix } from '../../support/service';

const ID = 'streams-commit-exceeds-transaction-timeout';
const opts = { fileName: 'streams.properties' };
const EOS = 'application.id=orders\nprocessing.guarantee=exactly_once_v2\n';

describe(ID, () => {
  it('exactly-once with a 30 s commit interval and Streams\' 10 s producer transaction timeout', () => {
    const [d, ...rest] = findings(ID, `${EOS}commit.interval.ms=30000\n`, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.deepEqual(d.range, { start: { line: 2, character: 19 }, end: { line: 2, character: 24 } });
    assert.equal(d.message, 'commit.interval.ms=30000 ms (30 s) is above the producers\' transaction timeout of 10000 ms (10 s) (what Streams gives its producers): under exactly_once_v2 every transaction would be aborted before its commit, so Kafka Streams refuses to start (IllegalArgumentException "Transaction timeout 10000 was set lower than streams commit interval 30000", Kafka 4.4.0). Lower commit.interval.ms, or raise producer.transaction.timeout.ms.');
  });

  it('a plain transaction.timeout.ms does not count (said in the message); a producer timeout below the 100 ms default interval does', () => {
    assert.match(findings(ID, `${EOS}commit.interval.ms=30000\ntransaction.timeout.ms=60000\n`, opts)[0].message, /the plain transaction\.timeout\.ms written here is not the one compared/);
    assert.match(findings(ID, `${EOS}producer.transaction.timeout.ms=50\n`, opts)[0].message, /^commit\.interval\.ms=100 ms \(exactly-once default\) is above the producers' transaction timeout producer\.transaction\.timeout\.ms=50 ms/);
  });

  it('near misses: a raised producer timeout, an interval equal to it, at_least_once, and 2.8 (no such check)', () => {
    assert.equal(findings(ID, `${EOS}commit.interval.ms=30000\nproducer.transaction.timeout.ms=60000\n`, opts).length, 0);
    assert.equal(findings(ID, `${EOS}commit.interval.ms=10000\n`, opts).length, 0);
    assert.equal(findings(ID, 'application.id=orders\nprocessing.guarantee=at_least_once\ncommit.interval.ms=30000\n', opts).length, 0);
    assert.equal(findings(ID, `# kafka-tuning: client=java@2.8.2\napplication.id=orders\nprocessing.guarantee=exactly_once\ncommit.interval.ms=30000\n`, opts).length, 0);
  });

  it('fix raises producer.transaction.timeout.ms to the interval and re-lints clean', () => {
    const fixed = fix(ID, `${EOS}commit.interval.ms=30000\n`, opts);
    assert.equal(fixed, `${EOS}commit.interval.ms=30000\nproducer.transaction.timeout.ms=30000\n`);
    assert.equal(findings(ID, fixed, opts).length, 0);
  });

  it('its documentation examples: the bad one fires, the good one is silent', () => {
    const docs = streamsCommitExceedsTransactionTimeout.docs!;
    assert.equal(findings(ID, docs.bad.text, { fileName: docs.bad.file }).length, 1);
    assert.equal(findings(ID, docs.good.text, { fileName: docs.good.file }).length, 0);
  });
});
