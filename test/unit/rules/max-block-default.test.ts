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

  it('fires when buffer.memory is lowered below its 32 MiB default', () => {
    const [d] = findings(ID, 'buffer.memory=16777216\n');
    assert.match(d.message, /\(buffer\.memory=16777216 \(16 MiB\) is below the 33554432 \(32 MiB\) default, so it fills sooner\)/);
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
