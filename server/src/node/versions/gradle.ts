// The kafka-clients version a Gradle project builds with, as far as its build scripts show it:
// the org.apache.kafka:kafka-clients coordinate (string or map notation, or a version-catalog
// alias from gradle/libs.versions.toml) with a literal or a $variable — resolved from the
// project's and its parent projects' build scripts (val / def / ext / extra) and gradle.properties
// up to the root project (where settings.gradle is) — then Spring Boot's management (the
// org.springframework.boot plugin with io.spring.dependency-management, or Boot's BOM as a platform),
// then kafka-streams / spring-kafka. A version computed by code is not evaluated: it stays unknown.
import { dirname, join } from 'node:path';
import { parseProperties } from '../../service/parse/properties';
import type { Found, Scope } from './context';
import { apache } from './maven';
import { bootKafka, bootKafkaOrigin, isPlainVersion, springKafkaKafka } from './managedKafka';

const BUILD_NAMES = ['build.gradle.kts', 'build.gradle'];
const SETTINGS_NAMES = ['settings.gradle.kts', 'settings.gradle'];
const MAX_LEVELS = 12;

interface Script { path: string; text: string }

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The bodies of a script's subprojects { … } and allprojects { … } blocks, joined; '' when it has none. */
export function sharedBlocks(text: string): string {
  const out: string[] = [];
  for (const m of text.matchAll(/\b(?:subprojects|allprojects)\s*\{/g)) {
    let depth = 1;
    let i = m.index! + m[0].length;
    const start = i;
    for (; i < text.length && depth > 0; i++) {
      if (text[i] === '{') depth++;
      else if (text[i] === '}') depth--;
    }
    out.push(text.slice(start, i - 1));
  }
  return out.join('\n');
}

/** Comments out of the way (a commented-out dependency is not the build's); strings with '//' (URLs) kept. */
function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:"'\w])\/\/.*$/gm, '$1');
}

/** The project's folder and each parent folder up to the root project (settings.gradle) or the boundary. */
async function projectDirs(moduleDir: string, scope: Scope): Promise<string[]> {
  const dirs: string[] = [];
  for (let dir = moduleDir, i = 0; i < MAX_LEVELS && scope.inside(dir); i++) {
    dirs.push(dir);
    for (const s of SETTINGS_NAMES) if ((await scope.read(join(dir, s))) !== undefined) return dirs;
    const up = dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  // No settings file: only the project's own folder is known to belong to this build.
  return dirs.slice(0, 1);
}

export async function gradleKafkaVersion(buildPath: string, scope: Scope): Promise<Found> {
  const own = await scope.read(buildPath);
  if (own === undefined) return {};
  const dirs = await projectDirs(dirname(buildPath), scope);
  const scripts: Script[] = [{ path: buildPath, text: stripComments(own) }];
  for (const dir of dirs.slice(1)) {
    for (const name of BUILD_NAMES) {
      const t = await scope.read(join(dir, name));
      if (t !== undefined) { scripts.push({ path: join(dir, name), text: stripComments(t) }); break; }
    }
  }
  const settings: Script[] = [];
  const root = dirs[dirs.length - 1];
  for (const name of SETTINGS_NAMES) {
    const t = await scope.read(join(root, name));
    if (t !== undefined) settings.push({ path: join(root, name), text: stripComments(t) });
  }
  const properties: Array<{ path: string; map: Map<string, string> }> = [];
  for (const dir of dirs) {
    const t = await scope.read(join(dir, 'gradle.properties'));
    if (t !== undefined) properties.push({ path: join(dir, 'gradle.properties'), map: new Map(parseProperties(t).entries.map((e) => [e.key, e.value.trim()])) });
  }
  const module = scope.rel(buildPath);
  const where = (path: string) => (path === buildPath ? module : `${scope.rel(path)}, for ${module}`);

  /** A variable's value: the project's script first, its gradle.properties, then parent projects'. */
  const variable = (name: string): { value: string; path: string } | undefined => {
    const n = escape(name);
    const patterns = [
      new RegExp(`(?:^|[\\s{;(.])(?:ext\\.)?${n}\\s*(?::\\s*String\\s*)?=\\s*["']([^"'$]+)["']`, 'm'),
      new RegExp(`\\[\\s*["']${n}["']\\s*\\]\\s*=\\s*["']([^"'$]+)["']`),
      new RegExp(`\\bset\\(\\s*["']${n}["']\\s*,\\s*["']([^"'$]+)["']\\s*\\)`),
    ];
    for (let i = 0; i < dirs.length; i++) {
      const script = scripts.find((s) => dirname(s.path) === dirs[i]);
      for (const p of patterns) {
        const m = script && p.exec(script.text);
        if (m) return { value: m[1].trim(), path: script!.path };
      }
      const props = properties.find((p) => dirname(p.path) === dirs[i]);
      const v = props?.map.get(name);
      if (v) return { value: v, path: props!.path };
    }
    return undefined;
  };
  /** A coordinate's version text: a literal, or $name / ${name} / ${property("name")} / ${rootProject.ext.name}. */
  const resolveText = (raw: string, what: string, at: string = buildPath): Found | undefined => {
    const ref = /^\$\{?\s*(?:(?:root)?[pP]roject\.)?(?:ext\.|extra\[["']|property\(\s*["']|findProperty\(\s*["'])?([\w.-]+)/.exec(raw.trim());
    // `2.8.0!!` is Gradle's shorthand for strictly 2.8.0 (rich versions): the version is the same.
    if (!raw.includes('$')) return { version: raw.trim().replace(/!!$/, ''), origin: what === 'kafka-clients' ? where(at) : `${what} in ${where(at)}` };
    const v = ref && variable(ref[1]);
    return v ? { version: v.value, origin: `${ref![1]} in ${where(v.path)}` } : undefined;
  };
  // What the project's dependencies are written in: its own script, then the subprojects { } and
  // allprojects { } blocks of its parent projects' scripts, which Gradle applies to it as well.
  const dependencyTexts = [scripts[0], ...scripts.slice(1).map((x) => ({ path: x.path, text: sharedBlocks(x.text) })).filter((x) => x.text)];
  const coordinate = (group: string, artifact: string): { raw?: string; path: string } | undefined => {
    const g = escape(group);
    const a = escape(artifact);
    for (const { path, text } of dependencyTexts) {
      const str = new RegExp(`["']${g}:${a}(?::([^"':@]+))?(?::[^"']*)?(?:@\\w+)?["']`).exec(text);
      if (str) return { raw: str[1], path };
      const map = new RegExp(`group\\s*[:=]\\s*["']${g}["']\\s*,\\s*name\\s*[:=]\\s*["']${a}["'](?:\\s*,\\s*version\\s*[:=]\\s*["']([^"']+)["'])?`).exec(text);
      if (map) return { raw: map[1], path };
    }
    return undefined;
  };

  // 1. kafka-clients with a version, written out or through the version catalog.
  const clients = coordinate('org.apache.kafka', 'kafka-clients');
  if (clients?.raw) return apache(resolveText(clients.raw, 'kafka-clients', clients.path) ?? {});
  const catalog = await catalogVersion(root, scripts[0].text, scope);
  if (catalog) return apache(catalog);
  // 2. Spring Boot's management (its plugin or BOM, with the dependency-management plugin or a platform).
  const boot = bootVersion([...scripts, ...settings], variable);
  if (boot) {
    const override = variable('kafka.version');
    if (override && isPlainVersion(override.value)) return { version: override.value, origin: `kafka.version in ${where(override.path)} over what Spring Boot ${boot.version} manages` };
    const kafka = bootKafka(boot.version);
    return kafka ? { version: kafka.kafka, origin: `${bootKafkaOrigin('Spring Boot', boot.version, kafka)} (${scope.rel(boot.path)})` } : {};
  }
  if (clients) return {};
  // 3. What brings kafka-clients in when the build does not name it.
  // kafka-streams, the broker artifact kafka_<scala>, connect-runtime and connect-api each bring
  // kafka-clients of their own release (apache/kafka build.gradle: `api project(':clients')`).
  for (const artifact of ['kafka-streams', 'kafka_2.13', 'kafka_2.12', 'kafka_2.11', 'kafka_2.10', 'connect-runtime', 'connect-api']) {
    const hit = coordinate('org.apache.kafka', artifact);
    if (hit?.raw) return apache(resolveText(hit.raw, artifact, hit.path) ?? {});
  }
  const spring = coordinate('org.springframework.kafka', 'spring-kafka');
  const springVersion = spring?.raw && resolveText(spring.raw, 'spring-kafka', spring.path)?.version;
  const kafka = springVersion && springKafkaKafka(springVersion);
  if (kafka) return { version: kafka, origin: `spring-kafka ${springVersion} depends on kafka-clients ${kafka} (${module})` };
  return {};
}

function bootVersion(scripts: Script[], variable: (name: string) => { value: string } | undefined): { version: string; path: string } | undefined {
  // The Boot plugin alone manages nothing: the dependency-management plugin or Boot's BOM as a
  // platform applies its versions.
  const managed = scripts.some((s) => /io\.spring\.dependency-management|SpringBootPlugin\.BOM_COORDINATES/.test(s.text));
  for (const s of scripts) {
    const bom = /["']org\.springframework\.boot:spring-boot-dependencies:([^"':]+)["']/.exec(s.text);
    const plugin = /id\s*\(?\s*["']org\.springframework\.boot["']\s*\)?\s*version\s*\(?\s*["']([^"']+)["']/.exec(s.text)
      ?? /["']org\.springframework\.boot:spring-boot-gradle-plugin:([^"':]+)["']/.exec(s.text);
    const raw = bom?.[1] ?? (managed ? plugin?.[1] : undefined);
    if (!raw) continue;
    const ref = /^\$\{?([\w.]+)\}?$/.exec(raw);
    const version = ref ? variable(ref[1])?.value : raw;
    if (version && /^\d+\.\d+/.test(version)) return { version, path: s.path };
  }
  return undefined;
}

/**
 * kafka-clients through gradle/libs.versions.toml: an alias whose module is kafka-clients, used in
 * the build script as libs.<alias> (dashes and underscores become dots), its version literal or
 * version.ref into [versions].
 */
async function catalogVersion(root: string, script: string, scope: Scope): Promise<Found | undefined> {
  if (!/\blibs\./.test(script)) return undefined;
  const path = join(root, 'gradle', 'libs.versions.toml');
  const toml = await scope.read(path);
  if (toml === undefined) return undefined;
  const versions = new Map<string, string>();
  const libraries: Array<{ alias: string; line: string }> = [];
  let section = '';
  for (const line of toml.split(/\r?\n/)) {
    const s = line.replace(/#.*$/, '').trim();
    const head = /^\[([\w.-]+)\]$/.exec(s);
    if (head) { section = head[1]; continue; }
    const kv = /^([\w.-]+)\s*=\s*"([^"]*)"$/.exec(s);
    if (section === 'versions' && kv) versions.set(kv[1], kv[2]);
    const alias = /^([\w.-]+)\s*=/.exec(s)?.[1];
    if (section === 'libraries' && alias) libraries.push({ alias, line: s });
  }
  for (const { alias, line } of libraries) {
    if (!/"org\.apache\.kafka:kafka-clients[":]|group\s*=\s*"org\.apache\.kafka"\s*,\s*name\s*=\s*"kafka-clients"/.test(line)) continue;
    if (!new RegExp(`\\blibs\\.${escape(alias.replace(/[-_]/g, '.'))}\\b`).test(script)) continue;
    const ref = /version\.ref\s*=\s*"([\w.-]+)"/.exec(line)?.[1];
    const version = ref ? versions.get(ref) : /"org\.apache\.kafka:kafka-clients:([^"]+)"/.exec(line)?.[1] ?? /\bversion\s*=\s*"([^"]+)"/.exec(line)?.[1];
    return version ? { version, origin: `${ref ?? alias} in ${scope.rel(path)}` } : {};
  }
  return undefined;
}
