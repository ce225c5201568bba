// A broker that hangs mid-run (its JVM frozen with SIGSTOP, sockets open, nothing answers): how long
// until the run reports its error, and how long until it has finished cleaning up. The panel states
// the run's timeout ("A broker that does not answer for N s ends the run with an error"); the error
// must come within it and name it. Starts its own 1-node embedded broker, freezes it once round 1 of
// a producer run (acks=all and acks=1) and of a consumer run is under way, thaws it after each run.
// Usage: npm run bench:hung [-- --timeout SEC]
import { execFileSync } from 'node:child_process';
import { runBenchmark } from '../../bench/src/index';
import { startCluster } from '../kafka/embedded-broker';

const arg = (k: string, d: number) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? Number(process.argv[i + 1]) : d; };
const TIMEOUT_SEC = arg('timeout', 10);

/** The pid listening on `port` (the broker JVM this script started). */
function listenerPid(port: number): number {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const m = /pid=(\d+)/.exec(out);
  if (!m) throw new Error(`no listener pid for port ${port} in: ${out}`);
  return Number(m[1]);
}

async function main(): Promise<void> {
  const cluster = await startCluster({ nodes: 1 });
  const port = Number(cluster.bootstrap.split(':').pop());
  const pid = listenerPid(port);
  let failed = 1;
  try {
    const cases: Array<{ name: string; kind: 'producer' | 'consumer'; config: Record<string, string>; records: number; throughput: number }> = [
      { name: 'producer acks=all', kind: 'producer', config: { acks: 'all', 'linger.ms': '5' }, records: 200_000, throughput: 2_000 },
      { name: 'producer acks=1', kind: 'producer', config: { acks: '1', 'linger.ms': '5' }, records: 200_000, throughput: 2_000 },
      { name: 'consumer', kind: 'consumer', config: { 'fetch.min.bytes': '1' }, records: 200_000, throughput: -1 },
    ];
    failed = 0;
    for (const c of cases) {
      let frozenAt = 0, reportedAt = 0, reported = '';
      const run = runBenchmark({ kind: c.kind, client: 'java', bootstrap: cluster.bootstrap, records: c.records, recordSize: 200, throughput: c.throughput, rounds: 3, partitions: 2, config: c.config, timeoutMs: TIMEOUT_SEC * 1000 }, {}, {
        progress: (m) => {
          if (!frozenAt && /round 1|consuming|backlog/.test(m)) {
            // Half a second into the phase, so requests are in flight when the broker freezes.
            setTimeout(() => { frozenAt = performance.now(); process.kill(pid, 'SIGSTOP'); }, 500);
          }
        },
        failed: (m) => { reportedAt ||= performance.now(); reported ||= m; },
      });
      let message = '';
      try { await run; message = 'the run succeeded (not expected)'; } catch (e) { message = (e as Error).message; }
      const endedAt = performance.now();
      process.kill(pid, 'SIGCONT');
      const toError = (reportedAt || endedAt) - frozenAt, toEnd = endedAt - frozenAt;
      const ok = frozenAt > 0 && toError <= TIMEOUT_SEC * 1000 + 2_000 && message.includes(`${TIMEOUT_SEC} s`);
      if (!ok) failed++;
      console.log(`HUNG ${c.name}, timeout ${TIMEOUT_SEC} s: error reported ${(toError / 1000).toFixed(1)} s after the freeze, run ended (topic deleted or recorded) ${(toEnd / 1000).toFixed(1)} s after it ${ok ? 'OK' : 'FAIL'}\n     "${reported || message}"`);
      // Let the thawed broker settle before the next case.
      await new Promise((r) => setTimeout(r, 2_000));
    }
  } finally {
    try { process.kill(pid, 'SIGCONT'); } catch { /* gone */ }
    await cluster.stop();
  }
  process.exit(failed ? 1 : 0);
}

void main();
