// The Kafka era of a file, read from the file: ZooKeeper-mode brokers (checked as 3.9, said once),
// the old Scala clients' names (one finding with today's names), and keys another version defines.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fix, lint } from '../../support/service';

const pom = (version: string) => ({ versions: { java: { client: 'java' as const, version, origin: 'pom.xml' } } });
const codes = (text: string, fileName: string, workspace?: ReturnType<typeof pom>) => lint(text, { fileName, workspace }).map((d) => `${d.range.start.line + 1}:${d.code}`);

const ZK_BROKER = 'broker.id=0\nlisteners=PLAINTEXT://:9092\nlog.dirs=/var/kafka\nzookeeper.connect=zk1:2181,zk2:2181/kafka\nzookeeper.connection.timeout.ms=18000\nzookeeper.ssl.client.enable=false\nnum.partitions=3\n';

describe('ZooKeeper-mode broker files', () => {
  it('one note, on zookeeper.connect, and no zookeeper.* key is called unknown', () => {
    const ds = lint(ZK_BROKER, { fileName: 'server.properties' });
    assert.deepEqual(ds.map((d) => `${d.range.start.line + 1}:${d.code}`), ['4:zookeeper-mode']);
    assert.equal(ds[0].severity, 4, "a hint: it explains what the file is checked against");
    assert.match(ds[0].message, /ZooKeeper mode was removed in Kafka 4\.0/);
    assert.match(ds[0].message, /checked against Kafka 3\.9\.1/);
  });

  it('a key a 3.x release removed is a hint there: 3.9 is only the newest release that runs the file', () => {
    const old = 'broker.id=1\nport=9092\nadvertised.port=9092\nzookeeper.connect=zk:2181\nlog.dirs=/kafka/logs\n';
    const ds = lint(old, { fileName: 'server.properties' }).filter((d) => d.code === 'unknown-key');
    assert.deepEqual(ds.map((d) => [d.range.start.line + 1, d.severity]), [[2, 4], [3, 4]]);
    assert.match(ds[0].message, /^'port' was removed in Kafka 3\.0: a broker of that release or newer does not read it\. This ZooKeeper-mode file is checked against Kafka 3\.9, the newest release that runs it; if it is for an older broker, which reads 'port', nothing is wrong\.$/);
    // The same key in a KRaft file is not read by any release that runs it; beside listeners, no
    // release ever used it (KafkaConfig 2.x read port only without listeners): a hint saying so.
    const kraft = 'process.roles=broker,controller\nnode.id=1\ncontroller.quorum.voters=1@c:9093\ncontroller.listener.names=CONTROLLER\nlisteners=PLAINTEXT://:9092,CONTROLLER://:9093\nlog.dirs=/var/kraft\nport=9092\n';
    const [k] = lint(kraft, { fileName: 'server.properties' }).filter((d) => d.code === 'unknown-key');
    assert.equal(k?.severity, 4);
    assert.match(k.message, /listeners is set here, and a broker that still knew port read it only without listeners: deleting it changes nothing\./);
  });

  it('a KRaft broker file in an application module is not checked against the kafka-clients the module builds with', () => {
    const kraft = 'process.roles=broker,controller\nnode.id=1\ncontroller.quorum.bootstrap.servers=c1:9093,c2:9093,c3:9093\ncontroller.listener.names=CONTROLLER\nlisteners=PLAINTEXT://:9092,CONTROLLER://:9093\nlog.dirs=/var/kraft\nshare.coordinator.state.topic.replication.factor=3\n';
    const app = { versions: { java: { client: 'java' as const, version: '3.7.1', origin: 'spring-boot-starter-parent 3.3.5 manages kafka-clients 3.7.1 (pom.xml)' } } };
    const ds = lint(kraft, { fileName: 'notes/server-1.properties', workspace: app });
    assert.deepEqual(ds.filter((d) => (d.severity ?? 1) <= 3).map((d) => d.code), [], 'no "needs 3.8/4.0" and no missing quorum: the broker\'s version is not the client library\'s');
    // Near miss: a module that builds the broker itself (kafka_2.13) does give its version.
    const broker = { versions: { java: { client: 'java' as const, version: '3.7.1', origin: 'kafka_2.13 in pom.xml' } } };
    assert.ok(lint(kraft, { fileName: 'server.properties', workspace: broker }).some((d) => d.code === 'unknown-key' && /needs Kafka 3\.8 or newer/.test(d.message)));
  });

  it('a 4.x client version in the workspace does not make the broker file a 4.x file', () => {
    assert.deepEqual(codes(ZK_BROKER, 'server.properties', pom('4.1.0')), ['4:zookeeper-mode']);
  });

  it('near-miss: a KRaft file is not ZooKeeper mode; a zookeeper.* leftover there was removed in 4.0, never renamed to ssl.*', () => {
    const text = 'process.roles=broker,controller\nnode.id=1\ncontroller.quorum.voters=1@c:9093\ncontroller.listener.names=CONTROLLER\nlisteners=PLAINTEXT://:9092,CONTROLLER://:9093\nlog.dirs=/var/kraft\nzookeeper.ssl.client.enable=true\noffsets.topic.replication.factor=1\ntransaction.state.log.replication.factor=1\n';
    const ds = lint(text, { fileName: 'server.properties' });
    assert.deepEqual(ds.map((d) => `${d.range.start.line + 1}:${d.code}`), ['7:unknown-key']);
    assert.match(ds[0].message, /^'zookeeper\.ssl\.client\.enable' was removed in Kafka 4\.0/);
    assert.doesNotMatch(ds[0].message, /Did you mean/);
  });
});

describe('old Scala clients (old-client-config)', () => {
  const OLD_CONSUMER = 'zookeeper.connect=zk:2181\ngroup.id=billing\nauto.commit.enable=true\nauto.offset.reset=smallest\nconsumer.timeout.ms=5000\n';

  it('one error for a consumer file that today\'s KafkaConsumer refuses, with the map', () => {
    const ds = lint(OLD_CONSUMER, { fileName: 'consumer.properties' });
    assert.deepEqual(ds.map((d) => `${d.range.start.line + 1}:${d.code}`), ['1:old-client-config']);
    assert.equal(ds[0].severity, 1);
    assert.match(ds[0].message, /old Scala consumer .*removed in Kafka 2\.0/);
    assert.match(ds[0].message, /auto\.commit\.enable → enable\.auto\.commit/);
    assert.match(ds[0].message, /auto\.offset\.reset=smallest → earliest/);
  });

  it('the fix writes today\'s names and value', () => {
    assert.equal(fix('old-client-config', OLD_CONSUMER, { fileName: 'consumer.properties' }),
      'zookeeper.connect=zk:2181\ngroup.id=billing\nenable.auto.commit=true\nauto.offset.reset=earliest\nconsumer.timeout.ms=5000\n');
  });

  it('an old producer file is a warning naming kafka.producer.Producer', () => {
    const ds = lint('metadata.broker.list=b1:9092\nserializer.class=kafka.serializer.StringEncoder\nproducer.type=async\n', { fileName: 'kafka.properties' });
    assert.deepEqual(ds.map((d) => `${d.code}/${d.severity}`), ['old-client-config/2']);
    assert.match(ds[0].message, /kafka\.producer\.Producer/);
  });

  it('near-miss: a modern consumer whose only oddity is group.id and client.id is silent', () => {
    assert.deepEqual(codes('bootstrap.servers=b:9092\ngroup.id=billing\nenable.auto.commit=false\nauto.offset.reset=earliest\n', 'consumer.properties'), []);
  });

  it('a Streams file\'s zookeeper.connect was Streams\' own topic-management setting, not the Scala consumer\'s', () => {
    // Early StreamsConfig defined zookeeper.connect itself, then deprecated it: "Kafka Streams does not use Zookeeper anymore".
    const [d, ...rest] = lint('application.id=ledger-rollup\nbootstrap.servers=b:9092\nzookeeper.connect=zk:2181\n', { fileName: 'streams.properties' });
    assert.equal(rest.length, 0);
    assert.equal(d.code, 'old-client-config');
    assert.doesNotMatch(d.message, /Scala/);
    assert.match(d.message, /^'zookeeper\.connect': an early Kafka Streams setting \(StreamsConfig, for managing its internal topics\), deprecated and ignored since Streams manages them through the brokers/);
    // The consumer wording stays for a consumer file.
    const [c] = lint('bootstrap.servers=b:9092\ngroup.id=g\nzookeeper.connect=zk:2181\n', { fileName: 'consumer.properties' });
    assert.match(c.message, /old Scala consumer/);
  });

  it('names librdkafka still accepts are information, not an error', () => {
    const ds = lint('metadata.broker.list=b:9092\nqueue.buffering.max.ms=5\n', { fileName: 'producer.properties' });
    assert.deepEqual(ds.map((d) => `${d.code}/${d.severity}`), ['old-client-config/3']);
  });
});

describe('keys of another Kafka version', () => {
  it('a key added later: needs a newer Kafka, not unknown', () => {
    const [d] = lint('bootstrap.servers=b:9092\ngroup.id=g\ngroup.protocol=consumer\n', { fileName: 'consumer.properties', workspace: pom('3.0.2') }).filter((x) => x.code === 'unknown-key');
    assert.equal(d.severity, 2);
    assert.match(d.message, /^'group\.protocol' needs Kafka 3\.7 or newer: a Kafka 3\.0\.2 consumer does not read it \(Kafka 3\.0\.2 from pom\.xml\)\.$/);
  });

  it('a key removed in 4.0 with the version unknown is a hint only: every 3.x release still reads it', () => {
    const [d] = lint('bootstrap.servers=b:9092\nauto.include.jmx.reporter=false\nacks=all\n', { fileName: 'producer.properties' }).filter((x) => x.code === 'unknown-key');
    assert.equal(d.severity, 4);
    assert.match(d.message, /was removed in Kafka 4\.0/);
  });

  it('a key a newer release added, written with that release\'s default, changes nothing anywhere: a hint; another value stays a warning', () => {
    const mm2 = (v: string) => lint(`# kafka-tuning: client=java@3.5\nclusters = a, b\na.bootstrap.servers = a1:9092\nb.bootstrap.servers = b1:9092\na->b.enabled = true\nemit.offset-syncs.enabled = ${v}\n`, { fileName: 'mm2.properties' }).filter((d) => d.code === 'unknown-key');
    const [same] = mm2('true');
    assert.equal(same.severity, 4);
    assert.match(same.message, /^'emit\.offset-syncs\.enabled' needs Kafka 3\.9 or newer: .* Its value, true, is the default of the releases that read it, so it changes nothing there either\.$/);
    assert.equal(mm2('false')[0].severity, 2);
  });

  it('near-miss: the same key on a version that has it is silent', () => {
    assert.deepEqual(codes('bootstrap.servers=b:9092\ngroup.id=g\ngroup.protocol=consumer\n', 'consumer.properties', pom('4.1.0')).filter((c) => c.endsWith('unknown-key')), []);
  });
});

describe('old-client-config on code that runs the old client itself', () => {
  const body = (imports: string, build: string) => `${imports}\nimport java.util.Properties;\nclass Loader {\n  void run() {\n    Properties props = new Properties();\n    props.put("zookeeper.connect", "zk:2181");\n    props.put("group.id", "loader");\n    props.put("auto.commit.enable", "false");\n    props.put("auto.offset.reset", "smallest");\n    ${build}\n  }\n}\n`;

  it('the Scala consumer\'s Java API reads these names: one information note that the client is gone', () => {
    const ds = lint(body('import kafka.consumer.Consumer;\nimport kafka.consumer.ConsumerConfig;', 'Consumer.createJavaConsumerConnector(new ConsumerConfig(props));'), { fileName: 'Loader.java' }).filter((d) => d.code === 'old-client-config');
    assert.deepEqual(ds.map((d) => d.severity), [3]);
    assert.match(ds[0].message, /runs the old Scala consumer .* which reads 'zookeeper\.connect', 'auto\.commit\.enable' and auto\.offset\.reset=smallest\. That client was removed in Kafka 2\.0/);
    assert.doesNotMatch(ds[0].message, /refuses|does not read them/);
  });

  it('Spark\'s 0.8 receiver (KafkaUtils.createStream) counts too; its 0.10 integration does not', () => {
    const spark = (pkg: string, call: string) => lint(body(`import org.apache.spark.streaming.${pkg}.KafkaUtils;`, call), { fileName: 'Loader.java' }).filter((d) => d.code === 'old-client-config').map((d) => d.severity);
    assert.deepEqual(spark('kafka', 'KafkaUtils.createStream(ssc, props, topics);'), [3]);
    assert.deepEqual(spark('kafka010', 'KafkaUtils.createDirectStream(ssc, strategy, props);'), [1]);
  });

  it('per client: a file that fetches with the old SimpleConsumer and builds today\'s KafkaProducer gives that producer names it ignores (check 36)', () => {
    const text = 'import kafka.javaapi.consumer.SimpleConsumer;\nimport org.apache.kafka.clients.producer.KafkaProducer;\nimport java.util.Properties;\nclass Client {\n  KafkaProducer<String, byte[]> producer() {\n    Properties props = new Properties();\n    props.put("bootstrap.servers", "kafka:9092");\n    props.put("request.required.acks", "all");\n    return new KafkaProducer<>(props);\n  }\n}\n';
    const [d] = lint(text, { fileName: 'Client.java' }).filter((x) => x.code === 'old-client-config');
    assert.doesNotMatch(d.message, /runs the old Scala/);
    assert.match(d.message, /^Settings of the old Scala producer \(kafka\.producer\.Producer\), removed in Kafka 2\.0: today's KafkaProducer does not read them/);
    // The old producer's own API in the file: the names are read, the client is gone.
    const old = text.replace('import org.apache.kafka.clients.producer.KafkaProducer;', 'import kafka.javaapi.producer.Producer;\nimport org.apache.kafka.clients.producer.KafkaProducer;');
    assert.match(lint(old, { fileName: 'Client.java' }).filter((x) => x.code === 'old-client-config')[0].message, /^This code runs the old Scala producer/);
  });

  it('near-miss: the same keys handed to a KafkaConsumer stay an error (it refuses smallest)', () => {
    const ds = lint(body('import org.apache.kafka.clients.consumer.KafkaConsumer;', 'new KafkaConsumer<String, String>(props);'), { fileName: 'Loader.java' }).filter((d) => d.code === 'old-client-config');
    assert.deepEqual(ds.map((d) => d.severity), [1]);
  });
});

describe('the release a server file\'s own install paths name', () => {
  const worker = (pluginPath: string) => `bootstrap.servers=localhost:9092\ngroup.id=connect-cluster\nkey.converter=org.apache.kafka.connect.json.JsonConverter\nvalue.converter=org.apache.kafka.connect.json.JsonConverter\nconfig.storage.topic=connect-configs\noffset.storage.topic=connect-offsets\nstatus.storage.topic=connect-status\nrest.port=8084\nplugin.path=${pluginPath}\n`;

  it('a Confluent Platform 6.1.0 install is Kafka 2.7, whose worker reads rest.port', () => {
    const ds = lint(worker('/usr/share/java,/root/confluent-6.1.0/share/confluent-hub-components'), { fileName: 'connect-distributed.properties' });
    assert.deepEqual(ds.filter((d) => d.code === 'unknown-key').map((d) => d.message), []);
  });

  it('an Apache distribution folder names its release: 3.6.1 has no rest.port, and the message says where 3.6 comes from', () => {
    const [d] = lint(worker('/opt/kafka_2.13-3.6.1/libs'), { fileName: 'connect-distributed.properties' }).filter((x) => x.code === 'unknown-key');
    assert.equal(d?.severity, 2, 'a known release: a warning');
    assert.match(d.message, /a Kafka 3\.6 Connect worker does not read it \(Kafka 3\.6 from plugin\.path: kafka_2\.13-3\.6\.1 is the Apache Kafka 3\.6\.1 distribution\)/);
    // What keeps the line's meaning since 3.0: a listener on that port (WorkerConfig listeners, http://:8083 by default).
    assert.match(d.message, /to keep what this line asks for, write listeners=http:\/\/:8084\.$/);
    const withHost = lint(worker('/opt/kafka_2.13-3.6.1/libs').replace('rest.port=8084', 'rest.port=localhost:18082'), { fileName: 'connect-distributed.properties' }).find((x) => x.code === 'unknown-key');
    assert.match(withHost?.message ?? '', /write listeners=http:\/\/localhost:18082\.$/);
    // Near misses: listeners written (it decides), or the port listeners already gives.
    const listeners = lint(worker('/opt/kafka_2.13-3.6.1/libs').replace('rest.port=8084', 'listeners=http://:8084\nrest.port=8084'), { fileName: 'connect-distributed.properties' }).find((x) => x.code === 'unknown-key');
    assert.doesNotMatch(listeners?.message ?? 'absent', /write listeners=/);
    const same = lint(worker('/opt/kafka_2.13-3.6.1/libs').replace('rest.port=8084', 'rest.port=8083'), { fileName: 'connect-distributed.properties' }).find((x) => x.code === 'unknown-key');
    assert.match(same?.message ?? '', /deleting it changes nothing/);
  });

  it('near misses: two releases named, or a folder that only looks like one, leave the version unknown', () => {
    for (const path of ['/opt/confluent-6.1.0/share/java,/opt/confluent-7.4.0/share/java', '/opt/confluent-hub-components', '/opt/my-confluent-6.1.0x/lib']) {
      const [d] = lint(worker(path), { fileName: 'connect-distributed.properties' }).filter((x) => x.code === 'unknown-key');
      assert.match(d?.message ?? '', /no version found in the workspace, so the newest is checked/, path);
    }
  });
});
