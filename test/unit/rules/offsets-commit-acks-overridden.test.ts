import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix } from '../../support/service';

const ID = 'offsets-commit-acks-overridden';
const ZK = 'broker.id=1\nlisteners=PLAINTEXT://:9092\nlog.dirs=/var/lib/kafka/data\nzookeeper.connect=zookeeper:2181\n';

describe('offsets-commit-acks-overridden (GroupMetadataManager.storeOffsets requiredAcks)', () => {
  it('warns on 0 and 1 with what is lost, and the fix removes the line', () => {
    const [d, ...rest] = findings(ID, `${ZK}offsets.commit.required.acks=0\n`, { fileName: 'server.properties' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 4);
    assert.match(d.message, /^offsets\.commit\.required\.acks=0: the group coordinator then answers a consumer's offset commit once its own log has it/);
    assert.equal(findings(ID, `${ZK}offsets.commit.required.acks=1\n`, { fileName: 'server.properties' }).length, 1);
    assert.equal(fix(ID, `${ZK}offsets.commit.required.acks=0\n`, { fileName: 'server.properties' }), ZK);
  });

  it('a value the broker refuses as acks (2): an error, every commit fails (ReplicaManager.isValidRequiredAcks)', () => {
    const [d] = findings(ID, `${ZK}offsets.commit.required.acks=2\n`, { fileName: 'server.properties' });
    assert.equal(d?.severity, 1);
    assert.match(d.message, /accepts only -1, 0 or 1 .*INVALID_REQUIRED_ACKS\), so every offset commit fails/);
  });

  it('near misses stay silent: -1 written, the key absent, a Kafka 4 broker (the key is gone there)', () => {
    assert.deepEqual(findings(ID, `${ZK}offsets.commit.required.acks=-1\n`, { fileName: 'server.properties' }), []);
    assert.deepEqual(findings(ID, ZK, { fileName: 'server.properties' }), []);
    assert.deepEqual(findings(ID, `process.roles=broker\nnode.id=2\ncontroller.quorum.voters=1@c:9093\nlisteners=PLAINTEXT://:9092\noffsets.commit.required.acks=1\n`, { fileName: 'server.properties' }), []);
    assert.deepEqual(findings(ID, `# kafka-tuning: client=java@4.1\nprocess.roles=broker\nnode.id=2\ncontroller.quorum.voters=1@c:9093\nlisteners=PLAINTEXT://:9092\noffsets.commit.required.acks=1\n`, { fileName: 'server.properties' }), []);
  });
});
