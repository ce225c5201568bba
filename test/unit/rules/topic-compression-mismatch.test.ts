import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix } from '../../support/service';

const topic = { fileName: 'topic-orders.properties' };

describe('topic-compression-mismatch (broker LogValidator)', () => {
  it('informs that batches in another codec are recompressed by the broker', () => {
    const [d, ...rest] = findings('topic-compression-mismatch', 'compression.type=zstd\n', topic);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.deepEqual(d.range, { start: { line: 0, character: 17 }, end: { line: 0, character: 21 } });
    assert.equal(d.message, "compression.type=zstd fixes the codec of the log: every batch a producer sends uncompressed or in another codec is decompressed and recompressed to zstd by the broker. Make producers send compression.type=zstd, or use 'compression.type=producer' to keep theirs.");
    assert.equal(findings('topic-compression-mismatch', 'compression.type=lz4\n', { fileName: 'server.properties' }).length, 1);
  });

  it("stays silent on 'producer', 'uncompressed', the default, and on a producer's own codec", () => {
    assert.equal(findings('topic-compression-mismatch', 'compression.type=producer\n', topic).length, 0);
    assert.equal(findings('topic-compression-mismatch', 'compression.type=uncompressed\n', topic).length, 0);
    assert.equal(findings('topic-compression-mismatch', 'cleanup.policy=delete\n', topic).length, 0);
    assert.equal(findings('topic-compression-mismatch', 'compression.type=zstd\n', { fileName: 'producer.properties' }).length, 0);
  });

  it("fix sets 'producer' and clears the finding", () => {
    const fixed = fix('topic-compression-mismatch', 'compression.type=zstd\n', topic);
    assert.equal(fixed, 'compression.type=producer\n');
    assert.equal(findings('topic-compression-mismatch', fixed, topic).length, 0);
  });
});
