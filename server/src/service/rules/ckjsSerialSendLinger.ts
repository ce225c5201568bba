// ckjs-serial-send-linger: librdkafka waits linger.ms (default 5 ms, docs/sources.md#librdkafka-and-confluent-kafka-javascript) before sending
// a batch, so awaiting each send() one at a time makes every message wait the whole window
// (confluent-kafka-javascript #42 / #335; the migration guide says to set linger.ms 0 then).
import { isSerialSend, sendsOf, tsExtras } from './lang';
import { Severity, type Finding, type Rule } from './types';

export const ckjsSerialSendLinger: Rule = {
  id: 'ckjs-serial-send-linger',
  severity: Severity.Warning,
  runtimeOnly: true,
  clients: ['librdkafka'],
  roles: ['producer'],
  source: 'librdkafka CONFIGURATION.md (linger.ms default 5); confluent-kafka-javascript #42, #335',
  summary: 'Awaiting each send() while linger.ms > 0: every message waits the full linger window.',
  check(ctx) {
    if (tsExtras(ctx.site)?.library !== 'ckjs') return [];
    const linger = ctx.number('linger.ms');
    if (linger === undefined || linger <= 0) return [];
    const serial = sendsOf(ctx.site).filter(isSerialSend);
    if (serial.length === 0) return [];
    const out: Finding[] = serial.map((s) => ({
      range: s.range,
      message: `Each awaited ${s.method}() waits for its ack, and librdkafka holds the message for linger.ms=${linger} ms first: at most ${Math.floor(1000 / linger)} messages/s from this loop, each ≥ ${linger} ms late. Set 'linger.ms': 0 for one-at-a-time sends, or send many messages without awaiting each.`,
      fixes: [{ title: "Set 'linger.ms': 0", intents: [{ kind: 'set' as const, key: 'linger.ms', value: '0' }], preferred: true }],
    }));
    return out;
  },
  docs: {
    why: 'librdkafka waits up to linger.ms (5 ms by default) for more messages before it sends a batch. Awaiting each send() before the next means only one message is ever waiting, so every message pays the whole window. linger.ms=0 for such a producer, or one send() with many messages, avoids the wait.',
    consequence: 'Each awaited send takes at least linger.ms plus a round trip, so a loop of N sends takes N × linger.ms at the least (confluent-kafka-javascript issues #42 and #335). No reproduction on the embedded broker yet; the figure is the configured window itself.',
    bad: { file: 'producer.ts', text: 'import { KafkaJS } from \'@confluentinc/kafka-javascript\';\nconst kafka = new KafkaJS.Kafka({ kafkaJS: { brokers: [\'kafka1:9092\'] } });\nconst producer = kafka.producer({ \'linger.ms\': 10 });\n\nexport async function publish(orders: string[]) {\n  for (const order of orders) await producer.send({ topic: \'orders\', messages: [{ value: order }] });\n}\n' },
    good: { file: 'producer.ts', text: 'import { KafkaJS } from \'@confluentinc/kafka-javascript\';\nconst kafka = new KafkaJS.Kafka({ kafkaJS: { brokers: [\'kafka1:9092\'] } });\nconst producer = kafka.producer({ \'linger.ms\': 10 });\n\nexport async function publish(orders: string[]) {\n  await producer.send({ topic: \'orders\', messages: orders.map((value) => ({ value })) });\n}\n' },
    falsePositives: 'Sends that must be strictly one after the other, where the window is accepted. Silence the line with a `//` suppression comment.',
    versions: '@confluentinc/kafka-javascript (librdkafka linger.ms default 5 ms).',
  },
};
