// kafkajs-message-option (kafkajs docs/Producing.md "Message structure"; src/producer/sendMessages):
// a kafkajs message has key, value, partition, timestamp and headers — acks, timeout and
// compression are options of the send()/sendBatch() call. Written inside a message object they are
// ignored without a word: `{ value, acks: 0 }` still waits for all replicas (the -1 default), and
// `{ value, compression: CompressionTypes.GZIP }` sends uncompressed.
import { sendsOf, tsExtras } from './lang';
import { Severity, type Finding, type Rule } from './types';

const DEFAULTS: Record<string, string> = {
  acks: '-1, all in-sync replicas',
  timeout: '30000 ms',
  compression: 'none',
};

export const kafkajsMessageOption: Rule = {
  id: 'kafkajs-message-option',
  severity: Severity.Warning,
  roles: ['producer'],
  clients: ['kafkajs'],
  source: 'kafkajs v2.2.4 docs/Producing.md (send() options acks/timeout/compression; Message structure: key, value, partition, timestamp, headers)',
  summary: 'acks, timeout or compression written inside a kafkajs message: ignored, the send() call\'s value applies.',
  check(ctx) {
    const x = tsExtras(ctx.site);
    // The producer site and each send site both carry the call: report once, on the send site.
    if (x?.library !== 'kafkajs' || !x.send) return [];
    const out: Finding[] = [];
    for (const s of sendsOf(ctx.site)) {
      for (const m of s.messageOptions ?? []) {
        out.push({
          range: m.range,
          message: `${m.name} inside a message is ignored: a kafkajs message has only key, value, partition, timestamp and headers, so this ${s.method}() uses the ${m.name} given on the call, or the default (${DEFAULTS[m.name]}). Pass ${m.name} to ${s.method}({ ..., ${m.name} }) instead.`,
        });
      }
    }
    return out;
  },
  docs: {
    why: 'A kafkajs message has key, value, partition, timestamp and headers; acks, timeout and compression are options of the send() or sendBatch() call. Written inside a message they are ignored without a word.',
    consequence: '`{ value, acks: 0 }` still waits for all replicas (the -1 default), and `{ value, compression: CompressionTypes.GZIP }` is sent uncompressed.',
    bad: { file: 'publish.ts', text: 'import { Kafka } from \'kafkajs\';\nconst kafka = new Kafka({ clientId: \'audit\', brokers: [\'kafka1:9092\'] });\nconst producer = kafka.producer();\n\nexport async function audit(event: string) {\n  await producer.send({ topic: \'audit\', messages: [{ value: event, acks: 0 }] });\n}\n' },
    good: { file: 'publish.ts', text: 'import { Kafka } from \'kafkajs\';\nconst kafka = new Kafka({ clientId: \'audit\', brokers: [\'kafka1:9092\'] });\nconst producer = kafka.producer();\n\nexport async function audit(event: string) {\n  await producer.send({ topic: \'audit\', acks: 0, messages: [{ value: event }] });\n}\n' },
    falsePositives: 'None known: kafkajs never reads these keys from a message.',
    versions: 'kafkajs 1.x and 2.x.',
  },
};
