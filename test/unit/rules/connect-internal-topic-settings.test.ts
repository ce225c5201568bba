// A distributed worker's config.storage.* / offset.storage.* / status.storage.* keys that the worker
// does not define itself are settings of its internal topics (KIP-605, DistributedConfig.topicSettings):
// read, not unknown (check 59's untrue hint), and a misspelt one is refused by the broker when the
// worker creates the topic, as any unknown topic setting is (LogConfig.validateNames).
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

  it('a misspelt one: the broker refuses it when the worker creates the topic, and the message says so', () => {
    const [d, ...rest] = lint(`${WORKER}status.storage.retention.msx=604800000\n`, opts).filter((x) => x.code === 'unknown-key');
    assert.equal(rest.length, 0);
    assert.equal(d.message, "Unknown key 'status.storage.retention.msx' for a topic: the broker refuses a topic setting it does not know (InvalidConfigurationException \"Unknown topic config name: retention.msx\"), so creating or altering the topic with it fails. Did you mean 'status.storage.retention.ms'?");
  });

  it('near misses: the worker\'s own storage keys stay the worker\'s; a producer file has no such prefix', () => {
    const ds = lint(`${WORKER}offset.storage.replication.factor=3\noffset.storage.partitions=25\nstatus.storage.replication.factor=3\n`, opts);
    assert.deepEqual(ds.filter((d) => d.code === 'unknown-key'), []);
    assert.ok(lint('bootstrap.servers=k:9092\nacks=all\noffset.storage.cleanup.policy=compact\n', { fileName: 'producer.properties' }).some((d) => d.code === 'unknown-key' || d.code === 'application-keys' || d.code === 'wrong-role-key'));
  });
});
