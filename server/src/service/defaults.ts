// The default a client applies to a key it was not given. Java defaults come from the generated
// catalog for the site's version; kafkajs and librdkafka keep their own, different defaults
// (kafkajs maxWaitTimeInMs 5000 vs Java's 500 — docs/sources.md#kafkajs, #librdkafka-and-confluent-kafka-javascript).
import type { Catalog } from './catalog';
import { defaultOf, nativeName } from './clients';
import { workerProducerDefault } from './clients/connectWorker';
import type { ConfigSite } from './model';
import { composeVariable } from './sites/compose';

export function clientDefault(site: ConfigSite, key: string, catalog: Catalog): string | undefined {
  if (site.client.client !== 'java') {
    const d = defaultOf(site.client.client, key, kafkajsContext(site), site.client.version);
    return d === undefined || d.trim() === '' ? undefined : d;
  }
  if (!site.role) return undefined;
  // A Connect worker (MirrorMaker 2's too) sets some of its producers' keys before the file's own.
  const worker = workerProducerDefault(site, key);
  if (worker !== undefined) return worker;
  const info = catalog.key(site.role, key);
  if (!info || !info.hasDefault || info.default === null) return undefined;
  return info.default;
}

/** How the site's client spells a canonical key it does not write yet. */
export function clientSpelling(site: ConfigSite, key: string): string {
  // A compose service's key is set by the image's variable for it.
  if (site.syntax === 'compose') return composeVariable(key, site.compose.family, site.role === 'connect');
  return site.client.client === 'java' ? key : nativeName(site.client.client, key, kafkajsContext(site)) ?? key;
}

/**
 * The name under which a value can be written at the site (applyValues, presets): its client's
 * spelling in the site's producer or consumer options; undefined when the client has no such
 * setting (kafkajs has no linger.ms).
 */
export function writableName(site: ConfigSite, key: string): string | undefined {
  return nativeName(site.client.client, key, site.role === 'consumer' ? 'consumer' : 'producer');
}

function kafkajsContext(site: ConfigSite): 'producer' | 'consumer' | undefined {
  return site.role === 'producer' || site.role === 'consumer' ? site.role : undefined;
}
