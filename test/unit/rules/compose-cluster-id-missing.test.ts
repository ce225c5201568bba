import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'compose-cluster-id-missing';
const compose = { fileName: 'docker-compose.yml' };
const KRAFT = ['KAFKA_NODE_ID: 1', 'KAFKA_PROCESS_ROLES: broker,controller', 'KAFKA_CONTROLLER_QUORUM_VOTERS: 1@kafka:29093', 'KAFKA_LISTENERS: PLAINTEXT://kafka:29092,CONTROLLER://kafka:29093', 'KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:29092', 'KAFKA_CONTROLLER_LISTENER_NAMES: CONTROLLER'];
const service = (image: string, variables: string[], extra = '') => `services:\n  kafka:\n    image: ${image}\n${extra}    environment:\n${variables.map((v) => `      ${v}\n`).join('')}`;

describe('compose-cluster-id-missing (KRaft images format their storage with CLUSTER_ID)', () => {
  it('documents a bad and a good example that hold', () => assertDocsExamples(ID));

  it('cp-kafka in KRaft mode without CLUSTER_ID: an error on the service, or on KAFKA_CLUSTER_ID when that was written', () => {
    const [d] = findings(ID, service('confluentinc/cp-kafka:7.6.1', KRAFT), compose);
    assert.equal(d.severity, 1);
    assert.equal(d.range.start.line, 1);
    assert.equal(d.message, 'confluentinc/cp-kafka:7.6.1 in KRaft mode needs CLUSTER_ID to format its storage, and it is not set: the configure script prints "CLUSTER_ID is required." and exits before Kafka starts. Set CLUSTER_ID to an ID from kafka-storage random-uuid, the same on every node of the cluster.');
    const [s] = findings(ID, service('confluentinc/cp-server:8.0.0', [...KRAFT, 'KAFKA_CLUSTER_ID: MkU3OEVBNTcwNTJENDM2Qk']), compose);
    assert.equal(s.range.start.line, 10);
    assert.match(s.message, /KAFKA_CLUSTER_ID is another variable.*Set CLUSTER_ID instead/);
  });

  it('apache/kafka with KAFKA_CLUSTER_ID: information that the image\'s default ID runs', () => {
    const [d] = findings(ID, service('apache/kafka:3.7.0', [...KRAFT, 'KAFKA_CLUSTER_ID: MkU3OEVBNTcwNTJENDM2Qk']), compose);
    assert.equal(d.severity, 3);
    assert.match(d.message, /this node runs with the image's fixed default ID, 5L6g3nShT-eMCtK--X86sw/);
  });

  it('near misses: CLUSTER_ID set (also from an env_file-free list form), ZooKeeper mode, apache/kafka relying on its default, a command, a build, Bitnami', () => {
    for (const text of [
      service('confluentinc/cp-kafka:7.6.1', [...KRAFT, 'CLUSTER_ID: MkU3OEVBNTcwNTJENDM2Qk']),
      `services:\n  kafka:\n    image: confluentinc/cp-kafka:7.6.1\n    environment:\n${KRAFT.map((v) => `      - ${v.replace(': ', '=')}\n`).join('')}      - CLUSTER_ID=MkU3OEVBNTcwNTJENDM2Qk\n`,
      service('confluentinc/cp-kafka:7.4.0', ['KAFKA_BROKER_ID: 1', 'KAFKA_ZOOKEEPER_CONNECT: zookeeper:2181', 'KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:9092']),
      service('apache/kafka:3.8.0', KRAFT),
      service('confluentinc/cp-kafka:7.6.1', KRAFT, '    command: sh -c "export CLUSTER_ID=$$(cat /id) && /etc/confluent/docker/run"\n'),
      service('confluentinc/cp-kafka:7.6.1', KRAFT, '    build: ./kafka\n'),
      service('bitnami/kafka:3.7', ['KAFKA_CFG_NODE_ID: 0', 'KAFKA_CFG_PROCESS_ROLES: controller,broker', 'KAFKA_KRAFT_CLUSTER_ID: abc']),
    ]) assert.deepEqual(findings(ID, text, compose), [], text);
  });
});
