// Runs the built kafka-tune bundle (cli/out/kafka-tune.js, what npm installs) as a child process:
// the exit code, both streams and how long it took. A run that outlives `timeoutMs` is killed and
// reported as such, so a hang fails the test instead of stalling the suite.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export const CLI = join(__dirname, '../../cli/out/kafka-tune.js');

export interface CliRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  ms: number;
  timedOut: boolean;
}

export interface CliOptions {
  cwd: string;
  input?: string;
  env?: NodeJS.ProcessEnv;
  /** Run as this user (root can read a mode-000 file, so unreadable-file tests drop to nobody). */
  uid?: number;
  gid?: number;
  timeoutMs?: number;
  /** Called once the child is started (to send it signals). */
  started?: (child: ChildProcess, stderr: () => string) => void;
}

export function runCli(args: string[], opts: CliOptions): Promise<CliRun> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const env = { ...process.env, NO_COLOR: undefined, FORCE_COLOR: undefined, ...opts.env };
    const child = spawn(process.execPath, [CLI, ...args], { cwd: opts.cwd, env, uid: opts.uid, gid: opts.gid, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    // Decoded as one stream: `+=` on Buffer chunks decodes each alone, and a multi-byte character
    // split between two chunks became U+FFFD (a SARIF page's "…" failed a CI run that way).
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (c: string) => (stdout += c));
    child.stderr.on('data', (c: string) => (stderr += c));
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, opts.timeoutMs ?? 60_000);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr, ms: performance.now() - t0, timedOut });
    });
    if (opts.input !== undefined) child.stdin.end(opts.input);
    else child.stdin.end();
    opts.started?.(child, () => stderr);
  });
}

/** Drops to `nobody` when the tests run as root, so file modes are enforced. */
export function unprivileged(): { uid?: number; gid?: number } {
  return process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
}
