// Generates server/catalog/librdkafka/librdkafka-<version>.json from librdkafka's own
// CONFIGURATION.md, so librdkafka defaults and ranges are read from the library rather than
// copied by hand. The markdown is taken from the librdkafka that @confluentinc/kafka-javascript
// bundles (deps/librdkafka/ in its npm tarball); the version comes from RD_KAFKA_VERSION in
// deps/librdkafka/src/rdkafka.h of the same tarball.
//
//   npx tsx scripts/gen-librdkafka-catalog.ts                 # npm pack into a temp dir
//   npx tsx scripts/gen-librdkafka-catalog.ts --dir <unpacked package dir>
//   npx tsx scripts/gen-librdkafka-catalog.ts --check         # fail if the checked-in file drifts
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { RdkCatalog, RdkProperty } from '../server/src/service/clients/librdkafka';

const root = resolve(__dirname, '..');

function packageDir(args: string[]): string {
  const i = args.indexOf('--dir');
  if (i >= 0 && args[i + 1]) return resolve(args[i + 1]);
  const tmp = mkdtempSync(join(tmpdir(), 'ckjs-'));
  const out = execFileSync('npm', ['pack', '@confluentinc/kafka-javascript', '--pack-destination', tmp], {
    cwd: tmp, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'],
  }).trim().split('\n').pop()!;
  execFileSync('tar', ['xzf', join(tmp, out), '-C', tmp]);
  return join(tmp, 'package');
}

/** RD_KAFKA_VERSION is 0xMMmmrrxx (major, minor, revision, pre-release). */
export function versionFromHeader(header: string): string {
  const m = /#define\s+RD_KAFKA_VERSION\s+0x([0-9a-fA-F]{8})/.exec(header);
  if (!m) throw new Error('RD_KAFKA_VERSION not found in rdkafka.h');
  const n = parseInt(m[1], 16);
  return `${(n >>> 24) & 0xff}.${(n >>> 16) & 0xff}.${(n >>> 8) & 0xff}`;
}

function parseDefault(raw: string): string | null {
  const v = raw.trim();
  return v === '' ? null : v;
}

function parseRange(raw: string): RdkProperty['range'] {
  const v = raw.trim();
  if (v === '') return undefined;
  const num = /^(-?[\d.e+]+)\s*\.\.\s*(-?[\d.e+]+)$/.exec(v);
  if (num) return { min: Number(num[1]), max: Number(num[2]) };
  return { values: v.split(',').map((s) => s.trim()).filter(Boolean) };
}

/** Parses the two property tables (global and topic) of CONFIGURATION.md. */
export function parseConfigurationMd(md: string, version: string): RdkCatalog {
  const props: RdkProperty[] = [];
  let level: 'global' | 'topic' | undefined;
  for (const line of md.split(/\r?\n/)) {
    if (line.startsWith('## ')) {
      level = /global/i.test(line) ? 'global' : /topic/i.test(line) ? 'topic' : undefined;
      continue;
    }
    if (!level || !line.includes('|') || line.startsWith('Property') || line.startsWith('---')) continue;
    const cells = line.split('|');
    if (cells.length < 6) continue;
    const [name, scope, range, def, importance] = cells.slice(0, 5).map((c) => c.trim());
    const description = cells.slice(5).join('|');
    if (!/^[a-z0-9_.]+$/.test(name)) continue;
    const type = /\*Type:\s*([^*]+)\*/.exec(description)?.[1].trim() ?? 'unknown';
    const aliasOf = /^\s*Alias for `([^`]+)`/.exec(description)?.[1];
    const p: RdkProperty = {
      name, level, scope: scope as RdkProperty['scope'], type,
      default: parseDefault(def), importance,
    };
    const r = parseRange(range);
    if (r) p.range = r;
    if (aliasOf) p.aliasOf = aliasOf;
    if (/\*\*DEPRECATED\*\*/.test(description)) p.deprecated = true;
    props.push(p);
  }
  // Aliases point at their target; also list them on the target so lookups go both ways.
  for (const p of props) {
    if (!p.aliasOf) continue;
    const target = props.find((t) => t.name === p.aliasOf && t.level === p.level && !t.aliasOf);
    if (target) (target.aliases ??= []).push(p.name);
  }
  return { source: `librdkafka ${version} CONFIGURATION.md`, version, properties: props };
}

function main(): void {
  const args = process.argv.slice(2);
  const dir = packageDir(args);
  const mdPath = join(dir, 'deps/librdkafka/CONFIGURATION.md');
  if (!existsSync(mdPath)) throw new Error(`no CONFIGURATION.md under ${dir}`);
  const version = versionFromHeader(readFileSync(join(dir, 'deps/librdkafka/src/rdkafka.h'), 'utf8'));
  const catalog = parseConfigurationMd(readFileSync(mdPath, 'utf8'), version);
  const out = join(root, 'server/catalog/librdkafka', `librdkafka-${version}.json`);
  const text = JSON.stringify(catalog, null, 1) + '\n';
  if (args.includes('--check')) {
    const old = existsSync(out) ? readFileSync(out, 'utf8') : '';
    if (old !== text) { console.error(`${out} is out of date; re-run without --check`); process.exit(1); }
    console.log(`${out} is up to date`);
    return;
  }
  writeFileSync(out, text);
  console.log(`wrote ${out}: ${catalog.properties.length} properties`);
}

if (require.main === module) main();
