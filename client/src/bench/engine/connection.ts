// Everything that touches the cluster outside the measurement: the loopback guard, client
// construction (SASL/TLS accepted, never logged), and the run's own topic, created with a random
// product-prefixed name and always deleted in `finally` — the benchmark never touches a topic
// it did not create (issue 5, Safety).
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { Kafka, logLevel, type Admin, type SASLOptions } from 'kafkajs';
import { TOPIC_PREFIX } from '../../../../common/bench';

export interface ConnectionOptions {
  bootstrap: string;
  allowNonLoopback?: boolean;
  ssl?: boolean | { ca?: string; cert?: string; key?: string; rejectUnauthorized?: boolean };
  /** Passed through to kafkajs; the caller keeps secrets in SecretStorage, we never print them. */
  sasl?: SASLOptions;
  /** Connection/request timeout: a dead broker must fail the run within this, not hang. */
  timeoutMs?: number;
}

export class BenchError extends Error {}

const LOOPBACK_NAMES = new Set(['localhost', 'ip6-localhost', 'ip6-loopback']);

export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (LOOPBACK_NAMES.has(h) || h.endsWith('.localhost')) return true;
  if (isIP(h) === 4) return h.startsWith('127.');
  if (isIP(h) === 6) return h === '::1' || h === '0:0:0:0:0:0:0:1';
  return false;
}

export function parseBootstrap(bootstrap: string): string[] {
  return bootstrap.split(',').map((s) => s.trim()).filter(Boolean);
}

/** Refuses any non-loopback broker unless explicitly allowed (user-level setting + confirmation). */
export function checkBootstrap(opts: ConnectionOptions): string[] {
  const brokers = parseBootstrap(opts.bootstrap);
  if (brokers.length === 0) throw new BenchError('No bootstrap server given.');
  for (const b of brokers) {
    const host = b.slice(0, b.lastIndexOf(':'));
    if (!/:\d+$/.test(b)) throw new BenchError(`Bootstrap server "${b}" must be host:port.`);
    if (!opts.allowNonLoopback && !isLoopbackHost(host)) {
      throw new BenchError(`Refusing to benchmark against ${b}: only loopback brokers are allowed unless kafkaTuning.benchmark.allowNonLoopback is set (and confirmed).`);
    }
  }
  return brokers;
}

export function makeKafka(opts: ConnectionOptions, clientId = 'kafka-tuning-bench'): Kafka {
  const brokers = checkBootstrap(opts);
  const t = opts.timeoutMs ?? 30_000;
  return new Kafka({
    clientId,
    brokers,
    ssl: opts.ssl as never,
    sasl: opts.sasl,
    connectionTimeout: Math.min(t, 5_000),
    requestTimeout: t,
    // Few, quick retries: a killed broker should surface as an error, not a minute of back-off.
    retry: { retries: 2, initialRetryTime: 100, maxRetryTime: Math.min(t, 2_000) },
    logLevel: logLevel.NOTHING,
  });
}

export function newTopicName(): string {
  return TOPIC_PREFIX + randomBytes(6).toString('hex');
}

export interface ClusterInfo {
  brokers: number;
  controller: number | null;
  describe: string;
}

export async function describeCluster(admin: Admin): Promise<ClusterInfo> {
  const c = await admin.describeCluster();
  return { brokers: c.brokers.length, controller: c.controller, describe: `${c.brokers.length} broker(s): ${c.brokers.map((b) => `${b.nodeId}@${b.host}:${b.port}`).join(', ')}` };
}

/**
 * Creates a fresh topic, runs `body`, then deletes the topic whatever happened. The name is random
 * with our prefix; an existing topic of that name (never expected) aborts the run untouched.
 */
export async function withBenchTopic<T>(admin: Admin, spec: { partitions: number; replicationFactor: number; configs?: Record<string, string> }, body: (topic: string) => Promise<T>): Promise<T> {
  const topic = newTopicName();
  const existing = await admin.listTopics();
  if (existing.includes(topic)) throw new BenchError(`Topic ${topic} already exists; refusing to use it.`);
  const created = await admin.createTopics({
    waitForLeaders: true,
    topics: [{ topic, numPartitions: spec.partitions, replicationFactor: spec.replicationFactor, configEntries: Object.entries(spec.configs ?? {}).map(([name, value]) => ({ name, value })) }],
  });
  if (!created) throw new BenchError(`Topic ${topic} already exists; refusing to use it.`);
  try {
    return await body(topic);
  } finally {
    await admin.deleteTopics({ topics: [topic], timeout: 10_000 }).catch(() => undefined);
  }
}

/** Any topics with our prefix still present (tests assert none remain). */
export async function leftoverTopics(admin: Admin): Promise<string[]> {
  return (await admin.listTopics()).filter((t) => t.startsWith(TOPIC_PREFIX));
}

/** Rejects with the signal's reason when aborted; used to race awaits against cancellation. */
export function abortable<T>(p: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return p;
  if (signal.aborted) return Promise.reject(new BenchCancelled());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new BenchCancelled());
    signal.addEventListener('abort', onAbort, { once: true });
    p.then((v) => { signal.removeEventListener('abort', onAbort); resolve(v); }, (e) => { signal.removeEventListener('abort', onAbort); reject(e); });
  });
}

export class BenchCancelled extends Error {
  constructor() { super('Benchmark cancelled.'); }
}

/** Turns kafkajs errors into one plain sentence (NOT_ENOUGH_REPLICAS, connection refused…). */
export function explainError(e: unknown, bootstrap: string): string {
  const err = e as { name?: string; message?: string; type?: string; cause?: unknown };
  const msg = `${err?.message ?? e}`;
  if (e instanceof BenchCancelled || e instanceof BenchError) return msg;
  if (err?.type === 'NOT_ENOUGH_REPLICAS' || /not enough replicas/i.test(msg)) {
    return 'The broker refused the write: NOT_ENOUGH_REPLICAS — fewer in-sync replicas are alive than min.insync.replicas requires for acks=all. Start the stopped brokers or lower acks (losing durability).';
  }
  if (/ECONNREFUSED|Connection error|KafkaJSConnectionError|KafkaJSNumberOfRetriesExceeded|timed out|Request timed out|connect ETIMEDOUT|Closed connection/i.test(`${err?.name} ${msg}`)) {
    return `Lost the broker at ${bootstrap} (${msg}). Is it running? The run was stopped and its clients disconnected.`;
  }
  return msg;
}
