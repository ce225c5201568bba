import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rackAwarePartitionerWithoutRack } from '../../../server/src/service/rules/rackAwarePartitionerWithoutRack';
import { findings, fix } from '../../support/service';

const ID = 'rack-aware-partitioner-without-rack';
const opts = { fileName: 'producer.properties' };

describe(ID, () => {
  it('partitioner.rack.aware=true with no client.rack: KafkaProducer 4.4 refuses it', () => {
    const [d, ...rest] = findings(ID, 'acks=all\npartitioner.rack.aware=true\n', opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.deepEqual(d.range, { start: { line: 1, character: 23 }, end: { line: 1, character: 27 } });
    assert.equal(d.message, 'partitioner.rack.aware=true needs this producer\'s rack, and client.rack is not set: the producer refuses to start (ConfigException "client.rack must be provided if partitioner.rack.aware is enabled", Kafka 4.4.0). Set client.rack to the zone this producer runs in, or remove partitioner.rack.aware.');
    assert.match(findings(ID, 'partitioner.rack.aware=TRUE\nclient.rack= \n', opts)[0].message, /client\.rack is empty/);
  });

  it('near misses: a rack given, the switch off, a version without the key (4.1)', () => {
    assert.equal(findings(ID, 'partitioner.rack.aware=true\nclient.rack=eu-west-1a\n', opts).length, 0);
    assert.equal(findings(ID, 'partitioner.rack.aware=false\n', opts).length, 0);
    assert.equal(findings(ID, '# kafka-tuning: client=java@4.1.2\npartitioner.rack.aware=true\n', opts).length, 0);
  });

  it('fix removes the switch and re-lints clean', () => {
    const fixed = fix(ID, 'acks=all\npartitioner.rack.aware=true\n', opts);
    assert.equal(fixed, 'acks=all\n');
  });

  it('its documentation examples: the bad one fires, the good one is silent', () => {
    const docs = rackAwarePartitionerWithoutRack.docs!;
    assert.equal(findings(ID, docs.bad.text, { fileName: docs.bad.file }).length, 1);
    assert.equal(findings(ID, docs.good.text, { fileName: docs.good.file }).length, 0);
  });
});
