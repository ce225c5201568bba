// A short digest of what a benchmark measured (effective config + workload), so a result shown next
// to a config can tell when the config has changed since. SHA-1 through js-sha1 (pure JS: the
// language service runs without Node's modules); the same input and digest as earlier versions
// used with node:crypto, so stored results keep matching their configs after an upgrade.
import { sha1 } from 'js-sha1';

export function configFingerprint(effective: Record<string, string>, workload: object): string {
  return sha1(JSON.stringify(Object.entries(effective).sort()) + JSON.stringify(workload)).slice(0, 12);
}
