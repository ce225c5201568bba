// Numbers worked out for one config and its declared workload; hovers list them and rules reuse
// them, so a warning and the hover next to it always agree.
import { lingerWait, type LingerWait } from '../../../common/src/kafka/lingerWait';
import { recordSize, recordsPerBatch } from '../../../common/src/kafka/recordBatch';
import { compareVersions } from './catalog';
import type { RuleContext } from './rules/types';
import { bytes, bytesAsWritten, count, duration, msValue, sizeUnit } from '../../../common/src/units';

/**
 * How records reach one batch queue. Keyed records are spread over the partitions by their hash;
 * records without a key go, in the Java client since 2.4, to one partition at a time until about
 * batch.size bytes have gone there (sticky partitioner, KIP-480; BuiltInPartitioner since 3.3,
 * KIP-794), so the open batch sees the whole rate.
 */
export interface Arrivals {
  /** Records per second into the batch of one partition. */
  perQueue: number;
  basis: 'keyed' | 'assumed-keyed' | 'sticky' | 'round-robin';
  /** The phrase a hover or message says it with: "over 64 partitions, keyed: 7.8 rec/s each". */
  phrase: string;
}

export interface BatchTiming {
  /** Records a full batch holds (its capacity at batch.size). */
  recordsPerBatch: number;
  batchBytes: number;
  arrivals?: Arrivals;
  /** ms for one partition to receive a full batch at the declared rate. */
  fillMs?: number;
  /** Which gate sends most batches at that rate. */
  gate?: 'batch.size' | 'linger.ms';
  /** The random-arrival model at that rate (common/src/kafka/lingerWait.ts, docs/evidence/linger-wait.md). */
  wait?: LingerWait;
  /** Mean wait if one broker leads every partition: the producer drains all of a broker's partitions together. */
  oneBrokerWaitMs?: number;
}

export function arrivals(ctx: RuleContext): Arrivals | undefined {
  const w = ctx.workload;
  if (!w.rate || w.rate <= 0) return undefined;
  const partitions = w.partitions ?? 1;
  const spread = (basis: Arrivals['basis'], how: string): Arrivals => ({
    perQueue: w.rate! / partitions, basis,
    phrase: partitions === 1 ? 'into 1 partition' : `over ${count(partitions)} partitions${how}: ${fmt(w.rate! / partitions)} rec/s each`,
  });
  const keyless = w.keyBytes === 0 || (ctx.site.client.client === 'java' && ctx.bool('partitioner.ignore.keys') === true);
  if (!keyless) return spread(w.keyBytes === undefined ? 'assumed-keyed' : 'keyed', w.keyBytes === undefined ? ', keys assumed evenly spread' : ', keyed');
  if (ctx.site.client.client !== 'java' || ctx.isSet('partitioner.class')) return undefined; // its own partitioner: not modelled
  const version = ctx.site.client.version;
  if (version !== undefined && compareVersions(version, '2.4.0') < 0) return spread('round-robin', ', no key (round-robin before 2.4)');
  return { perQueue: w.rate, basis: 'sticky', phrase: partitions === 1 ? 'into 1 partition' : `without a key: one partition at a time takes all ${fmt(w.rate)} rec/s (sticky partitioner, KIP-480/KIP-794)` };
}

export function batchTiming(ctx: RuleContext): BatchTiming | undefined {
  const batchSize = ctx.number('batch.size');
  const recordBytes = ctx.workload.recordBytes;
  if (batchSize === undefined || recordBytes === undefined) return undefined;
  const fill = recordsPerBatch(batchSize, { valueBytes: recordBytes, keyBytes: ctx.workload.keyBytes ?? null });
  const t: BatchTiming = { recordsPerBatch: fill.records, batchBytes: fill.batchBytes };
  const a = arrivals(ctx);
  const linger = ctx.number('linger.ms');
  if (!a) return t;
  t.arrivals = a;
  t.fillMs = (fill.records / a.perQueue) * 1000;
  if (linger !== undefined) {
    t.wait = lingerWait(a.perQueue, linger, fill.records);
    t.gate = t.wait.sizeGateShare >= 0.5 ? 'batch.size' : 'linger.ms';
    const partitions = ctx.workload.partitions ?? 1;
    if (a.basis !== 'sticky' && partitions > 1) {
      // Only worth saying where it changes the figure by a tenth or more.
      const shared = lingerWait(a.perQueue * partitions, linger, fill.records * partitions).meanWaitMs;
      if (shared < 0.9 * t.wait.meanWaitMs) t.oneBrokerWaitMs = shared;
    }
  }
  return t;
}

/**
 * How fast the declared traffic fills fetch.min.bytes: every record at its full size in the log
 * (value + v2 record overhead, uncompressed) and the whole rate in one fetch — the fastest the
 * bytes can arrive, so a "slower than the wait" verdict holds for every broker fetched from.
 */
export function fetchFill(ctx: RuleContext): { perRecord: number; bytesPerSec: number; fillMs: number; min: number } | undefined {
  const min = ctx.number('fetch.min.bytes');
  const { rate, recordBytes, keyBytes } = ctx.workload;
  if (min === undefined || !rate || rate <= 0 || !recordBytes) return undefined;
  const perRecord = recordSize({ valueBytes: recordBytes, keyBytes: keyBytes ?? null });
  const bytesPerSec = rate * perRecord;
  return { perRecord, bytesPerSec, fillMs: (min / bytesPerSec) * 1000, min };
}

/**
 * For the declared partitions: `bound`, the most one fetch response can carry, and `reach`, the
 * most the broker counts toward fetch.min.bytes. The broker's wait (DelayedFetch.tryComplete) adds
 * each partition's readable bytes capped at its max.partition.fetch.bytes and compares the sum with
 * fetch.min.bytes; fetch.max.bytes caps only the response. (docs/evidence/fetch-min-bytes-unreachable.md)
 */
export function fetchBound(ctx: RuleContext): { bound: number; reach: number; partitions: number; maxBytes: number; perPartition: number } | undefined {
  const partitions = ctx.workload.partitions;
  const maxBytes = ctx.number('fetch.max.bytes');
  const perPartition = ctx.number('max.partition.fetch.bytes');
  if (!partitions || maxBytes === undefined || perPartition === undefined) return undefined;
  return { bound: Math.min(maxBytes, partitions * perPartition), reach: partitions * perPartition, partitions, maxBytes, perPartition };
}

const BATCH_KEYS = new Set(['batch.size', 'linger.ms', 'buffer.memory', 'compression.type']);
const FETCH_KEYS = new Set(['fetch.min.bytes', 'fetch.max.bytes', 'max.partition.fetch.bytes', 'fetch.max.wait.ms']);

export function computeFor(key: string, ctx: RuleContext): string[] {
  const out: string[] = [];
  const w = ctx.workload;
  if (ctx.site.role === 'producer' && BATCH_KEYS.has(key)) {
    const t = batchTiming(ctx);
    if (!t) out.push('Declare `record-bytes=` (and `rate=`, `partitions=`) in a `kafka-tuning:` comment to see records per batch and the added latency.');
    else out.push(...batchLines(ctx, t));
    if (key === 'buffer.memory') {
      const mem = ctx.number('buffer.memory');
      const bs = ctx.number('batch.size');
      if (mem !== undefined && bs) out.push(`buffer.memory holds ${count(Math.floor(mem / Math.max(1, bs)))} batches of batch.size${w.partitions ? ` for ${w.partitions} partitions` : ''}.`);
    }
  }
  if (ctx.site.role === 'consumer' && FETCH_KEYS.has(key)) {
    const b = fetchBound(ctx);
    const min = ctx.number('fetch.min.bytes');
    const wait = ctx.number('fetch.max.wait.ms');
    if (!b) out.push('Declare `partitions=` in a `kafka-tuning:` comment to see what one fetch can return.');
    else {
      out.push(`One fetch returns at most min(fetch.max.bytes ${bytesAsWritten(b.maxBytes)}, ${b.partitions} × ${bytesAsWritten(b.perPartition)}) = ${bytes(b.bound)}.`);
      if (min !== undefined && min > b.reach) out.push(`fetch.min.bytes=${bytesAsWritten(min)} can never be reached (the broker counts at most ${b.partitions} × ${bytesAsWritten(b.perPartition)} toward it): every fetch waits fetch.max.wait.ms${wait === undefined ? '' : `=${msValue(wait)}`}.`);
    }
    const fill = fetchFill(ctx);
    if (fill) out.push(`At ${count(w.rate!)} rec/s × ${fill.perRecord} B (record with overhead), fetch.min.bytes fills in ${duration(fill.fillMs)}${wait !== undefined ? ` (fetch.max.wait.ms is ${msValue(wait)})` : ''}.`);
  }
  if (ctx.site.role === 'consumer' && key === 'max.poll.records' && w.processMs !== undefined) {
    const n = ctx.number('max.poll.records');
    const interval = ctx.number('max.poll.interval.ms');
    if (n !== undefined) out.push(`Processing one poll takes ≈ ${duration(n * w.processMs)} (${count(n)} × ${duration(w.processMs)})${interval !== undefined ? ` of the ${msValue(interval)} max.poll.interval.ms` : ''}.`);
  }
  return out;
}

/** A computed count or rate: two decimals below 10 (0.25 more records), grouped thousands above 100. */
export function fmt(n: number): string {
  return n >= 100 ? count(Math.round(n)) : n >= 10 ? n.toFixed(1).replace(/\.0$/, '') : n.toFixed(2).replace(/\.?0+$/, '');
}

/** The hover's batching lines: capacity, what the declared rate really puts in a batch, the wait. */
function batchLines(ctx: RuleContext, t: BatchTiming): string[] {
  const w = ctx.workload;
  const out = [`A batch holds ${count(t.recordsPerBatch)} record${t.recordsPerBatch === 1 ? '' : 's'} of ${w.recordBytes} B (${sizeUnit(t.batchBytes)} with the 61 B header).`];
  const a = t.arrivals;
  if (!a) {
    if (w.rate) out.push('Records without a key: how this client spreads them over partitions (librdkafka: sticky.partitioning.linger.ms, or a custom partitioner) decides the batches, so no wait is computed.');
    return out;
  }
  const linger = ctx.number('linger.ms');
  const q = t.wait;
  const carries = q && linger ? `; ≈ ${fmt(q.perWindow)} record${q.perWindow === 1 ? '' : 's'} arrive per ${msValue(linger)} linger window, so a batch carries ≈ ${fmt(q.recordsPerBatch)}` : '';
  out.push(`At ${count(w.rate!)} rec/s ${a.phrase}, a batch fills in ${duration(t.fillMs!)}${carries}.`);
  if (!q || linger === undefined) return out;
  const lingerText = `linger.ms=${linger}${ctx.isSet('linger.ms') ? '' : ' (default)'}`;
  if (linger === 0) {
    out.push(`${lingerText} fires first: batching adds ≈ 0 ms per record (a batch carries what arrives while the previous request is under way).`);
    return out;
  }
  const share = q.sizeGateShare > 0.05 && q.sizeGateShare < 0.95 ? ` for ${Math.round((t.gate === 'batch.size' ? q.sizeGateShare : 1 - q.sizeGateShare) * 100)} % of batches` : '';
  const opener = q.perWindow < 1 && t.gate === 'linger.ms' ? ': most records open their own batch and wait nearly the whole window' : '';
  let wait = `${t.gate === 'batch.size' ? 'batch.size' : lingerText} fires first${share}: batching adds ≈ ${duration(q.meanWaitMs)} per record on average${opener} (random arrivals, checked against the Java client: docs/evidence/linger-wait.md).`;
  if (t.oneBrokerWaitMs !== undefined) {
    wait += ` That holds when each partition has its own leader: the producer sends all open batches for a broker together once one of them is due (RecordAccumulator.drain), so partitions sharing a leader wait less, ≈ ${duration(t.oneBrokerWaitMs)} if one broker leads all ${count(w.partitions ?? 1)}.`;
  }
  out.push(wait);
  if (a.basis === 'assumed-keyed' && ctx.site.client.client === 'java' && (w.partitions ?? 1) > 1) {
    const sticky = lingerWait(w.rate!, linger, t.recordsPerBatch);
    out.push(`With null keys (declare key-bytes=0 for records sent without a key) the Java producer fills one partition at a time: ≈ ${fmt(sticky.recordsPerBatch)} records per batch, ≈ ${duration(sticky.meanWaitMs)} per record.`);
  }
  return out;
}
