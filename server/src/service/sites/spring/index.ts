// Spring Boot application*.properties / application*.yml → one config site per Kafka client role
// configured under spring.kafka.*. Entries are in Spring's precedence order, lowest first
// (KafkaProperties.buildCommonProperties, then Producer/Consumer/Admin.buildProperties with
// `properties` last; docs/sources.md#spring-boot), so the last entry for a key is the value Kafka gets.
import { baseName } from '../../../../../common/src/model';
import type { Range } from 'vscode-languageserver-types';
import { catalogFor, type Catalog } from '../../catalog';
import { directiveStart } from '../../directive';
import type { ConfigEntry, RawDirective, SiteDraft, SourceDocument } from '../../model';
import { documentAt, flattenProperties, flattenYaml, isYamlName, type FlatDoc, type FlatEntry } from './flat';
import { activationOf, type Activation } from './profiles';
import { repeatedDocuments } from './repeats';
import { canonicalSpringName, closestKey, convertValue, COMMON_KEYS, GROUP_FIELDS, groupField, isSpringOnly, LISTENER_KEYS, ROLE_KEYS, type SpringRole } from './keys';
import { closest } from '../../util/similar';

import type { SpringExtras, SpringUnknown } from './extras';

export type { SpringExtras, SpringUnknown } from './extras';

const ROLES: SpringRole[] = ['producer', 'consumer', 'admin', 'streams'];

/** Splits a Spring name on dots outside brackets; "[a.b]" is one segment. */
export function springSegments(name: string): Array<{ text: string; bracket: boolean }> {
  const out: Array<{ text: string; bracket: boolean }> = [];
  let cur = '';
  for (let i = 0; i < name.length; i++) {
    const c = name[i];
    if (c === '[') {
      if (cur) out.push({ text: cur, bracket: false });
      const close = name.indexOf(']', i);
      const end = close < 0 ? name.length : close;
      out.push({ text: name.slice(i + 1, end), bracket: true });
      cur = '';
      i = end;
    } else if (c === '.') {
      if (cur) out.push({ text: cur, bracket: false });
      cur = '';
    } else cur += c;
  }
  if (cur) out.push({ text: cur, bracket: false });
  return out;
}

interface Classified { tier: number; role?: SpringRole; entry: ConfigEntry; offset: number; document: number }
type Unknown = SpringUnknown & { role?: SpringRole; document: number };
type Invalid = SpringExtras['invalid'][number] & { role?: SpringRole; document: number };

export function springSites(doc: SourceDocument, catalog: Catalog = catalogFor()): SiteDraft[] {
  const yaml = isYamlName(doc.fileName);
  if (!doc.text.includes('kafka')) return [];
  let flat: FlatDoc;
  try {
    flat = yaml ? flattenYaml(doc.text) : flattenProperties(doc.text);
  } catch {
    return [];
  }
  const items: Classified[] = [];
  const unknown: Unknown[] = [];
  const invalid: Invalid[] = [];
  const txPrefixes: TxPrefix[] = [];
  const ackModes: TxPrefix[] = [];
  /** The Boot properties the file writes ("spring.kafka.consumer.value-deserializer"), canonical. */
  const bound = new Set<string>();
  for (const e of flat.entries) {
    const segs = springSegments(e.name);
    if (segs.length < 3 || canonicalSpringName(segs[0].text) !== 'spring' || canonicalSpringName(segs[1].text) !== 'kafka') continue;
    const head = canonicalSpringName(segs[2].text);
    const role = (ROLES as string[]).includes(head) ? head as SpringRole : undefined;
    const restSegs = segs.slice(role ? 3 : 2);
    const prefix = `spring.kafka.${role ? `${role}.` : ''}`;
    const document = e.document;
    if (restSegs.length > 1 && canonicalSpringName(restSegs[0].text) === 'properties') {
      const key = restSegs.slice(1).map((s) => s.text).join('.');
      items.push({ tier: role ? 3 : 1, role, offset: e.offset, document, entry: toEntry(e, key, e.value?.trim(), `${prefix}properties`) });
      continue;
    }
    const rest = restSegs.map((s) => canonicalSpringName(s.text)).join('.');
    const def = role ? ROLE_KEYS[role][rest] : COMMON_KEYS[rest];
    if (def) {
      const conv = e.value === undefined ? {} : convertValue(def.kind, e.value);
      if (conv.unbound) continue;
      if (conv.problem) invalid.push({ key: e.name, range: e.valueRange, message: conv.problem, role, document });
      const entry = toEntry(e, def.kafka, conv.value, prefix);
      entry.nativeName = e.name;
      bound.add(`${prefix}${rest}`);
      items.push({ tier: role ? 2 : 0, role, offset: e.offset, document, entry });
    } else if (role === 'producer' && rest === 'transaction-id-prefix' && e.value !== undefined) {
      txPrefixes.push({ value: e.value.trim(), range: e.valueRange, offset: e.offset, document });
    } else if (!role && rest === 'listener.ack-mode' && e.value !== undefined) {
      ackModes.push({ value: e.value.trim(), range: e.valueRange, offset: e.offset, document });
    } else if (!isSpringOnly(role ?? 'common', rest)) {
      unknown.push({ key: e.name, range: e.keyRange, ...suggest(catalog, role, rest, e.value), value: e.value, valueRange: e.valueRange, pairRange: e.range, role, document });
    }
  }
  // producer.value-deserializer where the file already writes consumer.value-deserializer: not the
  // consumer's key misplaced (moving it would write that key twice) but the producer's own
  // value-serializer misnamed (check 33).
  for (const u of unknown) {
    const own = u.suggestionKind === 'boot-key' && u.suggestion && bound.has(u.suggestion) ? /^spring\.kafka\.(producer|consumer)\.(key|value)-(de)?serializer$/.exec(u.suggestion) : null;
    if (own && u.role && u.role !== own[1]) u.suggestion = `spring.kafka.${u.role}.${own[2]}-${u.role === 'consumer' ? 'de' : ''}serializer`;
  }
  if (items.length === 0 && unknown.length === 0 && invalid.length === 0 && txPrefixes.length === 0 && ackModes.length === 0) return [];
  const directives = flat.comments.flatMap((c) => {
    const at = directiveStart(c.text);
    if (at < 0) return [];
    const body = c.text.slice(at);
    const lead = body.length - body.trimStart().length;
    return [{ text: body.trim(), offset: c.offset + at + lead, range: c.range }];
  });
  const scopes = kafkaScopes(flat);
  const ctx: GroupInput = { doc, yaml, flat, items, unknown, invalid, directives, scopes, txPrefixes, ackModes };
  return documentGroups(flat).flatMap((g) => groupSites(ctx, g));
}

interface GroupInput {
  doc: SourceDocument;
  yaml: boolean;
  flat: FlatDoc;
  items: Classified[];
  unknown: Unknown[];
  invalid: Invalid[];
  directives: RawDirective[];
  scopes: Scope[];
  txPrefixes: TxPrefix[];
  ackModes: TxPrefix[];
}

/** A value written once per document: spring.kafka.producer.transaction-id-prefix, spring.kafka.listener.ack-mode. */
interface TxPrefix { value: string; range: Range; offset: number; document: number }

/** Documents that are read together: the unconditional ones, then one group per distinct activation. */
interface DocumentGroup { own: Set<number>; members: Set<number>; activation?: Activation }

function documentGroups(flat: FlatDoc): DocumentGroup[] {
  const activations = flat.documents.map((_, i) => activationOf(flat.entries.filter((e) => e.document === i)));
  const base = new Set(activations.flatMap((a, i) => (a ? [] : [i])));
  const groups: DocumentGroup[] = [{ own: base, members: base }];
  const byKey = new Map<string, DocumentGroup>();
  activations.forEach((a, i) => {
    if (!a) return;
    let g = byKey.get(a.key);
    if (!g) {
      g = { own: new Set(), members: new Set(base), activation: a };
      byKey.set(a.key, g);
      groups.push(g);
    }
    g.own.add(i);
    g.members.add(i);
  });
  return groups;
}

function groupSites(input: GroupInput, group: DocumentGroup): SiteDraft[] {
  const { doc, yaml, flat } = input;
  const profile = group.activation;
  const items = input.items.filter((x) => group.members.has(x.document));
  const ownItems = items.filter((x) => group.own.has(x.document));
  // What is wrong with a key in an unconditional document is said by the unconditional site.
  const unknown = input.unknown.filter((u) => group.own.has(u.document));
  const invalid = input.invalid.filter((v) => group.own.has(v.document));
  // Spring reads the documents in order: the last prefix written in this group's own documents wins.
  const txPrefix = input.txPrefixes.filter((t) => group.own.has(t.document)).sort((a, b) => a.offset - b.offset).at(-1);
  // The listener container's ack mode: the last one the group's documents write (a profile's own, or the base's it inherits).
  const ackMode = input.ackModes.filter((t) => group.members.has(t.document)).sort((a, b) => a.offset - b.offset).at(-1);
  if (ownItems.length === 0 && unknown.length === 0 && invalid.length === 0 && !txPrefix && !(ackMode && group.own.has(ackMode.document))) return [];
  // A profile document's site is about the clients it changes: the roles it writes keys for, or
  // every client when it changes shared keys (spring.kafka.bootstrap-servers).
  const touched = profile ? [...ownItems, ...unknown, ...invalid] : [...items, ...unknown, ...invalid];
  const present = new Set(touched.flatMap((x) => (x.role ? [x.role] : [])));
  if (profile && touched.some((x) => !x.role)) items.forEach((x) => x.role && present.add(x.role));
  // The prefix makes Boot build a transactional producer factory: there is a producer to check.
  if (txPrefix) present.add('producer');
  const roles: Array<SpringRole | undefined> = present.size ? ROLES.filter((r) => present.has(r)) : [undefined];
  const scopes = input.scopes.filter((s) => group.members.has(s.document));
  const undone = profile ? (flat.undoneSeparators ?? []).filter((u) => group.own.has(documentAt(flat.documents, flat.lines.offset(u.range.start)))) : [];
  const lastOwn = [...ownItems].sort((a, b) => a.offset - b.offset).at(-1)?.document ?? [...group.own][0] ?? 0;
  const repeats = repeatedDocuments(flat, group.own, ownItems);
  const duplicates = (flat.duplicateKeys ?? []).filter((d) => group.own.has(d.document));
  return roles.map((role, i) => {
    const mine = items.filter((x) => x.role === undefined || x.role === role).sort((a, b) => a.tier - b.tier || a.offset - b.offset);
    const spring: SpringExtras = {
      // Keys at the shared level are reported once, on the first site.
      unknown: unknown.filter((u) => u.role === role || (u.role === undefined && i === 0)).map(({ role: _r, document: _d, ...u }) => u),
      invalid: invalid.filter((v) => v.role === role || (v.role === undefined && i === 0)).map(({ role: _r, document: _d, ...v }) => v),
      ...(profile ? { profile } : {}),
      ...(undone.length ? { undoneSeparators: undone } : {}),
      ...(repeats.length ? { repeats } : {}),
      ...(i === 0 && duplicates.length ? { duplicateYamlKeys: duplicates } : {}),
      ...(flat.documents.length > 1 ? { section: { ...flat.documents[lastOwn] } } : {}),
      // The container's ack mode goes with the consumer it drives (or the one site of a file without roles).
      ...(ackMode && (role === 'consumer' || (!present.has('consumer') && i === 0)) ? { listenerAckMode: { value: ackMode.value, range: ackMode.range } } : {}),
      ...(txPrefix && role === 'producer' ? { transactionIdPrefix: {
        value: txPrefix.value, range: txPrefix.range,
        ...(input.txPrefixes.some((t) => t !== txPrefix && /\$\{/.test(t.value)) ? { perInstanceElsewhere: true } : {}),
      } } : {}),
    };
    // A role's site starts at its own block (`producer:`), not at the shared keys every role reads:
    // otherwise all roles start on the same line and their lenses pile up there. A profile's site
    // starts in its own document.
    const own = role
      ? [...ownItems.filter((x) => x.role === role).map((x) => x.entry.range), ...unknown.filter((u) => u.role === role).map((u) => u.range), ...invalid.filter((v) => v.role === role).map((v) => v.range),
        ...(role === 'producer' && txPrefix ? [txPrefix.range] : [])]
      : [];
    const ownAny = profile ? [...ownItems.map((x) => x.entry.range), ...unknown.map((u) => u.range), ...invalid.map((v) => v.range)] : mine.map((m) => m.entry.range);
    const blockStart = role ? scopes.find((s) => s.role === role && group.own.has(s.document))?.offset : undefined;
    const entries = mine.map((m) => (profile && !group.own.has(m.document) ? { ...m.entry, inherited: true } : m.entry));
    const imported = importsOf(flat, group);
    return {
      syntax: yaml ? 'spring-yaml' : 'spring-properties',
      identity: `spring:${role ?? 'common'}${profile ? `@${profile.key}` : ''}`,
      directives: input.directives.filter((d) => group.members.has(documentAt(flat.documents, d.offset)) && appliesTo(scopes, d.offset, role)),
      role,
      ...(role ? { roleOrigin: 'Spring prefix' } : {}),
      client: { client: 'java' },
      entries,
      range: own.length ? spanOf(flat, own, blockStart) : spanOf(flat, ownAny),
      workload: {},
      label: `${baseName(doc.fileName)} spring.kafka${role ? `.${role}` : ''}${profile ? ` (${profile.label})` : ''}`,
      ...(imported ? { overrides: `the settings of ${imported}, which spring.config.import adds` } : {}),
      spring,
    } satisfies SiteDraft;
  });
}

/**
 * What `spring.config.import` brings into these documents (another file, a config server, Vault…),
 * as written: Boot reads those properties too, and with a higher precedence than this file's, so a
 * key this file does not write may well be set there.
 */
function importsOf(flat: FlatDoc, group: DocumentGroup): string | undefined {
  const written = flat.entries.filter((e) => group.members.has(e.document) && /^spring\.config\.import(?:\[\d+\])?$/.test(e.name.replace(/\.\[(\d+)\]$/, '[$1]')) && e.value?.trim());
  return written.length > 0 ? written.map((e) => e.value!.trim()).join(', ') : undefined;
}

function toEntry(e: FlatEntry, key: string, value: string | undefined, prefix: string): ConfigEntry {
  // Common keys (spring.kafka.bootstrap-servers, spring.kafka.properties.*) feed every client Spring
  // builds; the prefix is compared without its final dot, so 'spring.kafka' itself must match.
  const shared = /^spring\.kafka(\.properties)?$/.test(prefix.replace(/\.$/, ''));
  return { key, rawKey: e.name, value, keyRange: e.keyRange, valueRange: e.valueRange, range: e.range, prefix, ...(shared ? { shared } : {}) };
}

function spanOf(flat: FlatDoc, ranges: Range[], from?: number): Range {
  if (ranges.length === 0) return flat.lines.range(0, 0);
  const offs = ranges.map((r) => flat.lines.offset(r.start));
  const ends = ranges.map((r) => flat.lines.offset(r.end));
  return flat.lines.range(Math.min(...offs, from ?? Infinity), Math.max(...ends));
}

/**
 * The Kafka part of every key, blocks included, in document order: `spring:`, `kafka:` and the
 * shared keys under it belong to every role (role undefined); `producer:` and what is under it to
 * the producer. Keys outside spring.kafka (server.port, spring.application.name) are left out.
 */
interface Scope { offset: number; role?: SpringRole; document: number }

function kafkaScopes(flat: FlatDoc): Scope[] {
  const out: Scope[] = [];
  for (const k of flat.keys) {
    const segs = springSegments(k.name).map((s) => canonicalSpringName(s.text));
    if (segs[0] !== 'spring' || (segs.length > 1 && segs[1] !== 'kafka')) continue;
    const role = segs.length > 2 && (ROLES as string[]).includes(segs[2]) ? segs[2] as SpringRole : undefined;
    out.push({ offset: k.offset, role, document: k.document });
  }
  return out;
}

/**
 * A directive applies to the block it precedes: the next Kafka key after it decides. Above
 * `producer:` it is the producer's alone; above `spring:`, `kafka:` or a shared key such as
 * `bootstrap-servers:` it reaches every client block below, `producer:` and `consumer:` alike.
 * (The nearest directive wins where several apply, sites/build.ts.)
 */
function appliesTo(scopes: Scope[], directiveOffset: number, role: SpringRole | undefined): boolean {
  const next = scopes.find((s) => s.offset > directiveOffset);
  return !next || next.role === undefined || next.role === role;
}

/** "linger-ms" → "spring.kafka.producer.properties[linger.ms]" when Kafka knows linger.ms; else a near Spring key. */
function suggest(catalog: Catalog, role: SpringRole | undefined, rest: string, value: string | undefined): Pick<SpringUnknown, 'suggestion' | 'suggestionKind'> {
  // A deserializer under producer (or a serializer under consumer) is the other client's key, not
  // a misspelling of this one's (key-deserializer is one edit from key-serializer) — unless the
  // class says otherwise: consumer.key-serializer set to a StringDeserializer is this consumer's
  // key-deserializer misnamed, not a producer setting.
  const serde = /^(key|value)-(de)?serializer$/.exec(rest);
  const valueIsDeserializer = value !== undefined && /Deserializer\s*$/.test(value.trim());
  const valueIsSerializer = value !== undefined && /(?<!De)Serializer\s*$/.test(value.trim());
  if (serde && role === 'consumer' && !serde[2] && valueIsDeserializer) return { suggestion: `spring.kafka.consumer.${serde[1]}-deserializer`, suggestionKind: 'boot-key' };
  if (serde && role === 'producer' && serde[2] && valueIsSerializer) return { suggestion: `spring.kafka.producer.${serde[1]}-serializer`, suggestionKind: 'boot-key' };
  const other = role === 'producer' && /^(key|value)-deserializer$/.test(rest) ? 'consumer' : role === 'consumer' && /^(key|value)-serializer$/.test(rest) ? 'producer' : undefined;
  if (other) return { suggestion: `spring.kafka.${other}.${rest}`, suggestionKind: 'boot-key' };
  if (!role && rest.startsWith('listener.')) {
    const sub = rest.slice('listener.'.length);
    // A client block nested under listener: by mistake (listener.consumer.group-id): Boot's own key one level up.
    const nested = /^(producer|consumer|admin|streams)\.(.+)$/.exec(sub);
    if (nested && ROLE_KEYS[nested[1] as SpringRole][nested[2]]) return { suggestion: `spring.kafka.${nested[1]}.${nested[2]}`, suggestionKind: 'boot-key' };
    const near = closest(sub, LISTENER_KEYS, 1)[0];
    return near ? { suggestion: `spring.kafka.listener.${near}`, suggestionKind: 'boot-key' } : {};
  }
  const grouped = groupField(role ?? 'common', rest);
  if (grouped) {
    const near = closest(grouped.field, GROUP_FIELDS[grouped.group].fields, 1)[0];
    return near ? { suggestion: `spring.kafka.${role ? `${role}.` : ''}${grouped.group}${near}`, suggestionKind: 'boot-key' } : {};
  }
  const near = closestKey(role ?? 'common', rest);
  const scope = `spring.kafka.${role ? `${role}.` : ''}`;
  const dotted = rest.replace(/-/g, '.');
  // Under spring.kafka itself, a key of the clients every application builds (producer, consumer,
  // admin): a Streams-only or broker key there (replication.factor) is no client's setting with a
  // default it keeps, and properties[…] would not make it one (check 55).
  const known = role ? catalog.key(role, dotted) : catalog.rolesOf(dotted).some((r) => r === 'producer' || r === 'consumer' || r === 'admin');
  if (known) return { suggestion: `${scope}properties[${dotted}]`, suggestionKind: 'kafka-key' };
  return near ? { suggestion: `${scope}${near}`, suggestionKind: 'boot-key' } : {};
}
