// Presets must not contradict the rules (or the client), and a directive reaches every site below it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyTextEdits } from '../../server/src/service/util/textEdits';
import { doc, lint, service } from '../support/service';

function presets(text: string, fileName: string, line: number) {
  const d = doc(text, fileName);
  return service().codeActions(d, { start: { line, character: 0 }, end: { line, character: 0 } }, ['refactor']).map((a) => ({
    title: a.title,
    text: applyTextEdits(text, Object.values(a.edit!.changes!)[0]),
  }));
}

describe('presets', () => {
  it('produce no warning or error of our own in a .properties producer', () => {
    for (const p of presets('# kafka-tuning: record-bytes=512 rate=2000 partitions=4\nbootstrap.servers=b:9092\n', 'producer.properties', 1)) {
      const bad = lint(p.text).filter((d) => d.severity === 1 || d.severity === 2);
      assert.deepEqual(bad.map((d) => d.code), [], p.title);
    }
  });

  it('the throughput preset fits the declared workload: no value its own hover shows cannot be used', () => {
    const pick = (text: string) => presets(text, 'producer.properties', 1).find((p) => p.title.includes('for throughput'))!.text;
    // 2,000 rec/s over 4 partitions with a 50 ms p99: linger within a fifth of the budget, and a 10 ms
    // window brings ≈ 6 records per partition, so batch.size stays at 16 KiB and buffer.memory at its default.
    const fitted = pick('# kafka-tuning: record-bytes=512 rate=2000 partitions=4 p99-ms=50\nbootstrap.servers=b:9092\n');
    assert.match(fitted, /^linger\.ms=10$/m);
    assert.match(fitted, /^batch\.size=16384$/m);
    assert.doesNotMatch(fitted, /buffer\.memory/);
    assert.deepEqual(lint(fitted).map((d) => d.code).filter((c) => c === 'linger-exceeds-slo' || c === 'buffer-memory-too-small' || c === 'compression-no-gain'), []);
    // A rate that fills big batches gets them, with two per partition of buffer.memory.
    const big = pick('# kafka-tuning: record-bytes=512 key-bytes=16 rate=4000000 partitions=256\nbootstrap.servers=b:9092\n');
    assert.match(big, /^linger\.ms=20$/m);
    assert.match(big, /^batch\.size=262144$/m);
    assert.match(big, /^buffer\.memory=134217728$/m);
    // Without a workload, the fixed starting point.
    const plain = pick('# kafka-tuning: role=producer\nbootstrap.servers=b:9092\n');
    assert.match(plain, /^batch\.size=262144$/m);
    assert.match(plain, /^buffer\.memory=268435456$/m);
  });

  it('write only what kafkajs has, in its spelling (no linger.ms on a kafkajs producer)', () => {
    const ts = "import { Kafka } from 'kafkajs';\nconst kafka = new Kafka({ brokers: ['b:9092'] });\nconst p = kafka.producer({ idempotent: true });\n";
    const out = presets(ts, 'p.ts', 2);
    assert.ok(out.length >= 1);
    for (const p of out) {
      assert.doesNotMatch(p.text, /linger|batch\.size|buffer|'all'/, p.title);
      assert.deepEqual(lint(p.text, { fileName: 'p.ts' }).filter((d) => d.severity === 1).map((d) => d.code), [], p.title);
    }
  });

  it('group several Spring pass-through keys under one properties: mapping', () => {
    const yml = 'spring:\n  kafka:\n    producer:\n      acks: all\n';
    const durable = presets(yml, 'application.yml', 3).find((p) => /durability/.test(p.title))!;
    assert.equal((durable.text.match(/^\s*properties:/gm) ?? []).length, 1, durable.text);
    assert.match(durable.text, /"\[max\.block\.ms\]": 5000/);
  });
});

describe('directives in code', () => {
  it('a directive above the class applies to the configs in every method below it', () => {
    const java = 'import org.apache.kafka.clients.producer.*;\nimport java.util.Properties;\n// kafka-tuning: record-bytes=512\nclass P {\n  Object a() { Properties p = new Properties(); p.put(ProducerConfig.BATCH_SIZE_CONFIG, 1024); return new KafkaProducer<>(p); }\n  Object b() { Properties q = new Properties(); q.put(ProducerConfig.BATCH_SIZE_CONFIG, 1024); return new KafkaProducer<>(q); }\n}\n';
    assert.deepEqual(lint(java, { fileName: 'P.java' }).filter((d) => d.code === 'batch-size-below-record').map((d) => d.range.start.line), [4, 5]);
  });

  it('a directive problem is reported once, even when an extractor also attached the comment', () => {
    const ts = "import { Kafka } from 'kafkajs';\n// kafka-tuning: partitions=4 bogus=1\nconst kafka = new Kafka({ brokers: ['b:9092'] });\nconst c = kafka.consumer({ groupId: 'g', minBytes: 8388608 });\n";
    assert.equal(lint(ts, { fileName: 'c.ts' }).filter((d) => d.code === 'unknown-directive').length, 1);
  });
});
