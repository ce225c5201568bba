// kafkajs-batch-exit-auto-resolved: an eachBatch loop that resolves each message it processes and
// leaves the loop early (`if (!ok) break;`) to have the rest fetched again, while
// eachBatchAutoResolve is on (the default). kafkajs src/consumer/runner.js processEachBatch, after
// the handler returns: `if (this.eachBatchAutoResolve) { this.consumerGroup.resolveOffset({ topic,
// partition, offset: batch.lastOffset() }) }`. The next fetch starts after the batch's last offset
// (offsetManager nextOffset) and autoCommit commits it, so the message the loop stopped at and every
// one after it count as processed. @confluentinc/kafka-javascript's KafkaJS API resolves the last
// offset on return the same way (eachBatchAutoResolve, default true). Facts: sites/ts/batchResolve.ts
// (kafkajs's own `if (!isRunning() || isStale()) break`, and handlers that throw, seek or pause,
// are left alone).
import { tsExtras } from './lang';
import { Severity, type Rule } from './types';

const WORKER = (options: string) => `import { Kafka } from 'kafkajs';
const kafka = new Kafka({ clientId: 'settlement', brokers: ['kafka:9092'] });
const consumer = kafka.consumer({ groupId: 'settlement' });
async function settle(value: string): Promise<boolean> { return value.length > 0; }

export async function start() {
  await consumer.subscribe({ topics: ['payments'] });
  await consumer.run({${options}
    eachBatch: async ({ batch, resolveOffset, heartbeat }) => {
      for (const message of batch.messages) {
        if (!(await settle(String(message.value)))) break;
        resolveOffset(message.offset);
        await heartbeat();
      }
    },
  });
}
`;

export const kafkajsBatchExitAutoResolved: Rule = {
  id: 'kafkajs-batch-exit-auto-resolved',
  severity: Severity.Warning,
  runtimeOnly: true,
  roles: ['consumer'],
  clients: ['kafkajs', 'librdkafka'],
  source: 'kafkajs src/consumer/runner.js processEachBatch (`if (this.eachBatchAutoResolve) resolveOffset({ …, offset: batch.lastOffset() })` after eachBatch returns; eachBatchAutoResolve defaults to true), offsetManager nextOffset',
  summary: 'An eachBatch loop leaves early to retry the rest, but eachBatchAutoResolve (on by default) resolves the whole batch when the handler returns: the unprocessed messages are skipped.',
  docs: {
    why: 'When eachBatch returns, kafkajs resolves the batch\'s last offset itself unless eachBatchAutoResolve is false. A loop that resolves each processed message and breaks out on a failure, so that the rest is fetched again, is undone by that: the next fetch starts after the batch, and autoCommit commits the position.',
    consequence: 'The message the loop stopped at and every message after it in the batch are never processed, with no error anywhere: the failure meant to be retried is silently skipped (kafkajs src/consumer/runner.js processEachBatch).',
    bad: { file: 'settlement.ts', text: WORKER('') },
    good: { file: 'settlement.ts', text: WORKER('\n    eachBatchAutoResolve: false,') },
    falsePositives: 'kafkajs\'s own stop check, `if (!isRunning() || isStale()) break`, is not reported, nor a handler that throws, seeks or pauses (it steers the position itself). A loop that means to skip the rest of the batch can say so with `// kafka-tuning-disable-next-line kafkajs-batch-exit-auto-resolved -- rest of the batch skipped on purpose`.',
    versions: 'kafkajs 1.x and 2.x; @confluentinc/kafka-javascript (KafkaJS API)',
  },
  check(ctx) {
    const x = tsExtras(ctx.site);
    const e = x?.batchEarlyExit;
    if (!x || !e || (x.library !== 'kafkajs' && x.library !== 'ckjs')) return [];
    // With autoCommit off the position still moves in memory: the next fetch skips them all the same.
    const manual = ctx.entry('enable.auto.commit')?.value?.trim() === 'false';
    const commit = manual ? 'and a commit of the resolved offsets commits past it' : 'and autoCommit commits past it';
    return [{
      range: e.range,
      message: `This ${e.word} leaves the loop over the batch before its last message, but eachBatchAutoResolve is on (the default): when eachBatch returns, the client resolves the batch's last offset itself, so the next fetch starts after the batch ${commit}. The message the loop stopped at and the ones after it are skipped, not fetched again (kafkajs src/consumer/runner.js processEachBatch). Set eachBatchAutoResolve: false so only the offsets the loop resolves count, or throw to have the batch fetched again from the first unresolved message.`,
      fixes: [{ title: 'Set eachBatchAutoResolve: false in run()', intents: [{ kind: 'edits', edits: [e.turnOff] }], preferred: true }],
    }];
  },
};
