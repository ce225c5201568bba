// The issue-4 language rules on real TS and Spring text, through the same service the server runs.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix, lint } from '../../support/service';

const kafkajsLoop = `import { Kafka, CompressionTypes } from 'kafkajs';
const kafka = new Kafka({ brokers: ['127.0.0.1:9092'] });
const producer = kafka.producer({ idempotent: true });
export async function run(events: string[]) {
  for (const e of events) {
    await producer.send({ topic: 'orders', acks: 1, compression: CompressionTypes.LZ4, messages: [{ value: e }] });
  }
}
`;

describe('kafkajs rules', () => {
  it('kafkajs-idempotent-acks: error on the acks of a send from an idempotent producer, fix sets -1', () => {
    const [d] = findings('kafkajs-idempotent-acks', kafkajsLoop, { fileName: 'producer.ts' });
    assert.equal(d.severity, 1);
    assert.equal(d.range.start.line, 5);
    assert.match(d.message, /acks=1/);
    const fixed = fix('kafkajs-idempotent-acks', kafkajsLoop, { fileName: 'producer.ts' });
    assert.match(fixed, /acks: -1/);
    assert.equal(findings('kafkajs-idempotent-acks', fixed, { fileName: 'producer.ts' }).length, 0);
  });

  it('kafkajs-idempotent-acks: silent when the producer is not idempotent', () => {
    const text = kafkajsLoop.replace('{ idempotent: true }', '{}');
    assert.equal(findings('kafkajs-idempotent-acks', text, { fileName: 'producer.ts' }).length, 0);
  });

  it('kafkajs-serial-send: one warning on the awaited single-message send in the loop', () => {
    const ds = findings('kafkajs-serial-send', kafkajsLoop, { fileName: 'producer.ts' });
    assert.equal(ds.length, 1);
    assert.equal(ds[0].range.start.line, 5);
  });

  it('kafkajs-serial-send: a counted loop of a few iterations (a demo sending ten messages) is a hint that says how many; a larger or open bound stays a warning (check 36)', () => {
    const loop = (head: string) => `import { Kafka } from 'kafkajs';\nconst producer = new Kafka({ brokers: ['k:9092'] }).producer();\nawait producer.connect();\n${head} {\n  await producer.send({ topic: 'hello', messages: [{ value: 'hello ' + i }] });\n}\n`;
    const [few] = findings('kafkajs-serial-send', loop('for (let i = 0; i < 10; i++)'), { fileName: 'producer.ts' });
    assert.equal(few.severity, 4);
    assert.match(few.message, /^await send\(\) inside a loop that runs 10 times sends one produce request per message/);
    assert.equal(findings('kafkajs-serial-send', loop('for (let i = 1; i <= 100; i++)'), { fileName: 'producer.ts' })[0].severity, 4);
    assert.equal(findings('kafkajs-serial-send', loop('for (let i = 0; i < 100000; i++)'), { fileName: 'producer.ts' })[0].severity, 2);
    assert.equal(findings('kafkajs-serial-send', loop('for (let i = 0; i < count; i++)'), { fileName: 'producer.ts' })[0].severity, 2);
  });

  it('kafkajs-serial-send: silent for the recommended loop over chunks of many messages (send or sendBatch)', () => {
    const chunks = `import { Kafka } from 'kafkajs';
const kafka = new Kafka({ brokers: ['127.0.0.1:9092'] });
const producer = kafka.producer();
export async function run(events: Array<{ value: string }>) {
  for (let i = 0; i < events.length; i += 500) {
    const chunk = events.slice(i, i + 500);
    await producer.sendBatch({ topicMessages: [{ topic: 'orders', messages: chunk }] });
    await producer.send({ topic: 'audit', messages: chunk });
  }
}
`;
    assert.equal(findings('kafkajs-serial-send', chunks, { fileName: 'producer.ts' }).length, 0);
    // Near miss that still fires: the same loop sending one literal message per call.
    const one = chunks.replace("messages: chunk }] }", "messages: [{ value: 'x' }] }] }");
    assert.equal(findings('kafkajs-serial-send', one, { fileName: 'producer.ts' }).length, 1);
  });

  it('kafkajs-serial-send: silent when the loop also awaits a deliberate wait (the pace is the intent)', () => {
    const paced = (wait: string) => kafkajsLoop.replace("messages: [{ value: e }] });", `messages: [{ value: e }] });\n    ${wait}`);
    for (const wait of ['await delay(800);', 'await sleep(1000);', 'await new Promise((r) => setTimeout(r, 800));', "await timers.setTimeout(500);"]) {
      assert.equal(findings('kafkajs-serial-send', paced(wait), { fileName: 'producer.ts' }).length, 0, wait);
    }
    // Near misses that still fire: an await of something else, and a delay inside a callback the loop does not await.
    assert.equal(findings('kafkajs-serial-send', paced('await db.save(e);'), { fileName: 'producer.ts' }).length, 1);
    assert.equal(findings('kafkajs-serial-send', paced('setTimeout(() => log(e), 800);'), { fileName: 'producer.ts' }).length, 1);
  });

  it('kafkajs-serial-send: silent when the loop waits for a person to type (readline, readline-sync, inquirer), also through a helper', () => {
    const typed = (read: string) => `import readlineSync from 'readline-sync';
import { Kafka } from 'kafkajs';
const kafka = new Kafka({ brokers: ['localhost:9092'] });
const producer = kafka.producer();
async function publish(line: string) {
  await producer.send({ topic: 'chat', messages: [{ value: line }] });
}
export async function main() {
  await producer.connect();
  while (true) {
    const line = ${read};
    await publish(line);
  }
}
`;
    for (const read of ["readlineSync.question('> ')", "await rl.question('> ')", "(await inquirer.prompt([{ name: 'line' }])).line"]) {
      assert.equal(findings('kafkajs-serial-send', typed(read), { fileName: 'producer.ts' }).length, 0, read);
    }
    // Near miss that still fires: the loop reads a file's lines, not a person.
    assert.equal(findings('kafkajs-serial-send', typed('await lines.next()'), { fileName: 'producer.ts' }).length, 1);
  });

  it('kafkajs-serial-send: silent when the messages array starts empty and is filled before the send', () => {
    const filled = `import { Kafka } from 'kafkajs';
const kafka = new Kafka({ brokers: ['kafka1:9092'] });
const producer = kafka.producer();
export async function pump(readings: () => number[]) {
  while (true) {
    const messages = [];
    for (const r of readings()) messages.push({ value: String(r) });
    await producer.send({ topic: 'meter-readings', messages });
  }
}
`;
    assert.equal(findings('kafkajs-serial-send', filled, { fileName: 'pump.ts' }).length, 0);
    // Filled by index or replaced later: the literal's length says nothing either.
    assert.equal(findings('kafkajs-serial-send', filled.replace('messages.push({ value: String(r) })', 'messages[messages.length] = { value: String(r) }'), { fileName: 'pump.ts' }).length, 0);
    // Near miss that still fires: a one-message array that nothing adds to.
    const single = filled.replace('const messages = [];', "const messages = [{ value: 'tick' }];").replace(/\n    for \(const r of readings\(\)\).*\n/, '\n');
    assert.equal(findings('kafkajs-serial-send', single, { fileName: 'pump.ts' }).length, 1);
  });

  it('kafkajs-serial-send: silent for a batch sent once', () => {
    const text = kafkajsLoop.replace(/for \(const e of events\) \{\n(.*)\n  \}/s, "await producer.send({ topic: 'orders', messages: events.map((value) => ({ value })) });");
    assert.equal(findings('kafkajs-serial-send', text, { fileName: 'producer.ts' }).length, 0);
  });

  it('kafkajs-serial-send: silent for a loop that retries one send until it succeeds, inline or through a helper', () => {
    const head = "import { Kafka } from 'kafkajs';\nconst producer = new Kafka({ brokers: ['k:9092'] }).producer();\n";
    const helper = 'async function sendOne(topic: string, value: string) {\n  await producer.send({ topic, messages: [{ value }] });\n}\n';
    const retry = (call: string, after: string) => `export async function deliver(topic: string, value: string) {\n  for (let attempt = 1; attempt <= 3; attempt++) {\n    try {\n      ${call}\n      ${after}\n    } catch (e) {\n      console.warn('retrying', e);\n    }\n  }\n  return false;\n}\n`;
    for (const after of ['return true;', 'break;']) {
      assert.equal(findings('kafkajs-serial-send', head + helper + retry('await sendOne(topic, value);', after), { fileName: 'retry.ts' }).length, 0, after);
      assert.equal(findings('kafkajs-serial-send', head + retry('await producer.send({ topic, messages: [{ value }] });', after), { fileName: 'retry.ts' }).length, 0, after);
    }
    // Near misses: a loop over items through the same helper, and a break that only leaves a switch.
    const items = 'export async function deliverAll(topic: string, values: string[]) {\n  for (const value of values) {\n    await sendOne(topic, value);\n  }\n}\n';
    assert.equal(findings('kafkajs-serial-send', head + helper + items, { fileName: 'items.ts' }).length, 1);
    const switched = 'export async function deliverAll(topic: string, values: string[]) {\n  for (const value of values) {\n    switch (topic) {\n      default: {\n        await producer.send({ topic, messages: [{ value }] });\n        break;\n      }\n    }\n  }\n}\n';
    assert.equal(findings('kafkajs-serial-send', head + switched, { fileName: 'items.ts' }).length, 1);
  });

  it('kafkajs-codec-not-registered: LZ4 without a codec errors; registered in the file or workspace it is fine', () => {
    assert.equal(findings('kafkajs-codec-not-registered', kafkajsLoop, { fileName: 'producer.ts' }).length, 1);
    const registered = kafkajsLoop.replace("import { Kafka, CompressionTypes } from 'kafkajs';", "import { Kafka, CompressionTypes, CompressionCodecs } from 'kafkajs';\nimport LZ4 from 'kafkajs-lz4';\nCompressionCodecs[CompressionTypes.LZ4] = new LZ4().codec;");
    assert.equal(findings('kafkajs-codec-not-registered', registered, { fileName: 'producer.ts' }).length, 0);
    assert.equal(findings('kafkajs-codec-not-registered', kafkajsLoop, { fileName: 'producer.ts', workspace: { kafkajsCodecs: ['lz4'] } }).length, 0);
  });

  it('canonical rules fire on kafkajs names: heartbeat ≥ session timeout', () => {
    const text = "import { Kafka } from 'kafkajs';\nconst kafka = new Kafka({ brokers: ['b:9092'] });\nconst c = kafka.consumer({ groupId: 'g', sessionTimeout: 3000, heartbeatInterval: 3000 });\n";
    const [d] = findings('heartbeat-session-ratio', text, { fileName: 'consumer.ts' });
    assert.equal(d?.severity, 1);
    assert.match(d.message, /heartbeatInterval/);
  });
});

describe('@confluentinc/kafka-javascript rules', () => {
  const ckjs = `import { KafkaJS } from '@confluentinc/kafka-javascript';
const kafka = new KafkaJS.Kafka({ kafkaJS: { brokers: ['127.0.0.1:9092'] } });
const producer = kafka.producer({ 'linger.ms': 10, idempotent: true });
export async function run(events: string[]) {
  for (const e of events) await producer.send({ topic: 'orders', messages: [{ value: e }] });
}
`;
  it('ckjs-kafkajs-key-top-level: a KafkaJS-style key at the top level is an error', () => {
    const [d] = findings('ckjs-kafkajs-key-top-level', ckjs, { fileName: 'p.ts' });
    assert.equal(d.severity, 1);
    assert.match(d.message, /'idempotent'/);
  });

  it("ckjs-serial-send-linger: awaiting each send with linger.ms 10; fix sets 'linger.ms': 0 and clears it", () => {
    const [d] = findings('ckjs-serial-send-linger', ckjs, { fileName: 'p.ts' });
    assert.match(d.message, /at most 100 messages\/s/);
    const fixed = fix('ckjs-serial-send-linger', ckjs, { fileName: 'p.ts' });
    assert.match(fixed, /'linger\.ms': 0/);
    assert.equal(findings('ckjs-serial-send-linger', fixed, { fileName: 'p.ts' }).length, 0);
  });
});

describe('Spring Boot rules', () => {
  it('spring-unknown-property: linger-ms does not exist; the fix moves it under properties[linger.ms]', () => {
    const text = 'spring.kafka.bootstrap-servers=127.0.0.1:9092\nspring.kafka.producer.linger-ms=5\n';
    const [d] = findings('spring-unknown-property', text, { fileName: 'application.properties' });
    assert.match(d.message, /spring\.kafka\.producer\.properties\[linger\.ms\]/);
    const fixed = fix('spring-unknown-property', text, { fileName: 'application.properties' });
    assert.equal(fixed, 'spring.kafka.bootstrap-servers=127.0.0.1:9092\nspring.kafka.producer.properties[linger.ms]=5\n');
    assert.deepEqual(lint(fixed, { fileName: 'application.properties' }).map((x) => x.code), []);
  });

  it('spring-unknown-property: a deserializer under producer points at the consumer\'s key, not at key-serializer', () => {
    const text = 'spring.kafka.bootstrap-servers=k:9092\nspring.kafka.producer.key-serializer=org.apache.kafka.common.serialization.StringSerializer\nspring.kafka.producer.key-deserializer=org.apache.kafka.common.serialization.StringDeserializer\n';
    const [d] = findings('spring-unknown-property', text, { fileName: 'application.properties' });
    assert.match(d.message, /Use 'spring\.kafka\.consumer\.key-deserializer'\.$/);
    // Near miss: a misspelt producer key still gets the nearest producer key.
    assert.match(findings('spring-unknown-property', 'spring.kafka.producer.key-serialiser=x\n', { fileName: 'application.properties' })[0].message, /spring\.kafka\.producer\.key-serializer/);
  });

  it('spring-unknown-property: a deserializer under producer where the consumer already writes that key is the producer\'s serializer misnamed', () => {
    // Check 33: "Use 'spring.kafka.consumer.value-deserializer'" would have written that key twice.
    const yml = (consumer: string) => `spring:\n  kafka:\n    producer:\n      key-serializer: org.apache.kafka.common.serialization.StringSerializer\n      value-deserializer: org.apache.kafka.common.serialization.StringDeserializer\n    consumer:\n      group-id: intx\n${consumer}`;
    const [d] = findings('spring-unknown-property', yml('      value-deserializer: org.apache.kafka.common.serialization.StringDeserializer\n'), { fileName: 'application.yml' });
    assert.equal(d.message, "Spring Boot has no property 'spring.kafka.producer.value-deserializer': it is ignored. Use 'spring.kafka.producer.value-serializer'.");
    // Near miss: without the consumer's own key, the line may be it, misplaced.
    assert.match(findings('spring-unknown-property', yml(''), { fileName: 'application.yml' })[0].message, /Use 'spring\.kafka\.consumer\.value-deserializer'\.$/);
  });

  it('spring-unknown-property: a serializer key under consumer whose class is a Deserializer is this consumer\'s deserializer misnamed', () => {
    // An independent check found "Use 'spring.kafka.producer.value-serializer'" for a KafkaAvroDeserializer under consumer.
    const yml = 'spring:\n  kafka:\n    producer:\n      value-serializer: io.confluent.kafka.serializers.KafkaAvroSerializer\n    consumer:\n      value-serializer: io.confluent.kafka.serializers.KafkaAvroDeserializer\n';
    const [d] = findings('spring-unknown-property', yml, { fileName: 'application.yml' });
    assert.equal(d.message, "Spring Boot has no property 'spring.kafka.consumer.value-serializer': it is ignored. Use 'spring.kafka.consumer.value-deserializer'.");
    assert.equal(fix('spring-unknown-property', yml, { fileName: 'application.yml' }), yml.replace('      value-serializer: io.confluent.kafka.serializers.KafkaAvroDeserializer', '      value-deserializer: io.confluent.kafka.serializers.KafkaAvroDeserializer'));
    // near miss: a Serializer class under consumer is still the producer's setting in the wrong block
    assert.match(findings('spring-unknown-property', 'spring.kafka.consumer.key-serializer=org.apache.kafka.common.serialization.StringSerializer\n', { fileName: 'application.properties' })[0].message, /Use 'spring\.kafka\.producer\.key-serializer'\.$/);
  });

  it('canonical rules see through YAML nesting and DataSize values', () => {
    const yml = 'spring:\n  kafka:\n    # kafka-tuning: record-bytes=512\n    producer:\n      batch-size: 1KB\n';
    const [d] = findings('batch-size-below-record', yml, { fileName: 'application.yml' });
    assert.ok(d, 'batch-size 1KB = 1024 bytes holds one 512 B record');
    assert.equal(d.range.start.line, 4);
  });
});
