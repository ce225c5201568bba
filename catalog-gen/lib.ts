// Runs the Java catalog generator against the real Kafka jars of one version.
// Maven resolves kafka-clients + kafka_2.13 (which brings the broker/storage modules) into the local
// repository; the classpath is cached per version under cacheDir('catalog-gen'), outside the clone.
// The generator is compiled with plain javac: it uses reflection only, so one build serves every version.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheDir, hasCommand, SetupError } from '../scripts/setup/util';

export const ROOT = join(__dirname, '..');
export const OUT_DIR = join(ROOT, 'server', 'catalog', 'java');
const SRC_DIR = join(__dirname, 'src');

/**
 * The versions we ship a catalog for: the latest patch of every release line from 2.8 on, so a
 * build's version is checked against its own line (a 3.6.2 build against 3.3.2 called 3.4's keys
 * unknown). 4.4.0 was the newest kafka-clients on Maven Central when this was written.
 */
export const VERSIONS = ['2.8.2', '3.0.2', '3.1.2', '3.2.3', '3.3.2', '3.4.1', '3.5.2', '3.6.2', '3.7.2', '3.8.1', '3.9.1', '4.0.2', '4.1.2', '4.2.2', '4.3.2', '4.4.0'];
export const NEWEST = VERSIONS[VERSIONS.length - 1];

/**
 * Versions whose connect-mirror (MirrorMaker 2) jar Maven Central does not have: checked with
 * `mvn dependency:get` when 4.4.0, 4.3.2, 4.2.2, 3.5.2 and 3.2.3 were added (connect-runtime and kafka-streams 4.4.0 are there). Their
 * catalog has no mirrormaker role and the service then says nothing about MirrorMaker 2 keys.
 */
const NO_MIRROR_JAR = new Set(['3.2.3', '3.5.2', '4.2.2', '4.3.2', '4.4.0']);

export function artifacts(version: string): string[] {
  // kafka_2.13 brings the broker/storage modules; kafka-streams, connect-runtime and connect-mirror the
  // StreamsConfig, Connect worker/connector and MirrorMaker 2 ConfigDefs.
  const names = ['kafka-clients', 'kafka_2.13', 'kafka-streams', 'connect-runtime', ...(NO_MIRROR_JAR.has(version) ? [] : ['connect-mirror'])];
  return names.map((a) => `org.apache.kafka:${a}:${version}`);
}

/** Why the generator cannot run here, or undefined when java, javac and mvn are all present. */
export function missingTools(): string | undefined {
  const missing = ['java', 'javac', 'mvn'].filter((c) => !hasCommand(c));
  return missing.length ? `${missing.join(', ')} not on PATH` : undefined;
}

function pom(version: string): string {
  const deps = artifacts(version).map((a) => {
    const [g, n, v] = a.split(':');
    return `<dependency><groupId>${g}</groupId><artifactId>${n}</artifactId><version>${v}</version></dependency>`;
  });
  return `<project xmlns="http://maven.apache.org/POM/4.0.0"><modelVersion>4.0.0</modelVersion>
<groupId>kafka-tuning</groupId><artifactId>catalog-gen-${version}</artifactId><version>1</version><packaging>pom</packaging>
<dependencies>${deps.join('')}</dependencies></project>\n`;
}

/** Classpath of one Kafka version; resolved once with Maven, then read from the cache. */
export function classpath(version: string): string {
  const wanted = pom(version);
  // Keyed by the pom too: worktrees with another artifact list share this cache without undoing each other.
  const dir = cacheDir('catalog-gen', `${version}-${createHash('sha256').update(wanted).digest('hex').slice(0, 8)}`);
  const pomPath = join(dir, 'pom.xml');
  const cpPath = join(dir, 'cp.txt');
  if (existsSync(cpPath) && existsSync(pomPath) && readFileSync(pomPath, 'utf8') === wanted) {
    const cp = readFileSync(cpPath, 'utf8').trim();
    if (cp.split(':').every((jar) => existsSync(jar))) return cp;
  }
  writeFileSync(pomPath, wanted);
  const r = spawnSync('mvn', ['-q', '-B', '-f', pomPath, 'dependency:build-classpath', `-Dmdep.outputFile=${cpPath}`], { encoding: 'utf8' });
  if (r.status !== 0 || !existsSync(cpPath)) {
    throw new SetupError(`Maven could not resolve Kafka ${version} (${artifacts(version).join(', ')}): ${(r.stdout + r.stderr).split('\n').find((l) => l.includes('ERROR')) ?? 'exit ' + r.status}`);
  }
  return readFileSync(cpPath, 'utf8').trim();
}

/** Compiles catalog-gen/src once per source hash; returns the classes directory. */
export function compileGenerator(): string {
  const files = readdirSync(join(SRC_DIR, 'kafkatuning', 'catalog')).filter((f) => f.endsWith('.java')).sort()
    .map((f) => join(SRC_DIR, 'kafkatuning', 'catalog', f));
  const hash = createHash('sha256');
  for (const f of files) hash.update(readFileSync(f));
  const out = cacheDir('catalog-gen', 'classes', hash.digest('hex').slice(0, 16));
  if (existsSync(join(out, 'kafkatuning', 'catalog', 'Main.class'))) return out;
  const r = spawnSync('javac', ['--release', '17', '-d', out, ...files], { encoding: 'utf8' });
  if (r.status !== 0) throw new SetupError(`javac failed on catalog-gen: ${r.stderr}`);
  return out;
}

/** Java command line that runs the generator (mode "catalog" or "check") on a version's jars. */
export function javaArgs(version: string, ...mode: string[]): string[] {
  return ['-cp', `${compileGenerator()}:${classpath(version)}`, 'kafkatuning.catalog.Main', ...mode];
}

/** Runs the generator and returns the committed file's exact text. */
export function generate(version: string): string {
  const r = spawnSync('java', javaArgs(version, 'catalog', version), { encoding: 'utf8', maxBuffer: 64 << 20 });
  if (r.status !== 0) throw new SetupError(`catalog generator failed for ${version}: ${r.stderr.split('\n').slice(-5).join(' ')}`);
  const data = JSON.parse(r.stdout) as Record<string, unknown>;
  data.artifacts = artifacts(version);
  return render(data);
}

export function catalogPath(version: string): string {
  return join(OUT_DIR, `kafka-${version}.json`);
}

/**
 * Deterministic JSON: object keys sorted, arrays kept in Kafka's order (it is the order its messages
 * print), one catalog key per line so a version bump reads as a small diff.
 */
export function render(value: unknown): string {
  const sort = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sort);
    if (v && typeof v === 'object') {
      return Object.fromEntries(Object.keys(v).sort().map((k) => [k, sort((v as Record<string, unknown>)[k])]));
    }
    return v;
  };
  const obj = (entries: Array<[string, string]>, indent: string): string =>
    entries.length === 0 ? '{}' : `{\n${entries.map(([k, t]) => `${indent}  ${JSON.stringify(k)}: ${t}`).join(',\n')}\n${indent}}`;
  const sorted = sort(value) as Record<string, unknown>;
  const top = Object.entries(sorted).map(([k, v]): [string, string] => {
    if (k === 'constants' || k === 'values') return [k, obj(Object.entries(v as object).map(([c, key]) => [c, JSON.stringify(key)]), '  ')];
    if (k === 'fields') return [k, obj(Object.entries(v as object).map(([c, names]) => [c, JSON.stringify(names)]), '  ')];
    if (k === 'roles') {
      return [k, obj(Object.entries(v as object).map(([role, keys]) =>
        [role, obj(Object.entries(keys as object).map(([name, info]) => [name, JSON.stringify(info)]), '    ')]), '  ')];
    }
    return [k, JSON.stringify(v)];
  });
  return obj(top, '') + '\n';
}
