// replicas-above-compose-brokers: a Connect worker, a MirrorMaker 2 driver or a Kafka Streams
// application asks for topics with more replicas than the cluster a bootstrap.servers names has
// brokers, where that cluster is one a Docker Compose file of the workspace runs
// (crossFile/compose.ts counts its broker services). A replica must sit on a distinct broker, so the controller refuses the topic
// (StripedReplicaPlacer: "The target replication factor of 3 cannot be reached because only 1
// broker(s) are registered"; ZooKeeper mode: "Replication factor: 3 larger than available
// brokers: 1"), and:
//   - a distributed Connect worker creates its config, offset and status topics at start-up
//     through TopicAdmin.createOrFindTopics, which (up to 3.5; see below for 3.6 on) turns any
//     error other than "exists", "not authorised" or a timeout into ConnectException "Error while
//     attempting to create/find topic(s) '…'"; DistributedHerder logs "Uncaught exception in
//     herder work thread, exiting" and the worker runs nothing. DistributedConfig's own validator text says it: "Positive number
//     not larger than the number of brokers in the Kafka cluster, or -1 to use the broker's default"
//     (2.8.2–4.4.0 catalogs; the defaults are 3).
//   - Kafka Streams creates its changelog and repartition topics at the first rebalance;
//     InternalTopicManager.makeReady throws StreamsException "Could not create topic …" for any
//     error but a timeout, and the stream thread dies. Only a written value is judged: the default
//     is 1 up to 2.8 and -1 (the broker's default) from 3.0 (KIP-733).
//   - a MirrorMaker 2 driver file (connect-mirror-maker.sh) runs one Connect worker per pair of
//     clusters MirrorMakerConfig.clusterPairs gives, each against the pair's target, with the same
//     storage topics and defaults (mirrormakerTopics.ts says which keys each reads, checked by
//     running MirrorMakerConfig from connect-mirror 3.9.1 and 4.1.2). Run with connect-mirror 4.1.2
//     against two one-broker KRaft clusters and `source->target.enabled = true`, both workers
//     (source->target and the heartbeats-only target->source) logged "Uncaught exception in herder
//     work thread, exiting" and the driver exited with status 1. Its connectors' own topics are
//     different: MirrorUtils.createCompactedTopic's ConnectException (heartbeats, checkpoints,
//     offset-syncs) is caught and logged by MirrorMaker 2's Scheduler ("caught exception in
//     scheduled task"), and MirrorSourceConnector.createNewTopics only logs "Could not create topic
//     …" for a remote topic; replication went on, and the broker auto-created the remote topic,
//     heartbeats and offset-syncs on first write with its default.replication.factor (the last two
//     with cleanup.policy=delete, not compact). So those are information, the workers' topics a
//     warning (the three connectors' start() read the same in the 2.8.2, 3.9.1 and 4.1.2 sources).
// Since Kafka 3.6 (KAFKA-13504, TopicAdmin.createTopicsWithRetry) a worker retries
// InvalidReplicationFactorException for default.api.timeout.ms (60 s) and then fails with
// TimeoutException "Timeout expired while trying to create topic(s)"; before 3.6 it failed at once
// with ConnectException "Error while attempting to create/find topic(s) …". DistributedHerder.run
// calls Exit.exit(1) after either (3.5.2, 3.9.1, 4.1.2 sources).
// The compose file is evidence, not proof, of where the config runs: the message names it, and
// nothing is said when the addresses fit no compose cluster, or clusters that disagree on size.
import { compareVersions } from '../catalog';
import { composeClusterOf, type ComposeCluster } from '../crossFile/compose';
import type { Fix } from '../model';
import type { PropertyEntry } from '../parse/properties';
import { wholeFile } from '../util/wholeFile';
import { connectWorkerKind } from './connectWorkerRequiredMissing';
import { connectorSetting, connectorString, driverFile, workerSetting, workerTopic, type DriverFile, type Pair, type Resolved } from './mirrormakerTopics';
import { Severity, type Finding, type Rule, type RuleContext } from './types';

const CONNECT_TOPICS = [
  { key: 'config.storage.replication.factor', topic: 'config.storage.topic', mm2: 'mm2-configs' },
  { key: 'offset.storage.replication.factor', topic: 'offset.storage.topic', mm2: 'mm2-offsets' },
  { key: 'status.storage.replication.factor', topic: 'status.storage.topic', mm2: 'mm2-status' },
] as const;

/** "kafka" / "kafka-1, kafka-2": the broker services named in the message. */
const services = (names: string[]) => names.join(', ');
const brokersOf = (n: number) => `${n} broker${n === 1 ? '' : 's'}`;
const listed = (items: string[]) => items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

function setTo(keys: string[], value: string, title: string, preferred: boolean): Fix {
  return { title, intents: keys.map((key) => ({ kind: 'set' as const, key, value })), preferred };
}

/**
 * How a distributed worker ends when it cannot create its storage topics, for the Kafka version the
 * file runs with (KAFKA-13504 added the retry in 3.6); both versions when it is unknown.
 */
function workerExit(version: string | undefined): string {
  const retry = 'it retries for default.api.timeout.ms (60 s by default), then fails with TimeoutException "Timeout expired while trying to create topic(s)"';
  const atOnce = 'ConnectException "Error while attempting to create/find topic(s) …"';
  if (version && compareVersions(version, '3.6') < 0) return `it fails at once with ${atOnce}`;
  if (version) return retry;
  return `${retry} (Kafka 3.6 and newer, KAFKA-13504; before, at once with ${atOnce})`;
}

function connectFinding(ctx: RuleContext, brokers: string[], label: string): Finding | undefined {
  const n = brokers.length;
  // A Compose worker whose image starts from a file of its own (debezium/connect: Kafka's sample
  // connect-distributed.properties, which sets 1) is judged on the variables written only.
  const judged = (key: string) => ctx.site.syntax !== 'compose' || ctx.site.compose.defaultsAreKafkas || ctx.isSet(key);
  const over = CONNECT_TOPICS.filter((t) => judged(t.key) && (ctx.number(t.key) ?? 0) > n);
  if (over.length === 0) return undefined;
  const written = over.filter((t) => ctx.isSet(t.key));
  const shown = over.map((t) => `${ctx.display(t.key)}=${ctx.number(t.key)}${ctx.isSet(t.key) ? '' : ' (default)'}`).join(', ');
  const topics = over.map((t) => `'${ctx.effective(t.topic) ?? t.topic}'`).join(', ');
  const keys = over.map((t) => t.key);
  const range = written.length > 0 ? ctx.entry(written[0].key)!.valueRange : ctx.entry('bootstrap.servers')?.valueRange ?? ctx.anchor();
  return {
    range,
    message: `${shown}, while the cluster ${ctx.display('bootstrap.servers')} names has ${brokersOf(n)} (${services(brokers)} in ${label}): a topic cannot have more replicas than brokers (InvalidReplicationFactorException), so this distributed worker cannot create ${topics}: ${workerExit(ctx.site.client.version)}, and DistributedHerder stops the worker at start-up ("Uncaught exception in herder work thread, exiting"). Use ${n} for this cluster, or -1 to take the broker's default.replication.factor.`,
    fixes: [
      setTo(keys, String(n), keys.length === 1 ? `Set ${keys[0]}=${n}` : `Set the ${keys.length} storage replication factors to ${n}`, true),
      setTo(keys, '-1', keys.length === 1 ? `Set ${keys[0]}=-1 (the broker's default)` : `Set the ${keys.length} storage replication factors to -1 (the broker's default)`, false),
    ],
  };
}

function streamsFinding(ctx: RuleContext, brokers: string[], label: string): Finding | undefined {
  const n = brokers.length;
  const rf = ctx.number('replication.factor');
  if (!ctx.isSet('replication.factor') || rf === undefined || rf <= n) return undefined;
  return {
    range: ctx.entry('replication.factor')!.valueRange,
    message: `${ctx.display('replication.factor')}=${rf}, while the cluster ${ctx.display('bootstrap.servers')} names has ${brokersOf(n)} (${services(brokers)} in ${label}): a topic cannot have more replicas than brokers, so Kafka Streams cannot create its changelog and repartition topics, and the first rebalance ends the stream thread with StreamsException "Could not create topic …" (InvalidReplicationFactorException). Use ${n} for this cluster, or -1 (3.0 and newer) to take the broker's default.replication.factor.`,
    fixes: [setTo(['replication.factor'], String(n), `Set replication.factor=${n}`, true)],
  };
}

// ---- MirrorMaker 2 driver files -------------------------------------------------------------

/** One MirrorMaker 2 cluster that is a compose cluster: its size and the line that names it. */
interface Sized {
  alias: string;
  cluster: ComposeCluster;
  /** `<alias>.bootstrap.servers`, or the top-level bootstrap.servers it falls back to (MirrorMakerConfig.clusterProps). */
  bootstrap: PropertyEntry;
}

/** A replication factor MirrorMaker 2 will ask one cluster for, and what it is for. */
interface Ask {
  key: string;
  resolved: Resolved;
  /** What the topic is, for the message ("'heartbeats' (source->target)"). */
  what: string;
  /** The flow whose connector reads the key (connector settings), for a flow-prefixed fix. */
  pair?: Pair;
}

const shownAsk = (a: Ask) => `${a.resolved.entry ? a.resolved.entry.key : a.key}=${a.resolved.value}${a.resolved.entry ? '' : ' (default)'}`;
const flowName = (p: Pair) => `${p.source}->${p.target}`;

/** Lines a fix writes: a written line gets the new value; a missing key is added at the end of the file. */
function driverFix(file: DriverFile, title: string, edits: Array<{ entry?: PropertyEntry; key: string }>, value: string, preferred: boolean): Fix {
  const changed = new Set<PropertyEntry>();
  const added: string[] = [];
  const textEdits = [];
  for (const e of edits) {
    if (e.entry) {
      if (!changed.has(e.entry)) textEdits.push({ range: e.entry.valueRange, newText: value });
      changed.add(e.entry);
    } else if (!added.includes(e.key)) {
      added.push(e.key);
    }
  }
  if (added.length > 0) {
    const lines = added.map((k) => `${k}${file.separator}${value}`).join(file.eol);
    const newText = file.end.character === 0 ? `${lines}${file.eol}` : `${file.eol}${lines}`;
    textEdits.push({ range: { start: file.end, end: file.end }, newText });
  }
  return { title, intents: [{ kind: 'edits', edits: textEdits }], preferred };
}

/** The clusters of the file that are compose clusters, in `clusters` order. */
function sizedClusters(ctx: RuleContext, file: DriverFile): Sized[] {
  const out: Sized[] = [];
  for (const alias of file.aliases) {
    const bootstrap = file.lines.get(`${alias}.bootstrap.servers`) ?? file.lines.get('bootstrap.servers');
    const cluster = bootstrap ? composeClusterOf(ctx.workspace.compose, bootstrap.value.trim(), ctx.doc.uri) : undefined;
    if (bootstrap && cluster && cluster.brokers.length > 0) out.push({ alias, cluster, bootstrap });
  }
  return out;
}

function where(s: Sized): string {
  return `${s.bootstrap.key} names a cluster of ${brokersOf(s.cluster.brokers.length)} (${services(s.cluster.brokers)} in ${s.cluster.label})`;
}

/** The storage topics of the workers MirrorMaker 2 runs against one cluster: the driver exits. */
function mm2WorkerFinding(ctx: RuleContext, file: DriverFile, s: Sized, uniform: boolean): Finding | undefined {
  const n = s.cluster.brokers.length;
  const into = file.pairs.filter((p) => p.target === s.alias);
  if (into.length === 0) return undefined;
  const over = CONNECT_TOPICS.map((t) => ({ ...t, resolved: workerSetting(file, s.alias, t.key, 3) }))
    .filter((t): t is typeof t & { resolved: Resolved } => t.resolved !== undefined && t.resolved.value > n);
  if (over.length === 0) return undefined;
  const shown = over.map((t) => shownAsk({ key: t.key, resolved: t.resolved, what: '' })).join(', ');
  const topics = into.flatMap((p) => over.map((t) => `'${workerTopic(file, p, t.topic, `${t.mm2}.${p.source}.internal`)}'`));
  const flows = into.map((p) => `${flowName(p)}${p.flowEnabled ? '' : ' (run for heartbeats: emit.heartbeats.enabled, MirrorMakerConfig.clusterPairs)'}`);
  // The top-level key wins over <alias>.key in workerConfig: a written one is the line to change.
  const edits = over.map((t) => ({ key: uniform ? t.key : `${s.alias}.${t.key}`, ...(t.resolved.entry ? { entry: t.resolved.entry } : {}) }));
  const keys = edits.map((e) => e.entry?.key ?? e.key);
  const written = over.find((t) => t.resolved.entry);
  const one = into.length === 1;
  const title = (v: string) => keys.length === 1 ? `Set ${keys[0]}=${v}` : `Set the ${keys.length} storage replication factors of cluster '${s.alias}' to ${v}`;
  return {
    range: written ? written.resolved.entry!.valueRange : s.bootstrap.valueRange,
    message: `${shown} for the Connect worker${one ? '' : 's'} MirrorMaker 2 runs against cluster '${s.alias}' for ${listed(flows)}, while ${where(s)}: a topic cannot have more replicas than brokers (InvalidReplicationFactorException), so ${one ? 'the worker' : 'each worker'} cannot create ${topics.join(', ')}: ${workerExit(ctx.site.client.version)}, and DistributedHerder ends the whole driver ("Uncaught exception in herder work thread, exiting", exit status 1). Set ${listed(keys.map((k) => `${k}=${n}`))}, or -1 to take the broker's default.replication.factor.`,
    fixes: [driverFix(file, title(String(n)), edits, String(n), true), driverFix(file, `${title('-1')} (the broker's default)`, edits, '-1', false)],
  };
}

/** The topics MirrorMaker 2's connectors create on one cluster: a refusal is only logged. */
function mm2ConnectorFinding(file: DriverFile, s: Sized, uniform: boolean): Finding | undefined {
  const n = s.cluster.brokers.length;
  const asks: Ask[] = [];
  const named = (name: string, fallback: string) => (file.ownPolicy ? fallback : `'${name}'`);
  const add = (pair: Pair, key: string, fallback: number, what: string) => {
    const resolved = connectorSetting(file, pair, key, fallback);
    if (resolved) asks.push({ key, resolved, what, pair });
  };
  const syncsOn = (p: Pair): string | undefined => {
    if (!p.flowEnabled || connectorString(file, p, 'emit.offset-syncs.enabled')?.toLowerCase() === 'false') return undefined;
    const location = connectorString(file, p, 'offset-syncs.topic.location') ?? 'source';
    return location === 'source' ? p.source : location === 'target' ? p.target : undefined;
  };
  for (const p of file.pairs) {
    if (p.target === s.alias && p.flowEnabled) {
      add(p, 'replication.factor', 2, `the remote topics of ${flowName(p)}`);
      add(p, 'checkpoints.topic.replication.factor', 3, `${named(`${p.source}.checkpoints.internal`, 'the checkpoints topic')} (${flowName(p)})`);
    }
    if (p.target === s.alias) add(p, 'heartbeats.topic.replication.factor', 3, `${named('heartbeats', 'the heartbeats topic')} (${flowName(p)})`);
    if (syncsOn(p) === s.alias) {
      const alias = p.source === s.alias ? p.target : p.source;
      add(p, 'offset-syncs.topic.replication.factor', 3, `${named(`mm2-offset-syncs.${alias}.internal`, 'the offset-syncs topic')} (${flowName(p)})`);
    }
  }
  const over = asks.filter((a) => a.resolved.value > n);
  if (over.length === 0) return undefined;
  // A flow-prefixed line wins over the unprefixed one (connectorBaseConfig); one top-level line
  // serves every flow when every cluster of the file is the same size.
  const edits = over.map((a) => {
    const entry = a.resolved.entry;
    const flowKey = `${flowName(a.pair!)}.${a.key}`;
    if (entry && (entry.key === flowKey || uniform)) return { key: entry.key, entry };
    return { key: uniform ? a.key : flowKey };
  });
  const keys = [...new Set(edits.map((e) => e.key))];
  const remote = over.some((a) => a.key === 'replication.factor');
  const internal = over.some((a) => a.key !== 'replication.factor');
  const logged = [
    ...(remote ? ['MirrorSourceConnector: "Could not create topic …"'] : []),
    ...(internal ? [`${remote ? 'the others: ' : ''}MirrorUtils.createCompactedTopic's ConnectException, logged as "caught exception in scheduled task"`] : []),
  ];
  const written = over.find((a) => a.resolved.entry);
  // Not on the line the worker finding uses: the flow into this cluster, else the cluster's address key.
  const intoHere = over.find((a) => a.pair!.target === s.alias && file.lines.has(`${flowName(a.pair!)}.enabled`));
  const range = written ? written.resolved.entry!.valueRange : intoHere ? file.lines.get(`${flowName(intoHere.pair!)}.enabled`)!.keyRange : s.bootstrap.keyRange;
  return {
    range,
    severity: Severity.Information,
    message: `${over.map((a) => `${shownAsk(a)} for ${a.what}`).join(', ')} on cluster '${s.alias}', while ${where(s)}: the controller refuses these topics (InvalidReplicationFactorException), and MirrorMaker 2's connectors only log it and go on replicating (${logged.join('; ')}). The topics then exist only if the broker creates them on first write (auto.create.topics.enable), with its default.replication.factor and not compacted. Set ${listed(keys.map((k) => `${k}=${n}`))}.`,
    fixes: [driverFix(file, keys.length === 1 ? `Set ${keys[0]}=${n}` : `Set the ${keys.length} connector replication factors for cluster '${s.alias}' to ${n}`, edits, String(n), true)],
  };
}

const intoEnabled = (file: DriverFile, alias: string) => file.pairs.some((p) => p.flowEnabled && p.target === alias);

function mirrormakerFindings(ctx: RuleContext): Finding[] {
  // The file's own lines are read whole: cluster- and flow-prefixed groups are other sites of it.
  if (!ctx.entry('clusters') || !wholeFile(ctx) || ctx.mentions(/^\s*\{[%#{]/m)) return [];
  const file = driverFile(ctx.doc.text);
  // A file that enables no flow replicates nothing.
  if (!file.pairs.some((p) => p.flowEnabled)) return [];
  // The clusters flows replicate into first: their findings are the ones a reader expects.
  const sized = sizedClusters(ctx, file).sort((a, b) => Number(!intoEnabled(file, a.alias)) - Number(!intoEnabled(file, b.alias)));
  const uniform = sized.length === file.aliases.length && new Set(sized.map((s) => s.cluster.brokers.length)).size === 1;
  return sized.flatMap((s) => [mm2WorkerFinding(ctx, file, s, uniform), mm2ConnectorFinding(file, s, uniform)].filter((f): f is Finding => f !== undefined));
}

export const replicasAboveComposeBrokers: Rule = {
  id: 'replicas-above-compose-brokers',
  severity: Severity.Warning,
  roles: ['connect', 'streams', 'mirrormaker'],
  clients: ['java'],
  compose: 'also',
  source: 'DistributedConfig *.storage.replication.factor ("Positive number not larger than the number of brokers in the Kafka cluster"); TopicAdmin.createOrFindTopics / createTopicsWithRetry (KAFKA-13504, Kafka 3.6); DistributedHerder; MirrorMakerConfig.clusterPairs / workerConfig / connectorBaseConfig; MirrorUtils.createCompactedTopic; MirrorSourceConnector.createNewTopics; Kafka Streams InternalTopicManager.makeReady; StripedReplicaPlacer (InvalidReplicationFactorException); run with connect-mirror 4.1.2 against two one-broker clusters',
  summary: 'Topics with more replicas than the brokers of the Docker Compose cluster a bootstrap.servers names: a Connect worker or MirrorMaker 2 driver cannot create its storage topics and exits, a Streams application stops; MirrorMaker 2\'s connectors only log theirs.',
  check(ctx) {
    // Prefixed groups (a worker's producer.*, Streams' consumer.*) are other sites; Spring's
    // spring.kafka.streams.* entries carry their Boot prefix and are the Streams config itself.
    if (!ctx.site.syntax.startsWith('spring') && ctx.site.entries.some((e) => e.prefix)) return [];
    // A Compose service of Confluent's or Debezium's Connect image is a distributed worker, its
    // settings in CONNECT_* variables (checks 41, 44: the defaults of 3 on a one-broker stack).
    const compose = ctx.site.syntax === 'compose';
    if (compose && ctx.site.role !== 'connect') return [];
    if (ctx.site.role === 'mirrormaker') return mirrormakerFindings(ctx);
    if (ctx.site.role === 'connect' && !compose && connectWorkerKind(ctx) !== 'distributed') return [];
    const cluster = composeClusterOf(ctx.workspace.compose, ctx.effective('bootstrap.servers'), ctx.doc.uri);
    if (!cluster || cluster.brokers.length === 0) return [];
    const found = ctx.site.role === 'connect' ? connectFinding(ctx, cluster.brokers, cluster.label) : streamsFinding(ctx, cluster.brokers, cluster.label);
    return found ? [found] : [];
  },
  docs: {
    why: 'A topic cannot have more replicas than the cluster has brokers: each replica sits on a distinct broker, and the controller refuses a topic it cannot place. A distributed Connect worker creates its config, offset and status topics at start-up with 3 replicas unless told otherwise. A MirrorMaker 2 driver (connect-mirror-maker.sh) runs such a worker against every cluster a flow replicates into, and, while emit.heartbeats.enabled is on, against the other clusters too (MirrorMakerConfig.clusterPairs: with `a->b.enabled = true` a b->a worker runs for heartbeats); its connectors create the heartbeats, checkpoints and offset-syncs topics (3 replicas) and the remote topics (replication.factor, 2). Kafka Streams creates its changelog and repartition topics with replication.factor replicas. A Docker Compose file that runs one broker per cluster is the usual development set-up, and a file written for production keeps the defaults. A Compose service of Confluent\'s Connect image (cp-kafka-connect, cp-server-connect) writes its worker file from its CONNECT_* variables alone, so an unwritten factor is 3 there too; Debezium\'s image starts from Kafka\'s sample connect-distributed.properties, which sets 1, so only its written variables are judged.',
    consequence: 'The controller answers InvalidReplicationFactorException ("The target replication factor of 3 cannot be reached because only 1 broker(s) are registered"). A Connect worker, MirrorMaker 2\'s included, cannot create its storage topics: from Kafka 3.6 it retries for default.api.timeout.ms (60 s) and fails with TimeoutException "Timeout expired while trying to create topic(s)" (KAFKA-13504), before 3.6 at once with ConnectException "Error while attempting to create/find topic(s) …"; DistributedHerder then ends the process ("Uncaught exception in herder work thread, exiting", Exit.exit(1)). Run with connect-mirror 4.1.2 on the bad example below against two one-broker KRaft clusters, both workers (source->target and target->source) logged that line about 70 s after start and the driver exited with status 1. MirrorMaker 2\'s connectors only log a topic they cannot create (MirrorSourceConnector "Could not create topic …"; MirrorUtils.createCompactedTopic\'s ConnectException, "caught exception in scheduled task") and replicate on: in the same run with the storage factors at 1, the brokers auto-created the remote topic, heartbeats and the offset-syncs topic on first write with 1 replica (their default.replication.factor), the last two with cleanup.policy=delete instead of compact. Those findings are information. Kafka Streams\' InternalTopicManager throws StreamsException "Could not create topic …" at the first rebalance and the stream thread dies.',
    bad: { file: 'mm2.properties', text: 'clusters = source, target\nsource.bootstrap.servers = kafka-source:9092\ntarget.bootstrap.servers = kafka-target:9092\nsource->target.enabled = true\nsource->target.topics = orders.*\n' },
    good: { file: 'mm2.properties', text: 'clusters = source, target\nsource.bootstrap.servers = kafka-source:9092\ntarget.bootstrap.servers = kafka-target:9092\nsource->target.enabled = true\nsource->target.topics = orders.*\n# one broker per cluster in docker-compose.yml\nconfig.storage.replication.factor = 1\noffset.storage.replication.factor = 1\nstatus.storage.replication.factor = 1\nreplication.factor = 1\ncheckpoints.topic.replication.factor = 1\nheartbeats.topic.replication.factor = 1\noffset-syncs.topic.replication.factor = 1\n' },
    module: {
      description: 'The workspace\'s docker-compose.yml runs two one-broker clusters, services `kafka-source` and `kafka-target` (image apache/kafka:3.9.1), and the driver in a third container.',
      facts: {
        compose: [{
          file: 'file:///project/docker-compose.yml', label: 'docker-compose.yml', services: [
            { service: 'kafka-source', hosts: ['kafka-source'], localPorts: [], image: 'apache/kafka:3.9.1', kafkaVersion: '3.9.1', kind: 'broker', cluster: 'quorum:1@kafka-source:9093' },
            { service: 'kafka-target', hosts: ['kafka-target'], localPorts: [29092], image: 'apache/kafka:3.9.1', kafkaVersion: '3.9.1', kind: 'broker', cluster: 'quorum:1@kafka-target:9093' },
            { service: 'mirror-maker', hosts: ['mirror-maker'], localPorts: [], image: 'apache/kafka:3.9.1', kafkaVersion: '3.9.1', kind: 'connect' },
          ],
        }],
      },
    },
    falsePositives: 'The same file may also serve larger clusters elsewhere (production) whose brokers have the same names; the rule only speaks about a cluster when every address of its bootstrap.servers is a broker service of one compose cluster (by service name, container_name, hostname, network alias, or localhost with a published port). A MirrorMaker 2 driver started with `--clusters` runs only the workers for the clusters it names, which the file cannot show; a driver file that enables no flow is not judged, although MirrorMaker 2 would still start its heartbeat workers. Topics that already exist keep their replicas, so a worker restarted against an old cluster is not affected. The MirrorMaker 2 fixes write top-level keys when every cluster of the file is a compose cluster of the same size, otherwise `<cluster>.` keys for the workers and `<source>->target.` keys for the connectors. Silence a finding with a suppression comment, or write -1 so each cluster\'s default.replication.factor decides.',
    versions: 'Distributed Connect workers and MirrorMaker 2 dedicated mode, all versions: MirrorMakerConfig reads these keys the same way in the 2.8.2, 3.9.1 and 4.1.2 sources (3.9.1 and 4.1.2 run); the retry before the worker fails is Kafka 3.6 and newer (KAFKA-13504). -1 is accepted for Connect\'s storage topics in every catalog this tool has (2.8 to 4.4) and is Streams\' default from 3.0 (KIP-733).',
  },
};
