import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix, quickFixes } from '../../support/service';

const ID = 'inflight-reordering';
const at = (version: string) => `# kafka-tuning: client=java@${version}\n`;

describe('inflight-reordering (docs/sources.md#batching, #idempotence)', () => {
  it('fires with idempotence explicitly off and the default 5 in flight and retries', () => {
    const [d, ...rest] = findings(ID, `${at('4.1')}enable.idempotence=false\n`);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 1, character: 0 }, end: { line: 1, character: 18 } });
    assert.equal(d.message, 'max.in.flight.requests.per.connection=5 (default) with retries=2147483647 (default) and idempotence off (enable.idempotence=false): if a batch fails and is retried while a later batch of the same partition succeeds, the later one is written first and records reorder. Idempotence keeps order with up to 5 in flight; max.in.flight.requests.per.connection=1 keeps it without.');
  });

  it('knows idempotence is off by default before 3.0 and in 3.0.0/3.1.0 (KAFKA-13598)', () => {
    const [old] = findings(ID, `${at('2.8')}acks=all\n`);
    assert.match(old.message, /before Kafka 3\.0 it is off unless enable\.idempotence=true or transactional\.id is set/);
    const [bug] = findings(ID, `${at('3.0')}acks=all\n`);
    assert.match(bug.message, /Kafka 3\.0 leaves it off unless enable\.idempotence is set explicitly.*KAFKA-13598/);
  });

  it('before 0.11 there is no idempotence to offer (KIP-98): the reason says so and the only fix is one request in flight', () => {
    // An independent check found "off unless enable.idempotence=true or transactional.id is set" on a 0.10.2 build.
    const text = `${at('0.10.2')}acks=all\nretries=3\n`;
    const [d] = findings(ID, text);
    assert.match(d.message, /Kafka 0\.10\.2 has no idempotent producer: it came with Kafka 0\.11 \(KIP-98\)/);
    assert.doesNotMatch(d.message, /enable\.idempotence|transactional\.id|Idempotence keeps/);
    assert.deepEqual(quickFixes(ID, text).map((a) => a.title), ['Set max.in.flight.requests.per.connection=1 (one batch at a time per connection)']);
    // near miss: 0.11 has it, and the fix that enables it is offered first
    assert.equal(quickFixes(ID, `${at('0.11.0')}acks=all\nretries=3\n`)[0].title, 'Set enable.idempotence=true (keeps order)');
  });

  it('stays silent with one request in flight, no retries, idempotence on, or nothing delivery-related written', () => {
    assert.equal(findings(ID, `${at('4.1')}enable.idempotence=false\nmax.in.flight.requests.per.connection=1\n`).length, 0);
    assert.equal(findings(ID, `${at('4.1')}enable.idempotence=false\nretries=0\n`).length, 0);
    assert.equal(findings(ID, `${at('4.1')}acks=all\nmax.in.flight.requests.per.connection=5\n`).length, 0);
    assert.equal(findings(ID, `${at('2.8')}batch.size=65536\n`).length, 0);
    // 3.x drops idempotence for acks=1 silently: idempotence-conflict says so, not this rule.
    assert.equal(findings(ID, `${at('3.9')}acks=1\n`).length, 0);
  });

  it('fix enables idempotence when acks allows it, and re-lints clean', () => {
    const text = `${at('2.8')}acks=all\n`;
    const fixed = fix(ID, text);
    assert.equal(fixed, `${at('2.8')}acks=all\nenable.idempotence=true\n`);
    assert.equal(findings(ID, fixed).length, 0);
    assert.equal(findings('idempotence-conflict', fixed).length, 0);
  });

  it('with acks=1 the only fix is one request in flight', () => {
    const text = `${at('4.1')}enable.idempotence=false\nacks=1\n`;
    assert.deepEqual(quickFixes(ID, text).map((a) => a.title), ['Set max.in.flight.requests.per.connection=1 (one batch at a time per connection)']);
    const fixed = fix(ID, text);
    assert.equal(findings(ID, fixed).length, 0);
  });

  // Worker.baseProducerConfigs (connect-runtime 2.8.2–4.2.2) gives its task producers
  // max.in.flight.requests.per.connection=1, acks=all and (from 3.0) enable.idempotence=false before
  // the file's producer.* keys; MirrorMaker 2 replicates through such a worker.
  it('stays silent on a Connect worker, connector or MirrorMaker 2 producer that only turns idempotence off', () => {
    const worker = 'bootstrap.servers=k:9092\ngroup.id=ingest-workers\nconfig.storage.topic=iw-configs\noffset.storage.topic=iw-offsets\nstatus.storage.topic=iw-status\nproducer.enable.idempotence=false\n';
    assert.equal(findings(ID, worker, { fileName: 'connect-distributed.properties' }).length, 0);
    const connector = 'name=orders-cdc\nconnector.class=io.debezium.connector.mysql.MySqlConnector\ntasks.max=1\nproducer.override.enable.idempotence=false\n';
    assert.equal(findings(ID, connector, { fileName: 'orders-cdc.properties' }).length, 0);
    const mm2 = 'clusters = dc1, dc2\ndc1.bootstrap.servers = a:9092\ndc2.bootstrap.servers = b:9092\ndc1->dc2.enabled = true\ndc2.producer.enable.idempotence = false\n';
    assert.equal(findings(ID, mm2, { fileName: 'mm2.properties' }).length, 0);
  });

  it('stays silent on a worker with exactly-once source support (3.3+: its source tasks\' producers are idempotent and transactional, Worker.exactlyOnceSourceTaskProducerConfigs), and on a MirrorMaker 2 cluster that does not turn idempotence off', () => {
    const worker = (version: string) => `# kafka-tuning: client=java@${version}\nbootstrap.servers=k:9092\ngroup.id=ingest-workers\nconfig.storage.topic=iw-configs\noffset.storage.topic=iw-offsets\nstatus.storage.topic=iw-status\nexactly.once.source.support=enabled\nproducer.max.in.flight.requests.per.connection=5\nproducer.retries=10\n`;
    assert.deepEqual(findings(ID, worker('3.9.1'), { fileName: 'connect-distributed.properties' }), []);
    // Before 3.3 the worker has no such setting: its producers are not idempotent.
    assert.equal(findings(ID, worker('3.2.3'), { fileName: 'connect-distributed.properties' }).length, 1);
    const mm2 = '# kafka-tuning: client=java@3.9.1\nclusters = east, west\neast.bootstrap.servers = a:9092\nwest.bootstrap.servers = b:9092\neast->west.enabled = true\neast.producer.max.in.flight.requests.per.connection = 5\neast.producer.retries = 10\n';
    assert.deepEqual(findings(ID, mm2, { fileName: 'mm2.properties' }), []);
  });

  it('still fires when a worker or MirrorMaker 2 file raises the in-flight count itself', () => {
    const mm2 = 'clusters = dc1, dc2\ndc1.bootstrap.servers = a:9092\ndc2.bootstrap.servers = b:9092\ndc1->dc2.enabled = true\ndc2.producer.enable.idempotence = false\ndc2.producer.max.in.flight.requests.per.connection = 5\n';
    const [d] = findings(ID, mm2, { fileName: 'mm2.properties' });
    assert.match(d.message, /^max\.in\.flight\.requests\.per\.connection=5 with retries=2147483647 \(default\)/);
    const worker = 'bootstrap.servers=k:9092\ngroup.id=ingest-workers\nconfig.storage.topic=iw-configs\noffset.storage.topic=iw-offsets\nstatus.storage.topic=iw-status\nproducer.max.in.flight.requests.per.connection=3\n';
    const [w] = findings(ID, worker, { fileName: 'connect-distributed.properties' });
    assert.match(w.message, /^max\.in\.flight\.requests\.per\.connection=3 .*a Connect worker gives its producers enable\.idempotence=false/);
    // A Streams file's producer.* keeps the producer's own defaults: 5 in flight.
    assert.equal(findings(ID, 'application.id=a\nbootstrap.servers=k:9092\nproducer.enable.idempotence=false\n', { fileName: 'streams.properties' }).length, 1);
  });
});

describe('inflight-reordering: a Spring transaction-id prefix makes the producers transactional, so idempotent', () => {
  const v201 = { workspace: { versions: { java: { client: 'java' as const, version: '2.0.1', origin: 'pom.xml' } } } };
  it('spring.kafka.producer.transaction-id-prefix: no reordering claimed; without it, the warning stands', () => {
    const yml = (prefix: string) => `spring:\n  kafka:\n    bootstrap-servers: kafka:9092\n    producer:\n${prefix}      retries: 3\n`;
    assert.deepEqual(findings('inflight-reordering', yml('      transaction-id-prefix: orders-tx-\n'), { fileName: 'src/main/resources/application.yml', ...v201 }), []);
    assert.equal(findings('inflight-reordering', yml(''), { fileName: 'src/main/resources/application.yml', ...v201 }).length, 1);
  });

  it('setTransactionIdPrefix on the factory in the same Java file: no reordering claimed', () => {
    const java = (tx: string) => `import java.util.*;\nimport org.apache.kafka.clients.producer.ProducerConfig;\nimport org.springframework.kafka.core.*;\nclass Config {\n  ProducerFactory<String, String> pf() {\n    Map<String, Object> props = new HashMap<>();\n    props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka:9092");\n    props.put(ProducerConfig.RETRIES_CONFIG, 3);\n    DefaultKafkaProducerFactory<String, String> f = new DefaultKafkaProducerFactory<>(props);\n${tx}    return f;\n  }\n}\n`;
    assert.deepEqual(findings('inflight-reordering', java('    f.setTransactionIdPrefix("orders-tx-");\n'), { fileName: 'Config.java', ...v201 }), []);
    assert.equal(findings('inflight-reordering', java(''), { fileName: 'Config.java', ...v201 }).length, 1);
  });
});
