// kafkajs-idempotent-acks (docs/sources.md#kafkajs): an idempotent kafkajs producer whose send() asks for
// acks other than -1 throws "Not requiring ack for all messages invalidates the idempotent
// producer's EoS guarantees" at send time — in production, on the first message.
import { tsExtras, sendsOf } from './lang';
import { Severity, type Finding, type Rule } from './types';

export const kafkajsIdempotentAcks: Rule = {
  id: 'kafkajs-idempotent-acks',
  severity: Severity.Error,
  clients: ['kafkajs'],
  roles: ['producer'],
  source: 'kafkajs v2.2.4 src/producer/sendMessages / index.js send checks',
  summary: 'An idempotent kafkajs producer sends with acks ≠ -1: kafkajs throws on send().',
  check(ctx) {
    if (tsExtras(ctx.site)?.library !== 'kafkajs') return [];
    // A send on a producer another module creates is judged here, at the send: that producer's site cannot see it.
    const own = ctx.bool('enable.idempotence') === true;
    // NestJS's Kafka transport passes options.send to every send() it makes on this producer (sites/ts/nestjs.ts).
    const where = tsExtras(ctx.site)?.nest ? 'every send() NestJS makes with these options.send' : undefined;
    const out: Finding[] = [];
    for (const s of sendsOf(ctx.site)) {
      if (!own && !(s.producerFrom !== undefined && s.producerIdempotent === true)) continue;
      if (!s.acks || s.acks.value === undefined || Number(s.acks.value) === -1) continue;
      out.push({
        range: s.acks.range,
        message: `This producer${s.producerFrom ? ` (created in ${s.producerFrom})` : ''} is idempotent, so kafkajs throws on ${where ?? `this ${s.method}()`}: acks=${s.acks.value} ("Not requiring ack for all messages invalidates the idempotent producer's EoS guarantees"). Use acks: -1 or drop the option (it defaults to -1).`,
        fixes: [{ title: 'Set acks: -1 on this call', intents: [{ kind: 'edits', edits: [{ range: s.acks.range, newText: 'acks: -1' }] }], preferred: true }],
      });
    }
    return out;
  },
  docs: {
    why: 'An idempotent kafkajs producer only keeps its guarantee when every request waits for all in-sync replicas. kafkajs checks this in send(): with idempotent: true and acks other than -1 it throws `Not requiring ack for all messages invalidates the idempotent producer\'s EoS guarantees`.',
    consequence: 'The first send() in production fails with that error; nothing is written.',
    bad: { file: 'producer.ts', text: 'import { Kafka } from \'kafkajs\';\nconst kafka = new Kafka({ clientId: \'orders\', brokers: [\'kafka1:9092\'] });\nconst producer = kafka.producer({ idempotent: true });\n\nexport async function publish(order: string) {\n  await producer.send({ topic: \'orders\', acks: 1, messages: [{ value: order }] });\n}\n' },
    good: { file: 'producer.ts', text: 'import { Kafka } from \'kafkajs\';\nconst kafka = new Kafka({ clientId: \'orders\', brokers: [\'kafka1:9092\'] });\nconst producer = kafka.producer({ idempotent: true });\n\nexport async function publish(order: string) {\n  await producer.send({ topic: \'orders\', messages: [{ value: order }] });\n}\n' },
    falsePositives: 'None known: the check runs on every send of an idempotent kafkajs producer.',
    versions: 'kafkajs 1.x and 2.x (checked against 2.2.4).',
  },
};
