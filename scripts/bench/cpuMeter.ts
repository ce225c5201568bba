// CPU time spent by each side of a benchmark round, for figures that a shared machine does not
// distort the way wall time does: this process (the kafkajs engine runs in it), the child processes
// it has waited for (each official-tool round is a JVM that exits), and the broker's JVM when it runs
// here. Read from /proc (Linux); elsewhere every figure is undefined and the scripts print none.
import { readFileSync, readdirSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ = 100 on Linux: /proc/<pid>/stat counts CPU time in 1/100 s

/** utime+stime (and cutime+cstime: children waited for) of a process, in ms. */
function statTimes(pid: number | string): { own: number; children: number } | undefined {
  try {
    // Fields after the command (which may hold spaces) start at "state": utime is the 12th of them.
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return { own: (Number(f[11]) + Number(f[12])) * TICK_MS, children: (Number(f[13]) + Number(f[14])) * TICK_MS };
  } catch {
    return undefined;
  }
}

/**
 * CPU time so far (user + system, ms) of process `pid`, or of its main thread alone (`thread`: for
 * the language server, the LSP thread, its analysis worker being another thread); NaN without /proc.
 */
export function processCpuMs(pid: number | undefined, thread = false): number {
  const t = pid === undefined ? undefined : statTimes(thread ? `${pid}/task/${pid}` : pid);
  return t ? t.own : NaN;
}

/** The pid of the JVM whose command line names `marker` (the embedded cluster's directory). */
export function findJvm(marker: string): number | undefined {
  try {
    for (const d of readdirSync('/proc')) {
      if (!/^\d+$/.test(d)) continue;
      try {
        const cmd = readFileSync(`/proc/${d}/cmdline`, 'utf8');
        if (cmd.startsWith('java') && cmd.includes(marker)) return Number(d);
      } catch { /* gone meanwhile */ }
    }
  } catch { /* no /proc */ }
  return undefined;
}

/**
 * Time this thread (the event loop: the engine's whole send path) was ready to run but waited for a
 * core, from /proc/thread-self/schedstat (its second field, ns). A round that took longer with the
 * same CPU per record and a long wait here lost its time to other processes, not to the engine.
 */
function runQueueWaitMs(): number | undefined {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[1]) / 1e6;
  } catch {
    return undefined;
  }
}

export interface CpuSpent { selfMs?: number; childrenMs?: number; brokerMs?: number; waitMs?: number }

/** Starts a measurement; the returned function gives the CPU ms spent since. */
export function cpuMeter(brokerPid?: number): () => CpuSpent {
  const self0 = process.cpuUsage();
  const kids0 = statTimes('self')?.children;
  const broker0 = brokerPid === undefined ? undefined : statTimes(brokerPid)?.own;
  const wait0 = runQueueWaitMs();
  return () => {
    const wait = runQueueWaitMs();
    const self = process.cpuUsage(self0);
    const kids = statTimes('self')?.children;
    const broker = brokerPid === undefined ? undefined : statTimes(brokerPid)?.own;
    return {
      selfMs: (self.user + self.system) / 1000,
      childrenMs: kids0 === undefined || kids === undefined ? undefined : kids - kids0,
      brokerMs: broker0 === undefined || broker === undefined ? undefined : broker - broker0,
      waitMs: wait0 === undefined || wait === undefined ? undefined : wait - wait0,
    };
  };
}

/** µs of CPU per record, or '–' when not measured. */
export function perRecord(ms: number | undefined, records: number): string {
  return ms === undefined ? '–' : ((ms * 1000) / records).toFixed(1);
}
