// min-insync-no-spare (docs/sources.md#broker-and-topic-configs): a broker's minimum in-sync
// replicas at or above the replication factor it pairs with. A write with acks=all needs that many
// replicas in sync (NOT_ENOUGH_REPLICAS otherwise); at the replication factor no replica may be
// missing, so one broker down stops the writes. Above it, a broker of Kafka 3.7 or newer holds the
// minimum to the factor (Partition.effectiveMinIsr, KAFKA-15583), the same as equal; before 3.7 no
// such write succeeds at all. Two pairs a broker file writes:
//   - transaction.state.log.min.isr / transaction.state.log.replication.factor: the transaction
//     log is created with that min.insync.replicas (TransactionStateManager.transactionTopicConfigs)
//     and written with acks=-1 (TransactionLog.EnforcedRequiredAcks), check 58: 3 and 3 on three brokers;
//   - min.insync.replicas / default.replication.factor: the topics created without a factor of
//     their own.
// A factor of 1 has no replica to spare in any case: reported only where the minimum is above it
// on a broker known to be older than 3.7 (one-broker files with the factor at 1 and the
// transaction log's minimum left at its default 2 are common, and fine from 3.7 on).
import { compareVersions } from '../catalog';
import { combinedSingleVoter } from './singleNodeInternalReplication';
import { Severity, type Finding, type Rule } from './types';

const PAIRS = [
  // Only applications that use transactions (or Kafka Streams' exactly-once) write to the
  // transaction log, which a broker file cannot tell: information, not a warning.
  { minIsr: 'transaction.state.log.min.isr', rf: 'transaction.state.log.replication.factor', topics: 'the transaction log (__transaction_state)', stops: 'transactional producers cannot initialise, send offsets or commit', severity: Severity.Information },
  { minIsr: 'min.insync.replicas', rf: 'default.replication.factor', topics: 'topics created with the default replication factor', stops: 'acks=all writes to them fail', severity: Severity.Warning },
] as const;

export const minInsyncNoSpare: Rule = {
  id: 'min-insync-no-spare',
  severity: Severity.Warning,
  roles: ['broker'],
  clients: ['java'],
  compose: 'also',
  source: 'TopicConfig min.insync.replicas (NOT_ENOUGH_REPLICAS below it for acks=all); TransactionLogConfig transaction.state.log.min.isr (default 2) and .replication.factor (default 3); TransactionStateManager (the log written with acks=-1)',
  summary: 'A minimum in-sync replica count at or above its replication factor: no broker may be down (and before Kafka 3.7, above it, no write succeeds). Information for the transaction log, which only transactional applications write.',
  check(ctx) {
    const out: Finding[] = [];
    for (const p of PAIRS) {
      if (!ctx.isSet(p.minIsr) && !ctx.isSet(p.rf)) continue;
      // An image that starts from its own server.properties: the key left unwritten is not known.
      if (ctx.site.syntax === 'compose' && !ctx.site.compose.defaultsAreKafkas && !(ctx.isSet(p.minIsr) && ctx.isSet(p.rf))) continue;
      const m = ctx.number(p.minIsr);
      const r = ctx.number(p.rf);
      if (m === undefined || r === undefined || m < r) continue;
      const version = ctx.site.client.version;
      const before37 = version !== undefined && compareVersions(version, '3.7') < 0;
      if (r < 2 && !(m > r && before37)) continue;
      // A one-voter broker-and-controller node with a factor above 1: single-node-internal-replication
      // says these topics cannot even be created there (check 88); their minimum is beside the point.
      if (r > 1 && combinedSingleVoter(ctx)) continue;
      const shown = (key: string, n: number) => `${ctx.display(key)}=${n}${ctx.isSet(key) ? '' : ' (default)'}`;
      const spare = Math.max(1, r - 1);
      const cure = r > 1 ? `${ctx.display(p.minIsr)}=${spare} lets one broker be down.` : `Set ${ctx.display(p.minIsr)}=1.`;
      out.push({
        range: ctx.isSet(p.minIsr) ? ctx.entry(p.minIsr)!.valueRange : ctx.entry(p.rf)!.valueRange,
        severity: p.severity,
        message: m === r
          ? `${shown(p.minIsr, m)} equals ${shown(p.rf, r)}: every replica of ${p.topics} must be in sync for a write, so while any one of their brokers is down ${p.stops} (NOT_ENOUGH_REPLICAS). ${cure}`
          : before37
            ? `${shown(p.minIsr, m)} is above ${shown(p.rf, r)}: ${p.topics} can never have ${m} replicas in sync, and a Kafka ${version} broker does not hold the minimum to the factor (3.7 does, KAFKA-15583), so ${p.stops} (NOT_ENOUGH_REPLICAS). ${cure}`
            : `${shown(p.minIsr, m)} is above ${shown(p.rf, r)}: a broker of Kafka 3.7 or newer holds it to ${r} (KAFKA-15583), so every replica of ${p.topics} must be in sync and while any one of their brokers is down ${p.stops} (NOT_ENOUGH_REPLICAS); before 3.7 none of those writes succeeds. ${cure}`,
        fixes: [{ title: `Set ${ctx.display(p.minIsr)}=${spare}`, intents: [{ kind: 'set', key: p.minIsr, value: String(spare) }], preferred: true }],
      });
    }
    return out;
  },
  docs: {
    why: 'An acks=all write succeeds only when at least min.insync.replicas replicas have it; below that the leader answers NOT_ENOUGH_REPLICAS. The transaction log takes transaction.state.log.min.isr as its min.insync.replicas and is always written with acks=-1. With the minimum equal to the replication factor no replica may fall behind or go down. A minimum above the factor is held to the factor by brokers of Kafka 3.7 and newer (KAFKA-15583); older brokers refuse every such write.',
    consequence: 'One broker restart or failure stops the writes it covers (every transaction commit, or every acks=all produce to a default-factor topic) until the broker is back; on a broker older than 3.7 with the minimum above the factor, those writes never succeed.',
    bad: { file: 'server.properties', text: 'process.roles=broker\nnode.id=2\ntransaction.state.log.replication.factor=3\ntransaction.state.log.min.isr=3\n' },
    good: { file: 'server.properties', text: 'process.roles=broker\nnode.id=2\ntransaction.state.log.replication.factor=3\ntransaction.state.log.min.isr=2\n' },
    falsePositives: 'A cluster that prefers stopping writes to running with one copy fewer: silence the line with a suppression comment. On a node that is broker and controller in a one-voter quorum a factor above 1 is single-node-internal-replication\'s finding (the topics cannot be created there at all), so this rule says nothing of it. A factor of 1 (a one-broker cluster) is reported only when the minimum is above it on a broker known to be older than 3.7. A Compose broker whose image starts from its own server.properties is judged only where both keys are written.',
    versions: 'Brokers, all versions.',
  },
};
