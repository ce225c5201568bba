// poll-batch-exceeds-interval (ConsumerConfig max.poll.interval.ms): the worst-case time to process one
// poll()'s records should stay under a third of max.poll.interval.ms, leaving room for commits and
// jitter; past the interval itself the consumer is removed from the group and its partitions are
// reassigned (e.g. 5000 records × 1 ms = 5 s a poll). Java only: max.poll.records is a Java-client
// setting (kafkajs hands out whole batches, librdkafka one message per call).
import { Severity, type Rule } from './types';
import { count, duration, msValue } from '../../../../common/src/units';

export const pollBatchExceedsInterval: Rule = {
  id: 'poll-batch-exceeds-interval',
  severity: Severity.Warning,
  roles: ['consumer'],
  clients: ['java'],
  needs: ['processMs'],
  source: 'ConsumerConfig max.poll.records, max.poll.interval.ms (a consumer that does not poll within the interval leaves the group); keep max.poll.records × per-record time under a third of it',
  summary: 'Processing one poll() of max.poll.records takes more than a third of max.poll.interval.ms.',
  check(ctx) {
    const processMs = ctx.workload.processMs!;
    const records = ctx.number('max.poll.records');
    const interval = ctx.number('max.poll.interval.ms');
    if (records === undefined || interval === undefined || processMs <= 0) return [];
    const batchMs = records * processMs;
    const budget = interval / 3;
    if (batchMs <= budget) return [];
    const fitting = Math.floor(budget / processMs);
    const recName = ctx.display('max.poll.records');
    return [{
      range: ctx.isSet('max.poll.records') ? ctx.entry('max.poll.records')!.valueRange : ctx.anchor(),
      message: `One poll() takes ≈ ${duration(batchMs)} to process (${recName}=${records}${ctx.isSet('max.poll.records') ? '' : ' (default)'} × ${duration(processMs)}), more than a third (${duration(budget)}) of ${ctx.display('max.poll.interval.ms')}=${msValue(interval)}${ctx.isSet('max.poll.interval.ms') ? '' : ' (default)'}. A batch that outlasts the interval gets the consumer removed from the group and its partitions reassigned.${fitting >= 1 ? ` ${count(fitting)} records fit.` : ' Not even one record fits: raise the interval or move the work off the poll thread.'}`,
      fixes: fitting >= 1
        ? [{ title: `Set ${recName}=${fitting}`, intents: [{ kind: 'set', key: 'max.poll.records', value: String(fitting) }], preferred: true }]
        : undefined,
    }];
  },
  docs: {
    why: 'A consumer that does not call poll() again within max.poll.interval.ms leaves the group and its partitions are reassigned. The worst case between two polls is max.poll.records records times the time to process one; keeping it under a third of the interval leaves room for commits and slow records.',
    consequence: 'Past the interval the consumer is removed from the group: a rebalance, its uncommitted records processed again by another member, and the log line `consumer poll timeout has expired`. 5,000 records at 1 ms each is 5 s a poll, half of a 10 s interval.',
    bad: { file: 'consumer.properties', text: '# kafka-tuning: process-ms=1\nbootstrap.servers=localhost:9092\ngroup.id=orders\nmax.poll.records=5000\nmax.poll.interval.ms=10000\n' },
    good: { file: 'consumer.properties', text: '# kafka-tuning: process-ms=1\nbootstrap.servers=localhost:9092\ngroup.id=orders\nmax.poll.records=500\nmax.poll.interval.ms=300000\n' },
    falsePositives: 'A process-ms that is a worst case rarely reached; the rule takes it as the per-record time. Declare the typical time, or silence the line.',
    versions: 'Java consumer, all versions (max.poll.records is a Java setting).',
  },
};
