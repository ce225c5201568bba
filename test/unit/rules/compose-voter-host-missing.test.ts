// A voter listed for a host no Kafka service of the file has never votes; the majority is of the
// listed voters (KIP-595).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { composeVoterHostMissing } from '../../../server/src/service/rules/composeVoterHostMissing';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'compose-voter-host-missing';
const opts = { fileName: 'docker-compose.yml' };
const node = (n: number, voters: string) => `  kafka${n}:\n    image: apache/kafka:3.9.1\n    environment:\n      KAFKA_NODE_ID: ${n}\n      KAFKA_PROCESS_ROLES: broker,controller\n      KAFKA_LISTENERS: PLAINTEXT://:19092,CONTROLLER://:9093\n      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka${n}:19092\n      KAFKA_CONTROLLER_LISTENER_NAMES: CONTROLLER\n      KAFKA_CONTROLLER_QUORUM_VOTERS: ${voters}\n`;
const stack = (nodes: number[], voters: string) => `services:\n${nodes.map((n) => node(n, voters)).join('')}`;

describe('compose-voter-host-missing (a listed voter no service provides)', () => {
  it('3 voters listed, 2 services: one warning for the file, on the first voter\'s service', () => {
    const ds = findings(ID, stack([1, 2], '1@kafka1:9093,2@kafka2:9093,3@kafka3:9093'), opts);
    assert.equal(ds.length, 1);
    assert.equal(ds[0].severity, 2);
    assert.equal(ds[0].range.start.line, 9);
    assert.match(ds[0].message, /^controller\.quorum\.voters lists 3@kafka3:9093, but no Kafka service of this file is called kafka3 .*needs 2 of the 3 listed voters, and 2 exist, so every one of them must be up/);
  });

  it('5 listed, 2 present: no leader can ever be elected', () => {
    const [d] = findings(ID, stack([1, 2], '1@kafka1:9093,2@kafka2:9093,3@kafka3:9093,4@kafka4:9093,5@kafka5:9093'), opts);
    assert.match(d.message, /needs 3 of the 5 listed voters, and 2 exist, so no leader can ever be elected/);
  });

  it('near misses stay silent: every voter present, voters on other machines, a variable', () => {
    assert.deepEqual(findings(ID, stack([1, 2, 3], '1@kafka1:9093,2@kafka2:9093,3@kafka3:9093'), opts), []);
    assert.deepEqual(findings(ID, stack([1], '1@ctrl-1.prod.example.com:9093,2@ctrl-2.prod.example.com:9093,3@ctrl-3.prod.example.com:9093'), opts), []);
    assert.deepEqual(findings(ID, stack([1, 2], '1@kafka1:9093,2@kafka2:9093,3@${THIRD_VOTER}:9093'), opts), []);
  });

  it('its documented examples', () => assertDocsExamples(composeVoterHostMissing));
});
