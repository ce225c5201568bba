// Child JVMs of the embedded broker: where the jars are, the java check, spawning each JVM in its
// own process group, stopping it (SIGTERM, then SIGKILL), and a last-resort reaper so that a test
// that crashes or is interrupted leaves no Kafka JVM and no temp dir behind.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { cacheDir, hasCommand } from '../setup/util';

/** Keep in step with <kafka.version> in scripts/kafka/pom.xml. 4.1.x: current 4.x line. */
export const KAFKA_VERSION = '4.1.2';

/** A failure the user can act on: one line, no stack worth reading. */
export class BrokerError extends Error {
  override name = 'BrokerError';
}

/** Written by the set-up step after copy-dependencies finished, so a half-copied dir is not trusted. */
export const LIBS_MARKER = '.complete';

/** Where scripts/setup/steps/20-kafka-jars.ts copied the broker and kafka-tools jars. */
export function kafkaLibsDir(): string {
  return cacheDir('kafka', KAFKA_VERSION, 'libs');
}

/** The -cp value for `java` (broker, StorageTool, and the official perf-test tools). */
export function kafkaClasspath(): string {
  const libs = kafkaLibsDir();
  if (!existsSync(join(libs, LIBS_MARKER)) || !existsSync(join(libs, `kafka_2.13-${KAFKA_VERSION}.jar`))) {
    throw new BrokerError(`Kafka ${KAFKA_VERSION} jars are missing from ${libs}; run \`npm test -- setup\` first (needs Maven and Maven Central)`);
  }
  return join(libs, '*');
}

let javaChecked = false;
/** Kafka 4.x brokers and tools need Java 17+ (KIP-1013; clients still run on 11). */
export function checkJava(): void {
  if (javaChecked) return;
  if (!hasCommand('java')) throw new BrokerError('java not found on PATH: the embedded Kafka broker needs Java 17+ (e.g. apt-get install openjdk-17-jre-headless)');
  const r = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const m = /version "(\d+)(?:\.(\d+))?/.exec(`${r.stderr}${r.stdout}`);
  const major = m ? (m[1] === '1' ? Number(m[2]) : Number(m[1])) : NaN;
  if (!(major >= 17)) throw new BrokerError(`java on PATH is version ${m ? m[1] : 'unknown'}; the embedded Kafka broker needs Java 17+`);
  javaChecked = true;
}

/** Live JVM process groups and temp dirs this process owns; reaped synchronously on exit. */
const liveGroups = new Set<number>();
const ownedDirs = new Set<string>();
let hooksInstalled = false;

function reapNow(): void {
  for (const pgid of liveGroups) {
    try { process.kill(-pgid, 'SIGKILL'); } catch { /* already gone */ }
  }
  liveGroups.clear();
  for (const d of ownedDirs) rmSync(d, { recursive: true, force: true });
  ownedDirs.clear();
}

function installHooks(): void {
  if (hooksInstalled) return;
  hooksInstalled = true;
  process.on('exit', reapNow);
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    const onSignal = (): void => {
      // Only act as the default handler would: if someone else (the CLI) listens, it owns shutdown.
      if (process.listenerCount(sig) > 1) return;
      reapNow();
      process.removeListener(sig, onSignal);
      process.kill(process.pid, sig);
    };
    process.on(sig, onSignal);
  }
}

export function ownDir(dir: string): void { installHooks(); ownedDirs.add(dir); }
export function releaseDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  ownedDirs.delete(dir);
}

// setpriv (util-linux) execs java with PR_SET_PDEATHSIG, so the kernel kills the JVM even when
// this Node process dies by SIGKILL and no handler runs.
const pdeath = existsSync('/usr/bin/setpriv') ? ['/usr/bin/setpriv', '--pdeathsig', 'KILL', '--'] : [];

export interface Jvm { child: ChildProcess; exited: Promise<number | null>; isAlive(): boolean }

/** Starts `java args...` in its own process group (a Ctrl-C in the terminal does not reach it). */
export function spawnJvm(args: string[], stdoutFd: number, env: NodeJS.ProcessEnv = {}): Jvm {
  installHooks();
  const argv = [...pdeath, 'java', ...args];
  const child = spawn(argv[0]!, argv.slice(1), {
    detached: true,
    stdio: ['ignore', stdoutFd, stdoutFd],
    env: { ...process.env, ...env },
  });
  let alive = child.pid !== undefined;
  if (child.pid !== undefined) liveGroups.add(child.pid);
  const exited = new Promise<number | null>((resolve) => {
    child.once('error', () => { alive = false; resolve(null); });
    child.once('exit', (code) => {
      alive = false;
      if (child.pid !== undefined) liveGroups.delete(child.pid);
      resolve(code);
    });
  });
  return { child, exited, isAlive: () => alive };
}

/** SIGTERM the group, wait for exit, SIGKILL after graceMs. Resolves once the JVM is gone. */
export async function stopJvm(jvm: Jvm, graceMs: number): Promise<'graceful' | 'killed'> {
  const pid = jvm.child.pid;
  if (!jvm.isAlive() || pid === undefined) return 'graceful';
  try { process.kill(-pid, 'SIGTERM'); } catch { /* raced with exit */ }
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((r) => { timer = setTimeout(() => r('timeout'), graceMs); });
  const first = await Promise.race([jvm.exited.then(() => 'exited' as const), timedOut]);
  clearTimeout(timer);
  if (first === 'exited') return 'graceful';
  try { process.kill(-pid, 'SIGKILL'); } catch { /* raced with exit */ }
  await jvm.exited;
  return 'killed';
}

/** Runs a short-lived JVM tool (StorageTool) to completion; throws with its output on failure. */
export async function runJvmTool(args: string[], what: string): Promise<void> {
  const argv = [...pdeath, 'java', ...args];
  const child = spawn(argv[0]!, argv.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (b: Buffer) => { out += b.toString(); });
  child.stderr!.on('data', (b: Buffer) => { out += b.toString(); });
  const code = await new Promise<number | null>((resolve) => {
    child.once('error', () => resolve(null));
    child.once('exit', (c) => resolve(c));
  });
  if (code !== 0) {
    // The exception's message, not its stack frames.
    const last = out.trim().split('\n').filter((l) => !/^\s+(at |\.\.\. \d+ more)/.test(l)).slice(-3).join(' | ');
    throw new BrokerError(`${what} failed (exit ${code}): ${last}`);
  }
}

/**
 * Why a JVM died, in one line: Kafka's first ERROR/FATAL log line (the cause; what follows is
 * shutdown noise), else the last line of its stdout/stderr (JVM start-up failures land there).
 */
export function deathCause(serverLog: string, stdoutLog: string): string {
  const read = (f: string): string[] => (existsSync(f) ? readFileSync(f, 'utf8').split('\n') : []);
  const log = read(serverLog);
  const at = log.findIndex((l) => /^\[[^\]]+\] (ERROR|FATAL) /.test(l));
  if (at >= 0) {
    // The exception printed under it ("...KafkaException: Socket server failed to bind ...: Address already in use").
    const exc = log.slice(at + 1, at + 3).find((l) => /^[\w.$]+(Exception|Error)\b/.test(l));
    return [log[at]!.replace(/^\[[^\]]+\] /, ''), exc].filter(Boolean).join(' — ').slice(0, 500);
  }
  const out = read(stdoutLog).map((l) => l.trim()).filter((l) => l && !/^at |^\.\.\. \d+ more/.test(l));
  return out.at(-1)?.slice(0, 400) ?? 'no log output';
}

/** The node's latest WARN/ERROR line, for "not ready" messages (its dir is gone by then). */
export function lastComplaint(serverLog: string): string | undefined {
  if (!existsSync(serverLog)) return undefined;
  const lines = readFileSync(serverLog, 'utf8').split('\n').filter((l) => /^\[[^\]]+\] (WARN|ERROR|FATAL) /.test(l));
  return lines.at(-1)?.replace(/^\[[^\]]+\] /, '').slice(0, 300);
}
