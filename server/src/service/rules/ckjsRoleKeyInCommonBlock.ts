// ckjs-role-key-in-common-block: @confluentinc/kafka-javascript merges the kafkaJS block given to
// `new Kafka({...})` into the kafkaJS block of every producer and consumer made from that object
// (lib/kafkajs/_kafka.js, Kafka#mergeConfiguration: Object.assign of the common block and the
// client's own). The consumer then checks its merged block with checkAllowedKeys('consumer', …)
// (lib/kafkajs/_consumer.js #kafkaJSToConsumerConfig, run from connect()) and throws a KafkaJSError
// "The '<key>' property is not supported." (lib/kafkajs/_common.js CompatibilityErrorMessages
// .unsupportedKey) for any key outside the common and consumer lists of kafkaJSProperties; the
// producer does the same with its list. So a producer-only key (acks, compression, idempotent,
// transactionalId…) in the common block breaks every consumer of that Kafka object, and a
// consumer-only key (groupId, sessionTimeout…) breaks every producer. Checked against
// confluent-kafka-javascript 1.10.0.
import { ckjsKeyAllowedInBlock } from '../clients/ckjs';
import { LineIndex } from '../parse/lineIndex';
import { tsExtras } from './lang';
import { Severity, type Finding, type Rule } from './types';

/** `const kafka = new Kafka(` / `new KafkaJS.Kafka(` right before the call: the variable's name. */
const ASSIGNED = /(?:const|let|var|this\.|private\s+|readonly\s+)\s*([\w$]+)\s*(?::\s*[\w$.<>]+\s*)?=\s*new\s+(?:[\w$]+\.)*Kafka\s*\($/;

function escape(s: string): string {
  return s.replace(/[$]/g, '\\$');
}

export const ckjsRoleKeyInCommonBlock: Rule = {
  id: 'ckjs-role-key-in-common-block',
  severity: Severity.Error,
  clients: ['librdkafka'],
  source: 'confluent-kafka-javascript lib/kafkajs/_kafka.js (Kafka#mergeConfiguration), lib/kafkajs/_consumer.js and _producer.js (checkAllowedKeys on the merged kafkaJS block), lib/kafkajs/_common.js (kafkaJSProperties, "The \'<key>\' property is not supported.")',
  summary: 'A producer-only key (acks, compression, idempotent…) in the common kafkaJS block of a Kafka object that also makes a consumer, or a consumer-only key when it makes a producer: connecting that client throws.',
  docs: {
    why: 'The kafkaJS block given to `new Kafka({...})` is copied into the kafkaJS block of every producer and consumer made from that object (Kafka#mergeConfiguration in lib/kafkajs/_kafka.js). Each client then checks its merged block against the keys it supports (checkAllowedKeys in lib/kafkajs/_common.js): a consumer accepts the common keys and its own (groupId, sessionTimeout…), a producer the common keys and its own (acks, compression, idempotent, transactionalId…).',
    consequence: 'The consumer\'s connect() rejects with KafkaJSError "The \'acks\' property is not supported." (lib/kafkajs/_consumer.js, #kafkaJSToConsumerConfig); the producer made from the same object works, so the failure shows only on the consumer side.',
    bad: { file: 'kafka.js', text: "const { KafkaJS } = require('@confluentinc/kafka-javascript');\nconst kafka = new KafkaJS.Kafka({ kafkaJS: { brokers: ['kafka:9092'], acks: -1 } });\nconst producer = kafka.producer();\nconst consumer = kafka.consumer({ kafkaJS: { groupId: 'billing' } });\nmodule.exports = { producer, consumer };\n" },
    good: { file: 'kafka.js', text: "const { KafkaJS } = require('@confluentinc/kafka-javascript');\nconst kafka = new KafkaJS.Kafka({ kafkaJS: { brokers: ['kafka:9092'] } });\nconst producer = kafka.producer({ kafkaJS: { acks: -1 } });\nconst consumer = kafka.consumer({ kafkaJS: { groupId: 'billing' } });\nmodule.exports = { producer, consumer };\n" },
    falsePositives: 'None known when the Kafka object is held in one variable in the file. A Kafka object exported and given to a consumer in another file is not followed (no finding then). A key such as maxInFlightRequests or metadataMaxAge that both clients accept is never reported.',
    versions: '@confluentinc/kafka-javascript 1.x (its KafkaJS-compatible API).',
  },
  check(ctx) {
    const x = tsExtras(ctx.site);
    if (x?.library !== 'ckjs' || x.api !== 'client' || !x.kafkaJSUnknownKeys?.length) return [];
    const lines = new LineIndex(ctx.doc.text);
    const at = lines.offset(x.callRange.start);
    const head = ctx.doc.text.slice(Math.max(0, at - 200), ctx.doc.text.indexOf('(', at) + 1);
    const name = ASSIGNED.exec(head)?.[1];
    if (!name) return [];
    const makes = (kind: 'producer' | 'consumer') => ctx.mentions(new RegExp(`(?:^|[^\\w$.])${escape(name)}\\s*\\.\\s*${kind}\\s*\\(`));
    const out: Finding[] = [];
    for (const k of x.kafkaJSUnknownKeys) {
      const key = k.name.split('.')[0];
      const producerOnly = ckjsKeyAllowedInBlock('producer', key) && !ckjsKeyAllowedInBlock('consumer', key);
      const consumerOnly = ckjsKeyAllowedInBlock('consumer', key) && !ckjsKeyAllowedInBlock('producer', key);
      const victim = producerOnly ? 'consumer' : consumerOnly ? 'producer' : undefined;
      if (!victim || !makes(victim)) continue;
      const own = victim === 'consumer' ? 'producer' : 'consumer';
      out.push({
        range: k.range,
        message: `'${key}' is a ${own}-only option, but this common kafkaJS block is copied into every client made from '${name}', including its ${victim}: the ${victim}'s connect() throws "The '${key}' property is not supported." (@confluentinc/kafka-javascript lib/kafkajs/_kafka.js mergeConfiguration, checkAllowedKeys). Move it to ${name}.${own}({ kafkaJS: { ${key}: … } }).`,
      });
    }
    return out;
  },
};
