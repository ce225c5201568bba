import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { serializerDirection } from '../../../server/src/service/rules/serializerDirection';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'serializer-direction';
const java = `import org.apache.kafka.clients.producer.*;
import org.apache.kafka.common.serialization.*;
import java.util.*;
class Orders {
  KafkaProducer<String, String> producer() {
    Properties props = new Properties();
    props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "localhost:9092");
    props.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringDeserializer.class);
    props.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class);
    return new KafkaProducer<>(props);
  }
}
`;

describe('serializer-direction (AbstractConfig.getConfiguredInstance)', () => {
  it('an error on a Deserializer class in a Java producer, fixed to the Serializer', () => {
    const [d, ...rest] = findings(ID, java, { fileName: 'Orders.java' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.equal(d.range.start.line, 7);
    // The wildcard import of org.apache.kafka.common.serialization names the class in full, as an explicit import would.
    assert.equal(d.message, 'ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG names a Deserializer (org.apache.kafka.common.serialization.StringDeserializer), but the producer needs a Serializer: its constructor fails with "… is not an instance of org.apache.kafka.common.serialization.Serializer". Use org.apache.kafka.common.serialization.StringSerializer.');
    assert.equal(fix(ID, java, { fileName: 'Orders.java' }), java.replace('KEY_SERIALIZER_CLASS_CONFIG, StringDeserializer.class', 'KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class'));
  });

  it('a Serializer under a Spring consumer deserializer key', () => {
    const yml = 'spring:\n  kafka:\n    consumer:\n      group-id: g\n      value-deserializer: org.springframework.kafka.support.serializer.JsonSerializer\n';
    const [d] = findings(ID, yml, { fileName: 'application.yml' });
    assert.equal(d.severity, 1);
    assert.equal(fix(ID, yml, { fileName: 'application.yml' }), yml.replace('JsonSerializer', 'JsonDeserializer'));
  });

  it('a warning only for a class of unknown origin', () => {
    const [d] = findings(ID, 'group.id=g\nvalue.deserializer=com.acme.events.OrderSerializer\n', { fileName: 'consumer.properties' });
    assert.equal(d.severity, 2);
  });

  it('stays silent on the right direction, wrappers and names without the suffix', () => {
    const ok = 'group.id=g\nkey.deserializer=org.apache.kafka.common.serialization.StringDeserializer\nvalue.deserializer=org.springframework.kafka.support.serializer.ErrorHandlingDeserializer\nspring.deserializer.value.delegate.class=io.confluent.kafka.serializers.KafkaAvroDeserializer\n';
    assert.equal(findings(ID, ok, { fileName: 'consumer.properties' }).length, 0);
    assert.equal(findings(ID, 'value.serializer=com.acme.OrderSerde\nkey.serializer=io.confluent.kafka.serializers.KafkaAvroSerializer\n', { fileName: 'producer.properties' }).length, 0);
  });

  it('its documented examples', () => assertDocsExamples(serializerDirection.id));

  it("Jackson's StringSerializer imported for Kafka's (an auto-import mistake, check 53): an error naming Kafka's class", () => {
    const jackson = java.replace('import org.apache.kafka.common.serialization.*;', 'import com.fasterxml.jackson.databind.ser.std.StringSerializer;').replace('StringDeserializer.class', 'StringSerializer.class');
    const found = findings(ID, jackson, { fileName: 'Orders.java' });
    assert.deepEqual(found.map((d) => [d.range.start.line, d.severity]), [[7, 1], [8, 1]]);
    assert.equal(found[0].message, 'ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG names com.fasterxml.jackson.databind.ser.std.StringSerializer, a Jackson class, not a Kafka Serializer: the producer\'s constructor fails with "Failed to construct kafka producer", caused by "class com.fasterxml.jackson.databind.ser.std.StringSerializer is not an instance of org.apache.kafka.common.serialization.Serializer" (AbstractConfig.getConfiguredInstance). The import most likely meant org.apache.kafka.common.serialization.StringSerializer.');
    // Near miss: Jackson imported for the payload, Kafka's StringSerializer for the client.
    const both = java.replace('import org.apache.kafka.common.serialization.*;', 'import com.fasterxml.jackson.databind.ObjectMapper;\nimport org.apache.kafka.common.serialization.StringSerializer;').replace('StringDeserializer.class', 'StringSerializer.class');
    assert.deepEqual(findings(ID, both, { fileName: 'Orders.java' }), []);
  });
});
