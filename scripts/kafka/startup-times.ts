// Prints how long the embedded cluster takes to start (format + JVMs + describeCluster sees all
// nodes) and to stop, for 1 and 3 nodes. Figures, not a pass/fail test:
//   node --import tsx scripts/kafka/startup-times.ts [rounds=2]
import { startCluster } from './embedded-broker';

async function main(): Promise<void> {
  const rounds = Number(process.argv[2] ?? 2);
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > 10) throw new Error('rounds: an integer 1..10');
  for (const nodes of [1, 3] as const) {
    for (let r = 1; r <= rounds; r++) {
      const t0 = Date.now();
      const c = await startCluster({ nodes });
      const up = Date.now() - t0;
      const t1 = Date.now();
      await c.stop();
      console.log(`${nodes} node(s), round ${r}: start ${(up / 1000).toFixed(1)} s, stop ${((Date.now() - t1) / 1000).toFixed(1)} s`);
    }
  }
}

main().catch((e: unknown) => { console.error(e instanceof Error ? e.message : e); process.exit(1); });
