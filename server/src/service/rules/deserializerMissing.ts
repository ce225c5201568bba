// deserializer-missing: key.deserializer and value.deserializer have no default in ConsumerConfig,
// so ConfigDef.parse throws ConfigException "Missing required configuration "key.deserializer"
// which has no default value." unless the map sets them or the constructor receives Deserializer
// instances (new KafkaConsumer<>(props, keyDeser, valueDeser); Spring's
// DefaultKafkaConsumerFactory passes the ones given to its constructor or setters on to
// KafkaConsumer). Spring Boot's own spring.kafka.consumer.* has defaults, so only a map built in
// code and handed to one of these constructors is checked, and only when the file shows the whole
// map (no putAll from elsewhere, no Boot-built properties) and every such constructor call in the
// file takes the map alone.
import type { ConfigSite } from '../model';
import { Severity, type Rule } from './types';

const CONSTRUCTOR = /\bnew\s+(KafkaConsumer|DefaultKafkaConsumerFactory)\s*(?:<[^()]*?>)?\s*\(/g;
/** The map may hold more than the file shows, or the deserializers arrive another way. */
// (a map copied from another, raw types included: new HashMap(injected); a map that starts as what
// a method returns — Map<String, Object> props = commonProperties(); — whose body may put the
// deserializers; Properties loaded from a file or a stream; keys merged in by putIfAbsent/merge.)
const ELSEWHERE = /\b(?:Map|HashMap|LinkedHashMap|Properties)\s*(?:<[^;=()]*>)?\s+\w+\s*=\s*(?:this\.|(?!(?:Map|Collections|ImmutableMap)\.)[A-Z]\w*\.)?[a-z]\w*\s*\(|\bputAll\s*\(|build(?:Consumer)?Properties\s*\(|set(?:Key|Value)Deserializer(?:Supplier)?\s*\(|new\s+(?:Hash|LinkedHash|Tree|ConcurrentHash)?Map\s*(?:<[^>]*>)?\s*\(\s*[A-Za-z_]|new\s+Properties\s*\(\s*[A-Za-z_]|\.load(?:FromXML)?\s*\(|\.(?:putIfAbsent|merge|computeIfAbsent)\s*\(/;

/** The number of arguments of each consumer or consumer-factory construction in the text. */
function constructorArities(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(CONSTRUCTOR)) {
    let depth = 0;
    let args = 1;
    let empty = true;
    for (let i = m.index! + m[0].length; i < text.length; i++) {
      const c = text[i];
      if (c === '(' || c === '<' || c === '{' || c === '[') depth++;
      else if (c === ')' || c === '>' || c === '}' || c === ']') {
        if (depth === 0) break;
        depth--;
      } else if (c === ',' && depth === 0) args++;
      else if (!/\s/.test(c)) empty = false;
    }
    out.push(empty ? 0 : args);
  }
  return out;
}

function reachesConsumerOnly(site: ConfigSite): boolean {
  return site.syntax === 'java' && site.java.sinks.length > 0 && site.java.sinks.every((s) => s === 'KafkaConsumer' || s === 'DefaultKafkaConsumerFactory');
}

export const deserializerMissing: Rule = {
  id: 'deserializer-missing',
  severity: Severity.Error,
  roles: ['consumer'],
  clients: ['java'],
  source: 'ConsumerConfig (key.deserializer / value.deserializer have no default) and ConfigDef.parse ("Missing required configuration")',
  summary: 'A consumer map without key/value deserializer, and none passed to the constructor: KafkaConsumer throws ConfigException.',
  docs: {
    why: 'ConsumerConfig declares key.deserializer and value.deserializer without a default. A map that leaves them out works only if the KafkaConsumer (or Spring\'s DefaultKafkaConsumerFactory) constructor is given Deserializer instances.',
    consequence: 'Creating the consumer throws ConfigException "Missing required configuration \\"key.deserializer\\" which has no default value." (ConfigDef.parse); with Spring Kafka the listener container fails to start.',
    bad: { file: 'ListenerConfig.java', text: 'import java.util.*;\nimport org.apache.kafka.clients.consumer.ConsumerConfig;\nimport org.springframework.kafka.core.*;\nclass ListenerConfig {\n  ConsumerFactory<String, String> consumerFactory() {\n    Map<String, Object> props = new HashMap<>();\n    props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "localhost:9092");\n    props.put(ConsumerConfig.GROUP_ID_CONFIG, "audit");\n    return new DefaultKafkaConsumerFactory<>(props);\n  }\n}\n' },
    good: { file: 'ListenerConfig.java', text: 'import java.util.*;\nimport org.apache.kafka.clients.consumer.ConsumerConfig;\nimport org.apache.kafka.common.serialization.StringDeserializer;\nimport org.springframework.kafka.core.*;\nclass ListenerConfig {\n  ConsumerFactory<String, String> consumerFactory() {\n    Map<String, Object> props = new HashMap<>();\n    props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "localhost:9092");\n    props.put(ConsumerConfig.GROUP_ID_CONFIG, "audit");\n    return new DefaultKafkaConsumerFactory<>(props, new StringDeserializer(), new StringDeserializer());\n  }\n}\n' },
    falsePositives: 'Deserializers set on the factory in another file or class (a setter called elsewhere); silence the line with a kafka-tuning-disable-next-line comment.',
    versions: 'all',
  },
  check(ctx) {
    const site = ctx.site;
    if (!reachesConsumerOnly(site)) return [];
    const missing = ['key.deserializer', 'value.deserializer'].filter((k) => !ctx.isSet(k) && ctx.info(k)?.hasDefault === false);
    if (missing.length === 0) return [];
    const text = ctx.doc.text;
    if (ELSEWHERE.test(text)) return [];
    const arities = constructorArities(text);
    if (arities.length === 0 || arities.some((n) => n !== 1)) return [];
    return [{
      range: ctx.anchor(),
      message: `This consumer config has no ${missing.join(' and no ')}, and the ${site.syntax === 'java' ? site.java.sinks.join('/') : 'consumer'} constructor is given no Deserializer: creating the consumer throws ConfigException "Missing required configuration \\"${missing[0]}\\" which has no default value." Put ${missing.map((k) => `ConsumerConfig.${k === 'key.deserializer' ? 'KEY' : 'VALUE'}_DESERIALIZER_CLASS_CONFIG`).join(' and ')} in the map, or pass the deserializers to the constructor.`,
    }];
  },
};
