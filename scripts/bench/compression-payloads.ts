// Compression on random payloads vs structured records, measured as bytes on disk per record read
// from the embedded broker's own segment files. Random payloads (letters A–Z, what
// kafka-producer-perf-test --record-size sends) have little to remove — lz4 and snappy nothing, gzip
// and zstd only what the 26-letter alphabet leaves — so codecs look useless on them; JSON records
// with repeated field names and small vocabularies are what most topics carry. The JSON lines are
// generated here (deterministic, ~300 B each: an order event), written to a temp file and sent with
// the engine's payload-file option. Background: docs/evidence/compression-payloads.md.
// Batch size matters as much as the payload: the producer compresses a batch as one stream, so a
// batch of one record has nothing to share. `--batch-size 400 --linger-ms 0` (one ~314 B event per
// batch) reproduces what compression-no-gain reports.
// Usage: npm run bench:compression [-- --bootstrap host:port --records 20000 --rounds 3 --codecs none,gzip,snappy,lz4,zstd
//        --payloads random,json --batch-size 131072 --linger-ms 50]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runProducerBench } from '../../bench/src/index';
import { startCluster, type Cluster } from '../kafka/embedded-broker';

const arg = (k: string) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };
const CODECS = (arg('codecs') ?? 'none,gzip,snappy,lz4,zstd').split(',');
const PAYLOADS = (arg('payloads') ?? 'random,json').split(',') as Array<'random' | 'json'>;
const BASE = { acks: '1', 'linger.ms': arg('linger-ms') ?? '50', 'batch.size': arg('batch-size') ?? '131072', 'enable.idempotence': 'false' };

/** Deterministic order events (a linear congruential generator, so every run sends the same bytes). */
export function orderEvents(count: number): string[] {
  let x = 12345;
  const next = (n: number) => { x = (x * 1103515245 + 12345) % 2 ** 31; return x % n; };
  const skus = ['BOOK-0001', 'BOOK-0002', 'MUG-0100', 'TEE-0042-M', 'TEE-0042-L', 'CABLE-USB-C', 'LAMP-DESK'];
  const cities = ['Berlin', 'Lisbon', 'Osaka', 'Toronto', 'Nairobi', 'Lyon'];
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const lines = Array.from({ length: 1 + next(3) }, () => ({ sku: skus[next(skus.length)], quantity: 1 + next(4), unitPriceCents: 199 + next(9000) }));
    out.push(JSON.stringify({
      type: 'OrderPlaced', orderId: `ord-${100000 + i}`, customerId: `cust-${next(5000)}`, placedAt: new Date(1_767_225_600_000 + i * 1000).toISOString(),
      currency: 'EUR', status: 'PENDING', shipping: { city: cities[next(cities.length)], method: next(2) ? 'STANDARD' : 'EXPRESS' }, lines,
    }));
  }
  return out;
}

async function main(): Promise<void> {
  let cluster: Cluster | undefined;
  const bootstrap = arg('bootstrap') ?? (cluster = await startCluster({ nodes: 1 })).bootstrap;
  const records = Number(arg('records') ?? 20_000);
  const rounds = Number(arg('rounds') ?? 3);
  const dir = mkdtempSync(join(tmpdir(), 'kafka-tuning-payloads-'));
  try {
    const events = orderEvents(2000);
    const file = join(dir, 'orders.jsonl');
    writeFileSync(file, `${events.join('\n')}\n`);
    const avg = Math.round(events.reduce((s, e) => s + Buffer.byteLength(e), 0) / events.length);
    console.log(`compression on ${bootstrap}: ${records} records unthrottled, ${rounds} rounds, linger.ms ${BASE['linger.ms']}, batch.size ${BASE['batch.size']}; random letters ${avg} B vs JSON order events (avg ${avg} B)`);
    console.log('payload   codec   disk B/record   vs none   rec/s   rec/request (1 partition: per batch)');
    for (const payload of PAYLOADS) {
      let none: number | undefined;
      for (const codec of CODECS) {
        const r = await runProducerBench({ kind: 'producer', bootstrap, records, recordSize: avg, throughput: -1, rounds, config: { ...BASE, 'compression.type': codec }, ...(payload === 'json' ? { payloadFile: file } : {}) })
          .catch((e: unknown) => { console.log(`${payload.padEnd(9)} ${codec.padEnd(7)} FAILED: ${e instanceof Error ? e.message : String(e)}`); return undefined; });
        if (!r) continue;
        const disk = r.median.diskBytesPerRecord;
        if (codec === 'none') none = disk;
        const vs = disk !== undefined && none ? `${((disk / none) * 100).toFixed(0)} %` : '–';
        console.log(`${payload.padEnd(9)} ${codec.padEnd(7)} ${disk === undefined ? 'not measured'.padStart(13) : disk.toFixed(1).padStart(13)} ${vs.padStart(9)} ${r.median.recordsPerSec.toFixed(0).padStart(7)} ${r.median.recordsPerRequest.toFixed(1).padStart(9)}`);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await cluster?.stop();
  }
}

if (require.main === module) main().catch((e) => { console.error(e instanceof Error ? e.message : e); process.exit(1); });
