// What linger.ms costs a record, at a rate too low to fill a batch and at one that fills it fast.
// One config (acks=1, batch.size=16384, no compression, idempotence off, 512 B records, one
// partition) with linger.ms 0, 5 and 50, throttled at a low and a high rate, 3 rounds each, with
// the built-in engine (Java batching emulated) on the embedded broker. Prints p50/p99, records per
// request and the time records wait in the accumulator; nothing is asserted (timings belong here,
// not in `npm test`). Background: docs/evidence/linger-cost.md.
// Usage: npm run bench:linger [-- --bootstrap host:port --low 200 --high 20000 --seconds 5 --rounds 3]
import { runProducerBench } from '../../bench/src/index';
import { startCluster, type Cluster } from '../kafka/embedded-broker';

const arg = (k: string) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };
const BASE = { acks: '1', 'batch.size': '16384', 'compression.type': 'none', 'enable.idempotence': 'false' };
const LINGERS = [0, 5, 50];

async function main(): Promise<void> {
  let cluster: Cluster | undefined;
  const bootstrap = arg('bootstrap') ?? (cluster = await startCluster({ nodes: 1 })).bootstrap;
  const rates = [Number(arg('low') ?? 200), Number(arg('high') ?? 20_000)];
  const seconds = Number(arg('seconds') ?? 5);
  const rounds = Number(arg('rounds') ?? 3);
  const f = (n: number) => n.toFixed(1).padStart(7);
  try {
    console.log(`linger cost on ${bootstrap}: 512 B records, 1 partition, batch.size 16384, acks=1, ${seconds} s per round, ${rounds} rounds, medians [min–max of p50]`);
    console.log('rate rec/s  linger   achieved rec/s   p50 ms [min–max]        p99 ms   rec/req  queue p50 ms');
    for (const rate of rates) {
      for (const linger of LINGERS) {
        const r = await runProducerBench({ kind: 'producer', bootstrap, records: Math.max(100, Math.round(rate * seconds)), recordSize: 512, throughput: rate, rounds, config: { ...BASE, 'linger.ms': String(linger) } });
        const m = r.median;
        console.log(`${String(rate).padStart(10)} ${String(linger).padStart(7)} ${m.recordsPerSec.toFixed(0).padStart(16)} ${f(m.p50)} [${r.min.p50.toFixed(1)}–${r.max.p50.toFixed(1)}]`.padEnd(64) + `${f(m.p99)} ${f(m.recordsPerRequest)} ${f(m.queueP50)}`);
      }
    }
  } finally {
    await cluster?.stop();
  }
}

if (require.main === module) main().catch((e) => { console.error(e instanceof Error ? e.message : e); process.exit(1); });
