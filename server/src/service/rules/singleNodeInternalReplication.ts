// single-node-internal-replication: a KRaft file for a node that is both broker and controller in a
// one-voter quorum, while the internal topics ask for more replicas than one broker can hold.
// What Kafka does (checked against its source):
//   - KafkaApis.getCoordinator: when __consumer_offsets / __transaction_state does not exist yet it
//     asks autoTopicCreationManager.createTopics(...) and answers FindCoordinator with
//     Errors.COORDINATOR_NOT_AVAILABLE; while the topic is missing every retry gets the same answer.
//   - The controller places the replicas with StripedReplicaPlacer, whose
//     throwInvalidReplicationFactorIfTooFewBrokers refuses the topic: InvalidReplicationFactorException
//     "The target replication factor of 3 cannot be reached because only 1 broker(s) are registered."
//   - GroupCoordinatorConfig / TransactionLogConfig docs: "Internal topic creation will fail until the
//     cluster size meets this replication factor requirement." Defaults in the 3.x and 4.x catalogs:
//     offsets.topic.replication.factor=3, transaction.state.log.replication.factor=3,
//     default.replication.factor=1.
// Kafka's own single-node example (config/server.properties in 4.x, config/kraft/server.properties
// in 3.x) sets both internal factors to 1 for this reason.
// The file cannot show that no broker-only node joins this quorum, so the message says "if this node
// is the cluster's only broker", a value written above 1 is a warning and a default-only 3 is
// information.
import type { Fix } from '../model';
import { Severity, type Finding, type Rule, type RuleContext } from './types';

const OFFSETS = 'offsets.topic.replication.factor';
const TXN = 'transaction.state.log.replication.factor';
const DEFAULT_RF = 'default.replication.factor';
const INTERNAL = [OFFSETS, TXN] as const;

/** What a refused internal topic stops (composeInternalReplication.ts says the same of a compose cluster). */
export const EFFECT: Record<string, string> = {
  [OFFSETS]: '__consumer_offsets cannot be created, so FindCoordinator keeps answering COORDINATOR_NOT_AVAILABLE: consumers cannot join a group or commit offsets',
  [TXN]: '__transaction_state cannot be created, so FindCoordinator keeps answering COORDINATOR_NOT_AVAILABLE: transactional producers cannot start: initialising transactions finds no coordinator (the Java client\'s initTransactions() gives up after max.block.ms, 60000 ms by default, from Kafka 2.0, and waits without end before)',
  [DEFAULT_RF]: 'topics created without their own replication factor (auto-created topics, kafka-topics.sh without --replication-factor) are refused',
};

/** The list's items, or undefined when the value is a template placeholder that hides its length. */
function items(value: string | undefined): string[] | undefined {
  if (value === undefined || /[{}$]/.test(value)) return undefined;
  const list = value.split(',').map((s) => s.trim()).filter(Boolean);
  return list.length > 0 ? list : undefined;
}

/** The key that says this is a one-node quorum, or undefined when the file names more (or none). */
/**
 * A node that is broker and controller in a one-voter quorum: the key that names the quorum, or
 * undefined. Where this rule reports a factor above 1, min-insync-no-spare leaves the pair alone.
 */
export function combinedSingleVoter(ctx: RuleContext): string | undefined {
  const roles = items(ctx.effective('process.roles'));
  return roles?.includes('broker') && roles.includes('controller') ? oneNodeQuorum(ctx) : undefined;
}

function oneNodeQuorum(ctx: RuleContext): string | undefined {
  for (const key of ['controller.quorum.voters', 'controller.quorum.bootstrap.servers']) {
    if (!ctx.isSet(key)) continue;
    const list = items(ctx.entry(key)?.value);
    return list?.length === 1 ? key : undefined;
  }
  return undefined;
}

const setToOne = (keys: readonly string[]): Fix => ({
  title: keys.length === 1 ? `Set ${keys[0]}=1` : `Set ${keys.join(' and ')} to 1`,
  intents: keys.map((key) => ({ kind: 'set' as const, key, value: '1' })),
  preferred: true,
});

const refusal = (rf: number) => `InvalidReplicationFactorException from the controller: "The target replication factor of ${rf} cannot be reached because only 1 broker(s) are registered"`;

export const singleNodeInternalReplication: Rule = {
  id: 'single-node-internal-replication',
  severity: Severity.Warning,
  roles: ['broker'],
  clients: ['java'],
  source: 'KafkaApis.getCoordinator (COORDINATOR_NOT_AVAILABLE while __consumer_offsets / __transaction_state is missing) and StripedReplicaPlacer.throwInvalidReplicationFactorIfTooFewBrokers ("The target replication factor of N cannot be reached because only M broker(s) are registered")',
  summary: 'A one-voter KRaft node that is broker and controller asks for internal topics with more than 1 replica: on a one-broker cluster consumer groups and transactions never start.',
  docs: {
    why: 'Kafka creates __consumer_offsets and __transaction_state the first time a client looks for its group or transaction coordinator, with offsets.topic.replication.factor and transaction.state.log.replication.factor replicas (3 by default). A replica must sit on a distinct broker, so the controller refuses the topic while fewer brokers are registered. A file with process.roles=broker,controller and a single voter (or a single controller.quorum.bootstrap.servers address) usually describes a one-broker cluster; Kafka\'s own single-node example sets both factors to 1.',
    consequence: 'The controller refuses the topic (InvalidReplicationFactorException: "The target replication factor of 3 cannot be reached because only 1 broker(s) are registered"), and KafkaApis keeps answering FindCoordinator with COORDINATOR_NOT_AVAILABLE: consumers never join their group or commit offsets, and a transactional producer cannot initialise its transactions (the Java client\'s initTransactions() gives up after max.block.ms, 60000 ms by default, from Kafka 2.0, and waits without end before). default.replication.factor above 1 makes auto-created topics fail the same way.',
    bad: { file: 'server.properties', text: 'process.roles=broker,controller\nnode.id=1\ncontroller.quorum.voters=1@localhost:9093\nlisteners=PLAINTEXT://:9092,CONTROLLER://:9093\ncontroller.listener.names=CONTROLLER\noffsets.topic.replication.factor=3\ntransaction.state.log.replication.factor=1\n' },
    good: { file: 'server.properties', text: 'process.roles=broker,controller\nnode.id=1\ncontroller.quorum.voters=1@localhost:9093\nlisteners=PLAINTEXT://:9092,CONTROLLER://:9093\ncontroller.listener.names=CONTROLLER\noffsets.topic.replication.factor=1\ntransaction.state.log.replication.factor=1\n' },
    falsePositives: 'Broker-only nodes (process.roles=broker) may join a one-voter quorum, making a cluster of several brokers the file cannot show; the message says "if this node is the cluster\'s only broker". When only the defaults apply the finding is information. Silence it with the `kafkaTuning.rules` setting or a suppression comment for such a cluster.',
    versions: 'KRaft brokers, all versions (controller.quorum.bootstrap.servers from Kafka 3.9).',
  },
  check(ctx) {
    const quorumKey = combinedSingleVoter(ctx);
    if (!quorumKey) return [];
    const quorum = `${quorumKey}=${(ctx.entry(quorumKey)!.value ?? '').trim()}`;
    const out: Finding[] = [];
    const unset: string[] = [];
    for (const key of [...INTERNAL, DEFAULT_RF]) {
      const rf = ctx.number(key);
      if (rf === undefined || rf <= 1) continue;
      if (!ctx.isSet(key)) { unset.push(key); continue; }
      out.push({
        range: ctx.entry(key)!.valueRange,
        message: `${key}=${rf} on a node that is broker and controller with one voter (${quorum}): if this node is the cluster's only broker, ${EFFECT[key]} — ${refusal(rf)}. Set it to 1 for a one-broker cluster, as Kafka's own single-node server.properties does.`,
        fixes: [setToOne([key])],
      });
    }
    if (unset.length > 0) {
      const shown = unset.map((k) => `${k}=${ctx.number(k)} (default)`).join(' and ');
      const effects = unset.map((k) => EFFECT[k]).join('; ');
      out.push({
        range: ctx.entry(quorumKey)!.valueRange,
        severity: Severity.Information,
        message: `${shown} on a node that is broker and controller with one voter: if this node is the cluster's only broker, ${effects} — ${refusal(ctx.number(unset[0])!)}. Kafka's own single-node server.properties sets ${unset.join(' and ')} to 1.`,
        fixes: [setToOne(unset)],
      });
    }
    return out;
  },
};
