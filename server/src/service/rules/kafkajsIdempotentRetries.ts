// kafkajs-idempotent-retries (kafkajs v2.2.4 src/producer/index.js): createProducer throws
// KafkaJSNonRetriableError("Idempotent producer must allow retries to protect against transient
// errors") when idempotent is true and retry.retries < 1 — synchronously, from kafka.producer(),
// before anything connects. Kafka#producer merges the client's retry into the producer's
// (src/index.js: `retry: { ...clusterRetry, ...retry }`), so a producer that writes retries itself
// decides; one that does not inherits new Kafka({ retry }) and is not judged here. The Java twin is
// idempotence-conflict; kafkajs-idempotent-acks covers the acks half.
import { tsExtras } from './lang';
import { Severity, type Rule } from './types';

export const kafkajsIdempotentRetries: Rule = {
  id: 'kafkajs-idempotent-retries',
  severity: Severity.Error,
  roles: ['producer'],
  clients: ['kafkajs'],
  source: 'kafkajs v2.2.4 src/producer/index.js (idempotent with retry.retries < 1 throws) and src/index.js (client retry merged into the producer\'s)',
  summary: 'An idempotent kafkajs producer with retry.retries 0: kafka.producer() throws.',
  docs: {
    why: 'An idempotent producer must be able to resend a batch whose answer was lost — that is what the sequence numbers make safe. kafkajs therefore refuses an idempotent producer that may not retry.',
    consequence: 'kafka.producer() throws KafkaJSNonRetriableError "Idempotent producer must allow retries to protect against transient errors" as soon as the line runs (src/producer/index.js), so the service fails at start-up.',
    bad: { file: 'producer.ts', text: "import { Kafka } from 'kafkajs';\n\nconst kafka = new Kafka({ clientId: 'ledger', brokers: ['kafka:9092'] });\nexport const producer = kafka.producer({ idempotent: true, retry: { retries: 0 } });\n" },
    good: { file: 'producer.ts', text: "import { Kafka } from 'kafkajs';\n\nconst kafka = new Kafka({ clientId: 'ledger', brokers: ['kafka:9092'] });\nexport const producer = kafka.producer({ idempotent: true, retry: { retries: 10 } });\n" },
    falsePositives: 'None known: the check mirrors kafkajs\'s own. A producer that leaves retries to `new Kafka({ retry })` is not judged.',
    versions: 'kafkajs 2.x (checked against 2.2.4)',
  },
  check(ctx) {
    if (tsExtras(ctx.site)?.library !== 'kafkajs' || ctx.bool('enable.idempotence') !== true) return [];
    const retries = ctx.entry('retries');
    const n = ctx.number('retries');
    if (!retries || retries.value === undefined || n === undefined || n >= 1) return [];
    return [{
      range: retries.valueRange,
      message: `retries: ${retries.value.trim()} with idempotent: true: kafka.producer() throws KafkaJSNonRetriableError ("Idempotent producer must allow retries to protect against transient errors") before anything connects. Allow retries, or drop idempotent: for an idempotent producer kafkajs documents retries Number.MAX_SAFE_INTEGER and logs "Limiting retries for the idempotent producer may invalidate EoS guarantees" below it (kafkajs src/producer/index.js).`,
      fixes: [{ title: 'Set retries: Number.MAX_SAFE_INTEGER (kafkajs\'s value for idempotent producers)', intents: [{ kind: 'set', key: 'retries', value: 'Number.MAX_SAFE_INTEGER' }], preferred: true }],
    }];
  },
};
