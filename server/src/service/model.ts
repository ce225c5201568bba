// The shapes every part of the language service speaks: a document is parsed into config
// *sites* (one Kafka client configuration each: a .properties file, a Java Properties map, a
// kafkajs producer({...}) call…), each made of *entries* mapped onto canonical Kafka keys.
// Rules only ever see sites, so one rule serves .properties, Java, TS and Spring alike.
import type { Range, TextEdit } from 'vscode-languageserver-types';
import type { ClientKind, Role, SiteSyntax, Workload } from '../../../common/src/model';
import type { JavaSiteShape } from './sites/java/shape';
import type { SpringExtras } from './sites/spring/extras';
import type { TsSiteExtras } from './sites/ts/extras';
import type { ComposeExtras } from './sites/compose';
import type { JsonExtras } from './sites/connectorJson';

export { ROLES } from '../../../common/src/model';
export type { ClientKind, Role, SiteSyntax, Workload } from '../../../common/src/model';

export interface ConfigEntry {
  /** Canonical Kafka key ("linger.ms"); for an unknown key, the key as written. */
  key: string;
  /** The key as the user wrote it ("maxWaitTimeInMs", "ProducerConfig.LINGER_MS_CONFIG"). */
  rawKey: string;
  /** The string Kafka would receive, or undefined when not statically known (a variable). */
  value: string | undefined;
  /**
   * Java: when value is undefined because a conditional picks it (`eos ? "exactly_once" :
   * "at_least_once"`), the static strings its branches give; which one runs is not known.
   */
  choices?: string[];
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
  /**
   * Written in a Spring document that applies to every profile, seen from a profile document's
   * site: the profile overriding it is Spring's documented precedence, and what is wrong with it
   * is said once, by the site of the unconditional documents.
   */
  inherited?: boolean;
  /**
   * The straight-line run of code the entry is written in (Java: one statement list with no other
   * use of the map between its puts). Entries of different runs (two methods, two branches, a put
   * after the client was built) are no sequence: a later one replaces an earlier one only on some
   * paths. Undefined where the whole site is one sequence (a .properties or YAML file, a literal).
   */
  run?: string;
  /**
   * Written in another file than the document's (a compose service's env_file): its ranges point at
   * the line of this document that names that file, and no fix edits it.
   */
  writtenIn?: string;
}

export interface ClientVersion {
  client: ClientKind;
  /** Dotted version ("4.1.0"); undefined when unknown (rules that depend on it stay silent). */
  version?: string;
  /** Where it came from, for hovers: "directive", "pom.xml", "setting"… */
  origin?: string;
}

interface SiteCommon {
  /**
   * Stable within the document while the site's kind and name stay (its values may change):
   * "java:props#0", "ts:producer:kafka.producer#1". The benchmark finds the *current* site by it.
   */
  readonly id: string;
  /** Undefined when the role could not be told: role-specific rules then stay silent. */
  readonly role: Role | undefined;
  /** What told the role, for the status bar and hovers: "directive", "file name", "keys", "code", "Spring prefix". */
  readonly roleOrigin?: string;
  readonly client: Readonly<ClientVersion>;
  readonly entries: readonly ConfigEntry[];
  /** Whole site; the CodeLens and "add a key" fixes anchor here. */
  readonly range: Range;
  /** Directive over the kafkaTuning.workload setting: what rules compute with. */
  readonly workload: Readonly<Workload>;
  /** A short label for lenses and CLI output ("producer.properties", "kafka.producer({...})"). */
  readonly label: string;
  /**
   * Set when the entries override a config written elsewhere (`@KafkaListener(properties = …)`
   * over its consumer factory), in words for messages: keys not written here are not known to
   * keep their defaults, so only rules that judge a written entry on its own run (rules/overrideScope.ts).
   */
  readonly overrides?: string;
  /**
   * The framework whose file holds these keys under a client prefix (the producer.* lines of a
   * Connect worker file, a cluster's producer.* lines in a MirrorMaker 2 file): that framework builds
   * the client and gives it defaults of its own before these keys (defaults.ts).
   */
  readonly embeddedIn?: Role;
  /**
   * That framework's file turns exactly-once source support on (a Connect worker's
   * exactly.once.source.support=enabled, KIP-618, Kafka 3.3+): it builds its source tasks'
   * producers idempotent and transactional (Worker.exactlyOnceSourceTaskProducerConfigs).
   */
  readonly embeddedExactlyOnce?: boolean;
}

export interface PropertiesSite extends SiteCommon {
  readonly syntax: 'properties';
}

export interface JavaSite extends SiteCommon {
  readonly syntax: 'java';
  /** How the map is written, so fixes keep the file's style. */
  readonly java: JavaSiteShape;
}

export interface TsSite extends SiteCommon {
  readonly syntax: 'ts';
  /** Library, API call, send calls and codec registrations the language rules read. */
  readonly ts: TsSiteExtras;
}

export interface SpringSite extends SiteCommon {
  readonly syntax: 'spring-properties' | 'spring-yaml';
  /** Spring keys Boot does not bind, and values it cannot convert. */
  readonly spring: SpringExtras;
}

/**
 * A Kafka container of a Docker Compose file: its KAFKA_* environment read as the broker config
 * the image writes from it (sites/compose.ts). Only rules that know the image's conventions run on
 * it (rules/composeScope.ts), and no fix is offered: an edit would have to be spelled as an
 * environment variable.
 */
export interface ComposeSite extends SiteCommon {
  readonly syntax: 'compose';
  readonly compose: ComposeExtras;
}

/** A Kafka Connect connector's config in a JSON file (sites/connectorJson.ts). */
export interface JsonSite extends SiteCommon {
  readonly syntax: 'json';
  readonly json: JsonExtras;
}

/**
 * One Kafka client configuration in a document. Built once by sites/build.ts (directives,
 * workspace version and default workload applied there) and frozen: nothing changes a site later.
 */
export type ConfigSite = PropertiesSite | JavaSite | TsSite | SpringSite | ComposeSite | JsonSite;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A directive comment an extractor found next to a code site ("// kafka-tuning: rate=2000"). */
export interface RawDirective {
  text: string;
  offset: number;
  range: Range;
}

/**
 * What an extractor hands to sites/build.ts: a site without its id, plus what identifies it
 * (`identity`, made unique by an ordinal) and the directive comments attached to it.
 */
export type SiteDraft = DistributiveOmit<ConfigSite, 'id'> & {
  identity: string;
  directives?: readonly RawDirective[];
};

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
