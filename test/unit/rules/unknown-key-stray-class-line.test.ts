// A class name left alone on a .properties line (check 64: a Protobuf deserializer's name under the
// value.deserializer line that had replaced it). java.util.Properties reads it as a key with an
// empty value: unknown-key says what it is, at information, and plugin-key does not offer it to
// the serializer as a setting it might read.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lint } from '../../support/service';

const consumer = (line: string) => `bootstrap.servers=localhost:9092
group.id=orders
key.deserializer=org.apache.kafka.common.serialization.StringDeserializer
value.deserializer=io.confluent.kafka.serializers.json.KafkaJsonSchemaDeserializer
schema.registry.url=http://localhost:8081

${line}
`;
const opts = { fileName: 'consumer.properties' };
const about = (line: string) => lint(consumer(line), opts).filter((d) => d.range.start.line === 6);

describe('unknown-key on a class name alone on a line', () => {
  it('says it is a class name read as an empty key, naming the settings a deserializer belongs to', () => {
    const ds = about('io.confluent.kafka.serializers.protobuf.KafkaProtobufDeserializer');
    assert.deepEqual(ds.map((d) => [d.code, d.severity]), [['unknown-key', 3]]);
    assert.equal(ds[0].message, "'io.confluent.kafka.serializers.protobuf.KafkaProtobufDeserializer' is a class name on a line of its own, not a setting: java.util.Properties reads the line as a key of that name with an empty value, and neither Kafka nor a plugin reads such a key. Delete the line, or give the class to the setting it was meant for (key.deserializer or value.deserializer?).");
  });

  it('near misses: a dotted key with a value, and a lower-case dotted word alone, are judged as before', () => {
    // With a separator it is a written setting: plugin-key's hint, as for any key a serde may read.
    assert.deepEqual(about('io.confluent.kafka.serializers.protobuf.KafkaProtobufDeserializer=true').map((d) => d.code), ['plugin-key']);
    assert.deepEqual(about('auto.register.schemas').map((d) => d.code), []);
  });
});
