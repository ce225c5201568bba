// Benchmark (prints figures; not a pass/fail test): how long the built kafka-tune bundle takes for
// `--help`, `--version` (the entry alone: the engine with the parsers is not loaded) and for
// `lint examples/` (entry + engine + analysis), next to a bare `node -e 0` for the runtime's own
// start. Medians and ranges over N runs each, with the machine's load, since it is shared.
// Run: npm run build && node --import tsx scripts/bench/cli-startup.ts [runs]
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '../..');
const cli = join(root, 'cli/out/kafka-tune.js');
const runs = Number(process.argv[2] ?? 9);

function time(args: string[], cwd = root): number[] {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const r = spawnSync(process.execPath, args, { cwd, stdio: 'ignore' });
    out.push(performance.now() - t0);
    if (r.status !== 0 && r.status !== 1) throw new Error(`${args.join(' ')} exited ${r.status}`);
  }
  return out.sort((a, b) => a - b);
}

const fmt = (xs: number[]) => `median ${Math.round(xs[xs.length >> 1])} ms (min ${Math.round(xs[0])}, max ${Math.round(xs[xs.length - 1])})`;
console.log(`kafka-tune startup, ${runs} runs each; ${cpus().length} cores, load ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
console.log(`bundle sizes: entry ${statSync(cli).size.toLocaleString('en-US')} B, engine ${statSync(join(root, 'cli/out/engine.js')).size.toLocaleString('en-US')} B`);
console.log(`node -e 0                 ${fmt(time(['-e', '0']))}`);
console.log(`kafka-tune --help         ${fmt(time([cli, '--help']))}`);
console.log(`kafka-tune --version      ${fmt(time([cli, '--version']))}`);
console.log(`require(engine.js) alone  ${fmt(time(['-e', `require(${JSON.stringify(join(root, 'cli/out/engine.js'))})`]))}  (what --help cost as one bundle)`);
console.log(`kafka-tune lint examples  ${fmt(time([cli, 'lint', 'examples']))}`);
