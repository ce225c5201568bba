// mirrormaker-cluster-client-key: a producer, consumer or admin setting written straight under a
// MirrorMaker 2 cluster prefix (`primary.auto.offset.reset`). Of a cluster's unprefixed settings the
// replication connectors' clients keep only bootstrap.servers, security.protocol and the ssl.* and
// sasl.* settings (MirrorClientConfig.CLIENT_CONFIG_DEF; MirrorConnectorConfig.sourceConsumerConfig
// retains those names alone); the rest reaches only that cluster's Connect worker. The clients'
// own settings go under `<cluster>.consumer.`, `.producer.` or `.admin.`. Checked with
// connect-mirror 4.1.2: primary.auto.offset.reset=latest leaves the source consumer at earliest,
// primary.consumer.max.poll.records=7 reaches it.
import { isClusterPrefix, mm2Example } from './mirrormakerScopes';
import { driverFile, type Pair } from './mirrormakerTopics';
import { Severity, type Finding, type Rule } from './types';

const CLIENTS = ['consumer', 'producer', 'admin'] as const;
/** MirrorClientConfig.CLIENT_CONFIG_DEF (connect-mirror-client 4.1.2): the settings a cluster prefix gives every client. */
const SHARED = /^(bootstrap\.servers|security\.protocol|ssl\..+|sasl\..+)$/;
/** What MirrorMaker 2's source consumer is given anyway (MirrorConnectorConfig.sourceConsumerConfig). */
const SOURCE_CONSUMER: Record<string, string> = { 'auto.offset.reset': 'earliest', 'enable.auto.commit': 'false' };
/** Settings of auto-commit, which MirrorMaker 2's consumers never use. */
const AUTO_COMMIT = new Set(['enable.auto.commit', 'auto.commit.interval.ms']);

/**
 * Which clients '<alias>.<client>.<key>' reaches, by the file's replicating flows: a cluster's
 * consumer.* settings go to the consumers that read it, the replication consumer of each flow from
 * it (MirrorMakerConfig.connectorBaseConfig: source.consumer.*); its producer.* settings to the
 * producers that write to it, the replication producer of each flow into it (workerConfig takes
 * the target's cluster settings). When no flow of the file reads (writes) that cluster, the
 * replication clients of its flows are the other cluster's (check 73, U: `A.producer.*` advised
 * for a flow A->B, whose producer takes `B.producer.*`). Undefined for admin settings and when the
 * file's flows cannot be read.
 */
function reachedBy(pairs: readonly Pair[], alias: string, client: string, key: string): { reaches: boolean; instead: string[] } | undefined {
  const flows = pairs.filter((p) => p.flowEnabled);
  if (flows.length === 0 || (client !== 'consumer' && client !== 'producer')) return undefined;
  const mine = flows.filter((p) => (client === 'consumer' ? p.source : p.target) === alias);
  if (mine.length > 0) return { reaches: true, instead: [] };
  const other = flows.filter((p) => (client === 'consumer' ? p.target : p.source) === alias);
  return { reaches: false, instead: [...new Set(other.map((p) => `${client === 'consumer' ? p.source : p.target}.${client}.${key}`))] };
}

export const mirrormakerClusterClientKey: Rule = {
  id: 'mirrormaker-cluster-client-key',
  severity: Severity.Warning,
  roles: ['mirrormaker'],
  clients: ['java'],
  source: 'MirrorMakerConfig.clusterProps; MirrorConnectorConfig.sourceConsumerConfig / targetProducerConfig (retain MirrorClientConfig.CLIENT_CONFIG_DEF); checked with connect-mirror 4.1.2',
  summary: 'A client setting under a MirrorMaker 2 cluster prefix without consumer./producer./admin.: the replication clients never get it.',
  docs: {
    why: 'MirrorMaker 2 reads `<cluster>.x` as a setting of that cluster. Its replication connectors build their consumers, producers and admin clients from those settings, but keep only the ones every client shares: bootstrap.servers, security.protocol and the ssl.* and sasl.* settings. Anything a single kind of client reads must be written for it: `<cluster>.consumer.x`, `<cluster>.producer.x` or `<cluster>.admin.x`.',
    consequence: 'The replication clients keep their defaults: checked with connect-mirror 4.1.2, primary.auto.offset.reset=latest leaves the consumer that reads from primary at earliest, while primary.consumer.max.poll.records=7 reaches it. The line only reaches the Connect worker that writes to that cluster.',
    bad: { file: 'mm2.properties', text: mm2Example('primary.max.poll.records = 2000') },
    good: { file: 'mm2.properties', text: mm2Example('primary.consumer.max.poll.records = 2000') },
    falsePositives: 'Settings the Connect worker itself reads (client.id, metadata.max.age.ms and the like are worker settings too) are not reported. A setting MirrorMaker 2 gives its source consumer anyway (auto.offset.reset=earliest, enable.auto.commit=false) is reported as a hint: the line changes nothing, but the value holds.',
    versions: 'MirrorMaker 2 (Kafka 2.4 and newer); checked on 4.1.2.',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const e of ctx.site.entries) {
      if (!isClusterPrefix(e.prefix) || SHARED.test(e.key)) continue;
      const readers = CLIENTS.filter((r) => ctx.catalog.key(r, e.key));
      // A worker or driver setting, or no client's: other rules' business.
      if (readers.length === 0 || ctx.catalog.key('connect', e.key) || ctx.catalog.key('mirrormaker', e.key)) continue;
      const client = readers[0];
      const meant = `${e.prefix}${client}.${e.key}`;
      const same = client === 'consumer' && SOURCE_CONSUMER[e.key] !== undefined && e.value?.trim().toLowerCase() === SOURCE_CONSUMER[e.key];
      const head = `'${e.rawKey}' is a ${readers.join('/')} setting under the cluster prefix '${e.prefix}': MirrorMaker 2's replication clients keep only bootstrap.servers, security.protocol and the ssl.*/sasl.* settings of a cluster (MirrorClientConfig.CLIENT_CONFIG_DEF)`;
      const remove = { title: `Remove '${e.rawKey}'`, intents: [{ kind: 'remove' as const, entry: e }], preferred: true };
      // Auto-commit: MirrorMaker 2 puts enable.auto.commit=false into both its consumers after every
      // prefix (sourceConsumerConfig, targetConsumerConfig), so no spelling reaches them (check 27, U).
      if (client === 'consumer' && !same && AUTO_COMMIT.has(e.key)) {
        out.push({
          range: e.keyRange,
          severity: Severity.Hint,
          message: `${head}; and no prefix would help: MirrorMaker 2 gives its consumers enable.auto.commit=false after every setting (MirrorConnectorConfig.sourceConsumerConfig / targetConsumerConfig) and tracks their positions itself, so ${e.key} has no effect. Remove the line.`,
          fixes: [remove],
        });
        continue;
      }
      // The client's own default written out: the clients run with it anyway (not for the keys
      // MirrorMaker 2 sets itself, whose value there is MirrorMaker 2's).
      const def = SOURCE_CONSUMER[e.key] === undefined ? ctx.catalog.key(client, e.key)?.default : undefined;
      if (!same && def !== null && def !== undefined && e.value !== undefined && e.value.trim().toLowerCase() === def.toLowerCase()) {
        out.push({
          range: e.keyRange,
          severity: Severity.Hint,
          message: `${head}, so this line changes nothing; the value is the ${client}'s default (${e.key}=${def}) all the same.`,
          fixes: [remove],
        });
        continue;
      }
      const alias = e.prefix.replace(/\.$/, '');
      const reach = same ? undefined : reachedBy(driverFile(ctx.doc.text).pairs, alias, client, e.key);
      if (!same && reach && !reach.reaches && reach.instead.length > 0) {
        // The flows of this file read from (write to) the other cluster: its prefix is the one.
        const to = reach.instead;
        out.push({
          range: e.keyRange,
          message: `${head}, so they keep their default ${e.key}. No replicating flow of this file ${client === 'consumer' ? `reads ${alias}: their consumers read ${to.map((k) => k.split('.')[0]).join(', ')}` : `writes to ${alias}: their producers write to ${to.map((k) => k.split('.')[0]).join(', ')}`}, so '${meant}' would not reach them either; write '${to.join("', '")}'.`,
          fixes: to.length === 1 ? [{ title: `Rename to '${to[0]}'`, intents: [{ kind: 'edits', edits: [{ range: e.keyRange, newText: to[0] }] }], preferred: true }] : [remove],
        });
        continue;
      }
      out.push(same
        ? {
          range: e.keyRange,
          severity: Severity.Hint,
          message: `${head}, so this line changes nothing; the value holds all the same, since MirrorMaker 2 gives its source consumer ${e.key}=${SOURCE_CONSUMER[e.key]} itself.`,
          fixes: [{ title: `Remove '${e.rawKey}'`, intents: [{ kind: 'remove', entry: e }], preferred: true }],
        }
        : {
          range: e.keyRange,
          message: `${head}, so they keep ${client === 'consumer' && SOURCE_CONSUMER[e.key] ? `the ${e.key}=${SOURCE_CONSUMER[e.key]} MirrorMaker 2 gives its source consumer` : `their default ${e.key}`}. Write '${meant}' to reach ${client === 'consumer' ? `the consumers that read ${alias}` : client === 'producer' ? `the producers that write to ${alias}` : 'them'}.`,
          fixes: [{ title: `Rename to '${meant}'`, intents: [{ kind: 'edits', edits: [{ range: e.keyRange, newText: meant }] }], preferred: true }],
        });
    }
    return out;
  },
};
