// Parsers for the summary lines of kafka-producer-perf-test / kafka-consumer-perf-test across
// versions (docs/sources.md#perf-tools): records/sec is printed with %f (6 decimals) up to 3.9, %.1f after
// d0ad84d, and newer tools may add " steady state" after the count when --warmup-records is used.
// So every number accepts any count of decimals.
const NUM = '(\\d+(?:\\.\\d+)?)';
const FINAL = new RegExp(`^\\s*(\\d+)( steady state)? records sent, ${NUM} records/sec \\(${NUM} MB/sec\\), ${NUM} ms avg latency, ${NUM} ms max latency, (\\d+) ms 50th, (\\d+) ms 95th, (\\d+) ms 99th, (\\d+) ms 99\\.9th\\.?\\s*$`);
const WINDOW = new RegExp(`^\\s*(\\d+) records sent, ${NUM} records/sec \\(${NUM} MB/sec\\), ${NUM} ms avg latency, ${NUM} ms max latency\\.?\\s*$`);

export interface ProducerSummary {
  records: number; steadyState: boolean; recordsPerSec: number; mbPerSec: number;
  avgMs: number; maxMs: number; p50: number; p95: number; p99: number; p999: number;
}

export function parseProducerSummary(line: string): ProducerSummary | undefined {
  const m = FINAL.exec(line);
  if (!m) return undefined;
  const n = (i: number) => Number(m[i]);
  return { records: n(1), steadyState: !!m[2], recordsPerSec: n(3), mbPerSec: n(4), avgMs: n(5), maxMs: n(6), p50: n(7), p95: n(8), p99: n(9), p999: n(10) };
}

/** The 5-second progress lines (no percentiles): used for live progress only. */
export function parseProducerWindow(line: string): { records: number; recordsPerSec: number } | undefined {
  const m = WINDOW.exec(line);
  return m ? { records: Number(m[1]), recordsPerSec: Number(m[2]) } : undefined;
}

/** Picks the whole-run summary from the tool's output; the steady-state one when both are printed. */
export function producerSummaryFromOutput(output: string): ProducerSummary | undefined {
  const all = output.split(/\r?\n/).map(parseProducerSummary).filter((s): s is ProducerSummary => !!s);
  return all.find((s) => s.steadyState) ?? all[all.length - 1];
}

export interface ConsumerSummary {
  start: string; end: string; mb: number; mbPerSec: number; records: number; recordsPerSec: number;
  rebalanceMs?: number; fetchMs?: number; fetchMbPerSec?: number; fetchRecordsPerSec?: number;
}

/**
 * The row after the CSV header `start.time, end.time, data.consumed.in.MB, …` (format
 * `%s, %s, %.4f, %.4f, %d, %.4f, %d, %d, %.4f, %.4f`). Dates contain no comma.
 */
export function parseConsumerSummary(output: string): ConsumerSummary | undefined {
  const lines = output.split(/\r?\n/);
  const h = lines.findIndex((l) => /^\s*start\.time,\s*end\.time,\s*data\.consumed\.in\.MB/.test(l));
  const candidates = h >= 0 ? lines.slice(h + 1) : lines;
  for (const l of candidates) {
    const f = l.split(',').map((x) => x.trim());
    if (f.length < 6 || !/^\d/.test(f[0] ?? '')) continue;
    const num = (i: number) => (f[i] === undefined || f[i] === '' ? undefined : Number(f[i]));
    if ([2, 3, 4, 5].some((i) => !Number.isFinite(num(i)))) continue;
    return { start: f[0], end: f[1], mb: num(2)!, mbPerSec: num(3)!, records: num(4)!, recordsPerSec: num(5)!, rebalanceMs: num(6), fetchMs: num(7), fetchMbPerSec: num(8), fetchRecordsPerSec: num(9) };
  }
  return undefined;
}

/**
 * The table `--print-metrics` prints after the summary (org.apache.kafka.tools.ToolsUtils.printMetrics,
 * the same in the Scala tools before 3.5): a "Metric Name   Value" header, then one line per metric,
 * `group:name:{tag=value, …}` padded, ` : ` and the value formatted `%.3f` (NaN/Infinity as Java
 * prints them; a decimal comma under a locale that uses one; versions that print non-double metrics
 * with `%s` leave them unparsed). Returns client-level metrics (tags naming only the client id) as
 * "group:name" → value; per-topic, per-node and per-partition rows are skipped.
 */
export function parsePrintedMetrics(output: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of output.split(/\r?\n/)) {
    const m = /^([^:\s]+):([^:\s]+):\{([^}]*)\}\s*:\s*(\S+)\s*$/.exec(line);
    if (!m) continue;
    const tags = m[3].split(',').map((t) => t.trim()).filter(Boolean);
    if (tags.some((t) => !t.startsWith('client-id='))) continue;
    const value = javaDouble(m[4]);
    if (value !== undefined) out.set(`${m[1]}:${m[2]}`, value);
  }
  return out;
}

function javaDouble(text: string): number | undefined {
  if (text === 'NaN') return NaN;
  if (text === 'Infinity') return Infinity;
  if (text === '-Infinity') return -Infinity;
  const t = /^-?\d+,\d+$/.test(text) ? text.replace(',', '.') : text;
  if (!/^-?\d+(\.\d+)?(E-?\d+)?$/.test(t)) return undefined;
  return Number(t);
}
