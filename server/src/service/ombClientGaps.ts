// Which config keys the kafka-clients of OpenMessaging Benchmark's Kafka driver (3.6.1, see
// bench/src/omb/schema.ts) does not define, for the export's header. 3.6.1 lies between the
// generated 3.5.2 and 3.6.2 catalogs: a key 3.6.2 lacks is not in 3.6.1 either (Kafka removes keys
// only in major releases), and the first generated catalog that has it says when it came; a key
// 3.5.2 has is in 3.6.1; only a key that 3.5.2 lacks and 3.6.2 has may or may not be in 3.6.1.
// (3.5.2 and 3.6.2 define the same producer and consumer keys, so that last list is empty today.)
import { catalogFor, catalogVersions, compareVersions } from './catalog';
import type { Role } from './model';

export interface ClientGaps {
  /** Not defined in 3.6.1: the client logs and ignores them. */
  unknown: string[];
  /** Added within 3.6.x (in 3.6.2, not in 3.5.2): 3.6.1 may lack them. */
  maybe: string[];
  /** For each key of `unknown` the release line that added it ("3.7"), from the first catalog that defines it. */
  addedIn: Record<string, string>;
}

const BELOW = '3.5.2';
const ABOVE = '3.6.2';

export function ombClientGaps(role: Role, keys: readonly string[]): ClientGaps {
  const known = (v: string) => new Set(catalogFor(v).keys(role).map((k) => k.name));
  const [below, above] = [known(BELOW), known(ABOVE)];
  const unknown = keys.filter((k) => !above.has(k));
  const later = catalogVersions().filter((v) => compareVersions(v, ABOVE) > 0);
  const addedIn: Record<string, string> = {};
  for (const k of unknown) {
    const first = later.find((v) => known(v).has(k));
    if (first) addedIn[k] = first.split('.').slice(0, 2).join('.');
  }
  return { unknown, maybe: keys.filter((k) => above.has(k) && !below.has(k)), addedIn };
}
