import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { findings, fix } from '../../support/service';

const broker = { fileName: 'server.properties' };
const topic = { fileName: 'topic-orders.properties' };

describe('min-insync-too-low', () => {
  it('fires on a broker with RF 3 and min.insync.replicas=1', () => {
    const [d, ...rest] = findings('min-insync-too-low', 'default.replication.factor=3\nmin.insync.replicas=1\n', broker);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 1, character: 20 }, end: { line: 1, character: 21 } });
    // Checks 63 and 67: acks=all waits for the whole in-sync set; the minimum matters once it shrinks.
    assert.equal(d.message, "min.insync.replicas=1 with default.replication.factor=3: acks=all waits only for the replicas still in sync, and with a minimum of 1 the leader keeps acknowledging writes when it is the last one in sync (followers slow or down), so losing that broker's disk then loses acknowledged data. With RF 3, min.insync.replicas=2 lets one broker be down while every write still needs two copies.");
  });

  it('a controller-only node holds no partition: silent, in a file and in a compose service (check 66); a combined node is judged', () => {
    assert.deepEqual(findings('min-insync-too-low', 'process.roles=controller\nnode.id=1\ndefault.replication.factor=3\n', { fileName: 'controller.properties' }), []);
    const compose = (roles: string) => `services:\n  controller-1:\n    image: confluentinc/cp-kafka:7.6.1\n    environment:\n      KAFKA_NODE_ID: 1\n      KAFKA_PROCESS_ROLES: ${roles}\n      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@controller-1:9093\n      KAFKA_CONTROLLER_LISTENER_NAMES: CONTROLLER\n      KAFKA_LISTENERS: CONTROLLER://:9093\n      KAFKA_DEFAULT_REPLICATION_FACTOR: 3\n`;
    assert.deepEqual(findings('min-insync-too-low', compose('controller'), { fileName: 'docker-compose.yml' }), []);
    assert.equal(findings('min-insync-too-low', 'process.roles=broker,controller\nnode.id=1\ndefault.replication.factor=3\n', broker).length, 1);
  });

  it('counts the broker default (1) when min.insync.replicas is not written', () => {
    const [d] = findings('min-insync-too-low', 'default.replication.factor=3\n', broker);
    assert.match(d.message, /^min\.insync\.replicas=1 \(default\) with default\.replication\.factor=3/);
    assert.deepEqual(d.range.start, { line: 0, character: 0 });
  });

  it('stays silent at 2, with RF 2 (near miss) or the default RF 1, and on the example broker', () => {
    assert.equal(findings('min-insync-too-low', 'default.replication.factor=3\nmin.insync.replicas=2\n', broker).length, 0);
    assert.equal(findings('min-insync-too-low', 'default.replication.factor=2\nmin.insync.replicas=1\n', broker).length, 0);
    assert.equal(findings('min-insync-too-low', 'min.insync.replicas=1\n', broker).length, 0);
    const server = readFileSync(join(__dirname, '../../../examples/broker/server.properties'), 'utf8');
    assert.equal(findings('min-insync-too-low', server, broker).length, 0);
    assert.equal(findings('min-insync-too-low', server.replace('min.insync.replicas=2', 'min.insync.replicas=1'), broker).length, 1);
  });

  it('on a topic file (RF unknown) notes an explicit 1 as information, naming the condition', () => {
    const [d, ...rest] = findings('min-insync-too-low', 'cleanup.policy=delete\nmin.insync.replicas=1\n', topic);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.equal(d.message, 'min.insync.replicas=1 on this topic: if it has 3 or more replicas, acks=all waits only for the replicas still in sync, and with a minimum of 1 the leader keeps acknowledging writes when it is the last one in sync (followers slow or down), so a single disk loss then loses acknowledged data. With 3 replicas, min.insync.replicas=2 keeps every acknowledged write on two brokers; keep 1 only for a topic with 1 or 2 replicas.');
    assert.equal(findings('min-insync-too-low', 'cleanup.policy=delete\n', topic).length, 0);
    assert.equal(findings('min-insync-too-low', 'min.insync.replicas=2\n', topic).length, 0);
    const fixed = fix('min-insync-too-low', 'min.insync.replicas=1\n', topic);
    assert.equal(fixed, 'min.insync.replicas=2\n');
    assert.equal(findings('min-insync-too-low', fixed, topic).length, 0);
  });

  it('a Compose broker: the image writes only its variables, so the default 1 counts; another image\'s own file is not guessed', () => {
    const compose = (image: string, extra = '') => `services:\n  kafka-1:\n    image: ${image}\n    environment:\n      KAFKA_CFG_NODE_ID: 1\n      KAFKA_NODE_ID: 1\n      KAFKA_PROCESS_ROLES: broker,controller\n      KAFKA_DEFAULT_REPLICATION_FACTOR: 3\n      KAFKA_CFG_DEFAULT_REPLICATION_FACTOR: 3\n${extra}`;
    const [d] = findings('min-insync-too-low', compose('confluentinc/cp-kafka:7.6.1'), { fileName: 'docker-compose.yml' });
    assert.match(d?.message ?? '', /^KAFKA_MIN_INSYNC_REPLICAS=1 \(default\) with KAFKA_DEFAULT_REPLICATION_FACTOR=3/);
    assert.deepEqual(findings('min-insync-too-low', compose('bitnami/kafka:3.7'), { fileName: 'docker-compose.yml' }), []);
    assert.equal(findings('min-insync-too-low', compose('bitnami/kafka:3.7', '      KAFKA_CFG_MIN_INSYNC_REPLICAS: 1\n'), { fileName: 'docker-compose.yml' }).length, 1);
    assert.deepEqual(findings('min-insync-too-low', compose('confluentinc/cp-kafka:7.6.1', '      KAFKA_MIN_INSYNC_REPLICAS: 2\n'), { fileName: 'docker-compose.yml' }), []);
  });

  it('fix sets 2 and clears the warning', () => {
    const text = 'default.replication.factor=3\nmin.insync.replicas=1\n';
    const fixed = fix('min-insync-too-low', text, broker);
    assert.equal(fixed, 'default.replication.factor=3\nmin.insync.replicas=2\n');
    assert.equal(findings('min-insync-too-low', fixed, broker).length, 0);
    const added = fix('min-insync-too-low', 'default.replication.factor=3\n', broker);
    assert.equal(added, 'default.replication.factor=3\nmin.insync.replicas=2\n');
  });
});
