import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix, lint } from '../../support/service';

const ID = 'streams-topic-key-unprefixed';
const opts = { fileName: 'streams.properties' };
const BASE = 'application.id=orders-enricher\nbootstrap.servers=kafka-1:9092\nreplication.factor=3\n';

describe('streams-topic-key-unprefixed (InternalTopicManager reads topic configs only under topic.)', () => {
  it('fires on min.insync.replicas in a Streams file, instead of the generic wrong-role finding, and renames it', () => {
    const text = `${BASE}min.insync.replicas=2\n`;
    const all = lint(text, opts);
    const [d, ...rest] = all.filter((x) => x.code === ID);
    assert.equal(rest.length, 0);
    assert.equal(all.filter((x) => x.code === 'wrong-role-key').length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 3, character: 0 }, end: { line: 3, character: 19 } });
    assert.equal(d.message, "'min.insync.replicas' is a topic config: Kafka Streams applies topic configs to the changelog and repartition topics it creates only under the topic. prefix (StreamsConfig.topicPrefix, read by InternalTopicManager). Unprefixed, it goes to Streams' producer, consumer and admin clients, which do not read it, and the internal topics are created without it. Write topic.min.insync.replicas.");
    const fixed = fix(ID, text, opts);
    assert.equal(fixed, `${BASE}topic.min.insync.replicas=2\n`);
    assert.deepEqual(lint(fixed, opts).filter((x) => x.code === ID || x.code === 'wrong-role-key'), []);
  });

  it('one finding per topic key (retention.ms, cleanup.policy, segment.bytes)', () => {
    const ds = findings(ID, `${BASE}retention.ms=604800000\ncleanup.policy=compact\nsegment.bytes=104857600\n`, opts);
    assert.deepEqual(ds.map((d) => d.range.start.line), [3, 4, 5]);
  });

  it('says so when the prefixed key is set as well, and offers no rename onto it', () => {
    const text = `${BASE}topic.min.insync.replicas=2\nmin.insync.replicas=2\n`;
    const [d] = findings(ID, text, opts);
    assert.match(d.message, /\(topic\.min\.insync\.replicas is written too; this line adds nothing\)\.$/);
    assert.equal(fix(ID, text, opts), `${BASE}topic.min.insync.replicas=2\n`);
  });

  it('Java: a Streams Properties map with a topic key written as a string', () => {
    const java = [
      'import java.util.Properties;',
      'import org.apache.kafka.streams.KafkaStreams;',
      'import org.apache.kafka.streams.StreamsBuilder;',
      'import org.apache.kafka.streams.StreamsConfig;',
      'class Enricher {',
      '  KafkaStreams start(StreamsBuilder builder) {',
      '    Properties p = new Properties();',
      '    p.put(StreamsConfig.APPLICATION_ID_CONFIG, "orders-enricher");',
      '    p.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka-1:9092");',
      '    p.put(StreamsConfig.REPLICATION_FACTOR_CONFIG, 3);',
      '    p.put("min.insync.replicas", "2");',
      '    return new KafkaStreams(builder.build(), p);',
      '  }',
      '}',
    ].join('\n');
    const [d] = findings(ID, java, { fileName: 'Enricher.java' });
    assert.equal(d.range.start.line, 10);
    assert.match(fix(ID, java, { fileName: 'Enricher.java' }), /p\.put\("topic\.min\.insync\.replicas", "2"\);/);
  });

  it('Spring Boot: spring.kafka.streams.properties.min.insync.replicas is unprefixed for Streams; the client-prefixed and topic-prefixed keys are not', () => {
    const yml = 'spring:\n  kafka:\n    bootstrap-servers: kafka-1:9092\n    streams:\n      application-id: join-demo\n      properties:\n        min.insync.replicas: 2\n        topic.retention.ms: 86400000\n        producer.linger.ms: 5\n';
    const ds = lint(yml, { fileName: 'src/main/resources/application.yml' });
    assert.deepEqual(ds.map((d) => d.code), ['streams-topic-key-unprefixed']);
    assert.equal(ds[0].range.start.line, 6);
    assert.match(ds[0].message, /^'spring\.kafka\.streams\.properties\.min\.insync\.replicas' is a topic config: .* Write spring\.kafka\.streams\.properties\.topic\.min\.insync\.replicas\.$/);
  });

  it('stays silent on prefixed keys, on a key Streams\' producer reads (compression.type), and on topic keys in a broker or topic file', () => {
    assert.deepEqual(findings(ID, `${BASE}topic.min.insync.replicas=2\ntopic.retention.ms=604800000\n`, opts), []);
    assert.deepEqual(findings(ID, `${BASE}compression.type=lz4\n`, opts), []);
    assert.deepEqual(findings(ID, 'process.roles=broker\nnode.id=1\nmin.insync.replicas=2\n', { fileName: 'server.properties' }), []);
    assert.deepEqual(findings(ID, 'bootstrap.servers=kafka:9092\nmin.insync.replicas=2\n', { fileName: 'producer.properties' }), []);
  });
});
