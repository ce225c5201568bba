// The engine's LZ4 frames (bench/src/lz4.ts) must decode to what went in, block after block and
// frame after frame: the compressor now reuses one hash table, and a table left dirty by an earlier
// block would make a later block reference bytes it does not contain. The broker-side check (the
// broker accepts and serves lz4 batches) is in the broker phase; this one is the codec alone.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { lz4Compress, lz4Decompress } from '../../bench/src/lz4';

const text = (n: number, seed: number) =>
  Buffer.from(Array.from({ length: Math.ceil(n / 60) }, (_, i) => `{"order":${i * seed},"state":"paid","amount":${(i * 37) % 1000}}\n`).join('')).subarray(0, n);

test('lz4 frames round-trip across blocks and across calls (random, text, mixed, empty)', () => {
  const inputs = [
    randomBytes(200_000), // four 64 KB blocks that do not compress: stored raw
    text(200_000, 3), // compressible, several blocks
    Buffer.concat([text(70_000, 5), randomBytes(70_000), text(70_000, 7)]),
    text(131_072, 11), // exactly two blocks
    Buffer.alloc(0),
    text(100, 13),
  ];
  for (const input of [...inputs, ...inputs.reverse()]) {
    const frame = lz4Compress(input);
    assert.deepEqual(lz4Decompress(frame), input, `round trip of ${input.length} bytes`);
  }
  const compressible = text(200_000, 17);
  assert.ok(lz4Compress(compressible).length < compressible.length / 2, 'text compresses to under half');
});
