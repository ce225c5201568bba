// The sweep's plan as the panel shows it: how many cells the search measured against the grid, and
// per cell the batching model's prediction next to the measurement (or why the cell was not run).
import type { SweepCell, SweepPoint, SweepSummary } from '../../../common/src/bench';
import { PREDICTION_HEADER, predictionText, RULE_OUT_MARGIN } from '../../../common/src/sweep';
import { el, table } from './dom';

const f = (n: number | undefined, digits = 1) => (n === undefined || !Number.isFinite(n) ? '–' : n >= 1000 ? Math.round(n).toLocaleString('en-US') : n.toFixed(digits));
const name = (o: Record<string, string>) => Object.entries(o).map(([k, v]) => `${k}=${v}`).join(', ');

const STATUS: Record<SweepCell['status'], string> = {
  pending: 'not run yet',
  measured: 'measured',
  'ruled-out': 'not run: ruled out by the model',
  'same-as-missed': 'not run: batches like a cell that missed',
  'not-needed': 'not run: costlier than the pick',
};

/** One line on the search's cost, then the table of every cell. */
export function renderSweepPlan(plan: SweepSummary, points: readonly SweepPoint[]): HTMLElement[] {
  const count = (s: SweepCell['status']) => plan.cells.filter((c) => c.status === s).length;
  const head = plan.search === 'guided'
    ? `${plan.done ? 'The search measured' : 'Measured so far:'} ${plan.runs} of ${plan.gridSize} cells (${2 * plan.runs} benchmark runs instead of ${2 * plan.gridSize}): ${count('ruled-out')} ruled out by the model (accumulator p99 plus the smallest round trip measured so far, over the budget by more than ${RULE_OUT_MARGIN * 100} %), ${count('same-as-missed')} predicted to batch like a measured cell that missed, ${count('not-needed')} costlier than the pick.`
    : `${plan.done ? 'Measured' : 'Measuring'} every cell: ${plan.runs} of ${plan.gridSize} (${2 * plan.runs} benchmark runs).`;
  const slo = plan.slo.p99Ms !== undefined ? `SLO: ${f(plan.slo.rate, 0)} records/s with p99 ≤ ${f(plan.slo.p99Ms)} ms (rate= and p99-ms= of the kafka-tuning comment, or the Rate field).` : `Target rate ${f(plan.slo.rate, 0)} records/s; no p99 budget declared (p99-ms=), so no point is picked.`;
  const byName = new Map(points.map((p) => [name(p.overrides), p]));
  const rows = plan.cells.map((c) => {
    const p = byName.get(name(c.overrides));
    const pr = c.prediction;
    const measuredGate = p?.atRate ? `${f(p.atRate.lingerPct, 0)} % linger, ${f(p.atRate.fullPct, 0)} % full` : '–';
    return [
      name(c.overrides),
      pr ? predictionText(pr) : '–',
      p ? `${f(p.atRate?.recordsPerBatch)} · ${measuredGate} · ${f(p.p99)} ms` : '–',
      p ? f(p.throughput, 0) : '–',
      [p?.meetsSlo ? 'meets the SLO' : p && p.meetsSlo === false ? 'misses the SLO' : STATUS[c.status], c.reason ?? ''] as [string, string],
    ];
  });
  return [
    el('p', { class: 'sweep-runs' }, head),
    el('p', { class: 'muted' }, slo),
    ...(plan.note ? [el('p', { class: 'warn' }, plan.note)] : []),
    table([
      'cell',
      [PREDICTION_HEADER, 'The batching model at the target rate (the same one the hovers use): records per batch, the gate that sends most batches, and the p99 of the time a record waits in the producer\'s buffer. The model leaves out the request round trip, so the measured p99 is higher; at linger.ms=0 it predicts no wait beyond the sender\'s (—). The search adds the smallest round trip measured so far before ruling a cell out (hover a result for the figures).'],
      ['measured: records/batch · gate · p99 at rate', 'The throttled run at the target rate: records per batch, the share of batches sent on linger.ms and full, and the p99 from each record\'s intended send time.'],
      ['capacity records/s', 'The unthrottled run of the same cell: the most records per second it sustained.'],
      ['result', 'Hover for why a cell was not run.'],
    ], rows),
  ];
}
