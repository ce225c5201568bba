// compose-container-client-gets-localhost: another container of the stack names the broker by its
// service name and a port whose listener advertises localhost (KAFKA_BROKERS: kafka:9092 with
// PLAINTEXT_HOST://localhost:9092). The bootstrap connection works, but the Metadata response names
// the advertised address, localhost:9092, as every partition's leader (advertised.listeners,
// KafkaConfig), and inside that container localhost is the container itself: the client cannot
// reach a leader. The usual stack has a second listener for containers (PLAINTEXT://kafka:29092),
// which is the one to name.
import { isLoopbackHost } from '../util/localCluster';
import { composeListeners } from './composeListeners';
import { Severity, type Finding, type Rule } from './types';

export const composeContainerClientGetsLocalhost: Rule = {
  id: 'compose-container-client-gets-localhost',
  severity: Severity.Warning,
  roles: ['broker'],
  compose: 'only',
  source: 'KafkaConfig advertised.listeners (the addresses the Metadata response gives clients); Docker networking (localhost inside a container is the container)',
  summary: 'A container of the Docker Compose stack reaches the broker through a listener that advertises localhost: after the bootstrap it is sent to its own localhost.',
  docs: {
    why: 'A client connects to the bootstrap address only to learn the cluster\'s metadata; it then connects to each partition leader at the address that leader advertises for the listener it came in on. A listener meant for clients on the host machine advertises localhost, which inside another container means that container itself.',
    consequence: 'The client bootstraps, then fails to connect to every leader: kafkajs logs "Connection error: connect ECONNREFUSED 127.0.0.1:9092", the Java client "Connection to node 1 (localhost/127.0.0.1:9092) could not be established". Nothing is produced or consumed.',
    bad: { file: 'docker-compose.yml', text: 'services:\n  kafka:\n    image: confluentinc/cp-kafka:7.6.1\n    ports: ["9092:9092"]\n    environment:\n      KAFKA_BROKER_ID: 1\n      KAFKA_ZOOKEEPER_CONNECT: zookeeper:2181\n      KAFKA_LISTENERS: PLAINTEXT://0.0.0.0:29092,PLAINTEXT_HOST://0.0.0.0:9092\n      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:29092,PLAINTEXT_HOST://localhost:9092\n      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: PLAINTEXT:PLAINTEXT,PLAINTEXT_HOST:PLAINTEXT\n      KAFKA_INTER_BROKER_LISTENER_NAME: PLAINTEXT\n      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1\n  orders:\n    build: ./orders\n    environment:\n      KAFKA_BROKERS: kafka:9092\n' },
    good: { file: 'docker-compose.yml', text: 'services:\n  kafka:\n    image: confluentinc/cp-kafka:7.6.1\n    ports: ["9092:9092"]\n    environment:\n      KAFKA_BROKER_ID: 1\n      KAFKA_ZOOKEEPER_CONNECT: zookeeper:2181\n      KAFKA_LISTENERS: PLAINTEXT://0.0.0.0:29092,PLAINTEXT_HOST://0.0.0.0:9092\n      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:29092,PLAINTEXT_HOST://localhost:9092\n      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: PLAINTEXT:PLAINTEXT,PLAINTEXT_HOST:PLAINTEXT\n      KAFKA_INTER_BROKER_LISTENER_NAME: PLAINTEXT\n      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1\n  orders:\n    build: ./orders\n    environment:\n      KAFKA_BROKERS: kafka:29092\n' },
    falsePositives: 'A client container that shares the broker\'s network namespace (network_mode: service:kafka or host) reaches localhost for real and is not judged. A variable that holds the address for something other than a Kafka client (a health check of the port) would still be named: silence the rule for the file in .kafka-tuning.json.',
    versions: 'All Kafka versions and images whose listeners the file shows (apache/kafka, Confluent\'s, bitnami, wurstmeister).',
  },
  check(ctx) {
    const found = composeListeners(ctx);
    if (!found || !found.bindsKnown) return [];
    const { site, advertised, boundPort } = found;
    const out: Finding[] = [];
    for (const peer of site.compose.peerAddresses) {
      const listener = advertised.find((a) => boundPort(a.name) === peer.port);
      if (!listener || !isLoopbackHost(listener.host)) continue;
      const inside = advertised.find((a) => site.compose.hosts.includes(a.host.toLowerCase()) && boundPort(a.name) !== undefined);
      out.push({
        range: peer.range,
        message: `${peer.service} reaches ${site.compose.service} at ${peer.host}:${peer.port} (${peer.variable}), the ${listener.name} listener, which advertises ${listener.host}:${listener.port}: after the bootstrap the client is sent to ${listener.host}:${listener.port}, which inside the ${peer.service} container is the container itself, and it cannot reach any leader.${inside ? ` Use ${inside.host}:${boundPort(inside.name)}, the ${inside.name} listener, which advertises ${inside.host}:${inside.port}.` : ' Give containers a listener that advertises the service name.'}`,
      });
    }
    return out;
  },
};
