// wrong-role-key on a broker service of a compose file: the images write every KAFKA_* variable
// (KAFKA_CFG_* for Bitnami) into the broker's config by name, so a consumer's or a Connect worker's
// key set there reaches only the broker, which ignores it (checks 53 and 54).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings } from '../../support/service';

const ID = 'wrong-role-key';
const compose = { fileName: 'docker-compose.yml' };
const service = (image: string, ...variables: string[]) => `services:\n  kafka:\n    image: ${image}\n    environment:\n${variables.map((v) => `      ${v}\n`).join('')}`;
const CP = ['KAFKA_BROKER_ID: 1', 'KAFKA_ZOOKEEPER_CONNECT: zookeeper:2181', 'KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:9092', 'KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1'];

describe('wrong-role-key on a compose broker service', () => {
  it("a consumer's key on the broker: a hint naming the variable; several such keys: one hint on the first, naming them all", () => {
    const [one, ...none] = findings(ID, service('confluentinc/cp-kafka:7.6.1', ...CP, 'KAFKA_ENABLE_AUTO_COMMIT: "false"'), compose);
    assert.equal(none.length, 0);
    assert.deepEqual([one.range.start.line, one.severity], [8, 4]);
    assert.equal(one.message, "KAFKA_ENABLE_AUTO_COMMIT sets 'enable.auto.commit', a consumer setting: the image writes it into this broker's config, where Kafka ignores it. Set it on the service or client that reads it.");
    const found = findings(ID, service('confluentinc/cp-kafka:7.6.1', ...CP, 'KAFKA_CONFIG_STORAGE_REPLICATION_FACTOR: 1', 'KAFKA_OFFSET_STORAGE_REPLICATION_FACTOR: 1'), compose);
    assert.deepEqual(found.map((d) => [d.range.start.line, d.severity]), [[8, 4]]);
    assert.equal(found[0].message, "These variables set keys no broker reads: KAFKA_CONFIG_STORAGE_REPLICATION_FACTOR ('config.storage.replication.factor', a Connect worker setting), KAFKA_OFFSET_STORAGE_REPLICATION_FACTOR ('offset.storage.replication.factor', a Connect worker setting). The image writes them into this broker's config, where Kafka ignores them. Set them on the service or client that reads them.");
    const [b] = findings(ID, service('bitnami/kafka:3.7', 'KAFKA_CFG_NODE_ID: 0', 'KAFKA_CFG_PROCESS_ROLES: controller,broker', 'KAFKA_CFG_AUTO_OFFSET_RESET: earliest'), compose);
    assert.match(b.message, /^KAFKA_CFG_AUTO_OFFSET_RESET sets 'auto\.offset\.reset', a consumer setting/);
  });

  it("near misses: a broker's own keys, the images' own variables, Confluent's keys, a Connect service's CONNECT_* variables", () => {
    assert.deepEqual(findings(ID, service('confluentinc/cp-server:7.6.1', ...CP,
      'KAFKA_LISTENER_NAME_INTERNAL_SSL_KEYSTORE_LOCATION: /etc/kafka/secrets/k.jks', 'KAFKA_SUPER_USERS: User:admin',
      'KAFKA_CONFLUENT_SUPPORT_METRICS_ENABLE: "false"', 'KAFKA_CONFLUENT_LICENSE_TOPIC_REPLICATION_FACTOR: 1',
      'KAFKA_METRIC_REPORTERS: io.confluent.metrics.reporter.ConfluentMetricsReporter', 'KAFKA_JMX_PORT: 9101', 'KAFKA_HEAP_OPTS: -Xmx1G',
      'KAFKA_SSL_KEYSTORE_FILENAME: kafka.keystore.jks', 'KAFKA_SSL_KEYSTORE_CREDENTIALS: creds', 'KAFKA_AUTO_CREATE_TOPICS_ENABLE: "true"',
      'KAFKA_SASL_ENABLED_MECHANISMS: PLAIN', 'KAFKA_TRANSACTION_STATE_LOG_MIN_ISR: 1', 'KAFKA_GROUP_INITIAL_REBALANCE_DELAY_MS: 0'), compose), []);
    const connect = 'services:\n  connect:\n    image: confluentinc/cp-kafka-connect:7.6.1\n    environment:\n      CONNECT_BOOTSTRAP_SERVERS: kafka:9092\n      CONNECT_GROUP_ID: connect\n      CONNECT_CONFIG_STORAGE_TOPIC: _configs\n      CONNECT_OFFSET_STORAGE_TOPIC: _offsets\n      CONNECT_STATUS_STORAGE_TOPIC: _status\n      CONNECT_KEY_CONVERTER: org.apache.kafka.connect.json.JsonConverter\n      CONNECT_VALUE_CONVERTER: org.apache.kafka.connect.json.JsonConverter\n      CONNECT_REST_ADVERTISED_HOST_NAME: connect\n      CONNECT_CONSUMER_MAX_POLL_RECORDS: 100\n';
    assert.deepEqual(findings(ID, connect, compose), []);
    // A job on the broker image that runs its own script, which reads the variable itself.
    const job = 'services:\n  acls-init:\n    image: apache/kafka:3.9.0\n    entrypoint: sh /tmp/acls.sh\n    environment:\n      KAFKA_BOOTSTRAP_SERVERS: kafka1:19092\n';
    assert.deepEqual(findings(ID, job, compose), []);
  });
});
