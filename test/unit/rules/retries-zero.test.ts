// retries-zero: retries=0 where idempotence is off anyway; where idempotence is asked for,
// idempotence-conflict reports the same line (one finding per decision).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix } from '../../support/service';

const props = (version: string, extra: string) => `# kafka-tuning: client=java@${version}\nbootstrap.servers=kafka-1:9092\n${extra}`;
const at = (text: string, code = 'retries-zero') => findings(code, text, { fileName: 'producer.properties' });

describe('retries-zero', () => {
  it('fires on retries=0 with acks=all on a 2.8 client (idempotence off by default there)', () => {
    const [d] = at(props('2.8.2', 'acks=all\nretries=0\n'));
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 3);
    assert.match(d.message, /^retries=0: a send that meets a retriable error — a leader change \(NOT_LEADER_OR_FOLLOWER\)/);
    assert.match(d.message, /idempotence is off here: before Kafka 3\.0/);
    assert.equal(at(props('2.8.2', 'acks=all\nretries=0\n'), 'idempotence-conflict').length, 0);
  });

  it('with enable.idempotence=false written beside it (a chosen at-most-once producer): information, and the fix removes retries=0', () => {
    const text = props('3.9.1', 'acks=all\nenable.idempotence=false\nretries=0\n');
    const [d, ...rest] = at(text);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.match(d.message, /^retries=0 written with enable\.idempotence=false reads as a chosen at-most-once producer/);
    assert.equal(at(props('2.8.2', 'acks=all\nenable.idempotence=false\nretries=0\n'))[0].severity, 3);
    assert.doesNotMatch(fix('retries-zero', text, { fileName: 'producer.properties' }), /retries=0/);
  });

  it('before 2.1, where retries=0 is the default itself, the advice and the fix write a retry count instead of removing the line', () => {
    const text = props('0.11.0', 'acks=all\nretries=0\n');
    const [d] = at(text);
    assert.match(d.message, /a leader change \(NOT_LEADER_FOR_PARTITION\)/);
    assert.match(d.message, /Kafka 0\.11\.0 does not retry by default either \(retries=0 until Kafka 2\.1/);
    assert.doesNotMatch(d.message, /Remove retries=0/);
    assert.match(fix('retries-zero', text, { fileName: 'producer.properties' }), /^retries=2147483647$/m);
    // Near miss: from 2.1 the default retries, so removing the line is the fix.
    const [n] = at(props('2.1.1', 'acks=all\nretries=0\n'));
    assert.match(n.message, /Remove retries=0/);
    assert.doesNotMatch(fix('retries-zero', props('2.1.1', 'acks=all\nretries=0\n'), { fileName: 'producer.properties' }), /retries=/);
    // 0.11.0 has idempotence to offer; 0.10.2 has none (KIP-98), so the advice stops at the retry count.
    assert.match(d.message, /set enable\.idempotence=true/);
    const [o] = at(props('0.10.2', 'acks=all\nretries=0\n'));
    assert.match(o.message, /write a retry count such as retries=2147483647\.$/);
  });

  it('near misses stay silent: acks=0 or 1, retries unset, retries=3', () => {
    assert.deepEqual(at(props('2.8.2', 'acks=0\nretries=0\n')), []);
    assert.deepEqual(at(props('2.8.2', 'acks=1\nretries=0\n')), []);
    assert.deepEqual(at(props('2.8.2', 'acks=all\n')), []);
    assert.deepEqual(at(props('2.8.2', 'acks=all\nretries=3\n')), []);
  });

  it('where idempotence is on by default (3.9) idempotence-conflict alone reports retries=0', () => {
    const text = props('3.9.1', 'acks=all\nretries=0\n');
    assert.deepEqual(at(text), []);
    assert.equal(at(text, 'idempotence-conflict').length, 1);
  });
});
