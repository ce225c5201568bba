// record-exceeds-max-request (docs/sources.md#producer-start-up-checks, #batching): send() checks the record's upper-bound size
// against max.request.size and fails with RecordTooLargeException before anything is sent. The
// bound (DefaultRecordBatch.estimateBatchSizeUpperBound) is the 61 B batch header + the 21 B
// MAX_RECORD_OVERHEAD + the key and value with their varint lengths (1 B for a null key) + the
// header count — which is why the largest null-key value that passes the 1 MiB default is
// 1048489 B (docs/sources.md#batching). The declared record-bytes (and key-bytes) give the sizes.
import { MAX_RECORD_OVERHEAD, RECORD_BATCH_OVERHEAD, recordUpperBound, sizeOfVarint } from '../../../../common/src/kafka/recordBatch';
import { Severity, type Rule } from './types';
import { bytesAsWritten } from '../../../../common/src/units';

/** The producer's size check for a record without headers; key undefined = a null key. */
export function sendSizeBound(valueBytes: number, keyBytes?: number): { bound: number; terms: string } {
  const key = keyBytes === undefined ? 1 : sizeOfVarint(keyBytes) + keyBytes;
  const value = sizeOfVarint(valueBytes) + valueBytes;
  return {
    bound: recordUpperBound({ valueBytes, keyBytes: keyBytes ?? null }),
    terms: `${RECORD_BATCH_OVERHEAD} + ${MAX_RECORD_OVERHEAD} + ${key} + ${value} + ${sizeOfVarint(0)}`,
  };
}

export const recordExceedsMaxRequest: Rule = {
  id: 'record-exceeds-max-request',
  severity: Severity.Error,
  roles: ['producer'],
  clients: ['java'],
  needs: ['recordBytes'],
  source: 'KafkaProducer.ensureValidRecordSize (RecordTooLargeException); AbstractRecords.estimateSizeInBytesUpperBound',
  summary: 'The declared record size is over max.request.size: every send fails with RecordTooLargeException.',
  check(ctx) {
    const max = ctx.number('max.request.size');
    if (max === undefined) return [];
    const value = ctx.workload.recordBytes!;
    const key = ctx.workload.keyBytes;
    const { bound, terms } = sendSizeBound(value, key);
    if (bound <= max) return [];
    const suggested = Math.ceil(bound / 1024) * 1024;
    return [{
      range: ctx.isSet('max.request.size') ? ctx.entry('max.request.size')!.valueRange : ctx.anchor(),
      message: `A ${value} B record ${key === undefined ? 'with a null key' : `with a ${key} B key`} is checked as ${terms} = ${bound} B (batch header + max record overhead + key + value with their lengths + header count), over max.request.size=${max}${ctx.isSet('max.request.size') ? '' : ' (default)'}: send() fails with RecordTooLargeException "The message is ${bound} bytes when serialized which is larger than ${max}, which is the value of the max.request.size configuration." The topic's max.message.bytes (broker message.max.bytes, default ${bytesAsWritten(1048588)}) must allow it too.`,
      fixes: [{ title: `Set max.request.size=${bytesAsWritten(suggested)}`, intents: [{ kind: 'set', key: 'max.request.size', value: String(suggested) }], preferred: true }],
    }];
  },
  docs: {
    why: 'Before a record is queued, KafkaProducer.ensureValidRecordSize compares its upper-bound size (the 61-byte batch header, up to 21 bytes of record overhead, key and value with their lengths) with max.request.size. A record over it never reaches the broker.',
    consequence: 'Every send of such a record fails at once with RecordTooLargeException in the callback or future. With the 1 MiB default, the largest value without a key that passes is 1,048,489 bytes.',
    bad: { file: 'producer.properties', text: '# kafka-tuning: record-bytes=2000000 key-bytes=36\nbootstrap.servers=localhost:9092\nmax.request.size=1048576\n' },
    good: { file: 'producer.properties', text: '# kafka-tuning: record-bytes=2000000 key-bytes=36\nbootstrap.servers=localhost:9092\nmax.request.size=4194304\nbatch.size=4194304\n' },
    falsePositives: 'A record-bytes directive that overstates your records. Raising max.request.size is not enough on its own: the broker\'s message.max.bytes (or the topic\'s max.message.bytes) must allow the batch too.',
    versions: 'Java producer, all versions.',
  },
};
