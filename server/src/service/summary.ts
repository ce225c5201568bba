// A site as the client sees it (common/protocol SiteSummary): explicit keys, the effective config
// with the client's defaults, and a fingerprint that changes when the effective config changes.
import { createHash } from 'node:crypto';
import type { SiteSummary } from '../../../common/protocol';
import { catalogFor } from './catalog';
import { clientDefault } from './defaults';
import type { ConfigSite, SourceDocument } from './model';
import type { WorkspaceFacts } from './workspace';

export function summarizeSite(_doc: SourceDocument, site: ConfigSite, index: number, _workspace: WorkspaceFacts): SiteSummary {
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
  const fingerprint = createHash('sha1').update(JSON.stringify(Object.entries(effective).sort()) + JSON.stringify(site.workload)).digest('hex').slice(0, 12);
  return {
    index,
    label: site.label,
    role: site.role,
    client: site.client.client,
    version: site.client.version,
    syntax: site.syntax,
    range: site.range,
    explicit,
    effective,
    workload: site.workload,
    fingerprint,
  };
}
