// The pid listening on a TCP port: the broker JVM a test started, to freeze (SIGSTOP) and thaw it.
import { execFileSync } from 'node:child_process';

export function listenerPid(port: number): number {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const m = /pid=(\d+)/.exec(out);
  if (!m) throw new Error(`no listener pid for port ${port} in: ${out}`);
  return Number(m[1]);
}
