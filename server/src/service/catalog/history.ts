// Where a key the checked version does not define exists in another version: "removed in 4.0"
// or "needs 3.7 or newer" is what a user can act on, "unknown" is untrue. A change is pinned to one
// release only when the two catalogs around it are consecutive release lines; otherwise (a line
// without a catalog) the message names the two versions between which it happened, and a build of
// such a line is told only what the catalogs show (bracketOf).
import { bracketOf, catalogVersions, compareVersions, keyPresence, versionTuple } from './catalog';
import type { Role } from '../model';

export interface VersionNote {
  /** 'between': added after the catalog the build is checked with and by the next one, so whether the build's own version has it is not known. */
  kind: 'removed' | 'added' | 'between';
  /** "was removed in Kafka 4.0" / "was removed after Kafka 3.0 (it is not in 3.3)" / "needs Kafka 4.1 or newer" / "was added after Kafka 3.3 (it is in 3.7)". */
  text: string;
  /** 'added': the first catalog that has the key ("3.9.1"). */
  since?: string;
}

const line = (v: string) => versionTuple(v)!.slice(0, 2).join('.');

/** True when `b` is the release line right after `a` (3.9 → 4.0, 4.0 → 4.1). */
function consecutive(a: string, b: string): boolean {
  const [x, y] = [versionTuple(a)!, versionTuple(b)!];
  return (y[0] === x[0] && y[1] === x[1] + 1) || (y[0] === x[0] + 1 && y[1] === 0 && (x[0] !== 3 || x[1] === 9) && (x[0] !== 2 || x[1] === 8));
}

/**
 * The version story of `key` for `role` (any role when undefined) relative to `checked` (the
 * catalog's version), or undefined when no generated version defines it. `own` is the build's
 * version: when its release line has no catalog and the key first shows in the catalog right
 * above it, the catalogs cannot tell whether `own` reads the key, and the note says only that.
 */
export function versionNote(key: string, role: Role | undefined, checked: string, own?: string, all: readonly string[] = catalogVersions()): VersionNote | undefined {
  // `all` is the shipped list; a test passes a sparser one to see how gaps between catalogs are told.
  const present = keyPresence(key).filter((p) => (!role || p.roles.includes(role)) && all.includes(p.version)).map((p) => p.version);
  if (present.length === 0) return undefined;
  const older = present.filter((v) => compareVersions(v, checked) < 0);
  const newer = present.filter((v) => compareVersions(v, checked) > 0);
  if (older.length > 0 && (newer.length === 0 || compareVersions(checked, older[older.length - 1]) >= 0)) {
    const last = older[older.length - 1];
    const next = all[all.indexOf(last) + 1];
    return { kind: 'removed', text: consecutive(last, next) ? `was removed in Kafka ${line(next)}` : `was removed after Kafka ${line(last)} (it is not in ${line(next)})` };
  }
  if (newer.length > 0) {
    const first = newer[0];
    const bracket = bracketOf(own, all);
    if (bracket && bracket.above === first) {
      return { kind: 'between', text: `was added after Kafka ${line(bracket.below)} and by ${line(bracket.above)}; whether Kafka ${own} reads it cannot be told from the catalogs shipped` };
    }
    const prev = all[all.indexOf(first) - 1];
    return { kind: 'added', since: first, text: prev && !consecutive(prev, first) ? `was added after Kafka ${line(prev)} (it is in ${line(first)})` : `needs Kafka ${line(first)} or newer` };
  }
  return undefined;
}
