// compose-create-topics-ignored: KAFKA_CREATE_TOPICS on a broker image other than wurstmeister/kafka.
// Only wurstmeister's start-kafka.sh reads that variable (it runs kafka-topics.sh --create for each
// "name:partitions:replicas" item once the broker is up). Confluent's and Apache's images write every
// KAFKA_* variable into the broker config instead, as create.topics, a key no Kafka version defines;
// Bitnami's reads only KAFKA_CFG_* for the config. The topics are not created: they appear only if a
// client's first use auto-creates them (auto.create.topics.enable, true by default), with the broker's
// default partitions and replicas rather than the ones written here.
import type { ComposeSite } from '../model';
import { Severity, type Rule } from './types';

const VARIABLE = 'KAFKA_CREATE_TOPICS';

export const composeCreateTopicsIgnored: Rule = {
  id: 'compose-create-topics-ignored',
  severity: Severity.Warning,
  roles: ['broker'],
  compose: 'only',
  source: 'wurstmeister/kafka-docker start-kafka.sh / create-topics.sh (the only image that reads KAFKA_CREATE_TOPICS); confluentinc/kafka-images kafka.properties.template and apache/kafka docker scripts (KAFKA_* written as config keys); Bitnami (KAFKA_CFG_* only)',
  summary: 'KAFKA_CREATE_TOPICS on an image other than wurstmeister/kafka: no topic is created from it; only wurstmeister\'s start script reads that variable.',
  check(ctx) {
    const site = ctx.site as ComposeSite;
    // A command, an entrypoint or a Dockerfile may implement the variable itself.
    if (site.compose.family === 'wurstmeister' || (!site.compose.defaultsAreKafkas && site.compose.family !== 'bitnami')) return [];
    const written = [...site.entries.map((e) => ({ name: e.rawKey, value: e.value, range: e.keyRange })), ...site.compose.otherVariables].find((v) => v.name === VARIABLE && v.value?.trim());
    if (!written) return [];
    return [{
      range: written.range,
      message: `${site.compose.image} does not create topics from ${VARIABLE}: only wurstmeister/kafka's start script reads it${site.compose.family === 'bitnami' ? '' : ', and this image writes it into the broker config as create.topics, a key Kafka ignores'}. ${written.value!.trim()} is not created; a topic appears only if a client's first use auto-creates it, with the broker's default partitions and replicas. Create them with kafka-topics.sh --create in a one-shot service, or from the application.`,
    }];
  },
  docs: {
    why: 'KAFKA_CREATE_TOPICS ("orders:3:1,payments:6:1") is a feature of the wurstmeister/kafka image\'s start script. Tutorials moving to Confluent\'s, Apache\'s or Bitnami\'s image often keep the line, but those images have no such feature: the first two write every KAFKA_* variable into the broker config, where create.topics means nothing.',
    consequence: 'The topics are not created. They appear only when a producer or consumer first uses them and auto-creation is on, with num.partitions and default.replication.factor instead of the counts written here; with auto-creation off, the clients wait for topics that never come.',
    bad: { file: 'docker-compose.yml', text: 'services:\n  kafka:\n    image: apache/kafka:3.8.0\n    ports:\n      - "9092:9092"\n    environment:\n      KAFKA_CREATE_TOPICS: "orders:6:1,payments:3:1"\n' },
    good: { file: 'docker-compose.yml', text: 'services:\n  kafka:\n    image: apache/kafka:3.8.0\n    ports:\n      - "9092:9092"\n  init-topics:\n    image: apache/kafka:3.8.0\n    depends_on: [kafka]\n    command: ["/opt/kafka/bin/kafka-topics.sh", "--bootstrap-server", "kafka:9092", "--create", "--if-not-exists", "--topic", "orders", "--partitions", "6"]\n' },
    falsePositives: 'A custom entrypoint or a derived image that implements KAFKA_CREATE_TOPICS itself: services with a command, an entrypoint or a build are not judged.',
    versions: 'confluentinc/cp-kafka and cp-server, apache/kafka and bitnami/kafka, every version.',
  },
};
