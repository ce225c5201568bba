import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { heartbeatSessionRatio } from '../../../server/src/service/rules/heartbeatSessionRatio';
import { checkKafkajs } from '../../support/kafkajsRule';
import { findings, fix } from '../../support/service';

const opts = { fileName: 'consumer.properties' };

describe('heartbeat-session-ratio', () => {
  it('is an error when the heartbeat is not below the session (Java refuses to start)', () => {
    const [d, ...rest] = findings('heartbeat-session-ratio', 'session.timeout.ms=10000\nheartbeat.interval.ms=10000\ngroup.id=orders\n', opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.deepEqual(d.range, { start: { line: 1, character: 22 }, end: { line: 1, character: 27 } });
    assert.equal(d.message, 'heartbeat.interval.ms=10000 ms (10 s) is not lower than session.timeout.ms=10000 ms (10 s): a consumer with a group.id fails to start ("Heartbeat must be set lower than the session timeout"). Keep it at most a third of the session (3.3 s).');
  });

  it('is a warning when no group.id is set: KafkaConsumer builds the heartbeat only for a group, so it starts', () => {
    const [d] = findings('heartbeat-session-ratio', 'session.timeout.ms=10000\nheartbeat.interval.ms=10000\n', opts);
    assert.equal(d.severity, 2);
    assert.equal(d.message, 'heartbeat.interval.ms=10000 ms (10 s) is not lower than session.timeout.ms=10000 ms (10 s): a consumer with a group.id fails to start ("Heartbeat must be set lower than the session timeout"); none is set here, so it starts only as long as no group.id is added (kafka-console-consumer --group adds one). Keep it at most a third of the session (3.3 s).');
  });

  it('is a warning from half the session up (one lost heartbeat ends it), against the default session of the version', () => {
    const [d] = findings('heartbeat-session-ratio', 'heartbeat.interval.ms=25000\n', opts);
    assert.equal(d.severity, 2);
    assert.match(d.message, /^heartbeat\.interval\.ms=25000 ms \(25 s\) is more than a third \(15 s\) of session\.timeout\.ms=45000 ms \(45 s\) \(default\): one lost heartbeat ends the session/);
    // Kafka 2.8's default session was 10 s (KIP-735 raised it to 45 s in 3.0).
    const [old] = findings('heartbeat-session-ratio', '# kafka-tuning: client=java@2.8\nheartbeat.interval.ms=6000\n', opts);
    assert.match(old.message, /more than a third \(3\.3 s\) of session\.timeout\.ms=10000 ms \(10 s\)/);
    assert.equal(old.severity, 2);
  });

  it('between a third and half the session it is a hint: one lost heartbeat is survived, as at the recommended third', () => {
    // 20 s of 45 s: heartbeats due at 20 and 40 s, so one may be lost; 3 s of 8 s (a real kafkajs
    // consumer's pair): due at 3 and 6 s. 3 s of 5 s: the next is due at 6 s, so one lost ends it.
    for (const text of ['heartbeat.interval.ms=20000\n', 'session.timeout.ms=8000\nheartbeat.interval.ms=3000\n']) {
      const [d] = findings('heartbeat-session-ratio', text, opts);
      assert.equal(d.severity, 4, text);
      assert.match(d.message, /more than the third .* that Kafka's documentation of heartbeat\.interval\.ms recommends \("no higher than 1\/3"\); the session still survives one lost heartbeat/);
    }
    const [near] = findings('heartbeat-session-ratio', 'session.timeout.ms=5000\nheartbeat.interval.ms=3000\n', opts);
    assert.equal(near.severity, 2);
    assert.match(near.message, /: one lost heartbeat ends the session/);
  });

  it('stays silent at exactly a third (near miss), on defaults, and with group.protocol=consumer', () => {
    assert.equal(findings('heartbeat-session-ratio', 'session.timeout.ms=30000\nheartbeat.interval.ms=10000\n', opts).length, 0);
    assert.equal(findings('heartbeat-session-ratio', 'session.timeout.ms=30000\nheartbeat.interval.ms=10001\n', opts).length, 1);
    assert.equal(findings('heartbeat-session-ratio', 'group.id=g\n', opts).length, 0);
    assert.equal(findings('heartbeat-session-ratio', 'group.protocol=CONSUMER\nheartbeat.interval.ms=20000\n', opts).length, 0);
  });

  it('fix sets a third of the session and clears the finding', () => {
    const text = 'session.timeout.ms=10000\nheartbeat.interval.ms=10000\n';
    const fixed = fix('heartbeat-session-ratio', text, opts);
    assert.equal(fixed, 'session.timeout.ms=10000\nheartbeat.interval.ms=3333\n');
    assert.equal(findings('heartbeat-session-ratio', fixed, opts).length, 0);
  });

  it('kafkajs: an error (KafkaJSNonRetriableError) against its 30 s default session', () => {
    const [d] = checkKafkajs(heartbeatSessionRatio, 'heartbeatInterval: 30000');
    assert.equal(d.severity, 1);
    assert.equal(d.message, 'heartbeatInterval=30000 ms (30 s) is not lower than sessionTimeout=30000 ms (30 s) (default): kafkajs throws KafkaJSNonRetriableError when the consumer is created. Keep it at most a third of the session (10 s).');
    assert.equal(checkKafkajs(heartbeatSessionRatio, 'heartbeatInterval: 10000').length, 0);
  });
});
