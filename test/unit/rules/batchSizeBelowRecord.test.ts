import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findings, fix } from '../../support/service';

/**
 * How much slower A (batch.size 1024) ran than B, C and D in the quiet bench:official tables of
 * docs/measured.md (both tools, every table), as "lo–hi×": the range the rule's message quotes.
 */
function measuredRange(): string {
  const md = readFileSync(join(__dirname, '../../../docs/measured.md'), 'utf8');
  const ratios: number[] = [];
  for (const table of md.split('| config | official ProducerPerformance rec/s | kafkajs engine rec/s |').slice(1)) {
    const rows = table.split('\n').filter((l) => /^\| [ABCD] \(/.test(l)).slice(0, 4);
    assert.equal(rows.length, 4, table.slice(0, 200));
    const num = (row: string, col: number) => Number(row.split('|')[col].trim().split(' ')[0].replace(/,/g, ''));
    for (const col of [2, 3]) {
      const a = num(rows[0], col);
      for (const other of rows.slice(1)) ratios.push(num(other, col) / a);
    }
  }
  assert.ok(ratios.length >= 18, 'three quiet tables, two tools, three configs against A');
  return `${Math.min(...ratios).toFixed(1)}–${Math.max(...ratios).toFixed(1)}×`;
}

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

  it('quotes the slow-down the measured tables show, dated, and the evidence page that has it (it said 11–16×, a figure from before the engine got faster on A)', () => {
    const range = measuredRange();
    assert.equal(range, '5.2–14.5×');
    const [d] = findings('batch-size-below-record', `${header}batch.size=1024\n`);
    assert.match(d.message, new RegExp(`on 2026-12-03 and 2026-12-05: 512 B records with batch\\.size=1024 ran ${range} slower than batched configs, docs/evidence/one-record-per-batch\\.md`));
    assert.ok(readFileSync(join(__dirname, '../../../docs/evidence/one-record-per-batch.md'), 'utf8').includes(`**${range}**`));
  });
});

