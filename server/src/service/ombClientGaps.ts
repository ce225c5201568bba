// Which config keys the kafka-clients of OpenMessaging Benchmark's Kafka driver (3.6.1, see
// bench/src/omb/schema.ts) does not define, for the export's warning. 3.6.1 lies between the
// generated 3.3.2 and 3.7.2 catalogs: a key 3.7.2 lacks was added later (Kafka removes keys only in
// major releases), while a key that 3.3.2 lacks and 3.7.2 has may or may not be in 3.6.
import { catalogFor } from './catalog';
import type { Role } from './model';

export interface ClientGaps {
  /** Not defined in 3.6.1: the client logs and ignores them. */
  unknown: string[];
  /** Added between 3.3 and 3.7: check. */
  maybe: string[];
}

export function ombClientGaps(role: Role, keys: readonly string[]): ClientGaps {
  const known = (v: string) => new Set(catalogFor(v).keys(role).map((k) => k.name));
  const [k33, k37] = [known('3.3.2'), known('3.7.2')];
  return { unknown: keys.filter((k) => !k37.has(k)), maybe: keys.filter((k) => k37.has(k) && !k33.has(k)) };
}
