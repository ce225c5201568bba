import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sessionTimeoutOutOfRange } from '../../../server/src/service/rules/sessionTimeoutOutOfRange';
import { checkKafkajs } from '../../support/kafkajsRule';
import { findings, fix } from '../../support/service';

const ID = 'session-timeout-out-of-range';
const opts = { fileName: 'consumer.properties' };

describe('session-timeout-out-of-range (broker group.min/max.session.timeout.ms)', () => {
  it('warns below the broker default minimum of 6 s', () => {
    const [d, ...rest] = findings(ID, 'group.id=billing\nsession.timeout.ms=3000\nheartbeat.interval.ms=1000\n', opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 1, character: 19 }, end: { line: 1, character: 23 } });
    assert.equal(d.message, 'session.timeout.ms=3000 ms (3 s) is below the broker\'s group.min.session.timeout.ms (6000 ms by default): the broker refuses its JoinGroup (INVALID_SESSION_TIMEOUT) and poll() throws InvalidSessionTimeoutException. Unless your cluster sets a different bound, keep it at or above that.');
  });

  it('is an error against the workspace broker\'s own bounds, and silent where they allow it', () => {
    const workspace = { groupMinSessionTimeoutMs: { value: '10000', file: 'config/server.properties' } };
    const [d] = findings(ID, 'session.timeout.ms=8000\n', { ...opts, workspace });
    assert.equal(d.severity, 1);
    assert.match(d.message, /^session\.timeout\.ms=8000 ms \(8 s\) is below group\.min\.session\.timeout\.ms=10000 in config\/server\.properties: the broker refuses its JoinGroup/);
    const lowered = { groupMinSessionTimeoutMs: { value: '2000', file: 'config/server.properties' } };
    assert.equal(findings(ID, 'session.timeout.ms=3000\n', { ...opts, workspace: lowered }).length, 0);
  });

  it('warns above the broker default maximum of 30 min', () => {
    const [d] = findings(ID, 'session.timeout.ms=3600000\n', opts);
    assert.match(d.message, /is above the broker's group\.max\.session\.timeout\.ms \(1800000 ms by default\)/);
  });

  it('fix sets the minimum and lowers the heartbeat to a third of it', () => {
    const text = 'session.timeout.ms=3000\n';
    const fixed = fix(ID, text, opts);
    assert.equal(fixed, 'session.timeout.ms=6000\nheartbeat.interval.ms=2000\n');
    assert.equal(findings(ID, fixed, opts).length, 0);
    assert.equal(findings('heartbeat-session-ratio', fixed, opts).length, 0);
  });

  it('stays silent at the bounds, on defaults, and with group.protocol=consumer', () => {
    assert.equal(findings(ID, 'session.timeout.ms=6000\nheartbeat.interval.ms=2000\n', opts).length, 0);
    assert.equal(findings(ID, 'session.timeout.ms=1800000\n', opts).length, 0);
    assert.equal(findings(ID, 'group.id=billing\n', opts).length, 0);
    assert.equal(findings(ID, 'group.protocol=consumer\nsession.timeout.ms=3000\n', opts).length, 0);
  });

  it('kafkajs and librdkafka consumers too', () => {
    const [k] = checkKafkajs(sessionTimeoutOutOfRange, 'sessionTimeout: 5000, heartbeatInterval: 1000');
    assert.equal(k.message, 'sessionTimeout=5000 ms (5 s) is below the broker\'s group.min.session.timeout.ms (6000 ms by default): the broker refuses its JoinGroup (INVALID_SESSION_TIMEOUT) and the consumer never joins its group. Unless your cluster sets a different bound, keep it at or above that.');
    assert.equal(checkKafkajs(sessionTimeoutOutOfRange, 'sessionTimeout: 10000').length, 0);
    const rd = "const Kafka = require('node-rdkafka');\nconst c = new Kafka.KafkaConsumer({ 'group.id': 'g', 'metadata.broker.list': 'b:9092', 'session.timeout.ms': 4000 }, {});\n";
    assert.equal(findings(ID, rd, { fileName: 'consumer.js' }).length, 1);
  });
});
