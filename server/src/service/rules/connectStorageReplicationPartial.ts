// connect-storage-replication-partial: a distributed Connect worker file that lowers some of its
// config/offset/status storage replication factors (to 1 or 2) and leaves another unwritten, at
// DistributedConfig's default of 3. The lowered value says the cluster is that small; there the
// unwritten one asks for more replicas than brokers, the controller refuses that topic
// (InvalidReplicationFactorException) and the worker exits at start-up, as
// connect-storage-replication-local describes (TopicAdmin.createOrFindTopics, DistributedHerder
// "Uncaught exception in herder work thread, exiting"; KAFKA-13504's retry from 3.6). Kafka's own
// config/connect-distributed.properties sets all three to 1 together. A cluster a Docker Compose
// file of the workspace runs is judged by replicas-above-compose-brokers, which knows its size.
import { composeClusterOf } from '../crossFile/compose';
import { connectWorkerKind } from './connectWorkerRequiredMissing';
import { Severity, type Rule } from './types';

const FACTORS = ['config.storage.replication.factor', 'offset.storage.replication.factor', 'status.storage.replication.factor'] as const;
const DEFAULT = 3;
const WORKER = 'bootstrap.servers=kafka:9092\ngroup.id=connect-cluster\nkey.converter=org.apache.kafka.connect.json.JsonConverter\nvalue.converter=org.apache.kafka.connect.json.JsonConverter\noffset.storage.topic=connect-offsets\nconfig.storage.topic=connect-configs\nstatus.storage.topic=connect-status\n';

export const connectStorageReplicationPartial: Rule = {
  id: 'connect-storage-replication-partial',
  severity: Severity.Warning,
  roles: ['connect'],
  clients: ['java'],
  source: 'DistributedConfig config/offset/status.storage.replication.factor (default 3: "Positive number not larger than the number of brokers in the Kafka cluster, or -1 to use the broker\'s default"); TopicAdmin.createOrFindTopics (KAFKA-13504); DistributedHerder; Kafka\'s config/connect-distributed.properties',
  summary: 'A distributed Connect worker lowers some storage replication factors to 1 or 2 and leaves another at its default of 3: on the small cluster the lowered ones are for, the worker cannot create that topic and exits.',
  docs: {
    why: 'A distributed worker creates its config, offset and status topics at start-up, each with its own replication factor, 3 by default. Writing 1 (or 2) for some of them is how a file says the cluster has that few brokers; a factor left unwritten still asks for 3 replicas, and a replica needs a broker of its own.',
    consequence: 'On a cluster of fewer than 3 brokers the controller refuses the unwritten topic (InvalidReplicationFactorException); the worker retries for default.api.timeout.ms (60 s) from Kafka 3.6 (KAFKA-13504), fails at once before, and DistributedHerder ends the process ("Uncaught exception in herder work thread, exiting"). No connector runs.',
    bad: { file: 'connect-distributed.properties', text: `${WORKER}config.storage.replication.factor=1\nstatus.storage.replication.factor=1\n` },
    good: { file: 'connect-distributed.properties', text: `${WORKER}config.storage.replication.factor=1\noffset.storage.replication.factor=1\nstatus.storage.replication.factor=1\n` },
    falsePositives: 'A bootstrap.servers of 3 or more addresses is taken as a cluster that can hold 3 replicas: not reported. A cluster of 3 or more brokers behind fewer addresses with a lowered factor on purpose, or topics created beforehand (the worker then only checks that they exist): silence it with a suppression comment. -1 (the broker\'s default.replication.factor) is not read as a size. Files whose bootstrap.servers names a Docker Compose cluster of the workspace are judged by replicas-above-compose-brokers instead.',
    versions: 'Distributed Connect workers, all versions (-1 from 2.6, KIP-605; the retry before the exit from 3.6).',
  },
  check(ctx) {
    if (ctx.site.entries.some((e) => e.prefix) || connectWorkerKind(ctx) !== 'distributed') return [];
    const bootstrap = ctx.entry('bootstrap.servers');
    if (bootstrap && composeClusterOf(ctx.workspace.compose, bootstrap.value, ctx.doc.uri)) return [];
    // Three or more brokers named: the default of 3 can be met, whatever the lowered factors say (review).
    const hosts = new Set((bootstrap?.value ?? '').split(',').map((a) => a.trim().toLowerCase()).filter(Boolean));
    if (hosts.size >= DEFAULT) return [];
    const lowered = FACTORS.map((key) => ({ key, entry: ctx.entry(key), n: ctx.number(key) }))
      .filter((f): f is { key: typeof FACTORS[number]; entry: NonNullable<typeof f.entry>; n: number } => !!f.entry && f.n !== undefined && f.n > 0 && f.n < DEFAULT);
    const unwritten = FACTORS.filter((k) => !ctx.isSet(k));
    if (lowered.length === 0 || unwritten.length === 0) return [];
    const size = Math.max(...lowered.map((f) => f.n));
    const low = lowered.find((f) => f.n === size)!;
    const them = unwritten.length === 1 ? unwritten[0] : `${unwritten.slice(0, -1).join(', ')} and ${unwritten[unwritten.length - 1]}`;
    const topics = unwritten.map((k) => ctx.entry(k.replace('replication.factor', 'topic'))?.value?.trim() || `the ${k.split('.')[0]} topic`).join(', ');
    return [{
      range: low.entry.valueRange,
      message: `${lowered.map((f) => `${f.key}=${f.n}`).join(', ')} ${lowered.length === 1 ? 'suggests' : 'suggest'} a cluster of ${size === 1 ? 'one broker' : `${size} brokers`}, but ${them} ${unwritten.length === 1 ? 'is' : 'are'} not written and ask${unwritten.length === 1 ? 's' : ''} for ${DEFAULT} replicas (DistributedConfig's default): if the cluster has fewer than ${DEFAULT} brokers, the controller refuses ${unwritten.length === 1 ? 'that topic' : 'those topics'} (${topics}) and the worker exits at start-up ("Uncaught exception in herder work thread, exiting"). Write ${unwritten.map((k) => `${k}=${size}`).join(', ')} too, or -1 for the broker's default.replication.factor.`,
      fixes: [{ title: `Set ${unwritten.map((k) => `${k}=${size}`).join(', ')}`, intents: unwritten.map((key) => ({ kind: 'set' as const, key, value: String(size) })), preferred: true }],
    }];
  },
};
