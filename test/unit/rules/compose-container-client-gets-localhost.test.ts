import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { composeContainerClientGetsLocalhost } from '../../../server/src/service/rules/composeContainerClientGetsLocalhost';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'compose-container-client-gets-localhost';
const opts = { fileName: 'docker-compose.yml' };
const BROKER = 'services:\n  kafka:\n    image: confluentinc/cp-kafka:7.6.1\n    ports: ["9092:9092"]\n    environment:\n      KAFKA_BROKER_ID: 1\n      KAFKA_ZOOKEEPER_CONNECT: zookeeper:2181\n      KAFKA_LISTENERS: PLAINTEXT://0.0.0.0:29092,PLAINTEXT_HOST://0.0.0.0:9092\n      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:29092,PLAINTEXT_HOST://localhost:9092\n      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: PLAINTEXT:PLAINTEXT,PLAINTEXT_HOST:PLAINTEXT\n      KAFKA_INTER_BROKER_LISTENER_NAME: PLAINTEXT\n      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1\n';

describe('compose-container-client-gets-localhost (advertised.listeners: a container is sent to its own localhost)', () => {
  it('a service\'s KAFKA_BROKERS names the host listener: a warning on the address, naming the listener to use', () => {
    const text = `${BROKER}  orders:\n    build: ./orders\n    environment:\n      KAFKA_BROKERS: kafka:9092\n`;
    const [d, ...rest] = findings(ID, text, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(text.split('\n')[d.range.start.line].slice(d.range.start.character, d.range.end.character), 'kafka:9092');
    assert.match(d.message, /^orders reaches kafka at kafka:9092 \(KAFKA_BROKERS\), the PLAINTEXT_HOST listener, which advertises localhost:9092: .* Use kafka:29092, the PLAINTEXT listener, which advertises kafka:29092\.$/);
  });

  it('list-form environment and a URL-style value (kafka-ui, a Connect worker)', () => {
    const text = `${BROKER}  ui:\n    image: provectuslabs/kafka-ui:latest\n    environment:\n      - KAFKA_CLUSTERS_0_BOOTSTRAPSERVERS=PLAINTEXT://kafka:9092\n`;
    assert.equal(findings(ID, text, opts).length, 1);
  });

  it('near misses: the container listener, a client sharing the broker\'s network, an address of another host, a database URL', () => {
    assert.deepEqual(findings(ID, `${BROKER}  orders:\n    build: ./orders\n    environment:\n      KAFKA_BROKERS: kafka:29092\n`, opts), []);
    assert.deepEqual(findings(ID, `${BROKER}  orders:\n    build: ./orders\n    network_mode: service:kafka\n    environment:\n      KAFKA_BROKERS: localhost:9092\n`, opts), []);
    assert.deepEqual(findings(ID, `${BROKER}  orders:\n    build: ./orders\n    environment:\n      KAFKA_BROKERS: kafka-prod.example.com:9092\n      DATABASE_URL: postgres://u:p@db:5432/orders\n`, opts), []);
  });

  it('its documented examples', () => assertDocsExamples(composeContainerClientGetsLocalhost));
});
