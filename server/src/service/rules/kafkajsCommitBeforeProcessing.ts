// kafkajs-commit-before-processing: kafkajs's consumer runner resolves a message's offset as soon
// as eachMessage's promise settles, and with autoCommit (the default in consumer.run) commits the
// resolved offsets on its interval (src/consumer/runner.js: processEachMessage →
// resolveOffset, then commitOffsetsIfNecessary). A handler that only hands the message to an
// in-memory queue or array settles at once, so the offset is committed before the work runs: a
// message still waiting in the queue when the process stops is never read again. Only a handler
// whose whole body is one such hand-off is reported (an awaited call, or any other statement,
// keeps it silent). A handler that defers its work to setTimeout / setImmediate / process.nextTick
// settles just as early (sites/ts/consumerHandlers.ts deferredWork), also when the handler is a
// method of the class given as `this.handle.bind(this)`.
import { eitherKafkajsApi, tsExtras } from './lang';
import { lineIndexOf } from '../parse/lineIndex';
import { Severity, type Rule } from './types';

/** `eachMessage: async ({ message }) => { queue.push(message) }` or `=> jobs.enqueue(message)`, nothing else in the body. */
const HAND_OFF = /eachMessage\s*:\s*(?:async\s*)?(?:\(\s*(?:\{[^}]*\}|\w+)\s*\)|\w+)\s*=>\s*(?:\{\s*(?:void\s+)?([\w$.]+)\.(push|unshift|enqueue)\s*\([^;{}]*\)\s*;?\s*\}|(?:void\s+)?([\w$.]+)\.(push|unshift|enqueue)\s*\([^;{}]*\))/;

export const kafkajsCommitBeforeProcessing: Rule = {
  id: 'kafkajs-commit-before-processing',
  severity: Severity.Warning,
  runtimeOnly: true,
  clients: ['kafkajs'],
  source: 'kafkajs src/consumer/runner.js (the offset is resolved when eachMessage settles; autoCommit commits resolved offsets)',
  summary: 'eachMessage only queues the message, or defers its work to a timer, while autoCommit is on: offsets are committed before the work runs.',
  docs: {
    why: 'kafkajs marks a message consumed when eachMessage settles and, with autoCommit (the default), commits it on the next interval. A handler that only pushes the message into a queue settles at once.',
    consequence: 'The offset is committed before the message is processed, so messages still queued when the process stops or crashes are skipped on restart: at-most-once delivery (kafkajs src/consumer/runner.js).',
    bad: { file: 'worker.ts', text: "import { Kafka } from 'kafkajs';\nconst kafka = new Kafka({ clientId: 'w', brokers: ['k:9092'] });\nconst consumer = kafka.consumer({ groupId: 'mailer' });\nconst jobs: unknown[] = [];\nexport async function start() {\n  await consumer.run({ eachMessage: async ({ message }) => { jobs.push(message); } });\n}\n" },
    good: { file: 'worker.ts', text: "import { Kafka } from 'kafkajs';\nconst kafka = new Kafka({ clientId: 'w', brokers: ['k:9092'] });\nconst consumer = kafka.consumer({ groupId: 'mailer' });\nasync function send(m: unknown) { void m; }\nexport async function start() {\n  await consumer.run({ eachMessage: async ({ message }) => { await send(message); } });\n}\n" },
    falsePositives: 'A queue that is itself durable (a database-backed job queue whose push resolves after the write), or at-most-once processing chosen on purpose; silence the line with a kafka-tuning-disable-next-line comment.',
    versions: 'kafkajs 1.x and 2.x',
  },
  check(ctx) {
    const x = tsExtras(ctx.site);
    if (!x || x.library !== 'kafkajs' || x.api !== 'run') return [];
    // A consumer created in another module may be CKJS's, whose autoCommit is set where it is created: not known here.
    if (eitherKafkajsApi(x)) return [];
    if (ctx.entry('enable.auto.commit')?.value?.trim() === 'false') return [];
    // `setTimeout(async () => { …work… }, 0)` in the handler (a method of the class included):
    // the same early settle, by a timer instead of a queue.
    if (x.deferredWork) {
      const how = x.deferredWork.how;
      return [{
        range: x.deferredWork.range,
        message: `eachMessage hands its work to ${how} and returns, and autoCommit is on (the default): kafkajs resolves the offset as soon as the handler settles and commits it, before the ${how} callback runs, so a message whose work fails, or is still pending when the process stops, is not read again (kafkajs src/consumer/runner.js). Await the work inside eachMessage, or set autoCommit: false and commit after it is done.`,
      }];
    }
    // Only the run() call's own text is read (ctx.fromText): an edit elsewhere leaves the answer as it was.
    const callRange = x.callRange;
    const handOff = ctx.fromText((whole) => {
      const lines = lineIndexOf(whole);
      const start = lines.offset(callRange.start);
      const m = HAND_OFF.exec(whole.slice(start, lines.offset(callRange.end)));
      return m ? { target: m[1] ?? m[3], range: lines.range(start + m.index, start + m.index + 'eachMessage'.length) } : undefined;
    });
    if (!handOff) return [];
    const { target } = handOff;
    return [{
      range: handOff.range,
      message: `eachMessage only hands the message to '${target}' and returns, and autoCommit is on (the default): kafkajs commits the offset as soon as the handler settles, before the work runs, so messages still in '${target}' when the process dies (a crash, a kill, a deploy without draining) are not read again. Await the processing inside eachMessage, or set autoCommit: false and commit (or resolveOffset in eachBatch) after the work is done.`,
    }];
  },
};
