import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { removedPartitioner } from '../../../server/src/service/rules/removedPartitioner';
import { findings, fix } from '../../support/service';

const ID = 'removed-partitioner';
const opts = { fileName: 'producer.properties' };
const DEFAULT = 'org.apache.kafka.clients.producer.internals.DefaultPartitioner';
const UNIFORM = 'org.apache.kafka.clients.producer.UniformStickyPartitioner';

describe(ID, () => {
  it('DefaultPartitioner on a 4.x producer: the class is gone, the producer refuses to start', () => {
    const [d, ...rest] = findings(ID, `acks=all\npartitioner.class=${DEFAULT}\n`, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.deepEqual(d.range, { start: { line: 1, character: 18 }, end: { line: 1, character: 18 + DEFAULT.length } });
    assert.equal(d.message, `${DEFAULT} was removed in Kafka 4.0 (KIP-794): the producer refuses to start with ConfigException "Class ${DEFAULT} could not be found" (Kafka 4.4.0). Remove the line: the built-in partitioning does what DefaultPartitioner did, with sticky batches for keyless records (KIP-794).`);
  });

  it('UniformStickyPartitioner: the fix is partitioner.ignore.keys=true', () => {
    const fixed = fix(ID, `acks=all\npartitioner.class=${UNIFORM}\n`, opts);
    assert.equal(fixed, 'acks=all\npartitioner.ignore.keys=true\n');
    assert.equal(findings(ID, fixed, opts).length, 0);
  });

  it('near misses: 3.9 (deprecated only), RoundRobinPartitioner, a class of the application', () => {
    assert.equal(findings(ID, `# kafka-tuning: client=java@3.9.1\npartitioner.class=${DEFAULT}\n`, opts).length, 0);
    assert.equal(findings(ID, 'partitioner.class=org.apache.kafka.clients.producer.RoundRobinPartitioner\n', opts).length, 0);
    assert.equal(findings(ID, 'partitioner.class=com.example.kafka.DefaultPartitioner\n', opts).length, 0);
  });

  it('its documentation examples: the bad one fires, the good one is silent', () => {
    const docs = removedPartitioner.docs!;
    assert.equal(findings(ID, docs.bad.text, { fileName: docs.bad.file }).length, 1);
    assert.equal(findings(ID, docs.good.text, { fileName: docs.good.file }).length, 0);
  });
});
