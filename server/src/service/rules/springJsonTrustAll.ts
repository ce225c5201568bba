// spring-json-trust-all (Spring Kafka JsonDeserializer TRUSTED_PACKAGES, DefaultJackson2JavaTypeMapper
// .isTrustedPackage): Spring's JsonDeserializer picks the class to build from the record's
// __TypeId__ header, which whoever writes to the topic controls. The trusted-packages list is the
// only check on that name; "*" empties it and every class on the classpath is accepted. Spring's
// own error text allows "*" only "if the serialization is only done by a trusted source" —
// hence information, not a warning. Silent when spring.json.use.type.headers=false: the
// deserializer then ignores the header and builds its configured default type.
import { Severity, type Rule, type RuleContext } from './types';

const KEY = 'spring.json.trusted.packages';
const JSON_READERS = ['key.deserializer', 'value.deserializer', 'spring.deserializer.key.delegate.class', 'spring.deserializer.value.delegate.class', 'default.key.serde', 'default.value.serde'];

/**
 * A JsonDeserializer may read the key: a JSON deserializer (or an ErrorHandlingDeserializer's JSON
 * delegate) is configured or built in this file, or the deserializers (a Streams application's
 * default serdes) are not both written here. False only when both are written and neither is one
 * (StringDeserializer on both sides).
 */
function jsonDeserializerEvident(ctx: RuleContext): boolean {
  // An ErrorHandlingDeserializer whose written delegate is no JSON one (KafkaAvroDeserializer, check 52) reads no spring.json key.
  const named = (k: string) => {
    const v = ctx.entry(k)?.value ?? '';
    if (/ErrorHandling/i.test(v)) {
      const side = k.startsWith('key') ? 'key' : 'value';
      const delegate = ctx.entry(`spring.deserializer.${side}.delegate.class`)?.value;
      return delegate === undefined || /Json/i.test(delegate);
    }
    return /Json/i.test(v);
  };
  if (JSON_READERS.some(named)) return true;
  if (ctx.mentions(/\bnew\s+(?:Json|ErrorHandling)Deserializer\b|\bJsonDeserializer(?:\.class|::new)|\bJsonSerde\b/)) return true;
  const [key, value] = ctx.site.role === 'streams' ? ['default.key.serde', 'default.value.serde'] : ['key.deserializer', 'value.deserializer'];
  // Spring Boot's own default for an unwritten one is StringDeserializer: with the other written
  // and no JSON one (an Avro delegate, check 52), nothing here reads the key.
  const boot = ctx.site.syntax === 'spring-yaml' || ctx.site.syntax === 'spring-properties';
  const written = (k: string) => !!ctx.entry(k)?.value || (boot && ctx.site.role === 'consumer' && [key, value].some((x) => x !== k && !!ctx.entry(x)?.value));
  return !(written(key) && written(value));
}

/**
 * No deserializer here reads type headers: every JsonDeserializer the file builds is
 * `new JsonDeserializer<>(Target.class, false)` (useHeadersIfPresent=false) or calls
 * ignoreTypeHeaders(), and every consumer factory or consumer it creates is handed its deserializer
 * instances (`new DefaultKafkaConsumerFactory<>(config, keyDeserializer, valueDeserializer)`), which
 * take the place of a class named in the config. Those instances build their target type whatever
 * __TypeId__ says (check 91: four modules' `new JsonDeserializer<>(X.class, false)`).
 */
function onlyHeaderlessInstances(ctx: RuleContext): boolean {
  const text = ctx.doc.text;
  const built = text.match(/\bnew\s+JsonDeserializer\s*(?:<[^>]*>)?\s*\(/g)?.length ?? 0;
  const headerless = (text.match(/\bnew\s+JsonDeserializer\s*(?:<[^>]*>)?\s*\([^()]*\.class\s*,\s*false\s*\)/g)?.length ?? 0)
    + (text.match(/\.ignoreTypeHeaders\s*\(\s*\)/g)?.length ?? 0);
  if (built === 0 || headerless < built || /JsonDeserializer::new|\bJsonSerde\b/.test(text)) return false;
  const creations = [...text.matchAll(/\bnew\s+(?:DefaultKafkaConsumerFactory|KafkaConsumer)\s*(?:<[^>]*>)?\s*\(/g)];
  return creations.length > 0 && creations.every((m) => topLevelArgs(text, m.index! + m[0].length) >= 3);
}

/** How many arguments the call whose "(" ends just before `from` is given (commas outside nested brackets). */
function topLevelArgs(text: string, from: number): number {
  let depth = 0;
  let args = 1;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === '(' || c === '<' || c === '{' || c === '[') depth++;
    else if (c === ')' || c === '>' || c === '}' || c === ']') {
      if (depth === 0) return text.slice(from, i).trim() === '' ? 0 : args;
      depth--;
    } else if (c === ',' && depth === 0) args++;
  }
  return 0;
}

export const springJsonTrustAll: Rule = {
  id: 'spring-json-trust-all',
  severity: Severity.Information,
  // A test's consumer reads what the test itself wrote, usually to an embedded broker: nobody else
  // can put a type header on that topic (check 34: three such findings in *IT.java files were noise).
  runtimeOnly: true,
  // Kafka Streams hands its whole config to its serdes: a JsonSerde's JsonDeserializer reads the key there (check 41).
  roles: ['consumer', 'streams'],
  clients: ['java'],
  source: 'Spring Kafka JsonDeserializer (spring.json.trusted.packages, spring.json.use.type.headers) and DefaultJackson2JavaTypeMapper.isTrustedPackage',
  summary: 'spring.json.trusted.packages="*": any producer on the topic chooses which class the consumer deserializes.',
  check(ctx) {
    const entry = ctx.entry(KEY);
    const packages = entry?.value?.split(',').map((p) => p.trim());
    if (!entry || !packages?.includes('*')) return [];
    if (ctx.entry('spring.json.use.type.headers')?.value?.trim().toLowerCase() === 'false') return [];
    // Only a JsonDeserializer reads the key. With StringDeserializer written on both sides (and none
    // built in the code) the line has no effect at all, and nothing is trusted.
    if (!jsonDeserializerEvident(ctx)) return [];
    if (onlyHeaderlessInstances(ctx)) return [];
    return [{
      range: entry.valueRange,
      message: `${ctx.display(KEY)}=* lets Spring's JsonDeserializer build whatever class a record's __TypeId__ header names, so anyone who can write to the topic chooses what this ${ctx.site.role === 'streams' ? 'Streams application' : 'consumer'} instantiates. List the packages of your message types instead (com.example.events), or set spring.json.use.type.headers=false with spring.json.value.default.type.`,
    }];
  },
  docs: {
    why: 'Spring Kafka\'s JsonDeserializer chooses the class to build from the record\'s __TypeId__ header, which whoever writes to the topic controls. The trusted-packages list is the only check on that name; "*" accepts every class on the classpath.',
    consequence: 'Any producer on the topic can make the consumer instantiate a class of its choosing; Spring\'s own error text allows "*" only when serialization is done by a trusted source.',
    bad: { file: 'application.yml', text: 'spring:\n  kafka:\n    consumer:\n      group-id: orders\n      value-deserializer: org.springframework.kafka.support.serializer.JsonDeserializer\n      properties:\n        spring.json.trusted.packages: "*"\n' },
    good: { file: 'application.yml', text: 'spring:\n  kafka:\n    consumer:\n      group-id: orders\n      value-deserializer: org.springframework.kafka.support.serializer.ErrorHandlingDeserializer\n      properties:\n        spring.deserializer.value.delegate.class: org.springframework.kafka.support.serializer.JsonDeserializer\n        spring.json.trusted.packages: com.example.orders.events\n' },
    falsePositives: 'A topic only your own services write to. It is information only, and silent in test sources, whose consumers read what the test wrote; the rule is silent with spring.json.use.type.headers=false, where the header is ignored, and where every JsonDeserializer the file builds is given its target type with useHeadersIfPresent=false (`new JsonDeserializer<>(Order.class, false)`) or calls ignoreTypeHeaders().',
    versions: 'Spring Kafka JsonDeserializer (2.x and 3.x).',
  },
};
