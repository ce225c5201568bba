// Turning key and value expressions into the strings Kafka would receive. Kafka's ConfigDef parses
// a String value ("5") and accepts the boxed type (5) alike (ConfigDef.parseType, Kafka 4.x), so
// both spell the same setting; a value we cannot know statically (a variable, a call) stays
// undefined and the rules stay silent about it.
import { named, view } from './cst';
import type { JExpr, SyntaxNode } from './cst';

/** Config classes whose *_CONFIG constants name Kafka keys, with the package each lives in. */
export const CONFIG_CLASSES: Record<string, string> = {
  ProducerConfig: 'org.apache.kafka.clients.producer',
  ConsumerConfig: 'org.apache.kafka.clients.consumer',
  AdminClientConfig: 'org.apache.kafka.clients.admin',
  CommonClientConfigs: 'org.apache.kafka.clients',
  StreamsConfig: 'org.apache.kafka.streams',
  // The SSL and SASL keys every client shares (ProducerConfig re-exports only a few of them).
  SslConfigs: 'org.apache.kafka.common.config',
  SaslConfigs: 'org.apache.kafka.common.config',
};

/**
 * Spring Kafka's serde classes name the spring.json.* and spring.deserializer.* keys they read with
 * constants (JsonDeserializer.USE_TYPE_INFO_HEADERS is "spring.json.use.type.headers"; the values
 * are the same in spring-kafka 2.x to 4.x, and JacksonJsonDeserializer, 4.0's successor, keeps
 * them). Only a class imported from org.springframework.kafka.support.serializer counts.
 */
const SPRING_SERDE_PACKAGE = 'org.springframework.kafka.support.serializer';
export const JSON_DESERIALIZER_KEYS: Readonly<Record<string, string>> = {
  KEY_DEFAULT_TYPE: 'spring.json.key.default.type', VALUE_DEFAULT_TYPE: 'spring.json.value.default.type',
  TRUSTED_PACKAGES: 'spring.json.trusted.packages', TYPE_MAPPINGS: 'spring.json.type.mapping',
  REMOVE_TYPE_INFO_HEADERS: 'spring.json.remove.type.headers', USE_TYPE_INFO_HEADERS: 'spring.json.use.type.headers',
  KEY_TYPE_METHOD: 'spring.json.key.type.method', VALUE_TYPE_METHOD: 'spring.json.value.type.method',
};
export const JSON_SERIALIZER_KEYS: Readonly<Record<string, string>> = { ADD_TYPE_INFO_HEADERS: 'spring.json.add.type.headers', TYPE_MAPPINGS: 'spring.json.type.mapping' };
const SPRING_SERDE_CONSTANTS: Record<string, Record<string, string>> = {
  JsonDeserializer: JSON_DESERIALIZER_KEYS, JacksonJsonDeserializer: JSON_DESERIALIZER_KEYS,
  JsonSerializer: JSON_SERIALIZER_KEYS, JacksonJsonSerializer: JSON_SERIALIZER_KEYS,
  ErrorHandlingDeserializer: {
    KEY_DESERIALIZER_CLASS: 'spring.deserializer.key.delegate.class', VALUE_DESERIALIZER_CLASS: 'spring.deserializer.value.delegate.class',
    KEY_FUNCTION: 'spring.deserializer.key.function', VALUE_FUNCTION: 'spring.deserializer.value.function',
  },
};

// Confluent's schema-registry serde configs (schema-registry: AbstractKafkaSchemaSerDeConfig, and
// the Avro/Protobuf/JSON Schema serdes' subclasses, which inherit its constants): the keys the
// serdes read from the client's config (`p.put(AbstractKafkaSchemaSerDeConfig.SCHEMA_REGISTRY_URL_CONFIG, …)`).
const CONFLUENT_SERDE_KEYS: Readonly<Record<string, string>> = {
  SCHEMA_REGISTRY_URL_CONFIG: 'schema.registry.url', AUTO_REGISTER_SCHEMAS: 'auto.register.schemas', USE_LATEST_VERSION: 'use.latest.version',
  KEY_SUBJECT_NAME_STRATEGY: 'key.subject.name.strategy', VALUE_SUBJECT_NAME_STRATEGY: 'value.subject.name.strategy',
  BASIC_AUTH_CREDENTIALS_SOURCE: 'basic.auth.credentials.source', USER_INFO_CONFIG: 'basic.auth.user.info',
};
const CONFLUENT_SERDE_CONFIGS: Readonly<Record<string, { pkg: string; keys: Readonly<Record<string, string>> }>> = {
  AbstractKafkaSchemaSerDeConfig: { pkg: 'io.confluent.kafka.serializers', keys: CONFLUENT_SERDE_KEYS },
  AbstractKafkaAvroSerDeConfig: { pkg: 'io.confluent.kafka.serializers', keys: CONFLUENT_SERDE_KEYS },
  KafkaAvroSerializerConfig: { pkg: 'io.confluent.kafka.serializers', keys: CONFLUENT_SERDE_KEYS },
  KafkaAvroDeserializerConfig: { pkg: 'io.confluent.kafka.serializers', keys: { ...CONFLUENT_SERDE_KEYS, SPECIFIC_AVRO_READER_CONFIG: 'specific.avro.reader' } },
  KafkaProtobufSerializerConfig: { pkg: 'io.confluent.kafka.serializers.protobuf', keys: CONFLUENT_SERDE_KEYS },
  KafkaProtobufDeserializerConfig: { pkg: 'io.confluent.kafka.serializers.protobuf', keys: CONFLUENT_SERDE_KEYS },
  KafkaJsonSchemaSerializerConfig: { pkg: 'io.confluent.kafka.serializers.json', keys: CONFLUENT_SERDE_KEYS },
  KafkaJsonSchemaDeserializerConfig: { pkg: 'io.confluent.kafka.serializers.json', keys: CONFLUENT_SERDE_KEYS },
};

// StreamsConfig's prefix helpers: producerPrefix(ProducerConfig.LINGER_MS_CONFIG) is "producer.linger.ms".
const STREAMS_PREFIX_HELPERS: Record<string, string> = {
  producerPrefix: 'producer.', consumerPrefix: 'consumer.', mainConsumerPrefix: 'main.consumer.',
  restoreConsumerPrefix: 'restore.consumer.', globalConsumerPrefix: 'global.consumer.', adminClientPrefix: 'admin.', topicPrefix: 'topic.',
};

const SERDE_PACKAGE = 'org.apache.kafka.common.serialization';
const KAFKA_SERDES = /^(?:String|Integer|Long|Short|Double|Float|ByteArray|Bytes|ByteBuffer|UUID|Void)(?:Serializer|Deserializer)$/;

export interface ConstantLookup {
  constant(qualified: string): string | undefined;
  /** The value of a Kafka config class's non-key constant (ConsumerConfig.DEFAULT_FETCH_MAX_BYTES → "52428800"). */
  value?(qualified: string): string | undefined;
}

/** What a file's imports and constant fields say about names. */
export class FileScope {
  /** Simple type name → fully-qualified name, from `import a.b.C;`. */
  readonly types = new Map<string, string>();
  /** Static member → its class's simple name, from `import static …ProducerConfig.ACKS_CONFIG;`. */
  readonly staticMembers = new Map<string, string>();
  /** Classes imported with `import static …ProducerConfig.*;`. */
  readonly staticWildcards: string[] = [];
  /** Packages imported whole (`import org.apache.kafka.common.serialization.*;`). */
  readonly wildcardPackages: string[] = [];
  /** `final` fields and locals with an initializer, by name (class names in `declared`). */
  readonly constants = new Map<string, SyntaxNode>();
  readonly declared = new Set<string>();
  lastImportEnd = -1;

  constructor(private readonly lookup: ConstantLookup) {}

  addImport(decl: SyntaxNode): void {
    const name = named(decl).find((c) => c.type === 'identifier' || c.type === 'scoped_identifier');
    if (!name) return;
    const parts = dotted(name);
    this.lastImportEnd = Math.max(this.lastImportEnd, decl.endIndex);
    const star = decl.children.some((c) => c.type === 'asterisk');
    if (decl.children.some((c) => c.type === 'static')) {
      if (star) this.staticWildcards.push(parts.at(-1)!);
      else if (parts.length >= 2) this.staticMembers.set(parts.at(-1)!, parts.at(-2)!);
    } else if (!star && parts.length > 0) {
      this.types.set(parts.at(-1)!, parts.join('.'));
    } else if (star && parts.length > 0) {
      this.wildcardPackages.push(parts.join('.'));
    }
  }

  /** The config class a bare (statically imported) name comes from, if any. */
  classOfStatic(name: string): string | undefined {
    const single = this.staticMembers.get(name);
    if (single) return single;
    return this.staticWildcards.find((c) => c in CONFIG_CLASSES && (this.lookup.constant(`${c}.${name}`) ?? this.lookup.value?.(`${c}.${name}`)) !== undefined);
  }

  /**
   * A Kafka config class's own constant written as a value (ConsumerConfig.DEFAULT_FETCH_MAX_BYTES,
   * or the bare name under a static import): the value the catalog read from that version's jars.
   */
  private kafkaConstant(parts: string[]): { text: string; num?: bigint } | undefined {
    const member = parts.at(-1)!;
    const owner = parts.length === 2 ? parts[0] : parts.length === 1 ? this.classOfStatic(member) : undefined;
    if (!owner || !(owner in CONFIG_CLASSES) || (parts.length === 2 && this.declared.has(owner))) return undefined;
    const text = this.lookup.value?.(`${owner}.${member}`);
    if (text === undefined) return undefined;
    const num = /^-?\d+$/.test(text) ? BigInt(text) : undefined;
    return num === undefined ? { text } : { text, num };
  }

  /**
   * The Kafka key an expression names, plus the config class when it is a constant.
   * Undefined when the expression is not a key we can name (a parameter, a computed string).
   */
  key(e: JExpr, depth = 0): { key: string; configClass?: string } | undefined {
    if (e.kind === 'string') return { key: e.value };
    if (e.kind === 'call' && e.args.length === 1 && depth <= 4) {
      const helper = e.callee.length <= 2 && (e.callee.length === 1 || e.callee[0] === 'StreamsConfig') ? STREAMS_PREFIX_HELPERS[e.callee.at(-1)!] : undefined;
      const inner = helper ? this.key(view(e.args[0]), depth + 1) : undefined;
      return inner ? { key: helper + inner.key, configClass: 'StreamsConfig' } : undefined;
    }
    if (e.kind !== 'name' || depth > 4) return undefined;
    const parts = e.parts[0] === 'this' ? e.parts.slice(1) : e.parts;
    if (parts.length === 0) return undefined;
    const member = parts.at(-1)!;
    const owner = parts.length >= 2 ? parts.at(-2)! : this.classOfStatic(member);
    if (owner && owner in CONFIG_CLASSES) {
      // An unknown member of a Kafka config class (removed in this version, or a typo) keeps its
      // spelling so the rules can report it as unknown rather than silently drop it.
      return { key: this.lookup.constant(`${owner}.${member}`) ?? parts.join('.'), configClass: owner };
    }
    const spring = owner ? this.springSerdeKey(parts, owner, member) ?? this.confluentSerdeKey(parts, owner, member) : undefined;
    if (spring) return { key: spring };
    if (parts.length === 1 || (parts.length === 2 && this.declared.has(parts[0]))) {
      const init = this.constants.get(member);
      return init ? this.key(view(init), depth + 1) : undefined;
    }
    return undefined;
  }

  /** AbstractKafkaSchemaSerDeConfig.SCHEMA_REGISTRY_URL_CONFIG → "schema.registry.url", when the class is Confluent's. */
  private confluentSerdeKey(parts: string[], owner: string, member: string): string | undefined {
    const cls = CONFLUENT_SERDE_CONFIGS[owner];
    const key = cls?.keys[member];
    if (!cls || !key || parts.length > 2 && parts.slice(0, -2).join('.') !== cls.pkg) return undefined;
    if (parts.length === 2 && this.declared.has(owner)) return undefined;
    return parts.length > 2 || this.types.get(owner) === `${cls.pkg}.${owner}` || this.wildcardPackages.includes(cls.pkg) ? key : undefined;
  }

  /** JsonDeserializer.USE_TYPE_INFO_HEADERS → "spring.json.use.type.headers", when the class is Spring Kafka's. */
  private springSerdeKey(parts: string[], owner: string, member: string): string | undefined {
    const key = SPRING_SERDE_CONSTANTS[owner]?.[member];
    if (!key || parts.length > 2 && parts.slice(0, -2).join('.') !== SPRING_SERDE_PACKAGE) return undefined;
    if (parts.length === 2 && this.declared.has(owner)) return undefined;
    const imported = parts.length > 2 || this.types.get(owner) === `${SPRING_SERDE_PACKAGE}.${owner}` || this.wildcardPackages.includes(SPRING_SERDE_PACKAGE);
    return imported ? key : undefined;
  }

  /**
   * The strings a conditional value may hand Kafka (`eos ? "exactly_once" : "at_least_once"`, also
   * through a local it initialises), when every branch is static; undefined for anything else.
   */
  choices(e: JExpr, depth = 0): string[] | undefined {
    if (depth > 4) return undefined;
    if (e.kind === 'name') {
      const local = e.parts.length === 1 || (e.parts.length === 2 && (e.parts[0] === 'this' || this.declared.has(e.parts[0])));
      const init = local ? this.constants.get(e.parts.at(-1)!) : undefined;
      return init ? this.choices(view(init), depth + 1) : undefined;
    }
    if (e.kind !== 'choice') return undefined;
    const out: string[] = [];
    for (const b of e.branches) {
      const one = b.kind === 'choice' || b.kind === 'name' && this.value(b) === undefined ? this.choices(b, depth + 1) : [this.value(b, depth + 1)];
      if (!one || one.some((v) => v === undefined)) return undefined;
      out.push(...(one as string[]));
    }
    return [...new Set(out)];
  }

  /** The string Kafka receives for a value expression, or undefined when not static. */
  value(e: JExpr, depth = 0): string | undefined {
    return this.typed(e, depth)?.text;
  }

  private typed(e: JExpr, depth: number): { text: string; num?: bigint } | undefined {
    if (depth > 4) return undefined;
    switch (e.kind) {
      case 'string':
        return { text: e.value };
      case 'bool':
        return { text: String(e.value) };
      case 'number': {
        const n = integer(e.text);
        return n === undefined ? { text: e.text.replace(/[_]/g, '').replace(/[dDfF]$/, '') } : { text: String(n), num: n };
      }
      case 'neg': {
        const inner = this.typed(e.operand, depth + 1);
        return inner?.num !== undefined ? { text: String(-inner.num), num: -inner.num } : undefined;
      }
      case 'binary':
        return this.arithmetic(e.operands, e.ops, depth);
      case 'classLit': {
        const simple = e.parts.join('.');
        return { text: e.parts.length === 1 ? this.types.get(simple) ?? this.throughWildcard(simple) ?? simple : simple };
      }
      case 'call': {
        // Integer.toString(5), String.valueOf(5), Long.toString(5L), Integer.valueOf("5")…
        const [cls, fn] = e.callee;
        const boxes = ['Integer', 'Long', 'Short', 'String', 'Boolean', 'Double'];
        if (e.callee.length === 2 && boxes.includes(cls) && ['toString', 'valueOf'].includes(fn) && e.args.length === 1) {
          return this.typed(view(e.args[0]), depth + 1);
        }
        return undefined;
      }
      case 'name': {
        const wellKnown: Record<string, bigint> = {
          'Integer.MAX_VALUE': 2147483647n,
          'Integer.MIN_VALUE': -2147483648n,
          'Long.MAX_VALUE': 9223372036854775807n,
          'Short.MAX_VALUE': 32767n,
        };
        const dotted = e.parts.join('.');
        if (dotted in wellKnown) return { text: String(wellKnown[dotted]), num: wellKnown[dotted] };
        const local = e.parts.length === 1 || (e.parts.length === 2 && (e.parts[0] === 'this' || this.declared.has(e.parts[0])));
        const init = local ? this.constants.get(e.parts.at(-1)!) : undefined;
        return init ? this.typed(view(init), depth + 1) : this.kafkaConstant(e.parts);
      }
      default:
        return undefined;
    }
  }

  /**
   * The full name of a Kafka serde class that a wildcard import brings in: the class is written as
   * `StringSerializer.class` under `import org.apache.kafka.common.serialization.*;`. Only the
   * serdes kafka-clients ships in that package from 2.8 (the oldest catalog) on are named; another simple name (or
   * the package not imported whole) stays as written.
   */
  private throughWildcard(simple: string): string | undefined {
    return this.wildcardPackages.includes(SERDE_PACKAGE) && KAFKA_SERDES.test(simple) ? `${SERDE_PACKAGE}.${simple}` : undefined;
  }

  /** Java precedence for + - * / % over integers; `+` with a string operand concatenates. */
  private arithmetic(operands: JExpr[], ops: string[], depth: number): { text: string; num?: bigint } | undefined {
    const vals = operands.map((o) => this.typed(o, depth + 1));
    if (vals.some((v) => v === undefined)) return undefined;
    const isString = operands.map((o, i) => o.kind === 'string' || vals[i]!.num === undefined);
    if (isString.some(Boolean)) {
      if (!ops.every((o) => o === '+')) return undefined;
      // Left to right, so 1 + 2 + "a" would be "3a"; config code concatenates strings only.
      return isString[0] ? { text: vals.map((v) => v!.text).join('') } : undefined;
    }
    const nums = vals.map((v) => v!.num!);
    const out: bigint[] = [nums[0]];
    const addOps: string[] = [];
    for (let i = 0; i < ops.length; i++) {
      const op = ops[i];
      if (op === '*' || op === '/' || op === '%') {
        const a = out.pop()!;
        const b = nums[i + 1];
        if (op !== '*' && b === 0n) return undefined;
        out.push(op === '*' ? a * b : op === '/' ? a / b : a % b);
      } else {
        out.push(nums[i + 1]);
        addOps.push(op);
      }
    }
    let acc = out[0];
    addOps.forEach((op, i) => (acc = op === '+' ? acc + out[i + 1] : acc - out[i + 1]));
    return { text: String(acc), num: acc };
  }
}

/** `a.b.C` (an import's name) → ["a", "b", "C"]. */
function dotted(n: SyntaxNode): string[] {
  if (n.type !== 'scoped_identifier') return [n.text];
  const scope = n.childForFieldName('scope');
  const name = n.childForFieldName('name');
  return [...(scope ? dotted(scope) : []), ...(name ? [name.text] : [])];
}

/** Java integer literal (decimal, hex, octal, binary; `_` separators; L suffix) → value. */
export function integer(text: string): bigint | undefined {
  const t = text.replace(/_/g, '').replace(/[lL]$/, '');
  try {
    if (/^0[xX][0-9a-fA-F]+$/.test(t) || /^0[bB][01]+$/.test(t) || /^[1-9]\d*$|^0$/.test(t)) return BigInt(t);
    if (/^0[0-7]+$/.test(t)) return BigInt('0o' + t.slice(1));
  } catch {
    return undefined;
  }
  return undefined;
}
