import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { defaultStateDir, streamsStateDirTemp } from '../../../server/src/service/rules/streamsStateDirTemp';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'streams-state-dir-temp';
const opts = { fileName: 'streams.properties' };
const HEAD = 'application.id=sessions\nbootstrap.servers=kafka:9092\n';

describe('streams-state-dir-temp (StreamsConfig state.dir)', () => {
  it('state.dir under /tmp: a warning on the value', () => {
    const [d, ...rest] = findings(ID, `${HEAD}state.dir=/tmp/kafka-streams\n`, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 2, character: 10 }, end: { line: 2, character: 28 } });
    assert.match(d.message, /^state\.dir=\/tmp\/kafka-streams is a temporary directory/);
  });

  it('brokers on this machine: a development set-up, a hint', () => {
    const [d] = findings(ID, 'application.id=sessions\nbootstrap.servers=localhost:9092\nstate.dir=/tmp/kafka-streams\n', opts);
    assert.equal(d.severity, 4);
  });

  it('/var/tmp and /dev/shm too', () => {
    assert.equal(findings(ID, `${HEAD}state.dir=/var/tmp/streams\n`, opts).length, 1);
    assert.equal(findings(ID, `${HEAD}state.dir=/dev/shm\n`, opts).length, 1);
  });

  it('near misses: a persistent directory, a name that only contains tmp, an unwritten state.dir', () => {
    assert.deepEqual(findings(ID, `${HEAD}state.dir=/var/lib/kafka-streams\n`, opts), []);
    assert.deepEqual(findings(ID, `${HEAD}state.dir=/data/tmpfiles/streams\n`, opts), []);
    assert.deepEqual(findings(ID, HEAD, opts), []);
  });

  const app = (topology: string) => `import java.util.Properties;
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.streams.*;
import org.apache.kafka.streams.kstream.*;

public class Router {
  public static void main(String[] args) {
    Properties props = new Properties();
    props.put(StreamsConfig.APPLICATION_ID_CONFIG, "router");
    props.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka:9092");
    props.put(StreamsConfig.STATE_DIR_CONFIG, "/tmp/router-state");
    StreamsBuilder builder = new StreamsBuilder();
${topology}
    new KafkaStreams(builder.build(), props).start();
  }
}
`;
  const java = (topology: string) => findings(ID, app(topology), { fileName: 'Router.java' });

  it('a stateful topology in the same Java file keeps the warning (a count into a store)', () => {
    const [d] = java('    builder.stream("clicks").groupByKey().count(Materialized.as("clicks-per-user")).toStream().to("click-counts");');
    assert.equal(d.severity, 2);
  });

  it('a stateless topology in the same Java file (filter, split, to) is only a hint, and says why', () => {
    const [d, ...rest] = java(`    KStream<String, String> in = builder.stream("events");
    in.filter((k, v) -> v != null).split()
      .branch((k, v) -> v.startsWith("a"), Branched.withConsumer(s -> s.to("a-events")))
      .defaultBranch(Branched.withConsumer(s -> s.mapValues(v -> v.trim()).to("other-events")));`);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 4);
    assert.match(d.message, /the topology built in this file keeps no state store/);
  });

  it('state.dir unwritten with a stateful topology in the same file: a hint at application.id naming the temporary default; stateless or elsewhere: nothing', () => {
    const unwritten = (topology: string) => findings(ID, app(topology).replace('    props.put(StreamsConfig.STATE_DIR_CONFIG, "/tmp/router-state");\n', ''), { fileName: 'Router.java' });
    const [d, ...rest] = unwritten('    builder.stream("clicks").groupByKey().count().toStream().to("click-counts");');
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 4);
    assert.equal(d.range.start.line, 8);
    assert.match(d.message, /^state\.dir is not set, and the topology built in this file keeps state stores .*under \$\{java\.io\.tmpdir\}\/kafka-streams, \/tmp\/kafka-streams unless the JVM is started with another java\.io\.tmpdir \(Kafka Streams 2\.8 and newer; \/tmp\/kafka-streams before\)/);
    const stateful = app('    builder.stream("clicks").groupByKey().count().toStream().to("click-counts");').replace('    props.put(StreamsConfig.STATE_DIR_CONFIG, "/tmp/router-state");\n', '');
    const fixed = fix(ID, stateful, { fileName: 'Router.java' });
    assert.match(fixed, /"\/var\/lib\/kafka-streams"/);
    assert.deepEqual(findings(ID, fixed, { fileName: 'Router.java' }), []);
    assert.deepEqual(unwritten('    builder.stream("events").filter((k, v) -> v != null).to("clean-events");'), []);
    assert.deepEqual(unwritten(''), []);
    // A source table only turned into a stream is not materialized (TableSourceNode: a store only if
    // materialized()), so it keeps no store to warn about (check 65); joined, it does.
    assert.deepEqual(unwritten('    builder.table("users", Consumed.with(Serdes.String(), Serdes.String())).toStream().to("users-out");'), []);
    assert.equal(unwritten('    KTable<String, String> users = builder.table("users");\n    builder.stream("clicks").join(users, (c, u) -> c + u).to("enriched");').length, 1);
  });

  it('the unwritten default by version: /tmp/kafka-streams written into StreamsConfig before 2.8, java.io.tmpdir from 2.8 (2.7.0 and 2.8.0 sources)', () => {
    assert.match(defaultStateDir('2.0.1'), /^\/tmp\/kafka-streams \(Kafka Streams 2\.0\.1's default, written into StreamsConfig before 2\.8\)$/);
    assert.match(defaultStateDir('3.6.0'), /^\$\{java\.io\.tmpdir\}\/kafka-streams, \/tmp\/kafka-streams unless the JVM is started with another java\.io\.tmpdir$/);
  });

  it('a Java config whose topology is built elsewhere keeps the warning', () => {
    const text = app('').replace('    StreamsBuilder builder = new StreamsBuilder();\n', '').replace('builder.build()', 'Topologies.orders()');
    const [d] = findings(ID, text, { fileName: 'Router.java' });
    assert.equal(d.severity, 2);
  });

  it('its documented examples', () => assertDocsExamples(streamsStateDirTemp));
});
