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
  for (const m of text.matchAll(CONFIGURATION_PROPERTIES)) {
    // The keys the annotated class declares (its fields, a record's components), each read with
    // what lies under it; the whole prefix only when the class's members cannot be read here.
    const members = boundMembers(text, m.index! + m[0].length);
    if (!members) out.push({ key: m[1], prefix: true, file, how: '@ConfigurationProperties' });
    else for (const name of members) out.push({ key: `${m[1]}.${name}`, file, how: '@ConfigurationProperties' }, { key: `${m[1]}.${name}`, prefix: true, file, how: '@ConfigurationProperties' });
  }
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

/**
 * The property names an @ConfigurationProperties class binds: its instance fields, or a record's
 * components (Spring Boot binds through them, relaxed names). Check 90: a class with prefix
 * spring.kafka.consumer and only groupId and autoOffsetReset does not read
 * spring.kafka.consumer.properties.*, which Boot's own factory, replaced there, would have.
 * Undefined when no class body follows the annotation in view (a Kotlin class, a bean method).
 */
function boundMembers(text: string, from: number): string[] | undefined {
  const head = /\b(class|record)\s+\w+(?:<[^>{]*>)?\s*(\(([^)]*)\))?[^{;]*\{/.exec(text.slice(from, from + 2000));
  if (!head) return undefined;
  // Another annotation target before the class (a @Bean method) means the annotation is not the class's.
  if (/\)\s*\{|;/.test(text.slice(from, from + head.index).replace(/"[^"]*"/g, ''))) return undefined;
  if (head[1] === 'record') {
    // Components split at commas outside type arguments (Map<String, String> producer).
    const components: string[] = [''];
    let angle = 0;
    for (const c of head[3] ?? '') {
      if (c === '<') angle++;
      else if (c === '>') angle--;
      if (c === ',' && angle === 0) components.push('');
      else components[components.length - 1] += c;
    }
    const names = components.map((c) => /(\w+)\s*$/.exec(c.trim())?.[1]).filter((n): n is string => !!n);
    return names.length > 0 ? names : undefined;
  }
  // The class body's own level: nested bodies (methods, inner classes, initialisers) left out.
  let depth = 1;
  let level = '';
  for (let i = from + head.index + head[0].length; i < text.length && depth > 0; i++) {
    const c = text[i];
    if (c === '{') depth++;
    else if (c === '}') depth--;
    else if (depth === 1) level += c;
  }
  const names: string[] = [];
  for (const f of level.split(';')) {
    const decl = f.replace(/@\w+(?:\([^)]*\))?/g, ' ').replace(/\/\/.*$/gm, ' ').replace(/\/\*[\s\S]*?\*\//g, ' ').trim();
    if (/\bstatic\b/.test(decl) || decl.includes('(')) continue;
    const name = /(?:^|\s)[\w<>,.?\[\] ]+\s+(\w+)\s*(?:=[\s\S]*)?$/.exec(decl)?.[1];
    if (name) names.push(name);
  }
  return names.length > 0 ? names : undefined;
}
