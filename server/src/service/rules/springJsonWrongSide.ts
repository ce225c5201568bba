// spring-json-wrong-side: Spring Kafka's JSON serde reads its spring.json.* keys on one side only.
// JsonSerializer.configure reads spring.json.add.type.headers (ADD_TYPE_INFO_HEADERS) and the type
// mapping; JsonDeserializer.configure reads the default types, type methods, use/remove type
// headers and trusted packages (constants in sites/java/values.ts). A serializer key in a
// consumer's config, or a header switch of the deserializer in a producer's, is read by nothing on
// that client: the author meant to change the other side, which keeps its behaviour.
// spring.json.trusted.packages in a producer config is left alone: widely pasted into both
// sides, it does nothing there and misleads nobody about what the producer writes.
import { JSON_DESERIALIZER_KEYS, JSON_SERIALIZER_KEYS } from '../sites/java/values';
import { Severity, type Finding, type Rule } from './types';

const SERIALIZER_ONLY = Object.values(JSON_SERIALIZER_KEYS).filter((k) => !Object.values(JSON_DESERIALIZER_KEYS).includes(k));
const DESERIALIZER_ONLY = Object.values(JSON_DESERIALIZER_KEYS).filter((k) => !Object.values(JSON_SERIALIZER_KEYS).includes(k) && k !== 'spring.json.trusted.packages');

export const springJsonWrongSide: Rule = {
  id: 'spring-json-wrong-side',
  severity: Severity.Warning,
  roles: ['producer', 'consumer'],
  clients: ['java'],
  source: 'Spring Kafka JsonSerializer.configure (spring.json.add.type.headers) and JsonDeserializer.configure (spring.json.use.type.headers, remove.type.headers, key/value.default.type, key/value.type.method)',
  summary: 'A spring.json.* key that only the other side\'s JSON serde reads: it has no effect on this client.',
  check(ctx) {
    const out: Finding[] = [];
    const consumer = ctx.site.role === 'consumer';
    for (const key of consumer ? SERIALIZER_ONLY : DESERIALIZER_ONLY) {
      const e = ctx.entry(key);
      // A key Spring Boot hands to every client (spring.kafka.properties.*) reaches the right side too.
      if (!e || e.shared) continue;
      const shown = ctx.display(key);
      out.push({
        range: e.keyRange,
        message: consumer
          ? `${shown} is read only by Spring Kafka's JsonSerializer, when a producer writes records; this consumer's deserializer ignores it, so it changes nothing here, and the producers of these records keep their own setting (they add __TypeId__ headers unless their config sets it to false). Set it in the producer's properties.`
          : `${shown} is read only by Spring Kafka's JsonDeserializer, on the consuming side; this producer's serializer ignores it. ${/type\.headers$/.test(key) ? 'To stop this producer writing __TypeId__ headers, set spring.json.add.type.headers=false; the consumers\' own configs decide whether they read them.' : 'Set it in the consumers\' properties, where it takes effect.'}`,
      });
    }
    return out;
  },
  docs: {
    why: 'Spring Kafka\'s JsonSerializer and JsonDeserializer each read their own spring.json.* keys when Kafka configures them. spring.json.add.type.headers is the serializer\'s switch for the __TypeId__ header; spring.json.use.type.headers, remove.type.headers and the default types and type methods are the deserializer\'s. Written on the other client, a key is read by no one.',
    consequence: 'The setting has no effect: a consumer with spring.json.add.type.headers=false still receives records with __TypeId__ headers from its producers, and a producer with spring.json.use.type.headers=false still writes them.',
    bad: { file: 'application.properties', text: 'spring.kafka.bootstrap-servers=kafka:9092\nspring.kafka.consumer.group-id=sales\nspring.kafka.consumer.value-deserializer=org.springframework.kafka.support.serializer.JsonDeserializer\nspring.kafka.consumer.properties.spring.json.trusted.packages=com.example.sales\nspring.kafka.consumer.properties.spring.json.add.type.headers=false\n' },
    good: { file: 'application.properties', text: 'spring.kafka.bootstrap-servers=kafka:9092\nspring.kafka.producer.value-serializer=org.springframework.kafka.support.serializer.JsonSerializer\nspring.kafka.producer.properties.spring.json.add.type.headers=false\nspring.kafka.consumer.group-id=sales\nspring.kafka.consumer.value-deserializer=org.springframework.kafka.support.serializer.ErrorHandlingDeserializer\nspring.kafka.consumer.properties.spring.deserializer.value.delegate.class=org.springframework.kafka.support.serializer.JsonDeserializer\nspring.kafka.consumer.properties.spring.json.trusted.packages=com.example.sales\n' },
    falsePositives: 'A custom serializer or deserializer of your own that reads these keys too. spring.json.trusted.packages in a producer config is not reported (it does nothing there, and is commonly written on both sides); keys under spring.kafka.properties.* reach both sides and are not reported.',
    versions: 'Spring Kafka 2.x to 4.x (JacksonJsonSerializer / JacksonJsonDeserializer read the same keys).',
  },
};
