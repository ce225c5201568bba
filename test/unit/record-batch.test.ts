import assert from 'node:assert/strict';
import { test } from 'node:test';
import { recordSize, recordUpperBound, recordsPerBatch } from '../../common/src/kafka/recordBatch';

// docs/sources.md#batching worked example: batch.size=16384, null key, no headers, same-millisecond timestamps.
test('records per batch match the worked example from RecordAccumulator/MemoryRecordsBuilder', () => {
  const table: Array<[number, number, number | undefined]> = [[10, 910, 16377], [100, 148, 16277], [500, 32, 16349], [1000, 16, 16205], [4096, 3, 12376], [10000, 1, undefined]];
  for (const [value, records, bytes] of table) {
    const fill = recordsPerBatch(16384, { valueBytes: value });
    assert.equal(fill.records, records, `${value} B values`);
    if (bytes !== undefined) assert.equal(fill.batchBytes, bytes, `${value} B batch bytes`);
  }
});

test('a 100-byte value takes 109 bytes, 110 once offsetDelta reaches 64', () => {
  assert.equal(recordSize({ valueBytes: 100 }, 0), 109);
  assert.equal(recordSize({ valueBytes: 100 }, 63), 109);
  assert.equal(recordSize({ valueBytes: 100 }, 64), 110);
});

test('the upper bound lets a 1048489-byte null-key value through the 1 MiB max.request.size, not one byte more', () => {
  assert.equal(recordUpperBound({ valueBytes: 1048489 }), 1048576);
  assert.equal(recordUpperBound({ valueBytes: 1048490 }), 1048577);
});
