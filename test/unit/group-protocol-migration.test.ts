// The "Migrate to group.protocol=consumer" refactoring (KIP-848): the migrated config must be one
// the client accepts — no group-protocol-conflict (Java) or librdkafka-group-protocol-conflict.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CodeAction } from 'vscode-languageserver-types';
import { applyEdits, doc, findings, service } from '../support/service';

function migration(text: string, fileName: string): CodeAction | undefined {
  const d = doc(text, fileName);
  const actions = service().codeActions(d, { start: { line: 0, character: 0 }, end: { line: 99, character: 0 } }, ['refactor']);
  return actions.find((a) => a.title.startsWith('Kafka: Migrate to group.protocol=consumer'));
}

function apply(text: string, action: CodeAction): string {
  return applyEdits(text, Object.values(action.edit!.changes!)[0]);
}

const CLASSIC = 'bootstrap.servers=kafka:9092\ngroup.id=orders\nsession.timeout.ms=30000\nheartbeat.interval.ms=3000\npartition.assignment.strategy=org.apache.kafka.clients.consumer.CooperativeStickyAssignor\nmax.poll.records=200\n';

describe('group protocol migration (KIP-848 refactoring)', () => {
  it('Java: sets the protocol, removes the refused keys, keeps the rest, and names the uniform assignor', () => {
    const action = migration(CLASSIC, 'consumer.properties');
    assert.ok(action);
    assert.equal(action.title, "Kafka: Migrate to group.protocol=consumer (KIP-848); removes session.timeout.ms, heartbeat.interval.ms, partition.assignment.strategy (the broker's group.consumer.* settings take over, group.remote.assignor=uniform)");
    const out = apply(CLASSIC, action);
    assert.match(out, /^group\.protocol=consumer$/m);
    assert.match(out, /^group\.remote\.assignor=uniform$/m);
    assert.match(out, /^max\.poll\.records=200$/m);
    assert.doesNotMatch(out, /session\.timeout|heartbeat|partition\.assignment/);
    assert.deepEqual(findings('group-protocol-conflict', out, { fileName: 'consumer.properties' }), []);
  });

  it('group.protocol=classic written is rewritten in place; a range strategy becomes the range assignor', () => {
    const text = 'bootstrap.servers=kafka:9092\ngroup.id=orders\ngroup.protocol=classic\npartition.assignment.strategy=org.apache.kafka.clients.consumer.RangeAssignor\n';
    const out = apply(text, migration(text, 'consumer.properties')!);
    assert.equal(out, 'bootstrap.servers=kafka:9092\ngroup.id=orders\ngroup.protocol=consumer\ngroup.remote.assignor=range\n');
  });

  it('librdkafka (CKJS): group.protocol.type goes too, and the result is accepted (offered where its edits do not touch)', () => {
    const text = "// kafka-tuning: client=librdkafka@2.12.0\nimport { KafkaJS } from '@confluentinc/kafka-javascript';\nconst kafka = new KafkaJS.Kafka({});\nexport const c = kafka.consumer({\n  'bootstrap.servers': 'kafka:9092',\n  'group.id': 'orders',\n  'session.timeout.ms': 30000,\n  'group.protocol.type': 'consumer',\n  'max.poll.interval.ms': 300000,\n});\n";
    const action = migration(text, 'consumer.ts');
    assert.ok(action);
    const out = apply(text, action);
    assert.match(out, /'group\.protocol': 'consumer'/);
    assert.doesNotMatch(out, /session\.timeout|group\.protocol\.type/);
    assert.deepEqual(findings('librdkafka-group-protocol-conflict', out, { fileName: 'consumer.ts' }), []);
  });

  it('not offered: already on the consumer protocol, no group.id, a producer, a Java client before 4.0', () => {
    assert.equal(migration('bootstrap.servers=k:9092\ngroup.id=g\ngroup.protocol=consumer\n', 'consumer.properties'), undefined);
    assert.equal(migration('bootstrap.servers=k:9092\nauto.offset.reset=earliest\n', 'consumer.properties'), undefined);
    assert.equal(migration('bootstrap.servers=k:9092\nlinger.ms=5\n', 'producer.properties'), undefined);
    assert.equal(migration(`# kafka-tuning: client=java@3.9\n${CLASSIC}`, 'consumer.properties'), undefined);
  });
});
