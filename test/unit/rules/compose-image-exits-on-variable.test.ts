import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { composeImageExitsOnVariable } from '../../../server/src/service/rules/composeImageExitsOnVariable';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'compose-image-exits-on-variable';
const opts = { fileName: 'docker-compose.yml' };
const broker = (image: string, env: string) => `services:\n  kafka:\n    image: ${image}\n    environment:\n      KAFKA_BROKER_ID: 1\n      KAFKA_ZOOKEEPER_CONNECT: zookeeper:2181\n      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:9092\n      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1\n${env}`;

describe('compose-image-exits-on-variable (cp-kafka/cp-server configure: "… is deprecated. Please use KAFKA_ADVERTISED_LISTENERS instead.")', () => {
  it('KAFKA_ADVERTISED_PORT on cp-kafka: an error on the variable, quoting the script', () => {
    const text = broker('confluentinc/cp-kafka:7.0.1', '      KAFKA_ADVERTISED_HOST_NAME: kafka\n      KAFKA_ADVERTISED_PORT: 9092\n');
    const [d, ...rest] = findings(ID, text, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.equal(d.range.start.line, 9);
    assert.match(d.message, /^KAFKA_ADVERTISED_PORT makes confluentinc\/cp-kafka:7\.0\.1 exit before Kafka starts: its configure script stops with "advertised\.port is deprecated\. Please use KAFKA_ADVERTISED_LISTENERS instead\."/);
  });

  it('KAFKA_PORT in list form on cp-server: "port is deprecated"', () => {
    const text = 'services:\n  broker:\n    image: confluentinc/cp-server:7.9.0\n    environment:\n      - KAFKA_ZOOKEEPER_CONNECT=zookeeper:2181\n      - KAFKA_ADVERTISED_LISTENERS=PLAINTEXT://broker:9092\n      - KAFKA_PORT=9092\n';
    const [d] = findings(ID, text, opts);
    assert.match(d.message, /"port is deprecated\./);
  });

  it('near misses: the same variable on wurstmeister/kafka, an empty value, KAFKA_ADVERTISED_HOST_NAME alone', () => {
    assert.deepEqual(findings(ID, broker('wurstmeister/kafka:2.13-2.8.1', '      KAFKA_ADVERTISED_PORT: 9092\n'), opts), []);
    assert.deepEqual(findings(ID, broker('confluentinc/cp-kafka:7.6.1', '      KAFKA_ADVERTISED_PORT: ""\n'), opts), []);
    assert.deepEqual(findings(ID, broker('confluentinc/cp-kafka:7.6.1', '      KAFKA_ADVERTISED_HOST_NAME: kafka\n'), opts), []);
  });

  it('its documented examples', () => assertDocsExamples(composeImageExitsOnVariable));
});
