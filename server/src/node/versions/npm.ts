// The client versions a package.json module runs: kafkajs, and for the librdkafka-based clients
// (@confluentinc/kafka-javascript, node-rdkafka) the librdkafka they bundle. What is installed is
// what Node loads, found the way require() finds it (node_modules in the package's folder, then
// each folder above, inside the repository); without an install, the version the nearest lockfile
// pins (what `npm ci` would install), else for kafkajs the lowest version the declared range
// allows. librdkafka: the installed binding's package.json "librdkafka" field says which it
// bundles; without an install, the release a lockfile pins is looked up in the table of what each
// release bundles (librdkafkaBundles.ts). Otherwise it stays unknown.
import { dirname, join } from 'node:path';
import type { ClientKind } from '../../service/model';
import type { Found, Scope } from './context';
import { lockedVersion } from './lockfiles';
import { BUNDLING_PACKAGES, librdkafkaBundledBy } from './librdkafkaBundles';


interface PackageJson {
  version?: unknown;
  librdkafka?: unknown;
  dependencies?: Record<string, unknown>;
  devDependencies?: Record<string, unknown>;
  optionalDependencies?: Record<string, unknown>;
  peerDependencies?: Record<string, unknown>;
}

function parse(text: string | undefined): PackageJson | undefined {
  if (text === undefined) return undefined;
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as PackageJson) : undefined;
  } catch {
    return undefined;
  }
}

/** The lowest version a plain range allows (^2.2.4, ~2.2, >=2.0.0, 2.2.4); undefined for *, tags, URLs, workspace:. */
export function rangeMinimum(range: string): string | undefined {
  const first = range.split('||').map((r) => r.trim());
  const mins = first.map((r) => /^(?:[~^]|>=|=)?\s*v?(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?(?:\s|$)/.exec(r))
    .map((m) => m && `${m[1]}.${/^\d+$/.test(m[2] ?? '') ? m[2] : '0'}.${/^\d+$/.test(m[3] ?? '') ? m[3] : '0'}`);
  if (mins.some((m) => !m)) return undefined;
  return (mins as string[]).sort((a, b) => cmp(a, b))[0];
}

function cmp(a: string, b: string): number {
  const x = a.split('.').map(Number);
  const y = b.split('.').map(Number);
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

/** The installed package's package.json that require() from `dir` would load. */
async function installed(dir: string, name: string, scope: Scope): Promise<{ pkg: PackageJson; path: string } | undefined> {
  for (let d = dir; scope.inside(d); ) {
    const path = join(d, 'node_modules', ...name.split('/'), 'package.json');
    const pkg = parse(await scope.read(path));
    if (pkg) return { pkg, path };
    const up = dirname(d);
    if (up === d) break;
    d = up;
  }
  return undefined;
}

export async function npmClientVersions(packagePath: string, scope: Scope): Promise<Partial<Record<ClientKind, Found>>> {
  const pkg = parse(await scope.read(packagePath));
  if (!pkg) return { kafkajs: {}, librdkafka: {} };
  const declared = (name: string): string | undefined => {
    for (const deps of [pkg.dependencies, pkg.devDependencies, pkg.optionalDependencies, pkg.peerDependencies]) {
      const v = deps?.[name];
      if (typeof v === 'string') return v;
    }
    return undefined;
  };
  const dir = dirname(packagePath);
  const rel = scope.rel(packagePath);
  const out: Partial<Record<ClientKind, Found>> = { kafkajs: {}, librdkafka: {} };

  const kjs = await installed(dir, 'kafkajs', scope);
  const kjsRange = declared('kafkajs');
  if (kjs && typeof kjs.pkg.version === 'string' && /^\d+\.\d+/.test(kjs.pkg.version)) {
    out.kafkajs = { version: kjs.pkg.version, origin: `kafkajs ${kjs.pkg.version} installed in ${scope.rel(dirname(kjs.path))}` };
  } else if (kjsRange) {
    const locked = await lockedVersion(dir, 'kafkajs', kjsRange, scope);
    const min = rangeMinimum(kjsRange);
    if (locked) out.kafkajs = { version: locked.version, origin: `kafkajs ${locked.version} locked in ${locked.file} (not installed)` };
    else if (min) out.kafkajs = { version: min, origin: `kafkajs "${kjsRange}" in ${rel} (lowest version the range allows; not installed)` };
  }

  for (const name of BUNDLING_PACKAGES) {
    const got = await installed(dir, name, scope);
    const bundled = got?.pkg.librdkafka;
    if (typeof bundled === 'string' && /^\d+\.\d+/.test(bundled)) {
      out.librdkafka = { version: bundled, origin: `librdkafka ${bundled} bundled with ${name}${typeof got!.pkg.version === 'string' ? ` ${got!.pkg.version}` : ''} (${scope.rel(dirname(got!.path))})` };
      return out;
    }
  }
  // Not installed: a lockfile pins one release, and each release bundles one librdkafka
  // (librdkafkaBundles.ts). A range alone allows releases with different librdkafkas.
  for (const name of BUNDLING_PACKAGES) {
    const range = declared(name);
    if (!range) continue;
    const locked = await lockedVersion(dir, name, range, scope);
    const bundled = locked && librdkafkaBundledBy(name, locked.version);
    if (locked && bundled) {
      out.librdkafka = { version: bundled, origin: `librdkafka ${bundled} bundled with ${name} ${locked.version} locked in ${locked.file} (not installed)` };
      break;
    }
  }
  return out;
}
