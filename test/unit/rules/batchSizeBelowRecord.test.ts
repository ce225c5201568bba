import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix } from '../../support/service';

const header = '# kafka-tuning: record-bytes=512\n';

describe('batch-size-below-record (one record per batch)', () => {
  it('fires when 1024 bytes hold a single 512-byte record, and shows the arithmetic', () => {
    const [d, ...rest] = findings('batch-size-below-record', `${header}batch.size=1024\n`);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 1, character: 11 }, end: { line: 1, character: 15 } });
    assert.match(d.message, /holds 1 record of 512 B \(61 B batch header \+ 521 B record = 582 B; a second record needs 1103 B\)/);
  });

  it('stays silent when two records fit (near miss: 1103 bytes)', () => {
    assert.equal(findings('batch-size-below-record', `${header}batch.size=1103\n`).length, 0);
    assert.equal(findings('batch-size-below-record', `${header}batch.size=1102\n`).length, 1);
  });

  it('stays silent without a declared record size', () => {
    assert.equal(findings('batch-size-below-record', 'batch.size=1024\n').length, 0);
  });

  it('fix sets a batch.size that holds at least 16 records and clears the warning', () => {
    const fixed = fix('batch-size-below-record', `${header}batch.size=1024\n`);
    assert.equal(fixed, `${header}batch.size=16384\n`);
    assert.equal(findings('batch-size-below-record', fixed).length, 0);
  });
});
