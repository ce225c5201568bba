import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'compose-advertised-other-service';
const opts = { fileName: 'docker-compose.yml' };
const broker = (name: string, id: number, advertised: string, extra = '') => `  ${name}:
    image: confluentinc/cp-kafka:7.6.1
${extra}    environment:
      KAFKA_NODE_ID: ${id}
      KAFKA_PROCESS_ROLES: broker
      KAFKA_LISTENERS: INTERNAL://:9092,EXTERNAL://:29092
      KAFKA_ADVERTISED_LISTENERS: ${advertised}
      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: INTERNAL:PLAINTEXT,EXTERNAL:PLAINTEXT,CONTROLLER:PLAINTEXT
      KAFKA_INTER_BROKER_LISTENER_NAME: INTERNAL
      KAFKA_CONTROLLER_LISTENER_NAMES: CONTROLLER
      KAFKA_CONTROLLER_QUORUM_VOTERS: 9@controller:9093
`;
const controller = '  controller:\n    image: confluentinc/cp-kafka:7.6.1\n    environment:\n      KAFKA_NODE_ID: 9\n      KAFKA_PROCESS_ROLES: controller\n      KAFKA_LISTENERS: CONTROLLER://:9093\n      KAFKA_CONTROLLER_LISTENER_NAMES: CONTROLLER\n      KAFKA_CONTROLLER_QUORUM_VOTERS: 9@controller:9093\n';
const stack = (...services: string[]) => `services:\n${services.join('')}`;

describe('compose-advertised-other-service (a broker advertising another Kafka service\'s name)', () => {
  it('documents a bad and a good example that hold', () => assertDocsExamples(ID));

  it('the inter-broker listener at another broker\'s name (check 64): an error on that broker only', () => {
    const text = stack(broker('broker-1', 1, 'INTERNAL://broker-3:9092,EXTERNAL://localhost:29092'), broker('broker-3', 3, 'INTERNAL://broker-3:9092,EXTERNAL://localhost:29093'), controller);
    const [d, ...rest] = findings(ID, text, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.equal(d.range.start.line, 7);
    assert.equal(d.message, "KAFKA_ADVERTISED_LISTENERS gives INTERNAL://broker-3:9092, but broker-3 is another service of this file, not broker-1: clients and the other brokers sent to the partitions broker-1 leads connect to broker-3 instead, which does not lead them, so they cannot be produced to or fetched from, and their followers fall out of sync. Advertise broker-1's own name (INTERNAL://broker-1:9092).");
  });

  it('another service\'s hostname, on a listener only clients use', () => {
    const text = stack(broker('kafka-a', 1, 'INTERNAL://kafka-a:9092,EXTERNAL://kafka2.local:29092'), broker('kafka-b', 2, 'INTERNAL://kafka-b:9092', '    hostname: kafka2.local\n'), controller);
    const [d] = findings(ID, text, opts);
    assert.match(d.message, /^KAFKA_ADVERTISED_LISTENERS gives EXTERNAL:\/\/kafka2\.local:29092, but kafka2\.local is the name of kafka-b, another service of this file, not kafka-a: clients sent to the partitions kafka-a leads connect to kafka-b instead/);
    assert.doesNotMatch(d.message, /followers/);
  });

  it('near misses: its own service name, hostname or container_name; a proxy service that runs no Kafka image; a name two services share', () => {
    assert.deepEqual(findings(ID, stack(broker('broker-1', 1, 'INTERNAL://broker-1:9092'), broker('broker-2', 2, 'INTERNAL://broker-2:9092'), controller), opts), []);
    assert.deepEqual(findings(ID, stack(broker('broker-1', 1, 'INTERNAL://kafka-one:9092', '    container_name: kafka-one\n'), broker('broker-2', 2, 'INTERNAL://broker-2:9092'), controller), opts), []);
    const proxy = '  toxiproxy:\n    image: ghcr.io/shopify/toxiproxy:2.9.0\n';
    assert.deepEqual(findings(ID, stack(broker('broker-1', 1, 'INTERNAL://broker-1:9092,EXTERNAL://toxiproxy:29092'), proxy, controller), opts), []);
    const shared = '    networks:\n      default:\n        aliases: [kafka]\n';
    assert.deepEqual(findings(ID, stack(broker('broker-1', 1, 'INTERNAL://kafka:9092', shared), broker('broker-2', 2, 'INTERNAL://broker-2:9092', shared), controller), opts), []);
  });
});
