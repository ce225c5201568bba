// Benchmark (prints figures; not a pass/fail test): how long the built kafka-tune bundle takes for
// `--help`, `--version` (the entry alone: the engine with the parsers is not loaded) and for
// `lint examples/` (entry + engine + analysis), next to a bare `node -e 0` for the runtime's own
// start. Medians and ranges over N runs each, with the machine's load, since it is shared; and,
// since wall times follow that load, the mean CPU time per run of the spawned processes (Linux:
// this process's reaped-children time from /proc/self/stat, in 10 ms ticks, hence the mean).
// Run: npm run build && node --import tsx scripts/bench/cli-startup.ts [runs] [repository root]
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';

// Another checkout's built CLI (e.g. main's, for a before/after) may be named as the second argument.
const root = process.argv[3] ?? join(__dirname, '../..');
const cli = join(root, 'cli/out/kafka-tune.js');
const runs = Number(process.argv[2] ?? 9);

/** CPU ms used by this process's finished children so far (cutime + cstime), or undefined off Linux. */
function childrenCpuMs(): number | undefined {
  if (!existsSync('/proc/self/stat')) return undefined;
  // Fields after the command name (which may hold spaces, hence from the last ')'): cutime and cstime are the 14th and 15th.
  const f = readFileSync('/proc/self/stat', 'utf8').split(')').pop()!.trim().split(' ');
  return (Number(f[13]) + Number(f[14])) * 10;
}

let lastCpu: number | undefined;
function time(args: string[], cwd = root): number[] {
  const out: number[] = [];
  const cpu0 = childrenCpuMs();
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const r = spawnSync(process.execPath, args, { cwd, stdio: 'ignore' });
    out.push(performance.now() - t0);
    if (r.status !== 0 && r.status !== 1) throw new Error(`${args.join(' ')} exited ${r.status}`);
  }
  const cpu1 = childrenCpuMs();
  lastCpu = cpu0 === undefined || cpu1 === undefined ? undefined : (cpu1 - cpu0) / runs;
  return out.sort((a, b) => a - b);
}

const fmt = (xs: number[]) => `median ${Math.round(xs[xs.length >> 1])} ms (min ${Math.round(xs[0])}, max ${Math.round(xs[xs.length - 1])})${lastCpu === undefined ? '' : `; CPU ${Math.round(lastCpu)} ms a run`}`;
console.log(`kafka-tune startup, ${runs} runs each; ${cpus().length} cores, load ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
console.log(`bundle sizes: entry ${statSync(cli).size.toLocaleString('en-US')} B, engine ${statSync(join(root, 'cli/out/engine.js')).size.toLocaleString('en-US')} B`);
console.log(`node -e 0                 ${fmt(time(['-e', '0']))}`);
console.log(`kafka-tune --help         ${fmt(time([cli, '--help']))}`);
console.log(`kafka-tune --version      ${fmt(time([cli, '--version']))}`);
console.log(`require(engine.js) alone  ${fmt(time(['-e', `require(${JSON.stringify(join(root, 'cli/out/engine.js'))})`]))}  (what --help cost as one bundle)`);
console.log(`kafka-tune lint examples  ${fmt(time([cli, 'lint', 'examples']))}`);
