// What a Docker Compose file says about the Kafka it runs: which Kafka release each service's image
// holds, and how many brokers each cluster has. A broker, Connect or MirrorMaker 2 file in the same
// repository usually runs in one of these containers, and a client's bootstrap.servers names them:
// the image tag is then the best evidence of the Kafka version that reads the file, and the
// cluster's size decides whether "3 replicas" can be created at all (docs/rules.md, topic
// replication rules). Pure: the Node side reads the files (node/workspaceScan.ts).
//
// Image tags, release by release:
//   - apache/kafka, apache/kafka-native: the Kafka version itself (3.7.0).
//   - confluentinc/cp-*: a Confluent Platform version. CP 5.x ships Kafka 2.x, 6.0–6.2 Kafka
//     2.6–2.8, 7.x Kafka 3.x, 8.x Kafka 4.x, same minor (Confluent's "Supported Versions and
//     Interoperability" table and its Kafka Streams upgrade guides: 7.5.x / 3.5.x, 7.9.x / 3.9.x,
//     "Confluent Platform 8.3.0 (Kafka Streams 4.3.0)"); 4.0/4.1 ship 1.0/1.1, 3.3 ships 0.11.0.
//   - bitnami/kafka: the Kafka version first (3.6.1-debian-12-r0).
//   - wurstmeister/kafka: Scala version, then Kafka's (2.13-2.8.1).
//   - strimzi/kafka: the operator's version, then Kafka's (0.40.0-kafka-3.7.0).
// A tag that is absent, "latest", a variable or anything else says nothing.
import { isMap, isScalar, isSeq, parseDocument, YAMLMap, type Document, type Scalar } from 'yaml';
import { isWithin, uriKey } from '../../../../common/src/uri';
import { kafkaOfConfluentPlatform } from '../../../../common/src/kafka/confluentPlatform';
import { composeServices, withMerges } from './composeMerge';
import { brokerAddress, isLoopbackHost } from '../util/localCluster';

export type ComposeKind = 'broker' | 'controller' | 'connect';

export interface ComposeKafkaService {
  service: string;
  /** How other containers reach it: the service name, container_name, hostname, network aliases (lower case). */
  hosts: string[];
  /** Ports published on this machine ("29092:9092" → 29092): reached as localhost:<port>. */
  localPorts: number[];
  image: string;
  /** The Kafka release the image holds ("3.5", "3.7.0"), when its tag says. */
  kafkaVersion?: string;
  /** A Debezium Connect image's Debezium release ("2.5", "1.9.7"), when its tag says. */
  debeziumVersion?: string;
  kind: ComposeKind;
  /**
   * Services of one cluster share it: their KRaft quorum (voters or bootstrap servers) or their
   * ZooKeeper connect string; a broker with neither is a cluster of its own (apache/kafka's
   * default single node). Undefined when the value is a variable the file does not show.
   */
  cluster?: string;
  /**
   * The ports of the listeners its environment writes (KAFKA_LISTENERS, KAFKA_ADVERTISED_LISTENERS,
   * KAFKA_CFG_…): the ports it takes connections on. Absent when none is written: the image's own
   * default listeners (9092 for most) are not assumed.
   */
  ports?: number[];
}

export interface ComposeFacts {
  /** The compose file's URI. */
  file: string;
  services: ComposeKafkaService[];
}

export { isComposeFileName } from '../../../../common/src/model';

const CP_BROKER = /^(?:cp-kafka|cp-server|cp-enterprise-kafka)$/;
const CP_CONNECT = /^(?:cp-kafka-connect(?:-base)?|cp-server-connect(?:-base)?)$/;

/** Whose image: the convention by which its variables become Kafka keys (sites/compose.ts). */
export type ImageFamily = 'apache' | 'confluent' | 'bitnami' | 'wurstmeister' | 'strimzi' | 'debezium' | 'fast-data-dev';

interface ImageKafka { kind: ComposeKind; family: ImageFamily; version?: string; debezium?: string }

/**
 * The Kafka release each Debezium line's Connect image is built on (debezium/container-images,
 * kafka/<line>/Dockerfile KAFKA_VERSION, with the line's own pom version.kafka): a line whose
 * patches moved to another Kafka release is told apart by the patch, and its bare tag (the line's
 * newest build) takes the later one.
 */
function kafkaOfDebezium(tag: string): string | undefined {
  const m = /^(\d+)\.(\d+)(?:\.(\d+))?/.exec(tag);
  if (!m) return undefined;
  const line = `${m[1]}.${m[2]}`;
  const patch = m[3] === undefined ? Infinity : Number(m[3]);
  const split: Record<string, [number, string, string]> = { '1.9': [4, '3.1', '3.2'], '3.0': [1, '3.8', '3.9'], '3.5': [0, '4.1', '4.2'] };
  if (split[line]) return patch <= split[line][0] ? split[line][1] : split[line][2];
  const lines: Record<string, string> = {
    '1.0': '2.4', '1.1': '2.4', '1.2': '2.5', '1.3': '2.6', '1.4': '2.6', '1.5': '2.7', '1.6': '2.7', '1.7': '2.8', '1.8': '3.0',
    '2.0': '3.3', '2.1': '3.3', '2.2': '3.4', '2.3': '3.4', '2.4': '3.5', '2.5': '3.6', '2.6': '3.7', '2.7': '3.7',
    '3.1': '3.9', '3.2': '4.0', '3.3': '4.1', '3.4': '4.1', '3.6': '4.3',
  };
  return lines[line];
}

/** What an image reference says: a Kafka image of which kind and release, or undefined for any other image. */
export function kafkaImage(image: string): ImageKafka | undefined {
  const at = image.indexOf('@');
  const ref = (at >= 0 ? image.slice(0, at) : image).trim().toLowerCase();
  const colon = ref.lastIndexOf(':');
  const slash = ref.lastIndexOf('/');
  const [repo, tag] = colon > slash ? [ref.slice(0, colon), ref.slice(colon + 1)] : [ref, ''];
  const parts = repo.split('/');
  const name = parts[parts.length - 1];
  const owner = parts[parts.length - 2] ?? '';
  const release = (re: RegExp) => re.exec(tag)?.[1];
  if (owner === 'apache' && (name === 'kafka' || name === 'kafka-native')) return { kind: 'broker', family: 'apache', version: release(/^(\d+\.\d+(?:\.\d+)?)(?:$|-)/) };
  if (owner === 'confluentinc' && (CP_BROKER.test(name) || CP_CONNECT.test(name))) {
    const cp = release(/^(\d+\.\d+(?:\.\d+)?)(?:$|-)/);
    return { kind: CP_CONNECT.test(name) ? 'connect' : 'broker', family: 'confluent', version: cp ? kafkaOfConfluentPlatform(cp) : undefined };
  }
  if ((owner === 'bitnami' || owner === 'bitnamilegacy') && name === 'kafka') return { kind: 'broker', family: 'bitnami', version: release(/^(\d+\.\d+(?:\.\d+)?)(?:$|-)/) };
  if (owner === 'wurstmeister' && name === 'kafka') return { kind: 'broker', family: 'wurstmeister', version: release(/^\d+\.\d+-(\d+\.\d+(?:\.\d+)?)$/) };
  if (owner === 'strimzi' && name === 'kafka') return { kind: 'broker', family: 'strimzi', version: release(/-kafka-(\d+\.\d+(?:\.\d+)?)$/) };
  // Lenses' all-in-one development image: one broker (with ZooKeeper, Schema Registry and Connect)
  // in one container, configured its own way; counted as a one-broker cluster, its variables not read.
  if ((owner === 'landoop' || owner === 'lensesio') && name === 'fast-data-dev') return { kind: 'broker', family: 'fast-data-dev' };
  // debezium/connect (Docker Hub) and quay.io/debezium/connect: the tag is the Debezium release.
  if (owner === 'debezium' && (name === 'connect' || name === 'connect-base')) {
    const debezium = release(/^(\d+\.\d+(?:\.\d+)?)/);
    return { kind: 'connect', family: 'debezium', version: debezium ? kafkaOfDebezium(debezium) : undefined, ...(debezium ? { debezium } : {}) };
  }
  return undefined;
}

const PLACEHOLDER = /\$\{?[A-Za-z_]/;

/**
 * The variables Compose interpolates from the `.env` file beside the compose file (KEY=VALUE lines,
 * `#` comments, values optionally quoted).
 */
export function parseDotEnv(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    // Compose's dotenv parser (compose-go) also takes `NAME: value`, "yaml-style".
    const m = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*[=:]\s*(.*?)\s*$/.exec(line);
    if (!m) continue;
    const quoted = /^(['"])(.*)\1$/.exec(m[2]);
    out[m[1]] = quoted ? quoted[2] : m[2].replace(/\s+#.*$/, '');
  }
  return out;
}

/**
 * A value with Compose's interpolation done: ${VAR}, $VAR, ${VAR:-default}, ${VAR-default} from
 * `env`; a variable that is not set and has no default stays as written (its value is unknown).
 */
export function interpolate(value: string, env: Readonly<Record<string, string>> = {}): string {
  return value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?-)([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (whole, braced: string | undefined, op: string | undefined, fallback: string | undefined, bare: string | undefined) => {
    const name = braced ?? bare!;
    const set = Object.prototype.hasOwnProperty.call(env, name) ? env[name] : undefined;
    if (set !== undefined && !(op === ':-' && set === '')) return set;
    return op ? fallback ?? '' : whole;
  });
}

/**
 * The items of a service's `env_file:` — a path, a list of paths, or (Compose 2.24+) a list of
 * {path, required} — each with the node that names it, in order: a later file's variable replaces
 * an earlier one's, and the service's own `environment:` replaces them all (Compose's
 * documented precedence).
 */
export function envFileItems(svc: YAMLMap): Array<{ path: string; node: Scalar }> {
  const v = svc.get('env_file', true);
  const items = isSeq(v) ? v.items : v === undefined ? [] : [v];
  return items.flatMap((item) => {
    const node = isMap(item) ? item.get('path', true) : item;
    return isScalar(node) && typeof node.value === 'string' && node.value.trim() ? [{ path: node.value.trim(), node }] : [];
  });
}

/** Every path a compose file's services name in `env_file:` (for the workspace scan to read). */
export function composeEnvFilePaths(text: string): string[] {
  try {
    const doc = parseDocument(text);
    const services = doc.errors.length === 0 ? composeServices(doc) : undefined;
    if (!services) return [];
    return [...new Set(services.items.flatMap((p) => (isMap(p.value) ? envFileItems(p.value).map((i) => i.path) : [])))];
  } catch {
    return [];
  }
}

/** The services of a compose file that run Kafka; [] for a file that is not a compose file or does not parse. `env`: its `.env` variables. */
export function composeKafkaServices(text: string, around: ComposeSurroundings = {}): ComposeKafkaService[] {
  const { env: dotEnv = {}, envFiles = {}, baseImages = {} } = around;
  let root: unknown;
  let doc: Document;
  try {
    doc = parseDocument(text);  // Compose refuses a mapping key written twice; so does this parse (uniqueKeys)
    if (doc.errors.length > 0) return [];
    root = doc.contents;
  } catch {
    return [];
  }
  if (!isMap(root)) return [];
  const services = composeServices(doc);
  if (!services) return [];
  const out: ComposeKafkaService[] = [];
  /** Each ZooKeeper-mode broker's zookeeper.connect, by service. */
  const zookeeperOf = new Map<string, string>();
  let ensemble = false;
  for (const pair of services.items) {
    const name = isScalar(pair.key) ? String(pair.key.value) : undefined;
    const svc = pair.value;
    if (!name || !isMap(svc)) continue;
    const env = new Map(environmentVariables(text, doc, svc, envFiles).map((v) => [v.name, v.value ?? '']));
    if (!ensemble) ensemble = runsZookeeperEnsemble(env);
    // A service built from a Dockerfile runs what its FROM line names (image: is then only the tag it is given).
    const written = baseImages[name] ?? scalar(svc, 'image');
    const image = written === undefined ? undefined : interpolate(written, dotEnv);
    const known = image ? kafkaImage(image) : undefined;
    if (!image || !known) continue;
    const command = flat(svc.get('command')) + ' ' + flat(svc.get('entrypoint'));
    // A broker image run for its command-line tools (a one-shot kafka-topics --create container,
    // check 42 W) runs no broker: only a command that ends in the image's own start, or a Connect
    // script, keeps the service.
    if (known.kind === 'broker' && command.trim() !== '' && !BROKER_START.test(command) && !CONNECT_START.test(command)) continue;
    const roles = env.get('KAFKA_PROCESS_ROLES') ?? env.get('KAFKA_CFG_PROCESS_ROLES');
    // A Kafka image started with a Connect script is a worker (MirrorMaker 2's dedicated mode included).
    const kind: ComposeKind = CONNECT_START.test(command) ? 'connect'
      : known.kind === 'broker' && roles !== undefined && !/broker/.test(roles) && /controller/.test(roles) ? 'controller'
      : known.kind;
    const quorum = env.get('KAFKA_CONTROLLER_QUORUM_VOTERS') ?? env.get('KAFKA_CFG_CONTROLLER_QUORUM_VOTERS')
      ?? env.get('KAFKA_CONTROLLER_QUORUM_BOOTSTRAP_SERVERS') ?? env.get('KAFKA_CFG_CONTROLLER_QUORUM_BOOTSTRAP_SERVERS');
    const zk = env.get('KAFKA_ZOOKEEPER_CONNECT') ?? env.get('KAFKA_CFG_ZOOKEEPER_CONNECT');
    const key = quorum !== undefined ? `quorum:${normalList(quorum)}` : zk !== undefined ? `zookeeper:${normalList(zk)}` : `single:${name}`;
    if (quorum === undefined && zk !== undefined && kind !== 'connect' && !PLACEHOLDER.test(key)) zookeeperOf.set(name, zk);
    // A Connect worker that installs Debezium's plugin at start-up (`confluent-hub install
    // debezium/debezium-connector-mysql:1.7.0`, check 58) runs that release of it.
    const installed = [...new Set([...command.matchAll(/\bdebezium\/debezium-connector-[a-z0-9]+:(\d+\.\d+(?:\.\d+)?)/g)].map((m) => m[1]))];
    const debezium = known.debezium ?? (kind === 'connect' && installed.length === 1 ? installed[0] : undefined);
    const ports = new Set<number>();
    for (const [variable, value] of env) if (/LISTENERS$/.test(variable)) for (const m of value.matchAll(/:(\d+)\s*(?=,|$)/g)) ports.add(Number(m[1]));
    out.push({
      service: name,
      hosts: hostsOf(name, svc),
      localPorts: portMappings(svc).map((m) => m.host),
      ...(ports.size > 0 ? { ports: [...ports] } : {}),
      image,
      ...(known.version ? { kafkaVersion: known.version } : {}),
      ...(debezium ? { debeziumVersion: debezium } : {}),
      kind,
      ...(kind === 'connect' || PLACEHOLDER.test(key) ? {} : { cluster: key }),
    });
  }
  return zookeeperClusters(out, zookeeperOf, ensemble);
}

/** A ZooKeeper service given the servers of its ensemble, two or more (cp-zookeeper's ZOOKEEPER_SERVERS, ZOO_SERVERS of the zookeeper and bitnami images). */
function runsZookeeperEnsemble(env: ReadonlyMap<string, string>): boolean {
  const servers = env.get('ZOOKEEPER_SERVERS') ?? env.get('ZOO_SERVERS');
  return servers !== undefined && servers.split(/[;,\s]+/).filter((s) => /[:=]/.test(s)).length >= 2;
}

/**
 * ZooKeeper-mode brokers are one cluster when their zookeeper.connect strings reach a common
 * ZooKeeper address under the same chroot ("zk1:2181,zk2:2181" and "zk2:2181"): each gets the key
 * of its group. Where the file runs a ZooKeeper ensemble and its brokers still fall into several
 * groups, each broker may name another member of that one ensemble (check 33: three brokers on host
 * networking, each given its own member): which brokers share a cluster is then not known, and
 * none is given one, so no rule counts them.
 */
function zookeeperClusters(services: ComposeKafkaService[], zookeeperOf: ReadonlyMap<string, string>, ensemble: boolean): ComposeKafkaService[] {
  const names = [...zookeeperOf.keys()];
  if (names.length < 2) return services;
  const parts = names.map((n) => {
    const v = zookeeperOf.get(n)!.trim().toLowerCase();
    const slash = v.indexOf('/');
    const chroot = slash < 0 ? '' : v.slice(slash);
    return { chroot, addresses: new Set((slash < 0 ? v : v.slice(0, slash)).split(',').map((a) => a.trim()).filter(Boolean)) };
  });
  const group = names.map((_, i) => i);
  const root = (i: number): number => (group[i] === i ? i : (group[i] = root(group[i])));
  for (let i = 0; i < names.length; i++) {
    for (let j = i + 1; j < names.length; j++) {
      if (parts[i].chroot === parts[j].chroot && [...parts[i].addresses].some((a) => parts[j].addresses.has(a))) group[root(j)] = root(i);
    }
  }
  const roots = new Set(names.map((_, i) => root(i)));
  const keyOf = new Map<string, string | undefined>();
  for (const [i, n] of names.entries()) {
    if (ensemble && roots.size > 1) { keyOf.set(n, undefined); continue; }
    const members = names.map((_, j) => j).filter((j) => root(j) === root(i));
    const addresses = [...new Set(members.flatMap((j) => [...parts[j].addresses]))].sort();
    keyOf.set(n, `zookeeper:${addresses.join(',')}${parts[i].chroot}`);
  }
  return services.map((s) => {
    if (!keyOf.has(s.service)) return s;
    const cluster = keyOf.get(s.service);
    const { cluster: _old, ...rest } = s;
    return cluster === undefined ? rest : { ...rest, cluster };
  });
}

function scalar(map: YAMLMap, key: string): string | undefined {
  const v = map.get(key, true);
  return isScalar(v) && v.value !== null && v.value !== undefined ? String(v.value) : undefined;
}

/** A command that starts a Connect worker (MirrorMaker 2's dedicated mode included). */
const CONNECT_START = /connect-(?:distributed|standalone|mirror-maker)/;
/**
 * A command that starts the broker: the images' own start scripts (cp-*: /etc/confluent/docker/run;
 * apache/kafka: /etc/kafka/docker/run; Bitnami: run.sh or entrypoint.sh; wurstmeister:
 * start-kafka.sh) or Kafka's kafka-server-start.
 */
const BROKER_START = /docker\/run\b|kafka-server-start|start-kafka|\brun\.sh\b|entrypoint/;

function flat(node: unknown): string {
  if (isScalar(node)) return String(node.value ?? '');
  if (isSeq(node)) return node.items.map(flat).join(' ');
  return '';
}

/** The variables of the files services name in `env_file:`, by the path as written (read by the workspace scan). */
export type EnvFiles = Readonly<Record<string, Readonly<Record<string, string>>>>;

/**
 * One variable of a service's `environment:`, with the offsets of its name and of its value as
 * written; for a variable of an `env_file:`, `from` names that file and the offsets are those of
 * the line naming it (the variable's own text is in the other file).
 */
export interface EnvVariable { name: string; value: string | undefined; keyStart: number; valueStart: number; valueEnd: number; from?: string }

/**
 * A service's variables: those of its `env_file:` files in order, then its `environment:`, as a
 * map (merge keys included; a variable the service sets itself replaces the merged one) or as a
 * list of NAME=value, which replaces a file's variable of the same name.
 */
export function environmentVariables(text: string, parsed: Document, svc: YAMLMap, envFiles: EnvFiles = {}): EnvVariable[] {
  const env = svc.get('environment', true);
  const fromFiles = new Map<string, EnvVariable>();
  for (const { path, node } of envFileItems(svc)) {
    if (!node.range) continue;
    for (const [name, value] of Object.entries(envFiles[path] ?? {})) {
      fromFiles.set(name, { name, value, keyStart: node.range[0], valueStart: node.range[0], valueEnd: node.range[1], from: path });
    }
  }
  const out: EnvVariable[] = [];
  if (isMap(env)) {
    // The pair YAML keeps for each name (a merged-in `<<: *env` overridden by the service's own).
    for (const p of withMerges(env, parsed).items) {
      if (!isScalar(p.key) || !p.key.range) continue;
      const v = isScalar(p.value) ? p.value : undefined;
      const [vs, ve] = v?.range ? [v.range[0], v.range[1]] : [p.key.range[1], p.key.range[1]];
      out.push({ name: String(p.key.value), value: v && v.value !== null && v.value !== undefined ? String(v.value) : undefined, keyStart: p.key.range[0], valueStart: vs, valueEnd: ve });
    }
  } else if (isSeq(env)) {
    for (const item of env.items) {
      if (!isScalar(item) || !item.range) continue;
      const s = String(item.value ?? '');
      const eq = s.indexOf('=');
      if (eq <= 0) continue;
      const name = s.slice(0, eq).trim();
      // The scalar's source may start with a quote: find the name in it.
      const at = text.indexOf(name, item.range[0]);
      if (at < 0 || at > item.range[1]) continue;
      const quoted = /["']$/.test(text.slice(item.range[0], item.range[1])) && /^["']/.test(text.slice(item.range[0], item.range[0] + 1));
      out.push({ name, value: s.slice(eq + 1).trim(), keyStart: at, valueStart: text.indexOf('=', at) + 1, valueEnd: quoted ? item.range[1] - 1 : item.range[1] });
    }
  }
  const own = new Set(out.map((v) => v.name));
  return [...[...fromFiles.values()].filter((v) => !own.has(v.name)), ...out];
}


/**
 * Each `volumes:` item of a service: "data:/var/lib/kafka/data" (a named volume), "./conf:/etc/kafka:ro"
 * (a bind mount, its host side first), a bare "/var/lib/kafka/data" (an anonymous volume), or the
 * long form {type, source, target}. Only items with a container path are kept.
 */
export function volumeMounts(svc: YAMLMap): Array<{ source?: string; target: string }> {
  const volumes = svc.get('volumes');
  if (!isSeq(volumes)) return [];
  return volumes.items.flatMap((item) => {
    if (isMap(item)) {
      const target = item.get('target');
      const source = item.get('source');
      return target === undefined || target === null ? [] : [{ ...(source !== undefined && source !== null ? { source: String(source) } : {}), target: String(target) }];
    }
    if (!isScalar(item)) return [];
    const parts = String(item.value ?? '').split(':');
    const mode = parts.length > 2 && /^(ro|rw|z|Z|cached|delegated|consistent)(,|$)/.test(parts[parts.length - 1]);
    const target = parts.length === 1 ? parts[0] : parts[parts.length - (mode ? 2 : 1)];
    if (!target.startsWith('/')) return [];
    const source = parts.length === 1 ? undefined : parts.slice(0, parts.length - (mode ? 2 : 1)).join(':');
    return [{ ...(source !== undefined ? { source } : {}), target: target.replace(/\/+$/, '') || '/' }];
  });
}
/** "1@kafka-1:9093, 2@kafka-2:9093" and its reordering are one quorum. */
function normalList(value: string): string {
  return value.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean).sort().join(',');
}

function hostsOf(service: string, svc: YAMLMap): string[] {
  const hosts = new Set([service.toLowerCase()]);
  for (const key of ['container_name', 'hostname']) {
    const v = scalar(svc, key);
    if (v && !PLACEHOLDER.test(v)) hosts.add(v.toLowerCase());
  }
  const networks = svc.get('networks');
  if (isMap(networks)) {
    for (const n of networks.items) {
      const aliases = isMap(n.value) ? n.value.get('aliases') : undefined;
      if (isSeq(aliases)) for (const a of aliases.items) if (isScalar(a)) hosts.add(String(a.value).toLowerCase());
    }
  }
  return [...hosts];
}

/** A published port: the port on this machine and the container port it forwards to. */
export interface PortMapping { host: number; container: number }

/**
 * Published ports: "29092:9092", "127.0.0.1:29092:9092", "9092-9094:9092-9094" (each pair),
 * {published: 29092, target: 9092}. A bare "9092" publishes on a random host port: not listed.
 */
export function portMappings(svc: YAMLMap): PortMapping[] {
  const ports = svc.get('ports');
  if (!isSeq(ports)) return [];
  const out: PortMapping[] = [];
  for (const item of ports.items) {
    if (isMap(item)) {
      const host = Number(scalar(item, 'published'));
      const container = Number(scalar(item, 'target'));
      if (Number.isInteger(host)) out.push({ host, container: Number.isInteger(container) ? container : host });
      continue;
    }
    if (!isScalar(item)) continue;
    const parts = String(item.value).replace(/\/(tcp|udp)$/, '').split(':');
    if (parts.length < 2) continue;
    const range = (s: string | undefined) => /^(\d+)(?:-(\d+))?$/.exec(s ?? '');
    const h = range(parts[parts.length - 2]);
    const c = range(parts[parts.length - 1]);
    if (!h || !c) continue;
    const [from, to] = [Number(h[1]), Number(h[2] ?? h[1])];
    for (let p = from; p <= to && p - from < 32; p++) out.push({ host: p, container: Number(c[1]) + (p - from) });
  }
  return out;
}

/** A compose file as the workspace facts carry it: its services and the path shown in messages. */
export interface ComposeFile extends ComposeFacts {
  /** The path shown to the user ("deploy/docker-compose.yml"). */
  label: string;
  /** The `.env` variables beside it, which Compose interpolates into the file. */
  env?: Record<string, string>;
  /** The variables of each file a service names in `env_file:`, by the path as written there (read by the workspace scan). */
  envFiles?: Record<string, Record<string, string>>;
  /** Every service with an image, Kafka's or not (the database a connector reads, say). */
  containers?: ComposeContainer[];
  /** The base image of each service built from a Dockerfile (`build:`), by service (read by the workspace scan). */
  baseImages?: Record<string, string>;
}

/** What the workspace scan reads beside a compose file, which the file's services depend on. */
export type ComposeSurroundings = Pick<ComposeFile, 'env' | 'envFiles' | 'baseImages'>;

/** A service of a compose file: its image (interpolated) and the names other containers reach it by. */
export interface ComposeContainer {
  image: string;
  hosts: string[];
  /** The service's name in the file. */
  service?: string;
  /** The host side of its bind mounts, as written (interpolated): "./mm2.properties", "./config", "/etc/kafka". */
  mounts?: string[];
  /** It runs in this machine's or another container's network namespace (network_mode): localhost there is not its own. */
  sharedNetwork?: true;
}

/** Every service's image in a compose file (interpolated from `.env`); [] when the file does not parse. */
export function composeImages(text: string, dotEnv: Readonly<Record<string, string>> = {}): ComposeContainer[] {
  try {
    const doc = parseDocument(text);
    const services = doc.errors.length === 0 ? composeServices(doc) : undefined;
    if (!services) return [];
    return services.items.flatMap((p) => {
      const image = isMap(p.value) ? scalar(p.value, 'image') : undefined;
      if (image === undefined || !isScalar(p.key)) return [];
      const svc = p.value as YAMLMap;
      const mounts = volumeMounts(svc).flatMap((m) => (m.source !== undefined && /^[./]/.test(m.source) ? [interpolate(m.source, dotEnv)] : []));
      const service = String(p.key.value);
      return [{
        image: interpolate(image, dotEnv), hosts: hostsOf(service, svc), service,
        ...(mounts.length > 0 ? { mounts } : {}),
        ...(svc.has('network_mode') ? { sharedNetwork: true as const } : {}),
      }];
    });
  } catch {
    return [];
  }
}

/**
 * The compose files that run a connector's config: those in its folder or above it, else those
 * that run the database it reads (a container reached by `database.hostname`): connector JSON often
 * sits beside a docker/ folder rather than in it.
 */
function runningConnector(files: readonly ComposeFile[], docUri: string, databaseHost: string | undefined): ComposeFile[] {
  const near = speakingFor(files, docUri, []);
  if (near.length > 0 || !databaseHost) return near;
  const host = databaseHost.trim().toLowerCase();
  return files.filter((f) => (f.containers ?? []).some((c) => c.hosts.includes(host)));
}

export interface ComposeDebezium {
  /** The Debezium release of the Connect image ("2.5", "1.9.7"). */
  version: string;
  /** For messages: "docker-compose.yml (debezium/connect:2.5)". */
  origin: string;
}

/**
 * The Debezium release that runs a connector config: the Debezium Connect images of the compose
 * files that speak for the document, when they all name the same release line.
 */
export function composeDebeziumVersion(files: readonly ComposeFile[] | undefined, docUri: string, databaseHost?: string): ComposeDebezium | undefined {
  if (!files || files.length === 0) return undefined;
  const workers = runningConnector(files, docUri, databaseHost).flatMap((f) => f.services.filter((s) => s.kind === 'connect').map((s) => ({ f, s })));
  if (workers.length === 0 || workers.some(({ s }) => !s.debeziumVersion)) return undefined;
  const lines = new Set(workers.map(({ s }) => s.debeziumVersion!.split('.').slice(0, 2).join('.')));
  if (lines.size !== 1) return undefined;
  const { f, s } = workers[0];
  return { version: s.debeziumVersion!, origin: `${f.label} (${s.image})` };
}

/**
 * The Kafka cluster of the compose files that run a connector's config (see runningConnector):
 * only when those files run exactly one cluster of brokers between them, whose worker the
 * connector must then be running against.
 */
export function composeClusterForConnector(files: readonly ComposeFile[] | undefined, docUri: string, databaseHost?: string): ComposeCluster | undefined {
  return files ? soleCluster(clustersIn(runningConnector(files, docUri, databaseHost))) : undefined;
}

/**
 * The containers of the compose files that run a connector's config (see runningConnector), with
 * the file each is in; `near` when that file is in the connector's folder or above it, not one found
 * elsewhere by the database's host name (a name like `postgres` may be another project's, check 62).
 */
export function composeContainersFor(files: readonly ComposeFile[] | undefined, docUri: string, databaseHost?: string): Array<ComposeContainer & { label: string; near: boolean }> {
  if (!files) return [];
  const near = new Set(speakingFor(files, docUri, []));
  return runningConnector(files, docUri, databaseHost).flatMap((f) => (f.containers ?? []).map((c) => ({ ...c, label: f.label, near: near.has(f) })));
}

/**
 * The compose files that speak for a document: those in its folder or a folder above it, nearest
 * first. Elsewhere in the workspace (a deploy/ folder beside config/), only a compose file running a
 * service that one of the document's addresses names by its name: a workspace may hold several
 * projects, and one project's images say nothing about another's files.
 */
function speakingFor(files: readonly ComposeFile[], docUri: string, addresses: readonly string[]): ComposeFile[] {
  const doc = uriKey(docUri);
  // uriKey ends in '/': "file:///repo/mm2/docker-compose.yml/" → "file:///repo/mm2/".
  const folder = (f: ComposeFile) => uriKey(f.file).replace(/[^/]*\/$/, '');
  const above = files.filter((f) => isWithin(folder(f), doc)).sort((a, b) => folder(b).length - folder(a).length);
  if (above.length > 0) return above;
  // A compose file of another folder is tied to the document only by a service name: localhost on a
  // published port (9092 in most stacks) says nothing about which project's stack it is (check 58).
  const named = addresses.flatMap((list) => list.split(',')).filter((a) => a.trim()).map(brokerAddress).filter((a) => !isLoopbackHost(a.host));
  return files.filter((f) => f.services.some((s) => named.some((a) => reaches(s, a))));
}

/**
 * The service answers at the address: by one of its names, on a port of its listeners when the file
 * writes them (check 57: `broker:29092` is not the `broker` of a file whose listeners are on 9092
 * and 9093); or as localhost on a published port.
 */
function reaches(s: ComposeKafkaService, a: { host: string; port?: number }): boolean {
  if (s.hosts.includes(a.host)) return a.port === undefined || !s.ports || s.ports.includes(a.port);
  return isLoopbackHost(a.host) && a.port !== undefined && s.localPorts.includes(a.port);
}

export interface ComposeVersion {
  /** The Kafka release line ("3.5") or version ("3.7.0"). */
  version: string;
  /** For messages: "docker-compose.yml (confluentinc/cp-kafka:7.5.0)". */
  origin: string;
}

/**
 * The Kafka version the compose files give the process that reads a file of this role (`addresses`:
 * the bootstrap lists the file writes, which reach compose files elsewhere in the workspace): broker
 * images for a broker or topic file, Connect workers for a Connect file (else the Kafka images,
 * which ship the Connect scripts), both for MirrorMaker 2. Only when every such service of the
 * nearest compose files names the same release line: a "latest" tag or two releases say nothing.
 */
export function composeKafkaVersion(files: readonly ComposeFile[] | undefined, docUri: string, role: string | undefined, addresses: readonly string[] = [], databaseHost?: string): ComposeVersion | undefined {
  if (!files || files.length === 0 || !role) return undefined;
  const found = speakingFor(files, docUri, addresses);
  // A connector names no broker; the stack that runs the database it reads runs it.
  const near = found.length === 0 && role === 'connector' ? runningConnector(files, docUri, databaseHost) : found;
  const servers = (f: ComposeFile) => f.services.filter((s) => s.kind !== 'connect');
  const workers = (f: ComposeFile) => f.services.filter((s) => s.kind === 'connect');
  const pick = (f: ComposeFile): ComposeKafkaService[] =>
    role === 'broker' || role === 'topic' ? servers(f)
    : role === 'mirrormaker' ? f.services
    : role === 'connect' || role === 'connector' ? (workers(f).length > 0 ? workers(f) : servers(f))
    : [];
  const chosen = near.flatMap((f) => pick(f).map((s) => ({ f, s })));
  if (chosen.length === 0 || chosen.some(({ s }) => !s.kafkaVersion)) return undefined;
  const lines = new Set(chosen.map(({ s }) => s.kafkaVersion!.split('.').slice(0, 2).join('.')));
  if (lines.size !== 1) return undefined;
  const versions = new Set(chosen.map(({ s }) => s.kafkaVersion!));
  const { f, s } = chosen[0];
  return { version: versions.size === 1 ? s.kafkaVersion! : [...lines][0], origin: `${f.label} (${s.image})` };
}

/**
 * The one broker cluster the compose files in the document's folder or above it run, when there is
 * exactly one: a client whose bootstrap list the file does not show (a variable, a parameter) is
 * then most likely pointed at it in development.
 */
export function composeOnlyCluster(files: readonly ComposeFile[] | undefined, docUri: string): ComposeCluster | undefined {
  return files ? soleCluster(clustersIn(speakingFor(files, docUri, []))) : undefined;
}

/**
 * The broker clusters of these compose files, keyed by file and cluster, holding only those with a
 * broker `keep` accepts (every one by default).
 */
function clustersIn(files: readonly ComposeFile[], keep: (broker: ComposeKafkaService) => boolean = () => true): Map<string, ComposeCluster> {
  const clusters = new Map<string, ComposeCluster>();
  for (const f of files) {
    for (const s of f.services) {
      if (s.kind !== 'broker' || !s.cluster || !keep(s)) continue;
      clusters.set(`${f.file}\0${s.cluster}`, { label: f.label, brokers: f.services.filter((x) => x.kind === 'broker' && x.cluster === s.cluster).map((x) => x.service) });
    }
  }
  return clusters;
}

function soleCluster(clusters: ReadonlyMap<string, ComposeCluster>): ComposeCluster | undefined {
  return clusters.size === 1 ? [...clusters.values()][0] : undefined;
}

export interface ComposeCluster {
  /** The compose file, as shown. */
  label: string;
  /** The broker services of the cluster the addresses name. */
  brokers: string[];
}

/**
 * The compose cluster a bootstrap list names: every address is a broker service of it (by service
 * name, container_name, hostname or network alias, or as localhost with a published port). When
 * the addresses fit clusters of several compose files, the one in `docUri`'s folder or nearest
 * above it is the one; without such a file, they must agree on the broker count.
 */
export function composeClusterOf(files: readonly ComposeFile[] | undefined, bootstrap: string | undefined, docUri?: string): ComposeCluster | undefined {
  if (!files || files.length === 0 || !bootstrap || PLACEHOLDER.test(bootstrap)) return undefined;
  const addresses = bootstrap.split(',').map((a) => a.trim()).filter(Boolean).map(brokerAddress);
  if (addresses.length === 0) return undefined;
  let candidates: Map<string, ComposeCluster> | undefined;
  for (const a of addresses) {
    const here = clustersIn(files, (s) => reaches(s, a));
    candidates = candidates ? new Map([...candidates].filter(([id]) => here.has(id))) : here;
    if (candidates.size === 0) return undefined;
  }
  // The compose file in the document's folder or nearest above it speaks for it (a repository of
  // demos often has one `broker` per demo folder); only without one must the others agree.
  const near = docUri ? speakingFor(files, docUri, []).find((f) => [...candidates!.keys()].some((id) => id.startsWith(`${f.file}\0`))) : undefined;
  if (near) return [...candidates!].find(([id]) => id.startsWith(`${near.file}\0`))![1];
  // Elsewhere in the workspace, localhost names no particular stack (see speakingFor).
  if (docUri && addresses.every((a) => isLoopbackHost(a.host))) return undefined;
  const found = [...candidates!.values()];
  return found.every((c) => c.brokers.length === found[0].brokers.length) ? found[0] : undefined;
}

