// The lifecycle of a key or value after the site's own version, read from the generated catalogs
// (server/catalog/java/, one per release line from the jars): the first generated version after
// `version` that no longer defines the key for the role, or no longer accepts the value. The
// catalogs are sparse, so a change is named by the first catalog that shows it ("Kafka 4.0") when
// the catalog before it is the previous release line, else as "after Kafka 3.0 (by 3.3)".
import { catalogFor, catalogVersions, parseValue, type ParseResult } from '../catalog';
import { bracketOf, compareVersions, versionTuple } from '../catalog/catalog';
import type { Role } from '../model';

const line = (v: string) => versionTuple(v)!.slice(0, 2).join('.');

/** True when `b` is the release line right after `a` (3.9 → 4.0, 4.0 → 4.1). */
function consecutive(a: string, b: string): boolean {
  const [x, y] = [versionTuple(a)!, versionTuple(b)!];
  return (y[0] === x[0] && y[1] === x[1] + 1) || (y[0] === x[0] + 1 && y[1] === 0 && ((x[0] === 3 && x[1] === 9) || (x[0] === 2 && x[1] === 8)));
}

export interface LaterChange {
  /** "Kafka 4.0", or "a release after Kafka 3.0 (Kafka 3.3 has it)". */
  when: string;
  /** The first generated version that shows the change. */
  version: string;
  /** For a value: Kafka's own message in that version. */
  refusal?: Extract<ParseResult, { ok: false }>;
  /**
   * Set when `version`'s release line has no catalog and the change shows between the two catalogs
   * around it (3.3.2 → 3.7.2 for a 3.6 build): `version` may already have it, so a rule may not
   * say that `version` still reads the key or accepts the value.
   */
  bracket?: { below: string; above: string };
}

function phrase(prev: string, first: string): string {
  return consecutive(prev, first) ? `Kafka ${line(first)}` : `a release after Kafka ${line(prev)} (at the latest ${line(first)})`;
}

/** Generated catalogs after the one `version` is checked against, oldest first, with the one before each. */
function later(version: string, all: readonly string[]): Array<{ prev: string; next: string; bracket?: { below: string; above: string } }> {
  // The catalog `version` is checked against, as catalogFor picks it (its own line, else the newest below).
  const own = !versionTuple(version) ? all[all.length - 1] : all.find((v) => line(v) === line(version)) ?? all.filter((v) => compareVersions(v, version) <= 0).at(-1) ?? all[0];
  const around = bracketOf(version, all);
  const out: Array<{ prev: string; next: string; bracket?: { below: string; above: string } }> = [];
  for (let i = all.indexOf(own) + 1; i < all.length; i++) {
    const pair = { prev: all[i - 1], next: all[i] };
    out.push(around && around.below === pair.prev && around.above === pair.next ? { ...pair, bracket: around } : pair);
  }
  return out;
}

/** Where a key `version` defines for `role` stops being defined, if a newer catalog shows it. */
export function keyRemovedLater(role: Role, key: string, version: string, all: readonly string[] = catalogVersions()): LaterChange | undefined {
  for (const { prev, next, bracket } of later(version, all)) {
    const c = catalogFor(next);
    // A catalog without the role (borrowed or missing) says nothing about its keys.
    if (c.keys(role).length === 0) continue;
    if (!c.key(role, key)) return { when: phrase(prev, next), version: next, ...(bracket ? { bracket } : {}) };
  }
  return undefined;
}

/** Where a value `version` accepts for `role`'s key starts being refused, if a newer catalog shows it. */
export function valueRefusedLater(role: Role, key: string, value: string, version: string, all: readonly string[] = catalogVersions()): LaterChange | undefined {
  for (const { prev, next, bracket } of later(version, all)) {
    const info = catalogFor(next).key(role, key);
    if (!info) return undefined;
    const r = parseValue(info, value);
    if (!r.ok) return { when: phrase(prev, next), version: next, refusal: r, ...(bracket ? { bracket } : {}) };
  }
  return undefined;
}

export interface Deprecation {
  /** "Kafka 3.7", "a release after Kafka 3.3 (at the latest 3.7)", or "Kafka 2.8 or earlier" (the oldest catalog). */
  since: string;
  /** The key the ConfigDef documentation names as its replacement, when the role defines it. */
  replacement?: string;
  /** The release the documentation says removes the key ("5.0"). */
  removal?: string;
}

/**
 * Whether `version`'s catalog marks `role`'s key deprecated (its ConfigDef doc or @Deprecated
 * constants, see catalog-gen Deprecations.java), and since which generated catalog: the start of
 * the run of catalogs, ending at the site's own, that all mark it. A key deprecated, revived and
 * deprecated again (remote.log.manager.thread.pool.size changed meaning in 4.0) counts from the
 * latest run.
 */
export function keyDeprecation(role: Role, key: string, version: string): Deprecation | undefined {
  const all = catalogVersions();
  const own = catalogFor(version).version;
  const info = catalogFor(own).key(role, key);
  if (!info?.deprecated) return undefined;
  let i = all.indexOf(own);
  while (i > 0 && catalogFor(all[i - 1]).key(role, key)?.deprecated) i--;
  const since = i === 0 ? `Kafka ${line(all[0])} or earlier` : phrase(all[i - 1], all[i]);
  return { since, ...(info.replacement ? { replacement: info.replacement } : {}), ...(info.removal ? { removal: info.removal } : {}) };
}
