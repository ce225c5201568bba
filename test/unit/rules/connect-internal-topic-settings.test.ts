// A distributed worker's config.storage.* / offset.storage.* / status.storage.* keys that the worker
// does not define itself are settings of its internal topics (KIP-605, DistributedConfig.topicSettings):
// read, not unknown (check 59's untrue hint); anything else under those prefixes stays the
// worker's own key (a misspelt status.storage.topic is reported as one).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lint } from '../../support/service';

const WORKER = 'bootstrap.servers=kafka:9092\ngroup.id=connect\nconfig.storage.topic=_configs\noffset.storage.topic=_offsets\nstatus.storage.topic=_status\nkey.converter=org.apache.kafka.connect.storage.StringConverter\nvalue.converter=org.apache.kafka.connect.storage.StringConverter\n';
const opts = { fileName: 'connect-distributed.properties' };

describe('Connect worker internal-topic settings (KIP-605)', () => {
  it('topic settings under the storage prefixes are known, cleanup.policy included', () => {
    const ds = lint(`${WORKER}offset.storage.cleanup.policy=compact\nconfig.storage.cleanup.policy=compact\noffset.storage.min.insync.replicas=2\nstatus.storage.segment.bytes=104857600\n`, opts);
    assert.deepEqual(ds.filter((d) => ['unknown-key', 'application-keys', 'wrong-role-key'].includes(String(d.code))).map((d) => d.message), []);
  });

  it('a key under those prefixes that is no topic setting stays the worker\'s: a misspelt worker key is reported as one', () => {
    const [d, ...rest] = lint(`${WORKER}status.storage.retention.msx=604800000\n`, opts).filter((x) => x.code === 'unknown-key' || x.code === 'application-keys');
    assert.equal(rest.length, 0);
    assert.match(d.message, /status\.storage\.retention\.msx/);
  });

  it('near misses: the worker\'s own storage keys stay the worker\'s; a producer file has no such prefix', () => {
    const ds = lint(`${WORKER}offset.storage.replication.factor=3\noffset.storage.partitions=25\nstatus.storage.replication.factor=3\n`, opts);
    assert.deepEqual(ds.filter((d) => d.code === 'unknown-key'), []);
    assert.ok(lint('bootstrap.servers=k:9092\nacks=all\noffset.storage.cleanup.policy=compact\n', { fileName: 'producer.properties' }).some((d) => d.code === 'unknown-key' || d.code === 'application-keys' || d.code === 'wrong-role-key'));
  });
});
