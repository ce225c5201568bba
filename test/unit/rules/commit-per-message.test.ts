import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'commit-per-message';
const head = "import { Kafka } from 'kafkajs';\nconst kafka = new Kafka({ clientId: 'c', brokers: ['kafka:9092'] });\nconst consumer = kafka.consumer({ groupId: 'c' });\nprocess.once('SIGTERM', () => consumer.disconnect());\n";
const opts = { fileName: 'consumer.ts' };
const next = '(BigInt(message.offset) + 1n).toString()';

describe('commit-per-message (commitOffsets() for every message)', () => {
  it('informs on an awaited commitOffsets in eachMessage', () => {
    const text = head + `await consumer.run({\n  autoCommit: false,\n  eachMessage: async ({ topic, partition, message }) => {\n    await consumer.commitOffsets([{ topic, partition, offset: ${next} }]);\n  },\n});\n`;
    const [d, ...rest] = findings(ID, text, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.deepEqual(d.range, { start: { line: 7, character: 10 }, end: { line: 7, character: 106 } });
    assert.equal(d.message, 'commitOffsets() in eachMessage sends one OffsetCommit request to the group coordinator per message, and each message waits for it. Let autoCommit commit after each batch (autoCommitThreshold / autoCommitInterval space the commits), or commit every N messages or once per batch in eachBatch.');
  });

  it('says it once per eachMessage handler when the handler also commits in its catch block', () => {
    const commit = `await consumer.commitOffsets([{ topic, partition, offset: ${next} }]);`;
    const text = head + `await consumer.run({\n  autoCommit: false,\n  eachMessage: async ({ topic, partition, message }) => {\n    try {\n      await deliver(message);\n      ${commit}\n    } catch (err) {\n      await park(message, err);\n      ${commit}\n    }\n  },\n});\n`;
    assert.deepEqual(findings(ID, text, opts).map((d) => d.range.start.line), [9]);
    // Near miss: two loops over the messages of a batch, each committing per message, are two findings.
    const loops = head + `await consumer.run({\n  autoCommit: false,\n  eachBatch: async ({ batch }) => {\n    const { topic, partition } = batch;\n    for (const message of batch.messages.filter(isUrgent)) {\n      ${commit}\n    }\n    for (const message of batch.messages.filter(isRoutine)) {\n      ${commit}\n    }\n  },\n});\n`;
    assert.equal(findings(ID, loops, opts).length, 2);
  });

  it('finds it in a loop over batch.messages and for a CKJS consumer', () => {
    const batch = head + `await consumer.run({ eachBatch: async ({ batch }) => {\n  for (const message of batch.messages) {\n    await consumer.commitOffsets([{ topic: batch.topic, partition: batch.partition, offset: ${next} }]);\n  }\n} });\n`;
    assert.match(findings(ID, batch, opts)[0].message, /^commitOffsets\(\) in a for…of loop/);
    const ckjs = `import { KafkaJS } from '@confluentinc/kafka-javascript';\nconst kafka = new KafkaJS.Kafka({ kafkaJS: { brokers: ['k:9092'] } });\nconst consumer = kafka.consumer({ kafkaJS: { groupId: 'g', autoCommit: false } });\nprocess.once('SIGTERM', () => consumer.disconnect());\nawait consumer.run({ eachMessage: async ({ topic, partition, message }) => {\n  await consumer.commitOffsets([{ topic, partition, offset: ${next} }]);\n} });\n`;
    assert.equal(findings(ID, ckjs, { fileName: 'ckjs.ts' }).length, 1);
  });

  it('stays silent for one commit per batch, a commit every N messages and autoCommit', () => {
    const perBatch = head + `await consumer.run({ eachBatch: async ({ batch, resolveOffset }) => {\n  for (const message of batch.messages) resolveOffset(message.offset);\n  await consumer.commitOffsets([{ topic: batch.topic, partition: batch.partition, offset: (BigInt(batch.lastOffset()) + 1n).toString() }]);\n} });\n`;
    assert.equal(findings(ID, perBatch, opts).length, 0);
    const everyN = head + `let n = 0;\nawait consumer.run({ autoCommit: false, eachMessage: async ({ topic, partition, message }) => {\n  if (++n % 500 === 0) await consumer.commitOffsets([{ topic, partition, offset: ${next} }]);\n} });\n`;
    assert.equal(findings(ID, everyN, opts).length, 0);
    assert.equal(findings(ID, head + 'await consumer.run({ autoCommitThreshold: 100, eachMessage: async () => {} });\n', opts).length, 0);
  });

  it('advises what @confluentinc/kafka-javascript accepts, never autoCommitThreshold (it throws ERR__NOT_IMPLEMENTED there)', () => {
    const ckjs = (consumerConf: string) => `const { KafkaJS } = require('@confluentinc/kafka-javascript');\nconst kafka = new KafkaJS.Kafka({ 'bootstrap.servers': 'k:9092' });\nconst consumer = kafka.consumer(${consumerConf});\nprocess.once('SIGTERM', () => consumer.disconnect());\nconsumer.run({ eachMessage: async ({ topic, partition, message }) => {\n  await consumer.commitOffsets([{ topic, partition, offset: ${next} }]);\n} });\n`;
    const [dotted] = findings(ID, ckjs("{ 'group.id': 'g', 'enable.auto.commit': false }"), { fileName: 'ckjs.js' });
    assert.doesNotMatch(dotted.message, /autoCommitThreshold/);
    assert.match(dotted.message, /^commitOffsets\(\) in eachMessage sends one OffsetCommit request to the group coordinator per message, and each message waits for it\. /);
    assert.match(dotted.message, /'enable\.auto\.commit': true \(auto\.commit\.interval\.ms spaces the commits\)/);
    const [block] = findings(ID, ckjs("{ kafkaJS: { groupId: 'g', autoCommit: false } }"), { fileName: 'ckjs.js' });
    assert.doesNotMatch(block.message, /autoCommitThreshold/);
    assert.match(block.message, /kafkaJS: \{ autoCommit: true, autoCommitInterval: … \}/);
  });

  it('documents a bad example it fires on and a good one it is silent on', () => assertDocsExamples(ID));
});
