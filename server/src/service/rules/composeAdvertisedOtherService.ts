// compose-advertised-other-service: a Docker Compose broker that advertises a listener at the name
// of another Kafka service of the same file (broker-1 advertising INTERNAL://broker-3:9092, a
// service copied and not renamed everywhere). The Metadata response gives clients and the other
// brokers each partition leader's advertised address (KafkaConfig advertised.listeners); for the
// partitions this broker leads they are sent to the other service, which does not lead them and
// answers NOT_LEADER_OR_FOLLOWER, or, over the inter-broker listener, followers fetch from the
// wrong broker and fall out of the ISR (check 64: the most damaging problem of its material).
import { composeListeners } from './composeListeners';
import { Severity, type Finding, type Rule } from './types';

export const composeAdvertisedOtherService: Rule = {
  id: 'compose-advertised-other-service',
  severity: Severity.Error,
  roles: ['broker'],
  compose: 'only',
  source: 'KafkaConfig advertised.listeners (the addresses the Metadata response gives clients and brokers for each leader); Docker Compose service names, hostname, container_name and network aliases',
  summary: 'A Docker Compose broker advertises a listener at another Kafka service\'s name: clients and brokers sent to its partitions reach that other service.',
  check(ctx) {
    const found = composeListeners(ctx);
    if (!found) return [];
    const { site, adv, advertised } = found;
    const own = new Set(site.compose.hosts);
    const out: Finding[] = [];
    for (const l of advertised) {
      const host = l.host?.toLowerCase();
      if (!host || own.has(host)) continue;
      const other = site.compose.othersKafkaHosts.find((o) => o.host === host);
      if (!other) continue;
      const inter = ctx.effective('inter.broker.listener.name')?.trim() === l.name;
      out.push({
        range: adv.valueRange,
        message: `${adv.rawKey} gives ${l.name}://${l.host}${l.port !== undefined ? `:${l.port}` : ''}, but ${l.host} is ${other.service === host ? 'another service of this file' : `the name of ${other.service}, another service of this file`}, not ${site.compose.service}: clients${inter ? ' and the other brokers' : ''} sent to the partitions ${site.compose.service} leads connect to ${other.service} instead, which does not lead them, so they cannot be produced to or fetched from${inter ? ', and their followers fall out of sync' : ''}. Advertise ${site.compose.service}'s own name (${l.name}://${site.compose.service}:${l.port ?? '<port>'}).`,
      });
    }
    return out;
  },
  docs: {
    why: 'Clients use bootstrap.servers only for their first request; the Metadata response then gives them, for every partition, the address its leader advertises, and they connect there. The other brokers use the inter-broker listener\'s advertised address the same way. A broker service copied from another and not renamed in its advertised listeners sends everyone to the other broker.',
    consequence: 'Produce and fetch requests for the partitions this broker leads go to the other broker, which answers NOT_LEADER_OR_FOLLOWER: producers retry until delivery.timeout.ms, consumers stall; over the inter-broker listener, replicas of those partitions stop fetching and fall out of the ISR.',
    bad: { file: 'docker-compose.yml', text: 'services:\n  broker-1:\n    image: apache/kafka:3.9.1\n    environment:\n      KAFKA_NODE_ID: 1\n      KAFKA_PROCESS_ROLES: broker\n      KAFKA_LISTENERS: INTERNAL://:9092\n      KAFKA_ADVERTISED_LISTENERS: INTERNAL://broker-2:9092\n      KAFKA_INTER_BROKER_LISTENER_NAME: INTERNAL\n      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: INTERNAL:PLAINTEXT,CONTROLLER:PLAINTEXT\n      KAFKA_CONTROLLER_LISTENER_NAMES: CONTROLLER\n      KAFKA_CONTROLLER_QUORUM_VOTERS: 3@controller:9093\n      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 2\n      KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: 2\n  broker-2:\n    image: apache/kafka:3.9.1\n    environment:\n      KAFKA_NODE_ID: 2\n      KAFKA_PROCESS_ROLES: broker\n      KAFKA_LISTENERS: INTERNAL://:9092\n      KAFKA_ADVERTISED_LISTENERS: INTERNAL://broker-2:9092\n      KAFKA_INTER_BROKER_LISTENER_NAME: INTERNAL\n      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: INTERNAL:PLAINTEXT,CONTROLLER:PLAINTEXT\n      KAFKA_CONTROLLER_LISTENER_NAMES: CONTROLLER\n      KAFKA_CONTROLLER_QUORUM_VOTERS: 3@controller:9093\n      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 2\n      KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: 2\n' },
    good: { file: 'docker-compose.yml', text: 'services:\n  broker-1:\n    image: apache/kafka:3.9.1\n    environment:\n      KAFKA_NODE_ID: 1\n      KAFKA_PROCESS_ROLES: broker\n      KAFKA_LISTENERS: INTERNAL://:9092\n      KAFKA_ADVERTISED_LISTENERS: INTERNAL://broker-1:9092\n      KAFKA_INTER_BROKER_LISTENER_NAME: INTERNAL\n      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: INTERNAL:PLAINTEXT,CONTROLLER:PLAINTEXT\n      KAFKA_CONTROLLER_LISTENER_NAMES: CONTROLLER\n      KAFKA_CONTROLLER_QUORUM_VOTERS: 3@controller:9093\n      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 2\n      KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: 2\n  broker-2:\n    image: apache/kafka:3.9.1\n    environment:\n      KAFKA_NODE_ID: 2\n      KAFKA_PROCESS_ROLES: broker\n      KAFKA_LISTENERS: INTERNAL://:9092\n      KAFKA_ADVERTISED_LISTENERS: INTERNAL://broker-2:9092\n      KAFKA_INTER_BROKER_LISTENER_NAME: INTERNAL\n      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: INTERNAL:PLAINTEXT,CONTROLLER:PLAINTEXT\n      KAFKA_CONTROLLER_LISTENER_NAMES: CONTROLLER\n      KAFKA_CONTROLLER_QUORUM_VOTERS: 3@controller:9093\n      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 2\n      KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: 2\n' },
    falsePositives: 'A broker that advertises a proxy\'s or load balancer\'s name is not judged: only the names of the file\'s own Kafka services (brokers, controllers, Connect workers) count. Names this service shares with another (a network alias both declare) are left alone.',
    versions: 'Docker Compose services of apache/kafka, confluentinc/cp-kafka and cp-server, bitnami/kafka and wurstmeister/kafka images, all Kafka versions.',
  },
};
