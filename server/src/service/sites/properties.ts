// .properties files → config sites. A file is one site, split where a `# kafka-tuning:` directive
// starts a new section; keys under a Streams/Connect client prefix (producer., consumer.override.…)
// form their own site with that client's role, since Kafka hands them to that client.
import { knownInAnyVersion, type Catalog } from '../catalog';
import { directiveStart, parseDirective, type Directive } from '../directive';
import { baseName, CLIENT_ROLES, FRAMEWORK_ROLES } from '../../../../common/src/model';
import type { ConfigEntry, Role, SiteDraft, SourceDocument } from '../model';
import { parseProperties, type ParsedProperties, type PropertyComment, type PropertyEntry } from '../parse/properties';
import { isOldClientKey } from '../clients/scala';
import { rdkCanonicalKey, rdkProperty } from '../clients/librdkafka';
import { dialectEvidence, dialectFrom, namesLibrdkafka, type Dialect } from './dialect';
import { isTemplateLine } from '../util/placeholder';
import type { DirectiveSpan } from './directives';
import { frameworkOf, ROLE_PREFIXES } from './framework';
import { roleFromFileName, roleFromKeys } from './roles';

// Connect worker/connector and Streams prefixes (Connect: WorkerConfig / ConnectorConfig
// "producer.override."; Streams: StreamsConfig.PRODUCER_PREFIX, MAIN_CONSUMER_PREFIX…), used where
// the file's role is not known but it looks like one of theirs.
const CLIENT_PREFIXES: Array<[string, Role]> = [
  ['producer.override.', 'producer'],
  ['consumer.override.', 'consumer'],
  ['admin.override.', 'admin'],
  ['main.consumer.', 'consumer'],
  ['restore.consumer.', 'consumer'],
  ['global.consumer.', 'consumer'],
  ['producer.', 'producer'],
  ['consumer.', 'consumer'],
  ['admin.', 'admin'],
];

/** Keys under a client prefix that are the framework's own: the worker's admin REST listeners (KIP-495, RestServerConfig) and their TLS settings. */
const NOT_CLIENT = /^admin\.listeners(\.|$)/;

/** Kafka's own file names for these (connect-distributed.properties, connect-mirror-maker.properties…). */
const FRAMEWORK_FILE = /^(connect|streams|kafka-streams|mm2|mirror-?maker)[\w.-]*\.properties$/i;

/**
 * Build and logging tools' own .properties files. They share a few key names with Kafka (the Gradle
 * wrapper's `retries`, say) but no Kafka client reads them, so without a kafka-tuning directive they
 * hold no site: gradle-wrapper.properties got "Unknown key 'retryBackOffMs'… did you mean
 * retry.backoff.ms?" in an independent check on a public repository.
 */
const TOOL_FILE = /^(gradle-wrapper|maven-wrapper|gradle|local|sonar-project|log4j2?|logging|simplelogger)\.properties$/i;

/**
 * Keys of Confluent products that run their own Kafka clients from a file of their own: ksqlDB
 * server (ksql.*) and Control Center (confluent.controlcenter.*). Their files carry
 * bootstrap.servers and security settings for those clients, but also `listeners`,
 * `zookeeper.connect` and dozens of the product's own keys, which Kafka's catalogs know nothing
 * of: an independent check on public files found most findings on such files untrue (`listeners`
 * is ksqlDB's REST endpoint). Without a directive, such a file holds no site.
 */
const OTHER_PRODUCT_KEY = /^(?:ksql|confluent\.controlcenter)\./;

/** Prefixes that only mean "for this client" in a Streams/Connect/MirrorMaker file. */
const GENERIC_PREFIXES = new Set(['producer.', 'consumer.', 'admin.']);

export interface PropertiesSitesResult {
  sites: SiteDraft[];
  parsed: ParsedProperties;
  directives: DirectiveSpan[];
}

export function propertiesSites(doc: SourceDocument, catalog: Catalog): PropertiesSitesResult {
  const parsed = parseProperties(doc.text);
  const directives = directivesOf(parsed);
  const sites: SiteDraft[] = [];
  const fileRole = roleFromFileName(doc.fileName);
  const dialect = dialectOf(doc.fileName, fileRole, parsed);
  for (const section of sectionsOf(parsed, directives)) sites.push(...sectionDrafts(doc, catalog, section, fileRole, dialect));
  return { sites, parsed, directives };
}

/** A part of the file: from the start or a directive line up to the next directive line. */
export interface Section {
  directive?: DirectiveSpan;
  entries: PropertyEntry[];
}

/** The directive comments, each parsed (`parseOne` may answer from a memo of the same text). */
export function directivesOf(parsed: ParsedProperties, parseOne: (text: string) => Directive = parseDirective): DirectiveSpan[] {
  const directives: DirectiveSpan[] = [];
  for (const c of parsed.comments) {
    const at = directiveStart(c.text);
    if (at < 0) continue;
    directives.push({ offset: c.textOffset + at, directive: parseOne(c.text.slice(at)), range: c.range });
  }
  return directives;
}

/** Sections: [start of file or directive line, next directive line). Template lines are left out. */
export function sectionsOf(parsed: ParsedProperties, directives: readonly DirectiveSpan[]): Section[] {
  const bounds = directives.map((d) => d.range.start.line);
  const sections: Section[] = [{ entries: [] }];
  directives.forEach((d) => sections.push({ directive: d, entries: [] }));
  // Entries come in line order, so the section index only moves forward (from 0 for each entry it
  // was O(entries × directives): seconds on a 100,000-line file).
  let idx = 0;
  for (const e of parsed.entries) {
    // "{% if tls %}" reads as the key "{%"; a template's own lines are not settings.
    if (isTemplateEntry(e)) continue;
    if (idx > 0 && bounds[idx - 1] >= e.keyRange.start.line) idx = 0;
    while (idx < bounds.length && bounds[idx] < e.keyRange.start.line) idx++;
    sections[idx].entries.push(e);
  }
  return sections;
}

// Entries are never changed once parsed, and an edit leaves most of them the same objects
// (parse/propertiesIncremental.ts): what is read from one entry alone is kept with it.
const templateEntry = new WeakMap<PropertyEntry, boolean>();
export function isTemplateEntry(e: PropertyEntry): boolean {
  let t = templateEntry.get(e);
  if (t === undefined) templateEntry.set(e, (t = isTemplateLine(e.key)));
  return t;
}

/**
 * librdkafka's dialect of the same lines (librdkafka.config, a "# confluent-kafka-python" header):
 * its keys are librdkafka properties, checked against librdkafka's catalog, not Kafka's ConfigDefs.
 */
export function dialectOf(fileName: string, fileRole: Role | undefined, parsed: ParsedProperties, evidence = dialectCounts(parsed)): Dialect | undefined {
  if (fileRole && !CLIENT_ROLES.includes(fileRole)) return undefined;
  return dialectFrom(fileName, evidence.naming > 0, evidence.rdkOnly, evidence.javaOnly);
}

/** What the file's keys and comments say about its dialect, as counts (so an edit can update them). */
export interface DialectCounts {
  rdkOnly: number;
  javaOnly: number;
  /** Comments naming librdkafka or a client built on it. */
  naming: number;
}

/** The counts over some entries and comments (a whole parse, or what an edit took out or put in). */
export function dialectCounts(parsed: { entries: readonly PropertyEntry[]; comments: readonly PropertyComment[] }): DialectCounts {
  const counts: DialectCounts = { rdkOnly: 0, javaOnly: 0, naming: 0 };
  for (const e of parsed.entries) {
    if (isTemplateEntry(e)) continue;
    const side = dialectEvidence(e.key);
    if (side === 'librdkafka') counts.rdkOnly++;
    else if (side === 'java') counts.javaOnly++;
  }
  for (const c of parsed.comments) if (namesLibrdkafka(c.text)) counts.naming++;
  return counts;
}

/** The site drafts of one section: what it holds depends on nothing else in the file but `dialect`. */
export function sectionDrafts(doc: SourceDocument, catalog: Catalog, section: Section, fileRole: Role | undefined, dialect: Dialect | undefined): SiteDraft[] {
  const sites: SiteDraft[] = [];
  if (section.entries.length === 0 && !section.directive) return sites;
  const plain: ConfigEntry[] = [];
  const byPrefix = new Map<string, { role: Role; entries: ConfigEntry[] }>();
  const d = section.directive?.directive;
  const rdk = d?.client ? d.client.client === 'librdkafka' : dialect !== undefined;
  const all = section.entries.map(rdk ? toRdkEntry : toEntry);
  // A file that writes both a serializer and a deserializer is handed to a producer and a consumer
  // (consumer.properties with a "#producer config" part, loaded into a KafkaProducer too): neither its
  // name nor a majority of its keys makes it one client's, and each client's keys are right there.
  const both = !d?.role && !rdk && servesBothClients(all);
  // A file named like a worker's (connect-standalone.properties) that holds a connector's config
  // instead — connector.class and no key a worker needs — is what `connect-standalone worker.properties
  // <connector files…>` reads as a connector (check 60: the file's own keys said so).
  const written = new Set(all.map((e) => e.key));
  const connectorInWorkerName = (fileRole === 'connect' && written.has('connector.class') && !written.has('offset.storage.file.filename') && !written.has('config.storage.topic') && !written.has('bootstrap.servers'))
    // The same with a MirrorMaker 2 driver's name (connect-mirror-maker.properties holding a
    // MirrorSourceConnector's config, check 74): a driver file lists clusters, a connector names its class.
    || (fileRole === 'mirrormaker' && written.has('connector.class') && !written.has('clusters'));
  const nameRole = (both && (fileRole === 'producer' || fileRole === 'consumer')) || connectorInWorkerName ? undefined : fileRole;
  const keyRole = d?.role || nameRole || both ? undefined : rdk ? rdkRole(all) : roleFromKeys(all.map((e) => e.key), catalog);
  const role = d?.role ?? nameRole ?? keyRole;
  const roleOrigin = d?.role ? 'directive' : nameRole ? 'file name' : keyRole ? 'keys' : undefined;
  // producer./consumer./admin. are client prefixes only where Streams, Connect or MirrorMaker read
  // the file; elsewhere "consumer.topic" is the application's own key.
  const framework = role !== undefined && FRAMEWORK_ROLES.includes(role);
  const looksFramework = FRAMEWORK_FILE.test(baseName(doc.fileName)) || frameworkOf(all) !== undefined;
  const clientPrefixes = !framework && fileRole !== 'broker' && !rdk;
  const aliases = role === 'mirrormaker' ? clusterAliases(all) : [];
  for (const entry of all) {
    // A key MirrorMaker 2 defines whole is not cluster-prefixed: with a cluster named "source",
    // source.cluster.alias is MirrorConnectorConfig's own key, not "cluster.alias" for "source".
    const cluster = aliases.length && !catalog.key('mirrormaker', entry.key) ? clusterPrefix(entry.key, aliases) : undefined;
    const rest = cluster ? entry.key.slice(cluster.length) : entry.key;
    const prefixed = framework ? rolePrefix(rest, role, catalog) : clientPrefixes ? clientPrefix(rest, catalog, looksFramework) : undefined;
    const prefix = (cluster ?? '') + (prefixed?.prefix ?? '');
    if (!prefix) { plain.push(entry); continue; }
    entry.key = prefixed ? prefixed.key : rest;
    entry.prefix = prefix;
    const group = byPrefix.get(prefix) ?? { role: prefixed?.role ?? role!, entries: [] };
    group.entries.push(entry);
    byPrefix.set(prefix, group);
  }
  const first = section.directive?.range.start ?? section.entries[0]?.keyRange.start ?? { line: 0, character: 0 };
  const lastEntry = section.entries[section.entries.length - 1];
  const range = { start: first, end: lastEntry ? lastEntry.range.end : section.directive!.range.end };
  const base = {
    syntax: 'properties' as const,
    client: d?.client
      ? { client: d.client.client, version: d.client.version, origin: 'directive' }
      : { client: rdk ? ('librdkafka' as const) : ('java' as const), version: undefined, origin: undefined },
    range,
    workload: { ...(d?.workload ?? {}) },
  };
  // messages.properties, log4j.properties, another broker's consumer.properties…: a file with no
  // directive and no key any Kafka version knows is not Kafka config, whatever its name, and
  // must not get a warning per key.
  const toolFile = TOOL_FILE.test(baseName(doc.fileName)) || plain.filter((e) => OTHER_PRODUCT_KEY.test(e.key)).length >= 2;
  const kafkaish = !!(section.directive || (!toolFile && (byPrefix.size > 0 || plain.some((e) => knownInAnyVersion(e.key) || isOldClientKey(e.key) || (rdk && rdkProperty(e.rawKey))))));
  if (!kafkaish) return sites;
  if (plain.length > 0 || byPrefix.size === 0) {
    sites.push({ ...base, identity: 'properties', role, roleOrigin, entries: plain, label: `${baseName(doc.fileName)}${role ? ` (${role})` : ''}` });
  }
  const exactlyOnceSource = role === 'connect' && plain.some((e) => e.key === 'exactly.once.source.support' && e.value?.trim().toLowerCase() === 'enabled');
  for (const [prefix, g] of byPrefix) {
    // A prefix group (producer.* in a Streams file) spans its own lines, so its lens and presets
    // do not pile up on the section's first line with the other groups'.
    const own = { start: g.entries[0].range.start, end: g.entries[g.entries.length - 1].valueRange.end };
    const embeddedIn = framework && g.role !== role ? { embeddedIn: role, ...(exactlyOnceSource ? { embeddedExactlyOnce: true } : {}) } : {};
    sites.push({ ...base, range: own, identity: `properties:${prefix}`, role: g.role, roleOrigin: g.role === role ? roleOrigin : 'key prefix', entries: g.entries, label: `${prefix}* in ${baseName(doc.fileName)}`, ...embeddedIn });
  }
  return sites;
}

/** The keys only a producer needs (a serializer) next to the keys only a consumer needs (a deserializer). */
function servesBothClients(entries: readonly ConfigEntry[]): boolean {
  const keys = new Set(entries.map((e) => e.key));
  return (keys.has('key.serializer') || keys.has('value.serializer')) && (keys.has('key.deserializer') || keys.has('value.deserializer'));
}

function toEntry(e: PropertyEntry): ConfigEntry {
  return { key: e.key, rawKey: e.key, value: e.value, keyRange: e.keyRange, valueRange: e.valueRange, range: e.lineRange };
}

/** A librdkafka property under the Java client's name (linger.ms for queue.buffering.max.ms), so rules read one key. */
function toRdkEntry(e: PropertyEntry): ConfigEntry {
  const key = rdkCanonicalKey(e.key);
  return { ...toEntry(e), key, ...(key !== e.key ? { nativeName: e.key } : {}) };
}

/** librdkafka's own "C/P" column: consumer-only keys make a consumer, producer-only ones a producer. */
function rdkRole(entries: readonly ConfigEntry[]): Role | undefined {
  let c = 0;
  let p = 0;
  for (const e of entries) {
    const scope = rdkProperty(e.rawKey)?.scope;
    if (scope === 'C') c++;
    else if (scope === 'P') p++;
  }
  return c > p ? 'consumer' : p > c ? 'producer' : undefined;
}

function clientPrefix(key: string, catalog: Catalog, framework: boolean): { prefix: string; role: Role; key: string } | undefined {
  if (catalog.rolesOf(key).length > 0) return undefined;
  for (const [prefix, role] of CLIENT_PREFIXES) {
    if (!key.startsWith(prefix) || (!framework && GENERIC_PREFIXES.has(prefix))) continue;
    const rest = key.slice(prefix.length);
    if (catalog.key(role, rest)) return { prefix, role, key: rest };
  }
  return undefined;
}

/**
 * In a file whose role is Streams/Connect/MirrorMaker, a key under one of its client prefixes goes to
 * that client even when the client does not know it: producer.lingr.ms is then the producer's unknown
 * key (a misspelling of linger.ms), not a silently ignored one.
 */
function rolePrefix(key: string, role: Role, catalog: Catalog): { prefix: string; role: Role; key: string } | undefined {
  if (catalog.key(role, key) || NOT_CLIENT.test(key)) return undefined;
  for (const [prefix, target] of ROLE_PREFIXES[role] ?? []) {
    if (!key.startsWith(prefix) || key.length <= prefix.length) continue;
    // A worker's internal-topic prefix takes only topic settings Kafka defines: the rest is most
    // likely one of the worker's own keys misspelt (status.storage.topik).
    if (target === 'topic' && role === 'connect' && !catalog.key('topic', key.slice(prefix.length))) continue;
    return { prefix, role: target, key: key.slice(prefix.length) };
  }
  return undefined;
}

/** MirrorMaker 2's cluster aliases: `clusters = A, B` (MirrorMakerConfig.CLUSTERS_CONFIG). */
function clusterAliases(entries: readonly ConfigEntry[]): string[] {
  const v = entries.find((e) => e.key === 'clusters')?.value ?? '';
  return v.split(',').map((a) => a.trim()).filter(Boolean);
}

/** "A->B." (a replication flow's settings) or "A." (one cluster's), for aliases the file lists. */
function clusterPrefix(key: string, aliases: readonly string[]): string | undefined {
  const flow = /^([^.>]+?)->([^.]+?)\./.exec(key);
  if (flow && aliases.includes(flow[1]) && aliases.includes(flow[2])) return flow[0];
  // Longest alias first: "us" and "us-west" may both be clusters.
  return [...aliases].sort((a, b) => b.length - a.length).map((a) => `${a}.`).find((p) => key.startsWith(p) && key.length > p.length);
}
