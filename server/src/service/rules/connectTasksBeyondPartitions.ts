// connect-tasks-beyond-partitions (ConnectorConfig tasks.max; WorkerSinkTask): a sink connector's
// tasks are members of one consumer group (connect-<name>), and a consumer group gives each
// partition to one member. With more tasks than partitions, the extra tasks are assigned nothing:
// they hold a thread, a consumer and their connections on a worker and process no record. Only the
// workload directive says how many partitions the topics have, so the rule needs it.
import { isSinkConnector } from './connectSink';
import { Severity, type Rule } from './types';

export const connectTasksBeyondPartitions: Rule = {
  id: 'connect-tasks-beyond-partitions',
  severity: Severity.Information,
  roles: ['connector'],
  clients: ['java'],
  needs: ['partitions'],
  source: 'ConnectorConfig tasks.max; sink tasks share the consumer group connect-<name>, one partition per member (ConsumerPartitionAssignor)',
  summary: 'A sink connector with tasks.max above the partitions it reads: the extra tasks get no partition and stay idle.',
  docs: {
    why: 'Every task of a sink connector is a consumer in the group connect-<connector name>, and the group assigns each partition to exactly one member. Tasks beyond the partition count receive no assignment.',
    consequence: 'With tasks.max=12 over 6 partitions, 6 tasks process records and 6 sit idle, each still holding a worker thread, a consumer and its broker connections; throughput is that of 6 tasks.',
    bad: { file: 'orders-sink.properties', text: '# kafka-tuning: partitions=6\nname=orders-sink\nconnector.class=io.example.OrdersSinkConnector\ntopics=orders\ntasks.max=12\n' },
    good: { file: 'orders-sink.properties', text: '# kafka-tuning: partitions=6\nname=orders-sink\nconnector.class=io.example.OrdersSinkConnector\ntopics=orders\ntasks.max=6\n' },
    falsePositives: 'Partitions added later are picked up by the idle tasks at the next rebalance; if more are planned, declare the planned count in the `partitions` directive.',
    versions: 'All Kafka Connect versions.',
  },
  check(ctx) {
    const partitions = ctx.workload.partitions;
    const tasks = ctx.number('tasks.max');
    if (!partitions || tasks === undefined || !ctx.isSet('tasks.max') || !isSinkConnector(ctx) || tasks <= partitions) return [];
    return [{
      range: ctx.entry('tasks.max')!.valueRange,
      message: `tasks.max=${tasks} for a sink reading ${partitions} partition${partitions === 1 ? '' : 's'} (workload): its tasks share one consumer group and each partition goes to one task, so ${tasks - partitions} task${tasks - partitions === 1 ? '' : 's'} get${tasks - partitions === 1 ? 's' : ''} no partition and stay idle.`,
      fixes: [{ title: `Set tasks.max=${partitions}`, intents: [{ kind: 'set', key: 'tasks.max', value: String(partitions) }], preferred: true }],
    }];
  },
};
