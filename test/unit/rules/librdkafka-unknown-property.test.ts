import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { documentKind, languageIdForPath } from '../../../common/src/model';
import { librdkafkaDialect } from '../../../server/src/service/sites/dialect';
import { findings, fix, lint } from '../../support/service';

const ID = 'librdkafka-unknown-property';

describe('librdkafka dialect of key=value files (sites/dialect.ts)', () => {
  it('is told by the file name, a comment naming the client, or keys only librdkafka has', () => {
    assert.equal(librdkafkaDialect('/x/librdkafka-sr.config', [], ['bootstrap.servers'])?.origin, 'file name');
    assert.equal(librdkafkaDialect('/x/ingest.properties', [' read by confluent-kafka-python'], ['bootstrap.servers'])?.origin, 'comment');
    assert.equal(librdkafkaDialect('/x/ingest.properties', [' librdkafka-based worker'], ['bootstrap.servers'])?.origin, 'comment');
    assert.equal(librdkafkaDialect('/x/c.properties', [], ['bootstrap.servers', 'enable.partition.eof', 'group.id'])?.origin, 'keys');
  });

  it('near-misses stay Java: java.config, a passing mention among Java keys, shared and old Scala keys, a word that only contains rdkafka', () => {
    assert.equal(librdkafkaDialect('/x/java.config', [' librdkafka'], ['sasl.mechanisms']), undefined);
    assert.equal(librdkafkaDialect('/x/p.properties', [' tuned like our librdkafka services'], ['key.serializer', 'buffer.memory', 'linger.ms']), undefined);
    assert.equal(librdkafkaDialect('/x/p.properties', [], ['queue.buffering.max.ms', 'batch.num.messages', 'metadata.broker.list']), undefined);
    assert.equal(librdkafkaDialect('/x/p.properties', [], ['enable.partition.eof', 'key.deserializer', 'max.poll.interval.ms', 'fetch.max.wait.ms']), undefined);
    assert.equal(librdkafkaDialect('/x/p.properties', [' see myrdkafkawrapper'], ['bootstrap.servers']), undefined);
    // debug=true beside an application's topic settings (check 76), and keys of both clients in one
    // file, an application's own read key by key (check 73).
    assert.equal(librdkafkaDialect('/x/admin.properties', [], ['bootstrap.servers', 'debug', 'input.topic.name', 'input.topic.partitions']), undefined);
    assert.equal(librdkafkaDialect('/x/kafka.properties', [], ['bootstrap.servers', 'sasl.username', 'sasl.password', 'ssl.truststore.location']), undefined);
    // Near miss: librdkafka's own keys alone still decide.
    assert.equal(librdkafkaDialect('/x/kafka.properties', [], ['bootstrap.servers', 'sasl.username', 'sasl.password'])?.client, 'librdkafka');
  });

  it('Confluent client *.config files are read as .properties; web.config and app.config are not', () => {
    for (const f of ['java.config', 'java-sr.config', 'librdkafka.config', 'client.config', 'ccloud.config', 'prod-kafka.config']) {
      assert.equal(documentKind(f)?.reader, 'properties', f);
      assert.equal(documentKind(f, 'xml')?.reader, 'properties', f);
      assert.equal(languageIdForPath(f), 'properties', f);
    }
    for (const f of ['web.config', 'app.config', 'nuget.config', 'packages.config']) assert.equal(documentKind(f), undefined, f);
  });
});

describe('librdkafka-unknown-property (rdkafka_conf.c rd_kafka_anyconf_set)', () => {
  const opts = { fileName: 'librdkafka.config' };

  it('names the key librdkafka refuses, with the property meant, and renames it', () => {
    const ds = findings(ID, 'bootstrap.servers=b:9092\nenable.partition.eof=false\nstatistic.interval.ms=60000\n', opts);
    assert.equal(ds.length, 1);
    assert.equal(ds[0].range.start.line, 2);
    assert.equal(ds[0].severity, 2);
    assert.match(ds[0].message, /^librdkafka has no property 'statistic\.interval\.ms': creating the client fails with No such configuration property: "statistic\.interval\.ms" \(rd_kafka_conf_set\)\. Did you mean 'statistics\.interval\.ms'\?/);
  });

  it('topic settings kept beside the client keys: information that names both outcomes, no rename', () => {
    const ds = findings(ID, 'bootstrap.servers=b:9092\nlinger.ms=20\nnum.partitions=6\nreplication.factor=3\n', opts);
    assert.deepEqual(ds.map((d) => [d.range.start.line, d.severity]), [[2, 3], [3, 3]]);
    assert.match(ds[0].message, /^'num\.partitions' is a topic setting, not a librdkafka property: if this whole file is handed to the client, creating it fails .*; if your code takes the topic settings out first, nothing happens\./);
    assert.deepEqual(findings(ID, 'bootstrap.servers=b:9092\nnum.partition=6\n', opts).map((d) => d.severity), [2]);
  });

  it('a topic. prefix: a topic property under it is accepted, as librdkafka strips the prefix; an unknown one is reported by its stripped name', () => {
    assert.deepEqual(findings(ID, 'bootstrap.servers=b:9092\ntopic.acks=all\ntopic.partitioner=murmur2\ntopic.message.timeout.ms=5000\n', opts), []);
    const [d] = findings(ID, 'bootstrap.servers=b:9092\ntopic.name=orders\n', opts);
    assert.match(d.message, /No such configuration property: "name" \(rd_kafka_conf_set\)/);
    const [g] = findings(ID, 'bootstrap.servers=b:9092\ntopic.linger.ms=5\n', opts);
    assert.match(g.message, /^librdkafka has no property 'topic\.linger\.ms': creating the client fails with No such configuration property: "linger\.ms"/);
  });

  it('the quick fix renames the key to the property librdkafka has', () => {
    const text = 'bootstrap.servers=b:9092\nstatistic.interval.ms=60000\n';
    assert.equal(fix(ID, text, opts), 'bootstrap.servers=b:9092\nstatistics.interval.ms=60000\n');
    assert.deepEqual(findings(ID, fix(ID, text, opts), opts), []);
  });

  it('reports a Java-only key and the Java spelling of a librdkafka property', () => {
    const ds = findings(ID, '# confluent-kafka-go\ngroup.id=g\nenable.auto.offset.store=false\nkey.deserializer=org.apache.kafka.common.serialization.StringDeserializer\nfetch.max.wait.ms=50\n', { fileName: 'ingest.properties' });
    assert.deepEqual(ds.map((d) => d.range.start.line), [3, 4]);
  });

  it('stays silent on a real librdkafka file: aliases, topic-level properties, schema-registry keys, placeholders', () => {
    const text = [
      'bootstrap.servers=b:9092', 'security.protocol=SASL_SSL', 'sasl.mechanisms=PLAIN', 'sasl.username=${KEY}', 'sasl.password=${SECRET}',
      'linger.ms=20', 'request.required.acks=-1', 'enable.idempotence=true', 'compression.codec=lz4', 'message.timeout.ms=30000',
      'schema.registry.url=https://sr', 'basic.auth.credentials.source=USER_INFO', 'basic.auth.user.info=${SR}',
    ].join('\n') + '\n';
    assert.deepEqual(lint(text, opts).map((d) => `${d.range.start.line}:${d.code}`), []);
    assert.deepEqual(findings(ID, 'queue.buffering.max.ms=20\nfetch.wait.max.ms=50\n', opts), []);
  });

  it('no unknown-key, old-client-config or plugin-key for librdkafka keys in such files', () => {
    const text = '# librdkafka settings\nsocket.keepalive.enable=true\nqueue.buffering.max.ms=5\nbatch.num.messages=1000\nenable.partition.eof=true\n';
    const codes = lint(text, { fileName: 'consumer.properties' }).map((d) => d.code);
    for (const c of ['unknown-key', 'old-client-config', 'plugin-key', 'application-keys', ID]) assert.ok(!codes.includes(c), `${c} in ${codes}`);
  });

  it('a Java file keeps the Java checks: unknown-key, not this rule', () => {
    const codes = lint('key.serializer=org.apache.kafka.common.serialization.StringSerializer\nbuffer.memory=1000000\nlingr.ms=5\n', { fileName: 'java.config' }).map((d) => d.code);
    assert.ok(codes.includes('unknown-key'));
    assert.ok(!codes.includes(ID));
  });
});
