import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix } from '../../support/service';

describe('unclean-leader-election', () => {
  it('warns on a broker and on a topic, whatever the case of "true"', () => {
    const [d, ...rest] = findings('unclean-leader-election', 'unclean.leader.election.enable=true\n', { fileName: 'server.properties' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 0, character: 31 }, end: { line: 0, character: 35 } });
    assert.equal(d.message, 'unclean.leader.election.enable=true: when no in-sync replica is left, an out-of-sync one can become leader and the others truncate to it, so writes already acknowledged (even with acks=all and min.insync.replicas=2) are lost. Availability is bought with acknowledged data.');
    assert.equal(findings('unclean-leader-election', 'unclean.leader.election.enable=TRUE\n', { fileName: 'topic-orders.properties' }).length, 1);
  });

  it('stays silent on false, on the default, and on an invalid value (invalid-value reports that)', () => {
    assert.equal(findings('unclean-leader-election', 'unclean.leader.election.enable=false\n', { fileName: 'server.properties' }).length, 0);
    assert.equal(findings('unclean-leader-election', 'num.io.threads=8\n', { fileName: 'server.properties' }).length, 0);
    assert.equal(findings('unclean-leader-election', 'unclean.leader.election.enable=yes\n', { fileName: 'server.properties' }).length, 0);
  });

  it('reads the file\'s own replication factors: RF=1 for every topic means there is no other replica to elect', () => {
    const rf1 = 'default.replication.factor=1\noffsets.topic.replication.factor=1\ntransaction.state.log.replication.factor=1\nunclean.leader.election.enable=true\n';
    assert.equal(findings('unclean-leader-election', rf1, { fileName: 'server.properties' }).length, 0);
    // Near misses that still warn: one internal topic with 3 replicas, or a factor the file does not write.
    assert.equal(findings('unclean-leader-election', rf1.replace('offsets.topic.replication.factor=1', 'offsets.topic.replication.factor=3'), { fileName: 'server.properties' }).length, 1);
    assert.equal(findings('unclean-leader-election', rf1.replace('transaction.state.log.replication.factor=1\n', ''), { fileName: 'server.properties' }).length, 1);
  });

  it('fix sets false and clears the warning', () => {
    const fixed = fix('unclean-leader-election', 'unclean.leader.election.enable=true\n', { fileName: 'server.properties' });
    assert.equal(fixed, 'unclean.leader.election.enable=false\n');
    assert.equal(findings('unclean-leader-election', fixed, { fileName: 'server.properties' }).length, 0);
  });
});
