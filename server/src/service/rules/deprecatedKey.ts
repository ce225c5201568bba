// deprecated-key (the generated catalogs: catalog-gen/src/kafkatuning/catalog/Deprecations.java reads
// each version's ConfigKey.documentation — "[DEPRECATED]", "Deprecated.", "This config is
// deprecated…" — and @Deprecated on the constants naming the key): a key the site's Kafka version
// marks deprecated and every newer generated catalog still defines. The key works today and still
// works on the newest release; the finding names since when it is deprecated and, when the
// documentation names one, the key that replaces it. A deprecated key that a newer release removed
// is removed-in-newer-kafka's (which adds the deprecation to its message): one finding per key.
// Silent for a ZooKeeper-mode broker, like removed-in-newer-kafka; a hint, phrased by the newest
// catalog, when no version is known.
import { catalogFor, catalogVersions } from '../catalog';
import { ZOOKEEPER_ORIGIN } from '../sites/era';
import { keyDeprecation, keyRemovedLater } from './lifecycle';
import { Severity, type Finding, type Rule } from './types';

export const deprecatedKey: Rule = {
  id: 'deprecated-key',
  severity: Severity.Information,
  clients: ['java'],
  source: 'The ConfigDefs of each Kafka release line (server/catalog/java/, generated from the jars): ConfigKey.documentation declaring the key deprecated, or @Deprecated on every constant that names it',
  summary: 'A key the site\'s Kafka version declares deprecated and newer releases still accept: it works, but Kafka plans to remove it; the replacement is named when Kafka\'s documentation gives one.',
  docs: {
    why: 'Kafka deprecates a setting in a minor release and removes it in a later major one (auto.include.jmx.reporter: deprecated in 3.7, removed in 4.0). While deprecated, the key still works, and the only notice is the line in Kafka\'s configuration documentation or the @Deprecated constant in the config class. Each catalog records what its version\'s ConfigDef says, so the finding is phrased by the version the file runs on.',
    consequence: 'Nothing breaks yet: the key keeps its effect on every release up to the newest generated catalog (Kafka 4.4). It is the warning before removed-in-newer-kafka\'s case, where an upgrade silently drops the setting. Example: Streams\' cache.max.bytes.buffering (@Deprecated in StreamsConfig since 3.4, KIP-770) is still accepted by 4.4; statestore.cache.max.bytes replaces it.',
    bad: { file: 'streams.properties', text: '# kafka-tuning: client=java@3.9\napplication.id=orders\nbootstrap.servers=kafka:9092\ncache.max.bytes.buffering=10485760\n' },
    good: { file: 'streams.properties', text: '# kafka-tuning: client=java@3.9\napplication.id=orders\nbootstrap.servers=kafka:9092\nstatestore.cache.max.bytes=10485760\n' },
    falsePositives: 'A version that predates the replacement has no other way to say it: keep the key and silence the rule in `.kafka-tuning.json` (`"rules": { "deprecated-key": "off" }`) or with `# kafka-tuning-disable-next-line deprecated-key`.',
    versions: 'Any known version whose catalog marks the key deprecated (Kafka 2.8 to 4.4); a file checked as an older version, where the key was not yet deprecated, gets nothing. With no version found, a hint phrased by the newest catalog.',
  },
  check(ctx) {
    const role = ctx.site.role;
    if (!role || ctx.site.client.origin === ZOOKEEPER_ORIGIN) return [];
    const newest = catalogVersions().at(-1)!;
    // No version found: what the newest release says is still true of Kafka, but whether it applies
    // to this file's release is not known, so a hint that says so.
    const known = ctx.site.client.version;
    const version = known ?? newest;
    const out: Finding[] = [];
    for (const e of ctx.site.entries) {
      if (e.shared || !ctx.catalog.key(role, e.key)?.deprecated) continue;
      if (keyRemovedLater(role, e.key, version)) continue;
      const d = keyDeprecation(role, e.key, version);
      if (!d) continue;
      const newestLine = catalogFor(newest).version.split('.').slice(0, 2).join('.');
      const removal = d.removal ? `; Kafka's documentation says it will be removed in Kafka ${d.removal}` : '';
      const instead = d.replacement ? ` Use '${d.replacement}' instead.` : '';
      out.push({
        range: e.keyRange,
        ...(known ? {} : { severity: Severity.Hint }),
        message: known
          ? `'${e.key}' is deprecated since ${d.since} and still accepted by Kafka ${newestLine} (the newest release checked)${removal}.${instead}`
          : `'${e.key}' is deprecated since ${d.since} and still accepted by Kafka ${newestLine} (the newest release checked)${removal}. No Kafka version was found for this file: on an older release the key is not deprecated yet.${d.replacement ? ` From ${d.since} on, use '${d.replacement}' instead.` : ''}`,
      });
    }
    return out;
  },
};
