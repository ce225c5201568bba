// batch-size-below-record (docs/evidence/one-record-per-batch.md): batch.size=1024 with 512-byte records holds a
// single record per batch (61-byte batch header + per-record varint overhead, docs/sources.md#batching), so
// every record is its own request: 5.2–14.5× slower (quiet runs, 2026-12-03 and 2026-12-05, built-in engine and
// Apache Kafka's ProducerPerformance) and 11.4 % more bytes on disk per record, measured here.
import { recordSize, recordsPerBatch } from '../../../../common/src/kafka/recordBatch';
import { Severity, type Rule } from './types';
import { bytesAsWritten, count } from '../../../../common/src/units';

export const batchSizeBelowRecord: Rule = {
  id: 'batch-size-below-record',
  severity: Severity.Warning,
  measure: 'capacity',
  roles: ['producer'],
  clients: ['java', 'librdkafka'],
  needs: ['recordBytes'],
  source: 'DefaultRecordBatch / DefaultRecord sizes (61 B batch header, varint record overhead); measured in docs/evidence/one-record-per-batch.md',
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
      message: `batch.size=${bytesAsWritten(batchSize)} holds 1 record of ${recordBytes} B (61 B batch header + ${fill.firstRecordBytes} B record = ${61 + fill.firstRecordBytes} B; a second record needs ${61 + fill.firstRecordBytes + recordSize(shape, 1)} B). Every record becomes its own batch and request (measured on a local broker on 2026-12-03 and 2026-12-05: 512 B records with batch.size=1024 ran 5.2–14.5× slower than batched configs, docs/evidence/one-record-per-batch.md). batch.size=${bytesAsWritten(suggested)} holds ${count(recordsPerBatch(suggested, shape).records)} records.`,
      fixes: [{ title: `Set batch.size=${bytesAsWritten(suggested)}`, intents: [{ kind: 'set', key: 'batch.size', value: String(suggested) }], preferred: true }],
    }];
  },
  docs: {
    why: 'batch.size is a byte budget per partition batch. A batch carries a 61-byte header and each record a few bytes of varint overhead on top of its key and value. When two records of the declared size do not fit, every record becomes its own batch and its own produce request, so the producer does no batching at all.',
    consequence: 'Measured on the embedded broker in quiet runs on 2026-12-03 and 2026-12-05 (docs/evidence/one-record-per-batch.md, `npm run bench:official`): batch.size=1024 with 512-byte records sent 3,788–9,296 records/s with the built-in engine against 46,111–63,012 for configs that batch, 5.2–14.5× slower run by run (Apache Kafka\'s own ProducerPerformance: 6.3–13.5×), and wrote 582 bytes per record on disk instead of about 522 (11.4 % more).',
    bad: { file: 'producer.properties', text: '# kafka-tuning: record-bytes=512\nbootstrap.servers=localhost:9092\nbatch.size=1024\n' },
    good: { file: 'producer.properties', text: '# kafka-tuning: record-bytes=512\nbootstrap.servers=localhost:9092\nbatch.size=32768\n' },
    falsePositives: 'A record-bytes value that is far from your real record size (the rule believes the directive). Records larger than batch.size are still sent, one per batch; if that is intended (very large records at a low rate), silence the line with a suppression comment.',
    versions: 'Java producer and librdkafka (both use the same record-batch format, magic v2, since Kafka 0.11).',
  },
};

/** The default 16 KiB, or more when that still holds fewer than 16 records, rounded up to a KiB. */
export function suggestBatchSize(recordBytes: number, keyBytes?: number): number {
  const shape = { valueBytes: recordBytes, keyBytes: keyBytes ?? null };
  let size = 16384;
  while (recordsPerBatch(size, shape).records < 16 && size < 16 * 1024 * 1024) size += 1024 * Math.max(1, Math.ceil(recordBytes / 1024));
  return size;
}
