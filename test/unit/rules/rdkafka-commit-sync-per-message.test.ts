import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'rdkafka-commit-sync-per-message';
const rdk = (body: string, mod = 'node-rdkafka') => `const Kafka = require('${mod}');\nconst consumer = new Kafka.KafkaConsumer({ 'group.id': 'g', 'metadata.broker.list': 'k:9092', 'enable.auto.commit': false }, {});\nprocess.once('SIGTERM', () => consumer.disconnect());\n${body}consumer.connect();\n`;

describe('rdkafka-commit-sync-per-message (a blocking commit for every message)', () => {
  it("warns on commitMessageSync in the 'data' listener", () => {
    const text = rdk("consumer.on('data', (message) => {\n  handle(message);\n  consumer.commitMessageSync(message);\n});\n");
    const [d, ...rest] = findings(ID, text, { fileName: 'c.js' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 5, character: 2 }, end: { line: 5, character: 37 } });
    assert.equal(d.message, "commitMessageSync() in the 'data' listener blocks Node's event loop until the group coordinator answers (a synchronous librdkafka commit on the JavaScript thread), once per message: nothing else in the process runs meanwhile. Use commitMessage() (asynchronous), or commit synchronously every N messages.");
  });

  it('finds commitSync over the messages of a consume() callback, for CKJS too', () => {
    const text = rdk("consumer.consume(100, (err, messages) => {\n  messages.forEach((m) => consumer.commitSync({ topic: m.topic, partition: m.partition, offset: m.offset + 1 }));\n});\n", '@confluentinc/kafka-javascript');
    const [d] = findings(ID, text, { fileName: 'c.js' });
    assert.match(d.message, /^commitSync\(\) in a \.forEach\(\) callback blocks .* Use commit\(\) \(asynchronous\)/);
  });

  it('sees through a check of the auto-commit setting, which does not space the commits out', () => {
    const text = rdk("const autoCommitEnabled = false;\nconsumer.on('data', async (message) => {\n  await handle(message);\n  if (!autoCommitEnabled) consumer.commitMessageSync(message);\n});\n");
    assert.equal(findings(ID, text, { fileName: 'c.js' }).length, 1);
  });

  it('stays silent for asynchronous commits, a sync commit every N messages and one per consume() batch', () => {
    assert.equal(findings(ID, rdk("consumer.on('data', (m) => consumer.commitMessage(m));\n"), { fileName: 'a.js' }).length, 0);
    assert.equal(findings(ID, rdk("let n = 0;\nconsumer.on('data', (m) => { if (++n % 1000 === 0) consumer.commitMessageSync(m); });\n"), { fileName: 'b.js' }).length, 0);
    assert.equal(findings(ID, rdk("consumer.consume(500, (err, messages) => {\n  messages.forEach(handle);\n  consumer.commitSync();\n});\n"), { fileName: 'c.js' }).length, 0);
  });

  it('documents a bad example it fires on and a good one it is silent on', () => assertDocsExamples(ID));
});
