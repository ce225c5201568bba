// Spring Boot `spring.kafka.*` keys (KafkaProperties; docs/sources.md#spring-boot) → Kafka keys, and the value
// conversions Spring applies on the way: DataSize → bytes, Duration → milliseconds, enums → the
// lower-case Kafka spelling.
import { isUnresolved } from '../../util/placeholder';
import { editDistance } from '../../util/similar';

/**
 * The type KafkaProperties binds a key to: String (and List<String>) keep an empty value as text,
 * which Boot hands to Kafka; the others (Integer, Boolean, Class, an enum, DataSize, Duration)
 * convert an empty value to null, and Boot's PropertyMapper passes nothing for null.
 */
export type SpringKind = 'string' | 'dataSize' | 'duration' | 'enumLower' | 'list' | 'number' | 'boolean' | 'class';
export type SpringRole = 'producer' | 'consumer' | 'admin' | 'streams';

interface KeyDef { kafka: string; kind: SpringKind }
const k = (kafka: string, kind: SpringKind = 'string'): KeyDef => ({ kafka, kind });

/** KafkaProperties top level (buildCommonProperties). */
export const COMMON_KEYS: Record<string, KeyDef> = {
  'bootstrap-servers': k('bootstrap.servers', 'list'),
  'client-id': k('client.id'),
  'security.protocol': k('security.protocol'),
};

/** KafkaProperties.Producer / Consumer / Admin buildProperties(). */
export const ROLE_KEYS: Record<SpringRole, Record<string, KeyDef>> = {
  producer: {
    ...COMMON_KEYS,
    acks: k('acks'),
    'batch-size': k('batch.size', 'dataSize'),
    'buffer-memory': k('buffer.memory', 'dataSize'),
    'compression-type': k('compression.type'),
    retries: k('retries', 'number'),
    'key-serializer': k('key.serializer', 'class'),
    'value-serializer': k('value.serializer', 'class'),
  },
  consumer: {
    ...COMMON_KEYS,
    'auto-commit-interval': k('auto.commit.interval.ms', 'duration'),
    'auto-offset-reset': k('auto.offset.reset'),
    'enable-auto-commit': k('enable.auto.commit', 'boolean'),
    'fetch-max-wait': k('fetch.max.wait.ms', 'duration'),
    'fetch-min-size': k('fetch.min.bytes', 'dataSize'),
    'group-id': k('group.id'),
    'heartbeat-interval': k('heartbeat.interval.ms', 'duration'),
    'isolation-level': k('isolation.level', 'enumLower'),
    'max-poll-records': k('max.poll.records', 'number'),
    // Added in Spring Boot 3.5.
    'max-poll-interval': k('max.poll.interval.ms', 'duration'),
    'key-deserializer': k('key.deserializer', 'class'),
    'value-deserializer': k('value.deserializer', 'class'),
  },
  admin: { ...COMMON_KEYS },
  // KafkaProperties.Streams.buildProperties(), on top of buildCommonProperties() (Boot's
  // KafkaStreamsAnnotationDrivenConfiguration): the Streams application's own config.
  streams: {
    ...COMMON_KEYS,
    'application-id': k('application.id'),
    // Boot 3.1+ (statestore.cache.max.bytes, KIP-770); cache-max-size-buffering before.
    'state-store-cache-max-size': k('statestore.cache.max.bytes', 'dataSize'),
    'cache-max-size-buffering': k('cache.max.bytes.buffering', 'dataSize'),
    'replication-factor': k('replication.factor', 'number'),
    'state-dir': k('state.dir'),
  },
};

/**
 * Keys Spring understands that do not become a Kafka client property (Spring-only behaviour, or
 * nested groups such as ssl.*), so they are neither entries nor "unknown".
 */
const SPRING_ONLY: Record<'common' | SpringRole, string[]> = {
  common: ['listener.', 'retry.', 'admin.', 'producer.', 'consumer.', 'streams.'],
  producer: ['transaction-id-prefix'],
  consumer: [],
  admin: ['auto-create', 'fail-fast', 'close-timeout', 'operation-timeout', 'modify-topic-configs', 'auto-startup'],
  streams: ['auto-startup', 'cleanup.'],
};

/**
 * spring.kafka.listener.*: KafkaProperties.Listener's fields in every Boot release from 2.0 to the
 * 4.x tree (read from each release tag's KafkaProperties.java), in Boot's kebab case. Boot hands
 * them to the listener container factory; none is a Kafka client key.
 */
export const LISTENER_KEYS = new Set(['type', 'ack-mode', 'async-acks', 'client-id', 'concurrency', 'poll-timeout', 'no-poll-threshold', 'ack-count',
  'ack-time', 'idle-between-polls', 'idle-event-interval', 'idle-partition-event-interval', 'monitor-interval', 'log-container-config',
  'missing-topics-fatal', 'immediate-stop', 'auto-startup', 'change-consumer-thread-name', 'observation-enabled', 'only-log-record-metadata',
  'auth-exception-retry-interval']);

/**
 * Boot's nested groups with fixed fields (KafkaProperties.Ssl, Security, Template, Jaas): a name under
 * them that is none of these binds to nothing. The union of Boot 2.0 to the 4.x tree (read from each
 * release tag's KafkaProperties.java): 2.0's keystore-location became key-store-location in 2.1,
 * bundle came in 3.1, the Template's close-timeout and allow-non-transactional later still; a name
 * any of them binds is taken as bound. Jaas's options are a map: any name under options. binds.
 */
export const GROUP_FIELDS: Record<string, { fields: ReadonlySet<string>; map?: string; roles: boolean }> = {
  'ssl.': {
    fields: new Set(['bundle', 'key-password', 'key-store-certificate-chain', 'key-store-key', 'key-store-location', 'key-store-password', 'key-store-type',
      'trust-store-certificates', 'trust-store-location', 'trust-store-password', 'trust-store-type', 'protocol',
      'keystore-location', 'keystore-password', 'truststore-location', 'truststore-password']),
    roles: true,
  },
  'security.': { fields: new Set(['protocol']), roles: true },
  'template.': { fields: new Set(['default-topic', 'transaction-id-prefix', 'close-timeout', 'allow-non-transactional', 'observation-enabled']), roles: false },
  'jaas.': { fields: new Set(['enabled', 'login-module', 'control-flag']), map: 'options.', roles: false },
};

/** The fixed-field group `rest` is under in this scope (ssl. under producer too), with the field it names. */
export function groupField(scope: 'common' | SpringRole, rest: string): { group: string; field: string; bound: boolean } | undefined {
  for (const [group, g] of Object.entries(GROUP_FIELDS)) {
    if (!rest.startsWith(group) || (scope !== 'common' && !g.roles)) continue;
    const field = rest.slice(group.length);
    return { group, field, bound: g.fields.has(field) || (g.map !== undefined && field.startsWith(g.map) && field.length > g.map.length) };
  }
  return undefined;
}

export function isSpringOnly(scope: 'common' | SpringRole, rest: string): boolean {
  // Listener settings are Boot's own, but only the names Boot defines: anything else under
  // spring.kafka.listener (a producer: block nested there by mistake) is bound by nobody.
  if (scope === 'common' && rest.startsWith('listener.')) return LISTENER_KEYS.has(rest.slice('listener.'.length));
  const grouped = groupField(scope, rest);
  if (grouped) return grouped.bound;
  return SPRING_ONLY[scope].some((p) => (p.endsWith('.') ? rest.startsWith(p) : rest === p));
}

/** Spring relaxed binding: batchSize, batch_size and BATCH-SIZE all mean batch-size. */
export function canonicalSpringName(segment: string): string {
  return segment.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/_/g, '-').toLowerCase();
}

// Spring Framework DataSize.parse: digits then an optional unit B/KB/MB/GB/TB, 1024-based; no
// unit means bytes (KafkaProperties declares no @DataSizeUnit).
const DATA_UNITS: Record<string, number> = { '': 1, b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3, tb: 1024 ** 4 };

export function parseDataSize(text: string): number | undefined {
  const m = /^([+-]?\d+)([a-zA-Z]{0,2})$/.exec(text.trim());
  const unit = m && DATA_UNITS[m[2].toLowerCase()];
  return m && unit != null ? Number(m[1]) * unit : undefined;
}

// Spring Boot DurationStyle: SIMPLE "^([+-]?\d+)([a-zA-Z]{0,2})$" with ns/us/ms/s/m/h/d (no unit
// means ms for these properties), or ISO-8601 (Duration.parse). KafkaProperties hands Kafka
// Duration::toMillis, which truncates.
const DURATION_UNITS_MS: Record<string, number> = { ns: 1e-6, us: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, '': 1 };

export function parseDurationMs(text: string): number | undefined {
  const v = text.trim();
  const simple = /^([+-]?\d+)([a-zA-Z]{0,2})$/.exec(v);
  if (simple) {
    const unit = DURATION_UNITS_MS[simple[2].toLowerCase()];
    return unit === undefined ? undefined : Math.trunc(Number(simple[1]) * unit);
  }
  const iso = /^([+-]?)P(?:([+-]?\d+)D)?(?:T(?:([+-]?\d+)H)?(?:([+-]?\d+)M)?(?:([+-]?\d+)(?:[.,](\d{1,9}))?S)?)?$/i.exec(v);
  if (!iso || (!iso[2] && !iso[3] && !iso[4] && !iso[5]) || /T$/i.test(v)) return undefined;
  const n = (s: string | undefined) => (s ? Number(s) : 0);
  const frac = iso[6] ? Number(`0.${iso[6]}`) * (iso[5]?.startsWith('-') ? -1 : 1) : 0;
  const ms = n(iso[2]) * 86_400_000 + n(iso[3]) * 3_600_000 + n(iso[4]) * 60_000 + (n(iso[5]) + frac) * 1000;
  return Math.trunc(iso[1] === '-' ? -ms : ms);
}

/**
 * The value Kafka receives for a dedicated key, or undefined (with a reason) when Spring would
 * reject it. `unbound`: an empty value of a type other than String, which Spring's converters
 * (StringToNumberConverterFactory, StringToBooleanConverter, Boot's StringToDataSizeConverter and
 * StringToDurationConverter, ClassEditor, StringToEnum) turn into null: Boot then passes no value
 * and the client keeps its default.
 */
export function convertValue(kind: SpringKind, raw: string): { value?: string; problem?: string; unbound?: true } {
  if (raw.trim() === '' && kind !== 'string' && kind !== 'list') return { unbound: true };
  // Spring resolves ${...} before converting; the value is unknown here, so nothing to check.
  if (isUnresolved(raw)) return { value: raw.trim() };
  if (kind === 'dataSize') {
    const n = parseDataSize(raw);
    return n === undefined ? { problem: `'${raw}' is not a data size (e.g. 16KB, 1MB)` } : { value: String(n) };
  }
  if (kind === 'duration') {
    const n = parseDurationMs(raw);
    return n === undefined ? { problem: `'${raw}' is not a duration (e.g. 500ms, 5s, PT5S)` } : { value: String(n) };
  }
  if (kind === 'enumLower') return { value: raw.trim().toLowerCase().replace(/-/g, '_') };
  return { value: raw.trim() };
}

/** The known dedicated key closest to `rest` (Levenshtein ≤ 2), for typo suggestions. */
export function closestKey(role: SpringRole | 'common', rest: string): string | undefined {
  const keys = Object.keys(role === 'common' ? COMMON_KEYS : ROLE_KEYS[role]);
  let best: string | undefined;
  let bestD = 3;
  for (const key of keys) {
    const d = editDistance(rest, key);
    if (d < bestD) { bestD = d; best = key; }
  }
  return best;
}
