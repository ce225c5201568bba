import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix } from '../../support/service';

const ID = 'offset-commit-not-next';

const kafkajs = (body: string) => [
  "import { Kafka } from 'kafkajs';",
  "const kafka = new Kafka({ brokers: ['broker:9092'] });",
  "const consumer = kafka.consumer({ groupId: 'ledger' });",
  "const producer = kafka.producer({ transactionalId: 'ledger-tx', idempotent: true, maxInFlightRequests: 1 });",
  'export async function start() {',
  '  await consumer.run({',
  '    autoCommit: false,',
  '    eachMessage: async ({ topic, partition, message }) => {',
  body,
  '    },',
  '  });',
  '}',
  '',
].join('\n');

const java = (arg: string) => [
  'import java.time.Duration;',
  'import java.util.Map;',
  'import java.util.Properties;',
  'import org.apache.kafka.clients.consumer.*;',
  'import org.apache.kafka.common.TopicPartition;',
  'class Ledger {',
  '  void run() {',
  '    Properties props = new Properties();',
  '    props.put(ConsumerConfig.GROUP_ID_CONFIG, "ledger");',
  '    props.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");',
  '    KafkaConsumer<String, String> consumer = new KafkaConsumer<>(props);',
  '    for (ConsumerRecord<String, String> record : consumer.poll(Duration.ofSeconds(1))) {',
  `      consumer.commitSync(Map.of(new TopicPartition(record.topic(), record.partition()), new OffsetAndMetadata(${arg})));`,
  '    }',
  '  }',
  '}',
  '',
].join('\n');

describe('offset-commit-not-next (commit lastProcessedMessageOffset + 1)', () => {
  it('kafkajs commitOffsets with message.offset', () => {
    const text = kafkajs('      await consumer.commitOffsets([{ topic, partition, offset: message.offset }]);');
    const [d, ...rest] = findings(ID, text, { fileName: 'ledger.ts' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 8, character: 64 }, end: { line: 8, character: 78 } });
    assert.equal(d.message, "commitOffsets() is given offset: message.offset, the consumed message's own offset: the committed offset is where the group resumes, so it must be the next record to read (the javadoc of commitSync: lastProcessedMessageOffset + 1); committing the record's own offset delivers it again after every restart or rebalance. Pass (BigInt(message.offset) + 1n).toString().");
  });

  it('kafkajs transaction.sendOffsets, deep in topics[].partitions[]; the fix adds one', () => {
    const body = [
      '      const tx = await producer.transaction();',
      "      await tx.send({ topic: 'ledger-out', messages: [{ value: message.value }] });",
      "      await tx.sendOffsets({ consumerGroupId: 'ledger', topics: [{ topic, partitions: [{ partition, offset: message.offset }] }] });",
      '      await tx.commit();',
    ].join('\n');
    const text = kafkajs(body);
    const [d] = findings(ID, text, { fileName: 'ledger.ts' });
    assert.match(d.message, /^sendOffsets\(\) is given offset: message\.offset/);
    const fixed = fix(ID, text, { fileName: 'ledger.ts' });
    assert.match(fixed, /partitions: \[\{ partition, offset: \(BigInt\(message\.offset\) \+ 1n\)\.toString\(\) \}\]/);
    assert.equal(findings(ID, fixed, { fileName: 'ledger.ts' }).length, 0);
  });

  it('Java: new OffsetAndMetadata(record.offset()); the fix adds one', () => {
    const text = java('record.offset()');
    const [d] = findings(ID, text, { fileName: 'Ledger.java' });
    assert.deepEqual(d.range, { start: { line: 12, character: 111 }, end: { line: 12, character: 126 } });
    assert.match(d.message, /^new OffsetAndMetadata\(record\.offset\(\)\) commits the consumed record's own offset: .* Commit record\.offset\(\) \+ 1\.$/);
    const fixed = fix(ID, text, { fileName: 'Ledger.java' });
    assert.ok(fixed.includes('new OffsetAndMetadata(record.offset() + 1)'));
    assert.equal(findings(ID, fixed, { fileName: 'Ledger.java' }).length, 0);
  });

  it('kafkajs message.offset + 1: the offset is a string, so + joins text; the fix adds as a number', () => {
    const text = kafkajs('      await consumer.commitOffsets([{ topic, partition, offset: message.offset + 1 }]);');
    const [d, ...rest] = findings(ID, text, { fileName: 'ledger.ts' });
    assert.equal(rest.length, 0);
    assert.deepEqual(d.range, { start: { line: 8, character: 64 }, end: { line: 8, character: 82 } });
    assert.equal(d.message, "commitOffsets() is given offset: message.offset + 1, but kafkajs gives a message's offset as a string (KafkaMessage.offset: string), so + 1 appends text instead of adding: after offset '41' this commits '411', and the group resumes there — the records in between are skipped, or, past the end of the partition, the position is reset (to the latest offset unless the consumer subscribed fromBeginning). Pass (BigInt(message.offset) + 1n).toString().");
    assert.match(fix(ID, text, { fileName: 'ledger.ts' }), /offset: \(BigInt\(message\.offset\) \+ 1n\)\.toString\(\) \}\]\);/);
    assert.match(findings(ID, kafkajs("      await consumer.commitOffsets([{ topic, partition, offset: message.offset + '1' }]);"), { fileName: 'ledger.ts' })[0].message, /commits '411'/);
  });

  it('a consumer created in another module, known here only by its run(): its handler\'s commits are judged (check 65)', () => {
    const elsewhere = (commit: string) => `import services from './shared/services';

export async function listen(): Promise<void> {
  await services.kafkaConsumer.run({
    autoCommit: false,
    eachMessage: async ({ topic, partition, message }: any) => {
      await services.kafkaConsumer.commitOffsets([${commit}]);
    },
  });
}
`;
    const [d, ...rest] = findings(ID, elsewhere('{ topic, partition, offset: message.offset + 1 }'), { fileName: 'message.service.ts' });
    assert.equal(rest.length, 0);
    assert.equal(d.range.start.line, 6);
    assert.match(d.message, /^commitOffsets\(\) is given offset: message\.offset \+ 1, but kafkajs gives a message's offset as a string/);
    // Near miss: the next offset computed as a number.
    assert.deepEqual(findings(ID, elsewhere('{ topic, partition, offset: (Number(message.offset) + 1).toString() }'), { fileName: 'message.service.ts' }), []);
  });

  it('node-rdkafka commit(message): the message as the topic partition commits its own offset; the fix calls commitMessage', () => {
    const rdk = (body: string) => `const Kafka = require('node-rdkafka');\nconst consumer = new Kafka.KafkaConsumer({ 'group.id': 'ledger', 'metadata.broker.list': 'k:9092', 'enable.auto.commit': false }, {});\nconsumer.connect();\nconsumer.on('ready', () => { consumer.subscribe(['ledger']); consumer.consume(); });\nconsumer.on('data', (data) => {\n  process(data.value);\n${body}\n});\n`;
    const text = rdk('  consumer.commit(data);');
    const [d, ...rest] = findings(ID, text, { fileName: 'ledger.js' });
    assert.equal(rest.length, 0);
    assert.equal(d.range.start.line, 6);
    assert.match(d.message, /^commit\(data\) hands node-rdkafka the consumed message as the topic partition to commit, so it commits that message's own offset \(commit\(\) commits the offset it is given; commitMessage\(\) is the one that adds 1, lib\/kafka-consumer\.js\): .* Call commitMessage\(data\)\.$/);
    assert.match(fix(ID, text, { fileName: 'ledger.js' }), /consumer\.commitMessage\(data\);/);
    assert.match(findings(ID, rdk('  consumer.commitSync(data);'), { fileName: 'ledger.js' })[0].message, /Call commitMessageSync\(data\)/);
    // Near misses: commitMessage, a topic partition built with + 1, and commit() with no argument.
    assert.equal(findings(ID, rdk('  consumer.commitMessage(data);'), { fileName: 'ledger.js' }).length, 0);
    assert.equal(findings(ID, rdk('  consumer.commit({ topic: data.topic, partition: data.partition, offset: data.offset + 1 });'), { fileName: 'ledger.js' }).length, 0);
    assert.equal(findings(ID, rdk('  consumer.commit();'), { fileName: 'ledger.js' }).length, 0);
  });

  it('stays silent on offset + 1, on other holders of an offset, and on seek()', () => {
    // Near miss: the same sum made on a number.
    assert.equal(findings(ID, kafkajs('      await consumer.commitOffsets([{ topic, partition, offset: String(Number(message.offset) + 1) }]);'), { fileName: 'ledger.ts' }).length, 0);
    assert.equal(findings(ID, kafkajs('      await consumer.commitOffsets([{ topic, partition, offset: tracker.offset + 1 }]);'), { fileName: 'ledger.ts' }).length, 0);
    assert.equal(findings(ID, kafkajs('      await consumer.commitOffsets([{ topic, partition, offset: (Number(message.offset) + 1).toString() }]);'), { fileName: 'ledger.ts' }).length, 0);
    assert.equal(findings(ID, kafkajs('      await consumer.commitOffsets([{ topic, partition, offset: tracker.offset }]);'), { fileName: 'ledger.ts' }).length, 0);
    assert.equal(findings(ID, kafkajs('      consumer.seek({ topic, partition, offset: message.offset });'), { fileName: 'ledger.ts' }).length, 0);
    assert.equal(findings(ID, java('committed.offset()'), { fileName: 'Ledger.java' }).length, 0);
    assert.equal(findings(ID, java('record.offset() + 1'), { fileName: 'Ledger.java' }).length, 0);
  });
});
