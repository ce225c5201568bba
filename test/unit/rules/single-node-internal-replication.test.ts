// StripedReplicaPlacer refuses a replication factor above the registered brokers, and KafkaApis
// answers FindCoordinator with COORDINATOR_NOT_AVAILABLE while the internal topic is missing.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'single-node-internal-replication';
const opts = { fileName: 'server.properties' };
const HEAD = 'process.roles=broker,controller\nnode.id=1\n';
const TAIL = 'listeners=PLAINTEXT://:9092,CONTROLLER://:9093\ncontroller.listener.names=CONTROLLER\n';
const ONE_VOTER = `${HEAD}controller.quorum.voters=1@localhost:9093\n${TAIL}`;
const ONES = 'offsets.topic.replication.factor=1\ntransaction.state.log.replication.factor=1\n';

describe('single-node-internal-replication', () => {
  it('a written factor of 3 on a one-voter combined node: a warning on the value; the fix sets 1', () => {
    const text = `${ONE_VOTER}offsets.topic.replication.factor=3\ntransaction.state.log.replication.factor=1\n`;
    const [d, ...rest] = findings(ID, text, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 5, character: 33 }, end: { line: 5, character: 34 } });
    assert.match(d.message, /^offsets\.topic\.replication\.factor=3 on a node that is broker and controller with one voter \(controller\.quorum\.voters=1@localhost:9093\): if this node is the cluster's only broker, __consumer_offsets cannot be created, so FindCoordinator keeps answering COORDINATOR_NOT_AVAILABLE/);
    assert.match(d.message, /"The target replication factor of 3 cannot be reached because only 1 broker\(s\) are registered"/);
    const fixed = fix(ID, text, opts);
    assert.match(fixed, /^offsets\.topic\.replication\.factor=1$/m);
    assert.deepEqual(findings(ID, fixed, opts), []);
  });

  it('default.replication.factor and the transaction log written above 1, with one bootstrap address', () => {
    const text = `${HEAD}controller.quorum.bootstrap.servers=localhost:9093\n${TAIL}offsets.topic.replication.factor=1\ntransaction.state.log.replication.factor=2\ndefault.replication.factor=2\n`;
    const ds = findings(ID, text, opts);
    assert.equal(ds.length, 2);
    assert.match(ds[0].message, /^transaction\.state\.log\.replication\.factor=2 .*transactional producers cannot start/);
    assert.match(ds[1].message, /^default\.replication\.factor=2 .*auto-created topics/);
    assert.deepEqual(findings(ID, fix(ID, fix(ID, text, opts), opts), opts), []);
  });

  it('only the defaults (3): one information finding on the voter list; the fix writes both factors', () => {
    const [d, ...rest] = findings(ID, ONE_VOTER, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.equal(d.range.start.line, 2);
    assert.match(d.message, /^offsets\.topic\.replication\.factor=3 \(default\) and transaction\.state\.log\.replication\.factor=3 \(default\)/);
    const fixed = fix(ID, ONE_VOTER, opts);
    assert.match(fixed, /^offsets\.topic\.replication\.factor=1$/m);
    assert.match(fixed, /^transaction\.state\.log\.replication\.factor=1$/m);
    assert.deepEqual(findings(ID, fixed, opts), []);
  });

  it('near misses: three voters, a broker-only node, factors of 1, a templated voter list', () => {
    const three = `${HEAD}controller.quorum.voters=1@k1:9093,2@k2:9093,3@k3:9093\n${TAIL}offsets.topic.replication.factor=3\n`;
    assert.deepEqual(findings(ID, three, opts), []);
    const threeBootstrap = `${HEAD}controller.quorum.bootstrap.servers=k1:9093,k2:9093,k3:9093\n${TAIL}`;
    assert.deepEqual(findings(ID, threeBootstrap, opts), []);
    const brokerOnly = 'process.roles=broker\nnode.id=4\ncontroller.quorum.voters=1@ctl:9093\nlisteners=PLAINTEXT://:9092\ncontroller.listener.names=CONTROLLER\noffsets.topic.replication.factor=3\n';
    assert.deepEqual(findings(ID, brokerOnly, opts), []);
    assert.deepEqual(findings(ID, `${ONE_VOTER}${ONES}`, opts), []);
    const templated = `${HEAD}controller.quorum.voters={{ voters }}\n${TAIL}offsets.topic.replication.factor=3\n`;
    assert.deepEqual(findings(ID, templated, opts), []);
  });

  it('its documented examples', () => assertDocsExamples(ID));
});
