// A fill-in template: a .properties file shipped with the keys and most values left empty for the
// user (or a deployment step) to fill ("bootstrap.servers=", "sasl.jaas.config="). Each empty
// value would fail ConfigDef parsing, but reporting each one as an error tells the reader nothing
// the file does not already say: the file gets one note (fill-in-template) and the empty values
// are not checked one by one (invalid-value).
import type { ConfigEntry, ConfigSite } from '../model';

/** At least this many empty values, and at least half of the keys (or bootstrap.servers among them), make a file a fill-in template. */
const MIN_BLANKS = 3;

const FILLED_IN = new Set<ConfigSite['syntax']>(['properties', 'spring-properties', 'spring-yaml', 'json']);

/**
 * Keys whose empty value is a setting of its own, not a blank left to fill: an empty
 * ssl.endpoint.identification.algorithm turns host name checks off (SslConfigs; the Kafka
 * documentation's way to disable it); MirrorMaker 2 reads an empty replication.policy.separator
 * and empty cluster aliases as written (DefaultReplicationPolicy.configure takes the separator
 * as given; MirrorConnectorConfig's aliases have no validator), the way files drop the remote
 * topics' prefix (check 63: such a file was called a template).
 */
const EMPTY_IS_A_VALUE = ['ssl.endpoint.identification.algorithm', 'replication.policy.separator', 'source.cluster.alias', 'target.cluster.alias'];

/** The key or a prefixed form of it (producer.ssl.…, A->B.replication.policy.separator). */
function emptyIsAValue(key: string): boolean {
  return EMPTY_IS_A_VALUE.some((k) => key === k || key.endsWith(`.${k}`));
}

const cache = new WeakMap<ConfigSite, ReadonlySet<ConfigEntry> | undefined>();

/** The empty-valued entries of a plain .properties site that is a fill-in template, else undefined. */
export function fillInBlanks(site: ConfigSite): ReadonlySet<ConfigEntry> | undefined {
  if (cache.has(site)) return cache.get(site);
  let out: Set<ConfigEntry> | undefined;
  // Files a person fills in: .properties, Spring's application files (a template with every
  // spring.kafka value left empty), a connector's JSON. Not code, whose empty strings are values.
  if (FILLED_IN.has(site.syntax)) {
    const blanks = site.entries.filter((e) => e.value !== undefined && e.value.trim() === '' && !emptyIsAValue(e.key));
    // An empty bootstrap.servers is never a value a client runs with: beside two more empty values
    // it marks the file a template however many fixed choices (security.protocol, deserializers) it ships.
    const noAddress = blanks.some((e) => e.key === 'bootstrap.servers');
    if (blanks.length >= MIN_BLANKS && (blanks.length * 2 >= site.entries.length || noAddress)) out = new Set(blanks);
  }
  cache.set(site, out);
  return out;
}
