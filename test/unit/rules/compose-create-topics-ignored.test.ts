import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'compose-create-topics-ignored';
const compose = { fileName: 'docker-compose.yml' };
const service = (image: string, variables: string[], extra = '') => `services:\n  kafka:\n    image: ${image}\n${extra}    environment:\n${variables.map((v) => `      ${v}\n`).join('')}`;
const ZK = ['KAFKA_BROKER_ID: 1', 'KAFKA_ZOOKEEPER_CONNECT: zookeeper:2181', 'KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:9092'];

describe('compose-create-topics-ignored (only wurstmeister/kafka reads KAFKA_CREATE_TOPICS)', () => {
  it('documents a bad and a good example that hold', () => assertDocsExamples(ID));

  it('on cp-kafka: a warning on the variable, naming the key it becomes', () => {
    const [d, ...rest] = findings(ID, service('confluentinc/cp-kafka:7.4.0', [...ZK, 'KAFKA_CREATE_TOPICS: "orders:3:1"']), compose);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 7);
    assert.equal(d.message, 'confluentinc/cp-kafka:7.4.0 does not create topics from KAFKA_CREATE_TOPICS: only wurstmeister/kafka\'s start script reads it, and this image writes it into the broker config as create.topics, a key Kafka ignores. orders:3:1 is not created; a topic appears only if a client\'s first use auto-creates it, with the broker\'s default partitions and replicas. Create them with kafka-topics.sh --create in a one-shot service, or from the application.');
    assert.doesNotMatch(findings(ID, service('bitnami/kafka:3.7', ['KAFKA_CFG_NODE_ID: 0', 'KAFKA_CREATE_TOPICS: orders:3:1']), compose)[0]?.message ?? 'none', /create\.topics/);
  });

  it('near misses: wurstmeister/kafka, which reads it; a command that may; an empty value', () => {
    assert.deepEqual(findings(ID, service('wurstmeister/kafka:2.13-2.8.1', [...ZK, 'KAFKA_CREATE_TOPICS: "orders:3:1"']), compose), []);
    assert.deepEqual(findings(ID, service('confluentinc/cp-kafka:7.4.0', [...ZK, 'KAFKA_CREATE_TOPICS: "orders:3:1"'], '    command: ["bash", "/scripts/start-with-topics.sh"]\n'), compose), []);
    assert.deepEqual(findings(ID, service('confluentinc/cp-kafka:7.4.0', [...ZK, 'KAFKA_CREATE_TOPICS: ""']), compose), []);
  });
});
