// compose-internal-replication: a Docker Compose broker whose internal topics ask for more replicas
// than its cluster in the file has brokers. A replica sits on a distinct broker, so the controller
// refuses __consumer_offsets / __transaction_state (StripedReplicaPlacer: "The target replication
// factor of 3 cannot be reached because only 1 broker(s) are registered"), and FindCoordinator
// keeps answering COORDINATOR_NOT_AVAILABLE (singleNodeInternalReplication.ts has the mechanism).
// The count is the file's broker services of one cluster (crossFile/compose.ts groups them by
// controller quorum or ZooKeeper connect string); a scaled service or a quorum in a variable says
// nothing. An unwritten factor is judged only where the image writes the whole config from its
// variables (sites/compose.ts: apache/kafka with no mounted file, confluentinc/cp-*), so it takes
// Kafka's default of 3 — Kafka's own docker/examples README says its single-node example sets
// KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR to 1 for that reason. bitnami/kafka and wurstmeister/kafka
// start from a server.properties of their own, which the file does not show.
import type { ComposeSite, Fix } from '../model';
import { composeVariable } from '../sites/compose';
import { EFFECT } from './singleNodeInternalReplication';
import { controllerOnly } from '../util/controllerOnly';
import { Severity, type Finding, type Rule, type RuleContext } from './types';

const OFFSETS = 'offsets.topic.replication.factor';
const TXN = 'transaction.state.log.replication.factor';
const DEFAULT_RF = 'default.replication.factor';

const brokers = (names: readonly string[]) => `${names.length} broker${names.length === 1 ? '' : 's'} (${names.join(', ')})`;

/** The variable an image reads a key from: KAFKA_CFG_ for bitnami, KAFKA_ for the others. */

/** A line for a variable the service does not set, after its last Kafka variable, in the same style (map or list). */
function addVariables(ctx: RuleContext, site: ComposeSite, keys: readonly string[], value: string): Fix | undefined {
  const last = site.entries[site.entries.length - 1];
  if (!last) return undefined;
  const lineText = ctx.doc.text.split(/\r?\n/)[last.range.end.line] ?? '';
  const list = /^(\s*-\s*)/.exec(lineText);
  const indent = /^\s*/.exec(lineText)![0];
  const eol = ctx.doc.text.includes('\r\n') ? '\r\n' : '\n';
  const lines = keys.map((k) => (list ? `${list[1]}${composeVariable(k, site.compose.family)}=${value}` : `${indent}${composeVariable(k, site.compose.family)}: ${value}`));
  const at = { line: last.range.end.line, character: lineText.length };
  return {
    title: `Add ${keys.map((k) => `${composeVariable(k, site.compose.family)}${list ? '=' : ': '}${value}`).join(' and ')}`,
    intents: [{ kind: 'edits', edits: [{ range: { start: at, end: at }, newText: lines.map((l) => eol + l).join('') }] }],
    preferred: true,
  };
}

export const composeInternalReplication: Rule = {
  id: 'compose-internal-replication',
  severity: Severity.Warning,
  roles: ['broker'],
  compose: 'only',
  source: 'KafkaApis.getCoordinator (COORDINATOR_NOT_AVAILABLE while __consumer_offsets / __transaction_state is missing); StripedReplicaPlacer ("The target replication factor of N cannot be reached because only M broker(s) are registered"); Kafka docker/examples/README.md (environment variables replace the default config; offsets.topic.replication.factor then defaults to 3); confluentinc cp-kafka kafka.properties template (writes only the KAFKA_* variables)',
  summary: 'A Docker Compose broker asks for internal topics with more replicas than its cluster in the file has brokers (written, or Kafka\'s default 3 where the image writes only the variables): consumer groups or transactions never start.',
  check(ctx) {
    const site = ctx.site as ComposeSite;
    const cluster = site.compose.clusterBrokers;
    // A controller-only node creates no topic: the broker a client asks does, with its own factor.
    if (!cluster || controllerOnly(ctx)) return [];
    const n = cluster.length;
    const out: Finding[] = [];
    const unset: string[] = [];
    for (const key of [OFFSETS, TXN, DEFAULT_RF]) {
      const rf = ctx.number(key);
      // One replica written on a cluster of three or more: a file that runs several brokers for
      // their redundancy, whose one-broker settings were copied along (checks 27 and 31).
      // Said once per cluster, on its first broker: the brokers of a file repeat their settings.
      if (rf === 1 && n >= 3 && key === OFFSETS && ctx.isSet(key) && ctx.entry(key)!.value !== undefined) {
        if (cluster[0] !== site.compose.service) continue;
        const entry = ctx.entry(key)!;
        out.push({
          range: entry.valueRange,
          severity: Severity.Information,
          message: `${entry.rawKey}=1 (${key}) while this file's cluster has ${brokers(cluster)}: each __consumer_offsets partition lives on one broker only, so when that broker stops, the consumer groups whose coordinator it was cannot commit or rejoin until it returns, and its disk holds their only copy of the committed offsets. Set it to ${Math.min(3, n)}.`,
          fixes: [{ title: `Set ${entry.rawKey} to ${Math.min(3, n)}`, intents: [{ kind: 'set', key, value: String(Math.min(3, n)) }], preferred: true }],
        });
        continue;
      }
      if (rf === undefined || rf <= n) continue;
      if (!ctx.isSet(key)) {
        if (key !== DEFAULT_RF && site.compose.defaultsAreKafkas) unset.push(key);
        continue;
      }
      const entry = ctx.entry(key)!;
      out.push({
        range: entry.valueRange,
        message: `${entry.rawKey}=${rf} (${key}) while this file's cluster has ${brokers(cluster)}: a topic cannot have more replicas than brokers: ${EFFECT[key]}. Set it to ${n}.`,
        fixes: [{ title: `Set ${entry.rawKey} to ${n}`, intents: [{ kind: 'set', key, value: String(n) }], preferred: true }],
      });
    }
    if (unset.length > 0) {
      const fix = addVariables(ctx, site, unset, String(n));
      out.push({
        range: site.compose.nameRange,
        // Every consumer group needs __consumer_offsets; only transactional producers (and
        // exactly-once Streams or Connect) need __transaction_state, which the file cannot show.
        ...(unset.includes(OFFSETS) ? {} : { severity: Severity.Hint }),
        message: `${unset.map((k) => `${k}=${ctx.number(k)}`).join(' and ')} (Kafka's default: ${site.compose.image} writes only the KAFKA_* variables into its config) while this file's cluster has ${brokers(cluster)}: a topic cannot have more replicas than brokers: ${unset.map((k) => EFFECT[k]).join('; ')}. Add ${unset.map((k) => `${composeVariable(k, site.compose.family)}: ${n}`).join(' and ')}.`,
        ...(fix ? { fixes: [fix] } : {}),
      });
    }
    return out;
  },
  docs: {
    why: 'Kafka creates __consumer_offsets and __transaction_state the first time a client looks for its group or transaction coordinator, with offsets.topic.replication.factor and transaction.state.log.replication.factor replicas, 3 by default. A replica must sit on a distinct broker. The apache/kafka image writes its config from the KAFKA_* variables alone when they are its only input, and confluentinc/cp-kafka always does, so a one-broker compose file that does not set these factors asks for 3 replicas.',
    consequence: 'The controller refuses the topic (InvalidReplicationFactorException: "The target replication factor of 3 cannot be reached because only 1 broker(s) are registered"), and KafkaApis keeps answering FindCoordinator with COORDINATOR_NOT_AVAILABLE: consumers never join their group or commit offsets, and a transactional producer cannot initialise its transactions (the Java client\'s initTransactions() gives up after max.block.ms, 60000 ms by default, from Kafka 2.0, and waits without end before). A written default.replication.factor above the broker count makes topics created without their own factor fail the same way.',
    bad: { file: 'docker-compose.yml', text: 'services:\n  kafka:\n    image: apache/kafka:3.9.1\n    ports:\n      - "9092:9092"\n    environment:\n      KAFKA_NODE_ID: 1\n      KAFKA_PROCESS_ROLES: broker,controller\n      KAFKA_LISTENERS: PLAINTEXT://:9092,CONTROLLER://:9093\n      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://localhost:9092\n      KAFKA_CONTROLLER_LISTENER_NAMES: CONTROLLER\n      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@kafka:9093\n' },
    good: { file: 'docker-compose.yml', text: 'services:\n  kafka:\n    image: apache/kafka:3.9.1\n    ports:\n      - "9092:9092"\n    environment:\n      KAFKA_NODE_ID: 1\n      KAFKA_PROCESS_ROLES: broker,controller\n      KAFKA_LISTENERS: PLAINTEXT://:9092,CONTROLLER://:9093\n      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://localhost:9092\n      KAFKA_CONTROLLER_LISTENER_NAMES: CONTROLLER\n      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@kafka:9093\n      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1\n      KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: 1\n' },
    falsePositives: 'A written offsets.topic.replication.factor of 1 on a cluster of three or more brokers is information: the file runs several brokers, yet the offsets of every group live on one. Brokers started outside this file (another compose file joining the same network, `docker compose up --scale`) make the cluster bigger than the file shows; a service with `scale:` or `deploy.replicas`, or a quorum given by a variable, is not judged. An apache/kafka service with a server.properties mounted on /mnt/shared/config, or any service with a command of its own, takes its unwritten keys from a file this rule cannot see: only written values are judged there, and bitnami/kafka and wurstmeister/kafka start from their own server.properties. Silence a finding with the `kafkaTuning.rules` setting.',
    versions: 'All Kafka versions with these topics (0.11 and newer refuse a factor above the broker count); apache/kafka, confluentinc/cp-kafka and cp-server images for unwritten factors, any Kafka image for written ones.',
  },
};
