// compose-cluster-id-missing: a KRaft node on Confluent's or Apache's image without CLUSTER_ID.
// Both images format the node's storage (kafka-storage format) with the ID in the CLUSTER_ID
// variable before Kafka starts. Confluent's configure script requires it in KRaft mode (cp-kafka
// and cp-server, CP 7.x and 8.x: `dub ensure CLUSTER_ID` / `ub ensure CLUSTER_ID`, which prints
// "CLUSTER_ID is required." and exits 1); Apache's (docker/resources/common-scripts configure and
// configureDefaults, from 3.7) falls back to the fixed ID 5L6g3nShT-eMCtK--X86sw. KAFKA_CLUSTER_ID,
// an easy slip, is neither: the images write it into the config as cluster.id, which Kafka does
// not define (check 42, K6). Judged only where the image writes the config from the variables
// alone (compose.defaultsAreKafkas: no command, entrypoint or build that could set it otherwise).
import type { ComposeSite } from '../model';
import { Severity, type Finding, type Rule } from './types';

const APACHE_DEFAULT = '5L6g3nShT-eMCtK--X86sw';

export const composeClusterIdMissing: Rule = {
  id: 'compose-cluster-id-missing',
  severity: Severity.Error,
  roles: ['broker'],
  compose: 'only',
  source: 'confluentinc/kafka-images kafka/ and server/ include/etc/confluent/docker/configure (`dub ensure CLUSTER_ID` in KRaft mode, CP 7.x; `ub ensure CLUSTER_ID`, CP 8.x); apache/kafka docker/resources/common-scripts configure (`ensure CLUSTER_ID`) and configureDefaults (CLUSTER_ID=5L6g3nShT-eMCtK--X86sw)',
  summary: 'A KRaft node on cp-kafka/cp-server without CLUSTER_ID: the image exits before Kafka starts ("CLUSTER_ID is required."); on apache/kafka, KAFKA_CLUSTER_ID instead of CLUSTER_ID leaves the image\'s fixed default ID.',
  check(ctx) {
    const site = ctx.site as ComposeSite;
    const c = site.compose;
    if (!c.defaultsAreKafkas || (c.family !== 'confluent' && c.family !== 'apache') || !ctx.entry('process.roles')?.value?.trim()) return [];
    if (c.otherVariables.some((v) => v.name === 'CLUSTER_ID')) return [];
    const slip = c.otherVariables.find((v) => v.name === 'KAFKA_CLUSTER_ID' && v.value?.trim());
    const out: Finding[] = [];
    if (c.family === 'confluent') {
      out.push({
        range: slip?.range ?? c.nameRange,
        message: `${c.image} in KRaft mode needs CLUSTER_ID to format its storage, and it is not set${slip ? ' (KAFKA_CLUSTER_ID is another variable: the image writes it into the config as cluster.id, which Kafka does not read)' : ''}: the configure script prints "CLUSTER_ID is required." and exits before Kafka starts. Set CLUSTER_ID${slip ? ' instead' : ''} to an ID from kafka-storage random-uuid, the same on every node of the cluster.`,
      });
    } else if (slip) {
      out.push({
        severity: Severity.Information,
        range: slip.range,
        message: `${c.image} formats its storage with the CLUSTER_ID variable, not KAFKA_CLUSTER_ID (which it writes into the config as cluster.id, a key Kafka does not read): this node runs with the image's fixed default ID, ${APACHE_DEFAULT}, not the one written here. Rename it CLUSTER_ID.`,
      });
    }
    return out;
  },
  docs: {
    why: 'Before a KRaft node\'s first start its storage must be formatted with the cluster\'s ID. Confluent\'s and Apache\'s images do it themselves, with the ID in the CLUSTER_ID variable. Every other KAFKA_* variable becomes a line of the broker config, so KAFKA_CLUSTER_ID turns into cluster.id, which is not a Kafka setting.',
    consequence: 'cp-kafka and cp-server stop at once in KRaft mode without CLUSTER_ID: "CLUSTER_ID is required.", exit status 1, no broker. apache/kafka uses its fixed default ID 5L6g3nShT-eMCtK--X86sw instead: every cluster started from the image has the same ID, and the one written in KAFKA_CLUSTER_ID is ignored.',
    bad: { file: 'docker-compose.yml', text: 'services:\n  kafka:\n    image: confluentinc/cp-kafka:7.6.1\n    environment:\n      KAFKA_NODE_ID: 1\n      KAFKA_PROCESS_ROLES: broker,controller\n      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@kafka:29093\n      KAFKA_LISTENERS: PLAINTEXT://kafka:29092,CONTROLLER://kafka:29093\n      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:29092\n      KAFKA_CONTROLLER_LISTENER_NAMES: CONTROLLER\n      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1\n      KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: 1\n      KAFKA_CLUSTER_ID: MkU3OEVBNTcwNTJENDM2Qk\n' },
    good: { file: 'docker-compose.yml', text: 'services:\n  kafka:\n    image: confluentinc/cp-kafka:7.6.1\n    environment:\n      KAFKA_NODE_ID: 1\n      KAFKA_PROCESS_ROLES: broker,controller\n      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@kafka:29093\n      KAFKA_LISTENERS: PLAINTEXT://kafka:29092,CONTROLLER://kafka:29093\n      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:29092\n      KAFKA_CONTROLLER_LISTENER_NAMES: CONTROLLER\n      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1\n      KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: 1\n      CLUSTER_ID: MkU3OEVBNTcwNTJENDM2Qk\n' },
    falsePositives: 'A service whose command, entrypoint or Dockerfile sets CLUSTER_ID (or formats the storage itself) is not judged, nor one on another image (Bitnami reads KAFKA_KRAFT_CLUSTER_ID).',
    versions: 'confluentinc/cp-kafka and cp-server in KRaft mode (CP 7.x and 8.x); apache/kafka from 3.7.',
  },
};
