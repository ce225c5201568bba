// Payloads: random bytes (what kafka-producer-perf-test --record-size sends) or samples from a
// file. Random payloads do not compress, so compression looks useless on them; only real samples
// tell what lz4/zstd buy (docs/evidence/compression-payloads.md) — the result warns when random.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';

export interface Payloads {
  next(): Buffer;
  /** A representative ~64 KB slice to estimate the compression ratio. */
  sample(): Buffer;
  random: boolean;
  averageBytes: number;
}

export function randomPayloads(size: number, distinct = 1024): Payloads {
  // A pool of random records avoids spending the benchmark's CPU on the random generator.
  const pool = Array.from({ length: distinct }, () => randomBytes(size));
  let i = 0;
  return {
    next: () => pool[i++ % pool.length],
    sample: () => Buffer.concat(pool.slice(0, Math.max(1, Math.ceil(65536 / size)))),
    random: true,
    averageBytes: size,
  };
}

/** One payload per non-empty line (like --payload-file with the default \n delimiter). */
export async function filePayloads(path: string): Promise<Payloads> {
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
