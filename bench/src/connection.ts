// Everything that touches the cluster outside the measurement: the loopback guard, client
// construction (SASL/TLS accepted, never logged), and the run's own topic, created with a random
// product-prefixed name and always deleted in `finally` — the benchmark never touches a topic
// it did not create (issue 5, Safety).
import { randomBytes } from 'node:crypto';
import { connect as netConnect, isIP } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import { Kafka, type ISocketFactory, logLevel, type Admin, type Consumer, type RetryOptions, type SASLOptions } from 'kafkajs';
import { TOPIC_PREFIX } from '../../common/src/bench';
import { terms } from './terms';

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

/** The `host:port` (or `[v6]:port`) addresses among `addresses` whose host is not on this machine. */
export function nonLoopback(addresses: readonly string[]): string[] {
  return addresses.filter((a) => !isLoopbackHost(a.slice(0, a.lastIndexOf(':'))));
}

/** Refuses any non-loopback broker unless explicitly allowed (user-level setting + confirmation). */
export function checkBootstrap(opts: ConnectionOptions): string[] {
  const brokers = parseBootstrap(opts.bootstrap);
  if (brokers.length === 0) throw new BenchError('No bootstrap server given.');
  for (const b of brokers) {
    const host = b.slice(0, b.lastIndexOf(':'));
    if (!/:\d+$/.test(b)) throw new BenchError(`Bootstrap server "${b}" must be host:port.`);
    if (!opts.allowNonLoopback && !isLoopbackHost(host)) {
      throw new BenchError(`Refusing to benchmark against ${b}: only loopback brokers are allowed unless ${terms().allowNonLoopback}.`);
    }
  }
  return brokers;
}

export function makeKafka(opts: ConnectionOptions, clientId = 'kafka-tuning-bench', retry?: RetryOptions): Kafka {
  const { brokers, socketFactory } = ipv6Aware(checkBootstrap(opts));
  const t = opts.timeoutMs ?? 30_000;
  return new Kafka({
    clientId,
    brokers,
    ...(socketFactory ? { socketFactory } : {}),
    ssl: opts.ssl as never,
    sasl: opts.sasl,
    connectionTimeout: Math.min(t, 5_000),
    requestTimeout: t,
    // Few, quick retries: a killed broker should surface as an error, not a minute of back-off.
    retry: retry ?? { retries: 2, initialRetryTime: 100, maxRetryTime: Math.min(t, 2_000) },
    logLevel: logLevel.NOTHING,
  });
}

/**
 * kafkajs reads a seed broker as `host:port` by splitting at every ':', so `[::1]:9092` became host
 * '[' and port NaN. Bracketed IPv6 seeds get a colon-free stand-in name, and a socket factory (the
 * same connect kafkajs does by default) connects the stand-in to the real address. Brokers the
 * metadata names arrive as host and port already and are not affected.
 */
export function ipv6Aware(brokers: string[]): { brokers: string[]; socketFactory?: ISocketFactory } {
  const real = new Map<string, string>();
  const mapped = brokers.map((b) => {
    const m = /^\[([0-9a-fA-F:.]+)\]:(\d+)$/.exec(b);
    if (!m) return b;
    const alias = `kafka-tuning-ipv6-${real.size}`;
    real.set(alias, m[1]);
    return `${alias}:${m[2]}`;
  });
  if (real.size === 0) return { brokers };
  const socketFactory: ISocketFactory = ({ host, port, ssl, onConnect }) => {
    const h = real.get(host) ?? host;
    const socket = ssl
      ? tlsConnect({ host: h, port, ...(isIP(h) ? {} : { servername: h }), ...(ssl as object) }, onConnect)
      : netConnect({ host: h, port }, onConnect);
    socket.setKeepAlive(true, 60_000);
    return socket;
  };
  return { brokers: mapped, socketFactory };
}

export function newTopicName(): string {
  return TOPIC_PREFIX + randomBytes(6).toString('hex');
}

export interface ClusterInfo {
  brokers: number;
  controller: number | null;
  describe: string;
  /** host:port each broker advertises: the addresses the run's clients really connect to. */
  addresses: string[];
}

/**
 * The live brokers. A loopback bootstrap can advertise other hosts (a tunnel, a container's
 * listener), and kafkajs then connects to those: the loopback rule applies to them too.
 */
export async function describeCluster(admin: Admin, allowNonLoopback?: boolean): Promise<ClusterInfo> {
  const c = await admin.describeCluster();
  const addresses = c.brokers.map((b) => `${b.host.includes(':') ? `[${b.host}]` : b.host}:${b.port}`);
  const [remote] = nonLoopback(addresses);
  if (remote && !allowNonLoopback) {
    throw new BenchError(`Refusing to benchmark: the cluster advertises ${remote}, which is not a loopback address (its clients would connect there). Only loopback brokers are allowed unless ${terms().allowNonLoopback}.`);
  }
  return { brokers: c.brokers.length, controller: c.controller, addresses, describe: `${c.brokers.length} broker(s): ${c.brokers.map((b) => `${b.nodeId}@${b.host}:${b.port}`).join(', ')}` };
}

/**
 * Topics this process created whose deletion failed (cluster down at cleanup). Their names are
 * random with our prefix, so one that shows up in a later listing is ours: the next benchmark
 * deletes it before creating its own (never a topic it did not create).
 */
const orphans = new Set<string>();
const DELETE_TIMEOUT_MS = 15_000;
/** One attempt's bound: a request parked on a broker in controlled shutdown must not use up the rest. */
const DELETE_ATTEMPT_MS = 4_000;

/** Topics whose deletion failed and that no later run has deleted yet (tests, messages). */
export function pendingOrphans(): string[] {
  return [...orphans];
}

/**
 * Deletes `topic`, retrying for up to DELETE_TIMEOUT_MS (attempts of DELETE_ATTEMPT_MS at most): a broker that is stopping (it may be the
 * one kafkajs sends the request to) must not leave the topic behind while others are alive. On
 * failure the topic is remembered for the next run and the returned sentence says so.
 */
async function deleteBenchTopic(admin: Admin, topic: string, ledger?: TopicLedger): Promise<string | undefined> {
  const deadline = performance.now() + DELETE_TIMEOUT_MS;
  let last: unknown;
  for (let delay = 250; ; delay = Math.min(delay * 2, 2_000)) {
    const left = Math.min(DELETE_ATTEMPT_MS, deadline - performance.now());
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`no answer within ${(left / 1000).toFixed(0)} s`)), left); });
      await Promise.race([admin.deleteTopics({ topics: [topic], timeout: Math.max(1_000, Math.round(left)) }), timeout]);
      orphans.delete(topic);
      return undefined;
    } catch (e) {
      // A broker that has not applied the topic's creation yet also answers UNKNOWN_TOPIC_OR_PARTITION:
      // gone only when the listing agrees, otherwise try again.
      if (causes(e).some((c) => c.type === 'UNKNOWN_TOPIC_OR_PARTITION') && !(await admin.listTopics().catch(() => [topic])).includes(topic)) { orphans.delete(topic); return undefined; }
      last = e;
    } finally {
      clearTimeout(timer);
    }
    if (performance.now() + delay >= deadline) break;
    await new Promise((r) => setTimeout(r, delay));
  }
  orphans.add(topic);
  // "The next benchmark deletes it" only where that is so: a ledger that lists the topic outlives
  // this process; without one, only a later run in this same process would.
  const later = ledger?.names().includes(topic) ? 'the next benchmark against this cluster deletes it, or ' : '';
  return `The benchmark topic ${topic} could not be deleted (${(last as Error)?.message ?? String(last)}); ${later}run kafka-topics.sh --delete --topic ${topic}${later ? '' : ' to delete it'}.`;
}

/**
 * A created topic reaches the brokers' metadata caches a moment after the controller committed it;
 * until then a broker answers UNKNOWN_TOPIC_OR_PARTITION (seen on 3 nodes on 2 cores, ~1 s after
 * creation, most on a cluster that has just started). kafkajs gives up on that answer at once in
 * createTopics' waitForLeaders and in a metadata refresh, which asks one connected broker — a
 * producer whose bootstrap broker lags fails its first send. So before measuring, every live broker
 * must show a leader for every partition, for up to 10 s.
 *
 * `brokerAdmins` are fresh admins bootstrapped with one broker each: their first metadata refresh
 * asks exactly that broker (kafkajs refreshes from a connected broker, and only the bootstrap broker is).
 * A broker that cannot be reached is skipped: no client of the run can reach it either.
 */
async function untilKnown(admin: Admin, topic: string, brokerAdmins: Admin[]): Promise<void> {
  const deadline = performance.now() + UNTIL_KNOWN_MS;
  const known = async (a: Admin): Promise<boolean> => {
    const meta = await a.fetchTopicMetadata({ topics: [topic] });
    return meta.topics[0]?.partitions.length > 0 && meta.topics[0].partitions.every((p) => p.leader >= 0);
  };
  const waitFor = async (a: Admin, who: string): Promise<void> => {
    let last: unknown;
    for (let delay = 100; ; delay = Math.min(delay * 2, 1_000)) {
      try {
        if (await known(a)) return;
        last = 'a partition without a leader';
      } catch (e) {
        last = e;
      }
      if (performance.now() + delay >= deadline) {
        throw new BenchError(`${who} still did not know the benchmark topic ${(UNTIL_KNOWN_MS / 1000).toFixed(0)} s after it was created (${(last as Error)?.message ?? last}): the cluster is starting, stopping or overloaded. Run again once it is stable.`);
      }
      await new Promise((r) => setTimeout(r, delay));
    }
  };
  await waitFor(admin, 'The cluster');
  await Promise.all(brokerAdmins.map(async (a, i) => {
    try {
      await a.connect();
    } catch {
      return;
    }
    try {
      await waitFor(a, `Broker ${i + 1} of ${brokerAdmins.length}`);
    } finally {
      await a.disconnect().catch(() => undefined);
    }
  }));
}
const UNTIL_KNOWN_MS = 10_000;

/**
 * Where a run writes down the topic it is about to create, before creating it, and crosses it off
 * once deleted. The in-process orphan list dies with the process; a ledger in workspace storage
 * survives a window reload or a crashed extension host, whose `finally` never ran, so the next
 * run (or the next activation) can delete exactly the topics this product created — no others.
 */
export interface TopicLedger {
  record(topic: string): Promise<void>;
  forget(topic: string): Promise<void>;
  names(): string[];
}

/**
 * Deletes the topics earlier runs created and could not delete (in-process orphans and the
 * ledger's names) that `existing` still lists; ledger names the cluster no longer has are crossed
 * off. Returns the topics deleted now.
 */
export async function deleteLeftovers(admin: Admin, ledger?: TopicLedger, existing?: string[]): Promise<string[]> {
  const listed = new Set(existing ?? await admin.listTopics());
  const ours = new Set([...orphans, ...(ledger?.names() ?? [])].filter((t) => t.startsWith(TOPIC_PREFIX)));
  const deleted: string[] = [];
  for (const t of ours) {
    if (!listed.has(t)) { orphans.delete(t); await ledger?.forget(t); continue; }
    if (await deleteBenchTopic(admin, t, ledger) === undefined) { deleted.push(t); await ledger?.forget(t); }
  }
  return deleted;
}

export interface BenchTopicOptions {
  /** Persistent record of the topics this product created (see TopicLedger). */
  ledger?: TopicLedger;
  /** One fresh, unconnected admin per live broker; the topic must be known to each before `body`. */
  brokerAdmins?: () => Admin[];
  /** Where to say that topics of earlier runs were deleted. */
  log?(line: string): void;
  /** Told of a failure before the topic is deleted (that can take seconds on a hung broker). */
  onFailure?(e: unknown): void;
}

/**
 * Creates a fresh topic, runs `body`, then deletes the topic whatever happened. The name is random
 * with our prefix; an existing topic of that name (never expected) aborts the run untouched.
 * Topics of earlier runs whose deletion failed are deleted first when they are seen here.
 */
export async function withBenchTopic<T>(admin: Admin, spec: { partitions: number; replicationFactor: number; configs?: Record<string, string> }, body: (topic: string) => Promise<T>, opts: BenchTopicOptions = {}): Promise<T> {
  const { ledger } = opts;
  const topic = newTopicName();
  const existing = await admin.listTopics();
  if (existing.includes(topic)) throw new BenchError(`Topic ${topic} already exists; refusing to use it.`);
  const cleared = await deleteLeftovers(admin, ledger, existing);
  if (cleared.length > 0) opts.log?.(`deleted ${cleared.length === 1 ? 'the benchmark topic' : `${cleared.length} benchmark topics`} an earlier run left behind: ${cleared.join(', ')}`);
  await ledger?.record(topic);
  const remove = async (): Promise<string | undefined> => {
    const leftover = await deleteBenchTopic(admin, topic, ledger);
    if (!leftover) await ledger?.forget(topic);
    return leftover;
  };
  const failed = async (e: unknown): Promise<never> => {
    opts.onFailure?.(e);
    const leftover = await remove();
    if (leftover && !(e instanceof BenchCancelled)) (e as { leftoverTopic?: string }).leftoverTopic = leftover;
    throw e;
  };
  let created: boolean;
  try {
    created = await admin.createTopics({
      waitForLeaders: false,
      topics: [{ topic, numPartitions: spec.partitions, replicationFactor: spec.replicationFactor, configEntries: Object.entries(spec.configs ?? {}).map(([name, value]) => ({ name, value })) }],
    });
  } catch (e) {
    // The controller may have created the topic before the error (a timeout, a broker going away):
    // delete it if it is there. Ours either way — the name is new and was recorded first.
    return failed(e);
  }
  // Not ours after all (a name clash, never expected): cross it off so no later run deletes it.
  if (!created) { await ledger?.forget(topic); throw new BenchError(`Topic ${topic} already exists; refusing to use it.`); }
  let result: T;
  try {
    await untilKnown(admin, topic, opts.brokerAdmins?.() ?? []);
    result = await body(topic);
  } catch (e) {
    return failed(e);
  }
  const leftover = await remove();
  if (leftover) throw new BenchError(leftover);
  return result;
}

/** Any topics with our prefix still present (tests assert none remain). */
export async function leftoverTopics(admin: Admin): Promise<string[]> {
  return (await admin.listTopics()).filter((t) => t.startsWith(TOPIC_PREFIX));
}

/**
 * Connects a kafkajs client, giving up at once on cancel (or when `stop` rejects, e.g. the stall
 * watchdog). kafkajs finishes a connect it has started even if disconnect() ran meanwhile, which
 * left an open socket behind every cancel during connect; so a connect still under way is awaited
 * briefly, and one that completes later still is disconnected as soon as it does.
 */
export async function connectClient(client: { connect(): Promise<void>; disconnect(): Promise<void> }, signal?: AbortSignal, stop?: Promise<never>): Promise<void> {
  const p = client.connect();
  p.catch(() => undefined);
  try {
    await Promise.race(stop ? [abortable(p, signal), stop] : [abortable(p, signal)]);
  } catch (e) {
    let timer: NodeJS.Timeout | undefined;
    const settled = await Promise.race([p.then(() => true, () => true), new Promise<boolean>((r) => { timer = setTimeout(() => r(false), 2_000); })]);
    clearTimeout(timer);
    if (!settled) void p.then(() => client.disconnect(), () => undefined);
    throw e;
  }
}

/**
 * Runs `fn` again (up to `attempts` times) when a broker dropped the connection under it. kafkajs
 * rotates bootstrap brokers on connect, but its metadata refresh (consumer.subscribe) gives up at once
 * when the broker it asked closes the socket. Seen once in 57 runs of a broker stopping just as a
 * round began: the round ended 0.12 s in with "Closed connection" while two brokers were alive. A
 * Java client would ask another broker; after a short pause the next attempt does.
 */
/**
 * A promise that rejects when kafkajs gives a consumer up for good (CRASH without restart), so a
 * round fails at once with that error instead of after the watchdog's silence; a crash kafkajs
 * restarts from is only logged.
 */
export function crashOf(consumer: Consumer, log?: (line: string) => void): Promise<never> {
  let crashed!: (e: unknown) => void;
  const crash = new Promise<never>((_, reject) => (crashed = reject));
  crash.catch(() => undefined);
  consumer.on(consumer.events.CRASH, (e) => {
    log?.(`consumer ${e.payload.restart ? 'restarting after' : 'stopped by'}: ${e.payload.error?.message ?? e.payload.error}`);
    if (!e.payload.restart) crashed(e.payload.error);
  });
  return crash;
}

export async function retryIfConnectionDropped<T>(fn: () => Promise<T>, wanted: () => boolean, attempts = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (e) {
      if (i >= attempts || !causes(e).some((c) => c.name === 'KafkaJSConnectionClosedError' || c.name === 'KafkaJSConnectionError')) throw e;
      await new Promise((r) => setTimeout(r, 250 * i));
      // The round may have given up meanwhile (watchdog, cancel): a metadata call on a disconnected
      // kafkajs client reconnects it, and that socket would outlive the run.
      if (!wanted()) throw e;
    }
  }
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

/** The error and its causes (kafkajs wraps the broker's error in retries). */
function causes(e: unknown): Array<{ name?: string; message?: string; type?: string; code?: string }> {
  const out: Array<{ name?: string; message?: string; type?: string; code?: string }> = [];
  const seen = new Set<unknown>();
  for (let cur = e as { cause?: unknown; originalError?: unknown } | undefined; cur && typeof cur === 'object' && !seen.has(cur) && out.length < 10; cur = (cur.cause ?? cur.originalError) as typeof cur) {
    seen.add(cur);
    out.push(cur as never);
  }
  return out;
}

/** Turns kafkajs errors into one plain sentence (NOT_ENOUGH_REPLICAS, connection refused…). */
export function explainError(e: unknown, bootstrap: string, timeoutMs?: number): string {
  const err = e as { name?: string; message?: string; type?: string; cause?: unknown; leftoverTopic?: string };
  const msg = `${err?.message ?? e}`;
  const tail = err?.leftoverTopic ? ` ${err.leftoverTopic}` : '';
  if (e instanceof BenchCancelled) return msg;
  if (e instanceof BenchError) return msg + tail;
  const chain = causes(e);
  const all = chain.map((c) => `${c.name} ${c.type ?? ''} ${c.code ?? ''} ${c.message}`).join(' | ');
  if (chain.some((c) => c.type === 'NOT_ENOUGH_REPLICAS' || c.type === 'NOT_ENOUGH_REPLICAS_AFTER_APPEND') || /not enough replicas/i.test(all)) {
    return 'The broker refused the write: NOT_ENOUGH_REPLICAS — fewer in-sync replicas are alive than min.insync.replicas requires for acks=all. Start the stopped brokers or lower acks (losing durability).' + tail;
  }
  // kafkajs numbers an idempotent producer's batches when it builds each request and treats
  // OUT_OF_ORDER_SEQUENCE_NUMBER (code 45) as not retriable (kafkajs src/protocol/error.js). With
  // several requests in flight, a leader change lets a later batch reach the new leader before the
  // retried earlier one; the Java client re-sends in sequence order, kafkajs stops (faults test: 1
  // run in 3 when the leader of a partition stops mid-produce).
  if (chain.some((c) => c.type === 'OUT_OF_ORDER_SEQUENCE_NUMBER')) {
    return 'The broker rejected a batch as out of sequence (OUT_OF_ORDER_SEQUENCE_NUMBER) while partition leadership moved. enable.idempotence is on, so this run uses kafkajs\' idempotent producer, which cannot re-order its retries the way the Java client does. The run was stopped and its clients disconnected; run again once the cluster is stable, or measure with enable.idempotence=false.' + tail;
  }
  // kafkajs' SASL errors name the mechanism and the broker's reason, never the password.
  if (chain.some((c) => c.name === 'KafkaJSSASLAuthenticationError' || c.type === 'SASL_AUTHENTICATION_FAILED') || /SASL .*authentication failed/i.test(all)) {
    return `The broker at ${bootstrap} rejected the SASL credentials (${msg.replace(/\s+/g, ' ').slice(0, 200)}). Check the username and password ${terms().credentials}.` + tail;
  }
  if (chain.some((c) => ['LEADER_NOT_AVAILABLE', 'NOT_LEADER_OR_FOLLOWER', 'NOT_LEADER_FOR_PARTITION', 'UNKNOWN_TOPIC_OR_PARTITION'].includes(c.type ?? ''))) {
    return `The cluster at ${bootstrap} had no usable leader for the benchmark topic (${msg}): brokers are stopping, starting or electing leaders, and kafkajs ran out of retries. Run again once the cluster is stable.` + tail;
  }
  if (chain.some((c) => c.code === 'ECONNREFUSED')) {
    return `No broker answers at ${bootstrap}: connection refused (nothing listens there, or the broker stopped). Is Kafka running? The run was stopped and its clients disconnected.` + tail;
  }
  // kafkajs ran out of CONSUMER_RETRY's coordinator lookups (consumerBench.ts).
  if (chain.some((c) => c.name === 'KafkaJSGroupCoordinatorNotFound')) {
    return `The consumer could not find its group coordinator at ${bootstrap} (${msg}) after asking every broker for several seconds: a broker stopped and no other has taken over the group yet. The run was stopped and its clients disconnected; run again once the cluster is stable.` + tail;
  }
  // A listener that accepts TCP but never answers: kafkajs' ApiVersions handshake times out and
  // connect() resolves with an unusable broker ("Broker not connected").
  if (/Broker not connected/.test(all) || chain.some((c) => c.name === 'KafkaJSRequestTimeoutError') || /Request .*timed out|Connection timeout|ETIMEDOUT/i.test(all)) {
    return `The broker at ${bootstrap} did not answer in time${timeoutMs ? `: no response within ${(timeoutMs / 1000).toFixed(0)} s` : ''} (${msg}): something accepts connections there but no Kafka response came back — wrong port, a TLS/SASL listener, or a hung broker. The run was stopped and its clients disconnected.` + tail;
  }
  if (/KafkaJSConnectionError|KafkaJSNumberOfRetriesExceeded|Connection error|Closed connection|ECONNRESET|EPIPE/i.test(all)) {
    return `Lost the broker at ${bootstrap} (${msg}). Is it running? The run was stopped and its clients disconnected.` + tail;
  }
  return msg + tail;
}
