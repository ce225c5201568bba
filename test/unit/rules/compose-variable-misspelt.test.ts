import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'compose-variable-misspelt';
const compose = { fileName: 'docker-compose.yml' };
const service = (image: string, ...variables: string[]) => `services:\n  kafka:\n    image: ${image}\n    environment:\n${variables.map((v) => `      ${v}\n`).join('')}`;
const CP = ['KAFKA_BROKER_ID: 1', 'KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:9092', 'KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1'];

describe('compose-variable-misspelt (a broker variable one slip from a real key)', () => {
  it('documents a bad and a good example that hold', () => assertDocsExamples(ID));

  it('a misspelt key: a warning with the default it leaves, on the variable; Bitnami\'s KAFKA_CFG_ convention too', () => {
    const [d, ...rest] = findings(ID, service('confluentinc/cp-kafka:7.6.1', 'KAFKA_ZOOKEEPER_CONNECT: zookeeper:2181', ...CP, 'KAFKA_LOG_RETENTON_HOURS: 24'), compose);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 8);
    assert.equal(d.message, "KAFKA_LOG_RETENTON_HOURS sets 'log.retenton.hours', which no Kafka broker reads: Kafka ignores it and log.retention.hours keeps its default (168). Did you mean KAFKA_LOG_RETENTION_HOURS?");
    const [b] = findings(ID, service('bitnami/kafka:3.7', 'KAFKA_CFG_NODE_ID: 0', 'KAFKA_CFG_PROCESS_ROLES: controller,broker', 'KAFKA_CFG_NUM_PARTITONS: 6'), compose);
    assert.match(b.message, /^KAFKA_CFG_NUM_PARTITONS sets 'num\.partitons'.*Did you mean KAFKA_CFG_NUM_PARTITIONS\?$/);
  });

  it('KAFKA_LISTENER on an image that derives listeners from the advertised ones: a hint, no effect, and the fix removes it', () => {
    const text = service('confluentinc/cp-kafka:7.6.1', 'KAFKA_ZOOKEEPER_CONNECT: zookeeper:2181', 'KAFKA_BROKER_ID: 1', 'KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:9092,PLAINTEXT_HOST://localhost:29092', 'KAFKA_LISTENER: PLAINTEXT://0.0.0.0:9092', 'KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1');
    const [d, ...rest] = findings(ID, text, compose);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 4);
    assert.match(d.message, /^KAFKA_LISTENER sets 'listener', which no Kafka broker reads, so it has no effect\. It does no harm here: with KAFKA_LISTENERS unset this image derives listeners from KAFKA_ADVERTISED_LISTENERS/);
    assert.doesNotMatch(d.message, /Did you mean/);
    assert.doesNotMatch(fix(ID, text, compose), /KAFKA_LISTENER:/);
    // Near miss: an image that does not derive them (Bitnami) keeps the warning and the rename.
    const [b] = findings(ID, service('bitnami/kafka:3.7', 'KAFKA_CFG_NODE_ID: 0', 'KAFKA_CFG_PROCESS_ROLES: controller,broker', 'KAFKA_CFG_ADVERTISED_LISTENERS: PLAINTEXT://kafka:9092', 'KAFKA_CFG_LISTENER: PLAINTEXT://:9092'), compose);
    assert.equal(b.severity, 2);
    assert.match(b.message, /Did you mean KAFKA_CFG_LISTENERS\?$/);
  });

  it('KAFKA_LISTENER on a KRaft controller node whose controller listener the advertised ones do not name: an error, the node does not start (new-user review)', () => {
    const kraft = (advertised: string) => service('confluentinc/cp-kafka:7.6.1', 'KAFKA_NODE_ID: 1', 'KAFKA_PROCESS_ROLES: broker,controller', 'KAFKA_CONTROLLER_QUORUM_VOTERS: 1@kafka:29093', 'KAFKA_CONTROLLER_LISTENER_NAMES: CONTROLLER', 'KAFKA_LISTENER: PLAINTEXT://0.0.0.0:9092,CONTROLLER://0.0.0.0:29093', `KAFKA_ADVERTISED_LISTENERS: ${advertised}`, 'CLUSTER_ID: MkU3OEVBNTcwNTJENDM2Qk');
    const [d, ...rest] = findings(ID, kraft('PLAINTEXT://localhost:9092'), compose);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.match(d.message, /do not name the controller listener CONTROLLER \(controller\.listener\.names\); this node has the controller role, so it refuses to start .*Did you mean KAFKA_LISTENERS\?$/);
    assert.match(fix(ID, kraft('PLAINTEXT://localhost:9092'), compose), /KAFKA_LISTENERS: PLAINTEXT/);
    // Near miss: a broker-only KRaft node loses no controller listener: the hint.
    assert.equal(findings(ID, kraft('PLAINTEXT://localhost:9092').replace('broker,controller', 'broker'), compose)[0].severity, 4);
  });

  it('zookeeper.connect misspelt on a ZooKeeper-mode broker: an error, the broker does not start', () => {
    const [d] = findings(ID, service('confluentinc/cp-kafka:7.4.0', 'KAFKA_ZOOKEPER_CONNECT: zookeeper:2181', ...CP), compose);
    assert.equal(d.severity, 1);
    assert.match(d.message, /the broker gets no zookeeper\.connect and does not start \(ConfigException "Missing required configuration `zookeeper\.connect` which has no default value\."\)\. Did you mean KAFKA_ZOOKEEPER_CONNECT\?$/);
  });

  it('the fix renames the variable, and the file is then clean', () => {
    const text = service('confluentinc/cp-kafka:7.4.0', 'KAFKA_ZOOKEPER_CONNECT: zookeeper:2181', ...CP);
    const fixed = fix(ID, text, compose);
    assert.match(fixed, /\n {6}KAFKA_ZOOKEEPER_CONNECT: zookeeper:2181\n/);
    assert.deepEqual(findings(ID, fixed, compose), []);
  });

  it('near misses: the images\' own variables, Confluent\'s and listener-prefixed keys, security keys, other images', () => {
    assert.deepEqual(findings(ID, service('confluentinc/cp-server:7.6.1', 'KAFKA_ZOOKEEPER_CONNECT: zookeeper:2181', ...CP,
      'KAFKA_LISTENER_NAME_INTERNAL_SSL_KEYSTORE_LOCATION: /etc/kafka/secrets/k.jks', 'KAFKA_SUPER_USERS: User:admin',
      'KAFKA_CONFLUENT_SUPPORT_METRICS_ENABLE: "false"', 'KAFKA_CONFLUENT_LICENSE_TOPIC_REPLICATION_FACTOR: 1',
      'KAFKA_METRIC_REPORTERS: io.confluent.metrics.reporter.ConfluentMetricsReporter', 'KAFKA_JMX_PORT: 9101', 'KAFKA_HEAP_OPTS: -Xmx1G',
      'KAFKA_SSL_KEYSTORE_FILENAME: kafka.keystore.jks', 'KAFKA_SSL_KEYSTORE_CREDENTIALS: creds', 'KAFKA_LOG_MESSAGE_FORMAT_VERSION: "2.0"'), compose), []);
    assert.deepEqual(findings(ID, service('wurstmeister/kafka:2.13-2.8.1', 'KAFKA_ZOOKEEPER_CONNECT: zookeeper:2181', 'KAFKA_ADVERTISED_HOST_NAME: localhost', 'KAFKA_CREATE_TOPICS: "orders:3:1"'), compose), []);
    assert.deepEqual(findings(ID, service('postgres:16', 'KAFKA_LOG_RETENTON_HOURS: 24'), compose), []);
  });
});
