import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix } from '../../support/service';

const ID = 'max-block-default';

describe('max-block-default (60 s default)', () => {
  it('fires when a p99 budget is declared and max.block.ms is left at 60 s', () => {
    const [d, ...rest] = findings(ID, '# kafka-tuning: p99-ms=50\nacks=all\n');
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.deepEqual(d.range, { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } }, 'anchored at the site start: the key is not written');
    assert.equal(d.message, 'max.block.ms is the 60000 ms (1 min) default: when buffer.memory is full or metadata is missing, send() blocks the calling thread for up to a minute before throwing (the declared p99 budget is 50 ms). A few seconds (e.g. max.block.ms=5000) makes back-pressure show up as an exception you can handle.');
  });

  it('fires when buffer.memory holds fewer than two batches per partition, and recommends raising it', () => {
    const text = '# kafka-tuning: partitions=64\nbatch.size=131072\nbuffer.memory=12582912\n';
    const [d, ...rest] = findings(ID, text);
    assert.equal(rest.length, 0);
    assert.equal(d.message, 'max.block.ms is the 60000 ms (1 min) default: when buffer.memory is full or metadata is missing, send() blocks the calling thread for up to a minute before throwing (buffer.memory=12582912 (12 MiB) holds fewer than two batches per partition (batch.size=131072 (128 KiB) × 64 partitions = 8388608 (8 MiB)), so new batches wait for memory whenever requests are slow). Raising buffer.memory removes the cause; a few seconds of max.block.ms (e.g. 5000) makes what is left show up as an exception you can handle.');
    assert.equal(fix(ID, text), '# kafka-tuning: partitions=64\nbatch.size=131072\nbuffer.memory=33554432\n');
    assert.equal(findings(ID, fix(ID, text)).length, 0);
    // The default buffer against the default batch.size says so.
    const [dflt] = findings(ID, '# kafka-tuning: partitions=1500\nacks=all\n');
    assert.match(dflt.message, /buffer\.memory=33554432 \(32 MiB\) \(default\) holds fewer than two batches per partition \(batch\.size=16384 \(16 KiB\) \(default\) × 1,500 partitions/);
  });

  it('stays silent on a lowered buffer.memory that still holds two batches per partition, and leaves one below a batch per partition to buffer-memory-too-small', () => {
    // 16 MiB against 16 KiB × 12 partitions: plenty, whatever the default was.
    assert.equal(findings(ID, '# kafka-tuning: partitions=12\nbuffer.memory=16777216\n').length, 0);
    assert.equal(findings(ID, 'buffer.memory=16777216\n').length, 0);
    const below = '# kafka-tuning: partitions=64\nbatch.size=131072\nbuffer.memory=4194304\n';
    assert.equal(findings(ID, below).length, 0);
    assert.equal(findings('buffer-memory-too-small', below).length, 1);
  });

  it('stays silent on a plain file, on a raised buffer.memory, and when max.block.ms is written', () => {
    assert.equal(findings(ID, 'acks=all\nlinger.ms=5\n').length, 0);
    assert.equal(findings(ID, 'buffer.memory=33554432\n').length, 0);
    assert.equal(findings(ID, 'buffer.memory=67108864\n').length, 0);
    assert.equal(findings(ID, '# kafka-tuning: p99-ms=50\nmax.block.ms=60000\n').length, 0);
  });

  it('fix sets max.block.ms=5000 and re-lints clean', () => {
    const fixed = fix(ID, '# kafka-tuning: p99-ms=50\nacks=all\n');
    assert.equal(fixed, '# kafka-tuning: p99-ms=50\nacks=all\nmax.block.ms=5000\n');
    assert.equal(findings(ID, fixed).length, 0);
  });
});
