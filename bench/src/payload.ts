// Payloads: random letters (what kafka-producer-perf-test --record-size sends) or samples from a
// file. ProducerPerformance (Apache Kafka 4.1) refills one byte[] with SplittableRandom.nextInt(26) + 65
// before every record: uniform letters A–Z, new bytes per record. Such records barely compress:
// lz4 and snappy find almost no matches, gzip and zstd only use the 26-letter alphabet (about 60 %
// of the bytes). Only real samples tell what a codec buys (docs/evidence/compression-payloads.md):
// the result warns when the payloads are random.
import { randomFillSync } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';

export interface Payloads {
  next(): Buffer;
  /** A representative ~64 KB slice to estimate the compression ratio. */
  sample(): Buffer;
  random: boolean;
  averageBytes: number;
}

/**
 * Bytes the random pool may hold. 1,024 distinct records of --record-size 1,000,000 asked for
 * ~1 GB up front; 16 MiB keeps enough distinct records (≥ 16) that batches do not repeat one
 * buffer, without the allocation growing with the record size.
 */
export const MAX_POOL_BYTES = 16 * 1024 * 1024;
/** Largest payload file read (it is held in memory for the run). */
export const MAX_PAYLOAD_FILE_BYTES = 64 * 1024 * 1024;

export function poolSize(size: number, distinct: number): number {
  return Math.max(1, Math.min(distinct, Math.floor(MAX_POOL_BYTES / Math.max(1, size))));
}

export function randomPayloads(size: number, distinct = 1024): Payloads {
  // A pool of records, each sent in turn, avoids spending the benchmark's CPU (and garbage) on the
  // random generator. 1,024 distinct 512 B records span 512 KB: no record repeats within an LZ4
  // block (64 KB) or a batch, so batches compress exactly as new random letters per record would.
  const pool = Array.from({ length: poolSize(size, distinct) }, () => randomLetters(size));
  let i = 0;
  return {
    next: () => pool[i++ % pool.length],
    sample: () => Buffer.concat(pool.slice(0, Math.max(1, Math.ceil(65536 / size)))),
    random: true,
    averageBytes: size,
  };
}

/** Random bytes refilled in place (randomFillSync), so making letters leaves no garbage behind. */
const scratch = Buffer.alloc(65_536);

/** `size` uniform random letters A–Z (bytes 65–90), as ProducerPerformance.generateRandomPayload. */
export function randomLetters(size: number): Buffer {
  const out = Buffer.allocUnsafe(size);
  let n = 0;
  while (n < size) {
    randomFillSync(scratch);
    for (let i = 0; i < scratch.length && n < size; i++) {
      // 234 = 9 × 26: bytes above it are dropped so that every letter is equally likely.
      if (scratch[i] < 234) out[n++] = 65 + (scratch[i] % 26);
    }
  }
  return out;
}

/** One payload per non-empty line (like --payload-file with the default \n delimiter). */
export async function filePayloads(path: string): Promise<Payloads> {
  await checkPayloadFile(path);
  const lines = (await readFile(path, 'utf8')).split('\n').filter((l) => l.length > 0).map((l) => Buffer.from(l));
  if (lines.length === 0) throw new Error(`Payload file ${path} has no non-empty lines.`);
  let i = 0;
  const avg = lines.reduce((s, b) => s + b.length, 0) / lines.length;
  return {
    next: () => lines[i++ % lines.length],
    sample: () => {
      const out: Buffer[] = [];
      let n = 0;
      for (let k = 0; n < 65536 && k < lines.length * 4; k++) { out.push(lines[k % lines.length]); n += lines[k % lines.length].length; }
      return Buffer.concat(out);
    },
    random: false,
    averageBytes: avg,
  };
}

/**
 * Refuses a payload file that cannot serve: missing, not a regular file, over
 * MAX_PAYLOAD_FILE_BYTES, or without a non-empty line. Callers check before connecting, so a
 * typo in the path costs nothing on the broker.
 */
export async function checkPayloadFile(path: string): Promise<void> {
  const st = await stat(path).catch((e: NodeJS.ErrnoException) => {
    throw new Error(`Payload file ${path} cannot be read (${e.code === 'ENOENT' ? 'not found' : e.code ?? e.message}).`);
  });
  if (!st.isFile()) throw new Error(`Payload file ${path} is not a regular file.`);
  if (st.size > MAX_PAYLOAD_FILE_BYTES) throw new Error(`Payload file ${path} is ${st.size.toLocaleString('en-US')} bytes; at most ${MAX_PAYLOAD_FILE_BYTES.toLocaleString('en-US')} are read into memory.`);
  if (!(await readFile(path, 'utf8')).split('\n').some((l) => l.length > 0)) throw new Error(`Payload file ${path} has no non-empty lines.`);
}
