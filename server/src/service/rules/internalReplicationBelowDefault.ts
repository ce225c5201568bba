// internal-replication-below-default: a broker file whose own default.replication.factor says the
// cluster holds several replicas of a topic, while the internal topics are given one.
// __consumer_offsets and __transaction_state are created at their first use with
// offsets.topic.replication.factor / transaction.state.log.replication.factor replicas
// (GroupCoordinatorConfig, TransactionLogConfig). With one replica, the broker holding a partition of
// __consumer_offsets is the only home of the committed offsets and of the group coordinator for the
// groups that hash to it: while it is down those groups cannot commit or rejoin, and a lost disk
// loses their offsets. The value written in the file is evidence of the cluster's size: a
// default.replication.factor above 1 fails topic auto-creation on a one-broker cluster
// (InvalidReplicationFactorException: "Replication factor: 3 larger than available brokers: 1" in
// ZooKeeper mode, "The target replication factor of 3 cannot be reached because only 1 broker(s)
// are registered." in KRaft), so either the cluster has that many brokers or the file is inconsistent. Reported only when both values are written.
import { Severity, type Finding, type Rule, type RuleContext } from './types';

const DEFAULT_RF = 'default.replication.factor';
const INTERNAL = [
  { key: 'offsets.topic.replication.factor', topic: '__consumer_offsets', what: 'the committed offsets and the group coordinator of the consumer groups that hash to it' },
  { key: 'transaction.state.log.replication.factor', topic: '__transaction_state', what: 'the state of the transactions it coordinates' },
] as const;

/**
 * Without a default.replication.factor to go by, a node that is broker and controller in a quorum
 * of three or more voters says the cluster likely has that many brokers (combined mode, every
 * voter a broker as this one is). Information, since the other voters may be controllers only.
 */
function combinedQuorumFinding(ctx: RuleContext, low: ReadonlyArray<(typeof INTERNAL)[number]>): Finding[] {
  const roles = (ctx.effective('process.roles') ?? '').split(',').map((r) => r.trim());
  if (!roles.includes('broker') || !roles.includes('controller')) return [];
  const voters = ctx.entry('controller.quorum.voters')?.value;
  if (!voters || /[{}$<>]/.test(voters)) return [];
  const n = voters.split(',').map((v) => v.trim()).filter(Boolean).length;
  if (n < 3) return [];
  const to = '3';
  const [one] = low;
  const names = low.map((t) => `${ctx.display(t.key)}=1`).join(' and ');
  return [{
    range: ctx.entry(one.key)!.valueRange,
    severity: Severity.Information,
    message: `${names} on a node that is broker and controller in a quorum of ${n} voters (controller.quorum.voters): if the other voters are brokers too, as this one is, the cluster has ${n} brokers, yet ${low.map((t) => t.topic).join(' and ')} ${low.length === 1 ? 'is' : 'are'} created with one replica: while the broker holding one of ${low.length === 1 ? 'its' : 'their'} partitions is down, ${low.map((t) => t.what).join(', and ')} stop, and a lost disk loses them. Use ${to}${low.length > 1 ? ' for both' : ''}; the value counts when the topic is first created.`,
    fixes: [{ title: low.length > 1 ? `Set both to ${to}` : `Set ${ctx.display(one.key)}=${to}`, intents: low.map((t) => ({ kind: 'set' as const, key: t.key, value: to })), preferred: true }],
  }];
}

export const internalReplicationBelowDefault: Rule = {
  id: 'internal-replication-below-default',
  severity: Severity.Warning,
  roles: ['broker'],
  clients: ['java'],
  source: 'GroupCoordinatorConfig offsets.topic.replication.factor and TransactionLogConfig transaction.state.log.replication.factor (used when the internal topic is first created); default.replication.factor (auto-created topics)',
  summary: 'The internal topics get one replica while the file\'s own default.replication.factor asks for more: one broker down stops the consumer groups (or transactions) whose partitions it holds.',
  check(ctx) {
    const low = INTERNAL.filter((t) => ctx.entry(t.key) && ctx.number(t.key) === 1);
    if (low.length === 0) return [];
    const rf = ctx.number(DEFAULT_RF);
    if (!ctx.isSet(DEFAULT_RF) || rf === undefined || rf < 2) return combinedQuorumFinding(ctx, low);
    // Both internal topics at 1 are one decision (a one-broker example copied): one finding, on
    // the first, whose fix raises both.
    const to = String(Math.min(rf, 3));
    const names = low.map((t) => `${ctx.display(t.key)}=1`).join(' and ');
    const [one] = low;
    const body = low.length === 1
      ? `${one.topic} is created with one replica, the only copy of ${one.what}. While the broker holding one of its partitions is down they stop`
      : `${low.map((t) => t.topic).join(' and ')} are created with one replica each, the only copy of ${low.map((t) => t.what).join(', and of ')}. While the broker holding one of their partitions is down those stop`;
    return [{
      range: ctx.entry(one.key)!.valueRange,
      message: `${names} while ${ctx.display(DEFAULT_RF)}=${rf}: this file expects at least ${rf} brokers, yet ${body}, and a lost disk loses them. Use ${to}${low.length > 1 ? ' for both' : ''}; the value counts when the topic is first created (an existing topic keeps its replicas until they are reassigned).`,
      fixes: [{ title: low.length > 1 ? `Set both to ${to}` : `Set ${ctx.display(low[0].key)}=${to}`, intents: low.map((t) => ({ kind: 'set' as const, key: t.key, value: to })), preferred: true }],
    }];
  },
  docs: {
    why: 'Kafka creates __consumer_offsets and __transaction_state at their first use, with offsets.topic.replication.factor and transaction.state.log.replication.factor replicas. A broker file copied from a one-broker example keeps both at 1 even where its own default.replication.factor says the cluster holds three copies of every other topic.',
    consequence: 'With one replica, the broker that holds a partition of __consumer_offsets is the only home of the committed offsets and of the group coordinator for the groups that hash to it: while it is down those groups cannot commit or rejoin, and a lost disk loses their offsets. __transaction_state likewise stops the transactions it coordinates.',
    bad: { file: 'server.properties', text: 'broker.id=2\nzookeeper.connect=zk1:2181,zk2:2181,zk3:2181\ndefault.replication.factor=3\nmin.insync.replicas=2\noffsets.topic.replication.factor=1\ntransaction.state.log.replication.factor=3\n' },
    good: { file: 'server.properties', text: 'broker.id=2\nzookeeper.connect=zk1:2181,zk2:2181,zk3:2181\ndefault.replication.factor=3\nmin.insync.replicas=2\noffsets.topic.replication.factor=3\ntransaction.state.log.replication.factor=3\n' },
    falsePositives: 'A file whose default.replication.factor is a leftover on a one-broker cluster (then auto-created topics fail, which is worth fixing too). Only written values are compared: with the internal factors left out, Kafka\'s default is 3. Without default.replication.factor, a node that is broker and controller with three or more voters is taken to be one of that many brokers, at information: the other voters may be controllers only.',
    versions: 'Brokers, all versions (KRaft and ZooKeeper mode).',
  },
};
