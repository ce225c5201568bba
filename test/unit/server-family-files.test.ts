// Files of Kafka-family servers that are not brokers (ksqlDB, Schema Registry, REST Proxy) and the
// MirrorMaker 2 connectors' client prefixes: no broker rule, and no "not a setting" for the
// prefixes MirrorConnectorConfig reads.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lint } from '../support/service';

describe('Kafka-family server files and MirrorMaker 2 connectors', () => {
  it('a ksqlDB server file with an http listener is not read as a broker', () => {
    const ds = lint('bootstrap.servers=kafka:9092\nlisteners=http://0.0.0.0:8088\nksql.service.id=orders_\nksql.streams.num.stream.threads=2\n', { fileName: 'ksql-server.properties' });
    assert.deepEqual(ds.filter((d) => d.severity !== 4).map((d) => d.code), []);
  });

  it('a broker file is still a broker file without its name saying so (near miss)', () => {
    const ds = lint('node.id=1\nprocess.roles=broker\nlisteners=SSL://:9093\ncontroller.quorum.bootstrap.servers=c:9094\ncontroller.listener.names=CONTROLLER\nlog.dirs=/var/lib/kafka\n', { fileName: 'node-1.properties' });
    assert.ok(ds.some((d) => d.code === 'inter-broker-listener-missing'), ds.map((d) => d.code).join(','));
  });

  it('a MirrorSourceConnector config on a Connect cluster: source.cluster.* and target.cluster.* are its clients\' settings', () => {
    const text = 'name=mm2-source\nconnector.class=org.apache.kafka.connect.mirror.MirrorSourceConnector\nsource.cluster.alias=primary\ntarget.cluster.alias=backup\nsource.cluster.bootstrap.servers=primary:9092\ntarget.cluster.bootstrap.servers=backup:9092\ntopics=orders.*\n';
    for (const fileName of ['orders-mirror-connector.properties', 'mm2-source.properties']) assert.deepEqual(lint(text, { fileName }).map((d) => d.code), [], fileName);
  });
});
