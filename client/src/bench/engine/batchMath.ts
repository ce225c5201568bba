// Sizes of the Kafka v2 record format, as the Java producer computes them (kafka-facts B:
// DefaultRecord.sizeInBytes, DefaultRecordBatch.RECORD_BATCH_OVERHEAD, MemoryRecordsBuilder).
// The emulator uses them to decide when a batch is full, exactly where the Java client would.

export const RECORD_BATCH_OVERHEAD = 61;
/** DefaultRecord.MAX_RECORD_OVERHEAD: used for the upper-bound estimate of one record. */
export const MAX_RECORD_OVERHEAD = 21;

/** ByteUtils.sizeOfVarint on a zig-zag encoded int/long. */
export function sizeOfVarint(value: number): number {
  let v = value >= 0 ? value * 2 : -value * 2 - 1; // zig-zag without 32-bit overflow
  let bytes = 1;
  while (v >= 0x80) {
    v = Math.floor(v / 128);
    bytes++;
  }
  return bytes;
}

/** Size on the wire of one record inside a v2 batch (body + varint(body)). */
export function recordSize(offsetDelta: number, timestampDelta: number, keyBytes: number | null, valueBytes: number | null, headerBytes: Array<[number, number | null]> = []): number {
  let body = 1 + sizeOfVarint(offsetDelta) + sizeOfVarint(timestampDelta);
  body += keyBytes === null ? 1 : sizeOfVarint(keyBytes) + keyBytes;
  body += valueBytes === null ? 1 : sizeOfVarint(valueBytes) + valueBytes;
  body += sizeOfVarint(headerBytes.length);
  for (const [k, v] of headerBytes) body += sizeOfVarint(k) + k + (v === null ? 1 : sizeOfVarint(v) + v);
  return body + sizeOfVarint(body);
}

/** estimateSizeInBytesUpperBound: what a new batch must be able to hold at least. */
export function upperBound(keyBytes: number | null, valueBytes: number | null): number {
  return RECORD_BATCH_OVERHEAD + MAX_RECORD_OVERHEAD + (keyBytes ?? 0) + (valueBytes ?? 0);
}

/**
 * One open batch's bookkeeping. Uncompressed: estimated = 61 + Σ record sizes. Compressed:
 * 61 + uncompressed × ratio × 1.05 (the 1.05 is COMPRESSION_RATE_ESTIMATION_FACTOR).
 */
export class BatchSizer {
  readonly writeLimit: number;
  records = 0;
  uncompressed = 0;
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
    return true;
  }
  isFull(): boolean {
    return this.records > 0 && this.writeLimit <= this.estimated();
  }
  /** Actual uncompressed batch bytes (header + records). */
  bytes(): number {
    return RECORD_BATCH_OVERHEAD + this.uncompressed;
  }
}

/** Records per batch and the batch's bytes for equal records (the kafka-facts B worked example). */
export function fillBatch(batchSize: number, valueBytes: number, keyBytes: number | null = null): { records: number; bytes: number } {
  const b = new BatchSizer(batchSize, keyBytes, valueBytes);
  while (b.tryAppend(keyBytes, valueBytes)) {
    if (b.records > 10_000_000) break;
  }
  return { records: b.records, bytes: b.bytes() };
}
