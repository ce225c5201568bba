// streams-topic-key-unprefixed: Kafka Streams creates its changelog and repartition topics with the
// topic configs it finds under the `topic.` prefix only: InternalTopicManager fills its
// defaultTopicConfigs from StreamsConfig.originalsWithPrefix("topic.") (StreamsConfig.TOPIC_PREFIX,
// StreamsConfig.topicPrefix(...); kafka-streams 4.4.0). A topic config written without the prefix
// (min.insync.replicas, cleanup.policy, retention.ms, segment.bytes…) is handed to Streams' own
// producer, consumer and admin clients, none of which defines it, so it is only logged as unused:
// the internal topics are created without it. Keys a client Streams configures does read
// (compression.type is a producer key too) are left alone.
import type { ConfigEntry, Fix } from '../model';
import type { Catalog } from '../catalog';
import { passesKeysTo } from '../sites/framework';
import { Severity, type Rule } from './types';

/** A topic config written unprefixed in a Streams config, which neither Streams nor its clients read. */
export function isUnprefixedStreamsTopicKey(catalog: Catalog, e: ConfigEntry): boolean {
  // Spring Boot's own prefix (spring.kafka.streams.properties.x) hands x to Streams as written: that
  // is unprefixed for Streams. Any other prefix is a Streams client's (producer., consumer.…).
  const springOwn = e.prefix !== undefined && /^spring\.kafka\.streams(?:\.properties)?\.?$/.test(e.prefix);
  if ((e.prefix !== undefined && !springOwn) || e.shared || e.key.startsWith('topic.')) return false;
  const roles = catalog.rolesOf(e.key);
  return roles.includes('topic') && !roles.includes('streams') && !roles.some((r) => passesKeysTo('streams').includes(r));
}

export const streamsTopicKeyUnprefixed: Rule = {
  id: 'streams-topic-key-unprefixed',
  severity: Severity.Warning,
  // A test's internal topics live on the test's own broker, and die with it.
  runtimeOnly: true,
  roles: ['streams'],
  clients: ['java'],
  source: 'InternalTopicManager (topic configs of internal topics = StreamsConfig.originalsWithPrefix("topic.")); StreamsConfig.TOPIC_PREFIX / topicPrefix()',
  summary: 'A topic config in a Streams config without the topic. prefix: Streams does not apply it to its changelog and repartition topics.',
  check(ctx) {
    const out = [];
    for (const e of ctx.site.entries) {
      if (!isUnprefixedStreamsTopicKey(ctx.catalog, e) || ctx.entry(e.key) !== e) continue;
      // The prefixed key lands in a site of its own (role topic): look for it in the text.
      const prefixed = ctx.mentions(new RegExp(`\\btopic\\.${e.key.replace(/\./g, '\\.')}\\b`));
      const fixes: Fix[] = [];
      // The rename is spelt reliably in a .properties file and in Java; Spring's bound maps differ per app.
      if (prefixed) fixes.push({ title: `Remove '${e.rawKey}'`, intents: [{ kind: 'remove', entry: e }], preferred: true });
      else if (ctx.site.syntax === 'properties' || ctx.site.syntax === 'java') {
        fixes.push({ title: `Rename to topic.${e.key}`, intents: [{ kind: 'rename', entry: e, newKey: `topic.${e.key}` }], preferred: true });
      }
      const already = prefixed ? ` (topic.${e.key} is written too; this line adds nothing)` : '';
      // Named as the file spells it: spring.kafka.streams.properties.topic.x in a Spring file.
      const written = e.rawKey.endsWith(e.key) ? e.rawKey.slice(0, e.rawKey.length - e.key.length) : '';
      out.push({
        range: e.keyRange,
        message: `'${e.rawKey}' is a topic config: Kafka Streams applies topic configs to the changelog and repartition topics it creates only under the topic. prefix (StreamsConfig.topicPrefix, read by InternalTopicManager). Unprefixed, it goes to Streams' producer, consumer and admin clients, which do not read it, and the internal topics are created without it${already}.${prefixed ? '' : ` Write ${written}topic.${e.key}.`}`,
        fixes,
      });
    }
    return out;
  },
  docs: {
    why: 'Kafka Streams creates its internal topics (state store changelogs, repartition topics) itself, with the topic configs it finds under the `topic.` prefix: InternalTopicManager reads StreamsConfig.originalsWithPrefix("topic."). The same key without the prefix is passed to the Streams application\'s own producer, consumer and admin clients, which do not define it and only log it as unused.',
    consequence: 'The internal topics are created without the setting. With min.insync.replicas, a changelog gets the broker\'s value (1 by default), so with replication.factor=3 it still accepts writes with a single replica in sync.',
    bad: { file: 'streams.properties', text: 'application.id=orders-enricher\nbootstrap.servers=kafka-1:9092,kafka-2:9092,kafka-3:9092\nreplication.factor=3\nmin.insync.replicas=2\n' },
    good: { file: 'streams.properties', text: 'application.id=orders-enricher\nbootstrap.servers=kafka-1:9092,kafka-2:9092,kafka-3:9092\nreplication.factor=3\ntopic.min.insync.replicas=2\n' },
    falsePositives: 'None known for the internal topics: Streams reads topic configs only with the prefix. Test sources (src/test/…) are skipped. A key that some client of Streams reads as well (compression.type is also a producer key) is not reported.',
    versions: 'Kafka Streams, all versions in the catalog (2.8 to 4.4); the Java class StreamsConfig.topicPrefix names the prefix.',
  },
};
