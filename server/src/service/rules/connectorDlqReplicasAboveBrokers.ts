// connector-dlq-replicas-above-brokers: a sink connector with a dead letter queue whose topic needs
// more replicas than the workspace's Compose cluster has brokers. When a sink task starts, Connect
// creates the DLQ topic if it is missing with errors.deadletterqueue.topic.replication.factor
// replicas (default 3; SinkConnectorConfig) and any failure but "exists" ends the task:
// DeadLetterQueueReporter.createAndSetup throws ConnectException "Could not initialize dead letter
// queue with topic=…" (the controller refuses 3 replicas on 1 broker: "The target replication
// factor of 3 cannot be reached because only 1 broker(s) are registered"). The cluster is the one
// the compose files that run the connector hold (crossFile/compose.ts composeClusterForConnector):
// evidence of where it runs, named in the message (check 41 listed this on a one-broker stack).
import { composeClusterForConnector } from '../crossFile/compose';
import { databaseHost } from './debezium';
import { Severity, type Rule } from './types';

const TOPIC = 'errors.deadletterqueue.topic.name';
const RF = 'errors.deadletterqueue.topic.replication.factor';

export const connectorDlqReplicasAboveBrokers: Rule = {
  id: 'connector-dlq-replicas-above-brokers',
  severity: Severity.Warning,
  roles: ['connector'],
  clients: ['java'],
  source: 'SinkConnectorConfig errors.deadletterqueue.topic.replication.factor (default 3); DeadLetterQueueReporter.createAndSetup (ConnectException "Could not initialize dead letter queue with topic=…")',
  summary: 'A sink connector\'s dead letter queue topic needs more replicas (3 by default) than the Compose cluster it runs against has brokers: each task fails when it starts.',
  check(ctx) {
    const topic = ctx.entry(TOPIC)?.value?.trim();
    if (!topic || /\$\{|\{\{/.test(topic)) return [];
    if (/Source(?:Connector)?$/.test(ctx.entry('connector.class')?.value?.trim() ?? '')) return [];
    const rf = ctx.number(RF) ?? 3;
    const cluster = composeClusterForConnector(ctx.workspace.compose, ctx.doc.uri, databaseHost(ctx));
    if (!cluster || rf <= cluster.brokers.length || rf === -1) return [];
    const written = ctx.isSet(RF);
    const n = cluster.brokers.length;
    return [{
      range: written ? ctx.entry(RF)!.valueRange : ctx.entry(TOPIC)!.valueRange,
      message: `The dead letter queue ${topic} is created with ${RF}=${rf}${written ? '' : ' (default)'} replicas, but ${cluster.label} runs ${n} broker${n === 1 ? '' : 's'} (${cluster.brokers.join(', ')}): if the topic does not exist yet, each task of this sink fails when it starts (ConnectException "Could not initialize dead letter queue with topic=${topic}"). Set ${RF}=${n}, or create the topic beforehand.`,
      fixes: [{ title: `Set ${RF}=${n}`, intents: [{ kind: 'set', key: RF, value: String(n) }], preferred: true }],
    }];
  },
  docs: {
    why: 'A sink connector with errors.deadletterqueue.topic.name creates that topic when a task starts, if it does not exist, with errors.deadletterqueue.topic.replication.factor replicas: 3 unless written. A topic cannot have more replicas than the cluster has brokers.',
    consequence: 'Each task fails at start-up with ConnectException "Could not initialize dead letter queue with topic=…", so the connector runs no task until the topic exists (DeadLetterQueueReporter.createAndSetup).',
    bad: { file: 'orders-sink.json', text: '{\n  "name": "orders-sink",\n  "config": {\n    "connector.class": "io.confluent.connect.jdbc.JdbcSinkConnector",\n    "topics": "orders",\n    "connection.url": "jdbc:postgresql://warehouse:5432/dw",\n    "errors.tolerance": "all",\n    "errors.deadletterqueue.topic.name": "orders-dlq"\n  }\n}\n' },
    good: { file: 'orders-sink.json', text: '{\n  "name": "orders-sink",\n  "config": {\n    "connector.class": "io.confluent.connect.jdbc.JdbcSinkConnector",\n    "topics": "orders",\n    "connection.url": "jdbc:postgresql://warehouse:5432/dw",\n    "errors.tolerance": "all",\n    "errors.deadletterqueue.topic.name": "orders-dlq",\n    "errors.deadletterqueue.topic.replication.factor": "1"\n  }\n}\n' },
    module: {
      description: 'A docker-compose.yml in the folder above the connector runs one broker, service `kafka` (image confluentinc/cp-kafka:7.6.1), and a Connect worker.',
      facts: {
        compose: [{
          file: 'file:///docker-compose.yml', label: 'docker-compose.yml', services: [
            { service: 'kafka', hosts: ['kafka'], localPorts: [9092], image: 'confluentinc/cp-kafka:7.6.1', kafkaVersion: '3.6', kind: 'broker', cluster: 'single:kafka' },
            { service: 'connect', hosts: ['connect'], localPorts: [8083], image: 'confluentinc/cp-kafka-connect:7.6.1', kafkaVersion: '3.6', kind: 'connect' },
          ],
        }],
      },
    },
    falsePositives: 'A DLQ topic created beforehand (by a script or an init container) exists when the task starts and is used as it is. The rule judges only where the compose files that run the connector hold exactly one Kafka cluster; ',
    versions: 'Kafka Connect 2.0 and later (KIP-298 dead letter queues).',
  },
};
