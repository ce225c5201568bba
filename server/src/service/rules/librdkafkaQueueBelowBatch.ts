// librdkafka-queue-below-batch: queue.buffering.max.messages bounds the messages a librdkafka
// producer holds at once — from produce() until their delivery report is served (rdkafka.c:
// rk_curr_msgs.max_cnt = queue_buffering_max_msgs; rdkafka_msg.c refuses a message over it with
// RD_KAFKA_RESP_ERR__QUEUE_FULL). A batch.num.messages above it can never be reached: no more
// messages than the queue's cap exist to batch, and produce() starts failing with "Queue full"
// once that many are in flight. Both must be written (a cap below the default 10,000 batch alone
// is a memory limit chosen on purpose); 0 turns the cap off (CONFIGURATION.md, librdkafka 2.x). A cap
// of 10,000 or more is left alone: no ordinary burst fills it at once.
import { Severity, type Rule } from './types';

const QUEUE = 'queue.buffering.max.messages';
const BATCH = 'batch.num.messages';
/** batch.num.messages' default (CONFIGURATION.md, librdkafka 2.x). */
const DEFAULT_BATCH = 10000;

export const librdkafkaQueueBelowBatch: Rule = {
  id: 'librdkafka-queue-below-batch',
  severity: Severity.Warning,
  roles: ['producer'],
  clients: ['librdkafka'],
  source: 'librdkafka CONFIGURATION.md (queue.buffering.max.messages: "Maximum number of messages allowed on the producer queue"; batch.num.messages); rdkafka_msg.c (RD_KAFKA_RESP_ERR__QUEUE_FULL over the cap)',
  summary: 'queue.buffering.max.messages below batch.num.messages: batches never fill, and produce() fails with Queue full once the cap is in flight.',
  check(ctx) {
    const num = (key: string) => {
      const raw = ctx.entry(key)?.value?.trim();
      return raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : undefined;
    };
    const queue = num(QUEUE);
    const batch = num(BATCH);
    if (queue === undefined || batch === undefined || queue === 0 || batch <= queue) return [];
    // A cap of librdkafka's own default batch (10,000) or more is a buffer a burst does not fill at
    // once, and batches that large are held back by batch.size first: nothing practical to say
    // (an independent check found 100,000 under 1,000,000 reported as noise).
    if (queue >= DEFAULT_BATCH) return [];
    return [{
      range: ctx.entry(QUEUE)!.valueRange,
      message: `${ctx.display(QUEUE)}=${queue} is below ${ctx.display(BATCH)}=${batch}: librdkafka holds at most ${queue} messages from produce() until their delivery report is served, so a batch never reaches ${batch} messages, and produce() fails with Queue full (ERR__QUEUE_FULL) whenever ${queue} are waiting — under any burst. Raise ${ctx.display(QUEUE)} well above ${ctx.display(BATCH)} (the defaults are 100000 and 10000), or lower ${ctx.display(BATCH)} to what you mean.`,
      fixes: [{ title: `Remove ${ctx.display(QUEUE)} (default 100000)`, intents: [{ kind: 'remove', entry: ctx.entry(QUEUE)! }], preferred: true }],
    }];
  },
  docs: {
    why: 'queue.buffering.max.messages is the most messages a librdkafka producer holds at once: each counts from produce() until its delivery report has been served. batch.num.messages is the most messages in one batch. A batch can only be formed from the messages held, so a cap below the batch size makes that batch size unreachable, and the cap itself is hit by any burst.',
    consequence: 'produce() fails with ERR__QUEUE_FULL ("Queue full") as soon as the cap is in flight, which for a cap of a few dozen is every burst; batches carry at most the cap, whatever batch.num.messages says.',
    bad: { file: 'producer.js', text: "const Kafka = require('node-rdkafka');\nconst producer = new Kafka.Producer({\n  'metadata.broker.list': 'kafka:9092',\n  'queue.buffering.max.messages': 10,\n  'batch.num.messages': 100,\n});\nproducer.connect();\n" },
    good: { file: 'producer.js', text: "const Kafka = require('node-rdkafka');\nconst producer = new Kafka.Producer({\n  'metadata.broker.list': 'kafka:9092',\n  'queue.buffering.max.messages': 100000,\n  'batch.num.messages': 100,\n});\nproducer.connect();\n" },
    falsePositives: 'Only said when both are written: a cap below the default batch.num.messages (10,000) alone reads as a memory limit chosen on purpose. A cap of 0 (no limit) is never reported, nor a cap of 10,000 or more (a buffer no ordinary burst fills, under batches that batch.size holds back first).',
    versions: 'librdkafka 1.x and 2.x (node-rdkafka, @confluentinc/kafka-javascript, librdkafka key=value files); 0 means no limit in 2.x.',
  },
};
