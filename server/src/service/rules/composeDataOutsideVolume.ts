// compose-data-outside-volume: a Docker Compose broker with a volume for its data whose log
// directories are elsewhere, so the volume stays empty and the topics live in the container's own
// filesystem, gone when the container is recreated (docker compose down, an image update).
// Where the broker writes when KAFKA_LOG_DIRS is not set depends on the image:
//  - apache/kafka, apache/kafka-native with variables only: KafkaDockerWrapper writes just the
//    KAFKA_* variables given into server.properties, so log.dirs is unset and log.dir keeps Kafka's
//    default, /tmp/kafka-logs; the image's own VOLUME /var/lib/kafka/data is never written
//    (apache/kafka docker/jvm/Dockerfile, core/src/main/scala/kafka/docker/KafkaDockerWrapper.scala);
//  - confluentinc/cp-kafka, cp-server: the configure script sets KAFKA_LOG_DIRS=/var/lib/kafka/data
//    (confluentinc/kafka-images kafka/include/etc/confluent/docker/configure), a VOLUME of the image:
//    Compose carries that anonymous volume over to a recreated container, so only a written
//    KAFKA_LOG_DIRS outside it loses data.
// Only mounts named like a data directory count as the volume meant for the data (check 48: a JMX
// agent's jar and a config folder were named as the volume that "stays empty").
// Other images start from a server.properties the compose file does not show: not judged.
import type { ComposeSite } from '../model';
import { Severity, type Rule } from './types';

/** Mounts that hold configuration, secrets or tools, not a broker's data; a file (name.ext) is never a data directory. */
const NOT_DATA = /^\/(?:etc|usr|opt\/kafka\/config|mnt\/shared\/config|var\/run|run|docker-entrypoint)(?:\/|$)|\/[^/]+\.[A-Za-z0-9]{1,8}$/;
/**
 * A directory meant for a broker's data by its name (check 48: a JMX agent's jar and a config
 * folder were named as "the volume that stays empty").
 */
// The last segment decides (check 75: a cluster-id file bind-mounted at /data/clusterID was named
// as a data volume that "stays empty").
const DATA_NAME = /(?:^\/var\/lib\/kafka|^\/bitnami\/kafka|(?:^|\/)(?:data|kafka-data|kafka-logs|logs?|kraft[\w-]*|log-?dirs?|kafka\d*)\/?$)/;

function within(dir: string, mount: string): boolean {
  const d = dir.replace(/\/+$/, '');
  return mount === '/' || d === mount || d.startsWith(`${mount}/`);
}

export const composeDataOutsideVolume: Rule = {
  id: 'compose-data-outside-volume',
  severity: Severity.Warning,
  roles: ['broker'],
  compose: 'only',
  source: 'apache/kafka docker/jvm/Dockerfile (VOLUME /var/lib/kafka/data) and KafkaDockerWrapper (server.properties from the KAFKA_* variables only; log.dir default /tmp/kafka-logs); confluentinc/kafka-images configure (KAFKA_LOG_DIRS default /var/lib/kafka/data)',
  summary: 'A Docker Compose broker mounts a volume for data, but its log directories lie outside it: topics are lost whenever the container is recreated.',
  docs: {
    why: 'A volume keeps a broker\'s data across container restarts only if the broker writes there. The apache/kafka image declares a volume at /var/lib/kafka/data, but with configuration given as KAFKA_* variables only those variables make server.properties, and without KAFKA_LOG_DIRS Kafka writes to its default, /tmp/kafka-logs, inside the container.',
    consequence: 'The mounted volume stays empty. Every topic, committed offset and, in KRaft mode, the cluster metadata live in the container\'s writable layer and are gone after `docker compose down` or a new image: the next start is a new, empty cluster (or, with a kept volume elsewhere, one that no longer matches it).',
    bad: { file: 'docker-compose.yml', text: 'services:\n  kafka:\n    image: apache/kafka:3.8.0\n    environment:\n      KAFKA_NODE_ID: 1\n      KAFKA_PROCESS_ROLES: broker,controller\n      KAFKA_LISTENERS: PLAINTEXT://:9092,CONTROLLER://:9093\n      KAFKA_CONTROLLER_LISTENER_NAMES: CONTROLLER\n      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@kafka:9093\n      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1\n    volumes:\n      - kafka-data:/var/lib/kafka/data\nvolumes:\n  kafka-data:\n' },
    good: { file: 'docker-compose.yml', text: 'services:\n  kafka:\n    image: apache/kafka:3.8.0\n    environment:\n      KAFKA_NODE_ID: 1\n      KAFKA_PROCESS_ROLES: broker,controller\n      KAFKA_LISTENERS: PLAINTEXT://:9092,CONTROLLER://:9093\n      KAFKA_CONTROLLER_LISTENER_NAMES: CONTROLLER\n      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@kafka:9093\n      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1\n      KAFKA_LOG_DIRS: /var/lib/kafka/data\n    volumes:\n      - kafka-data:/var/lib/kafka/data\nvolumes:\n  kafka-data:\n' },
    falsePositives: 'A volume mounted for something other than the broker\'s data under a path this rule does not know as configuration: set the rule off for the file in .kafka-tuning.json. Images other than apache/kafka and Confluent\'s start from a server.properties the compose file does not show and are not judged.',
    versions: 'apache/kafka and apache/kafka-native images (3.7 and newer), confluentinc/cp-kafka and cp-server.',
  },
  check(ctx) {
    const site = ctx.site as ComposeSite;
    const { family, defaultsAreKafkas, volumeTargets } = site.compose;
    const data = volumeTargets.filter((t) => !NOT_DATA.test(t) && DATA_NAME.test(t));
    if (data.length === 0) return [];
    const written = ctx.entry('log.dirs') ?? ctx.entry('log.dir');
    let dirs: string[];
    let why: string;
    if (written) {
      if (written.value === undefined || /\$/.test(written.value)) return [];
      dirs = written.value.split(',').map((d) => d.trim()).filter(Boolean);
      why = `${written.rawKey}`;
    } else if (family === 'apache' && defaultsAreKafkas) {
      dirs = ['/tmp/kafka-logs'];
      why = `Kafka's default: ${site.compose.image} writes only the KAFKA_* variables given into server.properties, and none sets KAFKA_LOG_DIRS`;
    } else {
      // Confluent's images write to /var/lib/kafka/data, a VOLUME of the image: an anonymous volume
      // that Compose carries over to a recreated container, so nothing is lost there (check 48, W).
      return [];
    }
    // A written log directory inside Confluent's image VOLUME is kept the same way.
    if (family === 'confluent' && dirs.every((d) => within(d, '/var/lib/kafka/data'))) return [];
    if (dirs.length === 0 || dirs.every((d) => volumeTargets.some((t) => within(d, t)))) return [];
    const outside = dirs.filter((d) => !volumeTargets.some((t) => within(d, t)));
    return [{
      range: written ? written.range : site.compose.nameRange,
      message: `${site.compose.service} keeps its log in ${outside.join(', ')} (${why}), which no volume holds: the volume at ${data.join(', ')} stays empty, and topics, offsets${ctx.isSet('process.roles') ? ' and the cluster metadata' : ''} are lost whenever the container is recreated. ${written ? `Point ${written.rawKey} into the volume` : `Set KAFKA_LOG_DIRS: ${data[0]}`}.`,
    }];
  },
};
