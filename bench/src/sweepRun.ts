// A producer sweep run straight on the engine, without VS Code: each cell measured by
// runProducerBench twice (capacity unthrottled, then the target rate), chosen by the guided search
// of common/src/sweep.ts. The broker test and scripts/bench/sweep.ts run the shipped search this way.
import type { BenchSettingsInput, SweepPoint, SweepSearch, SweepSummary } from '../../common/src/bench';
import type { Workload } from '../../common/src/model';
import { producerSweepPoint, searchSweep, type SweepSlo } from '../../common/src/sweep';
import { runProducerBench } from './producerBench';
import type { RunHooks } from './run';

export interface EngineSweep {
  bootstrap: string;
  /** The site's effective config and its workload comment (rate=, p99-ms=, record-bytes=, partitions=). */
  config: Record<string, string>;
  workload: Workload;
  cells: Array<Record<string, string>>;
  search: SweepSearch;
  /** Records per run (both the capacity and the at-rate run). */
  records: number;
  rounds?: number;
  /** The rate to measure at; default rate= of the workload. */
  rate?: number;
  hooks?: RunHooks;
  update?(summary: SweepSummary, point?: SweepPoint): void;
}

export async function sweepOnEngine(s: EngineSweep): Promise<{ summary: SweepSummary; points: SweepPoint[] }> {
  const rate = s.rate ?? s.workload.rate;
  if (!rate || rate <= 0) throw new Error('the sweep measures latency at a target rate: declare rate= in the kafka-tuning comment');
  const slo: SweepSlo = { rate, p99Ms: s.workload.p99Ms };
  const recordSize = s.workload.recordBytes ?? 512;
  const base = (overrides: Record<string, string>, throughput: number): BenchSettingsInput => ({
    kind: 'producer', client: 'java', bootstrap: s.bootstrap, records: s.records, recordSize, throughput, rounds: s.rounds ?? 1,
    partitions: s.workload.partitions ?? 1, config: { ...s.config, ...overrides },
  });
  return searchSweep({
    cells: s.cells, base: s.config, shape: { recordBytes: recordSize }, slo, search: s.search, update: s.update,
    measure: async (overrides) => {
      if (s.hooks?.signal?.aborted) return undefined;
      const capacity = await runProducerBench(base(overrides, -1), s.hooks);
      const atRate = await runProducerBench(base(overrides, rate), s.hooks);
      return producerSweepPoint(overrides, capacity, atRate, rate);
    },
  });
}
