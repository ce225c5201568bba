// `npm run bench:sweep [-- <config file>] [--bootstrap host:port] [--records N] [--rounds N] [--grid]`:
// the producer sweep of the benchmark panel, run on the engine against the broker at --bootstrap or
// KAFKA_TUNING_BOOTSTRAP (an embedded 1-node KRaft broker when neither is given), for a config file's first producer (default
// examples/config/producer-good.properties) with its kafka-tuning comment's rate= and p99-ms=.
// Prints every cell of linger.ms 0…200 × batch.size 16 KiB…256 KiB: the model's prediction, the
// measurement where the cell was run, why it was not otherwise, and the runs against the grid.
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { sitesOfFile } from '../../cli/src/bench';
import { sweepOnEngine } from '../../bench/src/index';
import { startCluster } from '../kafka/embedded-broker';
import { PREDICTION_HEADER, predictionText } from '../../common/src/sweep';
import { parseSweepArgs } from './sweepArgs';

const GRID = ['0', '5', '20', '50', '100', '200'].flatMap((l) => ['16384', '65536', '262144'].map((b) => ({ 'linger.ms': l, 'batch.size': b })));

async function main(): Promise<void> {
  const args = parseSweepArgs(process.argv.slice(2), process.env);
  const file = args.file ?? join(__dirname, '../../examples/config/producer-good.properties');
  const site = (await sitesOfFile(file)).find((s) => s.role === 'producer');
  if (!site) throw new Error(`${file}: no producer config`);
  const cluster = args.bootstrap ? undefined : await startCluster({ nodes: 1 });
  const bootstrap = args.bootstrap ?? cluster!.bootstrap;
  try {
    const load = loadavg()[0];
    const t0 = Date.now();
    const { summary, points } = await sweepOnEngine({ bootstrap, config: site.effective, workload: site.workload, cells: GRID, search: args.grid ? 'grid' : 'guided', records: args.records, rounds: args.rounds });
    const f = (n: number | undefined, d = 1) => (n === undefined ? '–' : n.toFixed(d));
    console.log(`${site.label}: SLO ${summary.slo.rate} records/s, p99 ≤ ${summary.slo.p99Ms ?? '–'} ms; ${summary.search} search on ${bootstrap}, load average ${load.toFixed(1)} at the start, ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    console.log(`| cell | ${PREDICTION_HEADER} | measured records/batch · % linger · p99 at rate (from send) | capacity records/s | result |`);
    console.log('| --- | --- | --- | --- | --- |');
    for (const c of summary.cells) {
      const p = points.find((x) => JSON.stringify(x.overrides) === JSON.stringify(c.overrides));
      const pr = c.prediction;
      console.log(`| ${c.overrides['linger.ms']} ms / ${c.overrides['batch.size']} | ${pr ? predictionText(pr) : '–'} | ${p ? `${f(p.atRate?.recordsPerBatch)} · ${f(p.atRate?.lingerPct, 0)} % · ${f(p.p99)} ms (${f(p.atRate?.p99FromSend)})` : '–'} | ${p ? Math.round(p.throughput) : '–'} | ${p ? (p.meetsSlo ? 'meets the SLO' : 'misses') : c.status} |`);
    }
    console.log(`measured ${summary.runs} of ${summary.gridSize} cells (${2 * summary.runs} runs instead of ${2 * summary.gridSize}); pick: ${summary.pick ? JSON.stringify(summary.pick) : `none — ${summary.note}`}`);
  } finally {
    await cluster?.stop();
  }
}

main().catch((e: unknown) => { console.error(e instanceof Error && /usage: npm run bench:sweep/.test(e.message) ? `bench:sweep: ${e.message}` : e); process.exit(1); });
