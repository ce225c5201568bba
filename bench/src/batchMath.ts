// The Java producer's batch filling for the emulator (MemoryRecordsBuilder). The byte arithmetic
// itself is common/src/kafka/recordBatch.ts, shared with the rules, so the emulator fills batches
// exactly where the rules say they fill (docs/sources.md#batching).
import { MAX_RECORD_OVERHEAD, RECORD_BATCH_OVERHEAD, recordSize as sizeOfRecord, recordUpperBound, recordsPerBatch, sizeOfVarint } from '../../common/src/kafka/recordBatch';

export { MAX_RECORD_OVERHEAD, RECORD_BATCH_OVERHEAD, sizeOfVarint };

/** Size on the wire of one record inside a v2 batch (body + varint(body)). */
export function recordSize(offsetDelta: number, timestampDelta: number, keyBytes: number | null, valueBytes: number | null, headerBytes: Array<[number, number | null]> = []): number {
  return sizeOfRecord({ keyBytes, valueBytes, headers: headerBytes.map(([k, v]) => ({ keyBytes: k, valueBytes: v })) }, offsetDelta, timestampDelta);
}

/** estimateSizeInBytesUpperBound: what a new batch must be able to hold at least. */
export function upperBound(keyBytes: number | null, valueBytes: number | null): number {
  return recordUpperBound({ keyBytes, valueBytes });
}

/**
 * One open batch's bookkeeping. Uncompressed: estimated = 61 + Σ record sizes. Compressed:
 * 61 + uncompressed × ratio × 1.05 (the 1.05 is COMPRESSION_RATE_ESTIMATION_FACTOR).
 */
export class BatchSizer {
  readonly writeLimit: number;
  records = 0;
  uncompressed = 0;
  private lastKey: number | null = null;
  private lastValue: number | null = null;
  constructor(batchSize: number, firstKey: number | null, firstValue: number | null, private readonly ratio = 1, private readonly compressed = false) {
    // KafkaProducer uses max(1, batch.size); a record bigger than that still gets its own batch.
    this.writeLimit = Math.max(Math.max(1, batchSize), upperBound(firstKey, firstValue));
  }
  estimated(): number {
    return RECORD_BATCH_OVERHEAD + (this.compressed ? this.uncompressed * this.ratio * 1.05 : this.uncompressed);
  }
  /** MemoryRecordsBuilder.hasRoomFor: the first record always fits. */
  tryAppend(keyBytes: number | null, valueBytes: number | null, timestampDelta = 0): boolean {
    const size = recordSize(this.records, timestampDelta, keyBytes, valueBytes);
    if (this.records > 0 && this.writeLimit < this.estimated() + size) return false;
    this.records++;
    this.uncompressed += size;
    this.lastKey = keyBytes;
    this.lastValue = valueBytes;
    return true;
  }
  /** Whether one more record like the last one appended would still fit (hasRoomFor, timestamp delta 0). */
  hasRoomForAnother(): boolean {
    if (this.records === 0) return true;
    return this.writeLimit >= this.estimated() + recordSize(this.records, 0, this.lastKey, this.lastValue);
  }
  isFull(): boolean {
    return this.records > 0 && this.writeLimit <= this.estimated();
  }
  /** The batch's bytes as sent: header + records, compressed by the ratio measured on the payloads. */
  sentBytes(): number {
    return RECORD_BATCH_OVERHEAD + (this.compressed ? this.uncompressed * this.ratio : this.uncompressed);
  }
  /** Actual uncompressed batch bytes (header + records). */
  bytes(): number {
    return RECORD_BATCH_OVERHEAD + this.uncompressed;
  }
}

/** Records per batch and the batch's bytes for equal records (the docs/sources.md#batching worked example). */
export function fillBatch(batchSize: number, valueBytes: number, keyBytes: number | null = null): { records: number; bytes: number } {
  const fill = recordsPerBatch(batchSize, { valueBytes, keyBytes });
  return { records: fill.records, bytes: fill.batchBytes };
}
