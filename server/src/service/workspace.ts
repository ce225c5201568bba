// What the rest of the workspace says about a config: the client versions each module's build
// files pin, the broker/topic settings next to client configs, the kafkajs codecs registered
// anywhere. Gathered by the Node side (server/src/node/) for the server and the CLI; tests pass
// it in. Versions are per module: a repository with a Gradle example on 2.1 and six Maven modules
// on 4.2 gets each file checked against its own module's version, never a neighbour's.
import { isWithin, uriKey } from '../../../common/src/uri';
import type { ClientKind, ClientVersion } from './model';
import type { CodeFacts } from './crossFile/facts';
import type { ComposeFile } from './crossFile/compose';

export interface WorkspaceSetting {
  value: string;
  /** File that sets it, for messages ("min.insync.replicas=2 in config/server.properties"). */
  file: string;
}

/** One folder with a build file (pom.xml, build.gradle(.kts), package.json). */
export interface ModuleFacts {
  /** The folder's URI (file:///…/services/orders). */
  folder: string;
  /**
   * One entry per client kind the build file speaks for (pom/Gradle: java; package.json: kafkajs
   * and librdkafka). An entry without `version` means the build file does not say which: the
   * module's files get no version (rules that need one stay silent), and the lookup does not go on
   * to a module further up.
   */
  versions: Partial<Record<ClientKind, ClientVersion>>;
}

/** A property key (or a prefix of keys) the workspace's own Java/Kotlin code reads. */
export interface CodeReadKey {
  /** "spring.kafka.producer.bootstrap-server", or a prefix ("spring.kafka.custom") when `prefix`. */
  key: string;
  prefix?: boolean;
  /** The URI of the source file that reads it. */
  file: string;
  /**
   * How: a ${…} placeholder (@Value), environment.getProperty, an @ConfigurationProperties prefix,
   * a line of a @KafkaListener's properties (set for that listener's consumer), or a get on Spring
   * Boot's KafkaProperties map (kafkaProperties.getProperties().get("schema-registry-url")).
   */
  how: '${…}' | 'getProperty' | '@ConfigurationProperties' | '@KafkaListener properties' | 'KafkaProperties.getProperties()';
}

/** A ProducerFactory / ConsumerFactory @Bean of the application's (node/springFactoryBeans.ts). */
export interface SpringFactoryBean {
  /**
   * 'listener': a bean named kafkaListenerContainerFactory, which replaces Boot's listener container
   * factory; 'streams': one named defaultKafkaStreamsConfig, which replaces Boot's Streams configuration.
   */
  role: 'producer' | 'consumer' | 'listener' | 'streams';
  /** The URI of the source file that defines it. */
  file: string;
  /** The file reads Spring Boot's KafkaProperties (or ${spring.kafka…}): the bean may build from spring.kafka.*. */
  readsBoot: boolean;
  /**
   * When the file reads the role's block only through placeholders (@Value("${spring.kafka.producer.acks}"),
   * no KafkaProperties): the properties it reads, as written. Every other line of the block reaches no client.
   */
  readsOnly?: string[];
  /** The Kafka (and spring.json) keys the file puts into its maps itself: a yml line the bean sets again is repeated, not lost. */
  sets?: string[];
  /**
   * A 'listener' bean whose file neither reads Boot's properties nor sets an ack mode any way (no
   * setAckMode, AckMode.MANUAL, ContainerCustomizer, acknowledging listener): its containers run with
   * ContainerProperties' default, BATCH. The 0-based line and column of the bean method's name, and
   * whether the file builds the consumer's config itself (a DefaultKafkaConsumerFactory of its own)
   * rather than taking Boot's from spring.kafka.consumer.*.
   */
  batchAckAt?: { line: number; character: number; name: string; buildsConsumer: boolean };
}

/** A @KafkaListener method (node/springAckListeners.ts). */
export interface SpringAckListener {
  /** The URI of the source file. */
  file: string;
  /** 0-based line of the method's parameter list. */
  line: number;
  method: string;
  /** The annotation names a containerFactory of the application's: its ack mode is set there. */
  containerFactory: boolean;
  /** It takes an Acknowledgment. */
  acknowledgment: boolean;
  /** It takes the Consumer (and may commit with it). */
  consumer: boolean;
}

export interface WorkspaceFacts {
  /**
   * Modules by folder URI. A document gets, per client kind, the entry of the nearest module at or
   * above it that speaks for that kind.
   */
  modules?: Readonly<Record<string, ModuleFacts>>;
  /**
   * Versions for a document in no module. The Node side leaves this empty (a file outside every
   * module has no known version); tests and embedders with one project set it.
   */
  versions?: Partial<Record<ClientKind, ClientVersion>>;
  /** Broker or topic min.insync.replicas found in the workspace's broker/topic configs. */
  minInsyncReplicas?: WorkspaceSetting;
  /**
   * Files (relative paths) that name a broker's message.max.bytes or a topic's max.message.bytes in
   * any spelling (a broker file, a compose environment, a topic created in code or a script).
   * Undefined when the workspace was not scanned, or its scan stopped at its file bound.
   */
  messageSizeLimits?: string[];
  /** Broker group.min.session.timeout.ms / group.max.session.timeout.ms, when the workspace's broker configs agree. */
  groupMinSessionTimeoutMs?: WorkspaceSetting;
  groupMaxSessionTimeoutMs?: WorkspaceSetting;
  /** kafkajs codecs registered anywhere (CompressionCodecs[CompressionTypes.X] = …): 'snappy', 'lz4', 'zstd'. */
  kafkajsCodecs: string[];
  /** What the workspace's code says across files (crossFile/facts.ts): exported kafkajs clients, bound Kafka prefixes. */
  code?: CodeFacts;
  /**
   * default-changed is a note per module and key, not per file: for each file (by uriKey) that
   * leaves a changed default unset but is not the module's first such file in path order, the
   * keys ('producer:linger.ms') and the file that carries the note instead (relative path), or
   * the file of the module that writes the key (then no file of the module gets the note).
   */
  defaultChangedElsewhere?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** The files that carry a module's default-changed note: uriKey → the module folder ('' for the scanned folder) and how many other files leave the same keys unset. */
  defaultChangedCarriers?: Readonly<Record<string, { module: string; others: number }>>;
  /** Property keys and prefixes the workspace's Java/Kotlin sources read (Spring @Value, getProperty, @ConfigurationProperties). */
  codeReadKeys?: CodeReadKey[];
  /** ProducerFactory / ConsumerFactory beans the workspace's Java/Kotlin sources define. */
  springFactoryBeans?: SpringFactoryBean[];
  /**
   * Java/Kotlin sources (URIs) that name the java.security.auth.login.config system property (a
   * System.setProperty before the clients are built): the JVM then has a JAAS file for them.
   */
  jaasPropertyFiles?: string[];
  /** @KafkaListener methods of the workspace's Java/Kotlin sources. */
  springAckListeners?: SpringAckListener[];
  /** Files (URIs) that set a container's ack mode otherwise: in code, an own container factory, or a manual ack mode in configuration. */
  springAckModeSetters?: string[];
  /** The Kafka keys each Spring Boot configuration file (application*.yml/.properties) sets, in any of its documents. */
  springConfigKeys?: Array<{ file: string; keys: string[] }>;
  /**
   * Spring Boot configuration files that set spring.kafka.producer.transaction-id-prefix: Boot's
   * KafkaTemplate is then transactional and its KafkaTransactionManager runs the listener containers.
   */
  springTransactionalFiles?: string[];
  /** Docker Compose files that run Kafka images (crossFile/compose.ts): Kafka versions and cluster sizes. */
  compose?: ComposeFile[];
}

export const EMPTY_WORKSPACE: WorkspaceFacts = { modules: {}, versions: {}, kafkajsCodecs: [] };

/**
 * The build-file version for a document and client kind: the nearest module at or above the
 * document that speaks for the kind (its entry, with or without a version), else `versions`.
 */
export function moduleVersion(workspace: WorkspaceFacts, docUri: string, kind: ClientKind): ClientVersion | undefined {
  const modules = workspace.modules ? Object.values(workspace.modules) : [];
  if (modules.length > 0) {
    const doc = uriKey(docUri);
    let best: { key: string; v: ClientVersion } | undefined;
    for (const m of modules) {
      const v = m.versions[kind];
      if (!v) continue;
      const key = uriKey(m.folder);
      if (isWithin(key, doc) && (!best || key.length > best.key.length)) best = { key, v };
    }
    if (best) return best.v;
  }
  return workspace.versions?.[kind];
}

/** Spring's relaxed form of a property name: case, '-' and '_' do not matter. */
export function relaxed(name: string): string {
  return name.toLowerCase().replace(/[-_]/g, '');
}

/**
 * The workspace code that reads `key` for a document: a placeholder or getProperty naming it, or
 * an @ConfigurationProperties prefix above it. Code in the document's own module (the nearest
 * java module above it) when modules are known, anywhere in the workspace otherwise.
 */
export function codeReading(workspace: WorkspaceFacts, docUri: string, key: string): CodeReadKey | undefined {
  const want = relaxed(key);
  const home = javaHome(workspace, docUri);
  return (workspace.codeReadKeys ?? []).find((r) => {
    if (home && !isWithin(home, uriKey(r.file))) return false;
    const k = relaxed(r.key);
    return r.prefix ? want.startsWith(`${k}.`) : k === want;
  });
}

/** The nearest java module folder (uriKey) above a document, when modules are known. */
export function javaHome(workspace: WorkspaceFacts, docUri: string): string | undefined {
  const modules = workspace.modules ? Object.values(workspace.modules).filter((m) => m.versions.java) : [];
  const doc = uriKey(docUri);
  return modules.map((m) => uriKey(m.folder)).filter((f) => isWithin(f, doc)).sort((a, b) => b.length - a.length)[0];
}

/** The folder holding a file's src/main (Maven's and Gradle's standard layout), as a uriKey. */
function layoutRoot(key: string): string | undefined {
  const at = key.lastIndexOf('/src/main/');
  return at >= 0 ? key.slice(0, at + 1) : undefined;
}

/**
 * Which files share the document's module: those under the nearest build-file module above it, or,
 * with no build file in view, those under the same src/main as the document (application.yml in
 * src/main/resources, its beans in src/main/java). Undefined when neither places the document:
 * folders of unrelated applications side by side must not lend each other their code.
 */
function moduleMembers(workspace: WorkspaceFacts, docUri: string): ((file: string) => boolean) | undefined {
  const home = javaHome(workspace, docUri);
  if (home) return (file) => isWithin(home, uriKey(file));
  const root = layoutRoot(uriKey(docUri));
  return root ? (file) => layoutRoot(uriKey(file)) === root : undefined;
}

/**
 * The application's own factory bean that replaces Spring Boot's for `role` in the document's
 * module: one exists, and no file defining one for the role reads Boot's KafkaProperties.
 * Undefined otherwise, and when neither a build file nor the src/main layout places the document
 * in a module (moduleMembers).
 */
export function replacingFactoryBean(workspace: WorkspaceFacts, docUri: string, role: SpringFactoryBean['role']): SpringFactoryBean | undefined {
  const inModule = moduleMembers(workspace, docUri);
  if (!inModule) return undefined;
  const beans = (workspace.springFactoryBeans ?? []).filter((b) => b.role === role && inModule(b.file));
  return beans.length > 0 && beans.every((b) => !b.readsBoot) ? beans[0] : undefined;
}

/** Whether a Java/Kotlin source of the document's module (or of the workspace, when no module places it) names the JAAS system property. */
export function jaasPropertyInModule(workspace: WorkspaceFacts, docUri: string): boolean {
  const inModule = moduleMembers(workspace, docUri);
  return (workspace.jaasPropertyFiles ?? []).some((f) => !inModule || inModule(f));
}

/**
 * Whether the application defines any factory bean for `role` (reading Boot's KafkaProperties or
 * not) in the document's module, or anywhere in the workspace when no module places the document:
 * such a bean, not Boot's properties alone, decides what its clients are built with.
 */
export function anyFactoryBean(workspace: WorkspaceFacts, docUri: string, role: SpringFactoryBean['role']): boolean {
  const inModule = moduleMembers(workspace, docUri);
  return (workspace.springFactoryBeans ?? []).some((b) => b.role === role && (!inModule || inModule(b.file)));
}

/**
 * The application's own factory bean for `role` in the document's module that reads the role's
 * block only through placeholders, with the lines of `keys` (raw property names) it does not read.
 * Undefined when a bean of the module reads KafkaProperties, none reads through placeholders, or
 * every key is read.
 */
export function partlyReadingFactoryBean(workspace: WorkspaceFacts, docUri: string, role: 'producer' | 'consumer', keys: readonly string[]): { bean: SpringFactoryBean; unread: string[] } | undefined {
  const reading = placeholderReadingFactoryBean(workspace, docUri, role);
  if (!reading) return undefined;
  const read = new Set(reading.reads.map(relaxed));
  const unread = keys.filter((k) => !read.has(relaxed(k)));
  return unread.length > 0 ? { bean: reading.bean, unread } : undefined;
}

/**
 * The application's own factory bean for `role` in the document's module when the module's beans
 * read the role's block only through placeholders: the bean, and the property names they read.
 */
export function placeholderReadingFactoryBean(workspace: WorkspaceFacts, docUri: string, role: 'producer' | 'consumer'): { bean: SpringFactoryBean; reads: string[] } | undefined {
  const inModule = moduleMembers(workspace, docUri);
  if (!inModule) return undefined;
  const beans = (workspace.springFactoryBeans ?? []).filter((b) => b.role === role && inModule(b.file));
  if (beans.length === 0 || beans.some((b) => b.readsBoot && !b.readsOnly)) return undefined;
  const bean = beans.find((b) => b.readsOnly);
  return bean ? { bean, reads: [...new Set(beans.flatMap((b) => b.readsOnly ?? []))] } : undefined;
}

/**
 * Listeners of the document's module that take an Acknowledgment, when nothing in the module sets
 * an ack mode another way and none names its own container factory. Empty when nothing places the
 * document in a module (moduleMembers), and when any setter is in the module.
 */
export function ackListenersWithoutManualMode(workspace: WorkspaceFacts, docUri: string): SpringAckListener[] {
  const inHome = moduleMembers(workspace, docUri);
  if (!inHome) return [];
  if ((workspace.springAckModeSetters ?? []).some(inHome)) return [];
  const mine = (workspace.springAckListeners ?? []).filter((l) => inHome(l.file));
  return mine.some((l) => l.containerFactory) ? [] : mine.filter((l) => l.acknowledgment);
}

/**
 * The module's own kafkaListenerContainerFactory bean when it runs the default (BATCH) ack mode
 * (SpringFactoryBean.batchAckAt) and no other Java/Kotlin source of the module sets an ack mode,
 * with the module's @KafkaListener methods that take an Acknowledgment from it (those that name no
 * containerFactory of their own). A manual ack mode in a configuration file does not count: it
 * reaches only factories built with Boot's configurer, which this one is not.
 */
export function ackListenersOnBatchFactory(workspace: WorkspaceFacts, docUri: string): { file: string; at: NonNullable<SpringFactoryBean['batchAckAt']>; listeners: SpringAckListener[] } | undefined {
  const inHome = moduleMembers(workspace, docUri);
  if (!inHome) return undefined;
  const beans = (workspace.springFactoryBeans ?? []).filter((b) => b.role === 'listener' && inHome(b.file));
  const at = beans.length === 1 ? beans[0].batchAckAt : undefined;
  if (!at) return undefined;
  const file = uriKey(beans[0].file);
  if ((workspace.springAckModeSetters ?? []).some((f) => inHome(f) && uriKey(f) !== file && /\.(?:java|kt)$/.test(f))) return undefined;
  const listeners = (workspace.springAckListeners ?? []).filter((l) => inHome(l.file) && l.acknowledgment && !l.containerFactory);
  return listeners.length > 0 ? { file: beans[0].file, at, listeners } : undefined;
}

/**
 * ackListenersOnBatchFactory's failure when the application file is where it is said: the factory
 * takes the consumer's config from spring.kafka.consumer.* (its file builds none of its own, where
 * the finding goes on the bean method instead).
 */
export function ackListenersOnBatchFactorySaidInConfig(workspace: WorkspaceFacts, docUri: string): ReturnType<typeof ackListenersOnBatchFactory> {
  const found = ackListenersOnBatchFactory(workspace, docUri);
  return found && !found.at.buildsConsumer ? found : undefined;
}

/**
 * The module's @KafkaListener methods when none of them can commit under a manual ack mode (no
 * Acknowledgment, no Consumer parameter), no listener names its own container factory, and no
 * source of the module sets an ack mode or implements an acknowledging listener. Empty otherwise,
 * and when nothing places the document in a module (moduleMembers).
 */
export function listenersThatNeverAcknowledge(workspace: WorkspaceFacts, docUri: string): SpringAckListener[] {
  const inHome = moduleMembers(workspace, docUri);
  if (!inHome) return [];
  const doc = uriKey(docUri);
  // The document itself names the manual ack mode: that is the setting the caller is asking about.
  if ((workspace.springAckModeSetters ?? []).some((f) => inHome(f) && uriKey(f) !== doc && /\.(java|kt)$/.test(f))) return [];
  const mine = (workspace.springAckListeners ?? []).filter((l) => inHome(l.file));
  return mine.some((l) => l.containerFactory || l.acknowledgment || l.consumer) ? [] : mine;
}

/**
 * Another Spring Boot configuration file next to the document (same folder, or the document's
 * module when a build file shows one) that sets `key`: a profile file (application-prod.yml)
 * completing the base one. Its URI, or undefined.
 */
export function keySetInOtherSpringFile(workspace: WorkspaceFacts, docUri: string, key: string): string | undefined {
  const doc = uriKey(docUri);
  const folder = doc.slice(0, doc.slice(0, -1).lastIndexOf('/') + 1);
  const home = javaHome(workspace, docUri) ?? folder;
  return (workspace.springConfigKeys ?? []).find((f) => uriKey(f.file) !== doc && isWithin(home, uriKey(f.file)) && f.keys.includes(key))?.file;
}

/**
 * A Spring Boot configuration file of the document's application that makes its producer
 * transactional (spring.kafka.producer.transaction-id-prefix): the application's module, else the
 * folder holding its src/main. Its URI, or undefined.
 */
export function transactionalSpringFileFor(workspace: WorkspaceFacts, docUri: string): string | undefined {
  const doc = uriKey(docUri);
  const home = javaHome(workspace, docUri) ?? layoutRoot(doc);
  return home === undefined ? undefined : (workspace.springTransactionalFiles ?? []).find((f) => isWithin(home, uriKey(f)));
}
