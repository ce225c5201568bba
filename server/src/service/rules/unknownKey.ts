// unknown-key: Kafka only logs "These configurations '[…]' were supplied but are not used yet"
// (docs/sources.md#config-parsing), so a typo silently leaves the default in force. Offer the nearest real keys.
// What else a key the checked ConfigDef lacks can be is decided in keyKinds.ts: a key another Kafka
// version defines gets "removed in X" / "needs X or newer" here; old Scala client keys, plugin
// keys and the application's own keys are other rules' (or nobody's) business.
import { aRole, ROLE_NOUNS } from '../../../../common/src/model';
import { checkedVersion, oldestCatalog, oldestCatalogNote } from './checkedVersion';
import { deadKeyNote, removedRestKeyReplacement } from './deadKeys';
import { connectorOnlyKey, isClusterPrefix } from './mirrormakerScopes';
import { keyKinds } from './keyKinds';
import { codeReading } from '../workspace';
import { catalogFor } from '../catalog';
import { ZOOKEEPER_ORIGIN } from '../sites/era';
import { Severity, type Finding, type Rule, type RuleContext } from './types';

/**
 * What ignoring the misspelt key leaves in force. The key it most likely meant may have no default
 * (ConfigDef.NO_DEFAULT_VALUE: key.serializer, key.deserializer, Streams' application.id): then
 * nothing is "kept", and unless the value is given another way (a Serializer instance passed to
 * the KafkaProducer constructor, which adds it to the config) ConfigDef.parse refuses the config.
 */
function ignoredBecause(ctx: RuleContext, prefix: string, meant: string | undefined, key: string): string {
  const role = ctx.site.role;
  // Topic settings are checked by the broker, not ignored (LogConfig.validateNames): a topic file
  // given to kafka-topics/kafka-configs, Streams' topic.* and a Connect worker's offset.storage.*
  // (its internal topics) all reach CreateTopics or AlterConfigs.
  if (role === 'topic') return `the broker refuses a topic setting it does not know (InvalidConfigurationException "Unknown topic config name: ${key}"), so creating or altering the topic with it fails.`;
  const info = meant && role && !prefix ? ctx.catalog.key(role, meant) : undefined;
  if (!meant || !role || !info || info.hasDefault || ctx.entry(meant)) return 'Kafka ignores it and keeps the default.';
  // A MirrorMaker 2 driver gives each flow's connectors their source and target aliases itself
  // (MirrorMakerConfig.connectorBaseConfig: putIfAbsent), so a missing one stops nothing (check 52, U).
  if (role === 'mirrormaker') return `Kafka ignores it.${/^(source|target)\.cluster\.alias$/.test(meant) ? ` The driver sets '${meant}' for each flow itself.` : ''}`;
  const instance = /\.(de)?serializer$/.exec(meant);
  const elsewhere = instance ? ` (a ${instance[1] ? 'Deserializer' : 'Serializer'} instance passed to the constructor)` : '';
  return `Kafka does not read it, and '${meant}', which has no default, is not set here: unless it is given another way${elsewhere}, the ${ROLE_NOUNS[role]} does not start: ConfigException, Missing required configuration "${meant}" which has no default value.`;
}

/** " Its value, true, is the default of the releases that read it: …" when the written value is the key's default there. */
function addedWithDefault(ctx: RuleContext, key: string, value: string | undefined, since: string | undefined): string | undefined {
  const role = ctx.site.role;
  if (!since || !role || value === undefined) return undefined;
  const def = catalogFor(since).key(role, key)?.default;
  if (def === undefined || def === null || String(def).trim().toLowerCase() !== value.trim().toLowerCase()) return undefined;
  return ` Its value, ${value.trim()}, is the default of the releases that read it, so it changes nothing there either.`;
}

/** Keys whose variables Confluent's broker images exit on (compose-image-exits-on-variable). */
const EXITS_ON = new Set(['host', 'port', 'advertised.host', 'advertised.port']);

/** "was removed in Kafka 4.0" / "was removed after Kafka 4.1 (…)": a removal in 4.0 or later. */
function removedSince4(text: string): boolean {
  const m = /removed (?:in|after) Kafka (\d+)\./.exec(text);
  return !!m && Number(m[1]) >= 4;
}

export const unknownKey: Rule = {
  id: 'unknown-key',
  severity: Severity.Warning,
  clients: ['java'],
  compose: 'also',
  source: 'AbstractConfig.logUnused (unused keys are only logged)',
  summary: 'No Kafka client, broker or topic knows this key: it is ignored and the default stays in force.',
  check(ctx) {
    // A Compose Connect worker's variables (CONNECT_*, checks 40, 43, 44): only keys another Kafka
    // version defines are said here; misspellings are compose-variable-misspelt's, in the variable's terms.
    const compose = ctx.site.syntax === 'compose';
    // On a broker service only a removed setting is said (KAFKA_ADVERTISED_HOST_NAME on a 3.x image,
    // check 46): ZooKeeper's are compose-zookeeper-on-kafka-4's, and the four Confluent's images
    // exit on are compose-image-exits-on-variable's.
    const composeBroker = compose && ctx.site.role !== 'connect';
    const out: Finding[] = [];
    const known = !!ctx.site.client.origin;
    const v = checkedVersion(ctx);
    const role = ctx.site.role ? ROLE_NOUNS[ctx.site.role] : 'client';
    for (const [e, k] of keyKinds(ctx)) {
      if (compose && k.kind !== 'version') continue;
      if (composeBroker && (k.kind !== 'version' || k.note.kind !== 'removed' || /^zookeeper\./.test(e.key) || EXITS_ON.has(e.key))) continue;
      if (k.kind === 'version' && k.note.kind === 'between') {
        // The build's release line has no catalog and the key shows first in the next one: it may
        // well be read, so say only what the catalogs show, at information.
        out.push({
          range: e.keyRange,
          severity: Severity.Information,
          message: `'${e.key}' ${k.note.text}${ctx.site.client.origin ? ` (Kafka ${v.version} from ${ctx.site.client.origin})` : ''}.`,
        });
      } else if (k.kind === 'version' && k.note.kind === 'removed' && ctx.site.client.origin === ZOOKEEPER_ORIGIN) {
        // 3.9 is only the newest release that runs a ZooKeeper-mode file: a key an earlier release
        // removed says the file may well be for a broker older than that, which reads it.
        out.push({
          range: e.keyRange,
          severity: Severity.Hint,
          message: `'${e.key}' ${k.note.text}: a broker of that release or newer does not read it. This ZooKeeper-mode file is checked against Kafka ${v.version}, the newest release that runs it; if it is for an older broker, which reads '${e.key}', nothing is wrong.`,
        });
      } else if (k.kind === 'version') {
        // A key a newer release added, written with that release's own default: the releases that
        // read it do what it says anyway, and this one ignores it — it changes nothing anywhere.
        const asDefault = k.note.kind === 'added' ? addedWithDefault(ctx, e.key, e.value, k.note.since) : undefined;
        const removedDead = k.note.kind === 'removed' ? deadKeyNote(e.key, (x) => ctx.entry(x)?.value, ctx.site.role) : asDefault;
        // A Compose variable the file also uses ($CONNECT_REST_PORT in a healthcheck, check 46) is
        // dead for Kafka only: deleting it would break that use.
        const usedElsewhere = compose && new RegExp(`\\$\\{?${e.rawKey}\\b`).test(ctx.doc.text);
        const dead = removedDead && usedElsewhere
          ? `${removedDead.replace(/:? deleting it changes nothing\./, '.')} This file also uses $${e.rawKey} itself (in a command or a healthcheck, say), so the variable is still needed there.`
          : removedDead;
        out.push({
          range: e.keyRange,
          // With the version unknown, the newest is checked: a removed key is fine on older ones. A
          // key 4.0 or later removed is read by every 3.x release, which many files are still for:
          // only a possibility here, said as a hint; one removed in 3.x stops mattering only for a
          // file older than every catalog (2.8), so information. A removed key whose removal changes
          // nothing (Connect's internal converters) is tidy-up: a hint too.
          severity: dead || (!known && removedSince4(k.note.text)) ? Severity.Hint : known ? Severity.Warning : Severity.Information,
          // One version throughout: the build's (3.0.0), not the catalog it is checked with (3.0.2).
          message: `'${e.key}'${compose ? ` (${e.rawKey})` : ''} ${k.note.text}: a Kafka ${v.version} ${role} does not read it${known ? ` (Kafka ${v.version} from ${ctx.site.client.origin})` : ' (no version found in the workspace, so the newest is checked)'}.${dead ?? `${oldestCatalogNote(v)}${(k.note.kind === 'removed' && !compose && removedRestKeyReplacement(e.key, (x) => ctx.entry(x)?.value, ctx.site.role)) || ''}`}`,
        });
      } else if (k.kind === 'constant') {
        // A constant the build's version lacks (ProducerConfig.LINGER_MS_CONFIG misspelt, or one
        // added later) is a compile error, not an ignored key. keyKinds says so only with the
        // build's version known and its catalog's full field list (a 0.8.2 build is not judged).
        const [cls, field] = e.rawKey.split('.');
        out.push({
          range: e.keyRange,
          message: `${cls} has no constant ${field} in Kafka ${v.version}${ctx.site.client.origin ? ` (the version from ${ctx.site.client.origin})` : ''}: this does not compile.`,
        });
      } else if (k.kind === 'stray') {
        // A leftover of an edit, harmless to the client but a sign the value meant is not where it was meant to be.
        const meant = /Deserializer$/.test(e.key) ? ' (key.deserializer or value.deserializer?)' : /Serializer$/.test(e.key) ? ' (key.serializer or value.serializer?)' : /Interceptor$/.test(e.key) ? ' (interceptor.classes?)' : '';
        out.push({
          range: e.keyRange,
          severity: Severity.Information,
          message: `'${e.key}' is a class name on a line of its own, not a setting: java.util.Properties reads the line as a key of that name with an empty value, and neither Kafka nor a plugin reads such a key. Delete the line, or give the class to the setting it was meant for${meant}.`,
        });
      } else if (k.kind === 'prefix') {
        // The constant exists (StreamsConfig.java); alone it names the key "consumer." that no client reads.
        out.push({
          range: e.keyRange,
          message: `${e.rawKey} is the prefix "${k.prefix}", not a setting: this writes a key named "${k.prefix}" that nothing reads. Use StreamsConfig.${k.helper}(<key>) to give a setting to that client.`,
        });
      } else if (k.kind === 'typo') {
        // A plugin key's other spelling that the workspace's code reads (@Value("${…}"), getProperty): the application's own.
        if (k.reader && codeReading(ctx.workspace, ctx.doc.uri, e.rawKey)) continue;
        const near = k.near;
        // Named as written: 'producer.lingerms' in a Streams or worker file, not the 'lingerms' left after its prefix.
        const written = e.rawKey.endsWith(e.key) ? e.rawKey.slice(0, e.rawKey.length - e.key.length) : '';
        // Under a MirrorMaker 2 cluster prefix a connector setting is not read either: the key meant
        // is then the unprefixed one (mirrormakerScopes.ts).
        const underCluster = ctx.site.role === 'mirrormaker' && isClusterPrefix(e.prefix);
        const bare = (n: string) => underCluster && connectorOnlyKey(ctx.catalog, n, false);
        const shown = (n: string) => (bare(n) ? n : `${written}${n}`);
        const unprefixed = near.some(bare);
        out.push({
          range: e.keyRange,
          // For a build older than every catalog the key may be one that old client read: say what was checked, at information.
          // A plugin key's other spelling (schema-registry-url): the application may read it itself, which the file does not show.
          ...(v.predatesCatalogs || k.reader ? { severity: Severity.Information } : {}),
          message: k.reader
            ? `'${written}${e.key}' is read neither by Kafka nor by ${k.reader}, which read '${near[0]}'. Fine if your own code reads this key; otherwise the serializer never gets the setting.`
            : v.predatesCatalogs
            ? `Unknown key '${written}${e.key}'${ctx.site.role ? ` for ${aRole(ctx.site.role)}` : ''} in Kafka ${v.oldest} and newer.${near.length ? ` Did you mean ${near.map((n) => `'${shown(n)}'`).join(' or ')}?` : ''}${oldestCatalogNote(v)}`
            : `Unknown key '${written}${e.key}'${ctx.site.role ? ` for ${aRole(ctx.site.role)}` : ''}: ${ignoredBecause(ctx, written, near[0], e.key)}${near.length ? ` Did you mean ${near.map((n) => `'${shown(n)}'`).join(' or ')}?` : ''}${unprefixed ? ` MirrorMaker 2 reads its connector settings without a cluster prefix: under '${written}' only that cluster's worker and clients get settings.` : ''}`,
          fixes: near.map((n, i) => ({ title: `Rename to '${shown(n)}'`, intents: [bare(n) ? { kind: 'edits' as const, edits: [{ range: e.keyRange, newText: n }] } : { kind: 'rename' as const, entry: e, newKey: n }], preferred: i === 0 })),
        });
      }
    }
    return out;
  },
  docs: {
    why: 'Kafka does not reject keys it does not define: AbstractConfig only logs them as supplied but unused. A misspelt key therefore has no effect and the default of the key that was meant stays in force, with nothing visible but a log line at start-up.',
    consequence: 'The tuning the line was written for never happens: `lingr.ms=5` leaves linger.ms at its default (0 before Kafka 4.0, 5 from 4.0), and the only trace is `These configurations \'[lingr.ms]\' were supplied but are not used yet` in the client log.',
    bad: { file: 'producer.properties', text: 'bootstrap.servers=localhost:9092\nlingr.ms=20\n' },
    good: { file: 'producer.properties', text: 'bootstrap.servers=localhost:9092\nlinger.ms=20\n' },
    falsePositives: 'Keys your own code, a serializer or an interceptor reads from the same map. Keys with no near Kafka key are reported as application-keys (a hint) instead; declare your own keys in the `kafkaTuning.applicationKeys` setting (or `applicationKeys` in `.kafka-tuning.json`) to silence both. A plugin\'s key spelt another way (`schema-registry-url` for Confluent\'s `schema.registry.url`) is reported at information, naming the plugin and the spelling it reads, and not at all when the workspace\'s Java or Kotlin code reads that name (@Value, getProperty).',
    versions: `All Java client, broker and topic configs. A Java constant (ProducerConfig.LINGER_MSS_CONFIG) is called a compile error only when the build's Kafka version is known, its release line has a catalog, and that catalog's complete list of the class's public fields lacks it; otherwise nothing is said about it. Keys that another Kafka version defines are reported as removed in, or new in, that version; with no version found, a removal in 4.0 or later is a hint (the file may be for a 3.x release, which still reads the key). A build older than the oldest Kafka version this tool knows (${oldestCatalog()}) is checked against that oldest version: a key it lacks is then reported at information, saying which version was checked, since the older client may still read it. Every release line from 2.8 to 4.4 has its own catalog; a version whose line has none is checked against the one below it, and a key first seen in the catalog right above is reported at information as added between the two, since that version may read it.`,
  },
};
