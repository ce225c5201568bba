// Shapes of the generated catalog (server/catalog/java/kafka-<version>.json, written by catalog-gen/)
// and of the API built on it. Field meanings follow Kafka's ConfigDef.ConfigKey.
import type { Role } from '../model';

/** ConfigDef.Type names, as Kafka spells them. */
export type ConfigType = 'BOOLEAN' | 'STRING' | 'INT' | 'SHORT' | 'LONG' | 'DOUBLE' | 'LIST' | 'CLASS' | 'PASSWORD';
export type Importance = 'HIGH' | 'MEDIUM' | 'LOW';

/**
 * A ConfigDef validator as data. Range bounds are Java's own text of the bound ("9223372036854775807"):
 * a JSON number could not hold every long, and Kafka prints the bound in its message.
 */
export type Validator =
  | { kind: 'range'; min?: string; max?: string }
  /** ValidString (caseSensitive) or CaseInsensitiveValidString (values stored upper-cased, as Kafka does). */
  | { kind: 'in'; values: string[]; caseSensitive: boolean; /** Index of a Java null in the list (printed "null", matched by nothing written). */ nullAt?: number }
  /**
   * ValidList. `values` empty = any value. From 4.2 (KIP-1161) `strictElements` is set: duplicates and
   * empty elements are rejected, and `emptyListAllowed` may forbid an empty list.
   */
  | { kind: 'list-in'; values: string[]; caseSensitive: boolean; emptyListAllowed?: boolean; nullAllowed?: boolean; strictElements?: boolean }
  /** NonEmptyString; `noControlChars` = NonEmptyStringWithoutControlChars. */
  | { kind: 'non-empty-string'; noControlChars?: boolean }
  /** NonNullValidator: a value given as text is never null, so it only matters for defaults. */
  | { kind: 'non-null' }
  /** CompositeValidator: every part must pass, in order. */
  | { kind: 'all'; of: Validator[] }
  /** A validator we do not model (a lambda or a class of its own); `text` is its toString(). */
  | { kind: 'other'; text: string; class?: string };

/** One key as stored in the JSON (per role, per version). */
export interface RawKey {
  type: ConfigType;
  default: string | null;
  /** Present (true) when the key has ConfigDef.NO_DEFAULT_VALUE: the client refuses to start without it. */
  noDefault?: true;
  importance: Importance;
  validator?: Validator;
  /** ConfigKey.internalConfig: accepted by Kafka but not documented. */
  internal?: true;
  /**
   * Roles read from several ConfigDefs (connect: distributed/standalone; connector: sink/source;
   * mirrormaker: driver/source/checkpoint/heartbeat): the parts that define the key, when not all do.
   */
  parts?: string[];
  /** The key is deprecated in this version: "doc" (its ConfigDef documentation says so), "annotation" (@Deprecated on every constant naming it). */
  deprecated?: DeprecationEvidence[];
  /** The key the deprecation text says to use instead (only when the role defines it). */
  replacement?: string;
  /** The release the deprecation text says removes the key ("4.0", "5.0"). */
  removal?: string;
}

export type DeprecationEvidence = 'doc' | 'annotation';

export interface RawCatalog {
  version: string;
  artifacts: string[];
  /** role → "class#member" the ConfigDef was read from. */
  sources: Partial<Record<Role, string>>;
  roles: Partial<Record<Role, Record<string, RawKey>>>;
  /** "ProducerConfig.LINGER_MS_CONFIG" → "linger.ms". */
  constants: Record<string, string>;
  /**
   * Every other public static field of each config class in this version's jars, by simple class
   * name ("ProducerConfig" → ["CONFIG_PROVIDERS_CONFIG", "LINGER_MS_DOC"…]): with `constants`, the
   * complete list of Class.FIELD names that compile. A class the jars lack is absent.
   */
  fields?: Record<string, string[]>;
  /**
   * Values of the config classes' number, boolean and DEFAULT_* String fields that name no key
   * ("ConsumerConfig.DEFAULT_FETCH_MAX_BYTES" → "52428800"), for code that writes one as a value.
   */
  values?: Record<string, string>;
  /** Why a role is missing, if any. */
  notes: string[];
}

export interface KeyInfo {
  name: string;
  type: ConfigType;
  /** The default as ConfigDef renders it (lists joined by ","), or null (no default or a null default). */
  default: string | null;
  /** False for ConfigDef.NO_DEFAULT_VALUE (e.g. bootstrap.servers in the Java client). */
  hasDefault: boolean;
  validator?: Validator;
  importance: Importance;
  internal?: boolean;
  /** See RawKey.parts: set when only some of the role's ConfigDefs define the key ("distributed"). */
  parts?: string[];
  /** Every role whose ConfigDef in this version defines the key. */
  roles: Role[];
  /** See RawKey.deprecated / replacement / removal. */
  deprecated?: DeprecationEvidence[];
  replacement?: string;
  removal?: string;
}

export interface Catalog {
  version: string;
  key(role: Role, name: string): KeyInfo | undefined;
  /** Sorted by name. Empty for a role the generator could not read for this version. */
  keys(role: Role): KeyInfo[];
  rolesOf(name: string): Role[];
  /** "ProducerConfig.LINGER_MS_CONFIG" (or fully qualified) → "linger.ms". */
  constant(qualified: string): string | undefined;
  /** "ConsumerConfig.DEFAULT_FETCH_MAX_BYTES" (or fully qualified) → "52428800": a constant's value, not a key. */
  fieldValue(qualified: string): string | undefined;
  /**
   * Whether `className.field` compiles against this version: true or false when the catalog lists
   * the class's public fields in full, undefined when it does not list the class.
   */
  hasField(className: string, field: string): boolean | undefined;
  /** ("ProducerConfig", "linger.ms") → "ProducerConfig.LINGER_MS_CONFIG", for fixes that write Java. */
  constantFor(className: string, key: string): string | undefined;
}

export type ParseResult =
  | { ok: true; value: unknown }
  | { ok: false; code: 'invalid-value' | 'out-of-range'; message: string; accepted: string };
