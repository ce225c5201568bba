import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings } from '../../support/service';

const ID = 'flush-then-exit';
const rdkafka = (body: string) => `const Kafka = require('node-rdkafka');\nconst producer = new Kafka.Producer({ 'metadata.broker.list': 'broker:9092' });\nprocess.on('SIGTERM', () => {\n${body}\n});\n`;

describe('flush-then-exit (asynchronous flush, immediate process.exit)', () => {
  it('node-rdkafka: flush() then process.exit() on the next line', () => {
    const [d, ...rest] = findings(ID, rdkafka('  producer.flush(5000);\n  process.exit(0);'), { fileName: 'shutdown.js' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 3, character: 2 }, end: { line: 3, character: 22 } });
    assert.equal(d.message, 'flush() returns before the queue is delivered (node-rdkafka reports through its callback), and the process.exit() that follows it ends the process at once: the messages still queued are lost. Call process.exit() from the flush callback: producer.flush(10000, () => process.exit(0)).');
  });

  it('CKJS: an un-awaited flush() before process.exit()', () => {
    const text = "import { KafkaJS } from '@confluentinc/kafka-javascript';\nconst kafka = new KafkaJS.Kafka({ kafkaJS: { brokers: ['b:9092'] } });\nconst producer = kafka.producer();\nexport function stop() {\n  producer.flush({ timeout: 5000 });\n  process.exit(0);\n}\n";
    const [d] = findings(ID, text, { fileName: 'stop.ts' });
    assert.match(d.message, /^flush\(\) returns a promise that is not awaited/);
  });

  it('a disconnect() not awaited or a log line between them waits for nothing either (check 87)', () => {
    const [d, ...rest] = findings(ID, rdkafka('  producer.flush();\n  producer.disconnect();\n  console.log("bye");\n  process.exit();'), { fileName: 'shutdown.js' });
    assert.equal(rest.length, 0);
    assert.equal(d.range.start.line, 3);
    // Near miss: the disconnect is awaited (CKJS), or the exit sits in its callback.
    const awaitedDisconnect = "import { KafkaJS } from '@confluentinc/kafka-javascript';\nconst kafka = new KafkaJS.Kafka({ kafkaJS: { brokers: ['b:9092'] } });\nconst producer = kafka.producer();\nexport async function stop() {\n  producer.flush({ timeout: 5000 });\n  await producer.disconnect();\n  process.exit(0);\n}\n";
    assert.deepEqual(findings(ID, awaitedDisconnect, { fileName: 'stop.ts' }), []);
    assert.deepEqual(findings(ID, rdkafka('  producer.flush();\n  producer.disconnect(() => process.exit(0));'), { fileName: 'shutdown.js' }), []);
  });

  it('stays silent when the exit waits for the flush', () => {
    assert.equal(findings(ID, rdkafka('  producer.flush(5000, () => process.exit(0));'), { fileName: 'shutdown.js' }).length, 0);
    assert.equal(findings(ID, rdkafka('  producer.flush(5000);\n  console.log("flushing");'), { fileName: 'shutdown.js' }).length, 0);
    const awaited = "import { KafkaJS } from '@confluentinc/kafka-javascript';\nconst kafka = new KafkaJS.Kafka({ kafkaJS: { brokers: ['b:9092'] } });\nconst producer = kafka.producer();\nexport async function stop() {\n  await producer.flush({ timeout: 5000 });\n  process.exit(0);\n}\n";
    assert.equal(findings(ID, awaited, { fileName: 'stop.ts' }).length, 0);
  });
});
