// kafkajs reads each call's options by name: one written in another call is ignored there.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'kafkajs-option-misplaced';
const opts = { fileName: 'src/kafka.js' };
const HEAD = "const { Kafka, Partitioners } = require('kafkajs');\n";

describe(ID, () => {
  it('createPartitioner in new Kafka(), fromBeginning in kafka.consumer(), retries beside retry: one warning each', () => {
    const text = `${HEAD}const kafka = new Kafka({ clientId: 'a', brokers: ['k:9092'], createPartitioner: Partitioners.LegacyPartitioner, retries: 10 });\nconst consumer = kafka.consumer({ groupId: 'g', fromBeginning: true });\nconst producer = kafka.producer({ idempotent: true });\nmodule.exports = { consumer, producer };\n`;
    const ds = findings(ID, text, opts);
    assert.deepEqual(ds.map((d) => d.message), [
      "'createPartitioner' is read by kafka.producer(), not by new Kafka(): kafkajs ignores it here, so it keeps its default. Move it to kafka.producer().",
      "'retries' is read by retry: { … }, not by new Kafka(): kafkajs ignores it here, so it keeps its default. Move it to retry: { … }.",
      "'fromBeginning' is read by consumer.subscribe(), not by kafka.consumer(): kafkajs ignores it here, so it keeps its default. Move it to consumer.subscribe().",
    ]);
    assert.equal(ds[0].severity, 2);
    // retries written inside retry too: that value is in force, not the default (new-user review).
    const both = findings(ID, `${HEAD}const kafka = new Kafka({ clientId: 'a', brokers: ['k:9092'], retry: { retries: 3 }, retries: 10 });\nmodule.exports = { kafka };\n`, opts);
    assert.deepEqual(both.map((d) => d.message), ["'retries' is read by retry: { … }, not by new Kafka(): kafkajs ignores it here, and the retries: 3 written inside retry is the one in force. Remove this line, or set the value you want inside retry."]);
  });

  it('acks or compression in kafka.producer(): read per send (ProducerRecord), ignored there', () => {
    const text = `${HEAD}const kafka = new Kafka({ clientId: 'a', brokers: ['k:9092'] });\nconst producer = kafka.producer({ acks: -1, idempotent: true });\nmodule.exports = { producer };\n`;
    assert.deepEqual(findings(ID, text, opts).map((d) => d.message), ["'acks' is read by producer.send(), not by kafka.producer(): kafkajs ignores it here, so it keeps its default. Move it to producer.send()."]);
  });

  it('near misses: options in their own call, a misspelling (the misspelt-option rule\'s), unknown names of the application', () => {
    const text = `${HEAD}const kafka = new Kafka({ clientId: 'a', brokers: ['k:9092'], retry: { retries: 10 } });\nconst consumer = kafka.consumer({ groupId: 'g', maxWaitTimeInMs: 100, sessionTimout: 30000, tenant: 'acme' });\nconst producer = kafka.producer({ createPartitioner: Partitioners.LegacyPartitioner, allowAutoTopicCreation: false });\nmodule.exports = { consumer, producer };\n`;
    assert.deepEqual(findings(ID, text, opts), []);
  });

  it('another client\'s name for a setting (check 82): enableAutoCommit, \'auto.offset.reset\', enableIdempotence, with kafkajs\'s name and call', () => {
    const text = `${HEAD}const kafka = new Kafka({ clientId: 'a', brokers: ['k:9092'] });\nconst consumer = kafka.consumer({ groupId: 'g', enableAutoCommit: false, 'auto.offset.reset': 'earliest' });\nconst producer = kafka.producer({ enableIdempotence: true });\nmodule.exports = { consumer, producer };\n`;
    const ds = findings(ID, text, opts);
    assert.deepEqual(ds.map((d) => d.message.replace(/^'([^']+)'.*kafkajs takes the setting as (\w+) in ([\w.()]+)\.$/, '$1 → $3 $2')), [
      'enableAutoCommit → consumer.run() autoCommit',
      'auto.offset.reset → consumer.subscribe() fromBeginning',
      'enableIdempotence → kafka.producer() idempotent',
    ]);
    assert.match(ds[0].message, /^'enableAutoCommit' is another Kafka client's name: kafkajs reads no option of that name and ignores it, so this line changes nothing\./);
    // Near misses: kafkajs's own names where they belong; @confluentinc/kafka-javascript, which reads librdkafka's names beside its kafkaJS block.
    assert.deepEqual(findings(ID, `${HEAD}const kafka = new Kafka({ clientId: 'a', brokers: ['k:9092'] });\nconst consumer = kafka.consumer({ groupId: 'g', sessionTimeout: 45000 });\nconst producer = kafka.producer({ idempotent: true });\nmodule.exports = { consumer, producer };\n`, opts), []);
    assert.deepEqual(findings(ID, "const { Kafka } = require('@confluentinc/kafka-javascript').KafkaJS;\nconst kafka = new Kafka({ kafkaJS: { brokers: ['k:9092'] } });\nconst consumer = kafka.consumer({ kafkaJS: { groupId: 'g' }, 'enable.auto.commit': false });\nmodule.exports = { consumer };\n", opts), []);
  });

  it('a Java consumer setting kafkajs has no option for (check 88): maxPollInterval, max.poll.records', () => {
    const text = `${HEAD}const kafka = new Kafka({ clientId: 'a', brokers: ['k:9092'] });\nconst consumer = kafka.consumer({ groupId: 'g', sessionTimeout: 30000, maxPollInterval: 300000, 'max.poll.records': 100 });\nmodule.exports = { consumer };\n`;
    const [a, b, ...rest] = findings(ID, text, opts);
    assert.equal(rest.length, 0);
    assert.match(a.message, /^'maxPollInterval' is the Java client's max\.poll\.interval\.ms, not a kafkajs option: kafkajs reads no option of that name in kafka\.consumer\(\) and ignores it, so this line changes nothing\. No kafkajs option bounds the time between fetches: .*sessionTimeout/);
    assert.match(b.message, /^'max\.poll\.records' is the Java client's max\.poll\.records.*bounded in bytes by maxBytesPerPartition and maxBytes/);
    // Near miss: the same name in a producer's options is an application's own (not a consumer setting) and stays silent.
    assert.deepEqual(findings(ID, `${HEAD}const kafka = new Kafka({ clientId: 'a', brokers: ['k:9092'] });\nconst producer = kafka.producer({ maxPollInterval: 300000 });\nmodule.exports = { producer };\n`, opts), []);
  });

  it('a message field written beside messages in producer.send() (check 84): the messages go without it', () => {
    const send = (record: string) => `${HEAD}const kafka = new Kafka({ clientId: 'a', brokers: ['k:9092'] });\nconst producer = kafka.producer();\nasync function publish(order) {\n  await producer.send({ topic: 'orders', ${record} });\n}\nmodule.exports = { publish };\n`;
    const [d, ...rest] = findings(ID, send("key: String(order.id), messages: [{ value: JSON.stringify(order) }]"), opts);
    assert.equal(rest.length, 0);
    assert.equal(d.range.start.line, 4);
    assert.match(d.message, /^'key' is a field of each message, not an option of producer\.send\(\): .*round-robin over the partitions .*Write it in each message: messages: \[\{ key: …, value \}\]\.$/);
    assert.match(findings(ID, send('headers: { source: \'api\' }, messages: [{ value: \'x\' }]'), opts)[0]?.message ?? '', /^'headers' is a field of each message/);
    // Near misses: the key in the message, and send()'s own options (acks, timeout, compression).
    assert.deepEqual(findings(ID, send("messages: [{ key: String(order.id), value: JSON.stringify(order) }], acks: -1, timeout: 30000"), opts), []);
  });

  it('its documented examples', () => assertDocsExamples(ID));
});

describe('kafkajs-option-misplaced: another library\'s object with a consumer() method (check 62)', () => {
  const cls = (dlqOptions: string, kafkaOptions = "{ groupId: 'g' }") => `import { Kafka, Consumer, EachMessagePayload } from 'kafkajs'
const { DLQ } = require('kafkajs-dlq')

export class Worker {
  private kafka: Kafka;
  private kafkaConsumer: Consumer;
  private dlq: any;
  constructor() {
    this.kafka = new Kafka({ clientId: 'w', brokers: ['kafka:9092'] });
    this.kafkaConsumer = this.kafka.consumer(${kafkaOptions});
    this.dlq = new DLQ({ client: this.kafka });
  }
  async start(): Promise<void> {
    const { eachMessage } = this.dlq.consumer(${dlqOptions})
    await this.kafkaConsumer.run({ eachMessage })
  }
}
`;
  it('this.dlq = new DLQ(…): its consumer({ topics, eachMessage }) is the wrapper\'s, not kafkajs\'s', () => {
    assert.deepEqual(findings(ID, cls("{ topics: { orders: {} }, consumer: this.kafkaConsumer, eachMessage: async (p: EachMessagePayload) => { await p.heartbeat(); } }"), { fileName: 'consumer.ts' }), []);
  });

  it('near miss: the same class\'s real kafkajs consumer, created on this.kafka = new Kafka(…), is still judged', () => {
    const ds = findings(ID, cls('{ topics: {} }', "{ groupId: 'g', eachMessage: async () => {} }"), { fileName: 'consumer.ts' });
    assert.equal(ds.length, 1);
    assert.match(ds[0].message, /^'eachMessage' is read by consumer\.run\(\), not by kafka\.consumer\(\)/);
  });
});
