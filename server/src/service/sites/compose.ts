// A Docker Compose file's Kafka containers as broker configs. The images write server.properties
// from the container's environment, each by its own convention:
//   - apache/kafka, apache/kafka-native: KAFKA_ + the key with "." → "_", "_" → "__", "-" → "___";
//     when the variables are the only input, they are the whole config, and every other key takes
//     Kafka's default (Kafka's docker/examples/README.md: "default configs will be replaced by user
//     provided properties"; its single-node example sets KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR to 1
//     "because if we don't provide it default value provided by kafka will be taken which is 3").
//     A file mounted on /mnt/shared/config is read first and the variables override it.
//   - confluentinc/cp-kafka, cp-server: KAFKA_ + the key with "." → "_", "-" → "__", "_" → "___";
//     the image's kafka.properties template writes every KAFKA_* variable but its JVM and log4j
//     settings (KAFKA_HEAP_OPTS, KAFKA_LOG4J_LOGGERS…) and nothing else, so the rest are Kafka's defaults.
//   - bitnami/kafka: KAFKA_CFG_ + the key, over the image's own starting server.properties.
//   - wurstmeister/kafka: KAFKA_ + the key, over the distribution's config/server.properties.
// Only rules written for such a site run on it (Rule.syntaxes), and they offer no fix: an edit
// would have to be spelled as a variable of the right image.
import { isMap, isScalar, isSeq, parseDocument, visit, type Document, type Pair, type Scalar, type YAMLMap } from 'yaml';
import { composeServices } from '../crossFile/composeMerge';
import { composeKafkaServices, environmentVariables, kafkaImage, portMappings, volumeMounts, type ComposeKafkaService, type ComposeSurroundings, type EnvFiles, type EnvVariable, type ImageFamily, type PortMapping } from '../crossFile/compose';
import type { ConfigEntry, SiteDraft, SourceDocument } from '../model';
import { lineIndexOf, type LineIndex } from '../parse/lineIndex';

/** The broker images whose KAFKA_* variables this file reads (strimzi's operator writes its own config; Debezium's image runs Connect; fast-data-dev has conventions of its own). */
type BrokerFamily = Exclude<ImageFamily, 'strimzi' | 'debezium' | 'fast-data-dev'>;

/** What a compose site carries besides its entries. */
export interface ComposeExtras {
  service: string;
  image: string;
  /** The image's tag is absent or "latest": it pulls whatever release is newest. */
  floatingTag: boolean;
  /** Where `image:` gives the image (its value), for findings about the reference itself. */
  imageRange?: ConfigEntry['range'];
  /**
   * The image writes the whole config from the variables (apache/kafka with no mounted file,
   * confluentinc/cp-*, neither with a command of its own nor built from a Dockerfile): an unwritten key has Kafka's default.
   * Otherwise the image starts from a server.properties the compose file does not show.
   */
  defaultsAreKafkas: boolean;
  /**
   * The service sets its own command or entrypoint: it may run something else than the image's
   * broker (a script that creates topics or ACLs with the image's tools, reading variables itself).
   */
  ownCommand?: true;
  /** The broker services of this service's cluster in the file; undefined when the file cannot tell (a variable in the quorum, scaled services). */
  clusterBrokers?: readonly string[];
  /** The service's name in the file, where findings about unwritten keys anchor. */
  nameRange: ConfigEntry['range'];
  /** Whose image (the convention its variables follow). */
  family: BrokerFamily;
  /** Ports published on this machine and the container ports they reach. */
  ports: readonly PortMapping[];
  /** Ports of this machine the file's other services publish, with the service that holds each. */
  othersPorts: ReadonlyArray<{ service: string; host: number }>;
  /** The names the file's other Kafka services (brokers, controllers, Connect workers) are reached by, lower case. */
  othersKafkaHosts: ReadonlyArray<{ service: string; host: string }>;
  /** The names other containers reach it by (service name, hostname, container_name, aliases), which this machine does not resolve. */
  hosts: readonly string[];
  /**
   * Addresses of this service (host:port, by a name other containers use) written in the
   * environment of the file's other services that are no brokers: the clients inside the stack.
   */
  peerAddresses: ReadonlyArray<{ service: string; variable: string; host: string; port: number; range: ConfigEntry['range'] }>;
  /** The container paths of the service's volumes and bind mounts ("/var/lib/kafka/data"). */
  volumeTargets: readonly string[];
  /**
   * The service's variables that set no Kafka key (the image's own start-up switches, JVM options…),
   * for rules about what the image's scripts do with them.
   */
  otherVariables: ReadonlyArray<{ name: string; value?: string; range: ConfigEntry['range'] }>;
  /**
   * The service shares a network namespace with this machine or with another service
   * (network_mode: host, or another service's network_mode: service:<this>): localhost then reaches
   * it without published ports.
   */
  sharedNetwork: boolean;
}

/** The image families whose variables this file reads (strimzi's operator writes its own config). */
function familyOf(image: string): BrokerFamily | undefined {
  const family = kafkaImage(image)?.family;
  return family === 'strimzi' || family === 'debezium' || family === 'fast-data-dev' ? undefined : family;
}

/** Variables the images use for the JVM, log4j or their own start-up, not server.properties. */
const NOT_A_KEY = /^KAFKA_(?:HEAP_OPTS|OPTS|JMX_\w+|LOG4J_\w+|JVM_PERFORMANCE_OPTS|GC_LOG_OPTS|TOOLS_LOG4J_LOGLEVEL|VERSION|HOME|DEBUG|KRAFT_\w+|ENABLE_KRAFT|CLUSTER_ID|CERTIFICATE_PASSWORD|TLS_\w+|ZOOKEEPER_PROTOCOL|ZOOKEEPER_PASSWORD|ZOOKEEPER_USER|INTER_BROKER_USER|INTER_BROKER_PASSWORD|CONTROLLER_USER|CONTROLLER_PASSWORD|CLIENT_USERS|CLIENT_PASSWORDS|SKIP_KRAFT_STORAGE_INIT|MOUNTED_CONF_DIR|INIT_\w+)$/;
/**
 * wurstmeister/kafka's start-kafka.sh reads these itself (it creates topics, and derives the
 * advertised listener from a host name or a command); the other images write them into the config
 * as keys (advertised.host.name, removed in Kafka 3.0, and the like).
 */
const WURSTMEISTER_OWN = /^KAFKA_(?:CREATE_TOPICS|ADVERTISED_HOST_NAME|ADVERTISED_PORT|PORT_COMMAND|HOSTNAME_COMMAND)$/;

/**
 * Bitnami's older variable names, still read: its scripts copy KAFKA_<suffix> to KAFKA_CFG_<suffix>
 * for these suffixes, and a few names to another key (bitnami/containers, bitnami/kafka/4.0
 * libkafka.sh kafka_create_alias_environment_variables; the same list in its 3.x images).
 */
const BITNAMI_ALIASES = new Set(['ADVERTISED_LISTENERS', 'BROKER_ID', 'NODE_ID', 'CONTROLLER_QUORUM_VOTERS', 'PROCESS_ROLES', 'DEFAULT_REPLICATION_FACTOR', 'DELETE_TOPIC_ENABLE', 'INTER_BROKER_LISTENER_NAME', 'LISTENERS', 'LISTENER_SECURITY_PROTOCOL_MAP', 'LOG_DIRS', 'LOG_FLUSH_INTERVAL_MESSAGES', 'LOG_FLUSH_INTERVAL_MS', 'LOG_MESSAGE_FORMAT_VERSION', 'LOG_RETENTION_BYTES', 'LOG_RETENTION_CHECK_INTERVALS_MS', 'LOG_RETENTION_HOURS', 'LOG_SEGMENT_BYTES', 'MESSAGE_MAX_BYTES', 'NUM_IO_THREADS', 'NUM_NETWORK_THREADS', 'NUM_PARTITIONS', 'NUM_RECOVERY_THREADS_PER_DATA_DIR', 'OFFSETS_TOPIC_REPLICATION_FACTOR', 'SOCKET_RECEIVE_BUFFER_BYTES', 'SOCKET_REQUEST_MAX_BYTES', 'SOCKET_SEND_BUFFER_BYTES', 'SSL_ENDPOINT_IDENTIFICATION_ALGORITHM', 'TRANSACTION_STATE_LOG_MIN_ISR', 'TRANSACTION_STATE_LOG_REPLICATION_FACTOR', 'ZOOKEEPER_CONNECT', 'ZOOKEEPER_CONNECTION_TIMEOUT_MS']);
const BITNAMI_RENAMED: Record<string, string> = {
  KAFKA_LOGS_DIRS: 'log.dirs', KAFKA_SEGMENT_BYTES: 'log.segment.bytes', KAFKA_MAX_MESSAGE_BYTES: 'message.max.bytes',
  KAFKA_ZOOKEEPER_CONNECT_TIMEOUT_MS: 'zookeeper.connection.timeout.ms', KAFKA_AUTO_CREATE_TOPICS_ENABLE: 'auto.create.topics.enable',
};

/** The Kafka key a variable sets in this image, or undefined for a variable that is not one. */
export function composeEnvKey(name: string, image: string): string | undefined {
  const family = familyOf(image);
  if (!family) return undefined;
  if (family === 'bitnami' && !name.startsWith('KAFKA_CFG_')) {
    if (BITNAMI_RENAMED[name]) return BITNAMI_RENAMED[name];
    return name.startsWith('KAFKA_') && BITNAMI_ALIASES.has(name.slice('KAFKA_'.length)) ? variableKey(name.slice('KAFKA_'.length), false) : undefined;
  }
  const prefix = family === 'bitnami' ? 'KAFKA_CFG_' : 'KAFKA_';
  if (!name.startsWith(prefix) || name.length === prefix.length) return undefined;
  if (family !== 'bitnami' && NOT_A_KEY.test(name)) return undefined;
  if (family === 'wurstmeister' && WURSTMEISTER_OWN.test(name)) return undefined;
  return variableKey(name.slice(prefix.length), family === 'confluent');
}

/** A variable's name after its prefix as a key: lower-cased, `_` a dot; Confluent's `___` is `_` and `__` is `-`, the others' the other way round. */
function variableKey(body: string, confluent: boolean): string {
  const [three, two] = confluent ? ['_', '-'] : ['-', '_'];
  return body.toLowerCase().replace(/___/g, '\u0001').replace(/__/g, '\u0002').replace(/_/g, '.').replace(/\u0001/g, three).replace(/\u0002/g, two);
}

/**
 * debezium/connect's own variables for worker settings (connect-base docker-entrypoint.sh exports
 * each as CONNECT_<name>); its REST and host variables are left out, since the script derives them.
 */
const DEBEZIUM_WORKER: Readonly<Record<string, string>> = {
  BOOTSTRAP_SERVERS: 'bootstrap.servers', GROUP_ID: 'group.id', CONFIG_STORAGE_TOPIC: 'config.storage.topic',
  OFFSET_STORAGE_TOPIC: 'offset.storage.topic', STATUS_STORAGE_TOPIC: 'status.storage.topic', KEY_CONVERTER: 'key.converter',
  VALUE_CONVERTER: 'value.converter', OFFSET_FLUSH_INTERVAL_MS: 'offset.flush.interval.ms', OFFSET_FLUSH_TIMEOUT_MS: 'offset.flush.timeout.ms',
};

/**
 * The worker key a Connect image's variable sets: CONNECT_* in Confluent's images (env_to_props
 * in kafka-connect.properties.template, the broker images' convention) and in Debezium's
 * (docker-entrypoint.sh: lower-cased, `_` a dot), plus Debezium's own names above. CONNECT_LOG4J_*
 * go to log4j.properties, CONNECT_METRIC_REPORTERS is excluded by Confluent's template.
 */
export function composeConnectKey(name: string, image: string): string | undefined {
  const family = kafkaImage(image)?.family;
  if (family === 'debezium' && DEBEZIUM_WORKER[name]) return DEBEZIUM_WORKER[name];
  if ((family !== 'debezium' && family !== 'confluent') || !name.startsWith('CONNECT_') || name.length === 8) return undefined;
  if (/^CONNECT_LOG4J_/.test(name) || (family === 'confluent' && name === 'CONNECT_METRIC_REPORTERS')) return undefined;
  const body = name.slice(8);
  return family === 'debezium' ? body.toLowerCase().replace(/_/g, '.') : variableKey(body, true);
}

/** The variable that sets a Kafka key in an image of this family (composeEnvKey's and composeConnectKey's inverse). */
export function composeVariable(key: string, family: BrokerFamily, worker = false): string {
  const [underscore, dash] = family === 'confluent' ? ['___', '__'] : ['__', '___'];
  const body = key.replace(/_/g, '\u0001').replace(/-/g, '\u0002').replace(/\./g, '_').replace(/\u0001/g, underscore).replace(/\u0002/g, dash).toUpperCase();
  return (worker ? 'CONNECT_' : family === 'bitnami' ? 'KAFKA_CFG_' : 'KAFKA_') + body;
}

/**
 * Keys written twice in one mapping. Docker Compose refuses such a file (its YAML decoder stops
 * with `mapping key "…" already defined at line …`), so nothing in it runs, and this analysis reads
 * none of its services either: the problem is reported instead, at the second key.
 */
export function composeDuplicateKeys(doc: SourceDocument): Array<{ message: string; range: ConfigEntry['range'] }> {
  if (!doc.text.includes(':')) return [];
  let parsed: Document;
  try {
    parsed = parseDocument(doc.text, { uniqueKeys: false });
  } catch {
    return [];
  }
  if (parsed.errors.length > 0 || !isMap(parsed.contents)) return [];
  // Only a file that runs Kafka is this product's to judge.
  const services = composeServices(parsed);
  const kafka = !!services && services.items.some((p) => isMap(p.value) && kafkaImage(String(p.value.get('image') ?? '')) !== undefined);
  if (!kafka) return [];
  const lines = lineIndexOf(doc.text);
  const out: Array<{ message: string; range: ConfigEntry['range'] }> = [];
  visit(parsed, {
    Map(_, map) {
      const seen = new Map<string, Scalar>();
      for (const p of map.items) {
        if (!isScalar(p.key) || !p.key.range) continue;
        const name = String(p.key.value);
        const first = seen.get(name);
        if (!first) { seen.set(name, p.key); continue; }
        const firstLine = lines.position(first.range![0]).line + 1;
        out.push({
          range: lines.range(p.key.range[0], p.key.range[1]),
          message: `'${name}' is written twice in one mapping (lines ${firstLine} and ${lines.position(p.key.range[0]).line + 1}): Docker Compose refuses the file ("mapping key "${name}" already defined at line ${firstLine}"), so none of its services start. Keep one.`,
        });
      }
    },
  });
  return out;
}

/**
 * The broker sites of a compose file: one per service that runs a Kafka broker or controller image.
 * `around`: what the workspace scan read beside it (the `.env` for image tags, env_file variables,
 * the base images of services built from a Dockerfile).
 */
export function composeSites(doc: SourceDocument, around: ComposeSurroundings = {}): SiteDraft[] {
  const envFiles = around.envFiles ?? {};
  let services: YAMLMap | undefined;
  let parsed: Document;
  try {
    parsed = parseDocument(doc.text);  // a key written twice: Compose refuses the file, and nothing here is read
    if (parsed.errors.length > 0 || !isMap(parsed.contents)) return [];
    services = composeServices(parsed);
  } catch {
    return [];
  }
  if (!services) return [];
  const known = new Map(composeKafkaServices(doc.text, around).map((s) => [s.service, s]));
  const lines = lineIndexOf(doc.text);
  const label = doc.fileName.split(/[\\/]/).pop() ?? doc.fileName;
  // A service with `scale:` or `deploy.replicas` runs as many containers as that says: its
  // cluster's size is then not a count of services.
  const scaled = new Set(services.items.filter((p) => isMap(p.value) && (p.value.has('scale') || (isMap(p.value.get('deploy')) && (p.value.get('deploy') as YAMLMap).has('replicas'))))
    .map((p) => (isScalar(p.key) ? String(p.key.value) : '')));
  const brokersOf = (cluster: string | undefined): string[] | undefined => {
    if (!cluster) return undefined;
    const members = [...known.values()].filter((s) => s.kind === 'broker' && s.cluster === cluster);
    return members.some((s) => scaled.has(s.service)) ? undefined : members.map((s) => s.service);
  };
  const out: SiteDraft[] = [];
  let clients: ClientVariable[] | undefined;
  let published: Array<{ service: string; host: number }> | undefined;
  for (const pair of services.items) {
    const name = isScalar(pair.key) ? String(pair.key.value) : undefined;
    const info = name === undefined ? undefined : known.get(name);
    if (!info || !isMap(pair.value)) continue;
    // Brokers and controllers of the images whose variables are read; Connect workers of Confluent's and Debezium's images.
    const family = kafkaImage(info.image)?.family;
    if (info.kind === 'connect' ? family !== 'confluent' && family !== 'debezium' : !familyOf(info.image)) continue;
    const shared = /^host$/i.test(String(pair.value.get('network_mode') ?? ''))
      || services.items.some((p) => isMap(p.value) && String(p.value.get('network_mode') ?? '') === `service:${name}`);
    const site = serviceSite(doc, parsed, lines, label, pair as Pair<Scalar, YAMLMap>, info, brokersOf(info.cluster), shared, envFiles);
    if (site.syntax === 'compose') {
      site.compose.peerAddresses = peerAddresses(doc.text, lines, clients ??= clientVariables(doc.text, parsed, services, known), info);
      site.compose.othersPorts = (published ??= publishedPorts(services)).filter((p) => p.service !== name);
      site.compose.othersKafkaHosts = [...known.values()].filter((k) => k.service !== name).flatMap((k) => k.hosts.map((host) => ({ service: k.service, host })));
    }
    out.push(site);
  }
  return out;
}

const ADDRESS = /(?:^|[\s,;='"[(])(?:[A-Za-z][\w+.-]*:\/\/)?([A-Za-z0-9_.-]+):(\d{2,5})(?=$|[\s,;/'")\]])/g;

/** A variable of a container that is no broker or controller and has a network of its own: a client inside the stack. */
interface ClientVariable extends EnvVariable { service: string }

/** The variables of the file's client containers, read once for every broker of the file. */
function clientVariables(text: string, parsed: Document, services: YAMLMap, known: ReadonlyMap<string, ComposeKafkaService>): ClientVariable[] {
  return services.items.flatMap((p) => {
    const service = isScalar(p.key) ? String(p.key.value) : '';
    const kind = known.get(service)?.kind;
    if (!service || kind === 'broker' || kind === 'controller' || !isMap(p.value) || p.value.has('network_mode')) return [];
    return environmentVariables(text, parsed, p.value).map((v) => ({ ...v, service }));
  });
}

/**
 * Where the stack's other containers (not brokers or controllers, and not sharing a network
 * namespace) name this broker in their environment: KAFKA_BROKERS: kafka:9092,
 * SPRING_KAFKA_BOOTSTRAP_SERVERS, CONNECT_BOOTSTRAP_SERVERS… Matched in the value as written, so
 * the offsets are the document's.
 */
function peerAddresses(text: string, lines: LineIndex, clients: readonly ClientVariable[], broker: ComposeKafkaService): ComposeExtras['peerAddresses'] {
  const out: Array<ComposeExtras['peerAddresses'][number]> = [];
  for (const v of clients) {
    if (v.value === undefined) continue;
    for (const m of text.slice(v.valueStart, v.valueEnd).matchAll(ADDRESS)) {
      const host = m[1].toLowerCase();
      if (!broker.hosts.includes(host)) continue;
      const start = v.valueStart + m.index! + m[0].indexOf(m[1]);
      out.push({ service: v.service, variable: v.name, host, port: Number(m[2]), range: lines.range(start, start + m[1].length + 1 + m[2].length) });
    }
  }
  return out;
}

function serviceSite(doc: SourceDocument, parsed: Document, lines: LineIndex, label: string, pair: Pair<Scalar, YAMLMap>, info: ComposeKafkaService, clusterBrokers: string[] | undefined, sharedNetwork: boolean, envFiles: EnvFiles): SiteDraft {
  const svc = pair.value!;
  const worker = info.kind === 'connect';
  const { entries, others } = environmentEntries(doc.text, parsed, lines, svc, (name) => (worker ? composeConnectKey(name, info.image) : composeEnvKey(name, info.image)), envFiles);
  // Debezium's Connect image follows no broker convention: its worker is described as Apache's image (plain CONNECT_ variables).
  const family = familyOf(info.image) ?? 'apache';
  const tag = /:([^/:@]+)(?:@|$)/.exec(info.image)?.[1];
  // A built image's Dockerfile may add ENV, CMD or a config file of its own, as a command may.
  const command = svc.has('command') || svc.has('entrypoint') || svc.has('build');
  const mountsConfig = JSON.stringify(svc.get('volumes') ?? '').includes('/mnt/shared/config');
  const keyRange = lines.range(pair.key!.range![0], pair.key!.range![1]);
  const imageNode = svc.get('image', true) as Scalar | undefined;
  const end = svc.range ? svc.range[1] : pair.key!.range![1];
  return {
    syntax: 'compose',
    identity: `compose:${info.service}`,
    role: worker ? 'connect' : 'broker',
    roleOrigin: 'Docker Compose image',
    client: { client: 'java', ...(info.kafkaVersion ? { version: info.kafkaVersion } : {}), origin: `${label} (${info.image})` },
    entries,
    range: lines.range(pair.key!.range![0], end),
    workload: {},
    label: `${info.service} (${info.image})`,
    compose: {
      service: info.service,
      image: info.image,
      floatingTag: tag === undefined || tag.toLowerCase() === 'latest',
      ...(imageNode?.range ? { imageRange: lines.range(imageNode.range[0], imageNode.range[1]) } : {}),
      // Confluent's Connect images write the worker file from CONNECT_* alone (kafka-connect.properties.template);
      // Debezium's appends them to Kafka's sample connect-distributed.properties, whose values then stand.
      // apache/kafka with no KAFKA_* setting at all starts from its bundled server.properties instead
      // (KafkaDockerWrapper.prepareServerConfigs: an empty result is replaced by the default file).
      defaultsAreKafkas: !command && (family === 'confluent' || (!worker && family === 'apache' && !mountsConfig && entries.length > 0)),
      ...(clusterBrokers && clusterBrokers.length > 0 ? { clusterBrokers } : {}),
      ...(svc.has('command') || svc.has('entrypoint') ? { ownCommand: true as const } : {}),
      nameRange: keyRange,
      family,
      ports: portMappings(svc),
      hosts: info.hosts,
      sharedNetwork,
      otherVariables: others,
      volumeTargets: volumeTargets(svc),
      peerAddresses: [],
      othersPorts: [],
      othersKafkaHosts: [],
    },
  };
}

/** Every service's published ports on this machine. */
function publishedPorts(services: YAMLMap): Array<{ service: string; host: number }> {
  return services.items.flatMap((p) => {
    if (!isScalar(p.key) || !isMap(p.value)) return [];
    const service = String(p.key.value);
    return portMappings(p.value).map((m) => ({ service, host: m.host }));
  });
}

/** The container side of each `volumes:` item (crossFile/compose.ts volumeMounts). */
function volumeTargets(svc: YAMLMap): string[] {
  return volumeMounts(svc).map((m) => m.target);
}

function environmentEntries(text: string, parsed: Document, lines: LineIndex, svc: YAMLMap, keyOf: (name: string) => string | undefined, envFiles: EnvFiles): { entries: ConfigEntry[]; others: ComposeExtras['otherVariables'] } {
  const out: ConfigEntry[] = [];
  const others: Array<ComposeExtras['otherVariables'][number]> = [];
  for (const { name, value, keyStart, valueStart, valueEnd, from } of environmentVariables(text, parsed, svc, envFiles)) {
    const key = keyOf(name);
    if (!key) {
      others.push({ name, ...(value !== undefined ? { value } : {}), range: lines.range(keyStart, valueEnd) });
      continue;
    }
    out.push({
      key,
      rawKey: name,
      value,
      // A variable of an env_file has no name in this document: its key is the line naming the file.
      keyRange: lines.range(keyStart, from !== undefined ? valueEnd : keyStart + name.length),
      valueRange: lines.range(valueStart, valueEnd),
      range: lines.range(keyStart, valueEnd),
      nativeName: name,
      ...(from !== undefined ? { writtenIn: from } : {}),
    });
  }
  return { entries: out, others };
}
