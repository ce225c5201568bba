// A site as the client sees it (common/src/protocol.ts SiteSummary): explicit keys, the effective config
// with the client's defaults, and a fingerprint that changes when the effective config changes.
import { configFingerprint } from '../../../common/src/fingerprint';
import type { SiteSummary } from '../../../common/src/protocol';
import { catalogFor } from './catalog';
import { clientDefault } from './defaults';
import type { ConfigSite } from './model';

export function summarizeSite(site: ConfigSite, errors: SiteSummary['errors'] = []): SiteSummary {
  const explicit: Record<string, string> = {};
  for (const e of site.entries) if (e.value !== undefined) explicit[e.key] = e.value.trim();
  const effective: Record<string, string> = {};
  const catalog = catalogFor(site.client.client === 'java' ? site.client.version : undefined);
  if (site.role) {
    for (const k of catalog.keys(site.role)) {
      const d = clientDefault(site, k.name, catalog);
      if (d !== undefined) effective[k.name] = d;
    }
  }
  Object.assign(effective, explicit);
  return {
    id: site.id,
    label: site.label,
    role: site.role,
    roleOrigin: site.roleOrigin,
    client: site.client.client,
    version: site.client.version,
    versionOrigin: site.client.origin,
    syntax: site.syntax,
    range: site.range,
    explicit,
    effective,
    workload: { ...site.workload },
    fingerprint: configFingerprint(effective, site.workload),
    errors,
  };
}
