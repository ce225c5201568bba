// connect-storage-replication-local: a distributed Connect worker that writes none of its three
// storage replication factors (each 3 by default, DistributedConfig) and reaches its cluster at one
// address on this machine (bootstrap.servers=localhost:9092): the usual one-broker development set-up,
// where a topic cannot get 3 replicas. The worker then cannot create its config, offset and status
// topics and exits at start-up (replicasAboveComposeBrokers.ts has the mechanism, KAFKA-13504's retry
// included). Kafka's own config/connect-distributed.properties sets the three factors to 1 for
// exactly this case, with the comment that the example is meant to run on a single-broker cluster.
// The file cannot show how many brokers answer at that address, so the finding is information and
// says "if"; a Docker Compose cluster of known size is judged by replicas-above-compose-brokers instead.
import { composeClusterOf } from '../crossFile/compose';
import { brokerAddress, isLoopbackHost } from '../util/localCluster';
import { connectWorkerKind } from './connectWorkerRequiredMissing';
import { Severity, type Rule } from './types';

const FACTORS = ['config.storage.replication.factor', 'offset.storage.replication.factor', 'status.storage.replication.factor'] as const;

export const connectStorageReplicationLocal: Rule = {
  id: 'connect-storage-replication-local',
  severity: Severity.Information,
  roles: ['connect'],
  clients: ['java'],
  source: 'DistributedConfig *.storage.replication.factor (default 3: "Positive number not larger than the number of brokers in the Kafka cluster, or -1 to use the broker\'s default"); Kafka\'s config/connect-distributed.properties (sets them to 1 to run on a single-broker cluster); TopicAdmin (KAFKA-13504); DistributedHerder',
  summary: 'A distributed Connect worker on one local broker address keeps the storage replication factors of 3: on a one-broker development cluster it cannot create its internal topics and exits.',
  check(ctx) {
    if (ctx.site.entries.some((e) => e.prefix) || connectWorkerKind(ctx) !== 'distributed') return [];
    // Written factors of 2 or more (Kafka's 3 copied into the file) ask for as many brokers as the
    // defaults do (check 74); a 1 or -1 written for any of them says the author sized them.
    const written = FACTORS.filter((k) => ctx.isSet(k));
    if (written.some((k) => (ctx.number(k) ?? 3) < 2)) return [];
    const bootstrap = ctx.entry('bootstrap.servers');
    const list = (bootstrap?.value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    if (!bootstrap || list.length !== 1 || !isLoopbackHost(brokerAddress(list[0]).host)) return [];
    // A compose cluster of known size is replicas-above-compose-brokers' to judge.
    if (composeClusterOf(ctx.workspace.compose, bootstrap.value, ctx.doc.uri)) return [];
    return [{
      range: bootstrap.valueRange,
      message: `A distributed worker on one broker address on this machine (${list[0]}) with ${written.length === 0 ? 'config, offset and status storage replication factors of 3 (the defaults)' : FACTORS.map((k) => `${k}=${ctx.number(k) ?? 3}${ctx.isSet(k) ? '' : ' (default)'}`).join(', ')}: if that is a one-broker development cluster, the worker cannot create its internal topics (a topic cannot have more replicas than brokers) and exits at start-up ("Uncaught exception in herder work thread, exiting"). Kafka's own connect-distributed.properties sets the three to 1 for a single broker; -1 takes the broker's default.replication.factor.`,
      fixes: [{ title: 'Set the 3 storage replication factors to 1', intents: FACTORS.map((key) => ({ kind: 'set' as const, key, value: '1' })), preferred: true }],
    }];
  },
  docs: {
    why: 'A distributed Connect worker creates its config, offset and status topics at start-up with config/offset/status.storage.replication.factor replicas, 3 by default. A replica sits on a distinct broker. A worker file whose only bootstrap address is on this machine usually runs against a one-broker development cluster, which cannot hold 3 replicas; Kafka\'s own example worker file sets the three factors to 1 for that reason.',
    consequence: 'The controller refuses the topics (InvalidReplicationFactorException); the worker retries for default.api.timeout.ms (60 s) from Kafka 3.6 (KAFKA-13504), fails at once before, and DistributedHerder ends the process ("Uncaught exception in herder work thread, exiting"). No connector runs.',
    bad: { file: 'connect-distributed.properties', text: 'bootstrap.servers=localhost:9092\ngroup.id=connect-cluster\nkey.converter=org.apache.kafka.connect.json.JsonConverter\nvalue.converter=org.apache.kafka.connect.json.JsonConverter\noffset.storage.topic=connect-offsets\nconfig.storage.topic=connect-configs\nstatus.storage.topic=connect-status\n' },
    good: { file: 'connect-distributed.properties', text: 'bootstrap.servers=localhost:9092\ngroup.id=connect-cluster\nkey.converter=org.apache.kafka.connect.json.JsonConverter\nvalue.converter=org.apache.kafka.connect.json.JsonConverter\noffset.storage.topic=connect-offsets\nconfig.storage.topic=connect-configs\nstatus.storage.topic=connect-status\noffset.storage.replication.factor=1\nconfig.storage.replication.factor=1\nstatus.storage.replication.factor=1\n' },
    falsePositives: 'Three or more brokers behind one local address (a local three-broker cluster reached through the first one): the message says "if". Files that write a storage factor of 1 or -1, list several bootstrap addresses, or reach a Docker Compose cluster the workspace shows (replicas-above-compose-brokers judges those) are not reported. Silence it with a suppression comment.',
    versions: 'Distributed Connect workers, all versions (the retry before the exit is Kafka 3.6 and newer).',
  },
};
