// kafkajs-misspelt-option: an option name kafkajs does not read, one slip away from one it does
// (kafkajs v2.2.4 types/index.d.ts; sites/ts/kafkajsOptions.ts). kafkajs destructures the options it
// knows and ignores the rest, so `retry: { intialRetryTime: 300 }` leaves initialRetryTime at its
// default (300 ms) and `idempotnt: true` leaves the producer non-idempotent, without a word. In a
// TypeScript file the compiler's excess-property check may say so too; in JavaScript nothing does.
import { eitherKafkajsApi, sendsOf, tsExtras } from './lang';
import { Severity, type Finding, type Rule } from './types';

/**
 * What a message goes without when its field is misspelt (kafkajs v2.2.4): partitioners pick by
 * `partition`, then by `key`, else round-robin (src/producer/partitioners); the produce request
 * stamps Date.now() where `timestamp` is absent (src/protocol/requests/produce/v3/request.js); and
 * send() rejects a message whose `value` is undefined (src/producer/messageProducer.js).
 */
const WITHOUT: Record<string, string> = {
  key: 'the record is sent with no key, so the partitioner spreads it round-robin instead of by key',
  partition: 'the partitioner chooses the partition (by key, else round-robin)',
  timestamp: 'the record carries the send time instead',
  headers: 'the record is sent with no headers',
  value: 'the value it names is not sent',
};

/**
 * Options kafkajs cannot do without (kafkajs v2.2.4): misspelt, they are missing rather than left at
 * a default. messageProducer.js: sendBatch() throws "Invalid topic" for a topic-less entry and
 * "Invalid messages array [undefined] …" for one without messages (send() calls it with its own
 * topic and messages), and defaults topicMessages to []; consumer/index.js throws on a missing groupId.
 */
const REQUIRED: Record<string, Record<string, string>> = {
  'producer.send()': {
    topic: 'every call rejects with KafkaJSNonRetriableError "Invalid topic" and nothing is sent',
    messages: 'every call rejects with KafkaJSNonRetriableError "Invalid messages array [undefined]" and nothing is sent',
  },
  'producer.sendBatch()': { topicMessages: 'topicMessages defaults to an empty list, so every call resolves having sent nothing' },
  'kafka.consumer()': { groupId: 'kafka.consumer() throws KafkaJSNonRetriableError "Consumer groupId must be a non-empty string."' },
};

const CLIENT = (options: string) => `const { Kafka } = require('kafkajs');

const kafka = new Kafka({
  clientId: 'billing',
  brokers: ['kafka-1:9092', 'kafka-2:9092'],
  retry: { ${options}, retries: 8 },
});

module.exports = { kafka };
`;

export const kafkajsMisspeltOption: Rule = {
  id: 'kafkajs-misspelt-option',
  severity: Severity.Warning,
  clients: ['kafkajs'],
  source: 'kafkajs v2.2.4 types/index.d.ts (KafkaConfig, ProducerConfig, ConsumerConfig, ConsumerRunConfig, ProducerRecord, ProducerBatch, RetryOptions, Message); options and message fields not named there are ignored',
  summary: 'A kafkajs option or message field one slip away from a real one (intialRetryTime, idempotnt, partititon): kafkajs ignores it and keeps the default, or fails the call when the option is required.',
  docs: {
    why: 'kafkajs reads the options it knows by name from the object it is given and ignores every other property. A misspelt option name is therefore not an error anywhere: in JavaScript nothing checks it, and the setting never takes effect. The same holds for the fields of a message: key, value, partition, timestamp and headers.',
    consequence: 'Where the option is required, it is missing instead: `producer.send({ topic, message: [...] })` rejects every call with "Invalid messages array [undefined]", `kafka.consumer({ groupID })` throws "Consumer groupId must be a non-empty string." (kafkajs src/producer/messageProducer.js, src/consumer/index.js); these are errors. Elsewhere the default stays in force: `retry: { intialRetryTime: 1000 }` keeps the first retry wait at 300 ms, `idempotnt: true` keeps the producer non-idempotent, `sesionTimeout` keeps 30 s (kafkajs src/retry/defaults.js, src/producer/index.js, src/consumer/index.js). In a message, `{ value, partititon: 0 }` lets the partitioner choose, and `{ vaule: body }` makes send() reject the message for having no value (src/producer/messageProducer.js).',
    bad: { file: 'kafka.js', text: CLIENT('intialRetryTime: 1000') },
    good: { file: 'kafka.js', text: CLIENT('initialRetryTime: 1000') },
    falsePositives: 'A property the application reads back from the same object itself; silence the line with `// kafka-tuning-disable-next-line kafkajs-misspelt-option`. Only names one slip away from a kafkajs option are reported; any other property is left alone. In a message, only names of four letters or more, and not when the field they resemble is written too (`{ key, keys }` is the application\'s own data).',
    versions: 'kafkajs 1.x and 2.x',
  },
  check(ctx) {
    const x = tsExtras(ctx.site);
    // A run() whose consumer another module creates may be @confluentinc/kafka-javascript's, whose options differ.
    if (!x || x.library !== 'kafkajs' || eitherKafkajsApi(x)) return [];
    const rename = (range: Finding['range'], meant: string): Finding['fixes'] => [{ title: `Rename to '${meant}'`, intents: [{ kind: 'edits', edits: [{ range, newText: meant }] }], preferred: true }];
    const out: Finding[] = (x.misspeltOptions ?? []).map((m) => {
      const missing = m.meantWritten ? undefined : REQUIRED[m.where]?.[m.meant];
      const effect = m.meantWritten
        ? `it ignores the property and reads the '${m.meant}' written beside it`
        : missing ? `it ignores the property, and '${m.meant}' is required there: ${missing}` : `it ignores the property, and '${m.meant}' keeps its default`;
      return {
        range: m.range,
        ...(missing ? { severity: Severity.Error } : {}),
        message: `kafkajs has no option '${m.written}' in ${m.where}: ${effect}. Did you mean '${m.meant}'?`,
        fixes: rename(m.range, m.meant),
      };
    });
    // Message objects: reported on the send site only (the producer's site lists the same call).
    if (x.send) {
      for (const s of sendsOf(ctx.site)) {
        for (const t of s.messageTypos ?? []) {
          const effect = t.valueMissing
            ? `the message has no value, so ${s.method}() rejects with KafkaJSNonRetriableError "Invalid message without value"`
            : WITHOUT[t.meant];
          out.push({
            range: t.range,
            message: `A kafkajs message has no field '${t.written}' (only key, value, partition, timestamp and headers): it is ignored, and ${effect}. Did you mean '${t.meant}'?`,
            fixes: rename(t.range, t.meant),
          });
        }
      }
    }
    return out;
  },
};
