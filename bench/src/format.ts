// Plain-text rendering of a result (CLI, output channel) and the one-line CodeLens annotation.
import { metricRows, type BenchResult, type Metrics } from '../../common/src/bench';
import { unreportedMetrics } from '../../common/src/clientMetrics';
import { duration } from '../../common/src/units';

const f = (n: number | undefined, d = 1) => (n === undefined || !Number.isFinite(n) ? '–' : n >= 1000 ? Math.round(n).toLocaleString('en-US') : n.toFixed(d));

/** A latency for one line of text: "820 ms", "16.1 s" past 1,000 ms. */
const ms = (n: number | undefined) => (n === undefined || !Number.isFinite(n) ? '– ms' : duration(n));

export function formatResultText(r: BenchResult): string {
  const lines = [`${r.kind} benchmark — ${r.label} — ${r.mode}, ${r.roundsRun} round(s), ${r.when}`, `cluster: ${r.cluster}`];
  const rows = metricRows(r.kind).filter(([k]) => k in r.median);
  const unreported = unreportedMetrics(r);
  const w = Math.max(...rows.map(([, l]) => l.length), ...unreported.map((u) => u.label.length));
  lines.push(`${''.padEnd(w)}  ${'median'.padStart(10)} ${'min'.padStart(10)} ${'max'.padStart(10)}`);
  for (const [k, label] of rows) lines.push(`${label.padEnd(w)}  ${f(r.median[k]).padStart(10)} ${f(r.min[k]).padStart(10)} ${f(r.max[k]).padStart(10)}`);
  // One row each, not a note per run: the engine cannot know these figures.
  for (const u of unreported) lines.push(`${u.label.padEnd(w)}  ${u.text}`);
  if (r.diagnosis) lines.push(`diagnosis: ${r.diagnosis}`);
  for (const warn of r.warnings) lines.push(`note: ${warn}`);
  return lines.join('\n');
}

/** "p50 X ms · p99 Y ms · N rec/s (mode, rounds, when)" for the CodeLens at the config. */
export function annotation(r: BenchResult, now = Date.now()): string {
  const m: Metrics = r.median;
  const p50 = r.kind === 'consumer' ? m.pollP50 ?? m.p50 : m.p50;
  const p99 = r.kind === 'consumer' ? m.pollP99 ?? m.p99 : m.p99;
  return `p50 ${ms(p50)} · p99 ${ms(p99)} · ${f(m.recordsPerSec, 0)} rec/s (${r.mode}, ${r.roundsRun} rounds, ${ago(Date.parse(r.when), now)})`;
}

function ago(t: number, now: number): string {
  const s = Math.max(0, Math.round((now - t) / 1000));
  if (s < 60) return 'just now';
  if (s < 3600) return `${Math.round(s / 60)} min ago`;
  if (s < 86400) return `${Math.round(s / 3600)} h ago`;
  return new Date(t).toISOString().slice(0, 10);
}

type ErrorFinding = NonNullable<BenchResult['errorFindings']>[number];

/**
 * Why a config with error-level findings is not benchmarked, one finding per line (`where` prints
 * its location, e.g. `producer.properties:2`). The CLI and the panel both say it in these words.
 */
export function refusalText(errors: readonly ErrorFinding[], where: (e: ErrorFinding) => string): string {
  const n = errors.length;
  return [
    `it has ${n} error-level finding${n === 1 ? '' : 's'}, so a client built from it as written would not start or its sends would fail:`,
    ...errors.map((e) => `  ${where(e)}: ${e.message} [${e.code}]`),
  ].join('\n');
}

/** The note a result carries when its config was run despite error-level findings. */
export function ranAnywayWarning(errors: readonly ErrorFinding[]): string {
  return `run anyway: the configuration has ${errors.length} error-level finding(s) (${[...new Set(errors.map((e) => e.code))].join(', ')}); a client built from it as written would not start or its sends would fail, so these figures do not describe it`;
}
