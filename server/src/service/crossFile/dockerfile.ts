// A Compose service that is built (`build:`) runs the image its Dockerfile starts FROM, with the
// plugins the Dockerfile adds: `FROM debezium/connect:1.9` is a Debezium 1.9 worker whatever tag
// `image:` gives the result (check 39: a connector judged against 2.x because its worker was
// built). Only the base image is read: the final stage's FROM, through earlier stages it names,
// with ARG defaults and the compose file's build args substituted (Dockerfile reference: "FROM
// instructions support variables that are declared by any ARG instructions that occur before the
// first FROM").
import { isMap, isScalar, isSeq, parseDocument, type YAMLMap } from 'yaml';
import { composeServices } from './composeMerge';

/** A service's build as the compose file writes it: where its Dockerfile is (relative to the compose file's folder) and its build args. */
export interface ComposeBuild {
  service: string;
  /** The Dockerfile's path from the compose file's folder ("connect/Dockerfile"); absent for `dockerfile_inline`. */
  dockerfile?: string;
  /** The Dockerfile's text, when written inline in the compose file. */
  inline?: string;
  args: Record<string, string>;
}

/** A remote build context (a Git or HTTP URL) is not in the workspace. */
const remote = (context: string) => /^[a-z]+:\/\/|^git@/.test(context);
const join = (folder: string, file: string) => (/^\//.test(file) ? file : `${folder.replace(/\/+$/, '')}/${file}`).replace(/(^|\/)\.\//g, '$1');

/** The services of a compose file that are built from a Dockerfile; [] when the file does not parse. */
export function composeBuilds(text: string): ComposeBuild[] {
  try {
    const doc = parseDocument(text);
    const services = doc.errors.length === 0 ? composeServices(doc) : undefined;
    if (!services) return [];
    return services.items.flatMap((p): ComposeBuild[] => {
      const svc = p.value;
      if (!isScalar(p.key) || !isMap(svc)) return [];
      const build: unknown = svc.get('build', true);
      const service = String(p.key.value);
      if (isScalar(build)) return remote(String(build.value)) ? [] : [{ service, dockerfile: join(String(build.value), 'Dockerfile'), args: {} }];
      if (!isMap(build)) return [];
      const map = build as YAMLMap;
      const context = map.get('context');
      const dockerfile = map.get('dockerfile');
      const inline = map.get('dockerfile_inline');
      const args = buildArgs(map);
      if (typeof inline === 'string') return [{ service, inline, args }];
      const folder = typeof context === 'string' ? context : '.';
      if (remote(folder)) return [];
      return [{ service, dockerfile: join(folder, typeof dockerfile === 'string' ? dockerfile : 'Dockerfile'), args }];
    });
  } catch {
    return [];
  }
}

/** `args: { A: x }` or `args: [A=x]`; an arg with no value takes the Dockerfile's default. */
function buildArgs(build: YAMLMap): Record<string, string> {
  const args = build.get('args');
  const out: Record<string, string> = {};
  if (isMap(args)) {
    for (const it of args.items) if (isScalar(it.key) && isScalar(it.value) && it.value.value !== null) out[String(it.key.value)] = String(it.value.value);
  } else if (isSeq(args)) {
    for (const it of args.items) {
      const m = isScalar(it) ? /^([^=]+)=(.*)$/.exec(String(it.value)) : null;
      if (m) out[m[1].trim()] = m[2];
    }
  }
  return out;
}

/**
 * The image a Dockerfile's final stage starts from, following stages it names (`FROM base AS
 * build` … `FROM build`); undefined when there is no FROM, a variable stays unresolved, or it
 * starts from scratch.
 */
export function dockerfileBaseImage(text: string, buildArgs: Readonly<Record<string, string>> = {}): string | undefined {
  const defaults: Record<string, string> = {};
  const stages = new Map<string, string>();
  let last: string | undefined;
  let seenFrom = false;
  const instructions = dockerInstructions(text);
  for (const line of instructions) {
    const arg = /^ARG\s+([A-Za-z_][A-Za-z0-9_]*)(?:=(.*))?$/i.exec(line);
    if (arg && !seenFrom) {
      if (arg[2] !== undefined) defaults[arg[1]] = arg[2].trim().replace(/^(['"])(.*)\1$/, '$2');
      continue;
    }
    const from = /^FROM\s+(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?\s*$/i.exec(line);
    if (!from) continue;
    seenFrom = true;
    const image = substitute(from[1], { ...defaults, ...buildArgs });
    const resolved = image === undefined ? undefined : stages.get(image.toLowerCase()) ?? image;
    if (from[2]) stages.set(from[2].toLowerCase(), resolved ?? '');
    last = resolved;
  }
  return last && last !== 'scratch' ? last : undefined;
}

/** `$A`, `${A}`, `${A:-x}` from the args; undefined when one stays unresolved. */
function substitute(value: string, vars: Readonly<Record<string, string>>): string | undefined {
  let unresolved = false;
  const out = value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?::?-([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (_, braced: string, fallback: string | undefined, bare: string) => {
    const v = vars[braced ?? bare];
    if (v !== undefined && v !== '') return v;
    if (fallback !== undefined) return fallback;
    unresolved = true;
    return '';
  });
  return unresolved || out === '' ? undefined : out;
}

/** A Dockerfile by its name: Dockerfile, Dockerfile.connect, connect.Dockerfile, broker.dockerfile. */
export function isDockerfileName(name: string): boolean {
  return /^Dockerfile(?:\.[\w.-]+)?$|\.dockerfile$/i.test(name);
}

/**
 * The Apache Kafka release a Dockerfile installs from the project's binary distribution
 * (`kafka_2.13-2.7.0.tgz`, downloaded or copied in; Kafka's download page names its archives
 * kafka_<scala>-<kafka>.tgz), with ENV and ARG values substituted (`kafka_${SCALA}-${KAFKA_VERSION}.tgz`).
 * Check 88 and 89: an MM2 file and a consumer file beside such Dockerfiles (2.7.0, 0.10.2.0) were
 * checked against the newest Kafka. Undefined when no archive name is found.
 */
export function dockerfileKafkaTarball(text: string): { version: string; archive: string } | undefined {
  const instructions = dockerInstructions(text);
  const vars: Record<string, string> = {};
  const expand = (s: string) => s.replace(/\$\{([A-Za-z_]\w*)\}|\$([A-Za-z_]\w*)/g, (all, a: string | undefined, b: string | undefined) => vars[(a ?? b)!] ?? all);
  for (const line of instructions) {
    const m = /^(ENV|ARG)\s+(.*)$/i.exec(line);
    if (m) {
      const body = m[2];
      // `ENV A=1 B="2"` (pairs) or `ENV A value` (the legacy form: the rest of the line is the value).
      const pairs = [...body.matchAll(/([A-Za-z_]\w*)=("[^"]*"|'[^']*'|\S*)/g)];
      if (pairs.length > 0) for (const p of pairs) vars[p[1]] = expand(p[2].replace(/^["']|["']$/g, ''));
      else if (m[1].toUpperCase() === 'ENV') {
        const legacy = /^([A-Za-z_]\w*)\s+(.+)$/.exec(body);
        if (legacy) vars[legacy[1]] = expand(legacy[2].trim());
      }
      continue;
    }
    const archive = /\bkafka_\d+\.\d+(?:\.\d+)?-(\d+\.\d+\.\d+(?:\.\d+)?)\.(?:tgz|tar\.gz)\b/.exec(expand(line));
    if (archive) return { version: archive[1], archive: archive[0] };
  }
  return undefined;
}

/** A Dockerfile's instructions, with `\` line continuations joined and comment lines dropped. */
function dockerInstructions(text: string): string[] {
  return text.replace(/\\\r?\n(?:\s*#.*\r?\n)*/g, ' ').split(/\r?\n/).map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
}
