// The long fuzz run: `npm run fuzz -- --edits 100000 [--seed N] [--mode both|in-process|stdio] [--stdio-share 0.05]`;
// `npm run fuzz -- --replay <dump.json>…` re-checks failures it dumped.
// Most edits go through the language service in this process; a share (default 5%) through the
// bundled server over stdio, which is slower (debounced publishes). Same seed ⇒ same edits.
// On failure: prints the seed, the step, the edit and where the text before it was dumped, then
// goes on with the next seed; exits 1 if anything failed.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { formatReport, FuzzFailure, fuzzInProcess, fuzzStdio, replayFailure, type FuzzReport } from './support/fuzz';
import { ROOT } from './support/fuzzEdits';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    edits: { type: 'string', default: '100000' },
    seed: { type: 'string' },
    mode: { type: 'string', default: 'both' },
    'stdio-share': { type: 'string', default: '0.05' },
    replay: { type: 'string', multiple: true },
  },
});
if (values.replay || positionals.length > 0) {
  // npm run fuzz -- --replay /tmp/kt-fuzz-…/step-N-file.json: re-check dumped failures after a fix.
  let failed = 0;
  for (const f of [...(values.replay ?? []), ...positionals]) {
    const problem = replayFailure(f);
    console.log(`${problem ? 'STILL FAILS' : 'fixed'}  ${f}${problem ? `\n  ${problem}` : ''}`);
    if (problem) failed++;
  }
  process.exit(failed ? 1 : 0);
}
const edits = Number(values.edits);
const seed = values.seed !== undefined ? Number(values.seed) : Math.floor(Math.random() * 2 ** 31);
const mode = values.mode!;
if (!Number.isInteger(edits) || edits < 1 || !Number.isInteger(seed) || !['both', 'in-process', 'stdio'].includes(mode)) {
  console.error('usage: npm run fuzz -- --edits N [--seed N] [--mode both|in-process|stdio] [--stdio-share 0.05]');
  process.exit(2);
}
const share = mode === 'stdio' ? 1 : mode === 'in-process' ? 0 : Number(values['stdio-share']);
const stdioEdits = Math.round(edits * share);
const inProcessEdits = edits - stdioEdits;

/**
 * Runs `total` edits; a failure is recorded and the run goes on with the next seed for the edits
 * left, so one long run reports every distinct crash it meets, not only the first.
 */
async function runAll(label: string, total: number, run: (seed: number, edits: number) => Promise<FuzzReport>, reports: FuzzReport[], failures: FuzzFailure[]) {
  let left = total;
  for (let s = seed; left > 0; s++) {
    try {
      const r = await run(s, left);
      reports.push(r);
      left -= r.edits;
    } catch (e) {
      if (!(e instanceof FuzzFailure)) throw e;
      console.error(`\n${e.message}\n`);
      failures.push(e);
      // Replaying the same seed with the same count reproduces it; the next chunk uses seed+1.
      left -= Math.max(1, e.info.step);
      if (failures.length >= 20) throw new Error(`${label}: 20 failures, stopping`);
    }
  }
}

async function main() {
  console.log(`fuzz: seed ${seed}, ${inProcessEdits} edits in-process, ${stdioEdits} over stdio`);
  const reports: FuzzReport[] = [];
  const failures: FuzzFailure[] = [];
  let lastPrint = 0;
  const progress = (label: string) => (done: number, total: number) => {
    if (Date.now() - lastPrint < 10_000 && done < total) return;
    lastPrint = Date.now();
    console.log(`  ${label}: ${done}/${total} edits, heap ${Math.round(process.memoryUsage().heapUsed / 1048576)} MB`);
  };
  const t0 = Date.now();
  if (inProcessEdits > 0) await runAll('in-process', inProcessEdits, (s, n) => fuzzInProcess({ seed: s, edits: n, progress: progress('in-process') }), reports, failures);
  if (stdioEdits > 0) {
    if (spawnSync(process.execPath, [join(ROOT, 'scripts/build.mjs')], { stdio: 'inherit', cwd: ROOT }).status !== 0) throw new Error('build failed');
    await runAll('stdio', stdioEdits, (s, n) => fuzzStdio({ seed: s, edits: n, progress: progress('stdio') }), reports, failures);
  }
  for (const r of reports) console.log(formatReport(r));
  const edited = reports.reduce((n, r) => n + r.edits, 0) + failures.reduce((n, f) => n + f.info.step, 0);
  console.log(`fuzz: ${edited} edits in ${((Date.now() - t0) / 1000).toFixed(0)} s, ${failures.length} failure(s)`);
  for (const f of failures) console.log(`  - ${f.info.mode} seed ${f.info.seed} step ${f.info.step}: ${f.info.problem.split('\n')[0]}${f.dump ? ` (${f.dump})` : ''}`);
  process.exit(failures.length > 0 ? 1 : 0);
}

main().catch((e) => {
  console.error((e as Error)?.stack ?? String(e));
  process.exit(1);
});
