// librdkafka-batch-one-message (librdkafka CONFIGURATION.md batch.num.messages: "Maximum number of
// messages batched in one MessageSet", default 10000; rdkafka_request.c rd_kafka_ProduceRequest
// builds a request from one partition's MessageSet): batch.num.messages=1 caps every batch at one
// message, so each message carries its own batch header and a partition gets at most one message
// per produce request — the librdkafka twin of batch-size-below-record, whose measured cost is in
// docs/evidence/one-record-per-batch.md (the Java client's batching, `npm run bench:official`).
import { Severity, type Rule } from './types';

const KEY = 'batch.num.messages';

export const librdkafkaBatchOneMessage: Rule = {
  id: 'librdkafka-batch-one-message',
  severity: Severity.Warning,
  roles: ['producer'],
  clients: ['librdkafka'],
  source: 'librdkafka CONFIGURATION.md batch.num.messages ("Maximum number of messages batched in one MessageSet", default 10000) and rd_kafka_ProduceRequest (one partition\'s MessageSet per request); one record per batch measured in docs/evidence/one-record-per-batch.md',
  summary: 'batch.num.messages=1 on a librdkafka producer: every message is a batch of its own, one message per partition per produce request.',
  check(ctx) {
    // Read as written: librdkafka's own property, not a key of the Java catalogs ctx.number() reads.
    const raw = ctx.entry(KEY)?.value?.trim();
    const n = raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : undefined;
    if (n === undefined || n > 1) return [];
    return [{
      range: ctx.entry(KEY)!.valueRange,
      message: `${ctx.display(KEY)}=${n}: librdkafka puts at most this many messages in one MessageSet (batch), so every message is a batch of its own with its own batch header, and a partition gets one message per produce request instead of up to 10,000 (the default). One record per batch measured with the Java client's batching ran 5.2–14.5× slower than batched configs (docs/evidence/one-record-per-batch.md). Remove it to batch again.`,
      fixes: [{ title: `Remove ${ctx.display(KEY)} (default 10000)`, intents: [{ kind: 'remove', entry: ctx.entry(KEY)! }], preferred: true }],
    }];
  },
  docs: {
    why: 'batch.num.messages is the most messages librdkafka puts in one MessageSet, the batch of one partition that a produce request carries. At 1, batching is off whatever linger.ms and batch.size say.',
    consequence: 'Each message pays a batch header (61 bytes in the v2 record format) and a partition gets one message per produce request, so throughput is bounded by request round trips. The same one-record-per-batch pattern measured with the Java client\'s batching on a local broker (docs/evidence/one-record-per-batch.md, `npm run bench:official`): 5.2–14.5× slower than batched configs, run by run.',
    bad: { file: 'producer.js', text: "const Kafka = require('node-rdkafka');\nconst producer = new Kafka.Producer({\n  'metadata.broker.list': 'kafka1:9092',\n  'batch.num.messages': 1,\n});\n" },
    good: { file: 'producer.js', text: "const Kafka = require('node-rdkafka');\nconst producer = new Kafka.Producer({\n  'metadata.broker.list': 'kafka1:9092',\n  'linger.ms': 5,\n});\n" },
    falsePositives: 'A test that wants every message sent alone on purpose: silence the line. Values above 1 are left alone (a small batch cap can be a deliberate latency choice).',
    versions: 'librdkafka-based clients (node-rdkafka, @confluentinc/kafka-javascript, librdkafka .properties), all versions.',
  },
};
