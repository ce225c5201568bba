// librdkafka-unused-property: librdkafka's CONFIGURATION.md (2.15.1, the generated catalog's source)
// marks a few properties "**DEPRECATED** No longer used.": librdkafka still accepts them, so a config
// that sets one is not refused, but nothing reads the value. Only those are reported — properties that
// are deprecated yet still act (api.version.request, offset.store.method…) are left alone.
import { rdkProperty } from '../clients/librdkafka';
import { Severity, type Finding, type Rule } from './types';

/** CONFIGURATION.md's words after "**DEPRECATED** No longer used." for each such property. */
export const UNUSED_PROPERTIES: Record<string, string> = {
  'socket.blocking.max.ms': '',
  'topic.metadata.refresh.fast.cnt': '',
  'reconnect.backoff.jitter.ms': ' See reconnect.backoff.ms and reconnect.backoff.max.ms.',
  'produce.offset.report': '',
};

export const librdkafkaUnusedProperty: Rule = {
  id: 'librdkafka-unused-property',
  severity: Severity.Information,
  clients: ['librdkafka'],
  source: 'librdkafka CONFIGURATION.md ("**DEPRECATED** No longer used.")',
  summary: 'A librdkafka property its documentation marks "DEPRECATED No longer used": the value changes nothing.',
  check(ctx) {
    const out: Finding[] = [];
    for (const e of ctx.site.entries) {
      const name = e.rawKey;
      if (!(name in UNUSED_PROPERTIES) || !rdkProperty(name)?.deprecated) continue;
      out.push({
        range: e.keyRange,
        message: `${name} is no longer used by librdkafka (CONFIGURATION.md: "DEPRECATED No longer used."): it is accepted and ignored, so this line changes nothing.${UNUSED_PROPERTIES[name]}`,
        fixes: [{ title: `Remove ${name}`, intents: [{ kind: 'remove', entry: e }], preferred: true }],
      });
    }
    return out;
  },
  docs: {
    why: 'librdkafka keeps a few old property names so that existing configs still load, and documents them as "DEPRECATED No longer used": socket.blocking.max.ms, topic.metadata.refresh.fast.cnt, reconnect.backoff.jitter.ms and produce.offset.report. Setting one does nothing.',
    consequence: 'No effect on the client; the line only suggests a tuning that is not there (socket.blocking.max.ms once bounded how long a broker thread blocked on its socket).',
    bad: { file: 'producer.js', text: 'const Kafka = require(\'node-rdkafka\');\nconst producer = new Kafka.HighLevelProducer({\n  \'metadata.broker.list\': process.env.BROKERS,\n  \'socket.blocking.max.ms\': 50,\n});\nproducer.connect();\n' },
    good: { file: 'producer.js', text: 'const Kafka = require(\'node-rdkafka\');\nconst producer = new Kafka.HighLevelProducer({\n  \'metadata.broker.list\': process.env.BROKERS,\n});\nproducer.connect();\n' },
    falsePositives: 'None for librdkafka 2.x: the documentation says these are not used.',
    versions: 'librdkafka 2.x (node-rdkafka, @confluentinc/kafka-javascript), as documented in CONFIGURATION.md 2.15.1.',
  },
};
