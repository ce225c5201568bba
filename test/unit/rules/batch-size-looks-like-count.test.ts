import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix } from '../../support/service';

const ID = 'batch-size-looks-like-count';

describe('batch-size-looks-like-count (docs/sources.md#batching)', () => {
  it('fires on batch.size=500 with no record size declared, and shows what 500 bytes hold', () => {
    const [d, ...rest] = findings(ID, 'batch.size=500\n');
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 0, character: 11 }, end: { line: 0, character: 14 } });
    // 61 + 4 × 109 = 497 ≤ 500; two records of v B need 61 + 2 × (v + 9) ≤ 500, so v ≤ 210.
    assert.equal(d.message, 'batch.size is in bytes, not records: a 500 B batch, 61 B of which is its header, carries 4 records of 100 B, and any record of 211 B or more goes in a batch of its own. 500 records of 512 B would need about 256000 (250 KiB); the default is 16384 (16 KiB). Declare record-bytes= in a kafka-tuning comment to see the exact count.');
  });

  it('fires on other count-like figures (100, 1000, 2000)', () => {
    for (const n of [100, 1000, 2000]) assert.equal(findings(ID, `batch.size=${n}\n`).length, 1, String(n));
  });

  it('stays silent on byte-like or normal sizes, on 0, and on figures just outside the range', () => {
    for (const n of [0, 1024, 2048, 2010, 16384, 65536, 1001]) assert.equal(findings(ID, `batch.size=${n}\n`).length, 0, String(n));
  });

  it('stays silent under a comment of its own that speaks of bytes (check 64); fires under one that does not', () => {
    const over = (comment: string) => findings(ID, `acks=all\n# default 16384\n${comment}\nbatch.size=2000\nlinger.ms=5000\n`).length;
    assert.equal(over('# Max number of bytes for a batch of messages sent to a partition'), 0);
    assert.equal(over('! the batch, in bytes'), 0);
    // Near misses: a comment about records, and a bytes comment cut off from the setting by a blank line.
    assert.equal(over('# batch up to 2000 records'), 1);
    assert.equal(findings(ID, '# sizes in bytes\n\nbatch.size=2000\n').length, 1);
  });

  it('fires on a value no larger than the 61 B batch header (batch.size=5, check 24), silent just above it', () => {
    for (const n of [1, 5, 61]) assert.equal(findings(ID, `batch.size=${n}\n`).length, 1, String(n));
    assert.match(findings(ID, 'batch.size=5\n')[0].message, /^batch\.size is in bytes, not records: 5 B is less than the 61 B header of a batch, so every record goes in a batch of its own\. /);
    for (const n of [62, 64, 99]) assert.equal(findings(ID, `batch.size=${n}\n`).length, 0, String(n));
  });

  it('stays silent when record-bytes is declared (batch-size-below-record computes the real fill)', () => {
    assert.equal(findings(ID, '# kafka-tuning: record-bytes=512\nbatch.size=500\n').length, 0);
    assert.equal(findings('batch-size-below-record', '# kafka-tuning: record-bytes=512\nbatch.size=500\n').length, 1);
  });

  it('fix sets the 16384-byte default and re-lints clean', () => {
    const fixed = fix(ID, 'acks=all\nbatch.size=1000\n');
    assert.equal(fixed, 'acks=all\nbatch.size=16384\n');
    assert.equal(findings(ID, fixed).length, 0);
  });
});
