// Forced fsyncs (log.flush.interval.*, flush.*): Kafka's documentation recommends leaving flushing
// to the operating system and durability to replication (TopicConfig flush.messages / flush.ms).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'log-flush-forced';
const broker = (extra: string) => `broker.id=1\nzookeeper.connect=zk:2181\nlog.dirs=/kafka\n${extra}`;

describe(ID, () => {
  it('both broker intervals written: one information finding naming both; the fix removes them', () => {
    const text = broker('log.flush.interval.messages=10000\nlog.flush.interval.ms=1000\n');
    const [d, ...rest] = findings(ID, text, { fileName: 'server.properties' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.equal(d.range.start.line, 3);
    assert.match(d.message, /^log\.flush\.interval\.messages=10000 and log\.flush\.interval\.ms=1000 make the broker fsync the log every 10000 messages or 1000 ms\. Kafka's documentation of these keys recommends not setting them/);
    assert.deepEqual(findings(ID, fix(ID, text, { fileName: 'server.properties' }), { fileName: 'server.properties' }), []);
  });

  it('a topic file with flush.messages=1', () => {
    assert.equal(findings(ID, 'cleanup.policy=delete\nflush.messages=1\n', { fileName: 'topic.properties' }).length, 1);
  });

  it('near misses: not written, written as the default Long.MAX_VALUE, a commented-out line, a client file', () => {
    assert.deepEqual(findings(ID, broker(''), { fileName: 'server.properties' }), []);
    assert.deepEqual(findings(ID, broker('log.flush.interval.messages=9223372036854775807\n'), { fileName: 'server.properties' }), []);
    assert.deepEqual(findings(ID, broker('#log.flush.interval.ms=1000\n'), { fileName: 'server.properties' }), []);
    assert.deepEqual(findings(ID, 'bootstrap.servers=k:9092\nlinger.ms=5\n', { fileName: 'producer.properties' }), []);
  });

  it('its documented examples', () => assertDocsExamples(ID));
});
