// Per file, what its sites were checked against (common/src/checkedAgainst.ts): the client version
// each site got (build file, directive, project file) and, for Java, the catalog that version
// selects — so a CLI report can say "Kafka 3.0.0 from pom.xml" or "none found: newest checked"
// for every file, not only where a version-dependent finding happens to mention it.
import type { CheckedAgainst } from '../../../common/src/checkedAgainst';
import { catalogFor } from './catalog';
import type { ConfigSite } from './model';

export function checkedAgainst(sites: readonly ConfigSite[]): CheckedAgainst[] {
  const out: CheckedAgainst[] = [];
  for (const s of sites) {
    const { client, version, origin } = s.client;
    // kafkajs and librdkafka have no catalog per release: the rules read the version itself.
    const checked = client === 'java' ? catalogFor(version).version : version;
    const c: CheckedAgainst = version
      ? { client, version, ...(checked ? { checked } : {}), source: origin ?? 'given' }
      : { client, ...(checked ? { checked } : {}), source: 'none found: newest checked' };
    if (!out.some((o) => o.client === c.client && o.version === c.version && o.source === c.source)) out.push(c);
  }
  return out;
}
