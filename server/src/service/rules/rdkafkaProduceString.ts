// rdkafka-produce-string: producer.produce(topic, partition, message) with a string message on
// node-rdkafka's Producer (and @confluentinc/kafka-javascript's node-rdkafka-style API). The native
// binding takes a Buffer or null and throws otherwise (node-rdkafka src/producer.cc and CKJS
// src/producer.cc: "Message must be a buffer or null"), synchronously, so nothing is sent (check 46).
// HighLevelProducer, which can serialize values itself, is not judged.
import { tsExtras } from './lang';
import { Severity, type Rule } from './types';

const PRODUCER = (message: string) => `const Kafka = require('node-rdkafka');

const producer = new Kafka.Producer({ 'metadata.broker.list': 'kafka-1:9092', dr_cb: true });
producer.setPollInterval(100);
producer.on('delivery-report', (err) => { if (err) console.error(err); });
producer.connect();

function publish(event) {
  producer.produce('events', null, ${message}, event.id);
}

module.exports = { publish };
`;

export const rdkafkaProduceString: Rule = {
  id: 'rdkafka-produce-string',
  severity: Severity.Error,
  roles: ['producer'],
  clients: ['librdkafka'],
  source: 'node-rdkafka src/producer.cc Producer::NodeProduce and @confluentinc/kafka-javascript src/producer.cc ("Message must be a buffer or null")',
  summary: 'produce() given a string message on a node-rdkafka-style Producer: the native binding throws "Message must be a buffer or null" and nothing is sent.',
  check(ctx) {
    const x = tsExtras(ctx.site);
    if (!x?.use?.stringMessages?.length || /HighLevelProducer/.test(ctx.site.label)) return [];
    return x.use.stringMessages.map((range) => ({
      range,
      message: 'This message is a string, and produce() takes a Buffer or null: the native binding throws TypeError "Message must be a buffer or null" at this call, so nothing is sent. Pass Buffer.from(…) instead.',
      fixes: [{ title: 'Wrap the message in Buffer.from(…)', intents: [{ kind: 'edits', edits: [{ range: { start: range.start, end: range.start }, newText: 'Buffer.from(' }, { range: { start: range.end, end: range.end }, newText: ')' }] }], preferred: true }],
    }));
  },
  docs: {
    why: 'node-rdkafka\'s Producer hands the message straight to librdkafka and accepts only a Buffer (or null, for a tombstone). Unlike kafkajs, it does not turn a string into bytes.',
    consequence: 'produce() throws TypeError "Message must be a buffer or null" synchronously: the record is not queued, and unless the caller catches it the error ends the request or the process.',
    bad: { file: 'publish.js', text: PRODUCER('JSON.stringify(event)') },
    good: { file: 'publish.js', text: PRODUCER('Buffer.from(JSON.stringify(event))') },
    falsePositives: 'None known for Producer; HighLevelProducer with a value serializer takes other values and is not judged.',
    versions: 'node-rdkafka 2.x and 3.x; @confluentinc/kafka-javascript\'s node-rdkafka-style API.',
  },
};
