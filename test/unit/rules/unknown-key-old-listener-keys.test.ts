// unknown-key on the broker keys 3.0 removed (advertised.host.name, advertised.port, host.name,
// port): beside the listener key that always took precedence over them (KafkaConfig 2.x:
// advertisedListeners and listeners read them only when the newer key is unset), deleting them
// changes nothing on any version, so the finding is a hint that says so (check 55).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings } from '../../support/service';

const ID = 'unknown-key';
const compose = { fileName: 'docker-compose.yml' };
const broker = (env: string) => `services:\n  kafka:\n    image: confluentinc/cp-kafka:7.6.1\n    environment:\n      KAFKA_BROKER_ID: 1\n      KAFKA_ZOOKEEPER_CONNECT: zookeeper:2181\n      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1\n${env}`;

describe('unknown-key: the removed listener keys beside the newer one', () => {
  it('KAFKA_ADVERTISED_HOST_NAME beside KAFKA_ADVERTISED_LISTENERS: a hint, deleting it changes nothing', () => {
    const [d, ...rest] = findings(ID, broker('      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:9092\n      KAFKA_ADVERTISED_HOST_NAME: kafka\n'), compose);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 4);
    assert.match(d.message, /advertised\.listeners is set here, and a broker that still knew advertised\.host\.name read it only without advertised\.listeners: deleting it changes nothing\./);
  });

  it('host.name beside listeners in a broker file: a hint too', () => {
    const [d] = findings(ID, 'process.roles=broker,controller\nnode.id=1\ncontroller.quorum.voters=1@localhost:9093\ncontroller.listener.names=CONTROLLER\nlisteners=PLAINTEXT://:9092,CONTROLLER://:9093\nhost.name=broker-1\n', { fileName: 'server.properties' });
    assert.equal(d.severity, 4);
    assert.match(d.message, /listeners is set here/);
  });

  it('near miss: advertised.host.name without advertised.listeners is still what a 2.x broker advertised, and stays a warning', () => {
    const [d] = findings(ID, broker('      KAFKA_ADVERTISED_HOST_NAME: kafka\n'), compose);
    assert.equal(d?.severity, 2);
    assert.doesNotMatch(d.message, /deleting it changes nothing/);
  });
});
