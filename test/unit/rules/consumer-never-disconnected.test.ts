import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'consumer-never-disconnected';
const kafkajs = (consumer: string, body: string) => `import { Kafka } from 'kafkajs';\nconst kafka = new Kafka({ clientId: 'w', brokers: ['kafka:9092'] });\n${consumer}\n${body}`;
const opts = { fileName: 'worker.ts' };
const plain = "const consumer = kafka.consumer({ groupId: 'w' });";

describe('consumer-never-disconnected (a started consumer that nothing disconnects)', () => {
  it('a hint on a kafkajs consumer the file starts and never disconnects', () => {
    const text = kafkajs(plain, "await consumer.connect();\nawait consumer.run({ eachMessage: async () => {} });\n");
    const [d, ...rest] = findings(ID, text, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 4);
    assert.deepEqual(d.range, { start: { line: 2, character: 17 }, end: { line: 2, character: 49 } });
    assert.equal(d.message, 'Nothing in this file disconnects consumer, and the file handles no SIGTERM or SIGINT: when the process is stopped (a deploy, a scale-down) Node.js exits at once, the consumer leaves without telling the group coordinator, and its partitions get no new owner until its session times out — up to sessionTimeout=30000 (default) ms without consumption of them. Handle SIGTERM and SIGINT with await consumer.disconnect(), which leaves the group at once.');
  });

  it('names the librdkafka session timeout, and the broker one under KIP-848', () => {
    const rdk = "const Kafka = require('node-rdkafka');\nconst consumer = new Kafka.KafkaConsumer({ 'group.id': 'g', 'metadata.broker.list': 'k:9092' }, {});\nconsumer.on('ready', () => { consumer.subscribe(['t']); consumer.consume(); });\nconsumer.connect();\n";
    // node-rdkafka bundles librdkafka 0.11.5 and later; the default moved 30000 → 10000 (1.0.0) → 45000 (1.7.0).
    // With the bundled version unknown (a package.json range spans several) no single number is claimed.
    assert.match(findings(ID, rdk, { fileName: 'w.js' })[0].message, /up to session\.timeout\.ms \(45000 ms by default from librdkafka 1\.7\.0, 10000 ms in 1\.0 to 1\.6, 30000 ms in 0\.11\) without/);
    const pinned = (v: string) => findings(ID, `// kafka-tuning: client=librdkafka@${v}\n${rdk}`, { fileName: 'w.js' })[0].message;
    assert.match(pinned('1.4.2'), /up to session\.timeout\.ms=10000 ms \(librdkafka 1\.4\.2's default\) without/);
    assert.match(pinned('0.11.6'), /up to session\.timeout\.ms=30000 ms \(librdkafka 0\.11\.6's default\) without/);
    assert.match(pinned('2.3.0'), /up to session\.timeout\.ms=45000 ms \(librdkafka 2\.3\.0's default\) without/);
    // Near miss: a session.timeout.ms the file sets is named as set, whatever the version.
    assert.match(findings(ID, rdk.replace("'group.id': 'g',", "'group.id': 'g', 'session.timeout.ms': 20000,"), { fileName: 'w.js' })[0].message, /up to session\.timeout\.ms=20000 ms without/);
    const kip848 = rdk.replace("'group.id': 'g',", "'group.id': 'g', 'group.protocol': 'consumer',");
    assert.match(findings(ID, kip848, { fileName: 'w.js' })[0].message, /up to the broker's group\.consumer\.session\.timeout\.ms \(45000 ms by default, KIP-848\)/);
    const ckjs = "import { KafkaJS } from '@confluentinc/kafka-javascript';\nconst kafka = new KafkaJS.Kafka({ kafkaJS: { brokers: ['k:9092'] } });\nconst consumer = kafka.consumer({ kafkaJS: { groupId: 'g' } });\nawait consumer.connect();\n";
    assert.match(findings(ID, ckjs, { fileName: 'w.js' })[0].message, /up to session\.timeout\.ms=30000 \(default\) ms/, 'CKJS sets 30000 when a kafkaJS block is given');
    const main = kafkajs(plain, "async function main() {\n  await consumer.connect();\n  await consumer.run({ eachMessage: async () => {} });\n}\nmain().catch(console.error);\n");
    assert.equal(findings(ID, main, opts).length, 1, 'started from main() called by the file');
    const otherClient = kafkajs(plain, "const producer = kafka.producer();\nawait consumer.connect();\nawait consumer.run({ eachMessage: async () => {} });\nexport async function stopProducer() { await producer.disconnect(); }\n");
    assert.equal(findings(ID, otherClient, opts).length, 1, "another client's disconnect does not end this consumer");
  });

  it('advises the callback form of disconnect for a node-rdkafka consumer, whose disconnect returns no promise', () => {
    const rdk = "const Kafka = require('node-rdkafka');\nconst consumer = new Kafka.KafkaConsumer({ 'group.id': 'g', 'metadata.broker.list': 'k:9092' }, {});\nconsumer.on('ready', () => { consumer.subscribe(['t']); consumer.consume(); });\nconsumer.connect();\n";
    const [d] = findings(ID, rdk, { fileName: 'w.js' });
    assert.match(d.message, /Handle SIGTERM and SIGINT with consumer\.disconnect\(\(\) => process\.exit\(0\)\), which leaves the group before the process ends\.$/);
    assert.doesNotMatch(d.message, /await consumer\.disconnect/);
    // Near miss: CKJS's KafkaJS-style consumer returns a promise, so await is the advice there.
    const ckjs = "import { KafkaJS } from '@confluentinc/kafka-javascript';\nconst kafka = new KafkaJS.Kafka({ kafkaJS: { brokers: ['k:9092'] } });\nconst consumer = kafka.consumer({ kafkaJS: { groupId: 'g' } });\nawait consumer.connect();\n";
    assert.match(findings(ID, ckjs, { fileName: 'w.js' })[0].message, /with await consumer\.disconnect\(\), which leaves the group at once\.$/);
    // The same consumer made from a Kafka built in the same expression: still the promise API.
    const inline = "const { Kafka } = require('@confluentinc/kafka-javascript').KafkaJS;\nconst consumer = new Kafka().consumer({ 'bootstrap.servers': 'k:9092', 'group.id': 'g' });\nconst run = async () => { await consumer.connect(); await consumer.subscribe({ topics: ['t'] }); };\nrun();\n";
    const [i] = findings(ID, inline, { fileName: 'w.js' });
    assert.match(i.message, /with await consumer\.disconnect\(\), which leaves the group at once\.$/);
  });

  it('stays silent when a signal is handled, the consumer is exported, handed over or started by an exported function', () => {
    const start = "await consumer.connect();\nawait consumer.run({ eachMessage: async () => {} });\n";
    assert.equal(findings(ID, kafkajs(plain, start + "process.on('SIGTERM', async () => { await consumer.disconnect(); process.exit(0); });\n"), opts).length, 0);
    assert.equal(findings(ID, kafkajs(`export ${plain}`, start), opts).length, 0);
    assert.equal(findings(ID, kafkajs(plain, start + 'export { consumer };\n'), opts).length, 0);
    assert.equal(findings(ID, kafkajs(plain, start + 'registerForShutdown(consumer);\n'), opts).length, 0);
    assert.equal(findings(ID, kafkajs(plain, 'export async function run() {\n  await consumer.connect();\n}\n'), opts).length, 0);
    assert.equal(findings(ID, kafkajs(plain, ''), opts).length, 0, 'never started');
  });

  it('documents a bad example it fires on and a good one it is silent on', () => assertDocsExamples(ID));
});
