// Spring Cloud Stream's Kafka binder (spring-cloud-stream-binder-kafka): the Kafka client settings
// an application.yml passes to the clients the binder creates, as config sites of their own, so the
// rules about a written key reach them (check 53: `spring.json.trusted.packages: '*'` under the
// binder's consumer-properties drew nothing). The maps read (KafkaBinderConfigurationProperties,
// KafkaConsumerProperties, KafkaProducerProperties):
//   spring.cloud.stream.kafka.binder.consumer-properties.<key>                 every consumer
//   spring.cloud.stream.kafka.binder.producer-properties.<key>                 every producer
//   spring.cloud.stream.kafka.bindings.<binding>.consumer.configuration.<key>  that binding's consumer
//   spring.cloud.stream.kafka.bindings.<binding>.producer.configuration.<key>  that binding's producer
// The binder builds each client from Spring Boot's spring.kafka.* settings, settings of its own
// (the group id from the binding's `group`, for one) and these maps, so a key not written here is
// not known to keep Kafka's default: each site is marked as overriding a config written elsewhere,
// and only the rules that judge a written entry run on it (rules/overrideScope.ts). Left out: the
// binder's `configuration` map, which every client reads, producers and consumers alike, and the
// Kafka Streams binder's maps.
import type { ConfigEntry, Role, SiteDraft, SourceDocument } from '../../model';
import { flattenProperties, flattenYaml, isYamlName, type FlatDoc } from './flat';
import { canonicalSpringName } from './keys';
import { activationOf } from './profiles';
import { springSegments } from './index';

const BINDER = ['spring', 'cloud', 'stream', 'kafka'];

/** Where a flattened name's client key starts and whose it is; undefined for a name outside the maps above. */
function mapOf(segs: Array<{ text: string; bracket: boolean }>): { role: Role; binding?: string; prefix: string; at: number } | undefined {
  const names = segs.map((s) => (s.bracket ? s.text : canonicalSpringName(s.text)));
  if (names.length < 7 || !BINDER.every((b, i) => names[i] === b)) return undefined;
  if (names[4] === 'binder') {
    const role = names[5] === 'consumer-properties' ? 'consumer' : names[5] === 'producer-properties' ? 'producer' : undefined;
    return role && { role, prefix: `spring.cloud.stream.kafka.binder.${names[5]}.`, at: 6 };
  }
  if (names[4] === 'bindings' && names.length >= 9 && (names[6] === 'consumer' || names[6] === 'producer') && names[7] === 'configuration') {
    return { role: names[6], binding: segs[5].text, prefix: `spring.cloud.stream.kafka.bindings.${segs[5].text}.${names[6]}.configuration.`, at: 8 };
  }
  return undefined;
}

export function cloudStreamSites(doc: SourceDocument): SiteDraft[] {
  if (!doc.text.includes('stream')) return [];
  let flat: FlatDoc;
  try {
    flat = isYamlName(doc.fileName) ? flattenYaml(doc.text) : flattenProperties(doc.text);
  } catch {
    return [];
  }
  // One site per map and document: a profile's document is a client's settings of its own.
  const groups = new Map<string, { role: Role; binding?: string; prefix: string; document: number; entries: ConfigEntry[] }>();
  for (const e of flat.entries) {
    const segs = springSegments(e.name);
    const map = mapOf(segs);
    if (!map) continue;
    const key = segs.slice(map.at).map((s) => s.text).join('.');
    const id = `${map.prefix}#${e.document}`;
    const group = groups.get(id) ?? { role: map.role, binding: map.binding, prefix: map.prefix, document: e.document, entries: [] };
    group.entries.push({ key, rawKey: e.name, value: e.value?.trim(), keyRange: e.keyRange, valueRange: e.valueRange, range: e.range, prefix: map.prefix });
    groups.set(id, group);
  }
  const out: SiteDraft[] = [];
  for (const g of groups.values()) {
    const activation = flat.documents.length > 1 ? activationOf(flat.entries.filter((e) => e.document === g.document)) : undefined;
    const starts = g.entries.map((e) => flat.lines.offset(e.range.start));
    const ends = g.entries.map((e) => flat.lines.offset(e.range.end));
    const map = g.prefix.replace(/\.$/, '');
    out.push({
      syntax: isYamlName(doc.fileName) ? 'spring-yaml' : 'spring-properties',
      identity: `spring-binder:${map}${activation ? `@${activation.key}` : g.document ? `#${g.document}` : ''}`,
      role: g.role,
      roleOrigin: 'Spring prefix',
      client: { client: 'java' },
      entries: g.entries,
      range: flat.lines.range(Math.min(...starts), Math.max(...ends)),
      workload: {},
      label: `${doc.fileName.split(/[\\/]/).pop()} ${map}${activation ? ` (${activation.label})` : ''}`,
      overrides: `${map}.* (the Spring Cloud Stream binder adds Spring Boot's spring.kafka.* settings and its own)`,
      spring: { unknown: [], invalid: [], ...(activation ? { profile: activation } : {}), ...(flat.documents.length > 1 ? { section: { ...flat.documents[g.document] } } : {}) },
    });
  }
  return out;
}
