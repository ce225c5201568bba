import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'serializer-missing';
const publisher = (puts: string, ctor = 'new KafkaProducer<>(props)', extra = '') => `import java.util.*;
import org.apache.kafka.clients.producer.*;
import org.apache.kafka.common.serialization.StringSerializer;
class Publisher {
  KafkaProducer<String, String> open() {
    Properties props = new Properties();
    props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka:9092");
${puts}${extra}    return ${ctor};
  }
}
`;
const at = (text: string) => findings(ID, text, { fileName: 'Publisher.java' });

describe('serializer-missing (ProducerConfig: no default for the serializers)', () => {
  it('documents a bad and a good example that hold', () => assertDocsExamples(ID));

  it("an error with Kafka's own exception text, naming only what is missing", () => {
    const [d, ...rest] = at(publisher(''));
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.equal(d.message, 'This producer config has no key.serializer and no value.serializer, and the KafkaProducer constructor is given no Serializer: creating the producer throws ConfigException "Missing required configuration "key.serializer" which has no default value." Put ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG and ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG in the map, or pass the serializers to the constructor.');
    const [one] = at(publisher('    props.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class);\n'));
    assert.match(one.message, /^This producer config has no value\.serializer, /);
  });

  it('stays silent when the constructor takes serializers, or the map may hold more than the file shows (near misses)', () => {
    assert.deepEqual(at(publisher('', 'new KafkaProducer<>(props, new StringSerializer(), new StringSerializer())')), []);
    assert.deepEqual(at(publisher('', 'new KafkaProducer<>(props)', '    props.putAll(shared());\n')), []);
    assert.deepEqual(at(publisher('    props.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class);\n    props.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class);\n')), []);
    // A key in the wrong case is unknown-key's finding (renamed by its fix): not a second one here.
    assert.deepEqual(at(publisher('    props.put("key.Serializer", "org.apache.kafka.common.serialization.StringSerializer");\n    props.put("value.Serializer", "org.apache.kafka.common.serialization.StringSerializer");\n')), []);
    // A map that starts as a copy of another (a bound @ConfigurationProperties map streamed into a new one).
    const copied = publisher('', 'new KafkaProducer<>(configs)').replace('    Properties props = new Properties();\n    props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka:9092");\n',
      '    Map<String, Object> configs = settings.entrySet().stream().collect(java.util.stream.Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue));\n    configs.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka:9092");\n');
    assert.match(copied, /settings\.entrySet\(\)/);
    assert.deepEqual(at(copied), []);
    // A map handed to a helper of the file first (an independent check found the error here: the helper put both serializers).
    assert.deepEqual(at(publisher('', 'new KafkaProducer<>(props)', '    setupBootstrapAndSerializers(props);\n')), []);
    assert.deepEqual(at(publisher('', 'new KafkaProducer<>(props)', '    this.addSecurity(props, env);\n')), []);
    // near miss: a map only logged, or read, by a call on another object still fires
    assert.equal(at(publisher('', 'new KafkaProducer<>(props)', '    logger.info("Configuring Kafka Producer " + props);\n')).length, 1);
    // The same map given to a consumer too is not a producer map alone.
    assert.deepEqual(at(publisher('', 'new KafkaProducer<>(props)', '    new org.apache.kafka.clients.consumer.KafkaConsumer<String, String>(props);\n')), []);
  });

  it('near miss: a Properties bean injected from elsewhere (the file makes no map of its own) may hold the serializers (check 52, W)', () => {
    const text = `import java.util.Properties;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.springframework.beans.factory.annotation.Qualifier;

public class Producer {
  private final Properties props;
  Producer(@Qualifier("producerConfig") Properties props) { this.props = props; }
  KafkaProducer<String, String> create() {
    props.put(ProducerConfig.ACKS_CONFIG, "all");
    return new KafkaProducer<>(props);
  }
}
`;
    assert.deepEqual(findings('serializer-missing', text, { fileName: 'Producer.java' }), []);
  });
});
