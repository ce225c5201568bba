import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix, quickFixes } from '../../support/service';

const header = '# kafka-tuning: record-bytes=170 p99-ms=50 role=consumer\n';

describe('fetch-wait-exceeds-slo (the wait is the latency floor)', () => {
  it('fires when the wait exceeds the p99 budget while min.bytes makes fetches wait', () => {
    const [d, ...rest] = findings('fetch-wait-exceeds-slo', `${header}fetch.min.bytes=32768\nfetch.max.wait.ms=100\n`);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 2, character: 18 }, end: { line: 2, character: 21 } });
    assert.equal(d.message, 'fetch.max.wait.ms=100 ms exceeds the p99 budget of 50 ms: with fetch.min.bytes=32768 (32 KiB), a record on a quiet partition can wait 100 ms in the broker before the fetch returns.');
  });

  it('counts the default wait (500 ms) and says so', () => {
    const [d] = findings('fetch-wait-exceeds-slo', `${header}fetch.min.bytes=32768\n`);
    assert.match(d.message, /^fetch\.max\.wait\.ms=500 ms, the default, exceeds the p99 budget of 50 ms/);
  });

  it('stays silent at the budget (near miss), with min.bytes one record can meet, and without p99-ms', () => {
    assert.equal(findings('fetch-wait-exceeds-slo', `${header}fetch.min.bytes=32768\nfetch.max.wait.ms=50\n`).length, 0);
    assert.equal(findings('fetch-wait-exceeds-slo', `${header}fetch.min.bytes=32768\nfetch.max.wait.ms=51\n`).length, 1);
    // The default fetch.min.bytes=1: the broker answers on the first record, the wait never delays one.
    assert.equal(findings('fetch-wait-exceeds-slo', `${header}fetch.max.wait.ms=500\n`).length, 0);
    assert.equal(findings('fetch-wait-exceeds-slo', '# kafka-tuning: role=consumer\nfetch.min.bytes=32768\nfetch.max.wait.ms=500\n').length, 0);
  });

  it('fix halves the budget for the wait (or sets min.bytes=1), and both clear the warning', () => {
    const text = `${header}fetch.min.bytes=32768\nfetch.max.wait.ms=100\n`;
    const fixed = fix('fetch-wait-exceeds-slo', text);
    assert.equal(fixed, `${header}fetch.min.bytes=32768\nfetch.max.wait.ms=25\n`);
    assert.equal(findings('fetch-wait-exceeds-slo', fixed).length, 0);
    assert.deepEqual(quickFixes('fetch-wait-exceeds-slo', text).map((a) => a.title), ['Set fetch.max.wait.ms=25 (half the 50 ms budget)', 'Set fetch.min.bytes=1 (answer on the first record)']);
    assert.equal(findings('fetch-wait-exceeds-slo', text.replace('32768', '1')).length, 0);
  });
});
