import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'spring-json-wrong-side';
const props = { fileName: 'src/main/resources/application.properties' };
const base = 'spring.kafka.bootstrap-servers=kafka:9092\n';

describe('spring-json-wrong-side (a spring.json.* key only the other side\'s serde reads)', () => {
  it('warns on the serializer\'s add.type.headers in consumer properties', () => {
    const text = `${base}spring.kafka.consumer.group-id=sales\nspring.kafka.consumer.value-deserializer=org.springframework.kafka.support.serializer.JsonDeserializer\nspring.kafka.consumer.properties.spring.json.add.type.headers=false\n`;
    const [d, ...rest] = findings(ID, text, props);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 3);
    assert.equal(d.message, "spring.kafka.consumer.properties.spring.json.add.type.headers is read only by Spring Kafka's JsonSerializer, when a producer writes records; this consumer's deserializer ignores it, so it changes nothing here, and the producers of these records keep their own setting (they add __TypeId__ headers unless their config sets it to false). Set it in the producer's properties.");
  });

  it('warns on the deserializer\'s header switch in a Java producer map, and names the serializer\'s own key', () => {
    const java = [
      'import java.util.HashMap;',
      'import java.util.Map;',
      'import org.apache.kafka.clients.producer.ProducerConfig;',
      'import org.springframework.kafka.core.DefaultKafkaProducerFactory;',
      'import org.springframework.kafka.support.serializer.JsonSerializer;',
      'class Config {',
      '  DefaultKafkaProducerFactory<String, Object> factory() {',
      '    Map<String, Object> props = new HashMap<>();',
      '    props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka:9092");',
      '    props.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, JsonSerializer.class);',
      '    props.put("spring.json.use.type.headers", false);',
      '    props.put("spring.json.trusted.packages", "*");',
      '    return new DefaultKafkaProducerFactory<>(props);',
      '  }',
      '}',
      '',
    ].join('\n');
    const [d, ...rest] = findings(ID, java, { fileName: 'Config.java' });
    assert.equal(rest.length, 0, 'trusted.packages in a producer map is left alone');
    assert.equal(d.range.start.line, 10);
    assert.match(d.message, /is read only by Spring Kafka's JsonDeserializer, on the consuming side; this producer's serializer ignores it\. To stop this producer writing __TypeId__ headers, set spring\.json\.add\.type\.headers=false/);
  });

  it('stays silent on each key on its own side, on shared spring.kafka.properties keys, and on Streams', () => {
    const right = `${base}spring.kafka.producer.properties.spring.json.add.type.headers=false\nspring.kafka.consumer.group-id=sales\nspring.kafka.consumer.properties.spring.json.use.type.headers=false\nspring.kafka.consumer.properties.spring.json.value.default.type=com.example.Sale\n`;
    assert.equal(findings(ID, right, props).length, 0);
    const shared = `${base}spring.kafka.properties.spring.json.add.type.headers=false\nspring.kafka.consumer.group-id=sales\n`;
    assert.equal(findings(ID, shared, props).length, 0);
    const streams = 'application.id=sales\nbootstrap.servers=kafka:9092\nspring.json.add.type.headers=false\nspring.json.trusted.packages=com.example\n';
    assert.equal(findings(ID, streams, { fileName: 'streams.properties' }).length, 0);
  });

  it('documents a bad example it fires on and a good one it is silent on', () => assertDocsExamples(ID));
});
