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
};
