// "Java batching emulated": the Java producer's RecordAccumulator + Sender rebuilt on top of
// kafkajs, so a .properties/Java/librdkafka config is measured with the batching it would really
// get. kafkajs itself has no linger or batch.size (docs/sources.md#kafkajs): every send() is a request.
// Rules reproduced (docs/sources.md#batching):
//  - per-partition deques of batches sized with the real v2 format (BatchSizer);
//  - a partition is ready when its first batch is full (or a second batch waits), linger.ms has
//    passed, a send() is blocked on buffer.memory, or a flush runs;
//  - a node is sent to only while fewer than max.in.flight requests are outstanding; draining takes
//    the first batch of every partition the node leads, ready or not, up to max.request.size;
//  - buffer.memory is reserved per batch (its write limit) and freed on acknowledgement; send()
//    blocks when it runs out, and fails after max.block.ms.
// Not reproduced: retries/idempotent sequence numbers (kafkajs retries itself), the adaptive
// compression-ratio estimate (one ratio measured on a sample replaces it).
import type { CompressionTypes, Message, Producer } from 'kafkajs';
import { BatchSizer } from './batchMath';
import type { JavaProducerConfig } from './config';
import { Fifo } from './fifo';
import { settledWithin } from './run';

/** A record waiting for its acknowledgement: when send() was called, and when it was meant to be (throttled runs). */
interface Pending { t0: number; intended: number; onAck: AckSink }
/** Gets send()→ack and intended send time→ack, in ms. */
export type AckSink = (sendLatencyMs: number, intendedLatencyMs: number) => void;
interface Batch { sizer: BatchSizer; createdAt: number; createdWall: number; messages: Message[]; pending: Pending[]; reserved: number; partition: number }

/** Which gate sent a batch (RecordAccumulator.ready), counted per drained batch. */
export type Gate = 'full' | 'linger' | 'flush' | 'other';

/**
 * The emulator's own accounting, the counterpart of the Java producer's SenderMetricsRegistry:
 * queue time per batch (created → drained, as Sender records batch.queueTimeMs()), request latency
 * (drained → answered, as NetworkClient's createdTimeMs → response), batch bytes after compression
 * (the measured ratio applied), time send() spent blocked on buffer.memory.
 */
export interface EmulatorStats {
  requests: number; batches: number; batchBytes: number; records: number;
  drainedBatches: number; gates: Record<Gate, number>;
  queueSumMs: number; queueMaxMs: number;
  answered: number; requestSumMs: number; requestMaxMs: number;
  compressedBytes: number; blockedMs: number;
}
/** Called per record when its batch is drained: send()→drain is the Java record-queue-time (the producer's record-queue-time metric). */
export type QueueTimeSink = (ms: number) => void;

export class JavaBatchingEmulator {
  private readonly deques = new Map<number, Fifo<Batch>>();
  /** The partitions in order, kept once (append runs per record). */
  private readonly partitions: number[] = [];
  private readonly inFlight = new Map<number, number>();
  private readonly mutedPartitions = new Set<number>();
  private readonly byNode = new Map<number, number[]>();
  private readonly drainIndex = new Map<number, number>();
  private available: number;
  private readonly memWaiters: Array<{ size: number; resolve(): void; reject(e: Error): void; timer: NodeJS.Timeout }> = [];
  private scheduled = false;
  private lingerTimer: NodeJS.Timeout | undefined;
  private flushing = 0;
  private idleWaiters: Array<() => void> = [];
  private sticky = 0;
  /** Requests still with kafkajs; see settle(). */
  private readonly sends = new Set<Promise<void>>();
  error: Error | undefined;
  readonly stats: EmulatorStats = {
    requests: 0, batches: 0, batchBytes: 0, records: 0, drainedBatches: 0, gates: { full: 0, linger: 0, flush: 0, other: 0 },
    queueSumMs: 0, queueMaxMs: 0, answered: 0, requestSumMs: 0, requestMaxMs: 0, compressedBytes: 0, blockedMs: 0,
  };

  constructor(
    private readonly producer: Producer,
    private readonly topic: string,
    leaders: Map<number, number>,
    private readonly cfg: JavaProducerConfig,
    private readonly compression: CompressionTypes,
    private readonly ratio: number,
    private readonly onQueued: QueueTimeSink = () => undefined,
  ) {
    this.available = cfg.bufferMemory;
    for (const [p, node] of leaders) {
      this.deques.set(p, new Fifo<Batch>());
      this.partitions.push(p);
      this.byNode.set(node, [...(this.byNode.get(node) ?? []), p]);
    }
  }

  /**
   * Appends one record (null key, as perf-test sends). Returns undefined when appended at once, or a
   * promise while blocked on buffer.memory. `onAck` gets send()→ack and intended→ack latency in ms;
   * `intended` is when a throttled run meant to send the record (t0 when unthrottled).
   */
  append(value: Buffer, t0: number, onAck: AckSink, intended = t0): Promise<void> | undefined {
    if (this.error) throw this.error;
    const p = this.partitions[this.sticky % this.partitions.length];
    const dq = this.deques.get(p)!;
    const last = dq.last();
    const now = performance.now();
    if (last && last.sizer.tryAppend(null, value.length, Math.round(now - last.createdAt))) {
      this.addRecord(last, value, t0, intended, onAck);
      if (last.sizer.isFull()) this.afterBatchFull();
      return undefined;
    }
    // A new batch needs its buffer first (BufferPool.allocate): block when memory is short.
    const size = new BatchSizer(this.cfg.batchSize, null, value.length).writeLimit;
    if (this.available >= size && this.memWaiters.length === 0) {
      this.available -= size;
      this.newBatch(p, size, value, t0, intended, onAck);
      return undefined;
    }
    const blockedAt = performance.now();
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        const i = this.memWaiters.findIndex((w) => w.timer === timer);
        if (i >= 0) this.memWaiters.splice(i, 1);
        reject(new Error(`Failed to allocate memory within the configured max blocking time ${this.cfg.maxBlockMs} ms (buffer.memory=${this.cfg.bufferMemory}).`));
      }, this.cfg.maxBlockMs);
      this.memWaiters.push({ size, timer, reject, resolve: () => { this.stats.blockedMs += performance.now() - blockedAt; this.newBatch(p, size, value, t0, intended, onAck); resolve(); } });
      this.wake(); // "exhausted": a blocked send makes every partition ready.
    });
  }

  private newBatch(p: number, size: number, value: Buffer, t0: number, intended: number, onAck: AckSink): void {
    const b: Batch = { sizer: new BatchSizer(this.cfg.batchSize, null, value.length, this.ratio, this.cfg.compressed), createdAt: performance.now(), createdWall: Date.now(), messages: [], pending: [], reserved: size, partition: p };
    b.sizer.tryAppend(null, value.length, 0);
    this.addRecord(b, value, t0, intended, onAck);
    this.deques.get(p)!.push(b);
    this.stats.batches++;
    if (b.sizer.isFull()) this.afterBatchFull();
    this.wake();
  }

  private addRecord(b: Batch, value: Buffer, t0: number, intended: number, onAck: AckSink): void {
    b.messages.push({ value, partition: b.partition, timestamp: String(Date.now()) });
    b.pending.push({ t0, intended, onAck });
  }

  /** Sticky partitioning (KIP-480/794): stay on a partition until its batch fills, then move on. */
  private afterBatchFull(): void {
    this.sticky++;
    this.wake();
  }

  flush(): Promise<void> {
    this.flushing++;
    this.wake();
    return new Promise<void>((resolve, reject) => {
      const check = () => {
        if (this.error) { this.flushing--; reject(this.error); return; }
        if (this.idle()) { this.flushing--; resolve(); return; }
        this.idleWaiters.push(check);
      };
      check();
    });
  }

  /** Stops timers and fails blocked senders (cancel, failure). */
  close(reason: Error): void {
    this.error ??= reason;
    if (this.lingerTimer) clearTimeout(this.lingerTimer);
    for (const w of this.memWaiters.splice(0)) { clearTimeout(w.timer); w.reject(reason); }
    for (const f of this.idleWaiters.splice(0)) f();
  }

  private idle(): boolean {
    for (const dq of this.deques.values()) if (dq.length) return false;
    for (const n of this.inFlight.values()) if (n) return false;
    return true;
  }

  private wake(): void {
    if (this.scheduled || this.error) return;
    this.scheduled = true;
    setImmediate(() => { this.scheduled = false; this.runSender(); });
  }

  private canSendMore(node: number): boolean {
    return (this.inFlight.get(node) ?? 0) < this.cfg.maxInFlight;
  }

  private runSender(): void {
    if (this.error) return;
    const now = performance.now();
    const exhausted = this.memWaiters.length > 0;
    let nextDeadline = Infinity;
    for (const [node, parts] of this.byNode) {
      // As long as the node has a free request slot and a ready batch, another request goes out:
      // Java's Sender polls with a zero timeout while batches are ready, so it fills
      // max.in.flight.requests.per.connection without waiting for an answer. (One request per wake-up
      // kept about one request in flight: profiled at 0.01 requests outstanding when the next was sent.)
      // Completion of a request wakes us again.
      while (this.canSendMore(node)) {
        let ready = false;
        for (const p of parts) {
          const dq = this.deques.get(p)!;
          if (!dq.length || this.mutedPartitions.has(p)) continue;
          const first = dq.first()!;
          const full = dq.length > 1 || first.sizer.isFull();
          const due = first.createdAt + this.cfg.lingerMs;
          if (full || now >= due || exhausted || this.flushing > 0) { ready = true; break; }
          nextDeadline = Math.min(nextDeadline, due);
        }
        if (!ready) break;
        this.drainAndSend(node, parts);
      }
    }
    if (this.lingerTimer) clearTimeout(this.lingerTimer);
    this.lingerTimer = undefined;
    if (nextDeadline < Infinity) this.lingerTimer = setTimeout(() => this.wake(), Math.max(0, nextDeadline - performance.now()));
  }

  private drainAndSend(node: number, parts: number[]): void {
    const start = this.drainIndex.get(node) ?? 0;
    const batches: Batch[] = [];
    let size = 0;
    for (let k = 0; k < parts.length; k++) {
      const p = parts[(start + k) % parts.length];
      const dq = this.deques.get(p)!;
      if (!dq.length || this.mutedPartitions.has(p)) continue;
      const bytes = Math.round(dq.first()!.sizer.estimated());
      // The first batch always goes, even above max.request.size; later ones only if they fit.
      if (batches.length > 0 && size + bytes > this.cfg.maxRequestSize) break;
      batches.push(dq.shift()!);
      size += bytes;
    }
    this.drainIndex.set(node, (start + 1) % parts.length);
    if (!batches.length) return;
    const now = performance.now();
    for (const b of batches) this.stats.gates[this.gateOf(b, now)]++;
    if (this.cfg.maxInFlight === 1) for (const b of batches) this.mutedPartitions.add(b.partition);
    this.inFlight.set(node, (this.inFlight.get(node) ?? 0) + 1);
    this.stats.requests++;
    const drained = performance.now();
    for (const b of batches) {
      this.stats.batchBytes += b.sizer.bytes();
      this.stats.compressedBytes += b.sizer.sentBytes();
      this.stats.records += b.messages.length;
      this.stats.drainedBatches++;
      const age = drained - b.createdAt;
      this.stats.queueSumMs += age;
      if (age > this.stats.queueMaxMs) this.stats.queueMaxMs = age;
      for (const r of b.pending) this.onQueued(drained - r.t0);
    }
    const send: Promise<void> = this.producer
      .sendBatch({ topicMessages: [{ topic: this.topic, messages: batches.flatMap((b) => b.messages) }], acks: this.cfg.acks, compression: this.compression, timeout: this.cfg.requestTimeoutMs })
      .then(() => {
        const done = performance.now();
        const rtt = done - drained;
        this.stats.answered++;
        this.stats.requestSumMs += rtt;
        if (rtt > this.stats.requestMaxMs) this.stats.requestMaxMs = rtt;
        for (const b of batches) for (const r of b.pending) r.onAck(done - r.t0, done - r.intended);
      }, (e: unknown) => { this.close(e instanceof Error ? e : new Error(String(e))); })
      .finally(() => {
        this.inFlight.set(node, (this.inFlight.get(node) ?? 1) - 1);
        for (const b of batches) { this.mutedPartitions.delete(b.partition); this.available += b.reserved; }
        this.grantMemory();
        this.wake();
        if (this.idle() || this.error) for (const f of this.idleWaiters.splice(0)) f();
        this.sends.delete(send);
      });
    this.sends.add(send);
  }

  /**
   * Waits (at most `maxMs`) for the requests kafkajs still holds. After a failure the other
   * in-flight requests keep retrying inside kafkajs; a retry that refreshes metadata after the
   * producer was disconnected opens a connection nobody closes (faults test: a socket to a live
   * broker outlived the run). So the run disconnects only once they have settled.
   */
  settle(maxMs: number): Promise<void> {
    return settledWithin([...this.sends], maxMs);
  }

  /**
   * Why this batch left. Full: it cannot take another record of the size it holds (for equal
   * records that is when the next one would not fit, as MemoryRecordsBuilder.hasRoomFor decides), or
   * a second batch waits behind it; then linger.ms expired; then a flush(); anything else went with
   * another partition's ready batch to the same broker, or because buffer.memory ran out.
   */
  private gateOf(b: Batch, now: number): Gate {
    const dq = this.deques.get(b.partition)!;
    if (dq.length > 0 || b.sizer.isFull() || !b.sizer.hasRoomForAnother()) return 'full';
    if (now >= b.createdAt + this.cfg.lingerMs) return 'linger';
    if (this.flushing > 0) return 'flush';
    return 'other';
  }

  private grantMemory(): void {
    while (this.memWaiters.length && this.available >= this.memWaiters[0].size) {
      const w = this.memWaiters.shift()!;
      clearTimeout(w.timer);
      this.available -= w.size;
      w.resolve();
    }
  }
}
