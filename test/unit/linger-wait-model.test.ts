// The linger-wait model (common/src/kafka/lingerWait.ts) against a direct simulation of the gates
// it describes: random arrivals, a batch that closes at linger.ms or when the next record does not
// fit. The model against the Java producer itself is test/broker/linger-wait.test.ts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lingerWait } from '../../common/src/kafka/lingerWait';
// Seeded, so the simulation is the same on every run.
import { rng as random } from '../differential/values';


function simulate(ratePerSec: number, lingerMs: number, capacity: number, records = 200_000) {
  const next = random(7);
  const lambda = ratePerSec / 1000;
  let t = 0, waited = 0, counted = 0, batches = 0;
  let open: number[] = [];
  const close = (at: number) => { for (const a of open) waited += at - a; counted += open.length; batches++; open = []; };
  for (let i = 0; i < records; i++) {
    t += -Math.log(1 - next()) / lambda;
    if (open.length && t >= open[0] + lingerMs) close(open[0] + lingerMs);
    if (open.length === capacity) close(t); // the record does not fit: it opens the next batch
    open.push(t);
  }
  return { meanWaitMs: waited / counted, recordsPerBatch: counted / batches };
}

describe('linger-wait model', () => {
  it('matches the simulation from far below one record per window to always-full batches', () => {
    for (const [rate, linger, capacity] of [[7.8125, 50, 31], [20, 100, 31], [500, 50, 31], [600, 50, 31], [2000, 100, 31], [10, 100, 1]]) {
      const m = lingerWait(rate, linger, capacity);
      const s = simulate(rate, linger, capacity);
      assert.ok(Math.abs(m.meanWaitMs - s.meanWaitMs) < 0.01 * linger, `${rate}/s L=${linger} C=${capacity}: ${m.meanWaitMs} vs ${s.meanWaitMs}`);
      assert.ok(Math.abs(m.recordsPerBatch - s.recordsPerBatch) < 0.02 * m.recordsPerBatch, `${rate}/s L=${linger} C=${capacity}: ${m.recordsPerBatch} vs ${s.recordsPerBatch}`);
    }
  });

  it('500 rec/s over 64 partitions with linger.ms=50: ≈ 43 ms per record, 1.39 records per batch, not linger/2', () => {
    const m = lingerWait(500 / 64, 50, 31);
    assert.equal(Math.round(m.meanWaitMs), 43);
    assert.equal(m.recordsPerBatch.toFixed(2), '1.39');
    assert.equal(m.sizeGateShare < 1e-6, true);
    // Many records per window: toward half the window.
    assert.ok(Math.abs(lingerWait(1e6, 5, 1e7).meanWaitMs - 2.5) < 0.01);
  });

  it('linger.ms=0 or no traffic: nothing waits; huge rates and capacities stay finite', () => {
    assert.deepEqual(lingerWait(1000, 0, 31), { recordsPerBatch: 1, meanWaitMs: 0, batchAgeMs: 0, sizeGateShare: 0, perWindow: 0 });
    const big = lingerWait(1e9, 1000, 2 ** 31);
    assert.ok(Number.isFinite(big.meanWaitMs) && Number.isFinite(big.recordsPerBatch));
  });
});
