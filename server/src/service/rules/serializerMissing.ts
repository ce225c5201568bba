// serializer-missing: the producer's twin of deserializer-missing. key.serializer and
// value.serializer have no default in ProducerConfig, so ConfigDef.parse throws ConfigException
// "Missing required configuration "key.serializer" which has no default value." unless the map sets
// them or the constructor receives Serializer instances (new KafkaProducer<>(props, keySer,
// valueSer); Spring's DefaultKafkaProducerFactory passes the ones given to it on). Spring Boot's
// spring.kafka.producer.* has defaults, so only a map built in code is checked, and only when the
// file shows the whole map and every such constructor call takes the map alone.
import { missingSerde } from './deserializerMissing';
import { Severity, type Rule } from './types';

const CONFIG = (tail: string) => `import java.util.*;
import org.apache.kafka.clients.producer.*;
import org.apache.kafka.common.serialization.StringSerializer;

class AuditPublisher {
  KafkaProducer<String, String> producer() {
    Properties props = new Properties();
    props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka:9092");
    props.put(ProducerConfig.ACKS_CONFIG, "all");
${tail}
  }
}
`;

export const serializerMissing: Rule = {
  id: 'serializer-missing',
  severity: Severity.Error,
  roles: ['producer'],
  clients: ['java'],
  source: 'ProducerConfig (key.serializer / value.serializer have no default) and ConfigDef.parse ("Missing required configuration")',
  summary: 'A producer map without key/value serializer, and none passed to the constructor: KafkaProducer throws ConfigException.',
  docs: {
    why: 'ProducerConfig declares key.serializer and value.serializer without a default. A map that leaves them out works only if the KafkaProducer (or Spring\'s DefaultKafkaProducerFactory) constructor is given Serializer instances.',
    consequence: 'Creating the producer throws ConfigException "Missing required configuration "key.serializer" which has no default value." (ConfigDef.parse); nothing is sent.',
    bad: { file: 'AuditPublisher.java', text: CONFIG('    return new KafkaProducer<>(props);') },
    good: { file: 'AuditPublisher.java', text: CONFIG('    return new KafkaProducer<>(props, new StringSerializer(), new StringSerializer());') },
    falsePositives: 'Serializers set on the factory in another file or class (a setter called elsewhere); silence the line with a kafka-tuning-disable-next-line comment.',
    versions: 'all',
  },
  check(ctx) {
    return missingSerde(ctx, 'producer');
  },
};
