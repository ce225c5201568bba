// linger-zero-large-batch (RecordAccumulator.ready: a batch leaves when full, when linger.ms expires, or on flush;
// docs/sources.md#batching: with linger.ms=0 a batch is "expired" at once, so it is sendable as soon as the
// sender can take it). A large batch.size then rarely fills — it only collects what arrives while
// the previous request is still going — yet every open batch reserves max(batch.size, record) bytes
// of buffer.memory. The default was 0 up to 3.9 and is 5 from 4.0 (KIP-1030, docs/sources.md#producer-configs).
import { batchTiming } from '../compute';
import { Severity, type Rule } from './types';
import { bytesAsWritten, count, duration, sizeUnit } from '../../../../common/src/units';

const LARGE = 64 * 1024;

export const lingerZeroLargeBatch: Rule = {
  id: 'linger-zero-large-batch',
  severity: Severity.Information,
  measure: 'capacity',
  roles: ['producer'],
  clients: ['java'],
  source: 'RecordAccumulator (ready check, batch allocation); ProducerConfig linger.ms (0 → 5 in 4.0, KIP-1030)',
  summary: 'linger.ms=0 with a batch.size of 64 KiB or more: batches leave long before they fill.',
  check(ctx) {
    const linger = ctx.number('linger.ms');
    const batchSize = ctx.number('batch.size');
    if (linger !== 0 || batchSize === undefined || batchSize < LARGE) return [];
    const lingerText = ctx.isSet('linger.ms') ? 'linger.ms=0' : `linger.ms=0 (the default before 4.0, ${ctx.site.client.version ? `Kafka ${ctx.site.client.version}` : 'this version'})`;
    const parts = [`${lingerText} makes a partition's batch sendable the moment it is created, so batch.size=${bytesAsWritten(batchSize)}${ctx.isSet('batch.size') ? '' : ' (default)'} rarely fills: a batch leaves with whatever arrived while the previous request was still going.`];
    const t = batchTiming(ctx);
    const w = ctx.workload;
    if (t?.fillMs !== undefined && t.arrivals) {
      parts.push(`At ${count(w.rate!)} rec/s ${t.arrivals.phrase}, filling its ${count(t.recordsPerBatch)} records of ${w.recordBytes} B would take ${duration(t.fillMs)}.`);
    }
    parts.push(`Each open batch still reserves ${sizeUnit(batchSize)} of buffer.memory. A few ms of linger lets batches collect records (5 ms is the default from Kafka 4.0).`);
    return [{
      range: ctx.isSet('linger.ms') ? ctx.entry('linger.ms')!.valueRange : ctx.entry('batch.size')?.valueRange ?? ctx.anchor(),
      message: parts.join(' '),
      fixes: [{ title: 'Set linger.ms=5', intents: [{ kind: 'set', key: 'linger.ms', value: '5' }], preferred: true }],
    }];
  },
};
