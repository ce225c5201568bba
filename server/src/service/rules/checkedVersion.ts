// The Kafka version a message names. A file is checked against the catalog of its build's version
// (catalogFor: the newest generated one at or below it), but a message must name one version
// throughout, the build's: a Boot 2.6.4 module resolves kafka-clients 3.0.0 and is checked with
// the 3.0.2 catalog (patch releases do not change ConfigDefs), so "a Kafka 3.0.2 producer" would
// name a version the build does not use. A build older than every catalog shipped (a 0.10 worker)
// is checked against the oldest one: messages then say so, since a key that old client read may be
// missing from it.
import { catalogVersions, compareVersions } from '../catalog';
import type { RuleContext } from './types';

export interface CheckedVersion {
  /** The version to name: the build's when known, else the catalog's (the newest). */
  version: string;
  /** True when the build's version is known. */
  known: boolean;
  /** The build's version predates the oldest catalog, which is what was checked. */
  predatesCatalogs: boolean;
  /** The oldest catalog's version ("2.8.2"). */
  oldest: string;
}

export function oldestCatalog(): string {
  return catalogVersions()[0];
}

/** True when `version` is older than the release line of the oldest catalog (0.10.2 < 2.8). */
export function predatesCatalogs(version: string | undefined): boolean {
  if (!version) return false;
  const oldest = oldestCatalog().split('.').slice(0, 2).join('.');
  return compareVersions(version, `${oldest}.0`) < 0;
}

export function checkedVersion(ctx: Pick<RuleContext, 'site' | 'catalog'>): CheckedVersion {
  const own = ctx.site.client.client === 'java' ? ctx.site.client.version : undefined;
  return { version: own ?? ctx.catalog.version, known: own !== undefined, predatesCatalogs: predatesCatalogs(own), oldest: oldestCatalog() };
}

/** " Checked against Kafka 2.8.2, the oldest version this tool has: …" — empty unless the build is older. */
export function oldestCatalogNote(v: CheckedVersion): string {
  return v.predatesCatalogs ? ` Checked against Kafka ${v.oldest}, the oldest version this tool knows: a key only older clients such as Kafka ${v.version} had looks unknown here.` : '';
}
