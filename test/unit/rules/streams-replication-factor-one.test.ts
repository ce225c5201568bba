// StreamsConfig replication.factor default: 1 in the 2.8.2 catalog, -1 from 3.0.2 (KIP-733).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { streamsReplicationFactorOne } from '../../../server/src/service/rules/streamsReplicationFactorOne';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';
import { composeKafkaServices } from '../../../server/src/service/crossFile/compose';

const ID = 'streams-replication-factor-one';
const opts = { fileName: 'streams.properties' };
const HEAD = 'application.id=inventory\nbootstrap.servers=kafka:9092\n';

describe('streams-replication-factor-one (StreamsConfig replication.factor)', () => {
  it('replication.factor=1 written: a warning on the value; the fix writes -1 (3.0+)', () => {
    const [d, ...rest] = findings(ID, `${HEAD}replication.factor=1\n`, opts);
    assert.equal(rest.length, 0);
    assert.deepEqual(d.range, { start: { line: 2, character: 19 }, end: { line: 2, character: 20 } });
    assert.match(d.message, /^replication\.factor=1: Kafka Streams creates its changelog and repartition topics with one replica/);
    // The advice fits a single-broker cluster too (an independent check: "use 3" there would stop the app).
    assert.match(d.message, /Use -1 \(the broker's default\.replication\.factor, which a single-broker cluster can also satisfy\), or 3 on a cluster of three or more brokers\.$/);
    const fixed = fix(ID, `${HEAD}replication.factor=1\n`, opts);
    assert.equal(fixed, `${HEAD}replication.factor=-1\n`);
    assert.deepEqual(findings(ID, fixed, opts), []);
  });

  it('unwritten on 2.8, where the default is 1; the fix writes 3 there', () => {
    const text = `# kafka-tuning: client=java@2.8\n${HEAD}`;
    const [d] = findings(ID, text, opts);
    assert.match(d.message, /\(the default of Kafka Streams 2\.8\)/);
    assert.match(fix(ID, text, opts), /^replication\.factor=3$/m);
  });

  it('near miss: a Spring file that writes replication.factor under spring.kafka.streams for its own map (check 51): the unwritten default is not what runs', () => {
    const yml = '# kafka-tuning: client=java@2.8\nspring:\n  kafka:\n    bootstrap-servers: kafka-1:9092,kafka-2:9092,kafka-3:9092\n    streams:\n      application-id: orders\n      replication.factor: 3\n---\nspring.profiles: docker\nspring:\n  kafka:\n    streams:\n      state.dir: /var/lib/kafka-streams\n';
    assert.deepEqual(findings(ID, yml, { fileName: 'application.yml' }), []);
  });

  it('a cluster on this machine only: a written 1 is a hint, an unwritten default 1 says nothing', () => {
    for (const servers of ['localhost:9092', '127.0.0.1:9092', 'PLAINTEXT://localhost:9092,localhost:9093', '[::1]:9092']) {
      const local = `application.id=inventory\nbootstrap.servers=${servers}\n`;
      const [d, ...rest] = findings(ID, `${local}replication.factor=1\n`, opts);
      assert.equal(rest.length, 0, servers);
      assert.equal(d.severity, 4, servers);
      assert.match(d.message, /fits the cluster on this machine/);
      assert.deepEqual(findings(ID, `# kafka-tuning: client=java@2.8\n${local}`, opts), [], servers);
    }
    // near-miss: one loopback host beside a real broker is not a dev cluster.
    const [d] = findings(ID, 'application.id=inventory\nbootstrap.servers=localhost:9092,kafka-2:9092\nreplication.factor=1\n', opts);
    assert.equal(d.severity, 2);
  });

  it('near misses: 3, -1, unwritten on 3.x and with the version unknown', () => {
    assert.deepEqual(findings(ID, `${HEAD}replication.factor=3\n`, opts), []);
    assert.deepEqual(findings(ID, `${HEAD}replication.factor=-1\n`, opts), []);
    assert.deepEqual(findings(ID, `# kafka-tuning: client=java@3.7\n${HEAD}`, opts), []);
    assert.deepEqual(findings(ID, HEAD, opts), []);
  });

  const app = (topology: string, rf = '    props.put(StreamsConfig.REPLICATION_FACTOR_CONFIG, 1);\n') => `import java.util.Properties;
import org.apache.kafka.streams.*;
import org.apache.kafka.streams.kstream.*;

public class Splitter {
  public static void main(String[] args) {
    Properties props = new Properties();
    props.put(StreamsConfig.APPLICATION_ID_CONFIG, "splitter");
    props.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka-1:9092,kafka-2:9092,kafka-3:9092");
${rf}    StreamsBuilder builder = new StreamsBuilder();
${topology}
    new KafkaStreams(builder.build(), props).start();
  }
}
`;
  const java = (topology: string, rf?: string) => findings(ID, app(topology, rf), { fileName: 'Splitter.java' });
  const STATELESS = '    builder.stream("readings").filter((k, v) -> v != null).mapValues(v -> v.trim()).to("clean-readings");';

  it('a stateless topology in the same Java file creates no internal topic: a written 1 is a hint, an unwritten default says nothing', () => {
    const [d, ...rest] = java(STATELESS);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 4);
    assert.match(d.message, /creates none \(no store, join, aggregation or repartition\), so it replicates nothing today/);
    assert.deepEqual(findings(ID, `// kafka-tuning: client=java@2.8\n${app(STATELESS, '')}`, { fileName: 'Splitter.java' }), []);
  });

  it('near misses: a repartition or a join in the same file, or a topology built elsewhere, keep the warning', () => {
    assert.equal(java('    builder.stream("readings").selectKey((k, v) -> v).repartition().to("by-value");')[0].severity, 2);
    assert.equal(java('    builder.stream("a").join(builder.table("b"), (x, y) -> x).to("ab");')[0].severity, 2);
    const elsewhere = app('').replace('    StreamsBuilder builder = new StreamsBuilder();\n', '').replace('builder.build()', 'Topologies.split()');
    assert.equal(findings(ID, elsewhere, { fileName: 'Splitter.java' })[0].severity, 2);
  });

  it('an address the file does not show (a constant of another class): a hint that says why', () => {
    const count = '    builder.stream("readings").groupByKey().count();';
    const text = app(count).replace('"kafka-1:9092,kafka-2:9092,kafka-3:9092"', 'Constant.BOOTSTRAP_SERVERS');
    const [d, ...rest] = findings(ID, text, { fileName: 'Splitter.java' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 4);
    assert.match(d.message, /bootstrap\.servers is Constant\.BOOTSTRAP_SERVERS, not known in this file, so it is not known whether this runs against one broker/);
    // Near miss: the same topology with the addresses written keeps the warning.
    assert.equal(java(count)[0].severity, 2);
  });

  // Kafka Streams 0.10/0.11 build the DSL with KStreamBuilder and hand the builder itself to KafkaStreams.
  const legacy = (topology: string) => `// kafka-tuning: client=java@0.11.0
import java.util.Properties;
import org.apache.kafka.streams.*;
import org.apache.kafka.streams.kstream.*;

public class AuditPrinter {
  public static void main(String[] args) {
    Properties props = new Properties();
    props.put(StreamsConfig.APPLICATION_ID_CONFIG, "audit-printer");
    props.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, "10.0.4.12:9092");
    KStreamBuilder builder = new KStreamBuilder();
${topology}
    new KafkaStreams(builder, props).start();
  }
}
`;

  it('a pre-1.0 KStreamBuilder topology without state is stateless too: the unwritten 0.11 default says nothing', () => {
    assert.deepEqual(findings(ID, legacy('    builder.stream("audit").foreach((k, v) -> System.out.println(k + ": " + v));'), { fileName: 'AuditPrinter.java' }), []);
  });

  it('near miss: a KStreamBuilder topology that counts keeps the warning on the 0.11 default of 1', () => {
    const [d] = findings(ID, legacy('    builder.stream("audit").groupByKey().count("audit-counts");'), { fileName: 'AuditPrinter.java' });
    assert.equal(d.severity, 2);
    assert.match(d.message, /the default of Kafka Streams 0\.11\.0/);
  });

  it('the one broker of the workspace\'s compose file is a one-broker cluster too; three brokers reached on localhost are not', () => {
    const cluster = (brokers: number, file = 'file:///app/docker-compose.yml') => ({ compose: [{ file, label: 'docker-compose.yml', services: composeKafkaServices(`services:\n${Array.from({ length: brokers }, (_, i) => `  kafka-${i}:\n    image: apache/kafka:3.9.1\n    ports: ["${19092 + i}:9092"]\n    environment:\n      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@kafka-0:9093\n`).join('')}`) }] });
    const text = 'application.id=inventory\nbootstrap.servers=kafka-0:9092\nreplication.factor=1\n';
    const [d] = findings(ID, text, { ...opts, workspace: cluster(1) });
    assert.equal(d.severity, 4);
    assert.match(d.message, /^replication\.factor=1 fits the one-broker cluster of docker-compose\.yml \(service kafka-0\) that bootstrap\.servers names/);
    // localhost reaches the compose file beside the document (here /test/), not one elsewhere (check 58).
    const [three] = findings(ID, 'application.id=inventory\nbootstrap.servers=localhost:19092\nreplication.factor=1\n', { ...opts, workspace: cluster(3, 'file:///test/docker-compose.yml') });
    assert.equal(three.severity, 2);
    const [elsewhere] = findings(ID, 'application.id=inventory\nbootstrap.servers=localhost:19092\nreplication.factor=1\n', { ...opts, workspace: cluster(3) });
    assert.equal(elsewhere.severity, 4);
    assert.match(elsewhere.message, /^replication\.factor=1 fits the cluster on this machine that bootstrap\.servers names/);
  });

  it('an address the file does not show, and one one-broker cluster in the compose file beside it: that is where it runs', () => {
    const one = (uri: string) => ({ compose: [{ file: uri, label: 'docker-compose.yml', services: composeKafkaServices('services:\n  kafka:\n    image: apache/kafka:3.9.1\n') }] });
    const java = (rf: string) => `import java.util.Properties;\nimport org.apache.kafka.streams.StreamsConfig;\nclass Streams {\n  static Properties props(String url) {\n    Properties p = new Properties();\n    p.put(StreamsConfig.APPLICATION_ID_CONFIG, "inventory");\n    p.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, url);\n${rf}    return p;\n  }\n}\n`;
    const opts27 = (uri: string) => ({ fileName: 'Streams.java', workspace: one(uri), settings: { javaClientVersion: '2.7.0' } });
    assert.deepEqual(findings(ID, java(''), opts27('file:///test/docker-compose.yml')), []);
    const [d] = findings(ID, java('    p.put(StreamsConfig.REPLICATION_FACTOR_CONFIG, 1);\n'), opts27('file:///test/docker-compose.yml'));
    assert.equal(d.severity, 4);
    assert.match(d.message, /that the compose file beside this one runs, the only cluster there/);
    // A compose file in another project of the workspace says nothing about this one: the address
    // is not known, so the unwritten default is a hint too, as a written 1 is (check 33).
    const [elsewhere] = findings(ID, java(''), opts27('file:///elsewhere/docker-compose.yml'));
    assert.equal(elsewhere.severity, 4);
    assert.match(elsewhere.message, /^replication\.factor=1 \(the default of Kafka Streams 2\.7\.0\): Kafka Streams creates .* bootstrap\.servers is url, not known in this file/);
  });

  it('a Spring Boot file that writes no bootstrap-servers: a hint naming Boot\'s default address; one that writes a cluster keeps the warning', () => {
    const yml = (boot: string) => `spring:\n  kafka:\n${boot}    streams:\n      application-id: orders\n      replication-factor: 1\n`;
    const [d] = findings(ID, yml(''), { fileName: 'src/main/resources/application.yml' });
    assert.equal(d.severity, 4);
    assert.match(d.message, /This file writes no bootstrap-servers, so Spring Boot's default localhost:9092 applies unless a profile, a config server or the environment sets another/);
    const [w] = findings(ID, yml('    bootstrap-servers: kafka-1:9092,kafka-2:9092,kafka-3:9092\n'), { fileName: 'src/main/resources/application.yml' });
    assert.equal(w.severity, 2);
  });

  it('a map declared from a call of the file (props = streamsConfigs()) is not judged on what it leaves unwritten: the call fills it', () => {
    const java = `import java.util.*;\nimport org.apache.kafka.streams.StreamsConfig;\nclass Config {\n  private Map<String, Object> streamsConfigs() {\n    Map<String, Object> props = new HashMap<>();\n    props.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka:9092");\n    props.put(StreamsConfig.REPLICATION_FACTOR_CONFIG, 3);\n    props.put(StreamsConfig.APPLICATION_ID_CONFIG, "default");\n    return props;\n  }\n  Object bean(String id) {\n    Map<String, Object> props = streamsConfigs();\n    props.put(StreamsConfig.APPLICATION_ID_CONFIG, id);\n    return new StreamsConfig(props);\n  }\n}\n`;
    const ws = { versions: { java: { client: 'java' as const, version: '2.0.1', origin: 'pom.xml' } } };
    assert.deepEqual(findings(ID, java, { fileName: 'Config.java', workspace: ws }), []);
    // Near miss: the same second map created here (new HashMap<>()) leaves the 2.0 default of 1 in force.
    const own = java.replace('Map<String, Object> props = streamsConfigs();', 'Map<String, Object> props = new HashMap<>();\n    props.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka:9092");');
    assert.equal(findings(ID, own, { fileName: 'Config.java', workspace: ws }).length, 1);
  });

  it('its documented examples', () => assertDocsExamples(streamsReplicationFactorOne));
});
