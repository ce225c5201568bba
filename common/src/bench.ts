// Benchmark shapes shared by the engine (Node), the CLI, the extension and the webview panel.
// Every message crossing the panel boundary is parsed with these schemas on both sides, so a
// malformed or stale message is rejected with a readable zod error instead of half-applied.
import { z } from 'zod';
import { clientKindSchema } from './model';
import { CONSUMER_CLIENT_METRICS, PRODUCER_CLIENT_METRICS } from './clientMetrics';
import { BENCH_MODES, E2E_METRICS, LAG_METRICS } from './benchE2e';

export const TOPIC_PREFIX = 'kafka-tuning-bench-';

/**
 * What the benchmark can run: a producer or a consumer (or both end to end, common/src/benchE2e.ts), on the kafkajs engine, Apache Kafka's perf
 * tools, or a Trogdor cluster (Apache Kafka's distributed load tool) for runs bigger than one machine.
 */
export const BENCH_KINDS = ['producer', 'consumer', 'e2e'] as const;
export type BenchKind = (typeof BENCH_KINDS)[number];
export const benchKindSchema = z.enum(BENCH_KINDS);
export const BENCH_ENGINES = ['kafkajs', 'official', 'trogdor'] as const;
export const benchEngineSchema = z.enum(BENCH_ENGINES);

export const sendPatternSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('serial') }),
  z.object({ kind: z.literal('concurrent'), n: z.number().int().min(1).max(1000) }),
  z.object({ kind: z.literal('batch'), size: z.number().int().min(1).max(100_000) }),
]);
export type SendPattern = z.infer<typeof sendPatternSchema>;

export const benchSettingsSchema = z.object({
  kind: benchKindSchema,
  engine: benchEngineSchema.default('kafkajs'),
  client: clientKindSchema.default('java'),
  bootstrap: z.string().regex(/^[^\s,]+:\d+(,[^\s,]+:\d+)*$/, 'bootstrap must be host:port[,host:port…]'),
  /** Producer: records per round. Consumer: records per partition in the backlog. */
  records: z.number().int().min(1).max(20_000_000),
  recordSize: z.number().int().min(1).max(1_000_000),
  /** Records per second; -1 = unthrottled (capacity), as kafka-producer-perf-test --throughput. */
  throughput: z.number().int().min(-1).refine((n) => n !== 0, 'throughput 0 would never finish; use -1 for unthrottled'),
  rounds: z.number().int().min(1).max(20),
  partitions: z.number().int().min(1).max(128).default(1),
  /** Workspace file whose lines are used as payloads (JSON lines…); random letters A–Z (as kafka-producer-perf-test) when absent. */
  payloadFile: z.string().optional(),
  sendPattern: sendPatternSchema.optional(),
  /** The site's effective config (canonical Kafka key → value). */
  config: z.record(z.string(), z.string()),
  allowNonLoopback: z.boolean().default(false),
  /** kind 'e2e': which side `config` belongs to; the other side runs with the Java client's defaults. */
  configRole: z.enum(['producer', 'consumer']).default('producer'),
  /** engine 'trogdor': the coordinator (host:port or URL) and the agents' node names to run on. */
  trogdor: z.object({ coordinator: z.string().min(1), nodes: z.array(z.string().min(1)).min(1).max(64) }).optional(),
  timeoutMs: z.number().int().min(1000).max(3_600_000).default(60_000),
});
export type BenchSettings = z.infer<typeof benchSettingsSchema>;
export type BenchSettingsInput = z.input<typeof benchSettingsSchema>;

/** Named metrics so tables, medians and the Pareto chart treat producer and consumer alike. */

export const metricsSchema = z.record(z.string(), z.number());
export type Metrics = z.infer<typeof metricsSchema>;

// The metrics a result table shows, in order, with their labels (CLI, output channel, panel).
const PRODUCER_ROWS: Array<[string, string]> = [
  ['recordsPerSec', 'records/s'], ['mbPerSec', 'MB/s'], ['p50', 'p50 ms'], ['p95', 'p95 ms'], ['p99', 'p99 ms'], ['p999', 'p99.9 ms'], ['maxMs', 'max ms'],
  ['queueP50', 'queue p50 ms'], ['recordsPerRequest', 'records/request'], ['avgBatchBytes', 'avg batch bytes'], ['wireBytesPerRecord', 'wire bytes/record'],
  ['diskBytesPerRecord', 'disk bytes/record'],
  // Throttled runs: latency from each record's intended send time (no coordinated omission).
  ['intendedP50', 'p50 from intended send ms'], ['intendedP99', 'p99 from intended send ms'], ['intendedP999', 'p99.9 from intended send ms'], ['intendedMaxMs', 'max from intended send ms'],
  ['batchesFullPct', 'batches sent full %'], ['batchesLingerPct', 'batches sent on linger %'], ['batchesFlushPct', 'batches sent on flush %'], ['batchesOtherPct', 'batches sent with others %'],
  ['recordsPerBatch', 'records/batch'],
  ...PRODUCER_CLIENT_METRICS.map((c): [string, string] => [c.key, c.label]),
];
const CONSUMER_ROWS: Array<[string, string]> = [
  ['durationMs', 'total ms'], ['recordsPerSec', 'records/s'], ['mbPerSec', 'MB/s'], ['fetchP50', 'fetch p50 ms'], ['fetchP99', 'fetch p99 ms'],
  ['pollP50', 'poll p50 ms'], ['pollP99', 'poll p99 ms'], ['ageP99', 'record age p99 ms'], ['emptyPolls', 'empty polls'], ['fetchMs', 'fetch ms'],
  ...CONSUMER_CLIENT_METRICS.map((c): [string, string] => [c.key, c.label]),
  ...LAG_METRICS.map((c): [string, string] => [c.key, c.label]),
];
const E2E_ROWS: Array<[string, string]> = [...E2E_METRICS, ...LAG_METRICS].map((c): [string, string] => [c.key, c.label]);

export function metricRows(kind: BenchKind): Array<[string, string]> {
  return kind === 'producer' ? PRODUCER_ROWS : kind === 'e2e' ? E2E_ROWS : CONSUMER_ROWS;
}

export const benchResultSchema = z.object({
  id: z.string(),
  when: z.string(),
  kind: benchKindSchema,
  engine: benchEngineSchema,
  /** "Java batching emulated", "kafkajs send pattern: serial"… so nobody mistakes one for the other. */
  label: z.string(),
  mode: z.string(),
  roundsRun: z.number().int(),
  rounds: z.array(metricsSchema),
  median: metricsSchema,
  min: metricsSchema,
  max: metricsSchema,
  warnings: z.array(z.string()),
  cluster: z.string(),
  config: z.record(z.string(), z.string()),
  fingerprint: z.string().optional(),
  /** The run's own settings (records, record bytes, rate, partitions, rounds, engine…) as shown to the user, for A/B diffs. */
  run: z.record(z.string(), z.string()).optional(),
  /** The config that was measured: its document and site id (common/src/protocol SiteSummary.id). */
  site: z.object({ uri: z.string(), id: z.string(), label: z.string() }).optional(),
  /**
   * Set when the user ran a config with error-level findings anyway: the figures describe a client
   * that would not have started (or whose sends would fail) as written. `line` is 0-based (LSP
   * positions, as everywhere in kafka-tune's JSON; cli/README.md says so).
   */
  errorFindings: z.array(z.object({ code: z.string(), message: z.string(), line: z.number().int().min(0) })).optional(),
  /** What an expert reads from the median metrics, in one sentence (common/src/benchDiagnosis.ts). */
  diagnosis: z.string().optional(),
});
export type BenchResult = z.infer<typeof benchResultSchema>;

export const sweepGridSchema = z.object({
  keyA: z.string().min(1),
  valuesA: z.array(z.string().min(1)).min(1).max(6),
  keyB: z.string().min(1),
  valuesB: z.array(z.string().min(1)).min(1).max(6),
});
export type SweepGrid = z.infer<typeof sweepGridSchema>;

/**
 * How a sweep chooses its cells: 'guided' predicts every cell from the batching model, measures the
 * cheapest first, skips what the model rules out and stops at the first cell that meets the SLO;
 * 'grid' measures every cell (common/src/sweep.ts).
 */
export const SWEEP_SEARCHES = ['guided', 'grid'] as const;
export const sweepSearchSchema = z.enum(SWEEP_SEARCHES);
export type SweepSearch = z.infer<typeof sweepSearchSchema>;

/** What the batching model (common/src/kafka/lingerWait.ts) expects of one producer sweep cell at the target rate. */
export const cellPredictionSchema = z.object({
  /** Records one batch can hold at batch.size (uncompressed). */
  batchCapacity: z.number(),
  /** Records a batch is expected to carry at the rate. */
  recordsPerBatch: z.number(),
  /** The gate that sends most batches: linger.ms, batch.size, or none at linger.ms=0 (sent as soon as the sender is free). */
  gate: z.enum(['linger.ms', 'batch.size', 'none']),
  sizeGateShare: z.number(),
  /** p99 of the time a record waits in the accumulator, ms. */
  queueP99Ms: z.number(),
  /** Produce requests per second at the rate (one batch per request on one partition): the cost the search minimises. */
  requestsPerSec: z.number(),
  /** The round trip added to the queue wait: the smallest excess over the model measured on the cells before this one (0 before the first). */
  roundTripMs: z.number(),
  /** queueP99Ms + roundTripMs: the p99 at the rate the model expects. */
  p99Ms: z.number(),
});
export type CellPrediction = z.infer<typeof cellPredictionSchema>;

export const sweepPointSchema = z.object({
  overrides: z.record(z.string(), z.string()),
  /** Producer sweeps: the capacity (unthrottled records/s). Consumer sweeps: the run's records/s. */
  throughput: z.number(),
  /** Producer sweeps: p99 at the target rate, from each record's intended send time. Consumer sweeps: poll p99. */
  p99: z.number(),
  p50: z.number().optional(),
  resultId: z.string(),
  /** Producer sweeps: the throttled run at the target rate that gave p99. */
  atRate: z.object({
    rate: z.number(),
    resultId: z.string(),
    p99FromSend: z.number().optional(),
    recordsPerBatch: z.number().optional(),
    lingerPct: z.number().optional(),
    fullPct: z.number().optional(),
    queueP50: z.number().optional(),
  }).optional(),
  prediction: cellPredictionSchema.optional(),
  /** Capacity ≥ the rate and p99 at the rate ≤ the budget, by this point's own measurement. */
  meetsSlo: z.boolean().optional(),
});
export type SweepPoint = z.infer<typeof sweepPointSchema>;

export const sweepCellSchema = z.object({
  overrides: z.record(z.string(), z.string()),
  prediction: cellPredictionSchema.optional(),
  /** measured; ruled-out (the model's p99 is over the budget plus the margin); same-as-missed (the model
   * predicts the batching of a measured cell that missed the budget); not-needed (costlier than the pick); pending. */
  status: z.enum(['pending', 'measured', 'ruled-out', 'same-as-missed', 'not-needed']),
  reason: z.string().optional(),
});
export type SweepCell = z.infer<typeof sweepCellSchema>;

/** Where a sweep stands: every cell with its prediction and fate, the runs it took, and its pick. */
export const sweepSummarySchema = z.object({
  search: sweepSearchSchema,
  slo: z.object({ rate: z.number(), p99Ms: z.number().optional() }),
  gridSize: z.number().int(),
  /** Cells measured so far (each is two benchmark runs: capacity, then the rate). */
  runs: z.number().int(),
  cells: z.array(sweepCellSchema),
  /** The cheapest measured cell that meets the SLO. */
  pick: z.record(z.string(), z.string()).optional(),
  /** What "cheapest" means, as the panel says it. */
  cheapest: z.string(),
  /** Why there is no pick, or what limits it. */
  note: z.string().optional(),
  done: z.boolean(),
});
export type SweepSummary = z.infer<typeof sweepSummarySchema>;

const formSchema = z.object({
  records: z.number().int().min(1),
  recordSize: z.number().int().min(1),
  throughput: z.number().int(),
  rounds: z.number().int().min(1).max(20),
  partitions: z.number().int().min(1).max(128),
  payloadFile: z.string().optional(),
  sendPattern: sendPatternSchema.optional(),
  engine: benchEngineSchema,
  /** 'e2e': produce and consume the config's records in one run (end-to-end latency); default the config's client alone. */
  mode: z.enum(BENCH_MODES).optional(),
  /** Seconds without an answer from the broker before the run stops with an error. */
  timeoutSec: z.number().int().min(5).max(120).default(30),
});
export type BenchForm = z.infer<typeof formSchema>;
export type BenchFormInput = z.input<typeof formSchema>;

/** Where the broker address the panel benchmarks against comes from (shown in the panel). */
export const benchTargetSchema = z.object({ bootstrap: z.string(), source: z.string() });
export type BenchTarget = z.infer<typeof benchTargetSchema>;

/** SASL mechanisms the connection form offers (kafkajs names). */
export const SASL_MECHANISMS = ['plain', 'scram-sha-256', 'scram-sha-512'] as const;

/**
 * The connection form as the panel sends it. The password travels only panel → extension; an empty
 * password keeps the one already stored. Checked field by field in the extension (files exist…).
 */
export const connectionFormSchema = z.object({
  sasl: z.enum(['none', ...SASL_MECHANISMS]),
  username: z.string().max(1000),
  password: z.string().max(10_000),
  tls: z.boolean(),
  caFile: z.string().max(4096),
  certFile: z.string().max(4096),
  keyFile: z.string().max(4096),
});
export type ConnectionForm = z.infer<typeof connectionFormSchema>;
export type ConnectionField = keyof ConnectionForm;

/** What the panel may know of the stored connection: never the password itself. */
export const connectionSummarySchema = connectionFormSchema.omit({ password: true }).extend({ hasPassword: z.boolean(), stored: z.boolean() });
export type ConnectionSummary = z.infer<typeof connectionSummarySchema>;

/** The chart as the webview drew it: each series' colour and the theme variable it came from. */
export const chartReportSchema = z.object({
  theme: z.string(),
  background: z.string(),
  series: z.array(z.object({ name: z.string(), variable: z.string(), color: z.string() })),
  points: z.number().int(),
});
export type ChartReport = z.infer<typeof chartReportSchema>;

/** panel → extension */
export const panelMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('run'), form: formSchema }),
  z.object({ type: z.literal('sweep'), form: formSchema, grid: sweepGridSchema, search: sweepSearchSchema.default('grid') }),
  z.object({ type: z.literal('cancel') }),
  z.object({ type: z.literal('apply'), overrides: z.record(z.string(), z.string()) }),
  z.object({ type: z.literal('clearHistory') }),
  z.object({ type: z.literal('saveConnection'), connection: connectionFormSchema }),
  z.object({ type: z.literal('clearConnection') }),
  /** The webview drew its chart (theme colours used); kept for the output channel and tests. */
  z.object({ type: z.literal('rendered'), chart: chartReportSchema }),
]);
export type PanelMessage = z.infer<typeof panelMessageSchema>;

/** The panel's webview state (vscode.setState): enough for the serializer to reopen it after a reload. */
export const panelStateSchema = z.object({ uri: z.string(), siteId: z.string().min(1) });
export type PanelState = z.infer<typeof panelStateSchema>;

/** extension → panel */
export const hostMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('init'),
    site: z.object({ label: z.string(), kind: benchKindSchema, client: z.string(), effective: z.record(z.string(), z.string()) }),
    form: formSchema,
    history: z.array(benchResultSchema),
    trusted: z.boolean(),
    target: benchTargetSchema,
    connection: connectionSummarySchema,
    /** The run form's controls that apply to this config's client and role, each with its explanation. */
    controls: z.array(z.object({ id: z.enum(['records', 'recordSize', 'throughput', 'rounds', 'partitions', 'payloadFile', 'engine', 'sendPattern', 'timeoutSec', 'mode']), label: z.string(), help: z.string() })),
    /** Which config the panel shows; the panel keeps it as its webview state so it survives a reload. */
    restore: panelStateSchema.optional(),
  }),
  /** A run or sweep began: the panel clears the last run's status, error and progress. */
  z.object({ type: z.literal('started'), what: z.enum(['run', 'sweep']), target: benchTargetSchema, timeoutSec: z.number() }),
  z.object({ type: z.literal('progress'), message: z.string(), fraction: z.number().min(0).max(1) }),
  z.object({ type: z.literal('result'), result: benchResultSchema }),
  z.object({ type: z.literal('sweepPoint'), point: sweepPointSchema }),
  /** The sweep's plan and progress: posted at the start and after every cell. */
  z.object({ type: z.literal('sweepSummary'), summary: sweepSummarySchema }),
  z.object({ type: z.literal('done'), cancelled: z.boolean() }),
  z.object({ type: z.literal('error'), message: z.string() }),
  /** The run has failed and is cleaning up (its topic, its clients); 'error' follows when it is done. */
  z.object({ type: z.literal('failing'), message: z.string() }),
  z.object({ type: z.literal('history'), history: z.array(benchResultSchema) }),
  /** The stored connection after a save or clear, or the fields that are wrong (field → message). */
  z.object({ type: z.literal('connection'), connection: connectionSummarySchema, errors: z.record(z.string(), z.string()), saved: z.boolean() }),
]);
export type HostMessage = z.infer<typeof hostMessageSchema>;

/** Parses a message or explains in one line why it was rejected (both sides log the reason). */
export function parseMessage<T>(schema: z.ZodType<T>, data: unknown): { ok: true; value: T } | { ok: false; error: string } {
  const r = schema.safeParse(data);
  if (r.success) return { ok: true, value: r.data };
  return { ok: false, error: r.error.issues.map((i) => `${i.path.join('.') || '(message)'}: ${i.message}`).join('; ') };
}

/** Points not dominated by any other: higher throughput and lower p99 both win. Sorted by throughput. */
export function paretoFrontier<P extends { throughput: number; p99: number }>(points: readonly P[]): P[] {
  const front = points.filter((p) => !points.some((q) => q !== p && q.throughput >= p.throughput && q.p99 <= p.p99 && (q.throughput > p.throughput || q.p99 < p.p99)));
  return front.sort((a, b) => a.throughput - b.throughput);
}

/**
 * "Measure this fix": interleaved runs of a config as written (A) and with a rule's fix (B) on the
 * benchmark's broker, medians of each. Shown in the finding's hover until the config changes.
 */
export const fixMeasurementSchema = z.object({
  uri: z.string(),
  siteId: z.string(),
  rule: z.string(),
  fix: z.string(),
  /** The site's fingerprint when measured: a later edit makes the figures describe another config. */
  fingerprint: z.string(),
  bootstrap: z.string(),
  when: z.string(),
  /** Runs of each side, alternating A, B, A, B… */
  pairs: z.number().int().min(1),
  mode: z.string(),
  latencyMetric: z.string(),
  asWritten: z.object({ recordsPerSec: z.number(), p99: z.number() }),
  withFix: z.object({ recordsPerSec: z.number(), p99: z.number() }),
});
export type FixMeasurement = z.infer<typeof fixMeasurementSchema>;
