import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix, lint, quickFixes } from '../../support/service';

const ID = 'acks-durability';
const isr = (value: string) => ({ workspace: { minInsyncReplicas: { value, file: 'config/server.properties' } } });

describe('acks-durability', () => {
  it('informs on acks=1: acknowledged writes can be lost with the leader', () => {
    const [d, ...rest] = findings(ID, 'enable.idempotence=false\nacks=1\n');
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.deepEqual(d.range, { start: { line: 1, character: 5 }, end: { line: 1, character: 6 } });
    assert.equal(d.message, 'acks=1: the leader answers before its followers have the write; if it fails right then, an acknowledged write is lost. acks=all with min.insync.replicas ≥ 2 trades latency for durability (measured on a local 3-node cluster at 500 records/s: p99 22.4 ms with acks=all vs 13.4 ms with acks=1, docs/evidence/acks-three-replicas.md).');
  });

  it('acks=1 with retries=0 written: the same finding also says a retriable error fails the batch; retries-zero stays silent', () => {
    const text = 'bootstrap.servers=k:9092\nacks=1\nretries=0\n';
    const ds = lint(text, { fileName: 'producer.properties' }).filter((d) => d.code === 'acks-durability' || d.code === 'retries-zero');
    assert.deepEqual(ds.map((d) => d.code), ['acks-durability']);
    assert.match(ds[0].message, /With retries=0 beside it, a batch also fails on its first retriable error \(a leader change, a request timeout\)/);
    // Near miss: acks=1 with retries left alone says nothing of retries.
    assert.doesNotMatch(lint('bootstrap.servers=k:9092\nacks=1\n', { fileName: 'producer.properties' }).find((d) => d.code === 'acks-durability')!.message, /retries/);
  });

  it('test resources are skipped: a test\'s producer runs against the test\'s own broker (src/test/resources)', () => {
    const yml = 'spring:\n  kafka:\n    producer:\n      acks: 1\n      retries: 0\n';
    assert.deepEqual(lint(yml, { fileName: 'order-api/src/test/resources/application.yaml' }).filter((d) => ['acks-durability', 'retries-zero', 'inflight-reordering'].includes(String(d.code))), []);
    assert.equal(lint(yml, { fileName: 'order-api/src/main/resources/application.yaml' }).filter((d) => d.code === 'acks-durability').length, 1);
  });

  it('acks left unwritten on a Java producer older than 3.0, whose default is acks=1 (check 89); near misses: 3.x, an unknown version, idempotence asked for', () => {
    const text = (version: string, extra = '') => `# kafka-tuning: client=java@${version}\nbootstrap.servers=kafka-1:9092,kafka-2:9092\n${extra}`;
    const [d, ...rest] = findings(ID, text('2.2.0'), { fileName: 'producer.properties' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.match(d.message, /^acks is not set, and Kafka 2\.2\.0's default is acks=1 \(acks=all only from Kafka 3\.0, KIP-679\)/);
    assert.match(fix(ID, text('2.2.0'), { fileName: 'producer.properties' }), /^acks=all$/m);
    assert.deepEqual(findings(ID, text('3.0.2'), { fileName: 'producer.properties' }), []);
    assert.deepEqual(findings(ID, 'bootstrap.servers=kafka-1:9092\n', { fileName: 'producer.properties' }), []);
    assert.deepEqual(findings(ID, text('2.2.0', 'enable.idempotence=true\n'), { fileName: 'producer.properties' }), []);
    assert.deepEqual(findings(ID, text('2.2.0', 'transactional.id=payments-1\n'), { fileName: 'producer.properties' }), []);
    // Before KafkaProducer (0.8.2) the Scala producer ran, whose request.required.acks defaulted to 0 (check 91).
    assert.deepEqual(findings(ID, text('0.8.1', 'request.required.acks=1\n'), { fileName: 'producer.properties' }), []);
    assert.deepEqual(findings('default-changed', text('0.8.1', 'request.required.acks=1\n'), { fileName: 'producer.properties' }), []);
    assert.equal(findings('default-changed', text('0.10.2'), { fileName: 'producer.properties' }).length, 1);
  });

  it('informs on acks=0', () => {
    const [d] = findings(ID, 'acks=0\n');
    assert.match(d.message, /^acks=0: the producer does not wait for the broker at all/);
  });

  it('a written acks=1 in a client whose idempotence is on by default: one finding that says idempotence is therefore off', () => {
    const all = lint('# kafka-tuning: client=java@3.9.1\nacks=1\n').filter((d) => d.severity !== 4);
    assert.deepEqual(all.map((d) => d.code), [ID], 'not a second finding from idempotence-conflict');
    assert.equal(all[0].message, 'acks=1: the leader answers before its followers have the write; if it fails right then, an acknowledged write is lost. It also turns off the default idempotence of Kafka 3.9.1, with only an INFO log line: a batch retried after a lost answer can be written twice, and with max.in.flight.requests.per.connection=5 (default) land after a later batch. acks=all with min.insync.replicas ≥ 2 trades latency for durability (measured on a local 3-node cluster at 500 records/s: p99 22.4 ms with acks=all vs 13.4 ms with acks=1, docs/evidence/acks-three-replicas.md).');
    assert.deepEqual(quickFixes(ID, '# kafka-tuning: client=java@3.9.1\nacks=1\n').map((a) => a.title), ['Set acks=all', 'Set enable.idempotence=false (give up idempotence explicitly)']);
  });

  it('no reordering claimed with one request in flight, and for acks=0 the risk is loss, not duplicates', () => {
    const [one] = findings(ID, '# kafka-tuning: client=java@3.9.1\nacks=1\nmax.in.flight.requests.per.connection=1\n');
    assert.match(one.message, /can be written twice\. acks=all/);
    assert.doesNotMatch(one.message, /later batch|reorder/);
    const [zero] = findings(ID, '# kafka-tuning: client=java@3.9.1\nacks=0\n');
    assert.match(zero.message, /with no acknowledgement a write that fails on the broker is never seen or retried, so the risk is loss, not duplicates\./);
    assert.doesNotMatch(zero.message, /twice/);
  });

  it('near misses: no idempotence sentence where it was never on by default (2.8, KAFKA-13598 3.1.0) or is written off; silent where the acks makes the producer refuse to start', () => {
    for (const head of ['# kafka-tuning: client=java@2.8.2\n', '# kafka-tuning: client=java@3.1.0\n', 'enable.idempotence=false\n']) {
      const [d] = findings(ID, `${head}acks=1\n`);
      assert.doesNotMatch(d.message, /idempotence/, head);
    }
    assert.equal(findings(ID, 'enable.idempotence=true\nacks=1\n').length, 0);
    assert.equal(findings('idempotence-conflict', 'enable.idempotence=true\nacks=1\n').length, 1);
  });

  const factories = (annotation: string, method: string) => `import java.util.Map;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.springframework.context.annotation.Bean;
import org.springframework.kafka.core.DefaultKafkaProducerFactory;
import org.springframework.kafka.core.ProducerFactory;

class TelemetryProducers {
  @Bean
  ${annotation}
  public ProducerFactory<String, String> ${method}() {
    return new DefaultKafkaProducerFactory<>(Map.of(
      ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka:9092",
      ProducerConfig.ACKS_CONFIG, "0"));
  }
}
`;

  it('in Java code that names the producer at-most-once (its bean condition or method), acks=0 is the stated design: a hint', () => {
    const [d, ...rest] = findings(ID, factories('@ConditionalOnProperty(name = "delivery", havingValue = "at-most-once")', 'telemetryProducerFactory'), { fileName: 'TelemetryProducers.java' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 4);
    assert.match(d.message, /The code names this producer at-most-once \(@ConditionalOnProperty\(name = "delivery", havingValue = "at-most-once"\)\), so losing a write is the stated design/);
    const [m] = findings(ID, factories('', 'atMostOnceProducerFactory'), { fileName: 'TelemetryProducers.java' });
    assert.equal(m.severity, 4);
    assert.match(m.message, /\(atMostOnceProducerFactory\(\)\)/);
  });

  it('says nothing about an acks the producer refuses by its Java type (put(ACKS_CONFIG, 1), an Integer): that is java-value-type-refused\'s error', () => {
    const java = (v: string) => `import java.util.*;\nimport org.apache.kafka.clients.producer.*;\nimport org.apache.kafka.common.serialization.StringSerializer;\nclass P {\n  KafkaProducer<String, String> p() {\n    Map<String, Object> c = new HashMap<>();\n    c.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "k:9092");\n    c.put(ProducerConfig.ACKS_CONFIG, ${v});\n    return new KafkaProducer<>(c, new StringSerializer(), new StringSerializer());\n  }\n}\n`;
    assert.deepEqual(findings(ID, java('1'), { fileName: 'P.java' }), []);
    assert.equal(findings('java-value-type-refused', java('1'), { fileName: 'P.java' }).length, 1);
    assert.equal(findings(ID, java('"1"'), { fileName: 'P.java' }).length, 1);
  });

  it('near miss: the same acks=0 in a factory named for nothing of the kind stays information', () => {
    const [d] = findings(ID, factories('@Primary', 'telemetryProducerFactory'), { fileName: 'TelemetryProducers.java' });
    assert.equal(d.severity, 3);
    assert.doesNotMatch(d.message, /stated design/);
  });

  it('the enclosing class can name it at-most-once too (a class body is named after its declaration)', () => {
    const named = factories('', 'telemetryProducerFactory').replace('class TelemetryProducers', 'class AtMostOnceTelemetryProducers');
    const [d] = findings(ID, named, { fileName: 'AtMostOnceTelemetryProducers.java' });
    assert.equal(d.severity, 4);
    assert.match(d.message, /\(class AtMostOnceTelemetryProducers\)/);
  });

  it('warns on acks=all when the workspace broker config has min.insync.replicas=1', () => {
    const [d] = findings(ID, 'acks=all\n', isr('1'));
    assert.equal(d.severity, 2);
    assert.match(d.message, /^acks=all waits for the in-sync replicas, but min\.insync\.replicas=1 in config\/server\.properties lets them shrink to the leader alone/);
  });

  it('stays silent on acks=all with min.insync.replicas=2, with no broker config visible, or with acks unwritten', () => {
    assert.equal(findings(ID, 'acks=all\n', isr('2')).length, 0);
    assert.equal(findings(ID, 'acks=-1\n').length, 0);
    assert.equal(findings(ID, 'linger.ms=5\n', isr('1')).length, 0);
  });

  it('fix sets acks=all and re-lints clean', () => {
    const fixed = fix(ID, 'acks=1\n');
    assert.equal(fixed, 'acks=all\n');
    assert.equal(findings(ID, fixed).length, 0);
  });

  it('does not say acks=1 turns idempotence off on a MirrorMaker 2 producer: its lines reach Connect workers\' producers (already off) and the offset-syncs producer (default on)', () => {
    const mm2 = 'clusters = dc1, dc2\ndc1.bootstrap.servers = a:9092\ndc2.bootstrap.servers = b:9092\ndc1->dc2.enabled = true\ndc2.producer.acks = 1\n';
    const [d, ...rest] = findings(ID, mm2, { fileName: 'mm2.properties' });
    assert.equal(rest.length, 0);
    assert.doesNotMatch(d.message, /idempotence/);
    assert.equal(findings('idempotence-conflict', mm2, { fileName: 'mm2.properties' }).length, 0);
    // The same line in a plain producer file does turn the default idempotence off.
    assert.match(findings(ID, '# kafka-tuning: client=java@3.9.1\nacks=1\n')[0].message, /turns off the default idempotence/);
  });
});
