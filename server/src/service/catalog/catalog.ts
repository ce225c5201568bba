// Version-aware access to the generated catalogs. The JSON files are bundled by esbuild (static
// imports), so the server reads nothing from disk at run time.
import { ROLES, type Role } from '../model';
import type { Catalog, KeyInfo, RawCatalog } from './types';
import kafka282 from '../../../catalog/java/kafka-2.8.2.json';
import kafka302 from '../../../catalog/java/kafka-3.0.2.json';
import kafka332 from '../../../catalog/java/kafka-3.3.2.json';
import kafka372 from '../../../catalog/java/kafka-3.7.2.json';
import kafka391 from '../../../catalog/java/kafka-3.9.1.json';
import kafka402 from '../../../catalog/java/kafka-4.0.2.json';
import kafka412 from '../../../catalog/java/kafka-4.1.2.json';
import kafka440 from '../../../catalog/java/kafka-4.4.0.json';

// Oldest first. Adding a version: `npm run catalog:generate -- X.Y.Z`, add it to catalog-gen/lib.ts
// VERSIONS and here. Each JSON is widened to RawCatalog once, so tsc does not carry its literal type.
const RAW: RawCatalog[] = withBorrowedRoles([kafka282, kafka302, kafka332, kafka372, kafka391, kafka402, kafka412, kafka440] as unknown as RawCatalog[]);

/**
 * A version whose jars lack a role's ConfigDef (Maven Central has no connect-mirror 4.4.0, see the
 * JSON's notes) takes that role from the newest older version that has it: MirrorMaker 2's keys
 * change rarely, and an empty role would make every MirrorMaker 2 key look unknown.
 */
function withBorrowedRoles(raws: RawCatalog[]): RawCatalog[] {
  return raws.map((raw, i) => {
    const missing = ROLES.filter((r) => !raw.roles[r]);
    if (missing.length === 0) return raw;
    const roles = { ...raw.roles };
    for (const role of missing) {
      const older = raws.slice(0, i).reverse().find((r) => r.roles[role]);
      if (older) roles[role] = older.roles[role];
    }
    return { ...raw, roles };
  });
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

  constantFor(className: string, key: string): string | undefined {
    const simple = className.slice(className.lastIndexOf('.') + 1);
    // Several fields can name one key (deprecated aliases): the shortest name is the usual spelling.
    const all = this.byKey.get(`${simple}\u0000${key}`);
    return all?.slice().sort((a, b) => a.length - b.length || (a < b ? -1 : 1))[0];
  }
}

const cache = new Map<string, JavaCatalog>();
function load(raw: RawCatalog): JavaCatalog {
  let c = cache.get(raw.version);
  if (!c) cache.set(raw.version, (c = new JavaCatalog(raw)));
  return c;
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

/** The key's default in every generated version that defines it, oldest first. */
export function defaultHistory(role: Role, name: string): Array<{ version: string; default: string | null }> {
  const out: Array<{ version: string; default: string | null }> = [];
  for (const r of RAW) {
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
    for (const raw of RAW) {
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
