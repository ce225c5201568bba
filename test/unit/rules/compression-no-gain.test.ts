import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix } from '../../support/service';

const ID = 'compression-no-gain';
const workload = '# kafka-tuning: record-bytes=512 key-bytes=16 rate=2000 partitions=4\n';

describe('compression-no-gain (compression is per batch)', () => {
  it('fires when batch.size fits a single record', () => {
    const [d, ...rest] = findings(ID, '# kafka-tuning: record-bytes=512\nbatch.size=1024\ncompression.type=lz4\n');
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 2, character: 17 }, end: { line: 2, character: 20 } });
    assert.equal(d.message, 'compression.type=lz4 compresses each batch as one unit, but batch.size=1024 (1 KiB) fits a single 512 B record: with about one record per batch there is little repetition to remove, so the codec mostly costs CPU (the Java producer compresses each batch as one stream, MemoryRecordsBuilder).');
  });

  it('fires when the linger window collects under one more record at the declared rate', () => {
    const [d] = findings(ID, `${workload}linger.ms=1\nbatch.size=16384\ncompression.type=zstd\n`);
    assert.match(d.message, /at 2,000 rec\/s over 4 partitions \(500 rec\/s each\) a 1 ms linger window collects the first record plus ≈ 0\.5 more \(500 × 1 ms\)/);
    const [z] = findings(ID, `${workload}linger.ms=0\ncompression.type=gzip\n`);
    assert.match(z.message, /a linger\.ms=0 batch \(taking ≥ 1 ms of sender time\) collects the first record plus ≈ 0\.5 more/);
  });

  it('stays silent when records without a key (or keys not declared) fill one partition at a time at the whole rate', () => {
    // The sticky partitioner sends all 2,000 rec/s to one partition's batch: 2 per ms, enough to compress together.
    assert.equal(findings(ID, '# kafka-tuning: record-bytes=512 key-bytes=0 rate=2000 partitions=4\nlinger.ms=1\ncompression.type=zstd\n').length, 0);
    assert.equal(findings(ID, '# kafka-tuning: record-bytes=512 rate=2000 partitions=4\nlinger.ms=1\ncompression.type=zstd\n').length, 0);
    // …but at a rate where even the whole stream brings under one record per window, it fires.
    const [d] = findings(ID, '# kafka-tuning: record-bytes=512 key-bytes=0 rate=200 partitions=4\nlinger.ms=2\ncompression.type=zstd\n');
    assert.match(d.message, /at 200 rec\/s without a key a 2 ms linger window collects the first record plus ≈ 0\.4 more \(200 × 2 ms\)/);
  });

  it('stays silent once a window holds a second record on average, without compression, or without a rate to judge by', () => {
    assert.equal(findings(ID, `${workload}linger.ms=2\ncompression.type=lz4\n`).length, 0);
    assert.equal(findings(ID, `${workload}linger.ms=10\nbatch.size=65536\ncompression.type=lz4\n`).length, 0);
    assert.equal(findings(ID, `${workload}linger.ms=0\ncompression.type=none\n`).length, 0);
    assert.equal(findings(ID, '# kafka-tuning: record-bytes=512\nlinger.ms=0\ncompression.type=lz4\n').length, 0);
  });

  it('fix turns compression off and re-lints clean', () => {
    const text = `${workload}linger.ms=1\ncompression.type=zstd\n`;
    const fixed = fix(ID, text);
    assert.equal(fixed, `${workload}linger.ms=1\ncompression.type=none\n`);
    assert.equal(findings(ID, fixed).length, 0);
  });
});
