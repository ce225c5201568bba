import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings } from '../../support/service';

const ID = 'kafkajs-message-option';
const file = (body: string) => `import { Kafka, CompressionTypes } from 'kafkajs';\nconst kafka = new Kafka({ brokers: ['broker:9092'] });\nconst producer = kafka.producer();\nexport async function publish(events: string[]) {\n${body}}\n`;
const opts = { fileName: 'publish.ts' };

describe('kafkajs-message-option (send() options written inside a message)', () => {
  it('warns on acks inside a message, once, on the property', () => {
    const text = file("  await producer.send({ topic: 'audit', messages: [{ value: 'x', acks: 0 }] });\n");
    const [d, ...rest] = findings(ID, text, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 4, character: 65 }, end: { line: 4, character: 72 } });
    assert.equal(d.message, 'acks inside a message is ignored: a kafkajs message has only key, value, partition, timestamp and headers, so this send() uses the acks given on the call, or the default (-1, all in-sync replicas). Pass acks to send({ ..., acks }) instead.');
  });

  it('finds them in messages built with map() and in sendBatch topicMessages', () => {
    const text = file([
      "  await producer.send({ topic: 'audit', messages: events.map((e) => ({ value: e, compression: CompressionTypes.GZIP })) });",
      "  await producer.sendBatch({ topicMessages: [{ topic: 'a', messages: [{ value: 'y', timeout: 5000 }] }] });",
      '',
    ].join('\n'));
    const ds = findings(ID, text, opts);
    assert.deepEqual(ds.map((d) => d.message.split(' ')[0]), ['compression', 'timeout']);
    assert.match(ds[1].message, /so this sendBatch\(\) uses the timeout given on the call, or the default \(30000 ms\)/);
  });

  it('stays silent when the options are on the call, on message fields, and for CKJS', () => {
    const good = file("  await producer.send({ topic: 'audit', acks: 1, compression: CompressionTypes.GZIP, messages: [{ key: 'k', value: 'x', partition: 0, headers: { acks: '1' }, timestamp: String(Date.now()) }] });\n");
    assert.equal(findings(ID, good, opts).length, 0);
    const ckjs = "import { KafkaJS } from '@confluentinc/kafka-javascript';\nconst kafka = new KafkaJS.Kafka({ kafkaJS: { brokers: ['b:9092'] } });\nconst producer = kafka.producer();\nexport async function go() {\n  await producer.send({ topic: 't', messages: [{ value: 'x', acks: 1 }] });\n}\n";
    assert.equal(findings(ID, ckjs, opts).length, 0);
  });
});
