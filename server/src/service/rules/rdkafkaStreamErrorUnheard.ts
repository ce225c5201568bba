// rdkafka-stream-error-unheard: a node-rdkafka stream (Producer.createWriteStream,
// KafkaConsumer.createReadStream) with no 'error' listener. The streams emit 'error' when the client
// cannot connect and when a produce or consume call fails (lib/producer-stream.js connect/_write,
// lib/kafka-consumer-stream.js connect/onread), and Node's EventEmitter throws an 'error' that has
// no listener (events docs, "Error events"): the process ends. node-rdkafka's README says to listen
// to it ("MAKE SURE TO LISTEN TO THIS IF YOU WANT THE STREAM TO BE DURABLE"). Facts:
// sites/ts/streamErrors.ts.
import { tsExtras } from './lang';
import { Severity, type Rule } from './types';

export const rdkafkaStreamErrorUnheard: Rule = {
  id: 'rdkafka-stream-error-unheard',
  severity: Severity.Warning,
  runtimeOnly: true,
  clients: ['librdkafka'],
  source: 'node-rdkafka lib/producer-stream.js and lib/kafka-consumer-stream.js (emit \'error\' on a failed connect, produce or consume); Node.js events docs, "Error events" (an \'error\' with no listener is thrown); node-rdkafka README, Stream API',
  summary: 'A node-rdkafka write or read stream with no \'error\' listener: a failed connect, produce or consume throws and ends the process.',
  docs: {
    why: 'The stream API wraps a producer or consumer in a Node.js stream. When the client cannot connect, or a produce or consume call fails, the stream emits \'error\'. Node.js throws an \'error\' event that has no listener, so the failure becomes an uncaught exception.',
    consequence: 'The process ends on the first broker that cannot be reached at start-up or the first failed produce or consume (node-rdkafka lib/producer-stream.js, lib/kafka-consumer-stream.js; Node.js events documentation, "Error events").',
    bad: { file: 'metrics.js', text: "const Kafka = require('node-rdkafka');\n\nconst stream = Kafka.Producer.createWriteStream({ 'metadata.broker.list': 'kafka:9092' }, {}, { topic: 'metrics' });\n\nsetInterval(() => stream.write(Buffer.from(JSON.stringify({ at: Date.now() }))), 1000);\n" },
    good: { file: 'metrics.js', text: "const Kafka = require('node-rdkafka');\n\nconst stream = Kafka.Producer.createWriteStream({ 'metadata.broker.list': 'kafka:9092' }, {}, { topic: 'metrics' });\nstream.on('error', (err) => console.error('metrics stream failed', err));\n\nsetInterval(() => stream.write(Buffer.from(JSON.stringify({ at: Date.now() }))), 1000);\n" },
    falsePositives: 'A stream handed to stream.pipeline(…) gets its errors there and is not reported; nor is one returned, exported or passed to code the file does not show, which may listen. A process-wide uncaughtException handler does see the error; the rule does not look for one.',
    versions: 'node-rdkafka (and @confluentinc/kafka-javascript\'s node-rdkafka-style API), all versions',
  },
  check(ctx) {
    const s = tsExtras(ctx.site)?.streamErrorUnheard;
    if (!s) return [];
    return [{
      range: s.range,
      message: `Nothing listens to the 'error' event of the stream ${s.method}() returns: it emits one when the client cannot connect or a ${s.method === 'createWriteStream' ? 'produce' : 'consume'} call fails, and Node.js throws an 'error' event that has no listener, which ends the process. Add stream.on('error', …) to log it (and decide whether to recreate the stream).`,
    }];
  },
};
