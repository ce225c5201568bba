// Brokers reach each other at the advertised address of the inter-broker listener; localhost inside
// another broker's container is that container.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { composePeerBrokersGetLocalhost } from '../../../server/src/service/rules/composePeerBrokersGetLocalhost';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'compose-peer-brokers-get-localhost';
const opts = { fileName: 'docker-compose.yml' };
const broker = (id: number, env: string, extra = '') => `  kafka${id}:\n    image: confluentinc/cp-kafka:7.6.1\n${extra}    ports:\n      - "${29091 + id}:9092"\n    environment:\n      KAFKA_BROKER_ID: ${id}\n      KAFKA_ZOOKEEPER_CONNECT: zookeeper:2181\n${env}`;
const zk = '  zookeeper:\n    image: confluentinc/cp-zookeeper:7.6.1\n    environment:\n      ZOOKEEPER_CLIENT_PORT: 2181\n';
const stack = (env: (id: number) => string, extra = '') => `services:\n${zk}${[1, 2].map((id) => broker(id, env(id), extra)).join('')}`;

describe('compose-peer-brokers-get-localhost (inter-broker listener advertised at localhost)', () => {
  it('two ZooKeeper-mode brokers whose only listener advertises localhost: a warning on each', () => {
    const ds = findings(ID, stack((id) => `      KAFKA_LISTENERS: PLAINTEXT://0.0.0.0:9092\n      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://localhost:${29091 + id}\n`), opts);
    assert.equal(ds.length, 2);
    assert.equal(ds[0].severity, 2);
    assert.match(ds[0].message, /^kafka1 advertises PLAINTEXT, its inter-broker listener \(inter\.broker\.listener\.name unset, so the PLAINTEXT listener\), as localhost:29092: the other brokers of this cluster \(kafka2\) reach it there/);
  });

  it('a named inter-broker listener advertised at 127.0.0.1 is named as such', () => {
    const [d] = findings(ID, stack((id) => `      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: INTERNAL:PLAINTEXT,EXTERNAL:PLAINTEXT\n      KAFKA_LISTENERS: INTERNAL://0.0.0.0:19092,EXTERNAL://0.0.0.0:9092\n      KAFKA_ADVERTISED_LISTENERS: INTERNAL://127.0.0.1:19092,EXTERNAL://localhost:${29091 + id}\n      KAFKA_INTER_BROKER_LISTENER_NAME: INTERNAL\n`), opts);
    assert.match(d.message, /^kafka1 advertises INTERNAL, its inter-broker listener \(inter\.broker\.listener\.name=INTERNAL\), as 127\.0\.0\.1:19092/);
  });

  it('near misses stay silent: the inter-broker listener at the service name, one broker, the host network', () => {
    const split = (id: number) => `      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: PLAINTEXT:PLAINTEXT,EXTERNAL:PLAINTEXT\n      KAFKA_LISTENERS: PLAINTEXT://0.0.0.0:19092,EXTERNAL://0.0.0.0:9092\n      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka${id}:19092,EXTERNAL://localhost:${29091 + id}\n`;
    assert.deepEqual(findings(ID, stack(split), opts), []);
    const single = `services:\n${zk}${broker(1, '      KAFKA_LISTENERS: PLAINTEXT://0.0.0.0:9092\n      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://localhost:29092\n')}`;
    assert.deepEqual(findings(ID, single, opts), []);
    const host = stack((id) => `      KAFKA_LISTENERS: PLAINTEXT://0.0.0.0:${9090 + id}\n      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://localhost:${9090 + id}\n`, '    network_mode: host\n');
    assert.deepEqual(findings(ID, host, opts), []);
  });

  it('its documented examples', () => assertDocsExamples(composePeerBrokersGetLocalhost));
});
