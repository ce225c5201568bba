// max-poll-interval-too-low (ConsumerConfig max.poll.interval.ms: default 300000, validator
// atLeast(1), so ConfigDef accepts any positive value): when more than this passes between two
// poll() calls the consumer leaves the group on its own (AbstractCoordinator's heartbeat thread:
// "consumer poll timeout has expired"), and in the classic protocol the same value is the
// rebalance timeout the member sends in JoinGroup, so a member busy for longer during a rebalance
// is dropped from it. Below the shortest session timeout the broker accepts
// (group.min.session.timeout.ms, 6000 ms by default: shorter ones are refused with
// INVALID_SESSION_TIMEOUT as failure detection too eager to be stable) the client declares itself
// failed faster than Kafka lets any member be declared failed: one slow batch, a GC pause or a
// retried commit makes it leave and the whole group rebalances. librdkafka refuses any value below
// session.timeout.ms (poll-interval-below-session); kafkajs has no such setting.
import { duration, msAsWritten, msValue } from '../../../../common/src/units';
import { Severity, type Rule } from './types';

const KEY = 'max.poll.interval.ms';
/** Broker default of group.min.session.timeout.ms (GroupCoordinatorConfig). */
const MIN_SESSION_MS = 6000;
const DEFAULT_MS = 300000;

export const maxPollIntervalTooLow: Rule = {
  id: 'max-poll-interval-too-low',
  severity: Severity.Warning,
  // Tests shorten it on purpose, to see a rebalance quickly.
  runtimeOnly: true,
  roles: ['consumer'],
  clients: ['java'],
  source: 'ConsumerConfig max.poll.interval.ms (default 300000; the consumer leaves the group when poll() is not called within it; the classic protocol\'s rebalance timeout); broker group.min.session.timeout.ms (6000)',
  summary: 'max.poll.interval.ms below 6 s: every slow batch or GC pause makes the consumer leave its group and rebalances it.',
  check(ctx) {
    const entry = ctx.entry(KEY);
    const ms = ctx.number(KEY);
    if (!entry || ms === undefined || ms >= MIN_SESSION_MS) return [];
    const name = ctx.display(KEY);
    return [{
      range: entry.valueRange,
      message: `${name}=${msValue(ms)}: whenever more than that passes between two poll() calls — one slow batch, a GC pause, a retried commit — the consumer leaves its group and every member's partitions are reassigned; in the classic protocol it is also the rebalance timeout, so a member busy for longer during a rebalance is dropped from it. That is shorter than the broker lets any session be (group.min.session.timeout.ms, ${duration(MIN_SESSION_MS)} by default). The default is ${duration(DEFAULT_MS)}; size it to the slowest poll() batch with a margin.`,
      fixes: [{ title: `Set ${name}=${msAsWritten(DEFAULT_MS)} (the default)`, intents: [{ kind: 'set', key: KEY, value: String(DEFAULT_MS) }], preferred: true }],
    }];
  },
  docs: {
    why: 'The consumer must call poll() again within max.poll.interval.ms or it leaves the group by itself, and in the classic protocol this value is also the rebalance timeout each member sends in JoinGroup. ConfigDef accepts any value from 1 ms, but below the shortest session timeout the broker accepts (group.min.session.timeout.ms, 6 s by default) the client gives up on itself faster than Kafka allows any member to be declared failed.',
    consequence: 'Any pause longer than the interval — processing one batch of max.poll.records, a GC pause, a commit that is retried — makes the consumer leave; the group rebalances, the partitions move, and the records of the batch in progress are delivered again to whoever gets them. With a few seconds or less this repeats under ordinary load (a rebalance storm).',
    bad: { file: 'consumer.properties', text: 'bootstrap.servers=kafka1:9092\ngroup.id=invoices\nmax.poll.interval.ms=1000\n' },
    good: { file: 'consumer.properties', text: 'bootstrap.servers=kafka1:9092\ngroup.id=invoices\nmax.poll.interval.ms=120000\n' },
    falsePositives: 'A consumer whose poll loop does nearly nothing per batch and that is meant to leave quickly when stuck; tests that shorten it to see a rebalance (test sources are skipped). Silence the line with a suppression comment.',
    versions: 'Java consumer, all versions (max.poll.interval.ms exists since 0.10.1, KIP-62).',
  },
};
