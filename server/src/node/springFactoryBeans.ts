// ProducerFactory / ConsumerFactory beans an application defines itself. Spring Boot's
// KafkaAutoConfiguration creates its own factory only when none exists
// (`@ConditionalOnMissingBean(ProducerFactory.class)` on kafkaProducerFactory, the same for
// ConsumerFactory), and that factory is the one built from spring.kafka.producer.* /
// spring.kafka.consumer.*. A bean of the application's that does not read Boot's KafkaProperties
// (buildProducerProperties(), an injected KafkaProperties, ${spring.kafka.<producer or consumer>.…} placeholders,
// Environment.getProperty of such a name) leaves
// those lines of application.yml unread by any client: sites/spring/replacedFactory.ts says so.
import { blankComments } from '../service/parse/blankComments';
import type { SpringFactoryBean } from '../service/workspace';
import { constantInAnyVersion } from '../service/catalog';
import { JSON_DESERIALIZER_KEYS, JSON_SERIALIZER_KEYS } from '../service/sites/java/values';
import { ACK_MODE_IN_CODE } from './springAckListeners';

/**
 * `@Bean … ProducerFactory<…> name(` (Java) or `fun name(…): ProducerFactory<…>` (Kotlin), Default…/DefaultKafka… too.
 * The type arguments hold no comment or annotation characters, so a mention in the Javadoc above
 * (" * Genel ProducerFactory<String, Object>") cannot run on into the declaration (check 35).
 */
const JAVA_RETURN = /\b(?:DefaultKafka)?(Producer|Consumer)Factory\s*<[^(){};=*/@]*>\s+\w+\s*\(/g;
const KOTLIN_RETURN = /\bfun\s+\w+\s*\([^)]*\)\s*:\s*(?:DefaultKafka)?(Producer|Consumer)Factory\s*</g;
const READS_BOOT = /\bKafkaProperties\b|build(?:Producer|Consumer)Properties\s*\(/;
/**
 * A property of the role's own block the bean reads by name: a placeholder
 * (${spring.kafka.consumer.group-id}) or Environment.getProperty("spring.kafka.consumer.group-id")
 * (check 35); ${spring.kafka.bootstrap-servers} reads no consumer setting.
 */
const PLACEHOLDER = {
  producer: /\$\{(spring\.kafka\.producer\.[^}:]+)|getProperty\(\s*"(spring\.kafka\.producer\.[^"]+)"/g,
  consumer: /\$\{(spring\.kafka\.consumer\.[^}:]+)|getProperty\(\s*"(spring\.kafka\.consumer\.[^"]+)"/g,
} as const;

/**
 * Boot's listener container factory is `@ConditionalOnMissingBean(name = "kafkaListenerContainerFactory")`
 * (KafkaAnnotationDrivenConfiguration), and its ConcurrentKafkaListenerContainerFactoryConfigurer is
 * what applies spring.kafka.listener.* to a factory. A bean of that name built without the configurer
 * leaves those lines unread. The bean's name is its method's, or the one @Bean gives it.
 */
const LISTENER_FACTORY = /\b(?:Concurrent)?KafkaListenerContainerFactory\s*<[^(){};=*/@]*>\s+(\w+)\s*\(|\bfun\s+(\w+)\s*\([^)]*\)\s*:\s*(?:Concurrent)?KafkaListenerContainerFactory\s*</g;
const READS_LISTENER = /\bConcurrentKafkaListenerContainerFactoryConfigurer\b|\bKafkaProperties\b|\$\{spring\.kafka\.listener\./;
const BOOT_LISTENER_FACTORY = 'kafkaListenerContainerFactory';

/**
 * Boot's Streams configuration bean is `@ConditionalOnMissingBean(name = "defaultKafkaStreamsConfig")`
 * (KafkaStreamsAnnotationDrivenConfiguration), built from spring.kafka.streams.* with
 * KafkaProperties.buildStreamsProperties. An application bean of that name (the constant
 * KafkaStreamsDefaultConfiguration.DEFAULT_STREAMS_CONFIG_BEAN_NAME, or the method's own name)
 * replaces it, and without KafkaProperties leaves the streams block unread (check 71, W).
 */
const STREAMS_CONFIG = /\bKafkaStreamsConfiguration\s+(\w+)\s*\(|\bfun\s+(\w+)\s*\([^)]*\)\s*:\s*KafkaStreamsConfiguration\b/g;
const BOOT_STREAMS_CONFIG = /^(?:defaultKafkaStreamsConfig|(?:KafkaStreamsDefaultConfiguration\.)?DEFAULT_STREAMS_CONFIG_BEAN_NAME)$/;

/** `props.put(ConsumerConfig.X_CONFIG, …)`, `put("group.id", …)`, `put(JsonDeserializer.TRUSTED_PACKAGES, …)`: the key written. */
const PUT = /\.(?:put|setProperty|putIfAbsent)\(\s*(?:"([a-z][\w.-]*)"|([A-Z]\w*)\.([A-Z][A-Z0-9_]*))\s*,/g;

/**
 * The Kafka and spring.json keys a file puts into maps, by literal or by constant (resolved through
 * the catalogs' constant values, and spring-kafka's serde constants): what the application's own
 * factory bean sets itself, to tell a line of application.yml it repeats from one it loses.
 */
function keysPut(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(PUT)) {
    if (m[1]) { out.add(m[1]); continue; }
    const [cls, field] = [m[2], m[3]];
    const key = constantInAnyVersion(`${cls}.${field}`) ?? (/Json\w*Deserializer$/.test(cls) ? JSON_DESERIALIZER_KEYS[field] : /Json\w*Serializer$/.test(cls) ? JSON_SERIALIZER_KEYS[field] : undefined);
    if (key) out.add(key);
  }
  return [...out];
}

/** The factory beans one source file defines; `file` is its URI, kept for the message. */
export function springFactoryBeansIn(fileName: string, text: string, file: string): SpringFactoryBean[] {
  if (!/\.(java|kt)$/.test(fileName) || !text.includes('@Bean') || !/(?:Producer|Consumer|ListenerContainer)Factory|KafkaStreamsConfiguration/.test(text)) return [];
  // A commented-out @Bean defines nothing (check 81: a ConsumerFactory bean left in // comments was
  // taken for one that replaces Boot's). Same offsets, so positions still point into `text`.
  text = blankComments(text);
  const readsBoot = READS_BOOT.test(text);
  const out: SpringFactoryBean[] = [];
  const seen = new Set<string>();
  for (const m of [...text.matchAll(JAVA_RETURN), ...text.matchAll(KOTLIN_RETURN)]) {
    if (!/@Bean\b/.test(annotationsBefore(text, m.index!))) continue;
    const role = m[1] === 'Producer' ? 'producer' : 'consumer';
    if (seen.has(role)) continue;
    seen.add(role);
    // Placeholders alone (no KafkaProperties): the bean reads those lines of the block and no other.
    const placeholders = readsBoot ? [] : [...text.matchAll(PLACEHOLDER[role])].map((p) => p[1] ?? p[2]);
    const sets = keysPut(text);
    out.push({ role, file, readsBoot: readsBoot || placeholders.length > 0, ...(placeholders.length > 0 ? { readsOnly: [...new Set(placeholders)] } : {}), ...(sets.length > 0 ? { sets } : {}) });
  }
  for (const m of text.matchAll(LISTENER_FACTORY)) {
    const bean = /@Bean\s*(?:\(\s*(?:(?:name|value)\s*=\s*)?\{?\s*"([^"]+)")?/.exec(annotationsBefore(text, m.index!));
    if (!bean || (bean[1] ?? m[1] ?? m[2]) !== BOOT_LISTENER_FACTORY) continue;
    const readsListener = READS_LISTENER.test(text);
    // Neither Boot's configurer nor any ack mode of the file's own: the containers run BATCH.
    const name = m[1] ?? m[2];
    const batch = !readsListener && !ACK_MODE_IN_CODE.test(text) && name !== undefined;
    // Java's name ends the match before its "("; Kotlin's follows "fun ".
    const nameAt = m.index! + (m[1] !== undefined ? m[0].lastIndexOf(m[1]) : m[0].indexOf(name ?? '', /fun\s+/.exec(m[0])!.index + 3));
    const before = text.slice(0, nameAt);
    out.push({
      role: 'listener', file, readsBoot: readsListener,
      ...(batch ? { batchAckAt: { line: before.split('\n').length - 1, character: nameAt - before.lastIndexOf('\n') - 1, name, buildsConsumer: /\bnew\s+DefaultKafkaConsumerFactory\b/.test(text) } } : {}),
    });
    break;
  }
  for (const m of text.matchAll(STREAMS_CONFIG)) {
    const bean = /@Bean\s*(?:\(\s*(?:(?:name|value)\s*=\s*)?\{?\s*(?:"([^"]+)"|([\w.]+)))?/.exec(annotationsBefore(text, m.index!));
    if (!bean || !BOOT_STREAMS_CONFIG.test(bean[1] ?? bean[2] ?? m[1] ?? m[2] ?? '')) continue;
    out.push({ role: 'streams', file, readsBoot });
    break;
  }
  return out;
}

/** A member's annotations: the text between the previous member's end and `at`. */
function annotationsBefore(text: string, at: number): string {
  const before = text.slice(Math.max(0, at - 400), at);
  return before.slice(Math.max(before.lastIndexOf(';'), before.lastIndexOf('}')) + 1);
}
