// The default a client applies to a key it was not given. Java defaults come from the generated
// catalog for the site's version; kafkajs and librdkafka keep their own (and different) defaults.
import type { Catalog } from './catalog';
import type { ConfigSite } from './model';

export function clientDefault(site: ConfigSite, key: string, catalog: Catalog): string | undefined {
  if (site.client.client !== 'java' || !site.role) return undefined;
  const info = catalog.key(site.role, key);
  if (!info || !info.hasDefault || info.default === null) return undefined;
  return info.default;
}
