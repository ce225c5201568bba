// compose-zookeeper-on-kafka-4: a Docker Compose broker configured for ZooKeeper mode
// (KAFKA_ZOOKEEPER_CONNECT, no KAFKA_PROCESS_ROLES) on an image that holds Kafka 4.0 or newer.
// Kafka 4.0 removed ZooKeeper mode (KIP-833): process.roles and node.id have no default in 4.x
// (KafkaConfig), so such a broker does not start. Confluent Platform 8.0 and newer hold Kafka 4.x
// (crossFile/compose.ts maps CP versions to Kafka releases); apache/kafka images are tagged with
// the Kafka version itself. An image with no tag or "latest" pulls the newest release, which for
// confluentinc/cp-kafka, cp-server, apache/kafka and bitnami/kafka is a 4.x one today: a warning, since a copy
// pulled earlier and kept by the Docker engine still starts.
import { compareVersions } from '../catalog';
import type { ComposeSite } from '../model';
import { Severity, type Rule } from './types';

/** The newest release of these images is a 4.x one (Confluent Platform 8, Kafka 4). */
// bitnami/kafka's "latest" is a rolling tag of its 4.0 image (bitnami/containers,
// bitnami/kafka/4.0/debian-12/tags-info.yaml), whose scripts drop ZooKeeper support from 4 on
// (libkafka.sh kafka_is_zookeeper_supported).
const NEWEST_IS_KAFKA_4 = /(?:^|\/)(?:confluentinc\/cp-(?:kafka|server)|apache\/kafka(?:-native)?|bitnami(?:legacy)?\/kafka)(?::latest)?(?:@.*)?$/i;

function moveOn(site: ComposeSite): string {
  const cp = /confluentinc\//i.test(site.compose.image);
  return `Pin a 3.x image (${cp ? 'confluentinc/cp-kafka:7.9.x holds Kafka 3.9, the last line with ZooKeeper mode' : 'a 3.9 release, the last line with ZooKeeper mode'}) or run the service in KRaft mode (KAFKA_PROCESS_ROLES, KAFKA_NODE_ID, KAFKA_CONTROLLER_QUORUM_VOTERS, KAFKA_CONTROLLER_LISTENER_NAMES).`;
}

export const composeZookeeperOnKafka4: Rule = {
  id: 'compose-zookeeper-on-kafka-4',
  severity: Severity.Error,
  roles: ['broker'],
  compose: 'only',
  source: 'KIP-833 and the Kafka 4.0 upgrade notes (ZooKeeper mode removed); KafkaConfig: process.roles and node.id have no default in 4.x; Confluent Platform 8.0 ships Kafka 4.0',
  summary: 'A Docker Compose broker set up for ZooKeeper mode on an image that holds Kafka 4.x (or pulls the newest release), where ZooKeeper mode no longer exists: the broker does not start.',
  check(ctx) {
    const site = ctx.site as ComposeSite;
    const zk = ctx.entry('zookeeper.connect');
    if (!zk || ctx.isSet('process.roles')) return [];
    const version = site.client.version;
    const zkLine = `${zk.rawKey} with no ${zk.rawKey.replace(/ZOOKEEPER_CONNECT$/, 'PROCESS_ROLES')}: a ZooKeeper-mode broker`;
    if (version && compareVersions(version, '4.0') >= 0) {
      return [{
        range: zk.keyRange,
        message: `${zkLine}, but ${site.compose.image} holds Kafka ${version}, and Kafka 4.0 removed ZooKeeper mode (KIP-833): process.roles and node.id have no default in 4.x, so this broker does not start. ${moveOn(site)}`,
      }];
    }
    if (!version && site.compose.floatingTag && NEWEST_IS_KAFKA_4.test(site.compose.image)) {
      return [{
        range: zk.keyRange,
        severity: Severity.Warning,
        message: `${zkLine}, on ${site.compose.image}, which ${/:latest/i.test(site.compose.image) ? 'is' : 'with no tag means'} the newest release: Kafka 4.x${/bitnami/i.test(site.compose.image) ? ' (Bitnami\'s latest tag is its Kafka 4.0 image)' : ' (Confluent Platform 8 for confluentinc images)'}, which has no ZooKeeper mode (KIP-833). A fresh pull gives a broker that does not start (process.roles and node.id have no default in 4.x); only a copy pulled while the newest release was a 3.x one still runs. ${moveOn(site)}`,
      }];
    }
    return [];
  },
  docs: {
    why: 'Kafka 4.0 removed ZooKeeper mode (KIP-833). A broker image of Kafka 4.0 or newer (apache/kafka:4.x, Confluent Platform 8.x) reads KAFKA_ZOOKEEPER_CONNECT as a key that no longer exists, and needs process.roles and node.id, which have no default. Many compose files written for Kafka 3.x keep ZooKeeper and an image tag of "latest" (or none), which now pulls a 4.x release.',
    consequence: 'The broker container exits at start-up (KafkaConfig: missing process.roles / node.id), and every client of the compose project fails to connect. With a floating tag the file works on a machine that still holds an older pulled copy and fails on a fresh one.',
    bad: { file: 'docker-compose.yml', text: 'services:\n  zookeeper:\n    image: confluentinc/cp-zookeeper:7.5.0\n    environment:\n      ZOOKEEPER_CLIENT_PORT: 2181\n  kafka:\n    image: confluentinc/cp-kafka:8.0.0\n    environment:\n      KAFKA_BROKER_ID: 1\n      KAFKA_ZOOKEEPER_CONNECT: zookeeper:2181\n      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:9092\n      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1\n' },
    good: { file: 'docker-compose.yml', text: 'services:\n  zookeeper:\n    image: confluentinc/cp-zookeeper:7.5.0\n    environment:\n      ZOOKEEPER_CLIENT_PORT: 2181\n  kafka:\n    image: confluentinc/cp-kafka:7.5.0\n    environment:\n      KAFKA_BROKER_ID: 1\n      KAFKA_ZOOKEEPER_CONNECT: zookeeper:2181\n      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:9092\n      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1\n' },
    falsePositives: 'A project that deliberately runs an older copy of a floating tag still starts; pinning the tag it runs makes that explicit and silences the warning. Images other than apache/kafka, confluentinc/cp-kafka / cp-server and bitnami/kafka with a floating tag are not judged (their newest release is not known here). For bitnami/kafka, "latest" is the rolling tag of its 4.0 image (bitnami/containers, bitnami/kafka/4.0/debian-12/tags-info.yaml).',
    versions: 'Docker Compose services of apache/kafka, confluentinc/cp-kafka and cp-server images holding Kafka 4.0 or newer (Confluent Platform 8.0 and newer), or with no tag or "latest"; bitnami/kafka with no tag or "latest" (the rolling tag of its 4.0 image).',
  },
};
