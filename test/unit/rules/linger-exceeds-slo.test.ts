import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix } from '../../support/service';

const ID = 'linger-exceeds-slo';

describe('linger-exceeds-slo (the opener of a time-gated batch waits the whole window)', () => {
  it('fires when linger.ms is over the declared p99 budget, with the window arithmetic', () => {
    const [d, ...rest] = findings(ID, '# kafka-tuning: p99-ms=50\nlinger.ms=100\n');
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 1, character: 10 }, end: { line: 1, character: 13 } });
    assert.equal(d.message, 'linger.ms=100 ms is over the p99 budget of 50 ms: a record that opens a batch sent by the time gate waits the whole 100 ms window before any network or broker time.');
  });

  it('with a rate where the batch cannot fill in time, says the time gate is the one that fires', () => {
    // 65536 B holds 125 records of 512 B; at 500 rec/s per partition that takes 250 ms > 100 ms.
    const [d] = findings(ID, '# kafka-tuning: record-bytes=512 rate=2000 partitions=4 p99-ms=50\nlinger.ms=100\nbatch.size=65536\n');
    assert.equal(d.severity, 2);
    assert.match(d.message, /At 2,000 rec\/s over 4 partitions, keys assumed evenly spread: 500 rec\/s each, a batch would need 250 ms to fill, so linger\.ms is the gate that fires: a batch carries ≈ 51 records and a record waits ≈ 51 ms on average \(docs\/evidence\/linger-wait\.md\)\.$/);
  });

  it('at a rate far below one record per window, says the record waits nearly the whole window, not half of it', () => {
    // 500 rec/s keyed over 64 partitions: 0.39 records per 50 ms window, most records open their own batch.
    const [d] = findings(ID, '# kafka-tuning: record-bytes=512 key-bytes=16 rate=500 partitions=64 p99-ms=40\nlinger.ms=50\n');
    assert.match(d.message, /over 64 partitions, keyed: 7\.81 rec\/s each, a batch would need 3\.8 s to fill, so linger\.ms is the gate that fires: a batch carries ≈ 1\.39 records and a record waits ≈ 26 ms–43 ms \(the lower figure if one broker leads all 64 partitions: the producer sends them together once one is due\) on average/);
  });

  it('records without a key fill one partition at a time: the whole rate decides the gate', () => {
    // Sticky partitioner: 2,000 rec/s into one batch fills 31 records in 15.5 ms, before 100 ms.
    const [d] = findings(ID, '# kafka-tuning: record-bytes=512 key-bytes=0 rate=2000 partitions=4 p99-ms=50\nlinger.ms=100\nbatch.size=16384\n');
    assert.equal(d.severity, 3);
    assert.match(d.message, /At 2,000 rec\/s without a key: one partition at a time takes all 2,000 rec\/s \(sticky partitioner, KIP-480\/KIP-794\), batch\.size fills first \(31 records in 15\.5 ms\), but below 310 rec\/s the window decides again\.$/);
  });

  it('with a rate that fills the batch first, only informs (the window bites when traffic drops)', () => {
    // 16384 B holds 31 records of 512 B: 62 ms at 500 rec/s per partition, before the 100 ms window.
    const [d] = findings(ID, '# kafka-tuning: record-bytes=512 rate=2000 partitions=4 p99-ms=50\nlinger.ms=100\nbatch.size=16384\n');
    assert.equal(d.severity, 3);
    assert.match(d.message, /, batch\.size fills first \(31 records in 62 ms\), but below 310 rec\/s per partition the window decides again\.$/);
  });

  it('stays silent at or under the budget, and without a declared p99', () => {
    assert.equal(findings(ID, '# kafka-tuning: p99-ms=50\nlinger.ms=50\n').length, 0);
    assert.equal(findings(ID, '# kafka-tuning: p99-ms=50\nlinger.ms=51\n').length, 1);
    assert.equal(findings(ID, 'linger.ms=1000\n').length, 0);
  });

  it('fix sets linger.ms to a fifth of the budget and re-lints clean', () => {
    const fixed = fix(ID, '# kafka-tuning: p99-ms=50\nlinger.ms=100\n');
    assert.equal(fixed, '# kafka-tuning: p99-ms=50\nlinger.ms=10\n');
    assert.equal(findings(ID, fixed).length, 0);
  });
});
