// Reproduced with KafkaConfig.fromProps on kafka_2.13 4.1.2 (KRaft combined node): listeners at
// 0.0.0.0 alone and advertised.listeners at 0.0.0.0 are refused with the message quoted; an empty
// host, a routable advertised listener and a controller-only node at 0.0.0.0 are accepted.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'advertised-listener-all-interfaces';
const ZK = 'broker.id=1\nzookeeper.connect=zk-1:2181\nlog.dirs=/var/lib/kafka/data\n';
const KRAFT = 'process.roles=broker,controller\nnode.id=1\ncontroller.quorum.bootstrap.servers=kafka-1:9093\ncontroller.listener.names=CONTROLLER\nlog.dirs=/var/lib/kafka/data\n';
const at = (text: string) => findings(ID, text, { fileName: 'server.properties' });

describe('advertised-listener-all-interfaces (KafkaConfig: advertised.listeners cannot use 0.0.0.0)', () => {
  it('documents a bad and a good example that hold', () => assertDocsExamples(ID));

  it('listeners at 0.0.0.0 with no advertised.listeners: an error on the listeners value', () => {
    const [d, ...rest] = at(`${ZK}listeners=PLAINTEXT://0.0.0.0:9092\n`);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.equal(d.range.start.line, 3);
    assert.equal(d.message, 'advertised.listeners is not set, so the broker advertises its listeners, which bind PLAINTEXT://0.0.0.0:9092: the broker does not start (IllegalArgumentException "requirement failed: advertised.listeners cannot use the nonroutable meta-address 0.0.0.0. Use a routable IP address."). Set advertised.listeners to the host name or address clients connect to, or leave the host empty (PLAINTEXT://:9092): the broker binds every interface and advertises this machine\'s host name.');
  });

  it('advertised.listeners written with 0.0.0.0, in any file and in a Compose service', () => {
    const [d] = findings(ID, `${ZK}listeners=PLAINTEXT://0.0.0.0:9092\nadvertised.listeners=PLAINTEXT://0.0.0.0:9092\n`, { fileName: 'broker-1.properties' });
    assert.equal(d.range.start.line, 4);
    assert.match(d.message, /^advertised\.listeners advertises PLAINTEXT:\/\/0\.0\.0\.0:9092: the broker does not start/);
    const compose = 'services:\n  kafka:\n    image: apache/kafka:3.8.0\n    environment:\n      KAFKA_NODE_ID: 1\n      KAFKA_PROCESS_ROLES: broker,controller\n      KAFKA_LISTENERS: PLAINTEXT://0.0.0.0:9092,CONTROLLER://0.0.0.0:9093\n      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://0.0.0.0:9092\n      KAFKA_CONTROLLER_LISTENER_NAMES: CONTROLLER\n      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@kafka:9093\n';
    const [c] = findings(ID, compose, { fileName: 'docker-compose.yml' });
    assert.equal(c?.range.start.line, 7);
    assert.match(c.message, /^KAFKA_ADVERTISED_LISTENERS advertises PLAINTEXT:\/\/0\.0\.0\.0:9092/);
  });

  it('the fix empties the wildcard host of the reported listeners only, and the file is then clean', () => {
    const text = `${KRAFT}listeners=PLAINTEXT://0.0.0.0:9092,CONTROLLER://0.0.0.0:9093\n`;
    const fixed = fix(ID, text, { fileName: 'server.properties' });
    assert.equal(fixed, `${KRAFT}listeners=PLAINTEXT://:9092,CONTROLLER://0.0.0.0:9093\n`);
    assert.deepEqual(at(fixed), []);
  });

  it('near misses: a routable advertised listener, an empty host, controller listeners, a controller-only node, a template, a fragment', () => {
    for (const text of [
      `${ZK}listeners=PLAINTEXT://0.0.0.0:9092\nadvertised.listeners=PLAINTEXT://kafka-1.internal:9092\n`,
      `${ZK}listeners=PLAINTEXT://:9092\n`,
      `${KRAFT}listeners=PLAINTEXT://kafka-1:9092,CONTROLLER://0.0.0.0:9093\n`,
      'process.roles=controller\nnode.id=3000\ncontroller.quorum.bootstrap.servers=kafka-1:9093\ncontroller.listener.names=CONTROLLER\nlisteners=CONTROLLER://0.0.0.0:9093\nlog.dirs=/var/lib/kafka/meta\n',
      `${ZK}listeners=PLAINTEXT://0.0.0.0:\${PORT}\n`,
      `${ZK}listeners=PLAINTEXT://0.0.0.0:9092\n{% if kafka_advertised %}\nadvertised.listeners=PLAINTEXT://{{ inventory_hostname }}:9092\n{% endif %}\n`,
    ]) assert.deepEqual(at(text), [], text);
  });
});
