import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings } from '../../support/service';

const ID = 'compose-voter-port-unbound';
const VOTERS = '1@kafka-controller-1:9093,2@kafka-controller-2:9093,3@kafka-controller-3:9093';
const controller = (n: number, listeners: string, voters = VOTERS, extra = '') => `  kafka-controller-${n}:\n    image: confluentinc/cp-kafka:7.7.1\n    hostname: kafka-controller-${n}\n    environment:\n      KAFKA_NODE_ID: ${n}\n      KAFKA_PROCESS_ROLES: controller\n      KAFKA_LISTENERS: ${listeners}\n      KAFKA_CONTROLLER_LISTENER_NAMES: CONTROLLER\n      KAFKA_CONTROLLER_QUORUM_VOTERS: ${voters}\n      CLUSTER_ID: MkU3OEVBNTcwNTJENDM2Qk\n${extra}`;
const broker = `  kafka-1:\n    image: confluentinc/cp-kafka:7.7.1\n    environment:\n      KAFKA_NODE_ID: 4\n      KAFKA_PROCESS_ROLES: broker\n      KAFKA_LISTENERS: PLAINTEXT://:9092\n      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka-1:9092\n      KAFKA_CONTROLLER_LISTENER_NAMES: CONTROLLER\n      KAFKA_CONTROLLER_QUORUM_VOTERS: ${VOTERS}\n      CLUSTER_ID: MkU3OEVBNTcwNTJENDM2Qk\n`;
const file = (...services: string[]) => `services:\n${services.join('')}`;
const at = (text: string) => findings(ID, text, { fileName: 'docker-compose.yml' });

describe('compose-voter-port-unbound (a voter listed at a port its controller does not bind)', () => {
  it('an error on each controller whose listener port differs from its voter entry', () => {
    const ds = at(file(controller(1, 'CONTROLLER://:9093'), controller(2, 'CONTROLLER://:9094'), controller(3, 'CONTROLLER://:9095'), broker));
    assert.equal(ds.length, 2);
    assert.equal(ds[0].severity, 1);
    assert.match(ds[0].message, /^controller\.quorum\.voters names this service as voter 2 at kafka-controller-2:9093, but its controller listener binds CONTROLLER:\/\/:9094 \(KAFKA_LISTENERS\): the other controllers and the brokers connect to port 9093, where its controller listener is not, so they never reach this voter/);
    assert.match(ds[1].message, /voter 3 at kafka-controller-3:9093, but its controller listener binds CONTROLLER:\/\/:9095/);
  });

  it('near misses stay silent: ports agree; a combined node; a broker (not a voter); a variable; another service\'s entry', () => {
    assert.deepEqual(at(file(controller(1, 'CONTROLLER://:9093'), controller(2, 'CONTROLLER://:9093'), controller(3, 'CONTROLLER://0.0.0.0:9093'), broker)), []);
    const combined = '  kafka:\n    image: apache/kafka:3.9.1\n    environment:\n      KAFKA_NODE_ID: 1\n      KAFKA_PROCESS_ROLES: broker,controller\n      KAFKA_LISTENERS: PLAINTEXT://:9092,CONTROLLER://:9093\n      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:9092\n      KAFKA_CONTROLLER_LISTENER_NAMES: CONTROLLER\n      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@kafka:9093\n';
    assert.deepEqual(at(file(combined)), []);
    assert.equal(at(file(combined.replace('CONTROLLER://:9093', 'CONTROLLER://:29093'))).length, 1);
    assert.deepEqual(at(file(controller(1, 'CONTROLLER://:${CONTROLLER_PORT}'))), []);
  });
});
