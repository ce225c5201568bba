import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix } from '../../support/service';

const ID = 'connect-storage-replication-partial';
const WORKER = 'bootstrap.servers=redpanda-0:9092\ngroup.id=pg-connect\nkey.converter=org.apache.kafka.connect.json.JsonConverter\nvalue.converter=org.apache.kafka.connect.json.JsonConverter\noffset.storage.topic=pg_offsets\nconfig.storage.topic=pg_configs\nstatus.storage.topic=pg_status\n';
const at = (extra: string) => findings(ID, WORKER + extra, { fileName: 'connect-distributed.properties' });

describe('connect-storage-replication-partial (some storage factors lowered, another left at 3)', () => {
  it('warns on the lowered line, naming the unwritten factor and its topic', () => {
    const [d, ...rest] = at('config.storage.replication.factor=1\nstatus.storage.replication.factor=1\n');
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 7);
    assert.match(d.message, /^config\.storage\.replication\.factor=1, status\.storage\.replication\.factor=1 suggest a cluster of one broker, but offset\.storage\.replication\.factor is not written and asks for 3 replicas .*: if the cluster has fewer than 3 brokers, the controller refuses that topic \(pg_offsets\) and the worker exits at start-up/);
  });

  it('the fix writes the missing factor with the same size; the result is silent', () => {
    const fixed = fix(ID, `${WORKER}config.storage.replication.factor=2\n`, { fileName: 'connect-distributed.properties' });
    assert.match(fixed, /offset\.storage\.replication\.factor=2/);
    assert.match(fixed, /status\.storage\.replication\.factor=2/);
    assert.deepEqual(findings(ID, fixed, { fileName: 'connect-distributed.properties' }), []);
  });

  it('near misses stay silent: all three written, none written, -1, factors of 3, a standalone worker', () => {
    assert.deepEqual(at('config.storage.replication.factor=1\noffset.storage.replication.factor=1\nstatus.storage.replication.factor=1\n'), []);
    assert.deepEqual(at(''), []);
    assert.deepEqual(at('config.storage.replication.factor=-1\n'), []);
    assert.deepEqual(at('config.storage.replication.factor=3\n'), []);
    // Three brokers named: the default of 3 can be met (review of session 42).
    assert.deepEqual(findings(ID, WORKER.replace('redpanda-0:9092', 'k1:9092,k2:9092,k3:9092') + 'config.storage.replication.factor=1\n', { fileName: 'connect-distributed.properties' }), []);
    assert.deepEqual(findings(ID, 'bootstrap.servers=k:9092\nkey.converter=org.apache.kafka.connect.json.JsonConverter\nvalue.converter=org.apache.kafka.connect.json.JsonConverter\noffset.storage.file.filename=/tmp/connect.offsets\nconfig.storage.replication.factor=1\n', { fileName: 'connect-standalone.properties' }), []);
  });
});
