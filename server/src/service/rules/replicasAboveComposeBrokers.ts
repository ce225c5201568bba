// replicas-above-compose-brokers: a Connect worker or a Kafka Streams application asks for internal
// topics with more replicas than the cluster its bootstrap.servers names has brokers, where that
// cluster is one a Docker Compose file of the workspace runs (crossFile/compose.ts counts its
// broker services). A replica must sit on a distinct broker, so the controller refuses the topic
// (StripedReplicaPlacer: "The target replication factor of 3 cannot be reached because only 1
// broker(s) are registered"; ZooKeeper mode: "Replication factor: 3 larger than available
// brokers: 1"), and:
//   - a distributed Connect worker creates its config, offset and status topics at start-up
//     through TopicAdmin.createOrFindTopics, which (up to 3.5; see below for 3.6 on) turns any
//     error other than "exists", "not authorised" or a timeout into ConnectException "Error while
//     attempting to create/find topic(s) '…'"; DistributedHerder logs "Uncaught exception in herder work thread, exiting"
//     and the worker runs nothing. DistributedConfig's own validator text says it: "Positive number
//     not larger than the number of brokers in the Kafka cluster, or -1 to use the broker's default"
//     (2.8.2–4.4.0 catalogs; the defaults are 3).
//   - Kafka Streams creates its changelog and repartition topics at the first rebalance;
//     InternalTopicManager.makeReady throws StreamsException "Could not create topic …" for any
//     error but a timeout, and the stream thread dies. Only a written value is judged: the default
//     is 1 up to 2.8 and -1 (the broker's default) from 3.0 (KIP-733).
// Since Kafka 3.6 (KAFKA-13504, TopicAdmin.createTopicsWithRetry) a worker retries
// InvalidReplicationFactorException for default.api.timeout.ms (60 s) and then fails with
// TimeoutException "Timeout expired while trying to create topic(s)"; before 3.6 it failed at once
// with ConnectException "Error while attempting to create/find topic(s) …". DistributedHerder.run
// calls Exit.exit(1) after either (3.5.2, 3.9.1, 4.1.2 sources).
// The compose file is evidence, not proof, of where the config runs: the message names it, and
// nothing is said when the addresses fit no compose cluster, or clusters that disagree on size.
import { compareVersions } from '../catalog';
import { composeClusterOf } from '../crossFile/compose';
import type { Fix } from '../model';
import { connectWorkerKind } from './connectWorkerRequiredMissing';
import { Severity, type Finding, type Rule, type RuleContext } from './types';

const CONNECT_TOPICS = [
  { key: 'config.storage.replication.factor', topic: 'config.storage.topic' },
  { key: 'offset.storage.replication.factor', topic: 'offset.storage.topic' },
  { key: 'status.storage.replication.factor', topic: 'status.storage.topic' },
] as const;

/** "kafka" / "kafka-1, kafka-2": the broker services named in the message. */
const services = (names: string[]) => names.join(', ');
const brokersOf = (n: number) => `${n} broker${n === 1 ? '' : 's'}`;

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
  const over = CONNECT_TOPICS.filter((t) => (ctx.number(t.key) ?? 0) > n);
  if (over.length === 0) return undefined;
  const written = over.filter((t) => ctx.isSet(t.key));
  const shown = over.map((t) => `${t.key}=${ctx.number(t.key)}${ctx.isSet(t.key) ? '' : ' (default)'}`).join(', ');
  const topics = over.map((t) => `'${ctx.effective(t.topic) ?? t.topic}'`).join(', ');
  const keys = over.map((t) => t.key);
  const range = written.length > 0 ? ctx.entry(written[0].key)!.valueRange : ctx.entry('bootstrap.servers')?.valueRange ?? ctx.anchor();
  return {
    range,
    message: `${shown}, while the cluster bootstrap.servers names has ${brokersOf(n)} (${services(brokers)} in ${label}): a topic cannot have more replicas than brokers (InvalidReplicationFactorException), so this distributed worker cannot create ${topics}: ${workerExit(ctx.site.client.version)}, and DistributedHerder stops the worker at start-up ("Uncaught exception in herder work thread, exiting"). Use ${n} for this cluster, or -1 to take the broker's default.replication.factor.`,
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
    message: `replication.factor=${rf}, while the cluster bootstrap.servers names has ${brokersOf(n)} (${services(brokers)} in ${label}): a topic cannot have more replicas than brokers, so Kafka Streams cannot create its changelog and repartition topics, and the first rebalance ends the stream thread with StreamsException "Could not create topic …" (InvalidReplicationFactorException). Use ${n} for this cluster, or -1 (3.0 and newer) to take the broker's default.replication.factor.`,
    fixes: [setTo(['replication.factor'], String(n), `Set replication.factor=${n}`, true)],
  };
}

export const replicasAboveComposeBrokers: Rule = {
  id: 'replicas-above-compose-brokers',
  severity: Severity.Warning,
  roles: ['connect', 'streams'],
  clients: ['java'],
  source: 'DistributedConfig *.storage.replication.factor ("Positive number not larger than the number of brokers in the Kafka cluster"); TopicAdmin.createOrFindTopics / createTopicsWithRetry (KAFKA-13504, Kafka 3.6); Kafka Streams InternalTopicManager.makeReady; StripedReplicaPlacer (InvalidReplicationFactorException)',
  summary: 'Internal topics with more replicas than the brokers of the Docker Compose cluster bootstrap.servers names: the Connect worker or Streams application cannot create them and stops.',
  check(ctx) {
    // Prefixed groups (a worker's producer.*, Streams' consumer.*) are other sites.
    if (ctx.site.entries.some((e) => e.prefix)) return [];
    if (ctx.site.role === 'connect' && connectWorkerKind(ctx) !== 'distributed') return [];
    const cluster = composeClusterOf(ctx.workspace.compose, ctx.effective('bootstrap.servers'));
    if (!cluster || cluster.brokers.length === 0) return [];
    const found = ctx.site.role === 'connect' ? connectFinding(ctx, cluster.brokers, cluster.label) : streamsFinding(ctx, cluster.brokers, cluster.label);
    return found ? [found] : [];
  },
  docs: {
    why: 'A topic cannot have more replicas than the cluster has brokers: each replica sits on a distinct broker, and the controller refuses a topic it cannot place. A distributed Connect worker creates its config, offset and status topics at start-up with 3 replicas unless told otherwise, and Kafka Streams creates its changelog and repartition topics with replication.factor replicas. A Docker Compose file that runs one broker is the usual development cluster, and a worker file written for production keeps the defaults.',
    consequence: 'The controller answers InvalidReplicationFactorException ("The target replication factor of 3 cannot be reached because only 1 broker(s) are registered"). A distributed Connect worker cannot create its storage topics: from Kafka 3.6 it retries for default.api.timeout.ms (60 s) and fails with TimeoutException "Timeout expired while trying to create topic(s)" (KAFKA-13504), before 3.6 at once with ConnectException "Error while attempting to create/find topic(s) \'connect-offsets\'"; DistributedHerder then stops it at start-up ("Uncaught exception in herder work thread, exiting"); Kafka Streams\' InternalTopicManager throws StreamsException "Could not create topic …" at the first rebalance and the stream thread dies.',
    bad: { file: 'connect-distributed.properties', text: 'bootstrap.servers=kafka:9092\ngroup.id=orders-connect\nconfig.storage.topic=orders-connect-configs\noffset.storage.topic=orders-connect-offsets\nstatus.storage.topic=orders-connect-status\nkey.converter=org.apache.kafka.connect.storage.StringConverter\nvalue.converter=org.apache.kafka.connect.json.JsonConverter\n' },
    good: { file: 'connect-distributed.properties', text: 'bootstrap.servers=kafka:9092\ngroup.id=orders-connect\nconfig.storage.topic=orders-connect-configs\noffset.storage.topic=orders-connect-offsets\nstatus.storage.topic=orders-connect-status\nconfig.storage.replication.factor=1\noffset.storage.replication.factor=1\nstatus.storage.replication.factor=1\nkey.converter=org.apache.kafka.connect.storage.StringConverter\nvalue.converter=org.apache.kafka.connect.json.JsonConverter\n' },
    module: {
      description: 'The workspace\'s docker-compose.yml runs one broker, service `kafka` (image apache/kafka:3.9.1).',
      facts: { compose: [{ file: 'file:///project/docker-compose.yml', label: 'docker-compose.yml', services: [{ service: 'kafka', hosts: ['kafka'], localPorts: [9092], image: 'apache/kafka:3.9.1', kafkaVersion: '3.9.1', kind: 'broker', cluster: 'single:kafka' }] }] },
    },
    falsePositives: 'The same file may also serve a larger cluster elsewhere (production) whose brokers have the same names; the rule only speaks when every address in bootstrap.servers is a broker service of one compose cluster (by service name, container_name, hostname, network alias, or localhost with a published port). Topics that already exist keep their replicas, so a worker restarted against an old cluster is not affected. Silence it with a suppression comment, or write -1 so each cluster\'s default.replication.factor decides.',
    versions: 'Distributed Connect workers and Kafka Streams, all versions. -1 is accepted for Connect\'s storage topics in every catalog this tool has (2.8 to 4.4) and is Streams\' default from 3.0 (KIP-733).',
  },
};
