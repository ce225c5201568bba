import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { composeImages, composeKafkaServices, type ComposeFile } from '../../../server/src/service/crossFile/compose';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'connector-dlq-replicas-above-brokers';
const broker = (name: string) => `  ${name}:\n    image: confluentinc/cp-kafka:7.6.1\n    environment:\n      KAFKA_NODE_ID: 1\n      KAFKA_PROCESS_ROLES: broker,controller\n      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@kafka-1:29093,2@kafka-2:29093\n`;
function stack(brokers: string[]): { workspace: { compose: ComposeFile[] }; fileName: string } {
  const text = `services:\n${brokers.map(broker).join('')}  connect:\n    image: confluentinc/cp-kafka-connect:7.6.1\n    environment:\n      CONNECT_BOOTSTRAP_SERVERS: ${brokers[0]}:29092\n`;
  return { fileName: 'orders-sink.json', workspace: { compose: [{ file: 'file:///test/docker-compose.yml', label: 'docker-compose.yml', services: composeKafkaServices(text), containers: composeImages(text) }] } };
}
const SINK = (...lines: string[]) => `{\n  "name": "orders-sink",\n  "config": {\n    "connector.class": "io.confluent.connect.jdbc.JdbcSinkConnector",\n    "topics": "orders",\n    "errors.tolerance": "all",\n    "errors.deadletterqueue.topic.name": "orders-dlq"${lines.map((l) => `,\n    ${l}`).join('')}\n  }\n}\n`;

describe('connector-dlq-replicas-above-brokers (the DLQ topic needs more replicas than the cluster has brokers)', () => {
  it('documents a bad and a good example that hold', () => assertDocsExamples(ID));

  it('the default 3 against a one-broker stack: a warning on the topic name naming the brokers; the fix writes their count', () => {
    const [d, ...rest] = findings(ID, SINK(), stack(['kafka-1']));
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 6);
    assert.equal(d.message, 'The dead letter queue orders-dlq is created with errors.deadletterqueue.topic.replication.factor=3 (default) replicas, but docker-compose.yml runs 1 broker (kafka-1): if the topic does not exist yet, each task of this sink fails when it starts (ConnectException "Could not initialize dead letter queue with topic=orders-dlq"). Set errors.deadletterqueue.topic.replication.factor=1, or create the topic beforehand.');
    const fixed = fix(ID, SINK(), stack(['kafka-1']));
    assert.match(fixed, /"errors\.deadletterqueue\.topic\.replication\.factor": "1"/);
  });

  it('a written factor above a two-broker stack: on the factor', () => {
    const [d] = findings(ID, SINK('"errors.deadletterqueue.topic.replication.factor": "3"'), stack(['kafka-1', 'kafka-2']));
    assert.equal(d?.range.start.line, 7);
    assert.match(d.message, /runs 2 brokers \(kafka-1, kafka-2\)/);
  });

  it('near misses: a factor the cluster can place, -1 (the broker default), no DLQ, a source connector, no compose file', () => {
    assert.deepEqual(findings(ID, SINK('"errors.deadletterqueue.topic.replication.factor": "1"'), stack(['kafka-1'])), []);
    assert.deepEqual(findings(ID, SINK('"errors.deadletterqueue.topic.replication.factor": "-1"'), stack(['kafka-1'])), []);
    assert.deepEqual(findings(ID, SINK().replace(',\n    "errors.deadletterqueue.topic.name": "orders-dlq"', ''), stack(['kafka-1'])), []);
    assert.deepEqual(findings(ID, SINK().replace('JdbcSinkConnector', 'JdbcSourceConnector'), stack(['kafka-1'])), []);
    assert.deepEqual(findings(ID, SINK(), { fileName: 'orders-sink.json' }), []);
  });
});
