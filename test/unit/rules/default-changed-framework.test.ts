// default-changed speaks of the plain clients' defaults; a Streams file's producer.* lines configure
// a producer whose defaults Streams sets itself (linger.ms=100: StreamsConfig.getProducerConfigs in
// kafka-streams 4.1.2), so those sections get no hint.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings } from '../../support/service';

const ID = 'default-changed';

describe('default-changed and framework client sections', () => {
  it('silent on the producer./consumer. sections of a Streams file', () => {
    const text = '# kafka-tuning: client=java@3.6\napplication.id=a\nbootstrap.servers=k:9092\nproducer.compression.type=zstd\nconsumer.max.poll.records=500\n';
    assert.deepEqual(findings(ID, text, { fileName: 'streams.properties' }), []);
  });

  it('still said for a plain producer file of the same version', () => {
    const text = '# kafka-tuning: client=java@3.6\nbootstrap.servers=k:9092\ncompression.type=zstd\n';
    assert.equal(findings(ID, text, { fileName: 'producer.properties' }).length, 1);
  });
});
