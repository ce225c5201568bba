// compose-image-exits-on-variable (confluentinc/kafka-images kafka/ and server/
// include/etc/confluent/docker/configure, Confluent Platform 5.5 to 8.x): before it writes
// kafka.properties, the cp-kafka and cp-server images' configure script refuses the variables of
// the pre-listener settings. For each of KAFKA_ADVERTISED_PORT, KAFKA_ADVERTISED_HOST, KAFKA_HOST
// and KAFKA_PORT that is set and not empty it prints "<name> is deprecated. Please use
// KAFKA_ADVERTISED_LISTENERS instead." and exits 1: the container stops before Kafka starts.
// (Kubernetes sets KAFKA_PORT itself for a Service named kafka, with the same result.)
import type { ComposeSite } from '../model';
import { Severity, type Finding, type Rule } from './types';

/** The refused variables and the setting each names in the script's message. */
const REFUSED: Record<string, string> = {
  KAFKA_ADVERTISED_PORT: 'advertised.port',
  KAFKA_ADVERTISED_HOST: 'advertised.host',
  KAFKA_HOST: 'host',
  KAFKA_PORT: 'port',
};

export const composeImageExitsOnVariable: Rule = {
  id: 'compose-image-exits-on-variable',
  severity: Severity.Error,
  roles: ['broker'],
  compose: 'only',
  source: 'confluentinc/kafka-images: kafka/include/etc/confluent/docker/configure and server/include/etc/confluent/docker/configure ("advertised.port is deprecated. Please use KAFKA_ADVERTISED_LISTENERS instead.", exit 1), Confluent Platform 5.5 to 8.x',
  summary: 'A cp-kafka or cp-server service sets KAFKA_ADVERTISED_PORT, KAFKA_ADVERTISED_HOST, KAFKA_HOST or KAFKA_PORT: the image\'s start-up script exits before Kafka starts.',
  docs: {
    why: 'Confluent\'s broker images write the broker config from KAFKA_* variables, but first check for the variables of the settings that listeners replaced (advertised.port, advertised.host, host, port) and stop if one is set. Older images and tutorials (wurstmeister/kafka) used them; cp-kafka and cp-server do not.',
    consequence: 'The container exits with status 1 right after start, printing "advertised.port is deprecated. Please use KAFKA_ADVERTISED_LISTENERS instead." (or host, port, advertised.host): no broker runs, and every client of the stack fails to connect.',
    bad: { file: 'docker-compose.yml', text: 'services:\n  kafka:\n    image: confluentinc/cp-kafka:7.6.1\n    environment:\n      KAFKA_BROKER_ID: 1\n      KAFKA_ZOOKEEPER_CONNECT: zookeeper:2181\n      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:9092\n      KAFKA_ADVERTISED_PORT: 9092\n      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1\n' },
    good: { file: 'docker-compose.yml', text: 'services:\n  kafka:\n    image: confluentinc/cp-kafka:7.6.1\n    environment:\n      KAFKA_BROKER_ID: 1\n      KAFKA_ZOOKEEPER_CONNECT: zookeeper:2181\n      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:9092\n      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1\n' },
    falsePositives: 'None known for Confluent\'s images: the check has been in their configure script from Confluent Platform 5.5 to 8.x. Other images (wurstmeister/kafka, bitnami/kafka) are not judged.',
    versions: 'confluentinc/cp-kafka and cp-server images, Confluent Platform 5.5 to 8.x (every release in confluentinc/kafka-images from 5.5 on).',
  },
  check(ctx) {
    const site = ctx.site as ComposeSite;
    if (site.compose.family !== 'confluent') return [];
    const out: Finding[] = [];
    const written = [...site.entries.map((e) => ({ name: e.rawKey, value: e.value, range: e.range })), ...site.compose.otherVariables];
    for (const v of written) {
      const setting = REFUSED[v.name];
      if (!setting || v.value === undefined || v.value.trim() === '') continue;
      out.push({
        range: v.range,
        message: `${v.name} makes ${site.compose.image} exit before Kafka starts: its configure script stops with "${setting} is deprecated. Please use KAFKA_ADVERTISED_LISTENERS instead." Remove it; KAFKA_ADVERTISED_LISTENERS says where clients reach the broker.`,
      });
    }
    return out;
  },
};
