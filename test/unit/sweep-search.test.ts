// The guided sweep (common/src/sweep.ts) in memory: the model's prediction per cell, the cost order,
// the cells it rules out, the pick, and the Pareto frontier of capacity against p99 at the rate.
// The "measurements" here are made-up numbers fed to the search, to check its decisions; the real
// engine and broker are in test/broker/sweep.test.ts.
import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { paretoFrontier, type CellPrediction, type SweepPoint } from '../../common/src/bench';
import { batchesAlike, byCost, learntRoundTrip, meetsSlo, pickCheapest, predictCell, predictionText, queueWaitP99, searchSweep } from '../../common/src/sweep';

const shape = { recordBytes: 512 };
const grid = ['0', '5', '20', '50', '100', '200'].flatMap((l) => ['16384', '65536', '262144'].map((b) => ({ 'linger.ms': l, 'batch.size': b })));
const slo = { rate: 2000, p99Ms: 50 };

test('prediction: linger 0 sends at once, a short linger is the latency, a small batch.size closes batches first', () => {
  const at = (l: string, b: string) => predictCell({ 'linger.ms': l, 'batch.size': b }, shape, 2000)!;
  assert.equal(at('0', '16384').gate, 'none');
  assert.equal(at('0', '16384').queueP99Ms, 0);
  assert.equal(at('0', '16384').requestsPerSec, 2000);
  // 2,000 rec/s for 5 ms is 10 records behind each opener: 11 per batch, far from the 31 that fit.
  const five = at('5', '16384');
  assert.equal(five.gate, 'linger.ms');
  assert.ok(Math.abs(five.recordsPerBatch - 11) < 0.1, String(five.recordsPerBatch));
  assert.equal(five.queueP99Ms, 5);
  // 50 ms would gather 101 records, but 16 KiB holds 31 of 512 B: full after ≈ 15.5 ms.
  const small = at('50', '16384');
  assert.equal(small.batchCapacity, 31);
  assert.equal(small.gate, 'batch.size');
  assert.ok(small.queueP99Ms > 14 && small.queueP99Ms < 16, String(small.queueP99Ms));
  // The same linger with room for the window: linger is the latency, batch.size changes nothing.
  assert.ok(batchesAlike(at('50', '65536'), at('50', '262144')));
  assert.ok(!batchesAlike(at('50', '16384'), at('50', '65536')));
  assert.equal(predictCell({ 'linger.ms': 'x', 'batch.size': '1' }, shape, 2000), undefined);
  assert.equal(predictCell({ 'linger.ms': '5', 'batch.size': '16384' }, shape, 0), undefined);
});

test('the prediction column shows the model alone: "—" at linger.ms=0, and never a round trip carried over from a measured cell', () => {
  const at = (l: string, b: string, rt: number) => predictCell({ 'linger.ms': l, 'batch.size': b }, shape, 2000, rt)!;
  // A round trip of 184 ms learnt from the cell before must not show up as this cell's prediction.
  const zero = predictionText(at('0', '65536', 184.1));
  assert.equal(zero, '1.0 · at once · —');
  assert.doesNotMatch(zero, /0\.0 ms|184/);
  const twenty = (b: string, rt: number) => predictionText(at('20', b, rt));
  assert.equal(twenty('65536', 13.8), '41.0 · linger.ms · 20.0 ms');
  // Two cells the model expects to batch alike read alike, whatever was measured in between.
  assert.equal(twenty('262144', 0), twenty('65536', 13.8));
});

test('queue p99: the whole age while openers are 1 % or more of the records, less once they are rarer', () => {
  assert.equal(queueWaitP99(10, 1000, 2000, 21, 0), 10);
  const many = queueWaitP99(100, 10_000, 20_000, 2001, 0);
  assert.ok(many < 100 && many > 98, String(many));
  assert.equal(queueWaitP99(0, 10, 2000, 1, 0), 0);
});

test('cost order: fewest requests per second first, then the smaller batch.size, then the lower linger', () => {
  const cells = grid.map((o) => ({ overrides: o, prediction: predictCell(o, shape, 2000) }));
  const order = [...cells].sort(byCost).map((c) => `${c.overrides['linger.ms']}/${c.overrides['batch.size']}`);
  assert.deepEqual(order.slice(0, 3), ['200/262144', '100/262144', '100/65536']);
  // linger 0 sends one record per request at every batch.size: last, smaller batch.size first.
  assert.deepEqual(order.slice(-3), ['0/16384', '0/65536', '0/262144']);
});

/** A made-up cluster: the accumulator wait the model predicts plus a 3 ms round trip; capacity grows with records per batch. */
function fakeMeasure(extraMs = 3) {
  const calls: string[] = [];
  return {
    calls,
    measure: async (overrides: Record<string, string>): Promise<SweepPoint> => {
      calls.push(`${overrides['linger.ms']}/${overrides['batch.size']}`);
      const p = predictCell(overrides, shape, 2000)!;
      return { overrides, throughput: 3000 + 100 * p.recordsPerBatch, p99: p.queueP99Ms + extraMs, resultId: calls.join() };
    },
  };
}

test('guided search: rules out by the model, skips a twin of a miss, stops at the cheapest cell that meets the SLO', async () => {
  const f = fakeMeasure();
  const updates: number[] = [];
  const { summary, points } = await searchSweep({ cells: grid, base: {}, shape, slo, search: 'guided', measure: f.measure, update: (s) => updates.push(s.runs) });
  assert.equal(summary.search, 'guided');
  assert.equal(summary.gridSize, 18);
  // 50/65536 predicted ≈ 50 ms (within the margin): measured, 53 ms, a miss; 50/262144 batches alike: skipped; 20/65536 meets it.
  assert.deepEqual(f.calls, ['50/65536', '20/65536']);
  assert.equal(summary.runs, 2);
  assert.deepEqual(summary.pick, { 'linger.ms': '20', 'batch.size': '65536' });
  const status = (l: string, b: string) => summary.cells.find((c) => c.overrides['linger.ms'] === l && c.overrides['batch.size'] === b)!;
  assert.equal(status('200', '262144').status, 'ruled-out');
  assert.match(status('200', '262144').reason!, /over the 50 ms budget by more than 20 %/);
  assert.equal(status('50', '262144').status, 'same-as-missed');
  assert.equal(status('0', '16384').status, 'not-needed');
  assert.equal(summary.cells.filter((c) => c.status === 'pending').length, 0);
  // Every cell carries its prediction; the measured ones carry it next to the measurement.
  assert.ok(summary.cells.every((c) => c.prediction));
  assert.equal(points[0].meetsSlo, false);
  assert.equal(points[1].meetsSlo, true);
  // The second cell was predicted with the round trip learnt from the first (53 − 50 ms).
  assert.ok(Math.abs(points[1].prediction!.roundTripMs - 3) < 0.1, JSON.stringify(points[1].prediction));
  assert.ok(updates.length >= summary.cells.length, 'the plan is posted after every cell');
});

test('guided search without a budget measures the whole grid and picks nothing', async () => {
  const f = fakeMeasure();
  const { summary } = await searchSweep({ cells: grid.slice(0, 4), base: {}, shape, slo: { rate: 2000 }, search: 'guided', measure: f.measure });
  assert.equal(summary.search, 'grid');
  assert.equal(summary.runs, 4);
  assert.equal(summary.pick, undefined);
  assert.match(summary.note!, /p99-ms=/);
});

test('grid search measures every cell and still picks the cheapest that meets the SLO', async () => {
  const f = fakeMeasure();
  const cells = [{ 'linger.ms': '0', 'batch.size': '16384' }, { 'linger.ms': '5', 'batch.size': '16384' }, { 'linger.ms': '100', 'batch.size': '262144' }];
  const { summary } = await searchSweep({ cells, base: {}, shape, slo, search: 'grid', measure: f.measure });
  assert.equal(summary.runs, 3);
  assert.deepEqual(summary.pick, { 'linger.ms': '5', 'batch.size': '16384' }, 'linger 100 misses the budget; linger 5 sends fewer requests than linger 0');
});

test('a cancelled measurement ends the search with the cells left pending', async () => {
  let n = 0;
  const { summary } = await searchSweep({ cells: grid, base: {}, shape, slo, search: 'guided', measure: async (overrides) => (n++ ? undefined : { overrides, throughput: 5000, p99: 60, resultId: 'x' }) });
  assert.equal(summary.runs, 1);
  assert.equal(summary.pick, undefined);
  assert.ok(summary.cells.some((c) => c.status === 'pending'));
});

test('the SLO needs both the rate and the budget; the pick is the cheapest point meeting it; the frontier keeps the undominated', () => {
  const p = (l: string, throughput: number, p99: number): SweepPoint => ({ overrides: { 'linger.ms': l, 'batch.size': '16384' }, throughput, p99, resultId: l, prediction: predictCell({ 'linger.ms': l, 'batch.size': '16384' }, shape, 2000) });
  assert.equal(meetsSlo({ throughput: 1999, p99: 1 }, slo), false);
  assert.equal(meetsSlo({ throughput: 5000, p99: 50.1 }, slo), false);
  assert.equal(meetsSlo({ throughput: 5000, p99: 10 }, { rate: 2000 }), false);
  // More linger buys capacity and costs latency: every point is on the frontier but the dominated one.
  const pts = [p('0', 5000, 2), p('5', 7000, 8), p('20', 9000, 30), p('50', 9500, 90)];
  assert.equal(pickCheapest(pts, slo)?.overrides['linger.ms'], '20');
  assert.deepEqual(paretoFrontier([...pts, p('1', 4000, 9)]).map((x) => x.overrides['linger.ms']), ['0', '5', '20', '50']);
  assert.equal(pickCheapest([p('50', 9500, 90)], slo), undefined);
});

test('round trip learnt from measured cells: the smallest excess of measured over predicted queue p99, never negative', () => {
  const pred = (q: number) => ({ queueP99Ms: q } as CellPrediction);
  const pt = (p99: number, q: number): SweepPoint => ({ overrides: {}, throughput: 1, p99, resultId: '', prediction: pred(q) });
  assert.equal(learntRoundTrip([]), 0);
  assert.equal(learntRoundTrip([pt(12, 10), pt(8, 5), pt(30, 20)]), 2);
  assert.equal(learntRoundTrip([pt(12, 10), pt(4, 5)]), 0);
});
