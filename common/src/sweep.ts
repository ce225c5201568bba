// The producer sweep as a search: every cell of linger.ms × batch.size is first predicted from the
// batching model the hovers use (common/src/kafka/lingerWait.ts: records per batch at the rate,
// which gate fires, the accumulator wait), then measured cheapest first — capacity (unthrottled)
// and p99 at the user's rate from each record's intended send time — until one meets the SLO
// declared in the `kafka-tuning:` comment (rate=, p99-ms=). Cells the model rules out are not run.
// Pure: the caller hands in how to measure a cell (the panel: runFromVsCode; tests: the engine).
import type { BenchResult, CellPrediction, SweepCell, SweepPoint, SweepSearch, SweepSummary } from './bench';
import { lingerWait } from './kafka/lingerWait';
import { recordsPerBatch } from './kafka/recordBatch';

/**
 * A cell is ruled out when the model's p99 exceeds the budget by more than this share. The model
 * leaves out the sender's own time and the round trip until one cell is measured, so it errs low;
 * the margin covers batches that leave earlier than it expects (a drain taking them along).
 */
export const RULE_OUT_MARGIN = 0.2;
/** Two cells "batch alike" when records per batch and the queue p99 agree within this share and the same gate fires. */
export const SAME_BATCHING = 0.05;

export const CHEAPEST_TEXT = 'Cheapest = fewest produce requests per second at your rate (the rate ÷ the records per batch the batching model predicts), then the smaller batch.size (memory held per partition), then the lower linger.ms.';

export interface SweepSlo {
  /** Records per second the client must sustain (the rate= of the workload comment, or the Rate field). */
  rate: number;
  /** p99 budget in ms (p99-ms= of the workload comment); without it nothing is ruled out and nothing is picked. */
  p99Ms?: number;
}

/** What the model needs of the workload: record and key bytes (the engine sends null keys). */
export interface SweepShape { recordBytes: number; keyBytes?: number }

/**
 * The model's expectation for one cell at `rate`: records reach one batch queue at the whole rate
 * (the sticky partitioner of records without a key — what both engines send), batches close at
 * linger.ms or when full. Undefined when linger.ms or batch.size is not a number.
 */
export function predictCell(config: Record<string, string>, shape: SweepShape, rate: number, roundTripMs = 0): CellPrediction | undefined {
  const linger = Number(config['linger.ms']);
  const batchSize = Number(config['batch.size']);
  if (!Number.isFinite(linger) || !Number.isFinite(batchSize) || linger < 0 || batchSize < 0 || !(rate > 0)) return undefined;
  const capacity = recordsPerBatch(batchSize, { valueBytes: shape.recordBytes, keyBytes: shape.keyBytes ?? null }).records;
  const w = lingerWait(rate, linger, capacity);
  const queueP99Ms = queueWaitP99(linger, capacity, rate, w.recordsPerBatch, w.sizeGateShare);
  const gate = linger === 0 ? 'none' : w.sizeGateShare >= 0.5 ? 'batch.size' : 'linger.ms';
  return {
    batchCapacity: capacity, recordsPerBatch: w.recordsPerBatch, gate, sizeGateShare: w.sizeGateShare, queueP99Ms,
    requestsPerSec: rate / w.recordsPerBatch, roundTripMs, p99Ms: queueP99Ms + roundTripMs,
  };
}

/**
 * The 99th percentile of a record's accumulator wait. A batch's opener waits the batch's whole age
 * (linger.ms, or the time for `capacity` records to arrive when the size gate closes it first);
 * the records behind it wait a share of that age, spread evenly. Openers are 1 in N records: when
 * that is 1 % or more, the p99 is the whole age; otherwise the 1 % tail reaches into the spread.
 */
export function queueWaitP99(lingerMs: number, capacity: number, rate: number, perBatch: number, sizeGateShare: number): number {
  if (lingerMs <= 0 || rate <= 0) return 0;
  const fillMs = (capacity / rate) * 1000;
  const lingerOpeners = (1 - sizeGateShare) / Math.max(1, perBatch);
  if (lingerOpeners >= 0.01) return lingerMs;
  const age = sizeGateShare >= 0.5 ? Math.min(lingerMs, fillMs) : lingerMs;
  const openers = 1 / Math.max(1, perBatch);
  if (openers >= 0.01) return age;
  return age * (1 - (0.01 - openers) / (1 - openers));
}

/**
 * What the model itself predicts of a cell, for a table next to the measurement: records per
 * batch, the gate, and the accumulator p99. Never CellPrediction.p99Ms: its round trip is learnt
 * from the cells measured before, a measurement carried over, not a prediction. At linger.ms=0 a
 * record waits only for the sender and the round trip, which the model leaves out: "—".
 */
export function predictionText(pr: CellPrediction): string {
  const perBatch = pr.recordsPerBatch >= 1000 ? Math.round(pr.recordsPerBatch).toLocaleString('en-US') : pr.recordsPerBatch.toFixed(1);
  const wait = pr.gate === 'none' ? '—' : `${pr.queueP99Ms.toFixed(1)} ms`;
  return `${perBatch} · ${pr.gate === 'none' ? 'at once' : pr.gate} · ${wait}`;
}

/** The header for predictionText's column. */
export const PREDICTION_HEADER = 'predicted: records/batch · gate · accumulator p99';

/** Cheapest first (CHEAPEST_TEXT); cells without a prediction keep their grid order after the others. */
export function byCost(a: { overrides: Record<string, string>; prediction?: CellPrediction }, b: { overrides: Record<string, string>; prediction?: CellPrediction }): number {
  if (!a.prediction || !b.prediction) return a.prediction ? -1 : b.prediction ? 1 : 0;
  const req = a.prediction.requestsPerSec - b.prediction.requestsPerSec;
  // Requests per second that differ by less than 1 % are a tie: the model is not that exact.
  if (Math.abs(req) > 0.01 * Math.max(a.prediction.requestsPerSec, b.prediction.requestsPerSec)) return req;
  return (Number(a.overrides['batch.size']) - Number(b.overrides['batch.size'])) || (Number(a.overrides['linger.ms']) - Number(b.overrides['linger.ms']));
}

/** Capacity at least the rate and p99 at the rate within the budget, by the point's own measurement. */
export function meetsSlo(p: Pick<SweepPoint, 'throughput' | 'p99'>, slo: SweepSlo): boolean {
  return slo.p99Ms !== undefined && p.throughput >= slo.rate && p.p99 <= slo.p99Ms;
}

/** The cheapest measured point that meets the SLO (CHEAPEST_TEXT), if any. */
export function pickCheapest(points: readonly SweepPoint[], slo: SweepSlo): SweepPoint | undefined {
  return points.filter((p) => meetsSlo(p, slo)).sort(byCost)[0];
}

/** Does the model expect `a` to batch like `b` at the rate: same gate, records per batch and queue p99 within SAME_BATCHING? */
export function batchesAlike(a: CellPrediction, b: CellPrediction): boolean {
  const near = (x: number, y: number) => Math.abs(x - y) <= SAME_BATCHING * Math.max(Math.abs(x), Math.abs(y), 1e-9);
  return a.gate === b.gate && near(a.recordsPerBatch, b.recordsPerBatch) && near(a.queueP99Ms, b.queueP99Ms);
}

/**
 * The round trip the model leaves out (request, broker, ack, the sender's turn), learnt from the
 * measured cells: the smallest excess of a measured p99 over its predicted queue p99, never below
 * 0 — a floor for what this cluster adds, so a cell is ruled out only on time every cell has paid.
 */
export function learntRoundTrip(measured: readonly SweepPoint[]): number {
  const r = measured.filter((p) => p.prediction).map((p) => Math.max(0, p.p99 - p.prediction!.queueP99Ms));
  return r.length ? Math.min(...r) : 0;
}

/** A producer sweep point from a cell's two runs: capacity (unthrottled) and the throttled run at the rate. */
export function producerSweepPoint(overrides: Record<string, string>, capacity: BenchResult, atRate: BenchResult, rate: number, prediction?: CellPrediction): SweepPoint {
  const m = atRate.median;
  return {
    overrides, throughput: capacity.median.recordsPerSec, p99: m.intendedP99 ?? m.p99, p50: m.intendedP50 ?? m.p50, resultId: capacity.id,
    atRate: { rate, resultId: atRate.id, p99FromSend: m.p99, recordsPerBatch: m.recordsPerBatch, lingerPct: m.batchesLingerPct, fullPct: m.batchesFullPct, queueP50: m.queueP50 },
    prediction,
  };
}

export interface SweepSearchOptions {
  /** The cells in grid order (each the overrides of one combination). */
  cells: Array<Record<string, string>>;
  /** The config the overrides apply to (the site's effective config). */
  base: Record<string, string>;
  shape?: SweepShape;
  slo: SweepSlo;
  search: SweepSearch;
  /** Measures one cell (capacity and p99 at the rate); undefined when the run was cancelled or declined. */
  measure(overrides: Record<string, string>, prediction: CellPrediction | undefined): Promise<SweepPoint | undefined>;
  /** After every cell: the plan as it stands, and the point just measured. */
  update?(summary: SweepSummary, point?: SweepPoint): void;
}

const ms = (n: number) => (n >= 10 ? n.toFixed(0) : n.toFixed(1));
const cellName = (o: Record<string, string>) => Object.entries(o).map(([k, v]) => `${k}=${v}`).join(', ');

/**
 * Runs the search. Guided (with a p99 budget and a prediction for every cell): cheapest first; a
 * cell whose predicted p99 is over the budget by more than RULE_OUT_MARGIN is not run, nor one the
 * model expects to batch like a measured cell that missed the budget; the first measured cell
 * that meets the SLO is the pick and every costlier cell is not needed. Grid: every cell is run.
 */
export async function searchSweep(o: SweepSearchOptions): Promise<{ summary: SweepSummary; points: SweepPoint[] }> {
  const predict = (overrides: Record<string, string>, rt: number) => (o.shape ? predictCell({ ...o.base, ...overrides }, o.shape, o.slo.rate, rt) : undefined);
  const cells: SweepCell[] = o.cells.map((overrides) => ({ overrides, prediction: predict(overrides, 0), status: 'pending' }));
  const budget = o.slo.p99Ms;
  const guided = o.search === 'guided' && budget !== undefined && cells.every((c) => c.prediction);
  const order = guided ? [...cells].sort(byCost) : cells;
  const points: SweepPoint[] = [];
  let pick: SweepPoint | undefined;
  const note = o.search === 'guided' && !guided
    ? budget === undefined ? 'No p99 budget declared (add p99-ms= to the kafka-tuning comment): every cell was measured and none is picked.' : 'The batching model covers linger.ms and batch.size of a Java producer only: every cell was measured.'
    : undefined;
  const summary = (done: boolean): SweepSummary => ({
    search: guided ? 'guided' : 'grid', slo: o.slo, gridSize: cells.length, runs: points.length, cells, pick: pick?.overrides, cheapest: CHEAPEST_TEXT, done,
    note: done && !pick && budget !== undefined && !note ? `No measured cell met the SLO (${fmtRate(o.slo.rate)} records/s with p99 ≤ ${ms(budget)} ms).` : note,
  });
  o.update?.(summary(false));
  for (const cell of order) {
    if (guided && pick) { cell.status = 'not-needed'; cell.reason = `costlier than the pick (${cellName(pick.overrides)})`; o.update?.(summary(false)); continue; }
    const rt = learntRoundTrip(points);
    cell.prediction = predict(cell.overrides, rt);
    const pred = cell.prediction;
    if (guided && pred && budget !== undefined) {
      if (pred.p99Ms > budget * (1 + RULE_OUT_MARGIN)) {
        cell.status = 'ruled-out';
        cell.reason = `the model expects p99 ≈ ${ms(pred.p99Ms)} ms (accumulator ${ms(pred.queueP99Ms)} ms + round trip ${ms(rt)} ms), over the ${ms(budget)} ms budget by more than ${RULE_OUT_MARGIN * 100} %`;
        o.update?.(summary(false));
        continue;
      }
      const twin = points.find((p) => p.prediction && p.p99 > budget && batchesAlike(pred, p.prediction));
      if (twin) {
        cell.status = 'same-as-missed';
        cell.reason = `the model expects the batching of ${cellName(twin.overrides)} (${pred.gate} gate, ≈ ${ms(pred.recordsPerBatch)} records per batch), which measured p99 ${ms(twin.p99)} ms, over the budget`;
        o.update?.(summary(false));
        continue;
      }
    }
    const point = await o.measure(cell.overrides, pred);
    if (!point) break;
    point.prediction = pred;
    if (budget !== undefined) point.meetsSlo = meetsSlo(point, o.slo);
    points.push(point);
    cell.status = 'measured';
    if (guided && point.meetsSlo) pick = point;
    o.update?.(summary(false), point);
  }
  if (!guided) pick = pickCheapest(points, o.slo);
  return { summary: summary(true), points };
}

const fmtRate = (n: number) => Math.round(n).toLocaleString('en-US');
