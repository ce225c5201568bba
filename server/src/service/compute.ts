// Numbers worked out for one config and its declared workload; hovers list them and rules reuse
// them, so a warning and the hover next to it always agree.
import { recordSize, recordsPerBatch } from '../../../common/src/kafka/recordBatch';
import type { RuleContext } from './rules/types';
import { bytes, bytesAsWritten, count, duration, msValue, sizeUnit } from '../../../common/src/units';

export interface BatchTiming {
  recordsPerBatch: number;
  batchBytes: number;
  /** ms for one partition to fill a batch at the declared rate. */
  fillMs?: number;
  /** Which gate sends the batch at that rate. */
  gate?: 'batch.size' | 'linger.ms';
  /** Expected wait a record adds by batching (uniform arrivals: half the window). */
  addedMs?: number;
}

export function batchTiming(ctx: RuleContext): BatchTiming | undefined {
  const batchSize = ctx.number('batch.size');
  const recordBytes = ctx.workload.recordBytes;
  if (batchSize === undefined || recordBytes === undefined) return undefined;
  const fill = recordsPerBatch(batchSize, { valueBytes: recordBytes, keyBytes: ctx.workload.keyBytes ?? null });
  const t: BatchTiming = { recordsPerBatch: fill.records, batchBytes: fill.batchBytes };
  const rate = ctx.workload.rate;
  const linger = ctx.number('linger.ms');
  if (rate && rate > 0) {
    const perPartition = rate / (ctx.workload.partitions ?? 1);
    t.fillMs = (fill.records / perPartition) * 1000;
    if (linger !== undefined) {
      t.gate = t.fillMs <= linger ? 'batch.size' : 'linger.ms';
      // With the time gate first, p50 ≈ linger/2 under uniform arrivals (docs/evidence/linger-cost.md).
      t.addedMs = (t.gate === 'linger.ms' ? linger : t.fillMs) / 2;
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

/** The most one fetch can return for the declared partitions (docs/evidence/fetch-min-bytes-unreachable.md). */
export function fetchBound(ctx: RuleContext): { bound: number; partitions: number; maxBytes: number; perPartition: number } | undefined {
  const partitions = ctx.workload.partitions;
  const maxBytes = ctx.number('fetch.max.bytes');
  const perPartition = ctx.number('max.partition.fetch.bytes');
  if (!partitions || maxBytes === undefined || perPartition === undefined) return undefined;
  return { bound: Math.min(maxBytes, partitions * perPartition), partitions, maxBytes, perPartition };
}

const BATCH_KEYS = new Set(['batch.size', 'linger.ms', 'buffer.memory', 'compression.type']);
const FETCH_KEYS = new Set(['fetch.min.bytes', 'fetch.max.bytes', 'max.partition.fetch.bytes', 'fetch.max.wait.ms']);

export function computeFor(key: string, ctx: RuleContext): string[] {
  const out: string[] = [];
  const w = ctx.workload;
  if (ctx.site.role === 'producer' && BATCH_KEYS.has(key)) {
    const t = batchTiming(ctx);
    if (!t) out.push('Declare `record-bytes=` (and `rate=`, `partitions=`) in a `kafka-tuning:` comment to see records per batch and the added latency.');
    else {
      out.push(`A batch holds ${count(t.recordsPerBatch)} record${t.recordsPerBatch === 1 ? '' : 's'} of ${w.recordBytes} B (${sizeUnit(t.batchBytes)} with the 61 B header).`);
      if (t.fillMs !== undefined) out.push(`At ${count(w.rate!)} rec/s over ${w.partitions ?? 1} partition${(w.partitions ?? 1) === 1 ? '' : 's'} a batch fills in ${duration(t.fillMs)}.`);
      if (t.gate) out.push(`${t.gate} fires first: batching adds ≈ ${duration(t.addedMs!)} per record on average.`);
    }
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
      if (min !== undefined && min > b.bound) out.push(`fetch.min.bytes=${bytesAsWritten(min)} can never be reached: every fetch waits fetch.max.wait.ms${wait === undefined ? '' : `=${msValue(wait)}`}.`);
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
