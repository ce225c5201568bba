// The vocabulary every component shares, declared once: roles, client kinds, the syntaxes a
// config is written in (with the editor language ids and file names that reach the analysis),
// and the workload fields. The language service, the protocol, the benchmark, the CLI's file
// walker, the VS Code client's document selector and package.json's settings all derive from
// these tables; test/unit/model-drift.test.ts fails when package.json disagrees.
import { z } from 'zod';

/** Which Kafka configuration a site is: decides the catalog section and which rules apply. */
export const ROLES = ['producer', 'consumer', 'admin', 'broker', 'topic', 'streams', 'connect', 'connector', 'mirrormaker'] as const;
export type Role = (typeof ROLES)[number];
export const roleSchema = z.enum(ROLES);

/**
 * Roles that run clients of their own and hand them keys: Kafka Streams (StreamsConfig), a Connect
 * worker (DistributedConfig/StandaloneConfig), a connector's config (ConnectorConfig + sink/source)
 * and MirrorMaker 2 (MirrorMakerConfig + its connectors).
 */
export const FRAMEWORK_ROLES: readonly Role[] = ['streams', 'connect', 'connector', 'mirrormaker'];
export const CLIENT_ROLES: readonly Role[] = ['producer', 'consumer', 'admin'];

/** How messages name a role: "a Kafka Streams application ignores it", "Unknown key for a Connect worker". */
export const ROLE_NOUNS: Readonly<Record<Role, string>> = {
  producer: 'producer', consumer: 'consumer', admin: 'admin client', broker: 'broker', topic: 'topic',
  streams: 'Kafka Streams application', connect: 'Connect worker', connector: 'Connect connector', mirrormaker: 'MirrorMaker 2 driver',
};

/** "a producer", "an admin client", "a Kafka Streams application". */
export function aRole(role: Role): string {
  const noun = ROLE_NOUNS[role];
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

/** Whose defaults and validators apply: the Java client, kafkajs, or librdkafka (CKJS, node-rdkafka). */
export const CLIENT_KINDS = ['java', 'kafkajs', 'librdkafka'] as const;
export type ClientKind = (typeof CLIENT_KINDS)[number];
export const clientKindSchema = z.enum(CLIENT_KINDS);

/** Where a configuration was written; decides the extractor and how fixes are spelled. */
export const SYNTAXES = ['properties', 'java', 'ts', 'spring-properties', 'spring-yaml', 'compose', 'json'] as const;
export type SiteSyntax = (typeof SYNTAXES)[number];
export const syntaxSchema = z.enum(SYNTAXES);

/**
 * The documents the analysis reads. `languageIds` are VS Code's; `extensions` are what the CLI
 * walks and what a file with another language id is recognised by; `springNames` matches the
 * Spring Boot configuration files among .properties/.yml (application.yml, application-prod.properties).
 */
export interface DocumentKind {
  /** The extractor that reads it ('spring' files are told apart by name, see isSpringConfigName). */
  reader: 'properties' | 'java' | 'ts' | 'yaml' | 'json';
  languageIds: readonly string[];
  extensions: readonly string[];
  /** Only files whose base name matches are analysed (YAML: Spring's application*.yml). */
  onlyNames?: RegExp;
  /** The editor's glob for those names (a document selector cannot hold a RegExp). */
  nameGlob?: string;
  /**
   * Only a document whose text matches is one of these (JSON: a Kafka Connect connector config
   * names its `connector.class`); any other file of the kind is not this product's, and gets no
   * finding and no note, not even that it was too large to read.
   */
  textMarker?: TextMarker;
}

/** What tells a document of a kind by its content: a RegExp, or a test of its own. */
export interface TextMarker { test(text: string): boolean }

const SPRING_NAME = /^application([-.][^/\\]*)?\.(properties|ya?ml)$/i;

/** Docker Compose files: docker-compose.yml, compose.yaml, docker-compose.override.yml, docker-compose-mm2.yaml. */
const COMPOSE_NAME = /^(?:docker-)?compose(?:[.-][\w.-]+)?\.ya?ml$/i;

/** A Docker Compose file, by its base name. */
export function isComposeFileName(fileName: string): boolean {
  return COMPOSE_NAME.test(baseName(fileName));
}

/**
 * A Compose file under another name (kafka.yml, dc.apache.multi.yml, stack.yaml): a top-level
 * `services:` map with a service on one of the Kafka images this product reads (checks 39 and 45
 * found such files unread). Kubernetes manifests and Spring files have no top-level `services:`.
 */
const TOP_LEVEL_SERVICES = /^services:[ \t]*(?:#.*)?$/m;
const KAFKA_IMAGE_LINE = /^[ \t]+image:[ \t]*["']?(?:[\w.-]+(?::\d+)?\/)?(?:confluentinc\/cp-(?:kafka|server|enterprise-kafka)|apache\/kafka|bitnami(?:legacy)?\/kafka|wurstmeister\/kafka|debezium\/connect)\b/m;
/** Two single passes over the text (one pattern with both as lookaheads would rescan it from every line). */
const COMPOSE_CONTENT: TextMarker = { test: (text) => TOP_LEVEL_SERVICES.test(text) && KAFKA_IMAGE_LINE.test(text) };

/** A Docker Compose file, by its name or, for another YAML file, by what it holds. */
export function isComposeDocument(fileName: string, text: string): boolean {
  return isComposeFileName(fileName) || (/\.ya?ml$/i.test(fileName) && COMPOSE_CONTENT.test(text));
}

/**
 * Confluent's client config files, which its examples load with java.util.Properties (Java) or
 * parse as key=value lines (librdkafka-based clients): java.config, java-sr.config,
 * librdkafka.config, client.config, ccloud.config… Only these names: web.config, app.config and
 * nuget.config are XML of other tools.
 */
/** A JSON key "connector.class", the one key every connector config has (ConnectorConfig, no default). */
const CONNECTOR_JSON = /"connector\.class"\s*:/;

const CONFLUENT_CONFIG_NAME = /^(?:[\w-]*[-_.])?(client|java|librdkafka|ccloud|confluent|kafka|producer|consumer)(?:[-_.][\w-]*)?\.config$/i;

export const DOCUMENT_KINDS: readonly DocumentKind[] = [
  { reader: 'properties', languageIds: ['properties', 'spring-boot-properties'], extensions: ['.properties'] },
  { reader: 'java', languageIds: ['java'], extensions: ['.java'] },
  {
    reader: 'ts',
    languageIds: ['typescript', 'typescriptreact', 'javascript', 'javascriptreact'],
    extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
  },
  { reader: 'yaml', languageIds: ['yaml', 'spring-boot-properties-yaml'], extensions: ['.yml', '.yaml'], onlyNames: SPRING_NAME, nameGlob: '**/application*.{yml,yaml}' },
  // The Kafka containers of a Compose file: their KAFKA_* environment is a broker config (sites/compose.ts).
  { reader: 'yaml', languageIds: ['dockercompose', 'yaml'], extensions: ['.yml', '.yaml'], onlyNames: COMPOSE_NAME, nameGlob: '**/{docker-compose,compose}*.{yml,yaml}' },
  // The same under another name, told by its content: services on Kafka images.
  { reader: 'yaml', languageIds: ['dockercompose', 'yaml'], extensions: ['.yml', '.yaml'], textMarker: COMPOSE_CONTENT },
  // No language id of its own: VS Code calls these plaintext or XML; they are read by name.
  { reader: 'properties', languageIds: [], extensions: ['.config'], onlyNames: CONFLUENT_CONFIG_NAME, nameGlob: '**/*{client,java,librdkafka,ccloud,confluent,kafka,producer,consumer}*.config' },
  // A Kafka Connect connector's config as the REST API takes it (POST /connectors, PUT
  // /connectors/{name}/config): any JSON file, told by its content (sites/connectorJson.ts).
  { reader: 'json', languageIds: ['json', 'jsonc'], extensions: ['.json'], textMarker: CONNECTOR_JSON },
  // The same bodies in a shell script that posts them (curl … -d '{…}', or a here-document): sites/shellJson.ts.
  { reader: 'json', languageIds: ['shellscript'], extensions: ['.sh', '.bash'], textMarker: CONNECTOR_JSON },
];

/** Whether a document of this kind is one the analysis reads (kinds told by content check the text). */
export function isKindText(kind: DocumentKind, text: string): boolean {
  return !kind.textMarker || kind.textMarker.test(text);
}

/** Spring Boot's own configuration files: application.yml, application-prod.properties… */
export function isSpringConfigName(fileName: string): boolean {
  return SPRING_NAME.test(baseName(fileName));
}

/** Last path segment, for '/' and '\' alike (a Windows path reaches the server from a Windows client). */
export function baseName(path: string): string {
  const i = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
  return i < 0 ? path : path.slice(i + 1);
}

function extensionOf(fileName: string): string {
  const base = baseName(fileName).toLowerCase();
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot);
}

/** The kind of a document from its editor language id, else from its file name; undefined: not analysed. */
export function documentKind(fileName: string, languageId?: string): DocumentKind | undefined {
  const base = baseName(fileName);
  const fits = (k: DocumentKind) => !k.onlyNames || k.onlyNames.test(base);
  const byLanguage = languageId ? DOCUMENT_KINDS.find((k) => k.languageIds.includes(languageId)) : undefined;
  if (byLanguage && fits(byLanguage)) return byLanguage;
  const ext = extensionOf(fileName);
  return DOCUMENT_KINDS.find((k) => k.extensions.includes(ext) && fits(k));
}

/** The language id the CLI hands the service for a path (the one VS Code would give it). */
/** The files the linter reads, in words (the CLI's help and its "not linted" note). */
export function supportedKinds(): string {
  const exts = DOCUMENT_KINDS.filter((k) => !k.onlyNames && !k.textMarker).flatMap((k) => k.extensions);
  return `${exts.join(', ')}, Spring application*.yml/yaml, Docker Compose files (with their .env), Confluent client *.config, Kafka Connect connector .json and shell scripts that post one`;
}

export function languageIdForPath(fileName: string): string | undefined {
  const kind = documentKind(fileName);
  if (!kind) return undefined;
  const ext = extensionOf(fileName);
  if (kind.reader === 'properties') return 'properties';
  if (kind.reader !== 'ts') return kind.languageIds[0];
  const js = ext.includes('j');
  const jsx = ext.endsWith('x');
  return js ? (jsx ? 'javascriptreact' : 'javascript') : jsx ? 'typescriptreact' : 'typescript';
}

/**
 * What the user declares about the traffic, in a `kafka-tuning:` directive (`directive` spelling)
 * or the `kafkaTuning.workload` setting (`field` spelling). Rules that need a field stay silent
 * without it.
 */
export const WORKLOAD_FIELDS = [
  { field: 'recordBytes', directive: 'record-bytes', integer: true, min: 0, unit: 'bytes', example: 512, description: 'Average record value size in bytes.' },
  { field: 'keyBytes', directive: 'key-bytes', integer: true, min: 0, unit: 'bytes', example: 16, description: 'Average record key size in bytes; 0 for records sent without a key (a null key, which the Java producer spreads with its sticky partitioner).' },
  { field: 'rate', directive: 'rate', integer: false, min: 0, unit: 'records/s', example: 2000, description: 'Records per second the client sends or receives.' },
  { field: 'partitions', directive: 'partitions', integer: true, min: 1, unit: 'partitions', example: 6, description: 'Partitions the traffic is spread over.' },
  { field: 'processMs', directive: 'process-ms', integer: false, min: 0, unit: 'ms', example: 2, description: 'Processing time per record in the consumer, in ms.' },
  { field: 'p99Ms', directive: 'p99-ms', integer: false, min: 0, unit: 'ms', example: 50, description: 'End-to-end p99 latency budget in ms.' },
] as const;

/** How a workload number is read: sizes in bytes, times in milliseconds, a rate per second, a count. */
export type WorkloadUnit = (typeof WORKLOAD_FIELDS)[number]['unit'];

export type WorkloadField = (typeof WORKLOAD_FIELDS)[number]['field'];
export type Workload = { [K in WorkloadField]?: number };

export const workloadSchema = z.object(
  Object.fromEntries(WORKLOAD_FIELDS.map((f) => {
    const n = f.integer ? z.number().int().min(f.min) : z.number().min(f.min);
    return [f.field, n.optional()];
  })) as { [K in WorkloadField]: z.ZodOptional<z.ZodNumber> },
);
