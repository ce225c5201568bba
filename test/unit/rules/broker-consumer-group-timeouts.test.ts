// GroupCoordinatorConfig's require(...) checks, present in kafka-group-coordinator 4.0.2–4.4.0;
// defaults from the catalogs: session 45000 in [45000, 60000], heartbeat 5000 in [5000, 15000].
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { brokerConsumerGroupTimeouts } from '../../../server/src/service/rules/brokerConsumerGroupTimeouts';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'broker-consumer-group-timeouts';
const opts = { fileName: 'server.properties' };
const KRAFT = 'process.roles=broker,controller\nnode.id=1\ncontroller.quorum.voters=1@localhost:9093\nlisteners=PLAINTEXT://:9092,CONTROLLER://:9093\ncontroller.listener.names=CONTROLLER\n';

describe('broker-consumer-group-timeouts (GroupCoordinatorConfig, KIP-848)', () => {
  it('a session below the default minimum: an error on the value; the fix lowers the minimum', () => {
    const text = `${KRAFT}group.consumer.session.timeout.ms=10000\n`;
    const [d, ...rest] = findings(ID, text, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.deepEqual(d.range, { start: { line: 5, character: 34 }, end: { line: 5, character: 39 } });
    assert.match(d.message, /^group\.consumer\.session\.timeout\.ms=10000 must be greater than or equal to group\.consumer\.min\.session\.timeout\.ms=45000 \(default\): a Kafka 4\.4\.0 broker refuses to start/);
    const fixed = fix(ID, text, opts);
    assert.match(fixed, /^group\.consumer\.min\.session\.timeout\.ms=10000$/m);
    assert.deepEqual(findings(ID, fixed, opts), []);
  });

  it('a heartbeat not below the session, and one above its maximum', () => {
    const text = `${KRAFT}group.consumer.max.heartbeat.interval.ms=60000\ngroup.consumer.heartbeat.interval.ms=50000\n`;
    const [d] = findings(ID, text, opts);
    assert.match(d.message, /^group\.consumer\.heartbeat\.interval\.ms=50000 must be less than group\.consumer\.session\.timeout\.ms=45000 \(default\)/);
    assert.match(fix(ID, text, opts), /^group\.consumer\.heartbeat\.interval\.ms=15000$/m);
    assert.equal(findings(ID, `${KRAFT}group.consumer.heartbeat.interval.ms=20000\n`, opts).length, 1);
  });

  it('near misses: values inside the bounds, a lowered minimum, a 3.9 broker', () => {
    assert.deepEqual(findings(ID, `${KRAFT}group.consumer.session.timeout.ms=50000\ngroup.consumer.heartbeat.interval.ms=10000\n`, opts), []);
    assert.deepEqual(findings(ID, `${KRAFT}group.consumer.min.session.timeout.ms=6000\ngroup.consumer.session.timeout.ms=6000\n`, opts), []);
    assert.deepEqual(findings(ID, `# kafka-tuning: client=java@3.9\n${KRAFT}group.consumer.session.timeout.ms=10000\n`, opts), []);
    assert.deepEqual(findings(ID, KRAFT, opts), []);
  });

  it('its documented examples', () => assertDocsExamples(brokerConsumerGroupTimeouts));
});

describe('broker-consumer-group-timeouts on a controller-only node', () => {
  it('is silent: a controller runs no group coordinator', () => {
    const text = 'process.roles=controller\nnode.id=1\ncontroller.quorum.voters=1@localhost:9093\nlisteners=CONTROLLER://:9093\ncontroller.listener.names=CONTROLLER\ngroup.consumer.session.timeout.ms=10000\n';
    assert.deepEqual(findings(ID, text, { fileName: 'controller.properties' }), []);
  });
});
