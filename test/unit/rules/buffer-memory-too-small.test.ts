import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix } from '../../support/service';

const ID = 'buffer-memory-too-small';
const text = (partitions: number) => `# kafka-tuning: partitions=${partitions}\nbatch.size=1048576\nbuffer.memory=33554432\n`;

describe('buffer-memory-too-small', () => {
  it('fires when one batch per partition does not fit buffer.memory, with the product', () => {
    const [d, ...rest] = findings(ID, text(64));
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 2, character: 14 }, end: { line: 2, character: 22 } });
    assert.equal(d.message, 'buffer.memory=33554432 (32 MiB) is less than batch.size × partitions = 1048576 (1 MiB) × 64 = 67108864 (64 MiB): one open batch per partition already exhausts it, and then send() blocks for up to max.block.ms=60000 ms (1 min) (default) before throwing (BufferPool.allocate).');
  });

  it('stays silent when exactly one batch per partition fits, and without declared partitions', () => {
    assert.equal(findings(ID, text(32)).length, 0);
    assert.equal(findings(ID, text(33)).length, 1);
    assert.equal(findings(ID, 'batch.size=1048576\nbuffer.memory=1048576\n').length, 0);
  });

  it('fix leaves room for an open and an in-flight batch per partition, and re-lints clean', () => {
    const fixed = fix(ID, text(64));
    assert.equal(fixed, '# kafka-tuning: partitions=64\nbatch.size=1048576\nbuffer.memory=134217728\n');
    assert.equal(findings(ID, fixed).length, 0);
  });
});
