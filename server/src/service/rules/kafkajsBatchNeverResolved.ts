// kafkajs-batch-never-resolved: `consumer.run({ eachBatchAutoResolve: false, eachBatch })` whose
// handler never calls resolveOffset. kafkajs fetches each partition from its last resolved offset
// (src/consumer/consumerGroup.js fetch: `fetchOffset: this.offsetManager.nextOffset(topic,
// partition)`; offsetManager/index.js nextOffset returns resolvedOffsets[topic][partition], which
// only resolveOffset and seek move). With eachBatchAutoResolve: false, runner.js processEachBatch
// skips its own `resolveOffset({ …, offset: batch.lastOffset() })`, so the next fetch asks for the
// same offset and gets the same batch; autoCommit commits only resolved offsets
// (offsetManager uncommittedOffsets), so nothing is committed either. @confluentinc/kafka-javascript's
// KafkaJS API does the same by another road: after eachBatch returns without a resolved offset it
// seeks back to the batch's first message "so it can be reprocessed" (lib/kafkajs/_consumer.js,
// the eachBatch worker: `if (!payload._seeked && lastOffsetProcessed.offset !== lastOffset) … this.seek`).
// Facts: sites/ts/batchResolve.ts (silent when resolveOffset is named in the handler, the payload is
// passed on whole, or the file commits or seeks).
import { eitherKafkajsApi, tsExtras } from './lang';
import { Severity, type Rule } from './types';

const FILE = (handler: string) => `import { Kafka } from 'kafkajs';
const kafka = new Kafka({ clientId: 'indexer', brokers: ['kafka:9092'] });
const consumer = kafka.consumer({ groupId: 'search-indexer' });
async function index(doc: unknown) { void doc; }

export async function start() {
  await consumer.subscribe({ topics: ['documents'] });
  await consumer.run({
    eachBatchAutoResolve: false,
${handler}
  });
}
`;

export const kafkajsBatchNeverResolved: Rule = {
  id: 'kafkajs-batch-never-resolved',
  severity: Severity.Warning,
  roles: ['consumer'],
  clients: ['kafkajs', 'librdkafka'],
  source: 'kafkajs src/consumer/runner.js processEachBatch (the batch\'s last offset is resolved only when eachBatchAutoResolve is true), consumerGroup.js fetch (fetchOffset = offsetManager.nextOffset, the last resolved offset); @confluentinc/kafka-javascript lib/kafkajs/_consumer.js (seeks back to the first unresolved message after eachBatch)',
  summary: 'eachBatchAutoResolve: false and the eachBatch handler never calls resolveOffset: the consumer fetches the same batch again and again and commits nothing.',
  docs: {
    why: 'With eachBatchAutoResolve: false, kafkajs leaves marking messages done to the handler: only resolveOffset(offset) moves the position the next fetch starts from (offsetManager nextOffset). A handler that never calls it leaves the position where the batch began. @confluentinc/kafka-javascript\'s KafkaJS API seeks back to the first unresolved message after each eachBatch call, to the same effect.',
    consequence: 'Every fetch returns the same batch: the handler processes the same messages over and over (duplicate side effects), never reaches newer ones, and no offset is committed, so the group\'s lag only grows (kafkajs src/consumer/runner.js processEachBatch, consumerGroup.js fetch).',
    bad: { file: 'indexer.ts', text: FILE('    eachBatch: async ({ batch, heartbeat }) => {\n      for (const message of batch.messages) {\n        await index(JSON.parse(String(message.value)));\n        await heartbeat();\n      }\n    },') },
    good: { file: 'indexer.ts', text: FILE('    eachBatch: async ({ batch, resolveOffset, heartbeat, isRunning }) => {\n      for (const message of batch.messages) {\n        if (!isRunning()) break;\n        await index(JSON.parse(String(message.value)));\n        resolveOffset(message.offset);\n        await heartbeat();\n      }\n    },') },
    falsePositives: 'A handler that resolves through code the rule cannot see: it is silent when resolveOffset appears anywhere in the handler (called or handed to a helper), when the whole payload is passed on, and when the file calls commitOffsets, commitOffsetsIfNecessary or seek.',
    versions: 'kafkajs 1.x and 2.x; @confluentinc/kafka-javascript (KafkaJS API)',
  },
  check(ctx) {
    const x = tsExtras(ctx.site);
    const u = x?.unresolvedBatch;
    if (!x || !u || (x.library !== 'kafkajs' && x.library !== 'ckjs')) return [];
    const how = eitherKafkajsApi(x)
      ? 'whichever client runs this consumer (created in another module) gets the same batch again: kafkajs fetches each partition from its last resolved offset, which nothing moves (consumerGroup.js fetch), and @confluentinc/kafka-javascript\'s KafkaJS API seeks back to the first unresolved message after every eachBatch call (lib/kafkajs/_consumer.js)'
      : x.library === 'ckjs'
      ? '@confluentinc/kafka-javascript seeks back to the first message the handler did not resolve after every eachBatch call (lib/kafkajs/_consumer.js), so every call gets the same batch again'
      : 'kafkajs fetches each partition from its last resolved offset (consumerGroup.js fetch, offsetManager nextOffset), which nothing moves, so every fetch returns the same batch again';
    return [{
      range: u.range,
      message: `eachBatchAutoResolve is false, and this eachBatch handler never calls resolveOffset (nor does the file commit or seek): ${how}. The handler processes the same messages over and over, never gets past them, and no offset is committed (only resolved offsets are). Call resolveOffset(message.offset) after each message is processed, or remove eachBatchAutoResolve: false.`,
    }];
  },
};
