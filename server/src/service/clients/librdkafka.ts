// librdkafka knowledge for @confluentinc/kafka-javascript and node-rdkafka sites: the generated
// catalog (scripts/gen-librdkafka-catalog.ts, from librdkafka's CONFIGURATION.md) plus the few
// places where librdkafka's name for a setting is not the Java client's name.
import catalogJson from '../../../catalog/librdkafka/librdkafka-2.15.1.json';
import { compareVersions } from '../catalog/catalog';

export interface RdkProperty {
  name: string;
  /** CONFIGURATION.md has one table for global and one for topic properties. */
  level: 'global' | 'topic';
  /** C = consumer, P = producer, * = both (the "C/P" column). */
  scope: 'C' | 'P' | '*';
  type: string;
  range?: { min: number; max: number } | { values: string[] };
  default: string | null;
  importance: string;
  aliasOf?: string;
  aliases?: string[];
  deprecated?: boolean;
}

export interface RdkCatalog {
  source: string;
  version: string;
  properties: RdkProperty[];
}

export const RDK_CATALOG = catalogJson as RdkCatalog;

/**
 * librdkafka names whose meaning is a Java client key spelled differently, where librdkafka has
 * no alias carrying the Java spelling (or the alias is the non-primary name). CONFIGURATION.md
 * (librdkafka 2.15.1) lists linger.ms as an alias of queue.buffering.max.ms, compression.type of
 * compression.codec, acks of request.required.acks, retries of message.send.max.retries,
 * delivery.timeout.ms of message.timeout.ms, max.partition.fetch.bytes of fetch.message.max.bytes,
 * bootstrap.servers of metadata.broker.list; fetch.wait.max.ms has no Java-spelled alias but is
 * the broker-side fetch wait that Java calls fetch.max.wait.ms.
 */
const JAVA_NAME: Record<string, string> = {
  'queue.buffering.max.ms': 'linger.ms',
  'compression.codec': 'compression.type',
  'request.required.acks': 'acks',
  'message.send.max.retries': 'retries',
  'message.timeout.ms': 'delivery.timeout.ms',
  'fetch.message.max.bytes': 'max.partition.fetch.bytes',
  'metadata.broker.list': 'bootstrap.servers',
  'max.in.flight': 'max.in.flight.requests.per.connection',
  'fetch.wait.max.ms': 'fetch.max.wait.ms',
};

const byName = new Map<string, RdkProperty>();
for (const p of RDK_CATALOG.properties) {
  // Global wins over topic for names in both tables (compression.codec): the global one is the
  // default every topic inherits.
  if (!byName.has(p.name) || p.level === 'global') byName.set(p.name, p);
}

export function rdkProperty(name: string): RdkProperty | undefined {
  return byName.get(name);
}

/** The primary librdkafka name of a property written under any of its names. */
export function rdkPrimary(name: string): string | undefined {
  const p = byName.get(name);
  if (!p) return undefined;
  return p.aliasOf ?? p.name;
}

/** Canonical (Java client) key for a librdkafka name; unknown names come back unchanged. */
export function rdkCanonicalKey(name: string): string {
  if (JAVA_NAME[name]) return JAVA_NAME[name];
  const primary = rdkPrimary(name);
  if (!primary) return name;
  return JAVA_NAME[primary] ?? primary;
}

/** The spelling a librdkafka user writes for a canonical key: the key itself when librdkafka accepts it. */
export function rdkNativeName(canonicalKey: string): string | undefined {
  if (byName.has(canonicalKey)) return canonicalKey;
  for (const [rdk, java] of Object.entries(JAVA_NAME)) if (java === canonicalKey) return rdk;
  return undefined;
}

/**
 * Defaults the catalog's release (the newest) has and older releases did not: before `since` the
 * default was `was`. librdkafka CHANGELOG.md, v1.5.2 "Upgrade considerations": retries "increased
 * from 2 to infinity", request.timeout.ms "increased from 5 to 30 seconds".
 */
const EARLIER_DEFAULTS: ReadonlyArray<{ key: string; since: string; was: string }> = [
  { key: 'retries', since: '1.5.2', was: '2' },
  { key: 'request.timeout.ms', since: '1.5.2', was: '5000' },
];

/**
 * librdkafka's own default for a canonical key (its primary property's "Default" column), as the
 * given librdkafka release has it when that is known.
 */
export function rdkDefault(canonicalKey: string, version?: string): string | undefined {
  const change = version === undefined ? undefined : EARLIER_DEFAULTS.find((c) => c.key === canonicalKey);
  if (change && version !== undefined) {
    // "1.5" spans 1.5.0 to 1.5.3, on both sides of 1.5.2: the default is not known (review).
    if (!/^\d+\.\d+\.\d+/.test(version) && change.since.startsWith(`${version}.`)) return undefined;
    if (compareVersions(version, change.since) < 0) return change.was;
  }
  const native = rdkNativeName(canonicalKey);
  if (!native) return undefined;
  const p = byName.get(rdkPrimary(native) ?? native);
  return p?.default ?? undefined;
}
