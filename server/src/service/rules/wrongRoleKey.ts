// wrong-role-key: a key that belongs to another client (fetch.min.bytes in a producer config).
// The client logs it as unused and carries on, so the setting the author meant never applies.
// How much that matters depends on whose key it is. A broker or topic setting in a client's config
// (min.insync.replicas, replication.factor next to acks=all) is a guarantee the author believes in
// and does not have: a warning. Another client's key (max.poll.records in a producer file, a
// producer's keys in a consumer's Properties, client keys appended to a broker file for the
// command-line tools) is nearly always a copy of a neighbouring config that does its job there:
// a hint. The ninth precision check counted 11 such warnings as noise. A key no client reads
// (replication.factor, a Streams or Connect key) in a client's config stays a warning.
import { oldClientUse } from '../clients/scala';
import { ROLES, type ConfigEntry, type ConfigSite, type Role } from '../model';
import { aRole, baseName, CLIENT_ROLES, FRAMEWORK_ROLES, ROLE_NOUNS } from '../../../../common/src/model';
import { frameworkOf, passesKeysTo } from '../sites/framework';
import { misplacedOverride } from './keyKinds';
import { isUnprefixedStreamsTopicKey } from './streamsTopicKeyUnprefixed';
import { Severity, type Finding, type Rule, type RuleContext } from './types';

export const wrongRoleKey: Rule = {
  id: 'wrong-role-key',
  severity: Severity.Warning,
  // A key with no effect in a test's client config changes nothing the application runs with (two
  // leftover application.id keys in test helpers were noise in the eleventh check).
  runtimeOnly: true,
  clients: ['java'],
  roles: [...ROLES],
  // A broker service's KAFKA_* variables too: the images write each one into the broker's config
  // by name, so a consumer's or a Connect worker's key set there reaches only the broker (checks 53
  // and 54: KAFKA_ENABLE_AUTO_COMMIT, KAFKA_CONFIG_STORAGE_REPLICATION_FACTOR on a broker service).
  compose: 'also',
  source: 'AbstractConfig.logUnused (unused keys are only logged)',
  summary: 'The key is valid for another client or the broker, not this one: it is ignored here.',
  check(ctx) {
    if (ctx.site.syntax === 'compose') return ctx.site.role === 'broker' ? composeBroker(ctx) : [];
    const out: Finding[] = misplacedOverrides(ctx.site);
    const role = ctx.site.role!;
    // A client-role site in what looks like a Streams/Connect file: they hand unprefixed keys to
    // every client they create, so nothing is misplaced. Not a broker's or topic's: no framework
    // hands them keys, and a lone Connect key in a broker file is that key misplaced (check 72).
    if (CLIENT_ROLES.includes(role) && ctx.site.syntax === 'properties' && frameworkOf(ctx.site.entries)) return out;
    // A connector receives its whole config: a worker or client key there may be its own.
    if (role === 'connector') return out;
    // zookeeper.connect on a consumer is the old Scala consumer's, not a misplaced broker key.
    const old = new Set(oldClientUse(role, ctx.site.entries)?.entries);
    const mode = role === 'connect' ? workerMode(ctx.site.entries.map((e) => e.key), baseName(ctx.doc.fileName)) : undefined;
    for (const e of ctx.site.entries) {
      const roles = ctx.catalog.rolesOf(e.key);
      // A distributed worker's key in a standalone worker's file (config.storage.topic) or the reverse
      // (offset.storage.file.filename): the other mode's ConfigDef does not read it.
      const parts = mode ? ctx.catalog.key('connect', e.key)?.parts : undefined;
      if (mode && parts && !parts.includes(mode) && !e.shared && !roles.some((r) => passesKeysTo(role).includes(r))) {
        const other = mode === 'standalone' ? 'distributed' : 'standalone';
        out.push({
          range: e.keyRange,
          // The other mode's leftover: nothing reads it, and nothing the worker does depends on it.
          severity: Severity.Hint,
          message: `'${e.key}' is read by a ${other} Connect worker (${other === 'distributed' ? 'DistributedConfig' : 'StandaloneConfig'}); this ${mode} worker's config ignores it.`,
          fixes: [{ title: `Remove '${e.key}'`, intents: [{ kind: 'remove', entry: e }] }],
        });
        continue;
      }
      // A topic config in a Streams file: streams-topic-key-unprefixed says what the topic. prefix does.
      if (role === 'streams' && isUnprefixedStreamsTopicKey(ctx.catalog, e)) continue;
      if (e.shared || old.has(e) || roles.length === 0 || roles.includes(role) || roles.some((r) => passesKeysTo(role).includes(r))) continue;
      // A key no client reads (broker, topic, Streams or Connect only) in a client's config.
      const clients = ['producer', 'consumer', 'admin'];
      const serverSide = clients.includes(role) && !roles.some((r) => clients.includes(r));
      out.push({
        range: e.keyRange,
        ...(serverSide ? {} : { severity: Severity.Hint }),
        // "Kafka ignores it", not "the application": the application's own code may read the key
        // from this file (a Streams app that sizes its topics from num.partitions, check 54).
        message: `'${e.key}' is ${whoseSetting(roles)}, not one ${aRole(role)} reads: Kafka ignores it in this file${serverSide ? '' : ' (fine if your own code reads it from here)'}.`,
        fixes: [{ title: `Remove '${e.key}'`, intents: [{ kind: 'remove', entry: e }] }],
      });
    }
    return out;
  },
  docs: {
    why: 'Each client parses only its own ConfigDef. A key that belongs to another client or to the broker (min.insync.replicas in a producer file, fetch.min.bytes in a producer file) is not an error to Kafka: AbstractConfig only logs it as unused. The setting applies nowhere from this file.',
    consequence: 'A broker or topic setting in a client config is a guarantee the author believes in and does not have: min.insync.replicas=2 next to acks=all does nothing in a producer, and the topic keeps its own value (1 by default), so an acknowledged write may live on one replica. That is a warning. Another client\'s key (max.poll.records in a producer file) is usually a copy of a neighbouring config that works there, and is said as a hint.',
    bad: { file: 'producer.properties', text: 'bootstrap.servers=localhost:9092\nacks=all\nmin.insync.replicas=2\n' },
    good: { file: 'producer.properties', text: 'bootstrap.servers=localhost:9092\nacks=all\n' },
    falsePositives: 'A file deliberately shared by a producer and a consumer (both read it, each ignores the other\'s keys). One that writes both a serializer and a deserializer is taken as such, whatever its name, and its keys are not flagged; otherwise mark which client the file is for with `# kafka-tuning: role=producer`, split the file, or silence the line with a suppression comment. Test sources (src/test, *Test.java, *.test.ts) are not checked: a leftover key there changes nothing the application runs with. In a compose file only broker services are checked, as hints, and not one that runs a command or entrypoint of its own (a set-up job on the broker image reads its variables itself).',
    versions: 'All Java client, broker and topic configs, and the KAFKA_* variables of a compose broker service.',
  },
};

/**
 * producer.override.* / consumer.override.* / admin.override.* belong in a connector's config (KIP-458,
 * ConnectorConfig); written where a `producer.` prefix is stripped instead (a worker file), the
 * worker's own client receives 'override.acks' and ignores it. In a MirrorMaker 2 file they belong
 * under a flow prefix (`A->B.producer.override.acks`): MirrorMakerConfig.workerConfig gives a worker
 * its cluster's `<cluster>.` keys and only a few top-level groups (*.storage.*, the converters,
 * task., worker., replication.policy.), and connectorBaseConfig gives a connector its own settings
 * and the flow's `A->B.` keys (the same from 2.8 to 4.x; check 66: five top-level overrides were
 * said to reach the worker's producer).
 */
function misplacedOverrides(site: ConfigSite): Finding[] {
  const out: Finding[] = [];
  const mm2 = site.embeddedIn === 'mirrormaker';
  for (const e of site.entries) {
    const m = misplacedOverride(e);
    if (!m) continue;
    const flow = `<source>->${m.scope ? m.scope.slice(0, -1) : '<target>'}.${m.client}.override.${m.setting}`;
    const message = !mm2
      ? `'${e.rawKey}' is a connector-level override (KIP-458): a connector's config may set it, as connector.client.config.override.policy allows; here the worker's own ${m.client} receives 'override.${m.setting}' and ignores it. Move it to the connector's configuration.`
      : m.scope
        ? `'${e.rawKey}' goes, under the cluster prefix '${m.scope}', to the Connect worker that writes to ${m.scope.slice(0, -1)}, whose own ${m.client} receives 'override.${m.setting}' and ignores it; the connectors do not read it there. Write it per flow ('${flow}') for the connectors' ${m.client}s, or '${m.scope}${m.client}.${m.setting}' for that worker's own.`
        : `'${e.rawKey}' at the top of a MirrorMaker 2 file reaches neither its Connect workers nor its connectors: MirrorMakerConfig gives a worker only its cluster's '<cluster>.' settings and a few top-level groups (*.storage.*, the converters, task., worker.), and a connector only its own settings and its flow's '<source>-><target>.' ones. Write it per flow ('${flow}'), which the flow's connectors pass to their ${m.client}s (KIP-458).`;
    out.push({
      range: e.keyRange,
      message,
      ...(mm2 ? {} : { fixes: [{ title: `Remove '${e.rawKey}'`, intents: [{ kind: 'remove' as const, entry: e }] }] }),
    });
  }
  return out;
}

/**
 * Which worker reads the file: its name first (connect-standalone*, connect-distributed*), then the key
 * each mode requires (StandaloneConfig offset.storage.file.filename, DistributedConfig group.id);
 * undefined when neither or both show.
 */
export function workerMode(keys: readonly string[], fileName: string): 'distributed' | 'standalone' | undefined {
  if (/standalone/i.test(fileName) !== /distributed/i.test(fileName)) return /standalone/i.test(fileName) ? 'standalone' : 'distributed';
  const standalone = keys.includes('offset.storage.file.filename');
  const distributed = keys.includes('group.id');
  if (standalone !== distributed) return standalone ? 'standalone' : 'distributed';
  // Both: either mode's keys may be the leftovers. Check 25 met a distributed worker's file that
  // kept the standalone offsets file; check 75 the same keys in a file started with
  // connect-standalone.sh. Which script runs it is not in the file: neither is judged.
  return undefined;
}

/**
 * A broker service's variables that set another role's key (KAFKA_ENABLE_AUTO_COMMIT): said with
 * the variables, since that is what the file writes, once per service (three Connect storage
 * factors on a broker are one mistake). Keys the broker also reads, and keys that are nobody's
 * (compose-variable-misspelt's), are left alone.
 */
function composeBroker(ctx: RuleContext): Finding[] {
  // A command of its own may run a script with the image's tools that reads the variable itself
  // (KAFKA_BOOTSTRAP_SERVERS for an ACL set-up job on apache/kafka).
  if (ctx.site.syntax !== 'compose' || ctx.site.compose.ownCommand) return [];
  const foreign: Array<{ entry: ConfigEntry; whose: string }> = [];
  for (const e of ctx.site.entries) {
    const roles = ctx.catalog.rolesOf(e.key);
    if (e.shared || roles.length === 0 || roles.includes('broker') || roles.includes('topic')) continue;
    foreign.push({ entry: e, whose: whoseSetting(roles) });
  }
  if (foreign.length === 0) return [];
  const [first] = foreign;
  const message = foreign.length === 1
    ? `${first.entry.rawKey} sets '${first.entry.key}', ${first.whose}: the image writes it into this broker's config, where Kafka ignores it. Set it on the service or client that reads it.`
    : `These variables set keys no broker reads: ${foreign.map((f) => `${f.entry.rawKey} ('${f.entry.key}', ${f.whose})`).join(', ')}. The image writes them into this broker's config, where Kafka ignores them. Set them on the service or client that reads them.`;
  return [{ range: first.entry.keyRange, severity: Severity.Hint, message }];
}

/**
 * "a consumer setting", "a producer/consumer/admin client setting": the clients, broker or topic
 * are named before a framework ("a consumer setting", not "consumer/Connect worker").
 */
function whoseSetting(roles: readonly Role[]): string {
  const plain = roles.filter((r) => !FRAMEWORK_ROLES.includes(r));
  const shown = plain.length ? plain : roles;
  return `${aRole(shown[0]).split(' ')[0]} ${shown.map((r) => ROLE_NOUNS[r]).join('/')} setting`;
}
