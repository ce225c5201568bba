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
import { lineIndexOf } from '../parse/lineIndex';
import { escapeRegExp } from './keyLine';
import { tsExtras } from './lang';
import { Severity, type Finding, type Rule } from './types';

/** `const kafka = new Kafka(` / `new KafkaJS.Kafka(` right before the call: the variable's name. */
const ASSIGNED = /(?:(?:const|let|var|private|readonly)\s+([\w$]+)|(this\.#?[\w$]+))\s*(?::\s*[\w$.<>]+\s*)?=\s*new\s+(?:[\w$]+\.)*Kafka\s*\($/;

/**
 * `new Kafka({ kafkaJS })` with the block built in a variable of the file (`const kafkaJS = {...}`):
 * its top-level keys with their offsets. The site itself does not follow the shorthand.
 */
function shorthandKeys(text: string, name: string): Array<{ name: string; at: number }> {
  const decl = new RegExp(`(?:const|let|var)\\s+${escapeRegExp(name)}\\s*(?::[^=]+)?=\\s*\\{`).exec(text);
  if (!decl) return [];
  const out: Array<{ name: string; at: number }> = [];
  let depth = 0;
  for (let i = decl.index + decl[0].length - 1; i < text.length; i++) {
    const c = text[i];
    if (c === '{' || c === '[' || c === '(') depth++;
    else if (c === '}' || c === ']' || c === ')') { if (--depth === 0) break; }
    else if (depth === 1 && /[\w$]/.test(c) && !/[\w$.]/.test(text[i - 1])) {
      const key = /^([\w$]+)\s*:/.exec(text.slice(i, i + 80));
      const before = text.slice(0, i).trimEnd();
      if (key && /[{,]$/.test(before)) out.push({ name: key[1], at: i });
      const word = /^[\w$]+/.exec(text.slice(i))![0];
      i += word.length - 1;
    }
  }
  return out;
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
    bad: { file: 'kafka.js', text: "const { KafkaJS } = require('@confluentinc/kafka-javascript');\nconst kafka = new KafkaJS.Kafka({ kafkaJS: { brokers: ['kafka:9092'], acks: -1 } });\nconst producer = kafka.producer({ kafkaJS: { idempotent: true } });\nconst consumer = kafka.consumer({ kafkaJS: { groupId: 'billing' } });\nmodule.exports = { producer, consumer };\n" },
    good: { file: 'kafka.js', text: "const { KafkaJS } = require('@confluentinc/kafka-javascript');\nconst kafka = new KafkaJS.Kafka({ kafkaJS: { brokers: ['kafka:9092'] } });\nconst producer = kafka.producer({ kafkaJS: { acks: -1, idempotent: true } });\nconst consumer = kafka.consumer({ kafkaJS: { groupId: 'billing' } });\nmodule.exports = { producer, consumer };\n" },
    falsePositives: 'None known when the Kafka object is held in one variable in the file. A file that deletes the key from an object (`delete config.acks`) is taken to remove it from the shared block before making the other client, and nothing is said about that key. A Kafka object exported and given to a consumer in another file is not followed (no finding then). A key such as maxInFlightRequests or metadataMaxAge that both clients accept is never reported.',
    versions: '@confluentinc/kafka-javascript 1.x (its KafkaJS-compatible API).',
  },
  check(ctx) {
    const x = tsExtras(ctx.site);
    if (x?.library !== 'ckjs' || x.api !== 'client' || !x.kafkaJSUnknownKeys?.length) return [];
    const lines = lineIndexOf(ctx.doc.text);
    const at = lines.offset(x.callRange.start);
    const head = ctx.doc.text.slice(Math.max(0, at - 200), ctx.doc.text.indexOf('(', at) + 1);
    const m = ASSIGNED.exec(head);
    const name = m?.[1] ?? m?.[2];
    if (!name) return [];
    const makes = (kind: 'producer' | 'consumer') => ctx.mentions(new RegExp(`(?:^|[^\\w$.])${escapeRegExp(name)}\\s*\\.\\s*${kind}\\s*\\(`));
    const out: Finding[] = [];
    const keys = x.kafkaJSUnknownKeys.flatMap((k) => {
      if (k.name !== '') return [k];
      // `{ kafkaJS }`: the block is a variable; read its keys where it is declared.
      const v = ctx.doc.text.slice(lines.offset(k.range.start), lines.offset(k.range.end));
      return /^[\w$]+$/.test(v) ? shorthandKeys(ctx.doc.text, v).map((s) => ({ name: s.name, range: lines.range(s.at, s.at + s.name.length) })) : [];
    });
    for (const k of keys) {
      const key = k.name.split('.')[0];
      const producerOnly = ckjsKeyAllowedInBlock('producer', key) && !ckjsKeyAllowedInBlock('consumer', key);
      const consumerOnly = ckjsKeyAllowedInBlock('consumer', key) && !ckjsKeyAllowedInBlock('producer', key);
      const victim = producerOnly ? 'consumer' : consumerOnly ? 'producer' : undefined;
      if (!victim || !makes(victim)) continue;
      // `delete config.acks` somewhere in the file: the code takes the key out of the shared block
      // itself (before making the other client, as far as the file can tell), so nothing is said.
      if (ctx.mentions(new RegExp(`\\bdelete\\s+[\\w$.#]*(?:\\.${escapeRegExp(key)}\\b|\\[\\s*['"]${escapeRegExp(key)}['"]\\s*\\])`))) continue;
      const own = victim === 'consumer' ? 'producer' : 'consumer';
      out.push({
        range: k.range,
        message: `'${key}' is a ${own}-only option, but this common kafkaJS block is copied into every client made from '${name}', including its ${victim}: the ${victim}'s connect() throws "The '${key}' property is not supported." (@confluentinc/kafka-javascript lib/kafkajs/_kafka.js mergeConfiguration, checkAllowedKeys). Move it to ${name}.${own}({ kafkaJS: { ${key}: … } }).`,
      });
    }
    return out;
  },
};
