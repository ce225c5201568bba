// Makes `npm start` and `npm test` work on a fresh clone: when node_modules is missing, or no
// longer holds what package-lock.json says (a pull changed the lockfile), runs `npm ci`, which also
// builds (the `prepare` script). Dependency-free on purpose: it runs before anything is installed.
// The check compares the lockfile with npm's own record of the install,
// node_modules/.package-lock.json: every package the lockfile lists must be installed at the same
// version and integrity, except optional ones npm skips on this platform, and nothing more.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

function readPackages(file) {
  return JSON.parse(readFileSync(file, 'utf8')).packages ?? {};
}

/** Why node_modules does not match package-lock.json, or undefined when it does. */
export function installProblem(root = ROOT) {
  const lockFile = join(root, 'package-lock.json');
  const record = join(root, 'node_modules/.package-lock.json');
  if (!existsSync(join(root, 'node_modules'))) return 'node_modules is missing';
  if (!existsSync(lockFile)) return undefined; // nothing to compare with; npm ci would refuse anyway
  if (!existsSync(record)) return 'node_modules/.package-lock.json (npm\'s record of the install) is missing';
  let lock, installed;
  try {
    lock = readPackages(lockFile);
    installed = readPackages(record);
  } catch (e) {
    return `cannot read the lockfiles: ${e.message}`;
  }
  for (const [path, want] of Object.entries(lock)) {
    if (path === '') continue; // the project itself
    const have = installed[path];
    if (!have) {
      if (want.optional) continue; // a platform package npm skipped here (e.g. esbuild for another OS)
      return `${path} is not installed`;
    }
    if (have.version !== want.version || (want.integrity && have.integrity !== want.integrity)) {
      return `${path} is ${have.version}, package-lock.json wants ${want.version}`;
    }
  }
  const extra = Object.keys(installed).find((path) => !(path in lock));
  if (extra) return `${extra} is installed but no longer in package-lock.json`;
  return undefined;
}

/** Runs `npm ci` (install + build) when needed; exits the process when that fails. */
export function ensureInstalled(root = ROOT, log = (s) => console.log(s)) {
  const problem = installProblem(root);
  if (!problem) return false;
  log(`setup: ${problem}; installing the dependencies (npm ci, then the build)…`);
  // npm is a .cmd on Windows, which Node (since 20.12) starts only through a shell.
  const windows = process.platform === 'win32';
  const r = spawnSync(windows ? 'npm.cmd' : 'npm', ['ci'], { cwd: root, stdio: 'inherit', shell: windows });
  if (r.status !== 0) {
    console.error(`setup: npm ci failed (${r.error ? r.error.message : `exit ${r.status ?? r.signal}`}); check that the npm registry is reachable and run again`);
    process.exit(r.status || 1);
  }
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) ensureInstalled();
