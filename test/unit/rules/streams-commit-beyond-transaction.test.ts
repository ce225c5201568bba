// Reproduced with StreamsConfig from the kafka-streams 3.0.2, 3.7.2 and 4.1.2 jars: EOS with
// commit.interval.ms 30000 and 10001 throws, 10000 passes, producer.transaction.timeout.ms=60000
// lets 30000 pass, an unprefixed transaction.timeout.ms does not (see the rule file).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { streamsCommitBeyondTransaction } from '../../../server/src/service/rules/streamsCommitBeyondTransaction';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'streams-commit-beyond-transaction';
const opts = { fileName: 'streams.properties' };
const HEAD = '# kafka-tuning: client=java@3.7\napplication.id=ledger\nbootstrap.servers=kafka:9092\nprocessing.guarantee=exactly_once_v2\n';

describe('streams-commit-beyond-transaction (StreamsConfig EOS transaction timeout check)', () => {
  it('commit.interval.ms=10001 under exactly_once_v2: an error naming the 10000 ms timeout', () => {
    const [d, ...rest] = findings(ID, `${HEAD}commit.interval.ms=10001\n`, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.deepEqual(d.range, { start: { line: 4, character: 19 }, end: { line: 4, character: 24 } });
    assert.match(d.message, /Kafka Streams 3\.7 refuses to start \(IllegalArgumentException "Transaction timeout 10000 was set lower than streams commit interval 10001"\)/);
  });

  it('an unprefixed transaction.timeout.ms does not count; a lower producer.transaction.timeout.ms is named', () => {
    assert.equal(findings(ID, `${HEAD}commit.interval.ms=30000\ntransaction.timeout.ms=60000\n`, opts).length, 1);
    const [d] = findings(ID, `${HEAD}commit.interval.ms=30000\nproducer.transaction.timeout.ms=20000\n`, opts);
    assert.match(d.message, /longer than producer\.transaction\.timeout\.ms=20000/);
  });

  it('a warning when the version is unknown; the fix lowers the interval and the file is clean', () => {
    const text = HEAD.replace(/^# kafka-tuning.*\n/, '') + 'commit.interval.ms=30000\n';
    const [d] = findings(ID, text, opts);
    assert.equal(d.severity, 2);
    assert.match(d.message, /Kafka Streams 3\.0 and newer refuse to start/);
    const fixed = fix(ID, text, opts);
    assert.match(fixed, /^commit\.interval\.ms=1000$/m);
    assert.deepEqual(findings(ID, fixed, opts), []);
  });

  it('near misses: 10000, at-least-once, a long enough producer.transaction.timeout.ms, unwritten interval, 2.8', () => {
    assert.deepEqual(findings(ID, `${HEAD}commit.interval.ms=10000\n`, opts), []);
    assert.deepEqual(findings(ID, '# kafka-tuning: client=java@3.7\napplication.id=a\nbootstrap.servers=k:9092\ncommit.interval.ms=60000\n', opts), []);
    assert.deepEqual(findings(ID, `${HEAD}commit.interval.ms=30000\nproducer.transaction.timeout.ms=60000\n`, opts), []);
    assert.deepEqual(findings(ID, HEAD, opts), []);
    assert.deepEqual(findings(ID, HEAD.replace('3.7', '2.8').replace('exactly_once_v2', 'exactly_once') + 'commit.interval.ms=30000\n', opts), []);
  });

  it('its documented examples', () => assertDocsExamples(streamsCommitBeyondTransaction));
});
