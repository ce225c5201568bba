// What a key no ConfigDef of the checked version defines is, decided once per site for the rules
// that report such keys (unknown-key, plugin-key, application-keys): each key gets exactly one
// verdict, so a key is never both "unknown" and "possibly read by a plugin".
import { editDistance } from '../../../../common/src/editDistance';
import { versionNote, type VersionNote } from '../catalog/history';
import { versionTuple } from '../catalog/catalog';
import { oldClientUse } from '../clients/scala';
import { pluginNamespace, pluginSpelling, pluginsReading, thirdPartyPlugins } from '../clients/plugins';
import { ROLES, type ConfigEntry, type ConfigSite, type Role } from '../model';
import { CLIENT_ROLES, FRAMEWORK_ROLES } from '../../../../common/src/model';
import { frameworkOf, passesKeysTo, ROLE_PREFIXES } from '../sites/framework';
import { LineIndex, lineIndexOf } from '../parse/lineIndex';
import { keysNamedByClass, NearIndex } from '../util/similar';
import { ROLE_KEYS, type SpringRole } from '../sites/spring/keys';
import type { RuleContext } from './types';

export type KeyKind =
  /** Written for the old Scala clients: old-client-config reports the whole set. */
  | { kind: 'old' }
  /** A known plugin namespace (schema registry, spring.json.*, config.providers…): silent. */
  | { kind: 'namespace' }
  /** Defined by another generated Kafka version. */
  | { kind: 'version'; note: VersionNote }
  /** A Class.FIELD constant the build's Kafka version lacks (its full field list says so): a compile error. */
  | { kind: 'constant' }
  /** StreamsConfig.CONSUMER_PREFIX and its kin used whole as a key: a prefix with no setting after it. */
  | { kind: 'prefix'; prefix: string; helper: string }
  /** Close to a real key: most likely a misspelling. */
  | { kind: 'typo'; near: string[]; /** The plugin whose key it misspells (its reader, not Kafka). */ reader?: string }
  /** The site names third-party plugins, which receive every key. */
  | { kind: 'plugin'; readers: string[]; near: string[] }
  /**
   * `heartbeats.topic replication.factor=1`: a blank where a dot belongs. java.util.Properties ends
   * the key at the blank, so the key is the first half and the value the rest; `joined` is the key
   * that was meant, which Kafka defines (key-split-by-blank reports it).
   */
  | { kind: 'split'; joined: string; written: string }
  /**
   * `io.confluent.kafka.serializers.KafkaAvroDeserializer` alone on a .properties line: a class
   * name left over from an edit, which java.util.Properties reads as a key with an empty value.
   */
  | { kind: 'stray' }
  /** Neither Kafka's nor a plugin's as far as the file shows: the application's own. */
  | { kind: 'application' }
  /**
   * Read by someone whose keys no catalog holds: a connector's own settings (connection.url for a
   * JDBC connector), or any key of a Streams/Connect/MirrorMaker file whose role is not known
   * (or whose catalog this version lacks). Nothing is said.
   */
  | { kind: 'framework' }
  /** A constant that names no key and is not known to be missing (a *_DOC field, an unknown version, a plugin's class): nothing is said. */
  | { kind: 'unresolved' };

// StreamsConfig's public prefix constants (StreamsConfig.java: CONSUMER_PREFIX = "consumer." …) and
// the helper that joins each to a key.
const STREAMS_PREFIX_CONSTANTS: Record<string, { prefix: string; helper: string }> = {
  'StreamsConfig.CONSUMER_PREFIX': { prefix: 'consumer.', helper: 'consumerPrefix' },
  'StreamsConfig.MAIN_CONSUMER_PREFIX': { prefix: 'main.consumer.', helper: 'mainConsumerPrefix' },
  'StreamsConfig.RESTORE_CONSUMER_PREFIX': { prefix: 'restore.consumer.', helper: 'restoreConsumerPrefix' },
  'StreamsConfig.GLOBAL_CONSUMER_PREFIX': { prefix: 'global.consumer.', helper: 'globalConsumerPrefix' },
  'StreamsConfig.PRODUCER_PREFIX': { prefix: 'producer.', helper: 'producerPrefix' },
  'StreamsConfig.ADMIN_CLIENT_PREFIX': { prefix: 'admin.', helper: 'adminClientPrefix' },
  'StreamsConfig.TOPIC_PREFIX': { prefix: 'topic.', helper: 'topicPrefix' },
};

// A key written as a class constant: ProducerConfig.LINGER_MS_CONFIG.
const CONSTANT_FORM = /^([A-Z]\w*)\.([A-Z][A-Z0-9_]*)$/;

/**
 * True when the key is written as `Class.FIELD` and the build's own Kafka version lacks that field:
 * a compile error. Said only when it is certain: the version is known, its release line has a
 * catalog of its own (a 0.10 build or one newer than every catalog may have other fields), and that
 * catalog lists every public static field of the class (catalog-gen records them from the jars).
 */
function missingConstant(ctx: RuleContext, e: ConfigEntry): boolean {
  const m = CONSTANT_FORM.exec(e.rawKey);
  const version = ctx.site.client.client === 'java' ? ctx.site.client.version : undefined;
  if (!m || version === undefined) return false;
  const line = (v: string) => versionTuple(v)?.slice(0, 2).join('.');
  if (line(version) === undefined || line(version) !== line(ctx.catalog.version)) return false;
  return ctx.catalog.hasField(m[1], m[2]) === false;
}

// Keys that plugins, interceptors, serializers and SASL/SSL engines read from the same map:
// Kafka passes the whole config to configure(), so these are legitimately "unknown" to ConfigDef.
// The clients' internal settings, which their ConfigDefs define with defineInternal and the
// generated catalogs leave out: ConsumerConfig's internal.leave.group.on.close (Streams sets it to
// false and lets the user's value win, check 48) and internal.throw.on.fetch.stable.offset.unsupported,
// StreamsConfig's internal.task.assignor.class.
const CLIENT_INTERNAL = /^internal\.(?:leave\.group\.on\.close|throw\.on\.fetch\.stable\.offset\.unsupported|task\.assignor\.class)$/;
const PASS_THROUGH = [/^ssl\./, /^sasl\./, /^listener\.name\./, /^interceptor\./, /^metrics\.(?!num\.samples|recording\.level|sample\.window\.ms)/, /^log4j\./, /^kafka-tuning/, CLIENT_INTERNAL];

// Connect hands these on by prefix: a converter's own settings (key.converter.schemas.enable),
// each transform's and predicate's (transforms.<alias>.type), a source connector's topic.creation.<group>.*
// (KIP-158), the REST listeners' TLS settings (listeners.https.*, admin.listeners.https.*), and up
// to 2.8 the internal converters' own (internal.key.converter.schemas.enable: Plugins.newConverter
// hands a converter the keys under its class key's name; those keys go with their parent key, whose
// removal in 3.0 unknown-key reports), and a MirrorMaker 2 connector's clients
// (MirrorConnectorConfig: source.cluster.*, target.cluster.*, source.consumer.*, target.producer.*,
// source.admin.*, target.admin.*, when the Mirror connectors run on a Connect cluster).
const CONNECT_PASS_THROUGH = [/^(key|value|header)\.converter\./, /^internal\.(key|value)\.converter\./, /^(transforms|predicates)\./, /^topic\.creation\./, /^(admin\.)?listeners\.https\./, /^(source|target)\.(cluster|consumer|producer|admin)\./];

/**
 * `producer.override.acks` read under a client prefix: the scope before the client (`A->B.` in a
 * MirrorMaker 2 file, '' in a worker file), the client, and the setting after `override.`.
 */
function overrideUnder(e: ConfigEntry): { scope: string; client: string; setting: string } | undefined {
  const at = e.prefix === undefined ? null : /^(.*?)(producer|consumer|admin)\.$/.exec(e.prefix);
  const setting = /^override\.(.+)$/.exec(e.key)?.[1];
  return at && setting !== undefined ? { scope: at[1], client: at[2], setting } : undefined;
}

/** Under a MirrorMaker 2 flow prefix (`A->B.producer.override.acks`) the flow's connectors get it (MirrorMakerConfig.connectorBaseConfig). */
const isFlowScope = (scope: string): boolean => scope.includes('->');

/**
 * A connector-level producer.override.* / consumer.override.* / admin.override.* (KIP-458) written
 * where a plain `producer.` prefix is stripped (a worker file), whose client ignores what is left.
 * wrong-role-key reports it, the unknown-key family stays silent.
 */
export function misplacedOverride(e: ConfigEntry): { scope: string; client: string; setting: string } | undefined {
  const o = overrideUnder(e);
  return o && !isFlowScope(o.scope) ? o : undefined;
}

/** `A->B.producer.override.acks` in a MirrorMaker 2 file: a flow's connector override, read as such. */
function flowOverride(e: ConfigEntry): boolean {
  const o = overrideUnder(e);
  return !!o && isFlowScope(o.scope);
}

/**
 * `listener.name.<listener>.<setting>` in a broker file, and for SASL settings
 * `listener.name.<listener>.<mechanism>.sasl.…` (the broker reads them with
 * valuesWithPrefixOverride, KIP-103 / KIP-2xx JAAS per listener). A setting the broker defines is
 * fine; one it does not, close to an SSL/SASL/connection setting, is a misspelling whose override
 * is ignored (listener.name.external.scram-sha-512.sasl.jass.config). Anything else: nothing said.
 */
function listenerOverride(ctx: RuleContext, key: string): KeyKind {
  const m = /^(listener\.name\.[^.]+\.)(?:([a-z0-9_-]+)\.(?=sasl\.))?(.+)$/i.exec(key);
  if (!m || ctx.catalog.key('broker', m[3])) return { kind: 'namespace' };
  const prefix = `${m[1]}${m[2] ? `${m[2]}.` : ''}`;
  const close = new NearIndex(ctx.catalog.keys('broker').map((k) => k.name).filter((n) => /^(?:ssl|sasl|connections|max\.connection|principal)\./.test(n))).closest(m[3]);
  return close.length > 0 ? { kind: 'typo', near: close.map((n) => prefix + n) } : { kind: 'namespace' };
}

const cache = new WeakMap<ConfigSite, Map<ConfigEntry, KeyKind>>();

/** Verdicts for the entries of the site that the checked catalog does not define. */
export function keyKinds(ctx: RuleContext): Map<ConfigEntry, KeyKind> {
  let kinds = cache.get(ctx.site);
  if (kinds) return kinds;
  kinds = new Map();
  const site = ctx.site;
  const old = new Set(oldClientUse(site.role, site.entries)?.entries);
  const plugins = thirdPartyPlugins(site.entries);
  const role = site.role;
  const ownRole = role !== undefined && FRAMEWORK_ROLES.includes(role);
  // A client-role site in a file that looks like Streams/Connect/MirrorMaker (no role of its own told).
  const framework = !ownRole && site.syntax === 'properties' ? frameworkOf(site.entries) : undefined;
  // This version's jars had no ConfigDef for the role (MirrorMaker 2 for 4.4.0): nothing to check against.
  const noCatalog = ownRole && ctx.catalog.keys(role).length === 0;
  let pool: NearIndex | undefined;
  let poolNames: string[] | undefined;
  let lineIndex: LineIndex | undefined;
  const near = (key: string) => {
    // zookeeper.ssl.* is not a misspelt ssl.* key, nor is any plugin's key a core key's.
    if (key.startsWith('zookeeper.')) return [];
    pool ??= new NearIndex((poolNames ??= nearPool(ctx, role)));
    return pool.closest(key);
  };
  // A misspelt key whose class value names the key meant (keysNamedByClass): that key, not the nearest letters.
  const meant = (close: string[], value: string | undefined) => {
    if (close.length === 0) return close;
    const named = keysNamedByClass(value, (poolNames ??= nearPool(ctx, role)));
    return named.length > 0 ? named : close;
  };
  for (const e of site.entries) {
    if (ctx.catalog.rolesOf(e.key).length > 0) continue;
    let kind: KeyKind;
    let spelt: ReturnType<typeof pluginSpelling>;
    const own = site.client.client === 'java' ? site.client.version : undefined;
    // A MirrorMaker 2 driver runs Connect workers from its file, so a worker key's history
    // (rest.port, removed in 3.0) is the file's too.
    const note = versionNote(e.key, site.role, ctx.catalog.version, own) ?? (site.role === 'mirrormaker' ? versionNote(e.key, 'connect', ctx.catalog.version, own) : undefined);
    const split = splitByBlank(ctx, e, () => (lineIndex ??= lineIndexOf(ctx.doc.text)));
    if (strayClassLine(ctx, e, () => (lineIndex ??= lineIndexOf(ctx.doc.text)))) kind = { kind: 'stray' };
    else if (split) kind = split;
    // A connector-level override in a worker file: wrong-role-key says where it belongs.
    else if (misplacedOverride(e)) kind = { kind: 'framework' };
    else if (flowOverride(e)) kind = { kind: 'namespace' };
    else if (old.has(e)) kind = { kind: 'old' };
    // A broker's per-listener override: the setting after the listener's name must be one.
    else if (role === 'broker' && e.key.startsWith('listener.name.')) kind = listenerOverride(ctx, e.key);
    // A plugin namespace, or a key the project file declares the application's own (applicationKeys).
    else if (PASS_THROUGH.some((re) => re.test(e.key)) || pluginNamespace(e.key) || ctx.isApplicationKey(e.key)) kind = { kind: 'namespace' };
    else if (ownRole && role !== 'streams' && CONNECT_PASS_THROUGH.some((re) => re.test(e.key))) kind = { kind: 'namespace' };
    // A YAML key left with no value over its commented-out child (`exception:` above `#  handler: …`):
    // Spring passes an empty string under a name no client reads, and nothing was meant by it.
    else if (ctx.site.syntax === 'spring-yaml' && !e.value?.trim() && (poolNames ??= nearPool(ctx, role)).some((n) => n.startsWith(`${e.key}.`))) kind = { kind: 'namespace' };
    else if (noCatalog) kind = { kind: 'framework' };
    else if (ownRole && clientTarget(e.key, role)) {
      // A Java Streams map keeps StreamsConfig.producerPrefix(…) keys in place (.properties files
      // split them into the client's own site): judge the rest by that client's ConfigDef.
      const t = clientTarget(e.key, role)!;
      if (ctx.catalog.key(t.role, t.rest) || PASS_THROUGH.some((re) => re.test(t.rest)) || pluginNamespace(t.rest)) kind = { kind: 'namespace' };
      else {
        const close = new NearIndex(ctx.catalog.keys(t.role).map((k) => k.name)).closest(t.rest).map((n) => t.prefix + n);
        kind = close.length > 0 ? { kind: 'typo', near: close } : { kind: 'application' };
      }
    }
    // Checked before the key's own history: a constant 3.0 lacks names a key 3.0 lacks too, but
    // the build fails before any client could ignore it.
    else if (missingConstant(ctx, e)) kind = { kind: 'constant' };
    else if (note) kind = { kind: 'version', note };
    else if (e.rawKey === e.key && STREAMS_PREFIX_CONSTANTS[e.rawKey]) kind = { kind: 'prefix', ...STREAMS_PREFIX_CONSTANTS[e.rawKey] };
    // Any other constant that names no key: a field that exists (LINGER_MS_DOC), one of a version
    // not known, or of a class no catalog lists in full (a plugin's). Nothing certain to say.
    else if (CONSTANT_FORM.test(e.rawKey) && e.rawKey === e.key) kind = { kind: 'unresolved' };
    // No Streams/Connect/MirrorMaker catalog here: their keys (num.stream.threads is no typo of
    // num.io.threads) cannot be told from misspellings, so nothing is said about them.
    else if (framework) kind = { kind: 'framework' };
    // secondary.deserializer for AWS Glue's secondaryDeserializer: the plugin's own name is the one meant.
    else if ((spelt = pluginSpelling(e.key))) kind = { kind: 'typo', near: [spelt.key], reader: spelt.reader };
    else {
      // A near key the site already sets is not what a second line meant, unless the line is a
      // slip of it (Key.Serializer, linger.msec): offset-syncs.storage.topic beside
      // offset.storage.topic is no misspelling, and following the suggestion would override the
      // live line (check 27). Such keys are not offered.
      const close = meant(near(e.key), e.value).filter((n) => editDistance(n, e.key.toLowerCase()) <= 2 || !site.entries.some((x) => x !== e && x.key === n));
      // Spring Boot's own name under the properties map (properties.fetch-max-wait): Kafka gets it as written.
      if (close.length === 0 && ctx.site.syntax.startsWith('spring-')) close.push(...bootNameKafkaKey(role, e.key));
      // A plugin's key is only called a misspelling when it shares its first word with the real key.
      const sameHead = close.filter((n) => n.split('.')[0] === e.key.split('.')[0]);
      // The connector reads every key of its config: only a near miss of ConnectorConfig's own
      // (errors.tolerence, tasks.maxx) is called one; the rest are the connector's settings.
      // Plugins known to read only their own namespace (spring-kafka's JsonSerializer: spring.json.*)
      // are no readers of this key, so a misspelt Kafka key next to them is still called one.
      const readers = pluginsReading(plugins, e.key);
      if (role === 'connector') kind = sameHead.length > 0 ? { kind: 'typo', near: sameHead } : { kind: 'framework' };
      else if (readers.length > 0) kind = { kind: 'plugin', readers, near: sameHead };
      else if (close.length > 0 && inApplicationNamespace(ctx, e.key, close)) kind = { kind: 'application' };
      else if (close.length > 0) kind = { kind: 'typo', near: close };
      else kind = { kind: 'application' };
    }
    kinds.set(e, kind);
  }
  cache.set(site, kinds);
  return kinds;
}

/**
 * `bank.application.id` beside `bank.input.topic` and `bank.output.topic`: a Kafka key under a
 * first word that two or more other keys of the site share and Kafka does not know is under the
 * application's own namespace (its code reads it and hands it on), not a misspelling of the key
 * (check 81: the suggested rename would have broken the application).
 */
function inApplicationNamespace(ctx: RuleContext, key: string, close: readonly string[]): boolean {
  const dot = key.indexOf('.');
  if (dot <= 0 || !close.includes(key.slice(dot + 1))) return false;
  const head = key.slice(0, dot + 1);
  return ctx.site.entries.filter((x) => x.key !== key && x.key.startsWith(head) && !ctx.info(x.key)).length >= 2;
}

/**
 * A .properties line whose key ended at a blank and whose value starts with the rest of a dotted
 * name and its own `=`/`:` (java.util.Properties: a key ends at the first unescaped blank, '=' or
 * ':'), when the two halves joined by a dot make a key Kafka defines. Only a blank may separate the
 * halves: `a=b.c=1` is a value that holds '=' on purpose.
 */
function splitByBlank(ctx: RuleContext, e: ConfigEntry, lines: () => LineIndex): KeyKind | undefined {
  if (ctx.site.syntax !== 'properties' || e.value === undefined) return undefined;
  const m = /^([A-Za-z][\w-]*(?:\.[\w-]+)*)[ \t]*[=:]/.exec(e.value);
  if (!m) return undefined;
  const { keyRange: k, valueRange: v } = e;
  if (k.end.line !== v.start.line) return undefined;
  const between = ctx.doc.text.slice(lines().offset(k.end), lines().offset(v.start));
  if (!/^[ \t\f]+$/.test(between)) return undefined;
  const joined = `${e.key}.${m[1]}`;
  const known = ctx.catalog.rolesOf(joined).length > 0 || (e.prefix !== undefined && ctx.catalog.rolesOf(`${e.rawKey}.${m[1]}`).length > 0);
  return known ? { kind: 'split', joined, written: `${e.rawKey} ${m[1]}` } : undefined;
}

/** A Java class's full name (two packages or more, a capitalised last part). */
const CLASS_NAME = /^(?:[a-z_][\w$]*\.){2,}[A-Z][\w$]*$/;

/** A .properties line that holds only a class name: no separator, no value (check 64). */
function strayClassLine(ctx: RuleContext, e: ConfigEntry, lines: () => LineIndex): boolean {
  if (ctx.site.syntax !== 'properties' || (e.value ?? '') !== '' || !CLASS_NAME.test(e.rawKey)) return false;
  return lines().lineText(e.keyRange.start.line).trim() === e.rawKey;
}

/** The Kafka key of a Spring Boot property name written where Kafka reads keys as they are (fetch-max-wait → fetch.max.wait.ms). */
function bootNameKafkaKey(role: Role | undefined, key: string): string[] {
  if (!key.includes('-')) return [];
  const roles = role && role in ROLE_KEYS ? [role as SpringRole] : (Object.keys(ROLE_KEYS) as SpringRole[]);
  return [...new Set(roles.map((r) => ROLE_KEYS[r][key]?.kafka).filter((k): k is string => k !== undefined))];
}

function clientTarget(key: string, role: Role): { prefix: string; role: Role; rest: string } | undefined {
  // A worker's internal-topic prefixes (config.storage. …) also begin its own keys: a key under one
  // that is no topic setting is judged as the worker's (sites/properties.ts rolePrefix says why).
  const hit = (ROLE_PREFIXES[role] ?? []).find(([p, target]) => key.startsWith(p) && key.length > p.length && !(role === 'connect' && target === 'topic'));
  return hit && { prefix: hit[0], role: hit[1], rest: key.slice(hit[0].length) };
}

/**
 * Keys a misspelling is compared with: the role's own and those it hands on unprefixed (passesKeysTo).
 * A site of no single role that holds keys only clients read (a file with both key.serializer and
 * key.deserializer) and nothing of Streams, Connect or MirrorMaker is a client file: Connect's
 * `topics` is no correction for its `topic`, which no client reads either way, nor is the broker's
 * num.partitions one for its `number.of.partitions`: a client ignores both.
 */
function nearPool(ctx: RuleContext, role: Role | undefined): string[] {
  const roles: readonly Role[] = role ? [role, ...passesKeysTo(role)] : clientFile(ctx) ? CLIENT_ROLES : ROLES;
  return [...new Set(roles.flatMap((r) => ctx.catalog.keys(r).map((k) => k.name)))];
}

function clientFile(ctx: RuleContext): boolean {
  const entries = ctx.site.entries;
  if (frameworkOf(entries)) return false;
  return entries.some((e) => {
    const roles = ctx.catalog.rolesOf(e.key);
    return roles.length > 0 && roles.every((r) => CLIENT_ROLES.includes(r));
  });
}
