// StreamsConfig replication.factor default: 1 in the 2.8.2 catalog, -1 from 3.0.2 (KIP-733).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { streamsReplicationFactorOne } from '../../../server/src/service/rules/streamsReplicationFactorOne';
import { assertDocsExamples } from '../../support/docsExamples';
import { findings, fix } from '../../support/service';

const ID = 'streams-replication-factor-one';
const opts = { fileName: 'streams.properties' };
const HEAD = 'application.id=inventory\nbootstrap.servers=kafka:9092\n';

describe('streams-replication-factor-one (StreamsConfig replication.factor)', () => {
  it('replication.factor=1 written: a warning on the value; the fix writes -1 (3.0+)', () => {
    const [d, ...rest] = findings(ID, `${HEAD}replication.factor=1\n`, opts);
    assert.equal(rest.length, 0);
    assert.deepEqual(d.range, { start: { line: 2, character: 19 }, end: { line: 2, character: 20 } });
    assert.match(d.message, /^replication\.factor=1: Kafka Streams creates its changelog and repartition topics with one replica/);
    const fixed = fix(ID, `${HEAD}replication.factor=1\n`, opts);
    assert.equal(fixed, `${HEAD}replication.factor=-1\n`);
    assert.deepEqual(findings(ID, fixed, opts), []);
  });

  it('unwritten on 2.8, where the default is 1; the fix writes 3 there', () => {
    const text = `# kafka-tuning: client=java@2.8\n${HEAD}`;
    const [d] = findings(ID, text, opts);
    assert.match(d.message, /\(the default of Kafka Streams 2\.8\)/);
    assert.match(fix(ID, text, opts), /^replication\.factor=3$/m);
  });

  it('a cluster on this machine only: a written 1 is a hint, an unwritten default 1 says nothing', () => {
    for (const servers of ['localhost:9092', '127.0.0.1:9092', 'PLAINTEXT://localhost:9092,localhost:9093', '[::1]:9092']) {
      const local = `application.id=inventory\nbootstrap.servers=${servers}\n`;
      const [d, ...rest] = findings(ID, `${local}replication.factor=1\n`, opts);
      assert.equal(rest.length, 0, servers);
      assert.equal(d.severity, 4, servers);
      assert.match(d.message, /fits the cluster on this machine/);
      assert.deepEqual(findings(ID, `# kafka-tuning: client=java@2.8\n${local}`, opts), [], servers);
    }
    // near-miss: one loopback host beside a real broker is not a dev cluster.
    const [d] = findings(ID, 'application.id=inventory\nbootstrap.servers=localhost:9092,kafka-2:9092\nreplication.factor=1\n', opts);
    assert.equal(d.severity, 2);
  });

  it('near misses: 3, -1, unwritten on 3.x and with the version unknown', () => {
    assert.deepEqual(findings(ID, `${HEAD}replication.factor=3\n`, opts), []);
    assert.deepEqual(findings(ID, `${HEAD}replication.factor=-1\n`, opts), []);
    assert.deepEqual(findings(ID, `# kafka-tuning: client=java@3.7\n${HEAD}`, opts), []);
    assert.deepEqual(findings(ID, HEAD, opts), []);
  });

  it('its documented examples', () => assertDocsExamples(streamsReplicationFactorOne));
});
