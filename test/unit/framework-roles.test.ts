// Kafka Streams, Connect (worker and connector) and MirrorMaker 2 as roles of their own: detection
// from file names and the keys they require, their keys checked against their generated catalogs,
// their client prefixes against the clients' ConfigDefs. Each firing case has a near miss that
// must stay silent.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { catalogFor } from '../../server/src/service/catalog';
import { propertiesSites } from '../../server/src/service/sites/properties';
import { roleFromFileName } from '../../server/src/service/sites/roles';
import { doc, lint, service } from '../support/service';

const sites = (text: string, name: string) => propertiesSites(doc(text, name), catalogFor()).sites;
const lines = (text: string, name: string) => lint(text, { fileName: name }).map((d) => `${d.range.start.line + 1} ${d.code}`);

const STREAMS_APP = `application.id=orders-enricher
bootstrap.servers=broker-1:9092
num.stream.threads=3
processing.guarantee=exactly_once_v2
default.key.serde=org.apache.kafka.common.serialization.Serdes$StringSerde
state.dir=/var/lib/orders-enricher
commit.interval.ms=1000
producer.linger.ms=20
producer.compression.type=lz4
consumer.max.poll.records=200
restore.consumer.max.poll.records=2000
topic.segment.bytes=104857600
`;

// Written after Kafka's config/connect-distributed.properties: the keys a distributed worker needs.
const WORKER = `bootstrap.servers=broker-1:9092,broker-2:9092
group.id=orders-connect
key.converter=org.apache.kafka.connect.json.JsonConverter
value.converter=org.apache.kafka.connect.json.JsonConverter
key.converter.schemas.enable=true
value.converter.schemas.enable=true
offset.storage.topic=orders-connect-offsets
offset.storage.replication.factor=3
config.storage.topic=orders-connect-configs
config.storage.replication.factor=3
status.storage.topic=orders-connect-status
status.storage.replication.factor=3
offset.flush.interval.ms=10000
listeners=HTTP://:8083
plugin.path=/opt/connect/plugins
config.providers=file
config.providers.file.class=org.apache.kafka.common.config.provider.FileConfigProvider
producer.compression.type=zstd
consumer.max.poll.records=500
`;

const CONNECTOR = `name=local-file-source
connector.class=FileStreamSource
tasks.max=1
file=/var/log/app/orders.log
topic=orders-raw
errors.tolerance=all
errors.log.enable=true
producer.override.linger.ms=10
transforms=addSource
transforms.addSource.type=org.apache.kafka.connect.transforms.InsertField$Value
transforms.addSource.static.field=source
`;

const MM2 = `clusters = primary, backup
primary.bootstrap.servers = p1:9092,p2:9092
backup.bootstrap.servers = b1:9092,b2:9092
primary->backup.enabled = true
primary->backup.topics = orders.*, payments.*
backup->primary.enabled = false
replication.factor = 3
checkpoints.topic.replication.factor = 3
offset-syncs.topic.replication.factor = 3
offset.storage.replication.factor = 3
sync.topic.acls.enabled = false
primary.producer.linger.ms = 5
backup.consumer.max.poll.records = 1000
primary->backup.emit.heartbeats.enabled = true
`;

describe('Streams, Connect and MirrorMaker 2 roles: detection', () => {
  it('file names: Kafka\'s own connect-*/mirror-maker files and *streams* files', () => {
    assert.equal(roleFromFileName('config/connect-distributed.properties'), 'connect');
    assert.equal(roleFromFileName('connect-standalone.properties'), 'connect');
    assert.equal(roleFromFileName('connect-mirror-maker.properties'), 'mirrormaker');
    assert.equal(roleFromFileName('connect-file-source.properties'), 'connector');
    assert.equal(roleFromFileName('orders-streams.properties'), 'streams');
    // near miss: ordinary client files keep their roles
    assert.equal(roleFromFileName('producer.properties'), 'producer');
    assert.equal(roleFromFileName('consumer-connect.properties'), 'consumer');
  });

  it('keys: application.id ⇒ Streams, connector.class ⇒ connector, group.id + config.storage.topic ⇒ worker, clusters + <alias>.bootstrap.servers ⇒ MirrorMaker 2', () => {
    assert.equal(sites(STREAMS_APP, 'app.properties')[0].role, 'streams');
    assert.equal(sites(WORKER, 'worker.properties')[0].role, 'connect');
    assert.equal(sites('offset.storage.file.filename=/tmp/offsets\nbootstrap.servers=x:9092\n', 'worker.properties')[0].role, 'connect');
    assert.equal(sites(CONNECTOR, 'orders.properties')[0].role, 'connector');
    assert.equal(sites(MM2, 'replication.properties')[0].role, 'mirrormaker');
    assert.equal(sites('application.id=a\nbootstrap.servers=x:9092\n', 'app.properties')[0].role, 'streams');
  });

  it('near miss: one foreign key does not switch a client file\'s role', () => {
    assert.equal(sites('application.id=billing\nacks=all\nlinger.ms=5\nbatch.size=65536\n', 'app.properties')[0].role, 'producer');
    assert.equal(sites('config.storage.topic=x\nauto.offset.reset=earliest\nenable.auto.commit=false\n', 'app.properties')[0].role, 'consumer',
      'config.storage.topic without group.id is not a worker');
    assert.equal(sites('clusters=a\nbootstrap.servers=x:9092\nacks=all\nlinger.ms=1\n', 'app.properties')[0].role, 'producer');
  });

  it('a lone Connect worker key in a KRaft broker file is that key misplaced, not a framework file (check 72)', () => {
    const broker = 'process.roles=broker,controller\nnode.id=1\ncontroller.quorum.voters=1@kafka:9093\nlisteners=PLAINTEXT://:9092,CONTROLLER://:9093\nadvertised.listeners=PLAINTEXT://kafka:9092\ncontroller.listener.names=CONTROLLER\nlog.dirs=/var/lib/kafka/data\noffsets.topic.replication.factor=1\n';
    assert.deepEqual(lines(`${broker}config.storage.replication.factor=1\n`, 'server.properties').filter((l) => l.endsWith('wrong-role-key')), ['9 wrong-role-key']);
    // Near miss: the broker file alone has no foreign key.
    assert.deepEqual(lines(broker, 'server.properties').filter((l) => l.endsWith('wrong-role-key')), []);
  });

  it('Streams prefixes become the right client (or topic) sites', () => {
    const byPrefix = Object.fromEntries(sites(STREAMS_APP, 'app.properties').map((s) => [s.identity, s.role]));
    assert.deepEqual(byPrefix, {
      'properties': 'streams', 'properties:producer.': 'producer', 'properties:consumer.': 'consumer',
      'properties:restore.consumer.': 'consumer', 'properties:topic.': 'topic',
    });
  });

  it('MirrorMaker 2: one site per cluster and per flow; <alias>.producer.* goes to the producer', () => {
    const s = sites(MM2, 'connect-mirror-maker.properties');
    assert.deepEqual(s.map((x) => `${x.identity}=${x.role}`), [
      'properties=mirrormaker', 'properties:primary.=mirrormaker', 'properties:backup.=mirrormaker',
      'properties:primary->backup.=mirrormaker', 'properties:backup->primary.=mirrormaker',
      'properties:primary.producer.=producer', 'properties:backup.consumer.=consumer',
    ]);
  });

  it('Java: a map that reaches new KafkaStreams(topology, props) is a Streams site', () => {
    const java = `import java.util.Properties;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.streams.KafkaStreams;
import org.apache.kafka.streams.StreamsConfig;
class App {
  void run(org.apache.kafka.streams.Topology topology) {
    Properties props = new Properties();
    props.put("application.id", "orders");
    props.put("bootstrap.servers", "b:9092");
    props.put(StreamsConfig.producerPrefix(ProducerConfig.LINGER_MS_CONFIG), 20);
    props.put("consumer.fetch.min.byte", 1024);
    new KafkaStreams(topology, props).start();
  }
}
`;
    const svc = service();
    const d = doc(java, 'App.java');
    assert.deepEqual(svc.sites(d).map((s) => s.role), ['streams']);
    const found = svc.diagnostics(d).map((x) => `${x.range.start.line + 1} ${x.code} ${x.message}`);
    assert.equal(found.length, 1, found.join('\n'));
    assert.match(found[0], /^11 unknown-key .*'consumer\.fetch\.min\.bytes'/);
  });
});

describe('Streams, Connect and MirrorMaker 2 roles: validation', () => {
  it('a clean Streams app, worker, connector and MirrorMaker 2 file get no finding', () => {
    assert.deepEqual(lines(STREAMS_APP, 'orders-streams.properties'), []);
    assert.deepEqual(lines(WORKER, 'connect-distributed.properties'), [], 'offset.flush.interval.ms is a worker key, not a misspelt log.flush.interval.ms');
    assert.deepEqual(lines(CONNECTOR, 'connect-file-source.properties'), [], 'file and topic are the connector\'s own keys');
    assert.deepEqual(lines(MM2, 'connect-mirror-maker.properties'), []);
  });

  it('a Streams typo and a typo under producer. are reported against the right ConfigDef', () => {
    const text = STREAMS_APP + 'num.stream.thread=4\nproducer.lingr.ms=5\n';
    const found = lint(text, { fileName: 'orders-streams.properties' });
    assert.deepEqual(found.map((d) => `${d.range.start.line + 1} ${d.code}`), ['13 unknown-key', '14 unknown-key']);
    assert.match(found[0].message, /for a Kafka Streams application.*'num\.stream\.threads'/);
    assert.match(found[1].message, /^Unknown key 'producer\.lingr\.ms' for a producer.*'producer\.linger\.ms'/);
  });

  it('Connect: errors.* and producer.override.* typos fire; the connector\'s own keys do not', () => {
    const found = lines(CONNECTOR + 'errors.tolerence=all\nproducer.override.batch.sise=65536\n', 'connect-file-source.properties');
    assert.deepEqual(found, ['12 unknown-key', '13 unknown-key']);
  });

  it('a worker key misspelt, and a connector key in a worker, are reported', () => {
    const found = lint(WORKER + 'status.storage.topik=x\ntasks.max=4\n', { fileName: 'connect-distributed.properties' });
    assert.deepEqual(found.map((d) => `${d.range.start.line + 1} ${d.code}`), ['20 unknown-key', '21 wrong-role-key']);
    assert.match(found[1].message, /'tasks\.max' is a Connect connector\/MirrorMaker 2 driver setting, not one a Connect worker reads: Kafka ignores it in this file \(fine if your own code reads it from here\)\./);
  });

  it('a connector-level producer.override.* in a worker file is said to belong to the connector, not called an application key', () => {
    const found = lint(WORKER + 'producer.override.acks=all\n', { fileName: 'connect-distributed.properties' });
    assert.deepEqual(found.map((d) => `${d.range.start.line + 1} ${d.code}`), ['20 wrong-role-key']);
    assert.match(found[0].message, /^'producer\.override\.acks' is a connector-level override \(KIP-458\)/);
    // near miss: the same line in a connector's own config is its to set
    assert.deepEqual(lint(CONNECTOR + 'producer.override.acks=all\n', { fileName: 'connect-file-source.properties' }), []);
  });

  it('MirrorMaker 2: a misspelt flow setting fires; cluster and flow prefixes do not', () => {
    const found = lint(MM2 + 'primary->backup.sync.group.offset.enabled = true\n', { fileName: 'connect-mirror-maker.properties' });
    assert.deepEqual(found.map((d) => `${d.range.start.line + 1} ${d.code}`), ['15 unknown-key']);
    assert.match(found[0].message, /'primary->backup\.sync\.group\.offsets\.enabled'/);
  });

  it('MirrorMaker 2: admin.listeners is the Connect REST admin listener (KIP-495), not an admin client\'s "listeners"', () => {
    // An independent check found "'listeners' is a broker setting; an admin client ignores it" here.
    assert.deepEqual(lines(MM2 + 'admin.listeners = http://0.0.0.0:8083\n', 'connect-mirror-maker.properties'), []);
    // near miss: a real admin-client key under admin. is still the admin client's, and checked as one
    assert.deepEqual(lines(MM2 + 'admin.request.timeout.msx = 5000\n', 'connect-mirror-maker.properties'), ['15 unknown-key']);
  });

  it('config.providers.* is accepted in every role (AbstractConfig, KIP-297)', () => {
    const providers = 'config.providers=vault\nconfig.providers.vault.class=com.example.VaultProvider\nconfig.providers.vault.param.address=https://vault:8200\n';
    for (const [text, name] of [[STREAMS_APP, 'streams.properties'], [WORKER.replace(/^config\.providers.*\n/gm, ''), 'connect-distributed.properties'], ['acks=all\nlinger.ms=5\n', 'producer.properties']]) {
      assert.deepEqual(lines(text + providers, name), [], name);
    }
  });

  it('producer rules do not run on the Streams site itself, only on its producer.* site', () => {
    // linger.ms unprefixed in a Streams file goes to every client Streams creates: not "a producer setting in a consumer".
    assert.deepEqual(lines(STREAMS_APP + 'linger.ms=5\nmax.poll.records=100\n', 'orders-streams.properties'), []);
  });

  it('invalid values of Streams and worker keys are checked against StreamsConfig and DistributedConfig', () => {
    const streams = lint(STREAMS_APP.replace('exactly_once_v2', 'exactly_once_v3'), { fileName: 'orders-streams.properties' });
    assert.deepEqual(streams.map((d) => `${d.range.start.line + 1} ${d.code}`), ['4 invalid-value']);
    const worker = lint(WORKER.replace('offset.flush.interval.ms=10000', 'offset.flush.interval.ms=10s'), { fileName: 'connect-distributed.properties' });
    assert.deepEqual(worker.map((d) => `${d.range.start.line + 1} ${d.code}`), ['13 invalid-value']);
    // near miss: the valid spellings stay silent (the clean-file case above)
  });

  it('hover on a client key in a Streams file says Streams hands it to its clients', () => {
    const text = STREAMS_APP + 'linger.ms=5\n';
    const h = service().hover(doc(text, 'orders-streams.properties'), { line: 12, character: 1 });
    const md = (h?.contents as { value: string }).value;
    assert.match(md, /Not a Kafka Streams application key itself: it is handed on to the producer it creates/);
    const own = service().hover(doc(text, 'orders-streams.properties'), { line: 2, character: 1 });
    assert.match((own?.contents as { value: string }).value, /streamsconfigs_num\.stream\.threads/);
  });

  it('Connect standalone: Kafka-style worker and file sink stay silent; a distributed-only key in it is reported', () => {
    const standalone = `bootstrap.servers=localhost:9092
key.converter=org.apache.kafka.connect.json.JsonConverter
value.converter=org.apache.kafka.connect.json.JsonConverter
key.converter.schemas.enable=true
value.converter.schemas.enable=true
offset.storage.file.filename=/var/lib/connect/connect.offsets
offset.flush.interval.ms=10000
plugin.path=/opt/connect/plugins
`;
    assert.deepEqual(lines(standalone, 'connect-standalone.properties'), []);
    assert.deepEqual(lines('name=local-file-sink\nconnector.class=FileStreamSink\ntasks.max=1\nfile=/tmp/sink.txt\ntopics=orders\n', 'connect-file-sink.properties'), []);
    const found = lint(standalone + 'config.storage.topic=connect-configs\n', { fileName: 'connect-standalone.properties' });
    assert.deepEqual(found.map((d) => `${d.range.start.line + 1} ${d.code}`), ['9 wrong-role-key']);
    assert.match(found[0].message, /read by a distributed Connect worker \(DistributedConfig\); this standalone worker's config ignores it/);
    // near miss: the same key in a distributed worker's file is its own
    assert.deepEqual(lines(WORKER, 'connect-distributed.properties'), []);
    const reverse = lint(WORKER + 'offset.storage.file.filename=/tmp/offsets\n', { fileName: 'connect-distributed.properties' });
    assert.deepEqual(reverse.map((d) => `${d.range.start.line + 1} ${d.code} ${d.severity}`), ['20 wrong-role-key 4'], "the other mode's leftover is a hint");
    // A file named neither way with both modes' keys could be run by either script (check 25 met
    // one run distributed, check 75 one run standalone): neither mode's keys are called ignored.
    const unnamed = lint(WORKER + 'offset.storage.file.filename=/tmp/offsets\n', { fileName: 'worker.properties' });
    assert.deepEqual(unnamed.filter((d) => d.code === 'wrong-role-key'), []);
    const either = lint('bootstrap.servers=kafka:9092\ngroup.id=g\nkey.converter=org.apache.kafka.connect.json.JsonConverter\nvalue.converter=org.apache.kafka.connect.json.JsonConverter\noffset.storage.file.filename=/tmp/offsets\n', { fileName: 'worker.properties' });
    assert.deepEqual(either.filter((d) => d.code === 'wrong-role-key'), []);
  });
});
