// Version-aware access to the generated catalogs. The JSON files are bundled by esbuild (static
// imports), so the server reads nothing from disk at run time.
import { ROLES, type Role } from '../model';
import type { Catalog, KeyInfo, RawCatalog } from './types';
// The bundler (scripts/build.mjs) turns each `require` of a catalog below into a module that runs
// only when first required, and the JSON into one JSON.parse string: a catalog is parsed the first
// time a file checked against it (or a version question) needs it, so start-up pays for none of
// the ~150 KB each. The service has no Node types; this names the bundler's (and tsx's) require.
declare const require: (id: string) => unknown;

/**
 * Oldest first, one per release line. Adding a version: `npm run catalog:generate -- X.Y.Z`, add it
 * to catalog-gen/lib.ts VERSIONS and here (a unit test checks both lists and each file's version).
 */
const LOADERS: ReadonlyArray<readonly [version: string, load: () => unknown]> = [
  ['2.8.2', () => require('../../../catalog/java/kafka-2.8.2.json')],
  ['3.0.2', () => require('../../../catalog/java/kafka-3.0.2.json')],
  ['3.1.2', () => require('../../../catalog/java/kafka-3.1.2.json')],
  ['3.2.3', () => require('../../../catalog/java/kafka-3.2.3.json')],
  ['3.3.2', () => require('../../../catalog/java/kafka-3.3.2.json')],
  ['3.4.1', () => require('../../../catalog/java/kafka-3.4.1.json')],
  ['3.5.2', () => require('../../../catalog/java/kafka-3.5.2.json')],
  ['3.6.2', () => require('../../../catalog/java/kafka-3.6.2.json')],
  ['3.7.2', () => require('../../../catalog/java/kafka-3.7.2.json')],
  ['3.8.1', () => require('../../../catalog/java/kafka-3.8.1.json')],
  ['3.9.1', () => require('../../../catalog/java/kafka-3.9.1.json')],
  ['4.0.2', () => require('../../../catalog/java/kafka-4.0.2.json')],
  ['4.1.2', () => require('../../../catalog/java/kafka-4.1.2.json')],
  ['4.2.2', () => require('../../../catalog/java/kafka-4.2.2.json')],
  ['4.3.2', () => require('../../../catalog/java/kafka-4.3.2.json')],
  ['4.4.0', () => require('../../../catalog/java/kafka-4.4.0.json')],
];

/** One generated version: its number (known without parsing) and its catalog, parsed on first use. */
interface Entry { readonly version: string; raw(): RawCatalog }

const RAW: readonly Entry[] = LOADERS.map(([version, load], i): Entry => {
  let parsed: RawCatalog | undefined;
  return {
    version,
    raw() {
      if (parsed) return parsed;
      // The bundle's module has the catalog as its default export; tsx's require gives the JSON itself.
      const m = load() as { default?: RawCatalog } & RawCatalog;
      const json = m.default ?? m;
      if (json.version !== version) throw new Error(`catalog for ${version} holds ${json.version}`);
      return (parsed = withBorrowedRoles(json, i));
    },
  };
});

/**
 * A version whose jars lack a role's ConfigDef (Maven Central has no connect-mirror 4.4.0, see the
 * JSON's notes) takes that role from the newest older version that has it: MirrorMaker 2's keys
 * change rarely, and an empty role would make every MirrorMaker 2 key look unknown. Only then is
 * an older catalog parsed for it.
 */
function withBorrowedRoles(raw: RawCatalog, i: number): RawCatalog {
  const missing = ROLES.filter((r) => !raw.roles[r]);
  if (missing.length === 0) return raw;
  const roles = { ...raw.roles };
  for (const role of missing) {
    const older = RAW.slice(0, i).reverse().find((e) => e.raw().roles[role]);
    if (older) roles[role] = older.raw().roles[role];
  }
  return { ...raw, roles };
}

const ROLE_ORDER: readonly Role[] = ROLES;

/** "4.1" / "3.9.0" / "7.6.0-ccs" / "4.1.0-SNAPSHOT" → [major, minor, patch]; undefined if no leading number. */
export function versionTuple(v: string): [number, number, number] | undefined {
  const m = /^\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(v);
  return m ? [Number(m[1]), Number(m[2] ?? 0), Number(m[3] ?? 0)] : undefined;
}

export function compareVersions(a: string, b: string): number {
  const x = versionTuple(a) ?? [0, 0, 0];
  const y = versionTuple(b) ?? [0, 0, 0];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

class JavaCatalog implements Catalog {
  readonly version: string;
  private readonly infos = new Map<Role, Map<string, KeyInfo>>();
  private readonly byKey = new Map<string, string[]>();
  /** Roles per key, built once: rolesOf() runs for every entry of every analysis. */
  private readonly roles = new Map<string, readonly Role[]>();
  private static readonly NONE: readonly Role[] = Object.freeze([]);

  constructor(private readonly raw: RawCatalog) {
    this.version = raw.version;
    const rolesOf = new Map<string, Role[]>();
    for (const role of ROLE_ORDER) {
      for (const name of Object.keys(raw.roles[role] ?? {})) {
        const list = rolesOf.get(name) ?? [];
        list.push(role);
        rolesOf.set(name, list);
      }
    }
    for (const role of ROLE_ORDER) {
      const map = new Map<string, KeyInfo>();
      for (const [name, k] of Object.entries(raw.roles[role] ?? {})) {
        map.set(name, {
          name, type: k.type, default: asWritten(k.type, k.default), hasDefault: !k.noDefault, importance: k.importance,
          ...(k.validator ? { validator: k.validator } : {}), ...(k.internal ? { internal: true } : {}), ...(k.parts ? { parts: k.parts } : {}),
          ...(k.deprecated ? { deprecated: k.deprecated } : {}), ...(k.replacement ? { replacement: k.replacement } : {}), ...(k.removal ? { removal: k.removal } : {}),
          roles: rolesOf.get(name) ?? [],
        });
      }
      this.infos.set(role, map);
    }
    for (const [name, list] of rolesOf) this.roles.set(name, Object.freeze(list));
    for (const [qualified, key] of Object.entries(raw.constants)) {
      const cls = qualified.slice(0, qualified.indexOf('.'));
      const id = `${cls}\u0000${key}`;
      this.byKey.set(id, [...(this.byKey.get(id) ?? []), qualified]);
    }
  }

  key(role: Role, name: string): KeyInfo | undefined {
    return this.infos.get(role)?.get(name);
  }

  keys(role: Role): KeyInfo[] {
    return [...(this.infos.get(role)?.values() ?? [])].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  rolesOf(name: string): Role[] {
    // Shared arrays (callers only read them); frozen so a caller that sorts or pushes fails loudly.
    return (this.roles.get(name) ?? JavaCatalog.NONE) as Role[];
  }

  constant(qualified: string): string | undefined {
    // Accept "org.apache.kafka.clients.producer.ProducerConfig.LINGER_MS_CONFIG" too: keep Class.FIELD.
    const parts = qualified.trim().split('.');
    return parts.length >= 2 ? this.raw.constants[parts.slice(-2).join('.')] : undefined;
  }

  fieldValue(qualified: string): string | undefined {
    const parts = qualified.trim().split('.');
    return parts.length >= 2 ? this.raw.values?.[parts.slice(-2).join('.')] : undefined;
  }

  private fieldSets?: Map<string, Set<string>>;

  hasField(className: string, field: string): boolean | undefined {
    if (!this.fieldSets) {
      // Built on first use only: most analyses never meet a constant that did not resolve.
      this.fieldSets = new Map(Object.entries(this.raw.fields ?? {}).map(([cls, names]) => [cls, new Set(names)]));
      for (const qualified of Object.keys(this.raw.constants)) {
        const dot = qualified.indexOf('.');
        this.fieldSets.get(qualified.slice(0, dot))?.add(qualified.slice(dot + 1));
      }
    }
    return this.fieldSets.get(className)?.has(field);
  }

  constantFor(className: string, key: string): string | undefined {
    const simple = className.slice(className.lastIndexOf('.') + 1);
    // Several fields can name one key (deprecated aliases): the shortest name is the usual spelling.
    const all = this.byKey.get(`${simple}\u0000${key}`);
    return all?.slice().sort((a, b) => a.length - b.length || (a < b ? -1 : 1))[0];
  }
}

const cache = new Map<string, JavaCatalog>();
function load(entry: Entry): JavaCatalog {
  let c = cache.get(entry.version);
  if (!c) cache.set(entry.version, (c = new JavaCatalog(entry.raw())));
  return c;
}

/**
 * The key a `Class.FIELD` constant names in the newest generated version that has it. Java sites
 * are read before their build's version is known: a constant a 3.9 build still has
 * (ProducerConfig.AUTO_INCLUDE_JMX_REPORTER_CONFIG, gone in 4.0) must name its key, not stay a
 * name that looks misspelt. Parses older catalogs only for a constant the newest lacks.
 */
export function constantInAnyVersion(qualified: string): string | undefined {
  const parts = qualified.trim().split('.');
  if (parts.length < 2) return undefined;
  const name = parts.slice(-2).join('.');
  for (let i = RAW.length - 1; i >= 0; i--) {
    const key = RAW[i].raw().constants[name];
    if (key !== undefined) return key;
  }
  return undefined;
}

/**
 * The value of a `Class.FIELD` constant that is not a key (ConsumerConfig.DEFAULT_FETCH_MAX_BYTES) in
 * the newest generated version that has it, for the same reason as constantInAnyVersion.
 */
export function fieldValueInAnyVersion(qualified: string): string | undefined {
  const parts = qualified.trim().split('.');
  if (parts.length < 2) return undefined;
  const name = parts.slice(-2).join('.');
  for (let i = RAW.length - 1; i >= 0; i--) {
    const value = RAW[i].raw().values?.[name];
    if (value !== undefined) return value;
  }
  return undefined;
}

/** Generated versions, oldest first. */
export function catalogVersions(): string[] {
  return RAW.map((r) => r.version);
}

/**
 * The catalog of the newest generated version ≤ `version` (so 4.2.1 → 4.1.2); the newest when
 * `version` is undefined, unparseable or newer than all; the oldest when it predates them all.
 */
export function catalogFor(version?: string): Catalog {
  if (version === undefined || !versionTuple(version)) return load(RAW[RAW.length - 1]);
  // Patch releases do not change ConfigDefs' defaults, so "4.0" or "4.0.0" means the 4.0.x catalog
  // we generated (4.0.2): KIP-1030's linger.ms=5 landed in 4.0.0, not in the 3.9 catalog below it.
  const [major, minor] = versionTuple(version)!;
  const sameLine = RAW.filter((r) => {
    const t = versionTuple(r.version)!;
    return t[0] === major && t[1] === minor;
  });
  if (sameLine.length > 0) return load(sameLine[sameLine.length - 1]);
  let pick = RAW[0];
  for (const r of RAW) if (compareVersions(r.version, version) <= 0) pick = r;
  return load(pick);
}

/** The two shipped catalogs around a version whose own release line has none. */
export interface Bracket { below: string; above: string }

/**
 * For a `version` whose release line has no catalog of its own but lies between two shipped ones,
 * those two: it is checked against `below`, and a key or value that changed between `below` and
 * `above` may or may not have changed by `version` (3.4 added keys a 3.6 build reads, which a 3.3
 * catalog lacks). Undefined when the line is shipped, or the version is older or newer than all.
 */
export function bracketOf(version: string | undefined, versions: readonly string[] = catalogVersions()): Bracket | undefined {
  const t = version === undefined ? undefined : versionTuple(version);
  if (!t) return undefined;
  const lineOf = (v: string) => versionTuple(v)!.slice(0, 2).join('.');
  if (versions.some((v) => lineOf(v) === `${t[0]}.${t[1]}`)) return undefined;
  const below = versions.filter((v) => compareVersions(v, version!) < 0).at(-1);
  const above = versions.find((v) => compareVersions(v, version!) > 0);
  return below && above ? { below, above } : undefined;
}

/** The key's default in every generated version that defines it, oldest first. */
export function defaultHistory(role: Role, name: string): Array<{ version: string; default: string | null }> {
  const out: Array<{ version: string; default: string | null }> = [];
  for (const e of RAW) {
    const r = e.raw();
    const k = r.roles[role]?.[name];
    if (k) out.push({ version: r.version, default: asWritten(k.type, k.default) });
  }
  return out;
}

export interface KeyPresence { version: string; roles: readonly Role[] }

let presence: Map<string, KeyPresence[]> | undefined;

/**
 * The generated versions that define `name`, oldest first, with its roles in each. Built once over
 * every catalog: a key the checked version does not know may be a removed one (zookeeper.connect
 * after 3.9) or a newer one, and "unknown" would then be untrue.
 */
export function keyPresence(name: string): readonly KeyPresence[] {
  if (!presence) {
    presence = new Map();
    for (const e of RAW) {
      const raw = e.raw();
      const roles = new Map<string, Role[]>();
      for (const role of ROLE_ORDER) for (const key of Object.keys(raw.roles[role] ?? {})) roles.set(key, [...(roles.get(key) ?? []), role]);
      for (const [key, rs] of roles) presence.set(key, [...(presence.get(key) ?? []), { version: raw.version, roles: rs }]);
    }
  }
  return presence.get(name) ?? [];
}

/** True when any generated version of Kafka defines the key for any role. */
export function knownInAnyVersion(name: string): boolean {
  return keyPresence(name).length > 0;
}

/**
 * A default as a user writes it. ConfigDef.convertToString prints a list of classes with
 * Class.toString ("class org.apache.kafka.clients.consumer.RangeAssignor,class …"), which the
 * client cannot load back (Class.forName("class org…") fails): the catalog keeps Kafka's text, the
 * product shows and writes the class names.
 */
function asWritten(type: string, value: string | null): string | null {
  return value !== null && (type === 'LIST' || type === 'CLASS') ? value.replace(/(^|,)\s*(?:class|interface) (?=[\w$.]+)/g, '$1') : value;
}
