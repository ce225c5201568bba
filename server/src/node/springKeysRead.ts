// Property keys a Spring application's own Java/Kotlin code reads: `${key}` placeholders (in
// @Value and anywhere else Spring resolves them), environment.getProperty("key") /
// getRequiredProperty("key"), and @ConfigurationProperties prefixes (every key under the prefix is
// bound to the annotated class). Spring Boot's KafkaProperties ignores a spring.kafka.* name it
// does not declare, but the application may still read it: spring-unknown-property then has
// nothing to say (issue: "when the workspace's Java/Kotlin sources do bind it, say nothing"). Also
// the keys a @KafkaListener's properties give its own consumer, which rules on the shared
// consumer block read (spring-json-no-target-type).
import type { CodeReadKey } from '../service/workspace';

const PLACEHOLDER = /\$\{([A-Za-z0-9_.\-[\]]+)(?::[^}"]*)?\}/g;
const GET_PROPERTY = /\.(?:getProperty|getRequiredProperty|containsProperty)\s*\(\s*"([A-Za-z0-9_.\-[\]]+)"/g;
const CONFIGURATION_PROPERTIES = /@ConfigurationProperties\s*\(\s*(?:(?:prefix|value)\s*=\s*)?"([A-Za-z0-9_.\-]+)"/g;
// @KafkaListener(properties = "k=v") / properties = {"k=v", "k2:v2"}: Properties-format lines its
// container adds to the consumer it creates, over the factory's (KafkaListener#properties javadoc).
const LISTENER_PROPERTIES = /@KafkaListener\s*\([^@]{0,800}?\bproperties\s*=\s*(\{[^}]*\}|"(?:[^"\\]|\\.)*")/g;
const STRING = /"((?:[^"\\]|\\.)*)"/g;
// kafkaProperties.getProperties().get("schema-registry-url") (or getConsumer().getProperties()…):
// the application reads spring.kafka.[consumer.]properties.schema-registry-url itself and hands it
// on, e.g. as the schema registry's URL (check 54: four modules did).
const KAFKA_PROPERTIES_GET = /\b(?:get(Consumer|Producer|Streams|Admin)\s*\(\s*\)\s*\.\s*)?getProperties\s*\(\s*\)\s*\.\s*(?:get|getOrDefault|containsKey)\s*\(\s*"([A-Za-z0-9_.\-]+)"/g;

/** The keys and prefixes one source file reads; `file` is its URI, kept for the message. */
export function springKeysReadIn(fileName: string, text: string, file: string): CodeReadKey[] {
  if (!/\.(java|kt)$/.test(fileName) || !text.includes('spring') && !text.includes('${') && !text.includes('getProperty')) return [];
  const out: CodeReadKey[] = [];
  for (const m of text.matchAll(PLACEHOLDER)) out.push({ key: m[1], file, how: '${…}' });
  for (const m of text.matchAll(GET_PROPERTY)) out.push({ key: m[1], file, how: 'getProperty' });
  for (const m of text.matchAll(CONFIGURATION_PROPERTIES)) out.push({ key: m[1], prefix: true, file, how: '@ConfigurationProperties' });
  if (text.includes('KafkaProperties')) {
    for (const m of text.matchAll(KAFKA_PROPERTIES_GET)) out.push({ key: `spring.kafka.${m[1] ? `${m[1].toLowerCase()}.` : ''}properties.${m[2]}`, file, how: 'KafkaProperties.getProperties()' });
  }
  for (const m of text.matchAll(LISTENER_PROPERTIES)) {
    for (const line of m[1].matchAll(STRING)) {
      const key = /^\s*([A-Za-z0-9_.\-]+)\s*[=:]/.exec(line[1])?.[1];
      if (key) out.push({ key, file, how: '@KafkaListener properties' });
    }
  }
  return out;
}
