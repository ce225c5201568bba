import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { connectStorageReplicationLocal } from '../../../server/src/service/rules/connectStorageReplicationLocal';
import { assertDocsExamples } from '../../support/ruleDocs';
import { applyEdits, findings, quickFixes } from '../../support/service';

const ID = 'connect-storage-replication-local';
const opts = { fileName: 'connect-distributed.properties' };
const worker = (bootstrap: string, extra = '') => `bootstrap.servers=${bootstrap}\ngroup.id=connect-cluster\nkey.converter=org.apache.kafka.connect.json.JsonConverter\nvalue.converter=org.apache.kafka.connect.json.JsonConverter\noffset.storage.topic=connect-offsets\nconfig.storage.topic=connect-configs\nstatus.storage.topic=connect-status\n${extra}`;

describe('connect-storage-replication-local', () => {
  it('one local address, no storage factor written: information on the address, a fix that writes 1 three times', () => {
    const [d, ...rest] = findings(ID, worker('localhost:9092'), opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.equal(d.range.start.line, 0);
    assert.match(d.message, /^A distributed worker on one broker address on this machine \(localhost:9092\) with config, offset and status storage replication factors of 3 \(the defaults\): if that is a one-broker development cluster/);
    const fixed = applyEdits(worker('localhost:9092'), Object.values(quickFixes(ID, worker('localhost:9092'), opts)[0].edit!.changes!)[0]);
    assert.deepEqual(findings(ID, fixed, opts), []);
    assert.match(fixed, /offset\.storage\.replication\.factor=1/);
  });

  it('Kafka\'s 3 copied into the file is the same ask: information naming the written values (check 74); the fix writes 1', () => {
    const three = worker('localhost:9092', 'offset.storage.replication.factor=3\nconfig.storage.replication.factor=3\nstatus.storage.replication.factor=3\n');
    const [d] = findings(ID, three, opts);
    assert.equal(d?.severity, 3);
    assert.match(d.message, /with config\.storage\.replication\.factor=3, offset\.storage\.replication\.factor=3, status\.storage\.replication\.factor=3: if that is a one-broker development cluster/);
    const fixed = applyEdits(three, Object.values(quickFixes(ID, three, opts)[0].edit!.changes!)[0]);
    assert.deepEqual(findings(ID, fixed, opts), []);
    assert.doesNotMatch(fixed, /factor=3/);
  });

  it('near misses stay silent: a factor of 1 written, several addresses, a remote broker, a standalone worker', () => {
    assert.deepEqual(findings(ID, worker('localhost:9092', 'offset.storage.replication.factor=1\n'), opts), []);
    assert.deepEqual(findings(ID, worker('localhost:9092,localhost:9093,localhost:9094'), opts), []);
    assert.deepEqual(findings(ID, worker('kafka-1.prod:9092'), opts), []);
    assert.deepEqual(findings(ID, 'bootstrap.servers=localhost:9092\noffset.storage.file.filename=/tmp/connect.offsets\nkey.converter=org.apache.kafka.connect.json.JsonConverter\nvalue.converter=org.apache.kafka.connect.json.JsonConverter\n', { fileName: 'connect-standalone.properties' }), []);
  });

  it('a compose cluster of known size is left to replicas-above-compose-brokers', () => {
    const workspace = { compose: [{ file: 'file:///test/docker-compose.yml', label: 'docker-compose.yml', services: [{ service: 'kafka', hosts: ['kafka'], localPorts: [9092], image: 'apache/kafka:3.9.1', kafkaVersion: '3.9.1', kind: 'broker' as const, cluster: 'single:kafka' }] }] };
    assert.deepEqual(findings(ID, worker('localhost:9092'), { ...opts, workspace }), []);
    assert.equal(findings('replicas-above-compose-brokers', worker('localhost:9092'), { ...opts, workspace }).length, 1);
  });

  it('its documented examples', () => assertDocsExamples(connectStorageReplicationLocal));
});
