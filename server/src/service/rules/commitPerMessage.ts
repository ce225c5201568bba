// commit-per-message: kafkajs / CKJS (KafkaJS API) commitOffsets() in eachMessage, or in a loop
// over a batch's messages, with nothing that spaces it out. Each call is an OffsetCommit request to
// the group coordinator, awaited before the next message (kafkajs
// src/consumer/offsetManager/index.js commitOffsets → coordinator.offsetCommit; CKJS lib/kafkajs/_consumer.js commitOffsets → commitCb).
// kafkajs docs/Consuming.md: with autoCommit "all resolved offsets will be committed to Kafka
// after processing the whole batch", and "committing more often increases network traffic and
// slows down processing"; autoCommitInterval / autoCommitThreshold space the commits; eachBatch
// with resolveOffset + commitOffsetsIfNecessary commits the batch at once. A commit inside an `if`
// (every N messages) is batching and is left alone. Facts: sites/ts/clientUse.ts.
// CKJS has no autoCommitThreshold: its KafkaJS layer throws ERR__NOT_IMPLEMENTED for it
// (lib/kafkajs/_consumer.js #kafkaJSToConsumerConfig; MIGRATION.md), so its advice names what it
// does take: enable.auto.commit / auto.commit.interval.ms, or kafkaJS autoCommit / autoCommitInterval.
import { where } from './codeContext';
import { tsExtras } from './lang';
import { Severity, type Finding, type Rule } from './types';

export const commitPerMessage: Rule = {
  id: 'commit-per-message',
  severity: Severity.Information,
  runtimeOnly: true,
  roles: ['consumer'],
  clients: ['kafkajs', 'librdkafka'],
  source: 'kafkajs src/consumer/offsetManager/index.js commitOffsets (an OffsetCommit request per call) and kafkajs docs/Consuming.md (autoCommitInterval, autoCommitThreshold, eachBatch); CKJS lib/kafkajs/_consumer.js commitOffsets',
  summary: 'commitOffsets() for every message: one OffsetCommit round trip to the group coordinator per record.',
  docs: {
    why: 'Every commitOffsets() call is its own OffsetCommit request to the group coordinator, and awaiting it in eachMessage makes each message wait for that round trip. The offsets of a whole batch can be committed in one request for the same safety against reprocessing, minus the few messages since the last commit.',
    consequence: 'One extra broker round trip per message, and as many OffsetCommit requests as messages: at 2 ms per commit the handler spends 2 s of every 1,000 messages waiting for commits alone (kafkajs src/consumer/offsetManager/index.js commitOffsets; kafkajs docs/Consuming.md: "committing more often increases network traffic and slows down processing").',
    bad: { file: 'billing.ts', text: "import { Kafka } from 'kafkajs';\n\nconst kafka = new Kafka({ clientId: 'billing', brokers: ['kafka:9092'] });\nconst consumer = kafka.consumer({ groupId: 'billing' });\n\nawait consumer.connect();\nawait consumer.subscribe({ topics: ['invoices'] });\nawait consumer.run({\n  autoCommit: false,\n  eachMessage: async ({ topic, partition, message }) => {\n    await bill(message);\n    await consumer.commitOffsets([{ topic, partition, offset: (BigInt(message.offset) + 1n).toString() }]);\n  },\n});\n" },
    good: { file: 'billing.ts', text: "import { Kafka } from 'kafkajs';\n\nconst kafka = new Kafka({ clientId: 'billing', brokers: ['kafka:9092'] });\nconst consumer = kafka.consumer({ groupId: 'billing' });\n\nawait consumer.connect();\nawait consumer.subscribe({ topics: ['invoices'] });\nawait consumer.run({\n  autoCommitThreshold: 100,\n  eachMessage: async ({ message }) => {\n    await bill(message);\n  },\n});\nprocess.once('SIGTERM', () => consumer.disconnect());\n" },
    falsePositives: 'Where every message is expensive and must never be processed twice after a crash (a payment), a commit per message may be the right trade: silence it with `// kafka-tuning-disable-next-line commit-per-message -- commit each payment`. A commit inside an `if` (every N messages) is not reported.',
    versions: 'kafkajs 2.x; @confluentinc/kafka-javascript (KafkaJS API), which has no autoCommitThreshold (it throws ERR__NOT_IMPLEMENTED): there auto-commit is enable.auto.commit / auto.commit.interval.ms, or autoCommit / autoCommitInterval in the consumer\'s kafkaJS block.',
  },
  check(ctx) {
    const x = tsExtras(ctx.site);
    const out: Finding[] = [];
    const instead = x?.library !== 'ckjs'
      ? 'Let autoCommit commit after each batch (autoCommitThreshold / autoCommitInterval space the commits)'
      : x.kafkaJSBlockRange
        ? 'Let the consumer auto-commit with kafkaJS: { autoCommit: true, autoCommitInterval: … }'
        : "Let the consumer auto-commit with 'enable.auto.commit': true (auto.commit.interval.ms spaces the commits)";
    // A consumer runs one eachMessage handler: its commit on the success path and the one in its
    // catch block are the same one-commit-per-message pattern, said once (at the first).
    const saidFor = new Set<string>();
    for (const c of x?.use?.commits ?? []) {
      if (c.method !== 'commitOffsets') continue;
      const handler = c.context.kind === 'message' ? `${c.context.label}|${c.context.via.join('>')}` : undefined;
      if (handler !== undefined && saidFor.has(handler)) continue;
      if (handler !== undefined) saidFor.add(handler);
      out.push({
        range: c.range,
        message: `commitOffsets() ${where(c.context)} sends one OffsetCommit request to the group coordinator per message, and each message waits for it. ${instead}, or commit every N messages or once per batch in eachBatch.`,
      });
    }
    return out;
  },
};
