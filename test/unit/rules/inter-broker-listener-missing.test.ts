// Reproduced with KafkaConfig.fromProps on kafka_2.13 3.9.1 (ZooKeeper mode) and 4.4.0 (KRaft
// broker and combined node): each firing case below is refused there, each near miss accepted.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { interBrokerListenerMissing } from '../../../server/src/service/rules/interBrokerListenerMissing';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'inter-broker-listener-missing';
const ZK = 'broker.id=1\nzookeeper.connect=zk-1:2181\nlog.dirs=/var/lib/kafka/data\n';
const KRAFT = 'process.roles=broker,controller\nnode.id=1\ncontroller.quorum.bootstrap.servers=localhost:9093\ncontroller.listener.names=CONTROLLER\nlog.dirs=/var/lib/kafka/data\n';
const at = (text: string) => findings(ID, text, { fileName: 'server.properties' });

describe('inter-broker-listener-missing (KafkaConfig: the inter-broker listener must be advertised)', () => {
  it('security.inter.broker.protocol=SSL with only a PLAINTEXT listener: an error on the key', () => {
    const [d, ...rest] = at(`${ZK}listeners=PLAINTEXT://:9092\nsecurity.inter.broker.protocol=SSL\n`);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.equal(d.range.start.line, 4);
    assert.equal(d.message, 'security.inter.broker.protocol=SSL names the listener "SSL", which is not among listeners\' names here (PLAINTEXT): the broker does not start (IllegalArgumentException "inter.broker.listener.name must be a listener name defined in advertised.listeners"). Add a listener named SSL, or set inter.broker.listener.name to one of PLAINTEXT instead of security.inter.broker.protocol.');
  });

  it('the default PLAINTEXT with only SSL listeners, a custom listener mapped to SSL (the name is what counts), and a KRaft node without a PLAINTEXT listener', () => {
    assert.match(at(`${ZK}listeners=SSL://:9093\n`)[0].message, /^with neither inter\.broker\.listener\.name nor security\.inter\.broker\.protocol set, brokers talk over the listener named "PLAINTEXT"/);
    assert.equal(at(`${ZK}listeners=INTERNAL://:9092\nlistener.security.protocol.map=INTERNAL:SSL\nsecurity.inter.broker.protocol=SSL\n`).length, 1);
    assert.match(at(`${KRAFT}listeners=SSL://:9092,CONTROLLER://:9093\nlistener.security.protocol.map=SSL:SSL,CONTROLLER:PLAINTEXT\n`)[0].message, /among listeners' names here \(SSL\)/);
    // advertised.listeners decides when written.
    assert.match(at(`${ZK}listeners=SSL://:9093,PLAINTEXT://:9092\nadvertised.listeners=SSL://kafka-1:9093\n`)[0].message, /among advertised\.listeners' names here \(SSL\)/);
  });

  it('both inter.broker.listener.name and security.inter.broker.protocol: an error, and the fix keeps the name', () => {
    const text = `${ZK}listeners=SSL://:9093\ninter.broker.listener.name=SSL\nsecurity.inter.broker.protocol=SSL\n`;
    assert.match(at(text)[0].message, /^inter\.broker\.listener\.name and security\.inter\.broker\.protocol are both set/);
    const fixed = fix(ID, text, { fileName: 'server.properties' });
    assert.equal(fixed, `${ZK}listeners=SSL://:9093\ninter.broker.listener.name=SSL\n`);
    assert.deepEqual(at(fixed), []);
  });

  it('near misses: the listener exists (any case), a named listener, a controller-only node, no listeners written, templated values', () => {
    for (const text of [
      `${ZK}listeners=PLAINTEXT://:9092,SSL://:9093\nsecurity.inter.broker.protocol=SSL\n`,
      `${ZK}listeners=ssl://:9093\nsecurity.inter.broker.protocol=SSL\n`,
      `${ZK}listeners=INTERNAL://:9092,EXTERNAL://:9094\nlistener.security.protocol.map=INTERNAL:SSL,EXTERNAL:SASL_SSL\ninter.broker.listener.name=INTERNAL\n`,
      `${KRAFT}listeners=PLAINTEXT://:9092,CONTROLLER://:9093\n`,
      'process.roles=controller\nnode.id=3000\ncontroller.quorum.bootstrap.servers=localhost:9093\ncontroller.listener.names=CONTROLLER\nlog.dirs=/var/lib/kafka/meta\nlisteners=CONTROLLER://:9093\n',
      `${ZK}security.inter.broker.protocol=SSL\n`,
      `${ZK}listeners=\${KAFKA_LISTENERS}\nsecurity.inter.broker.protocol=SSL\n`,
    ]) assert.deepEqual(at(text), [], text);
  });

  it('its documented examples', () => assertDocsExamples(interBrokerListenerMissing));
});

describe('inter-broker-listener-missing in a Docker Compose service', () => {
  const service = (image: string, env: string) => `services:\n  kafka:\n    image: ${image}\n    environment:\n      KAFKA_BROKER_ID: 1\n      KAFKA_ZOOKEEPER_CONNECT: zk:2181\n${env}  zk:\n    image: confluentinc/cp-zookeeper:7.6.1\n`;
  const at = (text: string) => findings('inter-broker-listener-missing', text, { fileName: 'docker-compose.yml' });

  it('an image that writes its config from the variables alone: an error naming the variables, and no fix', () => {
    const text = service('confluentinc/cp-kafka:7.6.1', '      KAFKA_ADVERTISED_LISTENERS: SASL_SSL://localhost:19092\n      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: SASL_MAIN_SSL:SASL_SSL,SASL_SSL:SASL_SSL\n      KAFKA_INTER_BROKER_LISTENER_NAME: SASL_MAIN_SSL\n');
    const [d, ...rest] = at(text);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.equal(d.range.start.line, 8);
    assert.match(d.message, /^KAFKA_INTER_BROKER_LISTENER_NAME=SASL_MAIN_SSL, which is not among KAFKA_ADVERTISED_LISTENERS' names here \(SASL_SSL\): the broker does not start/);
    // Unwritten keys are named by the image's variables too.
    const [p] = at(service('confluentinc/cp-kafka:7.6.1', '      KAFKA_ADVERTISED_LISTENERS: SSL://kafka:9093\n'));
    assert.match(p.message, /or set KAFKA_INTER_BROKER_LISTENER_NAME to one of SSL\.$/);
  });

  it('near misses: a listener of the right name, and an image that starts from a config file the compose file does not show', () => {
    assert.deepEqual(at(service('confluentinc/cp-kafka:7.6.1', '      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:9092,SASL_SSL://localhost:19092\n')), []);
    assert.deepEqual(at(service('bitnami/kafka:3.7.1', '      KAFKA_CFG_ADVERTISED_LISTENERS: SSL://kafka:9093\n')), []);
  });
});
