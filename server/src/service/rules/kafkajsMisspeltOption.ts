// kafkajs-misspelt-option: an option name kafkajs does not read, one slip away from one it does
// (kafkajs v2.2.4 types/index.d.ts; sites/ts/kafkajsOptions.ts). kafkajs destructures the options it
// knows and ignores the rest, so `retry: { intialRetryTime: 300 }` leaves initialRetryTime at its
// default (300 ms) and `idempotnt: true` leaves the producer non-idempotent, without a word. In a
// TypeScript file the compiler's excess-property check may say so too; in JavaScript nothing does.
import { eitherKafkajsApi, tsExtras } from './lang';
import { Severity, type Rule } from './types';

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
  source: 'kafkajs v2.2.4 types/index.d.ts (KafkaConfig, ProducerConfig, ConsumerConfig, ConsumerRunConfig, ProducerRecord, ProducerBatch, RetryOptions); options not named there are ignored',
  summary: 'A kafkajs option name one slip away from a real one (intialRetryTime, idempotnt): kafkajs ignores it and keeps the default.',
  docs: {
    why: 'kafkajs reads the options it knows by name from the object it is given and ignores every other property. A misspelt option name is therefore not an error anywhere: in JavaScript nothing checks it, and the setting never takes effect.',
    consequence: 'The default stays in force: `retry: { intialRetryTime: 1000 }` keeps the first retry wait at 300 ms, `idempotnt: true` keeps the producer non-idempotent, `sesionTimeout` keeps 30 s (kafkajs src/retry/defaults.js, src/producer/index.js, src/consumer/index.js).',
    bad: { file: 'kafka.js', text: CLIENT('intialRetryTime: 1000') },
    good: { file: 'kafka.js', text: CLIENT('initialRetryTime: 1000') },
    falsePositives: 'A property the application reads back from the same object itself; silence the line with `// kafka-tuning-disable-next-line kafkajs-misspelt-option`. Only names one slip away from a kafkajs option are reported; any other property is left alone.',
    versions: 'kafkajs 1.x and 2.x',
  },
  check(ctx) {
    const x = tsExtras(ctx.site);
    // A run() whose consumer another module creates may be @confluentinc/kafka-javascript's, whose options differ.
    if (!x || x.library !== 'kafkajs' || !x.misspeltOptions || eitherKafkajsApi(x)) return [];
    return x.misspeltOptions.map((m) => ({
      range: m.range,
      message: `kafkajs has no option '${m.written}' in ${m.where}: it ignores the property, and '${m.meant}' keeps its default. Did you mean '${m.meant}'?`,
      fixes: [{ title: `Rename to '${m.meant}'`, intents: [{ kind: 'edits', edits: [{ range: m.range, newText: m.meant }] }], preferred: true }],
    }));
  },
};
