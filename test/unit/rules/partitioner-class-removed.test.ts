// kafka-clients 3.9.1 accepts both classes; 4.1.2's ProducerConfig throws "Class … could not be
// found"; the 3.3.2 classes carry @Deprecated (see the rule file).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { partitionerClassRemoved } from '../../../server/src/service/rules/partitionerClassRemoved';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'partitioner-class-removed';
const opts = { fileName: 'producer.properties' };
const DEFAULT = 'org.apache.kafka.clients.producer.internals.DefaultPartitioner';
const STICKY = 'org.apache.kafka.clients.producer.UniformStickyPartitioner';
const text = (v: string | undefined, cls: string) => `${v ? `# kafka-tuning: client=java@${v}\n` : ''}bootstrap.servers=kafka:9092\npartitioner.class=${cls}\n`;

describe('partitioner-class-removed (KIP-794; classes removed in 4.0)', () => {
  it('4.1: an error on the value; the fix removes the key', () => {
    const [d, ...rest] = findings(ID, text('4.1', DEFAULT), opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.deepEqual(d.range, { start: { line: 2, character: 18 }, end: { line: 2, character: 18 + DEFAULT.length } });
    assert.match(d.message, /^partitioner\.class=DefaultPartitioner was removed in Kafka 4\.0: the Kafka 4\.1 producer refuses to start/);
    assert.equal(fix(ID, text('4.1', DEFAULT), opts), '# kafka-tuning: client=java@4.1\nbootstrap.servers=kafka:9092\n');
  });

  it('3.5: a warning about the coming removal; UniformStickyPartitioner becomes partitioner.ignore.keys=true', () => {
    const [d] = findings(ID, text('3.5', STICKY), opts);
    assert.equal(d.severity, 2);
    assert.match(d.message, /deprecated since Kafka 3\.3 \(KIP-794\)/);
    const fixed = fix(ID, text('3.5', STICKY), opts);
    assert.match(fixed, /^partitioner\.ignore\.keys=true$/m);
    assert.doesNotMatch(fixed, /partitioner\.class/);
    assert.deepEqual(findings(ID, fixed, opts), []);
  });

  it('a warning when the version is unknown', () => {
    assert.equal(findings(ID, text(undefined, DEFAULT), opts)[0].severity, 2);
  });

  it('near misses: RoundRobinPartitioner, a custom partitioner, the classes before 3.3', () => {
    assert.deepEqual(findings(ID, text('4.1', 'org.apache.kafka.clients.producer.RoundRobinPartitioner'), opts), []);
    assert.deepEqual(findings(ID, text('4.1', 'com.example.RegionPartitioner'), opts), []);
    assert.deepEqual(findings(ID, text('3.0', DEFAULT), opts), []);
  });

  it('its documented examples', () => assertDocsExamples(partitionerClassRemoved));
});
