import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings } from '../../support/service';

const ID = 'broker-default-compact';
const KRAFT = 'process.roles=broker,controller\nnode.id=1\ncontroller.quorum.voters=1@localhost:9093\nlisteners=PLAINTEXT://:9092,CONTROLLER://:9093\ncontroller.listener.names=CONTROLLER\nlog.dirs=/var/lib/kafka/data\n';

describe('broker-default-compact (LogValidator.validateKey on a compacted topic)', () => {
  it('warns on compact and compact,delete as the broker default, in a file and in a compose service', () => {
    const [d, ...rest] = findings(ID, `${KRAFT}log.cleanup.policy=compact\n`, { fileName: 'server.properties' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 6);
    assert.match(d.message, /^log\.cleanup\.policy=compact is the default of every topic that sets no cleanup\.policy of its own .*"Compacted topic cannot accept message without key"/);
    assert.equal(findings(ID, `${KRAFT}log.cleanup.policy=compact,delete\n`, { fileName: 'server.properties' }).length, 1);
    const compose = 'services:\n  kafka:\n    image: wurstmeister/kafka:2.13-2.8.1\n    environment:\n      KAFKA_ZOOKEEPER_CONNECT: zookeeper:2181\n      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:9092\n      KAFKA_LISTENERS: PLAINTEXT://:9092\n      KAFKA_LOG_CLEANUP_POLICY: compact\n';
    const [c] = findings(ID, compose, { fileName: 'docker-compose.yml' });
    assert.match(c?.message ?? '', /^KAFKA_LOG_CLEANUP_POLICY=compact is the default/);
  });

  it('near misses stay silent: delete, unset, and a topic config\'s own cleanup.policy', () => {
    assert.deepEqual(findings(ID, `${KRAFT}log.cleanup.policy=delete\n`, { fileName: 'server.properties' }), []);
    assert.deepEqual(findings(ID, KRAFT, { fileName: 'server.properties' }), []);
    assert.deepEqual(findings(ID, 'cleanup.policy=compact\nmin.cleanable.dirty.ratio=0.1\n', { fileName: 'topic.properties' }), []);
  });
});
