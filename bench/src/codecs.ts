// kafkajs only ships gzip (docs/sources.md#kafkajs); lz4, snappy and zstd need a registered codec. We use
// pure-JS/WASM packages so the extension runs in every VS Code without native builds.
import { CompressionCodecs, CompressionTypes } from 'kafkajs';
import { lz4Compress, lz4Decompress } from './lz4';

type Codec = () => { compress(enc: { buffer: Buffer }): Promise<Buffer>; decompress(buf: Buffer): Promise<Buffer> };
let registered = false;
let zstdReady: Promise<boolean> | undefined;

function lz4Codec(): Codec {
  return () => ({
    async compress(enc) { return lz4Compress(enc.buffer); },
    async decompress(buf) { return lz4Decompress(buf); },
  });
}

async function initZstd(): Promise<boolean> {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const z = require('@bokuweb/zstd-wasm') as { init(): Promise<void>; compress(b: Uint8Array, level?: number): Uint8Array; decompress(b: Uint8Array): Uint8Array };
    await z.init();
    CompressionCodecs[CompressionTypes.ZSTD] = () => ({
      async compress(enc: { buffer: Buffer }) { return Buffer.from(z.compress(enc.buffer, 3)); },
      async decompress(buf: Buffer) { return Buffer.from(z.decompress(buf)); },
    });
    return true;
  } catch {
    return false; // the .wasm file was not found next to the bundle: zstd runs will say so.
  }
}

/** Registers lz4 and snappy at once and zstd (WASM) when it loads. Returns whether zstd is usable. */
export async function registerCodecs(): Promise<{ zstd: boolean }> {
  if (!registered) {
    registered = true;
    CompressionCodecs[CompressionTypes.LZ4] = lz4Codec() as never;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    CompressionCodecs[CompressionTypes.Snappy] = require('kafkajs-snappy');
  }
  zstdReady ??= initZstd();
  return { zstd: await zstdReady };
}

export function compressionType(name: string | undefined): CompressionTypes {
  switch ((name ?? 'none').trim().toLowerCase()) {
    case 'gzip': return CompressionTypes.GZIP;
    case 'snappy': return CompressionTypes.Snappy;
    case 'lz4': return CompressionTypes.LZ4;
    case 'zstd': return CompressionTypes.ZSTD;
    default: return CompressionTypes.None;
  }
}

/** Compression ratio of a sample batch with the codec: the Java producer's estimatedRatio. */
export async function measureRatio(type: CompressionTypes, sample: Buffer): Promise<number> {
  if (type === CompressionTypes.None || sample.length === 0) return 1;
  const codec = CompressionCodecs[type];
  if (!codec) return 1;
  const out: Buffer = await (codec() as ReturnType<Codec>).compress({ buffer: sample });
  return Math.min(1, out.length / sample.length);
}
