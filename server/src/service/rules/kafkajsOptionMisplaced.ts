// kafkajs-option-misplaced: a kafkajs option written in a call that does not read it. kafkajs takes
// each call's options by name and ignores the rest (kafkajs v2.2.4 types/index.d.ts: KafkaConfig,
// ProducerConfig, ConsumerConfig, ConsumerSubscribeTopics, ConsumerRunConfig, RetryOptions), so
// `createPartitioner` in new Kafka({…}) leaves the producer on its default partitioner,
// `fromBeginning: true` in kafka.consumer({…}) leaves a new group at the latest offset (subscribe()
// reads it, src/consumer/index.js), and `retries: 8` beside `retry` leaves 5 retries (RetryOptions is
// read only from `retry: { … }`). Another client's name for a setting (`enableAutoCommit` in
// kafka.consumer({…}), check 82) is said the same way, with kafkajs's name and call for it; so is a
// message's own field (`key`) written in producer.send({…}) beside `messages` (check 84). Facts:
// sites/ts/kafkajsOptions.ts.
import { eitherKafkajsApi, tsExtras } from './lang';
import { Severity, type Rule } from './types';

const SETUP = (consumer: string, subscribe: string) => `const { Kafka } = require('kafkajs');

const kafka = new Kafka({ clientId: 'audit', brokers: ['kafka-1:9092'] });
const consumer = kafka.consumer({ ${consumer} });

async function start(handle) {
  await consumer.connect();
  await consumer.subscribe({ ${subscribe} });
  await consumer.run({ eachMessage: async ({ message }) => handle(message) });
}

module.exports = { start };
`;

export const kafkajsOptionMisplaced: Rule = {
  id: 'kafkajs-option-misplaced',
  severity: Severity.Warning,
  clients: ['kafkajs'],
  source: 'kafkajs v2.2.4 types/index.d.ts (KafkaConfig, ProducerConfig, ConsumerConfig, ConsumerSubscribeTopics, ConsumerRunConfig, RetryOptions); each call reads its own options by name',
  summary: 'A kafkajs option written in a call that does not read it (createPartitioner in new Kafka(), fromBeginning in kafka.consumer(), retries beside retry, a message\'s key beside messages in send()), or another client\'s name for one (enableAutoCommit, maxPollInterval): ignored there.',
  docs: {
    why: 'kafkajs reads each call\'s options by name: new Kafka() the connection, kafka.producer() the partitioner and idempotence, kafka.consumer() the group, subscribe() where a new group starts, retry settings only inside `retry: { … }`, and a message\'s key, partition and headers only from the message itself (producer.send() reads topic, messages, acks, timeout and compression). An option written one level off is not an error anywhere; kafkajs ignores it and the setting never takes effect.',
    consequence: 'The setting silently keeps its default: a consumer meant to read from the beginning starts a new group at the latest offset and skips what is already in the topic (subscribe()\'s fromBeginning defaults to false), a producer keeps the default partitioner, `retries: 10` beside `retry` leaves 5 retries, and a key written beside `messages` leaves every message keyless, spread round-robin over the partitions instead of keeping one key\'s records together and in order.',
    bad: { file: 'audit.js', text: SETUP("groupId: 'audit', fromBeginning: true", "topic: 'orders'") },
    good: { file: 'audit.js', text: SETUP("groupId: 'audit'", "topic: 'orders', fromBeginning: true") },
    falsePositives: 'A property the application reads back from the same object itself (a wrapper that takes one options object and hands parts of it on): silence the line with `// kafka-tuning-disable-next-line kafkajs-option-misplaced`.',
    versions: 'kafkajs 1.x and 2.x',
  },
  check(ctx) {
    const x = tsExtras(ctx.site);
    // A run() whose consumer another module creates may be @confluentinc/kafka-javascript's, whose options differ.
    if (!x || x.library !== 'kafkajs' || !x.misplacedOptions || eitherKafkajsApi(x)) return [];
    return x.misplacedOptions.map((m) => ({
      range: m.range,
      message: m.messageField
        ? `'${m.written}' is a field of each message, not an option of producer.send(): kafkajs does not read it there, so the messages go out without it${m.written === 'key' ? ': keyless, kafkajs\'s default partitioner spreads them round-robin over the partitions (src/producer/partitioners/default/partitioner.js), and records of one key lose their shared partition and their order' : m.written === 'partition' ? ', and the partitioner picks their partition' : ''}. Write it in each message: messages: [{ ${m.written}: …, value }].`
        : m.none
        ? `'${m.written}' is the Java client's ${m.none.java}, not a kafkajs option: kafkajs reads no option of that name in ${m.where} and ignores it, so this line changes nothing. ${m.none.instead}.`
        : m.as
        ? `'${m.written}' is another Kafka client's name: kafkajs reads no option of that name and ignores it, so this line changes nothing. kafkajs takes the setting as ${m.as} in ${m.belongs}.`
        : m.shadowedBy !== undefined
        ? `'${m.written}' is read by ${m.belongs}, not by ${m.where}: kafkajs ignores it here, and the ${m.written}: ${m.shadowedBy} written inside retry is the one in force. Remove this line, or set the value you want inside retry.`
        : `'${m.written}' is read by ${m.belongs}, not by ${m.where}: kafkajs ignores it here, so it keeps its default. Move it to ${m.belongs}.`,
    }));
  },
};
