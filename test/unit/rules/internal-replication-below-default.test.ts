import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'internal-replication-below-default';
const broker = { fileName: 'server.properties' };
const zk = (extra: string) => `broker.id=1\nzookeeper.connect=zk1:2181,zk2:2181,zk3:2181\nlisteners=SSL://:9093\nnum.partitions=8\n${extra}`;

describe('internal-replication-below-default (internal topics with one replica in a file that expects several brokers)', () => {
  it('one warning for one internal factor of 1 next to default.replication.factor=3; the fix writes 3', () => {
    const text = zk('default.replication.factor=3\nmin.insync.replicas=1\noffsets.topic.replication.factor=1\ntransaction.state.log.replication.factor=3\n');
    const [d, ...rest] = findings(ID, text, broker);
    assert.equal(rest.length, 0);
    assert.deepEqual([d.range.start.line, d.severity], [6, 2]);
    assert.equal(d.message, 'offsets.topic.replication.factor=1 while default.replication.factor=3: this file expects at least 3 brokers, yet __consumer_offsets is created with one replica, the only copy of the committed offsets and the group coordinator of the consumer groups that hash to it. While the broker holding one of its partitions is down they stop, and a lost disk loses them. Use 3; the value counts when the topic is first created (an existing topic keeps its replicas until they are reassigned).');
    const fixed = fix(ID, text, broker);
    assert.match(fixed, /offsets\.topic\.replication\.factor=3/);
    assert.deepEqual(findings(ID, fixed, broker), []);
  });

  it('both internal factors at 1 are one decision: one warning naming both, whose fix raises both', () => {
    const text = zk('default.replication.factor=3\nmin.insync.replicas=1\noffsets.topic.replication.factor=1\ntransaction.state.log.replication.factor=1\ntransaction.state.log.min.isr=1\n');
    const [d, ...rest] = findings(ID, text, broker);
    assert.equal(rest.length, 0);
    assert.equal(d.range.start.line, 6);
    assert.match(d.message, /^offsets\.topic\.replication\.factor=1 and transaction\.state\.log\.replication\.factor=1 while default\.replication\.factor=3: .*__consumer_offsets and __transaction_state are created with one replica each, .*the state of the transactions it coordinates\. .*Use 3 for both;/);
    const fixed = fix(ID, text, broker);
    assert.match(fixed, /offsets\.topic\.replication\.factor=3\ntransaction\.state\.log\.replication\.factor=3/);
    assert.deepEqual(findings(ID, fixed, broker), []);
  });

  it('near misses: a one-broker file (both 1), matching factors, an unwritten default, and internal factors left to Kafka', () => {
    assert.equal(findings(ID, zk('default.replication.factor=1\noffsets.topic.replication.factor=1\n'), broker).length, 0);
    assert.equal(findings(ID, zk('default.replication.factor=3\noffsets.topic.replication.factor=3\ntransaction.state.log.replication.factor=3\n'), broker).length, 0);
    assert.equal(findings(ID, zk('offsets.topic.replication.factor=1\n'), broker).length, 0);
    assert.equal(findings(ID, zk('default.replication.factor=3\n'), broker).length, 0);
  });

  it('a combined node in a quorum of three voters, without default.replication.factor: information naming the quorum; the fix writes 3', () => {
    const kraft = (voters: string, roles = 'broker,controller') => `process.roles=${roles}\nnode.id=1\ncontroller.quorum.voters=${voters}\nlisteners=PLAINTEXT://:9092,CONTROLLER://:9093\ncontroller.listener.names=CONTROLLER\noffsets.topic.replication.factor=1\ntransaction.state.log.replication.factor=1\n`;
    const three = kraft('1@k1:9093,2@k2:9093,3@k3:9093');
    const [d, ...rest] = findings(ID, three, broker);
    assert.equal(rest.length, 0);
    assert.deepEqual([d.range.start.line, d.severity], [5, 3]);
    assert.match(d.message, /^offsets\.topic\.replication\.factor=1 and transaction\.state\.log\.replication\.factor=1 on a node that is broker and controller in a quorum of 3 voters \(controller\.quorum\.voters\): if the other voters are brokers too, as this one is, the cluster has 3 brokers/);
    assert.deepEqual(findings(ID, fix(ID, three, broker), broker), []);
    // Near misses: one voter (single-node-internal-replication's matter), two voters, a broker-only node, a templated list.
    assert.deepEqual(findings(ID, kraft('1@k1:9093'), broker), []);
    assert.deepEqual(findings(ID, kraft('1@k1:9093,2@k2:9093'), broker), []);
    assert.deepEqual(findings(ID, kraft('1@k1:9093,2@k2:9093,3@k3:9093', 'broker'), broker), []);
    assert.deepEqual(findings(ID, kraft('${VOTERS}'), broker), []);
  });

  it('documents a bad example it fires on and a good one it is silent on', () => assertDocsExamples(ID));
});
