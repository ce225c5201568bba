// Derived from the generated catalogs: auto.include.jmx.reporter is in 3.9.1 and not in 4.0.2;
// Streams' retries likewise; log.message.format.version leaves the broker in 4.0.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { removedInNewerKafka } from '../../../server/src/service/rules/removedInNewerKafka';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'removed-in-newer-kafka';

describe('removed-in-newer-kafka (catalog lifecycle)', () => {
  it('a 3.9 producer with auto.include.jmx.reporter: information on the key, naming 4.0', () => {
    const [d, ...rest] = findings(ID, '# kafka-tuning: client=java@3.9\nbootstrap.servers=kafka:9092\nauto.include.jmx.reporter=false\n', { fileName: 'producer.properties' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.deepEqual(d.range, { start: { line: 2, character: 0 }, end: { line: 2, character: 25 } });
    assert.equal(d.message, "'auto.include.jmx.reporter' works on Kafka 3.9, deprecated since Kafka 3.4, but was removed in Kafka 4.0: after that upgrade it is only logged as an unused configuration and the default applies. Plan its replacement or removal now.");
  });

  it('a ZooKeeper-mode broker of a known 3.x version: its zookeeper.* keys are left to zookeeper-mode\'s one note (check 88)', () => {
    const broker = '# kafka-tuning: client=java@3.6\nbroker.id=1\nzookeeper.connect=zk:2181\nzookeeper.connection.timeout.ms=18000\nlog.message.format.version=3.0\n';
    assert.deepEqual(findings(ID, broker, { fileName: 'server.properties' }).map((x) => x.range.start.line), [4]);
    const [z, ...more] = findings('zookeeper-mode', broker, { fileName: 'server.properties' });
    assert.equal(more.length, 0);
    assert.equal(z.range.start.line, 2);
    assert.match(z.message, /^ZooKeeper-mode broker \(zookeeper\.connect, no process\.roles\) on Kafka 3\.6\. ZooKeeper mode was removed in Kafka 4\.0/);
    // Near miss: a KRaft broker of 3.6 that names zookeeper.connect for a migration is no ZooKeeper-mode broker.
    assert.deepEqual(findings('zookeeper-mode', '# kafka-tuning: client=java@3.6\nprocess.roles=broker\nnode.id=1\nzookeeper.connect=zk:2181\nzookeeper.metadata.migration.enable=true\ncontroller.quorum.voters=3000@c:9093\n', { fileName: 'server.properties' }), []);
  });

  it('a gap between catalogs is named as such; Streams and KRaft broker keys too', () => {
    const [d] = findings(ID, '# kafka-tuning: client=java@3.0\napplication.id=a\nbootstrap.servers=k:9092\nretries=5\n', { fileName: 'streams.properties' });
    assert.match(d.message, /^'retries' works on Kafka 3\.0, deprecated since Kafka 2\.8 or earlier, but was removed in Kafka 4\.0/);
    const broker = '# kafka-tuning: client=java@3.9\nprocess.roles=broker,controller\nnode.id=1\ncontroller.quorum.voters=1@localhost:9093\nlog.message.format.version=3.0\n';
    assert.deepEqual(findings(ID, broker, { fileName: 'server.properties' }).map((x) => x.range.start.line), [4]);
  });

  it('names the replacement the deprecation text gives (KafkaConfig 2.8: "DEPRECATED … Use listeners instead")', () => {
    const broker = '# kafka-tuning: client=java@2.8\nprocess.roles=broker,controller\nnode.id=1\ncontroller.quorum.voters=1@localhost:9093\nport=9092\n';
    const [d] = findings(ID, broker, { fileName: 'server.properties' });
    assert.match(d.message, /^'port' works on Kafka 2\.8, deprecated since Kafka 2\.8 or earlier, but was removed in Kafka 3\.0: .* Use 'listeners' instead\.$/);
  });

  it('near misses: the newest version, an unknown version, a key every version has, a ZooKeeper broker', () => {
    assert.deepEqual(findings(ID, '# kafka-tuning: client=java@4.1\nbootstrap.servers=kafka:9092\nlinger.ms=5\n', { fileName: 'producer.properties' }), []);
    assert.deepEqual(findings(ID, 'bootstrap.servers=kafka:9092\nauto.include.jmx.reporter=false\n', { fileName: 'producer.properties' }), []);
    assert.deepEqual(findings(ID, '# kafka-tuning: client=java@3.9\nbootstrap.servers=kafka:9092\nlinger.ms=5\n', { fileName: 'producer.properties' }), []);
    assert.deepEqual(findings(ID, 'broker.id=1\nzookeeper.connect=zk:2181\nlog.dirs=/var/lib/kafka\nlog.message.format.version=2.8\n', { fileName: 'server.properties' }), []);
  });

  it('its documented examples', () => assertDocsExamples(removedInNewerKafka));
});
