// What a key no ConfigDef of the checked version defines is, decided once per site for the rules
// that report such keys (unknown-key, plugin-key, application-keys): each key gets exactly one
// verdict, so a key is never both "unknown" and "possibly read by a plugin".
import { versionNote, type VersionNote } from '../catalog/history';
import { oldClientUse } from '../clients/scala';
import { pluginNamespace, thirdPartyPlugins } from '../clients/plugins';
import { ROLES, type ConfigEntry, type ConfigSite } from '../model';
import { frameworkOf } from '../sites/framework';
import { NearIndex } from '../util/similar';
import type { RuleContext } from './types';

export type KeyKind =
  /** Written for the old Scala clients: old-client-config reports the whole set. */
  | { kind: 'old' }
  /** A known plugin namespace (schema registry, spring.json.*, config.providers…): silent. */
  | { kind: 'namespace' }
  /** Defined by another generated Kafka version. */
  | { kind: 'version'; note: VersionNote }
  /** A ProducerConfig.X_CONFIG constant that does not exist: a compile error. */
  | { kind: 'constant' }
  /** Close to a real key: most likely a misspelling. */
  | { kind: 'typo'; near: string[] }
  /** The site names third-party plugins, which receive every key. */
  | { kind: 'plugin'; readers: string[]; near: string[] }
  /** Neither Kafka's nor a plugin's as far as the file shows: the application's own. */
  | { kind: 'application' }
  /** A Streams/Connect/MirrorMaker file: its own keys are not in the client catalogs, so nothing is said. */
  | { kind: 'framework' };

// Keys that plugins, interceptors, serializers and SASL/SSL engines read from the same map:
// Kafka passes the whole config to configure(), so these are legitimately "unknown" to ConfigDef.
const PASS_THROUGH = [/^ssl\./, /^sasl\./, /^listener\.name\./, /^interceptor\./, /^metrics\.(?!num\.samples|recording\.level|sample\.window\.ms)/, /^log4j\./, /^kafka-tuning/];

const cache = new WeakMap<ConfigSite, Map<ConfigEntry, KeyKind>>();

/** Verdicts for the entries of the site that the checked catalog does not define. */
export function keyKinds(ctx: RuleContext): Map<ConfigEntry, KeyKind> {
  let kinds = cache.get(ctx.site);
  if (kinds) return kinds;
  kinds = new Map();
  const site = ctx.site;
  const old = new Set(oldClientUse(site.role, site.entries)?.entries);
  const readers = thirdPartyPlugins(site.entries);
  const framework = site.syntax === 'properties' ? frameworkOf(site.entries) : undefined;
  let pool: NearIndex | undefined;
  const near = (key: string) => {
    // zookeeper.ssl.* is not a misspelt ssl.* key, nor is any plugin's key a core key's.
    if (key.startsWith('zookeeper.')) return [];
    pool ??= new NearIndex(site.role ? ctx.catalog.keys(site.role).map((k) => k.name) : ROLES.flatMap((r) => ctx.catalog.keys(r).map((k) => k.name)));
    return pool.closest(key);
  };
  for (const e of site.entries) {
    if (ctx.catalog.rolesOf(e.key).length > 0) continue;
    let kind: KeyKind;
    const note = versionNote(e.key, site.role, ctx.catalog.version);
    if (old.has(e)) kind = { kind: 'old' };
    // A plugin namespace, or a key the project file declares the application's own (applicationKeys).
    else if (PASS_THROUGH.some((re) => re.test(e.key)) || pluginNamespace(e.key) || ctx.isApplicationKey(e.key)) kind = { kind: 'namespace' };
    else if (note) kind = { kind: 'version', note };
    else if (/^[A-Z]\w*Config(s)?\.[A-Z0-9_]+$/.test(e.rawKey) && e.rawKey === e.key) kind = { kind: 'constant' };
    // No Streams/Connect/MirrorMaker catalog here: their keys (num.stream.threads is no typo of
    // num.io.threads) cannot be told from misspellings, so nothing is said about them.
    else if (framework) kind = { kind: 'framework' };
    else {
      const close = near(e.key);
      // A plugin's key is only called a misspelling when it shares its first word with the real key.
      const sameHead = close.filter((n) => n.split('.')[0] === e.key.split('.')[0]);
      if (readers.length > 0) kind = { kind: 'plugin', readers, near: sameHead };
      else if (close.length > 0) kind = { kind: 'typo', near: close };
      else kind = { kind: 'application' };
    }
    kinds.set(e, kind);
  }
  cache.set(site, kinds);
  return kinds;
}
