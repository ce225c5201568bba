// The version a lockfile pins for an npm package, for a package.json module whose node_modules is
// not installed (a fresh clone, CI, a repository opened to review it). The lockfile is what
// `npm ci` / `yarn install --frozen-lockfile` / `pnpm install --frozen-lockfile` will install, so
// it says more than the range in package.json. The nearest lockfile at or above the module wins
// (npm, yarn and pnpm workspaces keep one at the root). Formats read:
// - package-lock.json / npm-shrinkwrap.json v2-v3 ("packages" keyed by node_modules path, resolved
//   from the module's folder upward as Node would) and v1 ("dependencies" by name);
// - yarn.lock v1 (`kafkajs@^2.2.0:` headers, `version "2.2.4"`) and Berry (`"kafkajs@npm:^2.2.0":`,
//   `version: 2.2.4`), matching the range package.json declares;
// - pnpm-lock.yaml: `importers.<module>.dependencies.<name>.version` (v6+) or the top-level
//   `dependencies.<name>` of a single-project lock (v5).
import { dirname, join, relative, sep } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { Scope } from './context';

const LOCKFILES = ['package-lock.json', 'npm-shrinkwrap.json', 'yarn.lock', 'pnpm-lock.yaml'];

export interface Locked {
  version: string;
  /** The lockfile, as shown to the user (relative to the repository). */
  file: string;
}

/** The version the nearest lockfile pins for `name` in the module at `dir` (declared with `range`). */
export async function lockedVersion(dir: string, name: string, range: string | undefined, scope: Scope): Promise<Locked | undefined> {
  for (let d = dir; scope.inside(d); ) {
    for (const lock of LOCKFILES) {
      const path = join(d, lock);
      const text = await scope.read(path);
      if (text === undefined) continue;
      // The nearest lockfile is the one the install uses: when it does not list the package, a
      // lockfile further up does not either.
      const moduleRel = relative(d, dir).split(sep).join('/');
      const version = lock.endsWith('.json') ? fromNpm(text, name, moduleRel) : lock === 'yarn.lock' ? fromYarn(text, name, range) : fromPnpm(text, name, moduleRel);
      return version && /^\d+\.\d+\.\d+/.test(version) ? { version, file: scope.rel(path) } : undefined;
    }
    const up = dirname(d);
    if (up === d) break;
    d = up;
  }
  return undefined;
}

function fromNpm(text: string, name: string, moduleRel: string): string | undefined {
  let lock: { packages?: Record<string, { version?: unknown }>; dependencies?: Record<string, { version?: unknown }> };
  try {
    lock = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (lock.packages) {
    // As require() resolves: <module>/node_modules/<name>, then each folder above it.
    const parts = moduleRel ? moduleRel.split('/') : [];
    for (let i = parts.length; i >= 0; i--) {
      const prefix = parts.slice(0, i).join('/');
      const v = lock.packages[`${prefix ? `${prefix}/` : ''}node_modules/${name}`]?.version;
      if (typeof v === 'string') return v;
    }
    return undefined;
  }
  const v = lock.dependencies?.[name]?.version;
  return typeof v === 'string' ? v : undefined;
}

/** yarn.lock: the entry whose header lists `name@range` (several ranges may share one entry). */
function fromYarn(text: string, name: string, range: string | undefined): string | undefined {
  const lines = text.split(/\r?\n/);
  let candidates: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    if (!/^\S/.test(l) || l.startsWith('#')) continue;
    const specs = l.replace(/:$/, '').split(',').map((s) => s.trim().replace(/^"|"$/g, ''));
    const mine = specs.filter((s) => s.startsWith(`${name}@`)).map((s) => s.slice(name.length + 1).replace(/^npm:/, ''));
    if (mine.length === 0) continue;
    let version: string | undefined;
    for (let j = i + 1; j < lines.length && /^\s/.test(lines[j]); j++) {
      const m = /^\s+version:?\s+"?([^"\s]+)"?/.exec(lines[j]);
      if (m) { version = m[1]; break; }
    }
    if (!version) continue;
    if (range !== undefined && mine.includes(range)) return version;
    candidates.push(version);
  }
  // No declared range to match (or written differently): only an unambiguous single entry counts.
  candidates = [...new Set(candidates)];
  return candidates.length === 1 ? candidates[0] : undefined;
}

function fromPnpm(text: string, name: string, moduleRel: string): string | undefined {
  let lock: Record<string, unknown>;
  try {
    lock = parseYaml(text) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  if (!lock || typeof lock !== 'object') return undefined;
  const depsOf = (o: unknown) => {
    for (const k of ['dependencies', 'devDependencies', 'optionalDependencies']) {
      const v = (o as Record<string, Record<string, unknown>> | undefined)?.[k]?.[name];
      if (v !== undefined) return v;
    }
    return undefined;
  };
  const importers = lock.importers as Record<string, unknown> | undefined;
  const entry = importers ? depsOf(importers[moduleRel || '.']) : depsOf(lock);
  const raw = typeof entry === 'object' && entry !== null ? (entry as { version?: unknown }).version : entry;
  // "2.2.4" or "2.2.4(peer@1.0.0)" (v9 peer suffix) or "/kafkajs/2.2.4" (v5 path form).
  const m = typeof raw === 'string' ? /(\d+\.\d+\.\d+[\w.+-]*)/.exec(raw) : null;
  return m ? m[1] : undefined;
}
