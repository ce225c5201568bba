import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix, quickFixes } from '../../support/service';

const header = (ms: number) => `# kafka-tuning: process-ms=${ms} role=consumer\n`;

describe('poll-batch-exceeds-interval (a third of the interval)', () => {
  it("fires on 5000 records × 1 ms against a 10 s interval, with the numbers", () => {
    const [d, ...rest] = findings('poll-batch-exceeds-interval', `${header(1)}max.poll.records=5000\nmax.poll.interval.ms=10000\n`);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 1, character: 17 }, end: { line: 1, character: 21 } });
    assert.equal(d.message, 'One poll() takes ≈ 5 s to process (max.poll.records=5000 × 1 ms), more than a third (3.3 s) of max.poll.interval.ms=10000 ms (10 s). A batch that outlasts the interval gets the consumer removed from the group and its partitions reassigned. 3,333 records fit.');
  });

  it('uses the defaults (500 records, 300000 ms) when nothing is written', () => {
    const [d] = findings('poll-batch-exceeds-interval', `${header(250)}group.id=g\n`);
    assert.match(d.message, /≈ 2\.1 min to process \(max\.poll\.records=500 \(default\) × 250 ms\), more than a third \(1\.7 min\) of max\.poll\.interval\.ms=300000 ms \(5 min\) \(default\)\. .* 400 records fit\./);
  });

  it('stays silent exactly at a third (near miss) and without process-ms', () => {
    assert.equal(findings('poll-batch-exceeds-interval', `${header(2)}max.poll.records=500\nmax.poll.interval.ms=3000\n`).length, 0);
    assert.equal(findings('poll-batch-exceeds-interval', `${header(2)}max.poll.records=501\nmax.poll.interval.ms=3000\n`).length, 1);
    assert.equal(findings('poll-batch-exceeds-interval', 'max.poll.records=5000\nmax.poll.interval.ms=10000\n', { fileName: 'consumer.properties' }).length, 0);
  });

  it('fix lowers max.poll.records to what fits and clears the warning', () => {
    const text = `${header(1)}max.poll.records=5000\nmax.poll.interval.ms=10000\n`;
    const fixed = fix('poll-batch-exceeds-interval', text);
    assert.equal(fixed, `${header(1)}max.poll.records=3333\nmax.poll.interval.ms=10000\n`);
    assert.equal(findings('poll-batch-exceeds-interval', fixed).length, 0);
  });

  it('offers no fix when not even one record fits', () => {
    const text = `${header(5000)}max.poll.records=10\nmax.poll.interval.ms=10000\n`;
    const [d] = findings('poll-batch-exceeds-interval', text);
    assert.match(d.message, /Not even one record fits/);
    assert.equal(quickFixes('poll-batch-exceeds-interval', text).length, 0);
  });
});
