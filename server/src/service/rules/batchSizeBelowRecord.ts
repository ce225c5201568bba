// batch-size-below-record (seed 000, experiment A): batch.size=1024 with 512-byte records holds a
// single record per batch (61-byte batch header + per-record varint overhead, kafka-facts B), so
// every record is its own request: an order of magnitude slower and 13.7 % more disk in the seed.
import { recordSize, recordsPerBatch } from '../../../../common/src/kafka/recordBatch';
import { Severity, type Rule } from './types';

export const batchSizeBelowRecord: Rule = {
  id: 'batch-size-below-record',
  severity: Severity.Warning,
  roles: ['producer'],
  clients: ['java', 'librdkafka'],
  needs: ['recordBytes'],
  source: 'seed 000 (config A: one record per batch); kafka-facts B (batch format sizes)',
  summary: 'With the declared record size a batch holds at most one record: no batching at all.',
  check(ctx) {
    const batchSize = ctx.number('batch.size');
    const recordBytes = ctx.workload.recordBytes!;
    if (batchSize === undefined) return [];
    const shape = { valueBytes: recordBytes, keyBytes: ctx.workload.keyBytes ?? null };
    const fill = recordsPerBatch(batchSize, shape);
    if (fill.records > 1) return [];
    const suggested = suggestBatchSize(recordBytes, ctx.workload.keyBytes);
    return [{
      range: ctx.isSet('batch.size') ? ctx.entry('batch.size')!.valueRange : ctx.anchor(),
      message: `batch.size=${batchSize} holds 1 record of ${recordBytes} B (61 B batch header + ${fill.firstRecordBytes} B record = ${61 + fill.firstRecordBytes} B; a second record needs ${61 + fill.firstRecordBytes + recordSize(shape, 1)} B). Every record becomes its own batch and request — seed 000's config A ran an order of magnitude slower. batch.size=${suggested} holds ${recordsPerBatch(suggested, shape).records} records.`,
      fixes: [{ title: `Set batch.size=${suggested}`, intents: [{ kind: 'set', key: 'batch.size', value: String(suggested) }], preferred: true }],
    }];
  },
};

/** The default 16 KiB, or more when that still holds fewer than 16 records, rounded up to a KiB. */
export function suggestBatchSize(recordBytes: number, keyBytes?: number): number {
  const shape = { valueBytes: recordBytes, keyBytes: keyBytes ?? null };
  let size = 16384;
  while (recordsPerBatch(size, shape).records < 16 && size < 16 * 1024 * 1024) size += 1024 * Math.max(1, Math.ceil(recordBytes / 1024));
  return size;
}
