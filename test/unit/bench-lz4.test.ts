// The engine's LZ4 frames (bench/src/lz4.ts) must decode to what went in, block after block and
// frame after frame: the compressor now reuses one hash table, and a table left dirty by an earlier
// block would make a later block reference bytes it does not contain. The broker-side check (the
// broker accepts and serves lz4 batches) is in the broker phase; this one is the codec alone.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { lz4Available, lz4Compress, lz4Decompress } from '../../bench/src/lz4';
import { randomLetters } from '../../bench/src/payload';

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
  for (const stored of [false, true]) {
    for (const input of [...inputs, ...[...inputs].reverse()]) {
      const frame = lz4Compress(input, { stored });
      assert.deepEqual(lz4Decompress(frame), input, `${stored ? 'stored' : 'compressed'}: round trip of ${input.length} bytes`);
    }
    const compressible = text(200_000, 17);
    const size = lz4Compress(compressible, { stored }).length;
    if (stored) assert.equal(size, 7 + 4 * Math.ceil(compressible.length / 65536) + compressible.length + 4, 'stored: header, a size per block, the blocks, end mark');
    else assert.ok(size < compressible.length / 2, 'text compresses to under half');
  }
});

test('the WASM block compressor loads (without it blocks would be stored uncompressed)', () => {
  assert.equal(lz4Available(), true);
});

/**
 * The LZ4 block format's end-of-block conditions (lz4_Block_format.md): the last sequence holds only
 * literals, and the last match starts at least 12 bytes before the end of the block. lz4-java, which
 * the broker decodes with, rejects a block that breaks them; lz4js broke the second in 34 of 300
 * 64 KB blocks of random letters A–Z and in 130 of 300 of four-letter ones. Returns what is wrong with each compressed block of the frame.
 */
function endOfBlockProblems(frame: Buffer): string[] {
  const problems: string[] = [];
  for (let at = 7; ; ) {
    const size = frame.readUInt32LE(at);
    at += 4;
    if (size === 0) return problems;
    const len = size & 0x7fffffff;
    if (size & 0x80000000) { at += len; continue; } // stored raw
    const block = frame.subarray(at, at + len);
    at += len;
    let i = 0, out = 0, lastMatch = -1, endsOnLiterals = false;
    while (i < block.length) {
      const token = block[i++];
      let lit = token >> 4;
      if (lit === 15) for (let b = 255; b === 255; ) { b = block[i++]; lit += b; }
      i += lit; out += lit;
      if (i >= block.length) { endsOnLiterals = true; break; }
      i += 2;
      let match = token & 15;
      if (match === 15) for (let b = 255; b === 255; ) { b = block[i++]; match += b; }
      lastMatch = out;
      out += match + 4;
    }
    if (!endsOnLiterals) problems.push('a block ends on a match');
    if (lastMatch >= 0 && lastMatch > out - 12) problems.push(`a block's last match starts ${out - lastMatch} bytes before its end`);
  }
}

// Random letters of a four-letter alphabet: short matches everywhere, near every block's end too,
// yet each block compresses (26 letters would be stored raw by the WASM compressor).
const fourLetters = (n: number) => { const b = randomLetters(n); for (let i = 0; i < n; i++) b[i] = 65 + (b[i] % 4); return b; };

test('compressed blocks keep the end-of-block rules lz4-java enforces on the broker (random letters, 100 blocks)', () => {
  let compressedBlocks = 0;
  for (let k = 0; k < 50; k++) {
    const frame = lz4Compress(fourLetters(131_072));
    assert.deepEqual(endOfBlockProblems(frame), [], `frame ${k}`);
    for (let at = 7; frame.readUInt32LE(at) !== 0; at += 4 + (frame.readUInt32LE(at) & 0x7fffffff)) if (!(frame.readUInt32LE(at) & 0x80000000)) compressedBlocks++;
  }
  assert.ok(compressedBlocks >= 50, `only ${compressedBlocks} of 100 blocks came out compressed, so the rules were hardly tested`);
});
