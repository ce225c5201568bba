// Connect workers of Confluent's and Debezium's images in a Compose file: their CONNECT_* variables
// (and Debezium's own names) are read as the worker's settings (sites/compose.ts composeConnectKey),
// and the rules written for Compose Connect workers judge them.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { composeConnectKey } from '../../server/src/service/sites/compose';
import { composeImages, composeKafkaServices } from '../../server/src/service/crossFile/compose';
import { findings, lint } from '../support/service';

const BROKER = '  kafka:\n    image: confluentinc/cp-kafka:7.6.1\n    environment:\n      KAFKA_NODE_ID: 1\n      KAFKA_PROCESS_ROLES: broker,controller\n      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@kafka:29093\n      KAFKA_LISTENERS: PLAINTEXT://kafka:29092,CONTROLLER://kafka:29093\n      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:29092\n      KAFKA_CONTROLLER_LISTENER_NAMES: CONTROLLER\n      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1\n      KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: 1\n      KAFKA_TRANSACTION_STATE_LOG_MIN_ISR: 1\n      CLUSTER_ID: 4WlGQ5ZkSq2cOaJ1UuU0rg\n';
const CP = ['CONNECT_BOOTSTRAP_SERVERS: kafka:29092', 'CONNECT_GROUP_ID: loaders', 'CONNECT_CONFIG_STORAGE_TOPIC: _configs', 'CONNECT_OFFSET_STORAGE_TOPIC: _offsets', 'CONNECT_STATUS_STORAGE_TOPIC: _status', 'CONNECT_KEY_CONVERTER: org.apache.kafka.connect.storage.StringConverter', 'CONNECT_VALUE_CONVERTER: org.apache.kafka.connect.json.JsonConverter', 'CONNECT_REST_ADVERTISED_HOST_NAME: connect'];
const RF1 = ['CONNECT_CONFIG_STORAGE_REPLICATION_FACTOR: 1', 'CONNECT_OFFSET_STORAGE_REPLICATION_FACTOR: 1', 'CONNECT_STATUS_STORAGE_REPLICATION_FACTOR: 1'];
const file = (image: string, variables: string[]) => `services:\n${BROKER}  connect:\n    image: ${image}\n    environment:\n${variables.map((v) => `      ${v}\n`).join('')}`;
const opts = (text: string) => ({ fileName: 'docker-compose.yml', workspace: { compose: [{ file: 'file:///test/docker-compose.yml', label: 'docker-compose.yml', services: composeKafkaServices(text), containers: composeImages(text) }] } });

describe('Compose Connect workers', () => {
  it('maps Confluent\'s CONNECT_* and Debezium\'s own names to worker keys; log4j and other images give none', () => {
    assert.equal(composeConnectKey('CONNECT_CONFIG_STORAGE_REPLICATION_FACTOR', 'confluentinc/cp-kafka-connect:7.6.1'), 'config.storage.replication.factor');
    assert.equal(composeConnectKey('CONNECT_PRODUCER_COMPRESSION_TYPE', 'confluentinc/cp-server-connect:7.6.1'), 'producer.compression.type');
    assert.equal(composeConnectKey('GROUP_ID', 'debezium/connect:2.5'), 'group.id');
    assert.equal(composeConnectKey('CONNECT_VALUE_CONVERTER_SCHEMAS_ENABLE', 'debezium/connect:2.5'), 'value.converter.schemas.enable');
    assert.equal(composeConnectKey('CONNECT_LOG4J_LOGGERS', 'confluentinc/cp-kafka-connect:7.6.1'), undefined);
    assert.equal(composeConnectKey('GROUP_ID', 'confluentinc/cp-kafka-connect:7.6.1'), undefined);
    assert.equal(composeConnectKey('CONNECT_GROUP_ID', 'apache/kafka:3.8.0'), undefined);
  });

  it('cp-kafka-connect leaves the storage replication factors at 3 on a one-broker stack: the worker cannot start', () => {
    const text = file('confluentinc/cp-kafka-connect:7.6.1', CP);
    const [d, ...rest] = findings('replicas-above-compose-brokers', text, opts(text));
    assert.equal(rest.length, 0);
    assert.match(d.message, /^CONNECT_CONFIG_STORAGE_REPLICATION_FACTOR=3 \(default\), CONNECT_OFFSET_STORAGE_REPLICATION_FACTOR=3 \(default\), CONNECT_STATUS_STORAGE_REPLICATION_FACTOR=3 \(default\), while the cluster CONNECT_BOOTSTRAP_SERVERS names has 1 broker \(kafka in docker-compose\.yml\)/);
    const fine = file('confluentinc/cp-kafka-connect:7.6.1', [...CP, ...RF1]);
    assert.deepEqual(findings('replicas-above-compose-brokers', fine, opts(fine)), []);
  });

  it('debezium/connect starts from Kafka\'s sample worker file (replication factors 1): only written values are judged', () => {
    const debezium = ['BOOTSTRAP_SERVERS: kafka:29092', 'GROUP_ID: 1', 'CONFIG_STORAGE_TOPIC: configs', 'OFFSET_STORAGE_TOPIC: offsets', 'STATUS_STORAGE_TOPIC: statuses'];
    const text = file('debezium/connect:2.5', debezium);
    assert.deepEqual(findings('replicas-above-compose-brokers', text, opts(text)), []);
    const three = file('debezium/connect:2.5', [...debezium, 'CONNECT_OFFSET_STORAGE_REPLICATION_FACTOR: 3']);
    assert.match(findings('replicas-above-compose-brokers', three, opts(three))[0]?.message ?? '', /^CONNECT_OFFSET_STORAGE_REPLICATION_FACTOR=3, while/);
  });

  it('variables of settings Kafka removed (internal converters, rest.port) are hints naming the variable; a misspelt one is a warning', () => {
    const text = file('confluentinc/cp-kafka-connect:7.6.1', [...CP, ...RF1, 'CONNECT_INTERNAL_KEY_CONVERTER: org.apache.kafka.connect.json.JsonConverter', 'CONNECT_OFSET_FLUSH_INTERVAL_MS: 10000']);
    const ds = lint(text, opts(text));
    const removed = ds.find((d) => d.code === 'unknown-key');
    assert.equal(removed?.severity, 4);
    assert.match(removed!.message, /^'internal\.key\.converter' \(CONNECT_INTERNAL_KEY_CONVERTER\) was removed in Kafka 3\.0: a Kafka 3\.6 Connect worker does not read it/);
    const typo = ds.find((d) => d.code === 'compose-variable-misspelt');
    assert.match(typo?.message ?? '', /^CONNECT_OFSET_FLUSH_INTERVAL_MS sets 'ofset\.flush\.interval\.ms', which no Kafka Connect worker reads: Kafka ignores it and offset\.flush\.interval\.ms keeps its default \(60000\)\. Did you mean CONNECT_OFFSET_FLUSH_INTERVAL_MS\?$/);
    assert.deepEqual(ds.filter((d) => !['unknown-key', 'compose-variable-misspelt'].includes(String(d.code))).map((d) => d.code), []);
  });

  it('a removed setting\'s variable the file also uses itself (a healthcheck): the hint does not call deleting it harmless', () => {
    const text = file('confluentinc/cp-kafka-connect:7.6.1', [...CP, ...RF1, 'CONNECT_REST_PORT: 8083']) + '    healthcheck:\n      test: curl -f http://localhost:$${CONNECT_REST_PORT}/connectors\n';
    const [d] = lint(text, opts(text)).filter((x) => x.code === 'unknown-key');
    assert.doesNotMatch(d.message, /deleting it changes nothing/);
    assert.match(d.message, /This file also uses \$CONNECT_REST_PORT itself .*so the variable is still needed there\.$/);
    const plain = file('confluentinc/cp-kafka-connect:7.6.1', [...CP, ...RF1, 'CONNECT_REST_PORT: 8083']);
    assert.match(lint(plain, opts(plain)).find((x) => x.code === 'unknown-key')!.message, /deleting it changes nothing\.$/);
  });
});
