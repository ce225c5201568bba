// Byte sizes of Kafka's v2 record batch, as the Java producer computes them
// (AK DefaultRecord.sizeInBytes, DefaultRecordBatch.RECORD_BATCH_OVERHEAD, MemoryRecordsBuilder;
// docs/sources.md#batching). Shared by the rules (records per batch) and the
// benchmark's Java-batching emulation, so both count the same bytes.

/** baseOffset 8 + length 4 + leaderEpoch 4 + magic 1 + crc 4 + attributes 2 + lastOffsetDelta 4 +
 *  baseTimestamp 8 + maxTimestamp 8 + producerId 8 + producerEpoch 2 + baseSequence 4 + count 4. */
export const RECORD_BATCH_OVERHEAD = 61;
/** DefaultRecord.MAX_RECORD_OVERHEAD: used by the producer's upper-bound size estimate. */
export const MAX_RECORD_OVERHEAD = 21;

/** Size of a zig-zag varint (ByteUtils.sizeOfVarint / sizeOfVarlong). */
export function sizeOfVarint(value: number): number {
  let v = value >= 0 ? value * 2 : -value * 2 - 1;
  let bytes = 1;
  while (v >= 0x80) {
    v = Math.floor(v / 128);
    bytes++;
  }
  return bytes;
}

export interface RecordShape {
  /** null = a null value (a tombstone): 1 byte for its -1 length. */
  valueBytes: number | null;
  /** undefined/null = a null key (1 byte for its -1 length). */
  keyBytes?: number | null;
  headers?: Array<{ keyBytes: number; valueBytes: number | null }>;
}

/** Bytes one record takes inside a v2 batch at the given offset and timestamp deltas. */
export function recordSize(r: RecordShape, offsetDelta = 0, timestampDelta = 0): number {
  const field = (n: number | null | undefined) => (n === null || n === undefined ? 1 : sizeOfVarint(n) + n);
  let body = 1 + sizeOfVarint(timestampDelta) + sizeOfVarint(offsetDelta) + field(r.keyBytes) + field(r.valueBytes);
  const headers = r.headers ?? [];
  body += sizeOfVarint(headers.length);
  for (const h of headers) body += sizeOfVarint(h.keyBytes) + h.keyBytes + field(h.valueBytes);
  return body + sizeOfVarint(body);
}

/**
 * The producer's upper bound for one record in a fresh batch (DefaultRecordBatch.
 * estimateBatchSizeUpperBound): batch header + MAX_RECORD_OVERHEAD + key and value with their
 * varint lengths (1 byte for null) + the header count and headers. send() compares it with
 * max.request.size, so the largest null-key value under the 1 MiB default is 1048489 B.
 */
export function recordUpperBound(r: RecordShape): number {
  const field = (n: number | null | undefined) => (n === null || n === undefined ? 1 : sizeOfVarint(n) + n);
  const headers = r.headers ?? [];
  let bytes = RECORD_BATCH_OVERHEAD + MAX_RECORD_OVERHEAD + field(r.keyBytes) + field(r.valueBytes) + sizeOfVarint(headers.length);
  for (const h of headers) bytes += sizeOfVarint(h.keyBytes) + h.keyBytes + field(h.valueBytes);
  return bytes;
}

export interface BatchFill {
  /** Records an uncompressed batch holds before it is full. */
  records: number;
  /** Bytes of that batch (header + records). */
  batchBytes: number;
  /** Buffer the producer allocates: max(batch.size, the first record's upper bound). */
  bufferBytes: number;
  /** Size of the first record (offsetDelta 0), for messages. */
  firstRecordBytes: number;
}

/**
 * How many identical records fit one uncompressed batch: the first record is always accepted, a
 * later one only while writeLimit ≥ bytesWritten + its size (MemoryRecordsBuilder.hasRoomFor).
 * Timestamps are taken as equal within the batch (deltas of 0–63 ms cost the same one byte).
 */
export function recordsPerBatch(batchSize: number, r: RecordShape, maxRecords = 1_000_000): BatchFill {
  const bufferBytes = Math.max(Math.max(1, batchSize), recordUpperBound(r));
  const firstRecordBytes = recordSize(r, 0);
  let written = RECORD_BATCH_OVERHEAD + firstRecordBytes;
  let records = 1;
  while (records < maxRecords) {
    const next = recordSize(r, records);
    if (written + next > bufferBytes) break;
    written += next;
    records++;
  }
  return { records, batchBytes: written, bufferBytes, firstRecordBytes };
}
