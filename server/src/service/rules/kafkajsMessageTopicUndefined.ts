// kafkajs-message-topic-undefined: the message a kafkajs handler receives is the decoded record —
// key, value, timestamp, attributes, offset, headers (kafkajs types/index.d.ts KafkaMessage,
// src/protocol/recordBatch/record/v0/decoder.js) — and carries no topic and no partition: those are
// eachMessage's own arguments (src/consumer/runner.js processEachMessage passes { topic, partition,
// message, … }) and batch.topic / batch.partition in eachBatch. @confluentinc/kafka-javascript's
// KafkaJS API builds the same message (lib/kafkajs/_consumer.js #createPayload). So message.topic is
// undefined; in commitOffsets()/seek()/pause()/resume() kafkajs rejects it (src/consumer/index.js:
// "Invalid topic", "Invalid partition, expected a number"). The reads are found by
// sites/ts/consumerHandlers.ts, through names bound to the message and one helper deep.
import { eitherKafkajsApi, tsExtras } from './lang';
import { Severity, type Rule } from './types';

/** kafkajs calls that validate topic and partition and throw KafkaJSNonRetriableError (src/consumer/index.js). */
const VALIDATED = new Set(['commitOffsets', 'seek', 'pause', 'resume']);

export const kafkajsMessageTopicUndefined: Rule = {
  id: 'kafkajs-message-topic-undefined',
  severity: Severity.Warning,
  clients: ['kafkajs', 'librdkafka'],
  source: 'kafkajs types/index.d.ts (KafkaMessage: key, value, timestamp, attributes, offset, headers; EachMessagePayload: topic, partition, message) and src/consumer/runner.js processEachMessage; @confluentinc/kafka-javascript lib/kafkajs/_consumer.js #createPayload',
  summary: 'message.topic or message.partition in a kafkajs handler: the message object has neither (they are eachMessage\'s own topic and partition), so the code reads undefined.',
  docs: {
    why: 'kafkajs calls eachMessage with { topic, partition, message }; the message itself is the record as decoded from the fetch response — key, value, timestamp, attributes, offset and headers — with no topic and no partition (kafkajs types/index.d.ts KafkaMessage). In eachBatch they are batch.topic and batch.partition. @confluentinc/kafka-javascript\'s KafkaJS API hands over the same shape.',
    consequence: 'message.topic and message.partition are undefined. Passed to commitOffsets(), seek(), pause() or resume(), kafkajs rejects the call with a KafkaJSNonRetriableError ("Invalid topic undefined", "Invalid partition, expected a number received undefined", src/consumer/index.js): when that is the application\'s only commit (autoCommit off), nothing is ever committed and every restart reprocesses from the old position. Anywhere else (a log line, a routing decision) the value is simply missing.',
    bad: { file: 'indexer.js', text: "const { Kafka } = require('kafkajs');\nconst kafka = new Kafka({ clientId: 'indexer', brokers: ['kafka:9092'] });\nconst consumer = kafka.consumer({ groupId: 'indexer' });\n\nasync function start() {\n  await consumer.run({\n    autoCommit: false,\n    eachMessage: async ({ message }) => {\n      await index(JSON.parse(message.value.toString()));\n      await consumer.commitOffsets([{ topic: message.topic, partition: message.partition, offset: String(Number(message.offset) + 1) }]);\n    },\n  });\n}\nasync function index(doc) { return doc; }\nmodule.exports = { start };\n" },
    good: { file: 'indexer.js', text: "const { Kafka } = require('kafkajs');\nconst kafka = new Kafka({ clientId: 'indexer', brokers: ['kafka:9092'] });\nconst consumer = kafka.consumer({ groupId: 'indexer' });\n\nasync function start() {\n  await consumer.run({\n    autoCommit: false,\n    eachMessage: async ({ topic, partition, message }) => {\n      await index(JSON.parse(message.value.toString()));\n      await consumer.commitOffsets([{ topic, partition, offset: String(Number(message.offset) + 1) }]);\n    },\n  });\n}\nasync function index(doc) { return doc; }\nmodule.exports = { start };\n" },
    falsePositives: 'A message object the code gives a topic itself (`message.topic = topic`, `Object.assign(message, …)`, or a new object assigned to the name) is not judged. A helper that receives the message from the handler and is also called elsewhere with an object that has a topic is reported for the handler\'s call, where the value is undefined.',
    versions: 'kafkajs 1.x and 2.x; @confluentinc/kafka-javascript (KafkaJS API)',
  },
  check(ctx) {
    const x = tsExtras(ctx.site);
    if (!x?.messageFieldReads) return [];
    // A consumer created in another module may be CKJS's, which does not validate the call the same way.
    const either = eitherKafkajsApi(x);
    const ckjs = x.library === 'ckjs' || either;
    const lib = either ? "kafkajs (and @confluentinc/kafka-javascript's KafkaJS API alike)" : ckjs ? "@confluentinc/kafka-javascript's KafkaJS API" : 'kafkajs';
    return x.messageFieldReads.map((r) => {
      const own = r.handler === 'eachMessage' ? `eachMessage's own { ${r.field} } argument` : `batch.${r.field}`;
      const where = r.via ? ` (in ${r.via}(), which ${r.handler} passes its message to)` : '';
      const fix = r.handler === 'eachMessage' ? 'Take it from the handler\'s arguments: eachMessage: async ({ topic, partition, message }) => …, and pass it on with the message.' : `Use batch.${r.field}.`;
      let effect = 'so this reads undefined.';
      if (r.call && VALIDATED.has(r.call) && !ckjs) effect = `so ${r.call}() gets ${r.field} undefined and kafkajs rejects it with a KafkaJSNonRetriableError (${r.field === 'topic' ? '"Invalid topic"' : '"Invalid partition, expected a number"'}, src/consumer/index.js): the call never takes effect.`;
      else if (r.call) effect = `so ${r.call}() gets ${r.field} undefined instead of the message's ${r.field}.`;
      return {
        range: r.range,
        severity: r.call ? Severity.Warning : Severity.Information,
        ...(r.fix ? { fixes: [{ title: `Read the handler's own ${r.field}`, intents: [{ kind: 'edits' as const, edits: r.fix }], preferred: true }] } : {}),
        message: `${r.text} is undefined${where}: the message ${lib} hands to ${r.handler} has key, value, timestamp, attributes, offset and headers but no topic or partition — the ${r.field} is ${own} — ${effect} ${fix}`,
      };
    });
  },
};
