import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'compose-connect-required-missing';
const compose = { fileName: 'docker-compose.yml' };
const ALL = ['CONNECT_BOOTSTRAP_SERVERS: kafka:29092', 'CONNECT_GROUP_ID: loaders', 'CONNECT_CONFIG_STORAGE_TOPIC: _configs', 'CONNECT_OFFSET_STORAGE_TOPIC: _offsets', 'CONNECT_STATUS_STORAGE_TOPIC: _status', 'CONNECT_KEY_CONVERTER: org.apache.kafka.connect.storage.StringConverter', 'CONNECT_VALUE_CONVERTER: org.apache.kafka.connect.json.JsonConverter', 'CONNECT_REST_ADVERTISED_HOST_NAME: connect'];
const service = (image: string, variables: string[], extra = '') => `services:\n  connect:\n    image: ${image}\n${extra}    environment:\n${variables.map((v) => `      ${v}\n`).join('')}`;
const without = (name: string) => ALL.filter((v) => !v.startsWith(`${name}:`));

describe('compose-connect-required-missing (Confluent\'s Connect images exit without these variables)', () => {
  it('documents a bad and a good example that hold', () => assertDocsExamples(ID));

  it('no CONNECT_REST_ADVERTISED_HOST_NAME: an error on the service, quoting the script', () => {
    const [d, ...rest] = findings(ID, service('confluentinc/cp-kafka-connect:7.6.1', without('CONNECT_REST_ADVERTISED_HOST_NAME')), compose);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.equal(d.range.start.line, 1);
    assert.equal(d.message, 'confluentinc/cp-kafka-connect:7.6.1 requires CONNECT_REST_ADVERTISED_HOST_NAME, which is not set: its configure script prints "CONNECT_REST_ADVERTISED_HOST_NAME is required." and exits before the Connect worker starts.');
  });

  it('several missing, and AvroConverter without its Schema Registry URL (cp-server-connect too)', () => {
    const [d] = findings(ID, service('confluentinc/cp-server-connect:7.6.1', without('CONNECT_STATUS_STORAGE_TOPIC').filter((v) => !v.startsWith('CONNECT_GROUP_ID'))), compose);
    assert.match(d.message, /requires CONNECT_GROUP_ID, CONNECT_STATUS_STORAGE_TOPIC, which are not set: its configure script prints "CONNECT_GROUP_ID is required\."/);
    const avro = ALL.map((v) => (v.startsWith('CONNECT_VALUE_CONVERTER') ? 'CONNECT_VALUE_CONVERTER: io.confluent.connect.avro.AvroConverter' : v));
    assert.match(findings(ID, service('confluentinc/cp-kafka-connect:7.6.1', avro), compose)[0]?.message ?? '', /requires CONNECT_VALUE_CONVERTER_SCHEMA_REGISTRY_URL/);
  });

  it('near misses: everything set, a command or a build that may set them, Debezium\'s image', () => {
    assert.deepEqual(findings(ID, service('confluentinc/cp-kafka-connect:7.6.1', ALL), compose), []);
    assert.deepEqual(findings(ID, service('confluentinc/cp-kafka-connect:7.6.1', without('CONNECT_REST_ADVERTISED_HOST_NAME'), '    command: bash -c "export CONNECT_REST_ADVERTISED_HOST_NAME=$$(hostname) && /etc/confluent/docker/run"\n'), compose), []);
    assert.deepEqual(findings(ID, service('confluentinc/cp-kafka-connect:7.6.1', without('CONNECT_REST_ADVERTISED_HOST_NAME'), '    build: ./connect\n'), compose), []);
    assert.deepEqual(findings(ID, service('debezium/connect:2.5', ['BOOTSTRAP_SERVERS: kafka:29092', 'GROUP_ID: 1', 'CONFIG_STORAGE_TOPIC: c', 'OFFSET_STORAGE_TOPIC: o']), compose), []);
  });
});
