// The note a throttled run gets when it did not reach its target rate: its latencies then include
// the time records waited behind a backlog, not only the config's own (a run targeting 4,000
// records/s that reached 1,642 showed 1 s end-to-end latencies and said nothing about why).
import type { BenchKind, BenchSettings, Metrics } from '../../common/src/bench';
import { count } from '../../common/src/units';

/** Below this share of the target the run counts as short of it. */
const REACHED_SHARE = 0.95;
/**
 * A run that keeps up still ends one record's latency after its schedule (linger, the round trip,
 * the consumer's fetch), which in a short run is several percent of its time. Only a run that
 * ended at least this much behind its schedule is said to have fallen behind.
 */
const TAIL_ALLOWANCE_S = 0.5;

export function rateShortfallWarning(s: Pick<BenchSettings, 'throughput' | 'records' | 'engine'>, kind: BenchKind, median: Metrics): string | undefined {
  // A consumer reads a backlog at full speed; Trogdor's records/s spans the tasks' whole life (start-up included).
  if (kind === 'consumer' || s.engine === 'trogdor' || s.throughput <= 0) return undefined;
  const achieved = median.recordsPerSec;
  const records = Number.isFinite(median.records) && median.records > 0 ? median.records : s.records;
  if (!Number.isFinite(achieved) || achieved <= 0 || achieved >= REACHED_SHARE * s.throughput) return undefined;
  const behindS = records / achieved - records / s.throughput;
  if (behindS < TAIL_ALLOWANCE_S) return undefined;
  const pct = Math.round((achieved / s.throughput) * 100);
  return `Target rate not reached: ${count(Math.round(achieved))} of ${count(s.throughput)} records/s (${pct} %, median round), ${behindS.toFixed(1)} s behind schedule: the latencies include the time records waited behind the ones before them, not only the config's own. Measure at a rate this setup reaches.`;
}
