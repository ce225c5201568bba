// The shapes every part of the language service speaks: a document is parsed into config
// *sites* (one Kafka client configuration each: a .properties file, a Java Properties map, a
// kafkajs producer({...}) call…), each made of *entries* mapped onto canonical Kafka keys.
// Rules only ever see sites, so one rule serves .properties, Java, TS and Spring alike.
import type { Range, TextEdit } from 'vscode-languageserver-types';

export type Role = 'producer' | 'consumer' | 'admin' | 'broker' | 'topic';
export const ROLES: readonly Role[] = ['producer', 'consumer', 'admin', 'broker', 'topic'];

/** Whose defaults and validators apply: the Java client, kafkajs, or librdkafka. */
export type ClientKind = 'java' | 'kafkajs' | 'librdkafka';

/** Where the configuration was written; decides how fixes are spelled. */
export type SiteSyntax = 'properties' | 'java' | 'ts' | 'spring-properties' | 'spring-yaml';

export interface ConfigEntry {
  /** Canonical Kafka key ("linger.ms"); for an unknown key, the key as written. */
  key: string;
  /** The key as the user wrote it ("maxWaitTimeInMs", "ProducerConfig.LINGER_MS_CONFIG"). */
  rawKey: string;
  /** The string Kafka would receive, or undefined when not statically known (a variable). */
  value: string | undefined;
  keyRange: Range;
  /** Range of the value text; equal to an empty range after the key when there is no value. */
  valueRange: Range;
  /** The whole entry (key, separator, value), used to delete it. */
  range: Range;
  /** Client-native option name when it differs from the canonical key (kafkajs "minBytes"). */
  nativeName?: string;
  /** Set when the entry's key was recognised through a role-mapping prefix ("producer.", "spring.kafka.consumer."). */
  prefix?: string;
  /**
   * Written once for every client (Spring's spring.kafka.properties.*): each client takes what it
   * knows, so "not a key of this role" and "overridden here" are no mistakes for such entries.
   */
  shared?: boolean;
}

/** What the user declares about the traffic (the `kafka-tuning:` directive or settings). */
export interface Workload {
  recordBytes?: number;
  keyBytes?: number;
  rate?: number;
  partitions?: number;
  processMs?: number;
  p99Ms?: number;
}

export interface ClientVersion {
  client: ClientKind;
  /** Dotted version ("4.1.0"); undefined when unknown (rules that depend on it stay silent). */
  version?: string;
  /** Where it came from, for hovers: "directive", "pom.xml", "setting"… */
  origin?: string;
}

export interface ConfigSite {
  syntax: SiteSyntax;
  /** Undefined when the role could not be told: role-specific rules then stay silent. */
  role: Role | undefined;
  client: ClientVersion;
  entries: ConfigEntry[];
  /** Whole site; the CodeLens and "add a key" fixes anchor here. */
  range: Range;
  workload: Workload;
  /** A short label for lenses and CLI output ("producer.properties", "kafka.producer({...})"). */
  label: string;
  /** Language-specific extras the language rules need (e.g. kafkajs send call sites). */
  extras?: Record<string, unknown>;
}

/** A change a rule wants; each syntax turns it into text edits in its own style. */
export type FixIntent =
  | { kind: 'set'; key: string; value: string }
  | { kind: 'remove'; entry: ConfigEntry }
  | { kind: 'rename'; entry: ConfigEntry; newKey: string }
  | { kind: 'edits'; edits: TextEdit[] };

export interface Fix {
  title: string;
  intents: FixIntent[];
  preferred?: boolean;
}

export interface SourceDocument {
  uri: string;
  /** Path-like name used for role detection ("producer.properties", "application.yml"). */
  fileName: string;
  languageId: string;
  text: string;
}
