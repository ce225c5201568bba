import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix } from '../../support/service';

const ID = 'linger-zero-large-batch';

describe('linger-zero-large-batch (docs/sources.md#batching)', () => {
  it('fires on linger.ms=0 with a 128 KiB batch, with the fill time at the declared rate', () => {
    const text = '# kafka-tuning: record-bytes=512 rate=2000 partitions=4\nlinger.ms=0\nbatch.size=131072\n';
    const [d, ...rest] = findings(ID, text);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.deepEqual(d.range, { start: { line: 1, character: 10 }, end: { line: 1, character: 11 } });
    // 131072 B holds 251 records of 512 B; 251 / (2000 / 4 rec/s) = 502 ms.
    assert.match(d.message, /^linger\.ms=0 makes a partition's batch sendable the moment it is created, so batch\.size=131072 \(128 KiB\) rarely fills/);
    assert.match(d.message, /At 2,000 rec\/s over 4 partitions, keys assumed evenly spread: 500 rec\/s each, filling its 251 records of 512 B would take 502 ms\./);
    assert.match(d.message, /Each open batch still reserves 128 KiB of buffer\.memory\./);
  });

  it('uses the ≤ 3.9 default linger.ms=0 when the version is known, and stays silent on 4.1 (default 5)', () => {
    const text = (v: string) => `# kafka-tuning: client=java@${v}\nbatch.size=65536\n`;
    const [d] = findings(ID, text('3.9'));
    assert.match(d.message, /^linger\.ms=0 \(the default before 4\.0, Kafka 3\.9\)/);
    assert.deepEqual(d.range.start, { line: 1, character: 11 });
    assert.equal(findings(ID, text('4.1')).length, 0);
  });

  it('stays silent below 64 KiB, with a non-zero linger, or when the version (and so the default) is unknown', () => {
    assert.equal(findings(ID, 'linger.ms=0\nbatch.size=65535\n').length, 0);
    assert.equal(findings(ID, 'linger.ms=1\nbatch.size=262144\n').length, 0);
    assert.equal(findings(ID, 'batch.size=262144\n').length, 0);
  });

  it('fix sets linger.ms=5 and re-lints clean', () => {
    const text = 'linger.ms=0\nbatch.size=131072\n';
    const fixed = fix(ID, text);
    assert.equal(fixed, 'linger.ms=5\nbatch.size=131072\n');
    assert.equal(findings(ID, fixed).length, 0);
  });
});
