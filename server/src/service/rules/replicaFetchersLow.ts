// replica-fetchers-low (ReplicationConfigs num.replica.fetchers): the number of fetcher threads per
// source broker that copy partitions to this follower; the default is 1 (docs/sources.md#broker-and-topic-configs). With
// RF ≥ 3 every broker follows many leaders, one thread per source falls behind under load, the
// ISR shrinks, and acks=all writes start failing with NotEnoughReplicas. The fix offers 4 as a
// starting point, not a measured optimum: nothing here measures replication throughput yet.
// Information only: whether one thread is enough depends on partition count and traffic; a hint
// when the file leaves Kafka's default of 1 unwritten.
import { Severity, type Rule } from './types';

const STARTING_FETCHERS = 4;

export const replicaFetchersLow: Rule = {
  id: 'replica-fetchers-low',
  severity: Severity.Information,
  roles: ['broker'],
  clients: ['java'],
  source: 'ReplicationConfigs num.replica.fetchers (default 1: one fetcher thread per source broker)',
  summary: 'One replica fetcher thread per source broker with replication factor ≥ 3.',
  check(ctx) {
    const rf = ctx.number('default.replication.factor');
    const fetchers = ctx.number('num.replica.fetchers');
    if (rf === undefined || rf < 3 || fetchers !== 1) return [];
    const name = ctx.display('num.replica.fetchers');
    // A follower that drops out of the in-sync set fails acks=all writes only when the set falls
    // below min.insync.replicas; at 1 (the default) the leader alone is enough and the cost is
    // fewer copies behind each write, not a failure.
    const minIsr = ctx.number('min.insync.replicas') ?? 1;
    const consequence = minIsr > 1
      ? `acks=all writes fail with NotEnoughReplicas once fewer than ${ctx.display('min.insync.replicas')}=${minIsr} replicas are in sync`
      : `acks=all writes are then acknowledged by fewer copies (${ctx.display('min.insync.replicas')}=${minIsr}${ctx.isSet('min.insync.replicas') ? '' : ' (default)'} lets the leader alone suffice)`;
    return [{
      // Kafka's own default, left as is: a tuning idea for busy clusters, not something wrong here.
      ...(ctx.isSet('num.replica.fetchers') ? {} : { severity: Severity.Hint }),
      range: ctx.isSet('num.replica.fetchers') ? ctx.entry('num.replica.fetchers')!.valueRange : ctx.anchor('default.replication.factor'),
      message: `${name}=1${ctx.isSet('num.replica.fetchers') ? '' : ' (default)'} with ${ctx.display('default.replication.factor')}=${rf}: one thread per source broker copies every partition this broker follows; under load followers lag and the ISR shrinks; ${consequence}. Raise it and watch the followers' lag (the ReplicaFetcherManager MaxLag metric).`,
      fixes: [{ title: `Set ${name}=${STARTING_FETCHERS}`, intents: [{ kind: 'set', key: 'num.replica.fetchers', value: String(STARTING_FETCHERS) }], preferred: true }],
    }];
  },
  docs: {
    why: 'num.replica.fetchers is the number of threads a follower uses per source broker to copy partitions. The default is 1. With replication factor 3 or more every broker follows many leaders, and one thread per source can fall behind under load; followers then drop out of the in-sync set.',
    consequence: 'A shrinking in-sync set makes acks=all writes fail with NotEnoughReplicas once it falls below min.insync.replicas; with min.insync.replicas=1 writes go on, each backed by fewer copies. The 4 the quick fix suggests is a starting point, not a figure measured here.',
    bad: { file: 'server.properties', text: 'process.roles=broker\nnode.id=2\ndefault.replication.factor=3\nmin.insync.replicas=2\nnum.replica.fetchers=1\n' },
    good: { file: 'server.properties', text: 'process.roles=broker\nnode.id=2\ndefault.replication.factor=3\nmin.insync.replicas=2\nnum.replica.fetchers=4\n' },
    falsePositives: 'Small clusters with few partitions and little traffic, where one thread keeps up. It is information only (a hint when the default is not written); silence it with a suppression comment above the line.',
    versions: 'Brokers, all versions.',
  },
};
