import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { incrementalBufferWithCompression } from '../../../server/src/service/rules/incrementalBufferWithCompression';
import { findings, fix } from '../../support/service';

const ID = 'incremental-buffer-with-compression';
const opts = { fileName: 'producer.properties' };

describe(ID, () => {
  it('incremental allocation with zstd: KafkaProducer 4.4 refuses the pair', () => {
    const [d, ...rest] = findings(ID, 'buffer.memory.allocation.strategy=INCREMENTAL\ncompression.type=zstd\n', opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.deepEqual(d.range, { start: { line: 1, character: 17 }, end: { line: 1, character: 21 } });
    assert.equal(d.message, 'compression.type=zstd with buffer.memory.allocation.strategy=incremental: the producer refuses to start (ConfigException "The incremental buffer.memory.allocation.strategy does not support compression yet. compression.type must be set to none.", Kafka 4.4.0). Choose one: compression, or incremental buffer allocation.');
  });

  it('near misses: incremental without compression, full with compression, a version without the key (4.1)', () => {
    assert.equal(findings(ID, 'buffer.memory.allocation.strategy=incremental\ncompression.type=none\n', opts).length, 0);
    assert.equal(findings(ID, 'buffer.memory.allocation.strategy=incremental\n', opts).length, 0);
    assert.equal(findings(ID, 'buffer.memory.allocation.strategy=full\ncompression.type=gzip\n', opts).length, 0);
    assert.equal(findings(ID, '# kafka-tuning: client=java@4.1.2\nbuffer.memory.allocation.strategy=incremental\ncompression.type=gzip\n', opts).length, 0);
  });

  it('fix removes the strategy and re-lints clean', () => {
    const fixed = fix(ID, 'buffer.memory.allocation.strategy=incremental\ncompression.type=lz4\n', opts);
    assert.equal(fixed, 'compression.type=lz4\n');
    assert.equal(findings(ID, fixed, opts).length, 0);
  });

  it('its documentation examples: the bad one fires, the good one is silent', () => {
    const docs = incrementalBufferWithCompression.docs!;
    assert.equal(findings(ID, docs.bad.text, { fileName: docs.bad.file }).length, 1);
    assert.equal(findings(ID, docs.good.text, { fileName: docs.good.file }).length, 0);
  });
});
