// librdkafka-unknown-property (librdkafka src/rdkafka_conf.c rd_kafka_anyconf_set): a name that is
// neither a global nor a topic property makes rd_kafka_conf_set() return RD_KAFKA_CONF_UNKNOWN with
// "No such configuration property: "<name>"", and the language bindings turn that into an
// exception when the client is created (confluent-kafka-python's KafkaException, node-rdkafka's
// and CKJS's thrown Error). Unlike the Java client, which only logs an unused key, librdkafka
// refuses the file. Checked in key=value files read as librdkafka's (sites/dialect.ts), against
// the catalog generated from librdkafka's CONFIGURATION.md.
import { pluginNamespace } from '../clients/plugins';
import { RDK_CATALOG, rdkProperty } from '../clients/librdkafka';
import { NearIndex } from '../util/similar';
import { Severity, type Finding, type Rule } from './types';

let names: NearIndex | undefined;

// Keys an application keeps beside its client settings to create or name its topics: loaders that
// read such files often pick these out before the rest reaches rd_kafka_conf_set, so whether the
// client fails depends on code the file does not show (said as information, with both outcomes).
const TOPIC_SETTING = /^(num\.partitions|replication\.factor|partitions|replicas|topics?|topic\.(name|prefix))$/;

export const librdkafkaUnknownProperty: Rule = {
  id: 'librdkafka-unknown-property',
  severity: Severity.Warning,
  clients: ['librdkafka'],
  source: 'librdkafka src/rdkafka_conf.c rd_kafka_anyconf_set ("No such configuration property"); CONFIGURATION.md',
  summary: 'A key librdkafka does not define, in a key=value file read by a librdkafka-based client: creating the client fails.',
  docs: {
    why: 'librdkafka-based clients (confluent-kafka-python, -go, -dotnet, node-rdkafka, @confluentinc/kafka-javascript) hand every key of the config map to rd_kafka_conf_set(), which knows only the properties listed in librdkafka\'s CONFIGURATION.md. Unlike the Java client, which logs an unused key and goes on, librdkafka answers an unknown name with an error.',
    consequence: 'The client is never created: rd_kafka_conf_set() returns RD_KAFKA_CONF_UNKNOWN with `No such configuration property: "<name>"`, which the bindings raise (KafkaException in Python, a thrown Error in Node.js).',
    bad: { file: 'librdkafka.config', text: '# confluent-kafka-python settings for the ingest service\nbootstrap.servers=broker-1:9092\nenable.partition.eof=false\nqueue.buffering.max.msec=20\n' },
    good: { file: 'librdkafka.config', text: '# confluent-kafka-python settings for the ingest service\nbootstrap.servers=broker-1:9092\nenable.partition.eof=false\nqueue.buffering.max.ms=20\n' },
    falsePositives: 'Topic settings kept in the same file (num.partitions, replication.factor, topic names) are said as information: many loaders pick them out before building the client. Keys your code removes before it builds the client map (Confluent\'s examples pop the schema-registry keys, which are not reported). A file read by the Java client that only looks like librdkafka\'s: put `# kafka-tuning: client=java` at its top.',
    versions: 'The librdkafka catalog the product ships (CONFIGURATION.md of librdkafka 2.15.1); a key added later reads as unknown.',
  },
  check(ctx) {
    // Code sites carry binding options too (node-rdkafka's dr_cb, rebalance_cb): only key=value files.
    if (ctx.site.syntax !== 'properties') return [];
    const out: Finding[] = [];
    for (const e of ctx.site.entries) {
      // As written: fetch.max.wait.ms (the Java name) is no librdkafka property even though
      // fetch.wait.max.ms means the same.
      const written = e.rawKey;
      if (rdkProperty(written)) continue;
      // rd_kafka_conf_set hands a name it does not know globally to the default topic config, and
      // rd_kafka_topic_conf_set strips a leading "topic.": topic.acks=all is accepted, and an unknown
      // topic.name is reported as "name" (checked with librdkafka 2.16.0 through confluent-kafka).
      const bare = written.startsWith('topic.') ? written.slice('topic.'.length) : undefined;
      if (bare && rdkProperty(bare)?.level === 'topic') continue;
      const reported = bare ?? written;
      if (pluginNamespace(written) || ctx.isApplicationKey(written)) continue;
      if (TOPIC_SETTING.test(written)) {
        out.push({
          range: e.keyRange,
          severity: Severity.Information,
          message: `'${written}' is a topic setting, not a librdkafka property: if this whole file is handed to the client, creating it fails with No such configuration property: "${reported}" (rd_kafka_conf_set); if your code takes the topic settings out first, nothing happens. Keep topic settings out of the client's file, or make sure the loader removes them.`,
        });
        continue;
      }
      names ??= new NearIndex(RDK_CATALOG.properties.map((p) => p.name));
      const near = names.closest(written, 2);
      out.push({
        range: e.keyRange,
        message: `librdkafka has no property '${written}': creating the client fails with No such configuration property: "${reported}" (rd_kafka_conf_set).${near.length ? ` Did you mean ${near.map((n) => `'${n}'`).join(' or ')}?` : ''} This file is read as a librdkafka client's; if the Java client reads it, write \`# kafka-tuning: client=java\` at its top.`,
        fixes: near.map((n, i) => ({ title: `Rename to '${n}'`, intents: [{ kind: 'rename' as const, entry: e, newKey: n }], preferred: i === 0 })),
      });
    }
    return out;
  },
};
