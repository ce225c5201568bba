// Shared helpers for set-up steps and the scripts that use what they install.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** A failure the user can act on; printed as one line, without a stack trace. */
export class SetupError extends Error {}

/** Where downloads are cached between runs: outside the clone, shared by every checkout. */
export function cacheDir(...parts: string[]): string {
  const base = process.env.KAFKA_TUNING_CACHE || join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'kafka-tuning');
  const dir = join(base, ...parts);
  mkdirSync(dir, { recursive: true });
  return dir;
}

export function hasCommand(cmd: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}
