// The panel's sweep. A producer cell is two runs — capacity (unthrottled) and p99 at the target rate
// from each record's intended send time — chosen by the guided search of common/src/sweep.ts (or
// every cell, for a grid). A consumer cell is one run, charted as records/s against poll p99.
import type * as vscode from 'vscode';
import type { BenchForm, HostMessage, SweepGrid, SweepSearch } from '../../../../common/src/bench';
import type { SiteSummary } from '../../../../common/src/protocol';
import { producerSweepPoint, searchSweep, type SweepSlo } from '../../../../common/src/sweep';
import { runFromVsCode, type RunContext } from './runner';

export interface PanelSweep {
  ctx: RunContext;
  uri: vscode.Uri;
  site: SiteSummary;
  form: BenchForm;
  grid: SweepGrid;
  search: SweepSearch;
  /** What confirmRun answered, once for the whole sweep. */
  gate: { allowNonLoopback: boolean };
  signal?: AbortSignal;
  post(m: HostMessage): void;
}

const name = (o: Record<string, string>) => Object.entries(o).map(([k, v]) => `${k}=${v}`).join(', ');

export function sweepCells(grid: SweepGrid): Array<Record<string, string>> {
  return grid.valuesA.flatMap((a) => grid.valuesB.map((b) => ({ [grid.keyA]: a, [grid.keyB]: b })));
}

/** The target rate and p99 budget: the Rate field when it is set, else rate= of the workload comment; p99-ms= as the budget. */
export function sweepSlo(site: SiteSummary, form: BenchForm): SweepSlo {
  const rate = form.throughput > 0 ? form.throughput : site.workload.rate;
  if (!rate || rate <= 0) throw new Error('The sweep measures latency at your target rate: set the Rate field, or declare rate= in a kafka-tuning: comment above the config.');
  return { rate, p99Ms: site.workload.p99Ms };
}

export async function runPanelSweep(s: PanelSweep): Promise<void> {
  const cells = sweepCells(s.grid);
  const failing = (message: string) => s.post({ type: 'failing', message });
  if (s.site.role === 'consumer') {
    for (const [i, overrides] of cells.entries()) {
      if (s.signal?.aborted) return;
      s.post({ type: 'progress', message: `sweep ${i + 1}/${cells.length}: ${name(overrides)}`, fraction: i / cells.length });
      const r = await runFromVsCode(s.ctx, s.uri, s.site, s.form, overrides, s.signal, undefined, failing, s.gate);
      if (!r) return;
      s.post({ type: 'sweepPoint', point: { overrides, throughput: r.median.recordsPerSec, p99: r.median.pollP99, p50: r.median.pollP50, resultId: r.id } });
    }
    return;
  }
  const slo = sweepSlo(s.site, s.form);
  let measured = 0;
  await searchSweep({
    cells, base: s.site.effective, shape: { recordBytes: s.form.recordSize }, slo, search: s.search,
    measure: async (overrides) => {
      if (s.signal?.aborted) return undefined;
      const step = (what: string, half: number) => s.post({ type: 'progress', message: `sweep run ${measured + 1} (grid of ${cells.length}): ${name(overrides)} — ${what}`, fraction: Math.min(1, (measured + half) / cells.length) });
      step('capacity, unthrottled', 0);
      const capacity = await runFromVsCode(s.ctx, s.uri, s.site, { ...s.form, throughput: -1 }, overrides, s.signal, undefined, failing, s.gate);
      if (!capacity || s.signal?.aborted) return undefined;
      step(`p99 at ${slo.rate} records/s`, 0.5);
      const atRate = await runFromVsCode(s.ctx, s.uri, s.site, { ...s.form, throughput: slo.rate }, overrides, s.signal, undefined, failing, s.gate);
      if (!atRate) return undefined;
      measured++;
      return producerSweepPoint(overrides, capacity, atRate, slo.rate);
    },
    update: (summary, point) => {
      if (point) s.post({ type: 'sweepPoint', point });
      s.post({ type: 'sweepSummary', summary });
    },
  });
}
