// The lead's validation rules: invalid-value, out-of-range, unknown-key, wrong-role-key, duplicate-key.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix, lint, quickFixes } from '../../support/service';

describe('invalid-value / out-of-range (ConfigDef parsing)', () => {
  it('a comment at the end of a .properties line is part of the value: said, and the fix moves it above', () => {
    const text = 'bootstrap.servers=k:9092\nlinger.ms=5 # milliseconds\n';
    const [d, ...rest] = findings('invalid-value', text);
    assert.equal(rest.length, 0);
    assert.match(d.message, /java\.util\.Properties has no end-of-line comments: '# milliseconds' is part of the value\. Put the comment on a line of its own\.$/);
    const fixed = fix('invalid-value', text);
    assert.equal(fixed, 'bootstrap.servers=k:9092\n# milliseconds\nlinger.ms=5\n');
    assert.equal(findings('invalid-value', fixed).length, 0);
    // Near miss: a '#' inside a value that is still wrong without it gets no such reading.
    assert.doesNotMatch(findings('invalid-value', 'linger.ms=five # ms\n')[0].message, /end-of-line comments/);
  });

  it('a unit suffix on a LONG is invalid, with Kafka\'s own message', () => {
    const [d] = findings('invalid-value', 'linger.ms=5ms\n');
    assert.equal(d.severity, 1);
    assert.deepEqual(d.range, { start: { line: 0, character: 10 }, end: { line: 0, character: 13 } });
    assert.equal(d.message, 'Invalid value 5ms for configuration linger.ms: Not a number of type LONG. Accepted: a whole number ≥ 0. linger.ms is a number of milliseconds: 5ms is 5.');
  });

  it('acks is case-sensitive: ALL is rejected, all is accepted; whitespace is trimmed', () => {
    assert.equal(findings('invalid-value', 'acks=ALL\n').length, 1);
    assert.equal(findings('invalid-value', 'acks= all \n').length, 0);
  });

  it('out-of-range names the bound; the bound itself is fine', () => {
    const [d] = findings('out-of-range', 'max.in.flight.requests.per.connection=0\n');
    assert.match(d.message, /Value must be at least 1/);
    assert.equal(findings('out-of-range', 'max.in.flight.requests.per.connection=1\n').length, 0);
  });
});

describe('unknown-key', () => {
  it('offers the nearest real key and the fix renames it', () => {
    const [d] = findings('unknown-key', 'bootstrap.servers=b:9092\nlinger.msec=5\n');
    assert.match(d.message, /Did you mean 'linger\.ms'\?/);
    assert.equal(fix('unknown-key', 'bootstrap.servers=b:9092\nlinger.msec=5\n'), 'bootstrap.servers=b:9092\nlinger.ms=5\n');
  });

  it('a misspelt key whose meant key has no default: nothing is kept, the client does not start', () => {
    // 'Key.Serializer' (case matters) leaves key.serializer unset, and ProducerConfig gives it no default.
    const text = 'bootstrap.servers=b:9092\nKey.Serializer=org.apache.kafka.common.serialization.StringSerializer\nvalue.serializer=org.apache.kafka.common.serialization.StringSerializer\n';
    const [d] = findings('unknown-key', text, { fileName: 'producer.properties' });
    assert.doesNotMatch(d.message, /keeps the default/);
    assert.match(d.message, /'key\.serializer', which has no default, is not set here: unless it is given another way \(a Serializer instance passed to the constructor\), the producer does not start: ConfigException, Missing required configuration "key\.serializer" which has no default value\. Did you mean 'key\.serializer'/);
  });

  it('near miss: the meant key is set as well, or has a default, and the default (or that value) stays in force', () => {
    const both = 'bootstrap.servers=b:9092\nKey.Serializer=x.A\nkey.serializer=org.apache.kafka.common.serialization.StringSerializer\nvalue.serializer=org.apache.kafka.common.serialization.StringSerializer\n';
    assert.match(findings('unknown-key', both, { fileName: 'producer.properties' })[0].message, /Kafka ignores it and keeps the default\./);
    assert.match(findings('unknown-key', 'bootstrap.servers=b:9092\nlinger.msec=5\n', { fileName: 'producer.properties' })[0].message, /Kafka ignores it and keeps the default\./);
  });

  it('does not offer a key the file already sets when the line is no slip of it (check 27: offset-syncs.storage.topic beside offset.storage.topic)', () => {
    const worker = 'bootstrap.servers=k:9092\ngroup.id=connect\nkey.converter=org.apache.kafka.connect.json.JsonConverter\nvalue.converter=org.apache.kafka.connect.json.JsonConverter\nconfig.storage.topic=c\noffset.storage.topic=connect-offsets\nstatus.storage.topic=s\noffset-syncs.storage.topic=mm2-offset-syncs\n';
    const found = lint(worker, { fileName: 'connect-distributed.properties' });
    assert.ok(!found.some((d) => /Did you mean 'offset\.storage\.topic'/.test(d.message)), found.map((d) => d.message).join('\n'));
  });

  it('stays silent on keys plugins read from the same map (SASL, schema registry)', () => {
    assert.equal(findings('unknown-key', 'bootstrap.servers=b:9092\nschema.registry.url=http://r:8081\nsasl.jaas.config=x\n').length, 0);
  });
});

describe('wrong-role-key', () => {
  it('a consumer key in a producer file is ignored there; the fix removes the line', () => {
    const text = 'acks=all\nfetch.min.bytes=1024\nlinger.ms=5\n';
    const [d] = findings('wrong-role-key', text);
    assert.match(d.message, /'fetch\.min\.bytes' is a consumer setting, not one a producer reads: Kafka ignores it in this file \(fine if your own code reads it from here\)\./);
    assert.equal(fix('wrong-role-key', text), 'acks=all\nlinger.ms=5\n');
    // Near miss: the same file among the test sources changes nothing the application runs with.
    assert.equal(findings('wrong-role-key', text, { fileName: 'src/test/resources/producer.properties' }).length, 0);
  });

  it('a broker key in a Streams file says Kafka ignores it, not that the application does (its own code may size topics from it, check 54)', () => {
    const text = 'application.id=joiner\nbootstrap.servers=localhost:9092\nreplication.factor=1\nnum.partitions=1\ninput.topic=orders\n';
    const [d, ...rest] = findings('wrong-role-key', text, { fileName: 'streams.properties' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 4);
    assert.equal(d.message, "'num.partitions' is a broker setting, not one a Kafka Streams application reads: Kafka ignores it in this file (fine if your own code reads it from here).");
  });

  it('how much it matters follows whose key it is: another client\'s key is a hint, a key no client reads is a warning', () => {
    const sev = (text: string, fileName = 'producer.properties') => findings('wrong-role-key', text, { fileName }).map((d) => `${d.range.start.line}:${d.severity}`);
    assert.deepEqual(sev('acks=all\nmax.poll.records=50\nenable.auto.commit=false\n'), ['1:4', '2:4']);
    assert.deepEqual(sev('acks=all\nmin.insync.replicas=2\nunclean.leader.election.enable=false\nreplication.factor=3\n'), ['1:2', '2:2', '3:2']);
    assert.deepEqual(sev('group.id=g\nsocket.receive.buffer.bytes=1048576\nlinger.ms=5\n', 'consumer.properties'), ['1:2', '2:4']);
    assert.deepEqual(sev('broker.id=0\nlog.dirs=/var/lib/kafka\nzookeeper.connect=zk:2181\nbootstrap.servers=localhost:9093\nsecurity.protocol=SSL\n', 'server.properties').map((x) => x.split(':')[1]), ['4', '4']);
  });

  it('keys common to every client are not flagged', () => {
    assert.equal(findings('wrong-role-key', 'acks=all\nclient.id=x\nsecurity.protocol=SSL\n').length, 0);
  });

  // One file with a producer part and a consumer part, loaded by both clients, whatever its name says.
  const SHARED = [
    'bootstrap.servers=queue-1:9092',
    '# what the forwarder writes with',
    'linger.ms=10',
    'key.serializer=org.apache.kafka.common.serialization.StringSerializer',
    'value.serializer=org.apache.kafka.common.serialization.StringSerializer',
    '# what it reads with',
    'enable.auto.commit=false',
    'key.deserializer=org.apache.kafka.common.serialization.StringDeserializer',
    'value.deserializer=org.apache.kafka.common.serialization.StringDeserializer',
    '',
  ].join('\n');

  it('a file with both a serializer and a deserializer serves both clients: neither side\'s keys are flagged', () => {
    assert.deepEqual(findings('wrong-role-key', SHARED, { fileName: 'consumer-docker.properties' }), []);
    assert.deepEqual(findings('wrong-role-key', SHARED, { fileName: 'forwarder.properties' }), []);
    // A typo there is still a typo.
    assert.equal(findings('unknown-key', SHARED.replace('linger.ms', 'linger.mss'), { fileName: 'consumer-docker.properties' }).length, 1);
  });

  it('near misses: a consumer file with stray producer keys but no deserializer, or a role directive, still warn', () => {
    const copied = 'bootstrap.servers=queue-1:9092\nacks=all\nbatch.size=16384\ngroup.id=forwarder\n';
    assert.deepEqual(findings('wrong-role-key', copied, { fileName: 'consumer.properties' }).map((d) => d.range.start.line), [1, 2]);
    const marked = `# kafka-tuning: role=consumer\n${SHARED}`;
    assert.equal(findings('wrong-role-key', marked, { fileName: 'consumer-docker.properties' }).length, 3);
  });

  // A helper class whose producer map is handed to KafkaProducer as `Helpers.sendProps` and copied
  // into the map an admin client gets: the map serves two clients, so its producer keys are not
  // misplaced. Named through the class or bare, the field is the same one.
  const helpers = (sendArg: string) => [
    'import java.util.*;',
    'import org.apache.kafka.clients.admin.Admin;',
    'import org.apache.kafka.clients.producer.*;',
    'import org.apache.kafka.common.serialization.StringSerializer;',
    'public class Helpers {',
    '  public static final Map<String, Object> sendProps = Map.of(',
    '      ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "queue-1:9092",',
    '      ProducerConfig.ACKS_CONFIG, "all",',
    '      ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class,',
    '      ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class);',
    '  static Map<String, Object> adminProps() {',
    '    return new HashMap<>(sendProps);',
    '  }',
    '  static void createTopics() {',
    '    try (var admin = Admin.create(adminProps())) { }',
    '  }',
    '  static void fill(String topic) {',
    `    try (var producer = new KafkaProducer<String, String>(${sendArg})) {`,
    '      producer.send(new ProducerRecord<>(topic, "k", "v")).get();',
    '    } catch (Exception e) { throw new RuntimeException(e); }',
    '  }',
    '}',
    '',
  ].join('\n');

  it('a Java map handed to a producer as ClassName.field and copied into an admin map is not called the admin\'s', () => {
    assert.deepEqual(findings('wrong-role-key', helpers('Helpers.sendProps'), { fileName: 'Helpers.java' }), []);
    assert.deepEqual(findings('wrong-role-key', helpers('sendProps'), { fileName: 'Helpers.java' }), []);
  });

  it('near miss: the same map reaching only the admin client still warns on its producer keys', () => {
    const adminOnly = helpers('Other.sendProps');
    assert.deepEqual(findings('wrong-role-key', adminOnly, { fileName: 'Helpers.java' }).map((d) => d.range.start.line), [7, 8, 9]);
  });
});

describe('duplicate-key', () => {
  it('flags the earlier line (the last value wins) and removes it', () => {
    const text = 'linger.ms=5\nacks=all\nlinger.ms=20\n';
    const ds = findings('duplicate-key', text);
    assert.equal(ds.length, 1);
    assert.equal(ds[0].range.start.line, 0);
    assert.match(ds[0].message, /set again on line 3 \(value '20'\), which wins/);
    assert.equal(fix('duplicate-key', text), 'acks=all\nlinger.ms=20\n');
    assert.equal(quickFixes('duplicate-key', text).length, 1);
  });

  it('the same value written twice is only a hint: the line is redundant, not misleading', () => {
    const [d, ...rest] = findings('duplicate-key', 'zookeeper.connect=zk:2181\nbroker.id=0\nzookeeper.connect=zk:2181 \n');
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 4);
    assert.equal(d.message, "'zookeeper.connect' is set again to the same value on line 3 (apart from blanks around it, which Kafka's ConfigDef trims); this line is redundant.");
    assert.equal(findings('duplicate-key', 'linger.ms=5\nlinger.ms=20\n')[0].severity, 2, 'near miss: another value stays a warning');
  });

  it('different keys are no duplicates', () => {
    assert.equal(findings('duplicate-key', 'linger.ms=5\nbatch.size=16384\n').length, 0);
  });

  it('a Spring common key overridden by one client\'s own is no duplicate: the other clients still read it', () => {
    // spring.kafka.bootstrap-servers also feeds the producer and KafkaAdmin; the consumer's own wins for the consumer only.
    const props = 'spring.kafka.bootstrap-servers=broker-a:9092\nspring.kafka.producer.acks=all\nspring.kafka.consumer.group-id=billing\nspring.kafka.consumer.bootstrap-servers=broker-b:9092\n';
    assert.equal(findings('duplicate-key', props, { fileName: 'application.properties' }).length, 0);
    const yml = 'spring:\n  kafka:\n    client-id: billing-app\n    consumer:\n      group-id: billing\n      client-id: billing-reader\n';
    assert.equal(findings('duplicate-key', yml, { fileName: 'application.yml' }).length, 0);
    // The same client key written twice still is one.
    const twice = 'spring.kafka.consumer.group-id=a\nspring.kafka.consumer.group-id=b\n';
    assert.equal(findings('duplicate-key', twice, { fileName: 'application.properties' }).length, 1);
  });
});
