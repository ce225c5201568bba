// properties-value-quoted (java.util.Properties.load; Spring Boot's OriginTrackedPropertiesLoader
// reads the same format): a .properties file has no quoting, so quotes around a value are part of
// it. Kafka or the plugin then gets the text with its quotes: spring.json.trusted.packages="*"
// trusts a package literally named "*" with quotes (JsonDeserializer's type check then refuses
// every class: "The class '…' is not in the trusted packages"), group.id="orders" joins a group
// other services do not, topics="orders" subscribes to a topic nobody writes. A value that a
// validator refuses is invalid-value's; this rule speaks for the values no validator checks.
import { parseValue } from '../catalog';
import { isUnresolved } from '../util/placeholder';
import { isJaasKey } from '../util/secrets';
import { Severity, type Finding, type Rule } from './types';

const QUOTED = /^(["'])(.*)\1$/s;
/** Keys a serializer or deserializer reads, which no Kafka validator checks. */
const PLUGIN_KEY = /^(?:spring\.json\.|spring\.deserializer\.|schema\.registry\.url$|basic\.auth\.)/;

export const propertiesValueQuoted: Rule = {
  id: 'properties-value-quoted',
  severity: Severity.Warning,
  clients: ['java'],
  source: 'java.util.Properties.load (no quoting: quotes are part of the value); Spring Boot OriginTrackedPropertiesLoader (the same format)',
  summary: 'A .properties value written in quotes: the quotes are part of the value Kafka or the plugin receives.',
  docs: {
    why: 'Unlike YAML or a shell, a .properties file has no quoting: java.util.Properties and Spring Boot keep every character after the separator. A value written as "*" is three characters long.',
    consequence: 'The setting means something else than written, without an error: spring.json.trusted.packages="*" trusts no real package, so JsonDeserializer refuses every typed record ("The class … is not in the trusted packages"); group.id="orders" is another group than orders; topics="orders" names a topic nobody writes.',
    bad: { file: 'application.properties', text: 'spring.kafka.bootstrap-servers=kafka:9092\nspring.kafka.consumer.group-id=orders\nspring.kafka.consumer.value-deserializer=org.springframework.kafka.support.serializer.JsonDeserializer\nspring.kafka.consumer.properties.spring.json.trusted.packages="com.example.orders"\n' },
    good: { file: 'application.properties', text: 'spring.kafka.bootstrap-servers=kafka:9092\nspring.kafka.consumer.group-id=orders\nspring.kafka.consumer.value-deserializer=org.springframework.kafka.support.serializer.ErrorHandlingDeserializer\nspring.kafka.consumer.properties.spring.deserializer.value.delegate.class=org.springframework.kafka.support.serializer.JsonDeserializer\nspring.kafka.consumer.properties.spring.json.trusted.packages=com.example.orders\n' },
    falsePositives: 'A value that really contains quotes at both ends (rare outside JAAS lines, which are not judged): silence the line with a kafka-tuning-disable-next-line comment.',
    versions: 'All.',
  },
  check(ctx) {
    if (ctx.site.syntax !== 'properties' && ctx.site.syntax !== 'spring-properties') return [];
    const out: Finding[] = [];
    for (const e of ctx.site.entries) {
      if (e.value === undefined || isJaasKey(e.key) /* its options hold quotes of their own syntax */ || ctx.entry(e.key) !== e) continue;
      const m = QUOTED.exec(e.value.trim());
      if (!m || isUnresolved(m[2])) continue;
      // A value the key's validator refuses with its quotes is invalid-value's finding already (and
      // a bootstrap list bootstrap-servers-invalid's); an application's own key is its own business.
      const info = ctx.info(e.key);
      if (info ? !parseValue(info, e.value.trim()).ok || e.key === 'bootstrap.servers' : !PLUGIN_KEY.test(e.key)) continue;
      const written = ctx.display(e.key);
      out.push({
        range: e.valueRange,
        message: `${written} is ${e.value.trim()} with the quotes: a .properties file has no quoting, so the value received is ${e.value.trim().length} characters long, quotes included, not ${m[2] === '' ? 'empty' : m[2]}. Write it without quotes.`,
        fixes: [{ title: `Remove the quotes (${m[2] === '' ? 'empty value' : m[2]})`, intents: [{ kind: 'edits', edits: [{ range: e.valueRange, newText: m[2] }] }], preferred: true }],
      });
    }
    return out;
  },
};
