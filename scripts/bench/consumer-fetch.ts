// Four consumer fetch configs (groups A–D) reading a fixed backlog of 4 partitions × 50,000 × 170 B,
// 3 rounds each, on the embedded broker (or --bootstrap). Evidence: docs/evidence/fetch-min-bytes-unreachable.md.
// Checks: D (fetch.min.bytes 8 MB > 4 × max.partition.fetch.bytes 1 MB) ≥ 5× slower than C, with
// fetch p99 within 15 % of fetch.max.wait.ms (1000 ms).
// Usage: npm run bench:consumer [-- --bootstrap host:port --records N]
import { runConsumerBench } from '../../bench/src/index';
import { startCluster, type Cluster } from '../kafka/embedded-broker';

const mpfb = { 'max.partition.fetch.bytes': '1048576' };
export const CONSUMER_GROUPS: Record<'A' | 'B' | 'C' | 'D', Record<string, string>> = {
  A: { 'fetch.min.bytes': '1', 'fetch.max.wait.ms': '0', 'max.poll.records': '100', ...mpfb },
  B: { 'fetch.min.bytes': '65536', 'fetch.max.wait.ms': '50', 'max.poll.records': '500', ...mpfb },
  C: { 'fetch.min.bytes': '1048576', 'fetch.max.wait.ms': '1000', 'max.poll.records': '5000', ...mpfb },
  D: { 'fetch.min.bytes': '8388608', 'fetch.max.wait.ms': '1000', 'max.poll.records': '5000', ...mpfb },
};

const arg = (k: string) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };

async function main(): Promise<void> {
  let cluster: Cluster | undefined;
  const bootstrap = arg('bootstrap') ?? (cluster = await startCluster({ nodes: 1 })).bootstrap;
  const records = Number(arg('records') ?? 50_000);
  const res: Record<string, { ms: number; fetchP99: number }> = {};
  try {
    console.log(`consumer groups A–D on ${bootstrap}: 4 × ${records} × 170 B, 3 rounds, medians [min–max]`);
    console.log('grp   total ms [min–max]        rec/s   fetch p50  fetch p99  poll p99  age p99  empty polls');
    for (const [name, config] of Object.entries(CONSUMER_GROUPS)) {
      const r = await runConsumerBench({ kind: 'consumer', bootstrap, partitions: 4, records, recordSize: 170, throughput: -1, rounds: 3, config });
      const m = r.median;
      res[name] = { ms: m.durationMs, fetchP99: m.fetchP99 };
      console.log(`${name}  ${m.durationMs.toFixed(0).padStart(8)} [${r.min.durationMs.toFixed(0)}–${r.max.durationMs.toFixed(0)}] ${m.recordsPerSec.toFixed(0).padStart(9)} ${m.fetchP50.toFixed(1).padStart(9)} ${m.fetchP99.toFixed(1).padStart(9)} ${m.pollP99.toFixed(1).padStart(9)} ${m.ageP99.toFixed(0).padStart(8)} ${String(m.emptyPolls).padStart(6)}`);
    }
    const ratio = res.D.ms / res.C.ms;
    const dev = (res.D.fetchP99 - 1000) / 1000;
    console.log(`D/C time = ${ratio.toFixed(1)}× ${ratio >= 5 ? 'OK (≥ 5×)' : 'BELOW 5×'}; D fetch p99 ${res.D.fetchP99.toFixed(1)} ms vs fetch.max.wait.ms 1000: ${(dev * 100).toFixed(1)} % ${Math.abs(dev) <= 0.15 ? 'OK (±15 %)' : 'OUTSIDE ±15 %'}`);
  } finally {
    await cluster?.stop();
  }
}

if (require.main === module) main().catch((e) => { console.error(e instanceof Error ? e.message : e); process.exit(1); });
