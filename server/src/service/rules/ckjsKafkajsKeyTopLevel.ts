// ckjs-kafkajs-key-top-level (docs/sources.md#librdkafka-and-confluent-kafka-javascript): @confluentinc/kafka-javascript takes KafkaJS-style
// options only inside the `kafkaJS: {...}` block; at the top level it throws at construction
// ("… must be moved to the kafkaJS block").
import { tsExtras } from './lang';
import { Severity, type Rule } from './types';

export const ckjsKafkajsKeyTopLevel: Rule = {
  id: 'ckjs-kafkajs-key-top-level',
  severity: Severity.Error,
  clients: ['librdkafka'],
  source: 'confluent-kafka-javascript lib/kafkajs/_kafka.js and _producer.js config checks',
  summary: 'A KafkaJS-style option outside the kafkaJS block of @confluentinc/kafka-javascript: the constructor throws.',
  check(ctx) {
    const x = tsExtras(ctx.site);
    if (x?.library !== 'ckjs') return [];
    return (x.kafkaJSKeysAtTopLevel ?? []).map((k) => ({
      range: k.range,
      message: `'${k.name}' is a KafkaJS-style option: @confluentinc/kafka-javascript throws unless it is inside the kafkaJS: { … } block (top-level keys are librdkafka's dotted names).`,
    }));
  },
  docs: {
    why: '@confluentinc/kafka-javascript accepts KafkaJS-style options (idempotent, brokers, clientId…) only inside the `kafkaJS: { ... }` block of its promisified API; at the top level it expects librdkafka property names. Its config checks throw at construction when a KafkaJS-style key is found outside the block.',
    consequence: 'Creating the client or producer throws an error that says the option must be moved to the kafkaJS block; the application does not start.',
    bad: { file: 'producer.ts', text: 'import { KafkaJS } from \'@confluentinc/kafka-javascript\';\nconst kafka = new KafkaJS.Kafka({ kafkaJS: { brokers: [\'kafka1:9092\'] } });\nconst producer = kafka.producer({ idempotent: true });\n' },
    good: { file: 'producer.ts', text: 'import { KafkaJS } from \'@confluentinc/kafka-javascript\';\nconst kafka = new KafkaJS.Kafka({ kafkaJS: { brokers: [\'kafka1:9092\'] } });\nconst producer = kafka.producer({ kafkaJS: { idempotent: true } });\n' },
    falsePositives: 'None known for the promisified (KafkaJS) API. The callback API takes librdkafka names only and is not checked by this rule.',
    versions: '@confluentinc/kafka-javascript 1.x (its KafkaJS-compatible API).',
  },
};
