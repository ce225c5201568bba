// LZ4 frames as Kafka reads them (KafkaLZ4BlockInputStream): version 01 with the block
// independence flag set, 64 KB blocks, no checksums.
// Blocks are compressed by lz4-wasm-nodejs (lz4_flex built to WebAssembly, the standard LZ4 block
// format). lz4js, used before, wrote blocks the broker's lz4-java could not decode when the data
// had short matches near a block's end ("Error decoding offset 64365 of input buffer" on random
// letters, what ProducerPerformance sends; its text and random-byte blocks happened to decode),
// and took 964 µs per 64 KB block of letters against 104 µs (docs/measured.md).
// Should the .wasm file be missing beside the bundle, blocks are stored uncompressed — still a frame
// the broker reads — and the run says so (producerBench.ts). lz4js still decodes frames.
/* eslint-disable @typescript-eslint/no-require-imports */
const lz4js = require('lz4js') as { decompress(src: Uint8Array): ArrayLike<number> };
const xxh32 = require('lz4js/xxh32.js') as { hash(seed: number, src: Uint8Array, index: number, length: number): number };

/** lz4_flex's compress: the block with its uncompressed length prepended (4 bytes, little endian). */
type WasmCompress = (input: Uint8Array) => Uint8Array;
let wasm: { compress?: WasmCompress } | undefined;
/**
 * Loaded on first use, not at import: the extension and the CLI bundle the benchmark with
 * everything else, and compiling the module (~50 ms measured under load) would otherwise be paid
 * by every activation and every `kafka-tune lint`.
 */
function wasmCompress(): WasmCompress | undefined {
  if (!wasm) {
    try {
      wasm = { compress: (require('lz4-wasm-nodejs') as { compress: WasmCompress }).compress };
    } catch {
      wasm = {};
    }
  }
  return wasm.compress;
}

const BLOCK = 64 * 1024;
const FLG = 0x40 | 0x20; // version 01, independent blocks
const BD = 4 << 4; // max block size 64 KB
const HEADER = (() => {
  const h = Buffer.from([0x04, 0x22, 0x4d, 0x18, FLG, BD, 0]);
  h[6] = (xxh32.hash(0, h, 4, 2) >> 8) & 0xff;
  return h;
})();

/** The compressed block, or undefined when it would not be smaller than the block (stored raw then). */
function compressBlock(block: Uint8Array, compress: boolean): Uint8Array | undefined {
  const wasmBlock = compress ? wasmCompress() : undefined;
  if (!wasmBlock) return undefined;
  const out = wasmBlock(block);
  const n = out.length - 4;
  return n > 0 && n < block.length ? out.subarray(4) : undefined;
}

/** Whether blocks are compressed: false only when the WASM module fails to load. */
export function lz4Available(): boolean {
  return wasmCompress() !== undefined;
}

/** One LZ4 frame of `src`, written into a single buffer (the blocks first, then one copy). */
export function lz4Compress(src: Uint8Array, opts: { stored?: boolean } = {}): Buffer {
  const compress = !opts.stored;
  const blocks: Array<{ data: Uint8Array; compressed: boolean }> = [];
  let total = HEADER.length + 4; // header and end mark
  for (let at = 0; at < src.length; at += BLOCK) {
    const block = src.subarray(at, Math.min(src.length, at + BLOCK));
    const c = compressBlock(block, compress);
    blocks.push(c ? { data: c, compressed: true } : { data: block, compressed: false });
    total += 4 + (c ?? block).length;
  }
  const frame = Buffer.allocUnsafe(total);
  HEADER.copy(frame, 0);
  let o = HEADER.length;
  for (const b of blocks) {
    // The high bit of a block's size marks it as stored uncompressed.
    frame.writeUInt32LE(b.compressed ? b.data.length : (0x80000000 | b.data.length) >>> 0, o);
    frame.set(b.data, o + 4);
    o += 4 + b.data.length;
  }
  frame.writeUInt32LE(0, o); // end mark
  return frame;
}

export function lz4Decompress(src: Uint8Array): Buffer {
  return Buffer.from(lz4js.decompress(src) as Uint8Array);
}
