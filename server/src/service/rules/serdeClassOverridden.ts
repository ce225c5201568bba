// serde-class-overridden: a key/value (de)serializer class written in a Java client map that is
// handed only to constructors which also get (De)Serializer instances (new KafkaConsumer<>(props,
// keyDeser, valueDeser); new DefaultKafkaConsumerFactory<>(props, keyDeser, valueDeser), and the
// producer twins). The client uses the instances: ConsumerConfig.appendDeserializerToConfig /
// ProducerConfig.appendSerializerToConfig put the instances' classes into the config in place of
// the written ones, and Spring's factories hand their instances to the client. A written
// ErrorHandlingDeserializer then wraps nothing: records that fail to deserialize reach no error
// handler. Reported only where the instance the constructor gets is written there (`new X<>(…)`)
// and is of another class.
import { CONSTRUCTOR_ARGS } from './javaClientMap';
import { Severity, type Finding, type Rule } from './types';

const SIDES = {
  consumer: { keys: ['key.deserializer', 'value.deserializer'], sinks: ['KafkaConsumer', 'DefaultKafkaConsumerFactory'], word: 'Deserializer' },
  producer: { keys: ['key.serializer', 'value.serializer'], sinks: ['KafkaProducer', 'DefaultKafkaProducerFactory'], word: 'Serializer' },
} as const;

const FACTORY = (map: string, value: string) => `import java.util.*;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.springframework.kafka.core.*;
import org.springframework.kafka.support.serializer.*;

class OrderListenerConfig {
  ConsumerFactory<String, Order> consumerFactory() {
    Map<String, Object> props = new HashMap<>();
    props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka:9092");
    props.put(ConsumerConfig.GROUP_ID_CONFIG, "orders");
${map}    return new DefaultKafkaConsumerFactory<>(props, new StringDeserializer(), ${value});
  }
}
`;

export const serdeClassOverridden: Rule = {
  id: 'serde-class-overridden',
  severity: Severity.Warning,
  roles: ['producer', 'consumer'],
  clients: ['java'],
  source: 'KafkaConsumer / KafkaProducer constructors with (de)serializer instances (ConsumerConfig.appendDeserializerToConfig, ProducerConfig.appendSerializerToConfig); Spring DefaultKafkaConsumerFactory / DefaultKafkaProducerFactory hand their instances to the client',
  summary: 'A (de)serializer class in a Java client map whose constructor also gets (de)serializer instances of another class: the instances are used, the written class never is.',
  docs: {
    why: 'Kafka clients (and Spring\'s factories) built with (de)serializer instances use those instances and put their classes into the config in place of the ones in the map. The class written in the map is then never created.',
    consequence: 'The line has no effect. Where it names ErrorHandlingDeserializer and the instance is the plain deserializer, deserialization errors are not handled at all: a record that fails to deserialize makes the consumer fail on it again and again instead of reaching the error handler.',
    bad: { file: 'OrderListenerConfig.java', text: FACTORY('    props.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, ErrorHandlingDeserializer.class);\n    props.put(ErrorHandlingDeserializer.VALUE_DESERIALIZER_CLASS, JsonDeserializer.class);\n', 'new JsonDeserializer<>(Order.class)') },
    good: { file: 'OrderListenerConfig.java', text: FACTORY('', 'new ErrorHandlingDeserializer<>(new JsonDeserializer<>(Order.class))') },
    falsePositives: 'Only a construction whose instance is written in place (`new X<>(…)`) is compared; a variable or a supplier is not read.',
    versions: 'All Java client versions; Spring for Apache Kafka 2.x to 4.x.',
  },
  check(ctx) {
    const site = ctx.site;
    const role = site.role;
    if (site.syntax !== 'java' || (role !== 'consumer' && role !== 'producer')) return [];
    const side = SIDES[role];
    if (site.java.sinks.length === 0 || !site.java.sinks.every((s) => (side.sinks as readonly string[]).includes(s))) return [];
    const constructions = ctx.fromText(CONSTRUCTOR_ARGS[role]);
    if (constructions.length === 0 || constructions.some((a) => a.length !== 3)) return [];
    const out: Finding[] = [];
    side.keys.forEach((key, i) => {
      const e = ctx.entry(key);
      const written = e?.value?.trim().split('.').pop()?.replace(/\$.*$/, '');
      if (!e || !written) return;
      // The class of each construction's instance for this side: `new X<>(…)` only.
      const given = constructions.map((a) => /^new\s+([\w.]+)/.exec(a[i + 1] ?? '')?.[1]?.split('.').pop());
      if (given.some((g) => g === undefined) || given.every((g) => g === written)) return;
      const instance = given.find((g) => g !== written)!;
      const lostHandling = /^ErrorHandling/.test(written) && !/^ErrorHandling/.test(instance);
      out.push({
        range: e.valueRange,
        ...(lostHandling ? {} : { severity: Severity.Information }),
        message: `${ctx.display(key)}=${written} has no effect: the ${site.java.sinks.join('/')} is also given ${side.word} instances (new ${instance}<>(…)), which the client uses in place of the classes in the map.${lostHandling ? ` So no ${written} wraps the ${role === 'consumer' ? 'deserializer' : 'serializer'}: a record that fails to deserialize is not handed to the error handler, and the consumer fails on it again and again. Pass new ${written}<>(new ${instance}<>(…)) to the constructor, or drop the instances and configure the delegate in the map.` : ' Remove the line, or drop the instances and let the map decide.'}`,
      });
    });
    return out;
  },
};
