// deserializer-missing: key.deserializer and value.deserializer have no default in ConsumerConfig,
// so ConfigDef.parse throws ConfigException "Missing required configuration "key.deserializer"
// which has no default value." unless the map sets them or the constructor receives Deserializer
// instances (new KafkaConsumer<>(props, keyDeser, valueDeser); Spring's
// DefaultKafkaConsumerFactory passes the ones given to its constructor or setters on to
// KafkaConsumer). Spring Boot's own spring.kafka.consumer.* has defaults, so only a map built in
// code and handed to one of these constructors is checked, and only when the file shows the whole
// map (no putAll from elsewhere, no Boot-built properties) and every such constructor call in the
// file takes the map alone.
import { CONSTRUCTOR_ARITIES, mapMayHoldMore } from './javaClientMap';
import { Severity, type Finding, type Rule, type RuleContext } from './types';

export const deserializerMissing: Rule = {
  id: 'deserializer-missing',
  severity: Severity.Error,
  roles: ['consumer'],
  clients: ['java'],
  source: 'ConsumerConfig (key.deserializer / value.deserializer have no default) and ConfigDef.parse ("Missing required configuration")',
  summary: 'A consumer map without key/value deserializer, and none passed to the constructor: KafkaConsumer throws ConfigException.',
  docs: {
    why: 'ConsumerConfig declares key.deserializer and value.deserializer without a default. A map that leaves them out works only if the KafkaConsumer (or Spring\'s DefaultKafkaConsumerFactory) constructor is given Deserializer instances.',
    consequence: 'Creating the consumer throws ConfigException "Missing required configuration "key.deserializer" which has no default value." (ConfigDef.parse); with Spring Kafka the listener container fails to start.',
    bad: { file: 'ListenerConfig.java', text: 'import java.util.*;\nimport org.apache.kafka.clients.consumer.ConsumerConfig;\nimport org.springframework.kafka.core.*;\nclass ListenerConfig {\n  ConsumerFactory<String, String> consumerFactory() {\n    Map<String, Object> props = new HashMap<>();\n    props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "localhost:9092");\n    props.put(ConsumerConfig.GROUP_ID_CONFIG, "audit");\n    return new DefaultKafkaConsumerFactory<>(props);\n  }\n}\n' },
    good: { file: 'ListenerConfig.java', text: 'import java.util.*;\nimport org.apache.kafka.clients.consumer.ConsumerConfig;\nimport org.apache.kafka.common.serialization.StringDeserializer;\nimport org.springframework.kafka.core.*;\nclass ListenerConfig {\n  ConsumerFactory<String, String> consumerFactory() {\n    Map<String, Object> props = new HashMap<>();\n    props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "localhost:9092");\n    props.put(ConsumerConfig.GROUP_ID_CONFIG, "audit");\n    return new DefaultKafkaConsumerFactory<>(props, new StringDeserializer(), new StringDeserializer());\n  }\n}\n' },
    falsePositives: 'Deserializers set on the factory in another file or class (a setter called elsewhere); silence the line with a kafka-tuning-disable-next-line comment.',
    versions: 'all',
  },
  check(ctx) {
    return missingSerde(ctx, 'consumer');
  },
};

/** What differs between the consumer's check and the producer's. */
const SIDES = {
  consumer: { sinks: ['KafkaConsumer', 'DefaultKafkaConsumerFactory'], word: 'Deserializer', config: 'ConsumerConfig', key: 'DESERIALIZER', suffix: 'deserializer' },
  producer: { sinks: ['KafkaProducer', 'DefaultKafkaProducerFactory'], word: 'Serializer', config: 'ProducerConfig', key: 'SERIALIZER', suffix: 'serializer' },
} as const;

/**
 * A consumer (producer) map built in code without key/value (de)serializer, handed only to
 * constructors that take the map alone: ConfigDef.parse throws "Missing required configuration".
 */
export function missingSerde(ctx: RuleContext, role: 'consumer' | 'producer'): Finding[] {
  const site = ctx.site;
  const side = SIDES[role];
  if (site.syntax !== 'java' || site.java.sinks.length === 0 || !site.java.sinks.every((s) => (side.sinks as readonly string[]).includes(s))) return [];
  // A key written in the wrong case (key.Serializer) is unknown-key's finding, whose fix renames it:
  // the missing key is that one decision, not a second finding.
  const misspelt = new Set(site.entries.map((e) => e.key.toLowerCase()));
  const missing = [`key.${side.suffix}`, `value.${side.suffix}`].filter((k) => !ctx.isSet(k) && ctx.info(k)?.hasDefault === false && !misspelt.has(k));
  if (missing.length === 0) return [];
  if (ctx.fromText(mapMayHoldMore)) return [];
  const arities = ctx.fromText(CONSTRUCTOR_ARITIES[role]);
  if (arities.length === 0 || arities.some((n) => n !== 1)) return [];
  return [{
    range: ctx.anchor(),
    message: `This ${role} config has no ${missing.join(' and no ')}, and the ${site.java.sinks.join('/')} constructor is given no ${side.word}: creating the ${role} throws ConfigException "Missing required configuration "${missing[0]}" which has no default value." Put ${missing.map((k) => `${side.config}.${k.startsWith('key.') ? 'KEY' : 'VALUE'}_${side.key}_CLASS_CONFIG`).join(' and ')} in the map, or pass the ${side.suffix}s to the constructor.`,
  }];
}
