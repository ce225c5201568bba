import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings } from '../../support/service';

const ID = 'mirrormaker-connector-bootstrap-missing';
const conn = (cls: string, lines: string) => `name=mirror\nconnector.class=org.apache.kafka.connect.mirror.${cls}\nsource.cluster.alias=cluster1\ntarget.cluster.alias=cluster2\n${lines}topics=tasks\n`;
const at = (text: string) => findings(ID, text, { fileName: 'connect-mirror-maker.properties' });

describe('mirrormaker-connector-bootstrap-missing (MirrorConnectorConfig: a cluster\'s clients from its own prefix)', () => {
  it('an error per cluster with no address, on its alias line', () => {
    const ds = at(conn('MirrorSourceConnector', 'tasks.max=1\n'));
    assert.equal(ds.length, 2);
    assert.deepEqual(ds.map((d) => [d.severity, d.range.start.line]), [[1, 2], [1, 3]]);
    assert.match(ds[0].message, /^No source\.cluster\.bootstrap\.servers: MirrorMaker 2 builds the source cluster's clients from the source\.cluster\.\* keys .*the admin client the connector creates at start has no broker .*Add source\.cluster\.bootstrap\.servers with the 'cluster1' cluster's brokers\.$/);
    // A consumer.* address does not reach the admin client (review: MirrorConnectorConfig.targetAdminConfig).
    assert.equal(at(conn('MirrorHeartbeatConnector', 'consumer.bootstrap.servers=b:9092\n')).length, 1);
  });

  it('near misses stay silent: both addresses, a source.consumer. address, the heartbeat connector\'s source, another connector', () => {
    assert.deepEqual(at(conn('MirrorSourceConnector', 'source.cluster.bootstrap.servers=a:9092\ntarget.cluster.bootstrap.servers=b:9092\n')), []);
    assert.deepEqual(at(conn('MirrorCheckpointConnector', 'source.consumer.bootstrap.servers=a:9092\nsource.admin.bootstrap.servers=a:9092\ntarget.cluster.bootstrap.servers=b:9092\n')), []);
    assert.deepEqual(at(conn('MirrorHeartbeatConnector', 'target.cluster.bootstrap.servers=b:9092\n')), []);
    assert.deepEqual(at(conn('MirrorSourceConnector', 'tasks.max=1\n').replace('org.apache.kafka.connect.mirror.MirrorSourceConnector', 'io.confluent.connect.replicator.ReplicatorSourceConnector')), []);
  });
});
