// What every benchmark run shares: validated settings, the clients it opened (all disconnected in
// `finally`, whatever happened), the stall watchdog and the result envelope.
import { setImmediate as yieldToIo } from 'node:timers/promises';
import { randomBytes } from 'node:crypto';
import type { Kafka, RetryOptions } from 'kafkajs';
import { benchSettingsSchema, type BenchKind, type BenchResult, type BenchSettings, type BenchSettingsInput, type Metrics } from '../../common/src/bench';
import { BenchCancelled, BenchError, explainError, makeKafka, type BenchTopicOptions, type ClusterInfo, type ConnectionOptions, type TopicLedger } from './connection';
import { summarise } from './stats';
import { consumerMapping, javaProducerConfig } from './config';
import { diagnose } from '../../common/src/benchDiagnosis';
import { count } from '../../common/src/units';
import { rateShortfallWarning } from './rateShortfall';

export interface RunHooks {
  signal?: AbortSignal;
  progress?(message: string, fraction: number): void;
  log?(line: string): void;
  /** SASL/TLS for the clients; the caller reads secrets from SecretStorage. Never logged. */
  connection?: Pick<ConnectionOptions, 'ssl' | 'sasl'>;
  /** Persistent record of the topics this run creates (VS Code: workspace storage). */
  ledger?: TopicLedger;
  /**
   * The run has failed, with this message, and is cleaning up (deleting its topic, disconnecting),
   * which a hung broker stretches by several seconds. Lets a UI show the error at once; the run's
   * promise still rejects once the clean-up is done. Not called on cancel.
   */
  failed?(message: string): void;
}

/** The hooks inside a run: `fail` reports a failure as soon as it is known (once), before any clean-up. */
export interface RoundHooks extends RunHooks {
  fail?(e: unknown): void;
}

/** Wraps the caller's hooks so that any failure (not a cancel) reaches `failed` once, in plain words, at once. */
export function withFailureReport(s: BenchSettings, hooks: RunHooks): RoundHooks {
  const failed = hooks.failed;
  if (!failed) return hooks;
  let told = false;
  return { ...hooks, fail: (e) => { if (told || e instanceof BenchCancelled) return; told = true; failed(explainError(e, s.bootstrap, requestTimeoutMs(s))); } };
}

export function parseBenchSettings(input: BenchSettingsInput): BenchSettings {
  const r = benchSettingsSchema.safeParse(input);
  if (!r.success) throw new BenchError(`Invalid benchmark settings: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return r.data;
}

/** The clients' request timeout: the run's timeout, at most 30 s (a dead broker must not hold a run longer). */
export function requestTimeoutMs(s: Pick<BenchSettings, 'timeoutMs'>): number {
  return Math.min(s.timeoutMs, 30_000);
}

export function kafkaFor(s: BenchSettings, hooks: RunHooks, retry?: RetryOptions): Kafka {
  return makeKafka({ bootstrap: s.bootstrap, allowNonLoopback: s.allowNonLoopback, timeoutMs: requestTimeoutMs(s), ...hooks.connection }, undefined, retry);
}

/** How a run's topic is kept: in the run's ledger, and known to each live broker before measuring. */
export function topicOptions(s: BenchSettings, hooks: RoundHooks, cluster: ClusterInfo): BenchTopicOptions {
  return {
    ledger: hooks.ledger,
    onFailure: hooks.fail,
    log: hooks.log,
    brokerAdmins: () => cluster.addresses.map((a) => kafkaFor({ ...s, bootstrap: a }, hooks).admin()),
  };
}

/** Disconnects every client; errors from an already dead broker are irrelevant here. */
export async function disconnectAll(clients: Array<{ disconnect(): Promise<void> }>): Promise<void> {
  await Promise.allSettled(clients.map((c) => c.disconnect()));
}

/** Rejects when `progressed()` has not advanced for `stallMs`, or the signal aborts. */
export function watchdog(stallMs: number, progressed: () => number, signal: AbortSignal | undefined, what: string): { promise: Promise<never>; stop(): void } {
  let last = progressed();
  let lastChange = performance.now();
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const promise = new Promise<never>((_, reject) => {
    timer = setInterval(() => {
      const v = progressed();
      if (v !== last) { last = v; lastChange = performance.now(); return; }
      if (performance.now() - lastChange > stallMs) reject(new BenchError(`No progress for ${(stallMs / 1000).toFixed(0)} s while ${what}: the broker stopped answering.`));
    }, 200);
    onAbort = () => reject(new BenchCancelled());
    if (signal?.aborted) onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
  });
  promise.catch(() => undefined);
  return { promise, stop: () => { clearInterval(timer); if (onAbort) signal?.removeEventListener('abort', onAbort); } };
}

export function throwIfAborted(signal?: AbortSignal): void {
  if (signal?.aborted) throw new BenchCancelled();
}

export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/**
 * Paces records like ThroughputThrottler: record i is not sent before start + i / rate, within
 * MIN_SLEEP_MS. Like ThroughputThrottler (MIN_SLEEP_NS = 2 ms) it sleeps only once it is that far
 * ahead, so at 2,000 rec/s a timer wakes the loop every fourth record rather than every other one;
 * under CPU contention every wake-up waits for a core, and the records between them go out
 * back-to-back, as Java's do.
 */
export const MIN_SLEEP_MS = 2;
export class Throttler {
  private readonly start = performance.now();
  constructor(private readonly rate: number) {}
  /** Resolves at once (no timer, no promise) unless the loop is at least MIN_SLEEP_MS ahead. */
  wait(i: number): Promise<void> | undefined {
    if (this.rate <= 0) return undefined;
    const d = this.intendedAt(i) - performance.now();
    return d >= MIN_SLEEP_MS ? sleep(d) : undefined;
  }
  /**
   * What a send loop awaits before record i, or nothing: the throttle's sleep when the loop is
   * ahead, otherwise a turn for socket I/O and the emulator's sender every 128 records (an
   * unthrottled loop, or a throttled one behind its schedule, sleeps on no timer and would keep them
   * waiting: a throttled one-record-per-batch run then fell to 538 of 2,000 rec/s at load 7).
   */
  pace(i: number): Promise<unknown> | undefined {
    return this.wait(i) ?? ((i & 127) === 0 ? yieldToIo() : undefined);
  }
  /**
   * When record i was meant to be sent: OpenMessaging Benchmark's intended send time. A latency
   * measured from here keeps the wait of records that a stalled send() held back, which a latency
   * measured from the actual send() omits (coordinated omission).
   */
  intendedAt(i: number): number {
    return this.rate <= 0 ? performance.now() : this.start + (i * 1000) / this.rate;
  }
  get throttled(): boolean {
    return this.rate > 0;
  }
}

export function envelope(s: BenchSettings, kind: BenchKind, label: string, rounds: Metrics[], warnings: string[], cluster: string): BenchResult {
  const { median, min, max } = summarise(rounds);
  const rate = s.throughput > 0 ? `throttled ${count(s.throughput)} rec/s` : 'unthrottled';
  const mode = kind === 'consumer' ? `backlog ${s.partitions}×${count(s.records)}×${s.recordSize} B` : kind === 'e2e' ? `end to end (produce → consume), ${rate}` : rate;
  const diagnosis = diagnoseRun(s, kind, median);
  // Said first: it changes how every latency figure of the run reads.
  const shortfall = rateShortfallWarning(s, kind, median);
  if (shortfall) warnings = [shortfall, ...warnings];
  return { id: randomBytes(6).toString('hex'), when: new Date().toISOString(), kind, engine: s.engine, label, mode, roundsRun: rounds.length, rounds, median, min, max, warnings, cluster, config: s.config, run: runSettings(s, kind), ...(diagnosis ? { diagnosis } : {}) };
}

/** The expert's sentence for the median round, with the settings it names as the client applies them. */
function diagnoseRun(s: BenchSettings, kind: BenchKind, median: Metrics): string | undefined {
  const p = javaProducerConfig(s.config, s.client);
  const c = consumerMapping(s.config, s.client);
  return diagnose(kind, median, { lingerMs: p.lingerMs, batchSize: p.batchSize, fetchMaxWaitMs: c.maxWaitTimeInMs, fetchMinBytes: c.minBytes, throttled: s.throughput > 0 });
}

/** The run's own settings in the words the panel uses, so two results can say what differed. */
function runSettings(s: BenchSettings, kind: BenchKind): Record<string, string> {
  const out: Record<string, string> = { engine: s.engine, rounds: String(s.rounds), 'record bytes': String(s.recordSize), partitions: String(s.partitions) };
  if (kind === 'e2e') out['config of'] = s.configRole;
  if (kind !== 'consumer') {
    out['records per round'] = String(s.records);
    out['rate (rec/s)'] = s.throughput > 0 ? String(s.throughput) : 'unthrottled';
    if (s.sendPattern) out['send pattern'] = s.sendPattern.kind === 'serial' ? 'serial' : s.sendPattern.kind === 'concurrent' ? `concurrent:${s.sendPattern.n}` : `batch:${s.sendPattern.size}`;
    if (s.payloadFile) out['payload file'] = s.payloadFile;
  } else {
    out['records per partition'] = String(s.records);
  }
  return out;
}

/** Re-throws any failure as one plain sentence, keeping cancellation recognisable. */
export function rethrowPlain(e: unknown, s: Pick<BenchSettings, 'bootstrap' | 'timeoutMs'>): never {
  if (e instanceof BenchCancelled) throw e;
  // The kafkajs error stays reachable as `cause` for logs and debugging; the message is the plain one.
  throw new BenchError(explainError(e, s.bootstrap, requestTimeoutMs(s)), { cause: e });
}

/**
 * Waits until every promise has settled, or `maxMs`, whichever is first. Used before disconnecting
 * clients: requests kafkajs is still retrying would otherwise reconnect after the disconnect.
 */
export async function settledWithin(promises: Iterable<Promise<unknown>>, maxMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([Promise.allSettled(promises), new Promise<void>((r) => { timer = setTimeout(r, maxMs); })]);
  clearTimeout(timer);
}
