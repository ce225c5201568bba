// A broker refuses two listeners on one port (listener validation: "Each listener must have a
// different port"), except one IPv4 and one IPv6 address (KIP-797); in Compose, the apache/kafka
// and Confluent images derive unset listeners from the advertised ones on 0.0.0.0.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { listenerPortDuplicate } from '../../../server/src/service/rules/listenerPortDuplicate';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'listener-port-duplicate';
const broker = (listeners: string) => `process.roles=broker,controller\nnode.id=1\ncontroller.quorum.voters=1@localhost:9093\ncontroller.listener.names=CONTROLLER\nlisteners=${listeners}\nlog.dirs=/var/lib/kafka/data\n`;
const compose = (image: string, env: string) => `services:\n  kafka:\n    image: ${image}\n    ports:\n      - '9092:9092'\n    environment:\n${env}`;
const ADV = "      KAFKA_BROKER_ID: 1\n      KAFKA_ZOOKEEPER_CONNECT: zookeeper:2181\n      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: INTERNAL:PLAINTEXT,EXTERNAL:PLAINTEXT\n      KAFKA_ADVERTISED_LISTENERS: INTERNAL://kafka:29092,EXTERNAL://localhost:29092\n      KAFKA_INTER_BROKER_LISTENER_NAME: INTERNAL\n";

describe('listener-port-duplicate (listener validation: each listener its own port)', () => {
  it('server.properties: two listeners on 9092, an error on listeners', () => {
    const [d, ...rest] = findings(ID, broker('PLAINTEXT://:9092,SSL://:9092,CONTROLLER://:9093'), { fileName: 'server.properties' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.equal(d.range.start.line, 4);
    assert.match(d.message, /^PLAINTEXT and SSL bind the same port, 9092: the broker refuses to start \("Each listener must have a different port"; two listeners may share a port only as one IPv4 and one IPv6 address\)/);
  });

  it('Compose, Confluent image, KAFKA_LISTENERS unset: the listeners derived from the advertised ones collide', () => {
    const [d] = findings(ID, compose('confluentinc/cp-kafka:7.5.0', ADV), { fileName: 'docker-compose.yml' });
    assert.match(d.message, /^KAFKA_LISTENERS is not set, so confluentinc\/cp-kafka:7\.5\.0 binds the advertised listeners on 0\.0\.0\.0: INTERNAL and EXTERNAL both bind port 29092 \(INTERNAL:\/\/0\.0\.0\.0:29092,EXTERNAL:\/\/0\.0\.0\.0:29092\)/);
  });

  it('quotes what the broker says: two IP addresses from 3.1, and the IPv4/IPv6 pair refused before 3.1', () => {
    const [ip] = findings(ID, broker('PLAINTEXT://0.0.0.0:9092,SSL://0.0.0.0:9092,CONTROLLER://:9093'), { fileName: 'server.properties' });
    assert.match(ip.message, /\("If you have two listeners on the same port then one needs to be IPv4 and the other IPv6"/);
    const old = findings(ID, `# kafka-tuning: client=java@2.8\n${broker('PLAINTEXT://10.0.0.5:9092,PLAINTEXT6://[::1]:9092,CONTROLLER://:9093')}`, { fileName: 'server.properties' });
    assert.match(old[0]?.message ?? '', /\("Each listener must have a different port"\)\. Give each listener a port of its own\.$/);
  });

  it('Compose, a KRaft node: the proposed KAFKA_LISTENERS keeps the controller listener', () => {
    const env = "      KAFKA_PROCESS_ROLES: broker,controller\n      KAFKA_NODE_ID: 1\n      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@kafka:9093\n      KAFKA_CONTROLLER_LISTENER_NAMES: CONTROLLER\n      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: CONTROLLER:PLAINTEXT,INTERNAL:PLAINTEXT,EXTERNAL:PLAINTEXT\n      KAFKA_ADVERTISED_LISTENERS: INTERNAL://kafka:9092,EXTERNAL://localhost:9092\n      KAFKA_INTER_BROKER_LISTENER_NAME: INTERNAL\n";
    const [d] = findings(ID, compose('confluentinc/cp-kafka:7.6.1', env), { fileName: 'docker-compose.yml' });
    assert.match(d.message, /e\.g\. INTERNAL:\/\/0\.0\.0\.0:9092,EXTERNAL:\/\/0\.0\.0\.0:19092,CONTROLLER:\/\/0\.0\.0\.0:9093\)/);
  });

  it('near misses stay silent: distinct ports, one IPv4 and one IPv6 address, written listeners beside advertised ones sharing a port, an image that derives nothing', () => {
    assert.deepEqual(findings(ID, broker('PLAINTEXT://:9092,SSL://:9094,CONTROLLER://:9093'), { fileName: 'server.properties' }), []);
    assert.deepEqual(findings(ID, broker('PLAINTEXT://10.0.0.5:9092,PLAINTEXT6://[::1]:9092,CONTROLLER://:9093'), { fileName: 'server.properties' }), []);
    assert.deepEqual(findings(ID, compose('confluentinc/cp-kafka:7.5.0', `${ADV}      KAFKA_LISTENERS: INTERNAL://0.0.0.0:29092,EXTERNAL://0.0.0.0:9092\n`), { fileName: 'docker-compose.yml' }), []);
    assert.deepEqual(findings(ID, compose('bitnami/kafka:3.6', ADV.replace(/KAFKA_/g, 'KAFKA_CFG_')), { fileName: 'docker-compose.yml' }), []);
  });

  it('its documented examples', () => assertDocsExamples(listenerPortDuplicate));
});
