import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'streams-client-serializer-ignored';
const STREAMS = 'application.id=window-totals\nbootstrap.servers=kafka:9092\n';
const opts = { fileName: 'streams.properties' };
const SS = 'org.apache.kafka.common.serialization.StringSerializer';

describe('streams-client-serializer-ignored (Streams builds its clients with byte-array serializers)', () => {
  it('documents a bad and a good example that hold', () => assertDocsExamples(ID));

  it('fires on each unprefixed serializer, naming the serde to write instead', () => {
    const found = findings(ID, `${STREAMS}key.serializer=${SS}\nvalue.serializer=${SS}\n`, opts);
    assert.deepEqual(found.map((d) => d.range.start.line), [2, 3]);
    assert.equal(found[0].severity, 2);
    assert.match(found[0].message, /^key\.serializer has no effect in a Kafka Streams config: Streams builds its clients with ByteArraySerializer instances \(DefaultKafkaClientSupplier\)/);
    assert.match(found[0].message, /Write default\.key\.serde=org\.apache\.kafka\.common\.serialization\.Serdes\$StringSerde/);
  });

  it('fires on a prefixed deserializer too, and says a written serde is the one used', () => {
    const [d] = findings(ID, `${STREAMS}default.value.serde=org.apache.kafka.common.serialization.Serdes$LongSerde\nconsumer.value.deserializer=org.apache.kafka.common.serialization.LongDeserializer\n`, opts);
    assert.match(d.message, /^consumer\.value\.deserializer has no effect .* ByteArrayDeserializer instances/);
    assert.match(d.message, /Streams uses the default\.value\.serde written here\.$/);
  });

  it('the fix replaces the serializer with the matching serde, and the file is clean', () => {
    const fixed = fix(ID, `${STREAMS}value.serializer=${SS}\n`, opts);
    assert.doesNotMatch(fixed, /value\.serializer/);
    assert.match(fixed, /^default\.value\.serde=org\.apache\.kafka\.common\.serialization\.Serdes\$StringSerde$/m);
    assert.deepEqual(findings(ID, fixed, opts), []);
  });

  it('Java: fires on a map only KafkaStreams gets, not on one a KafkaProducer gets too (there the class is used)', () => {
    const app = (extra: string) => `import java.util.Properties;
import org.apache.kafka.clients.producer.*;
import org.apache.kafka.streams.*;
import org.apache.kafka.common.serialization.StringSerializer;
class Totals {
  void run(Topology topology) {
    Properties props = new Properties();
    props.put(StreamsConfig.APPLICATION_ID_CONFIG, "totals");
    props.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka:9092");
    props.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class);
    KafkaStreams streams = new KafkaStreams(topology, props);
${extra}  }
}`;
    assert.equal(findings(ID, app(''), { fileName: 'Totals.java' }).length, 1);
    assert.deepEqual(findings(ID, app('    KafkaProducer<String, String> seed = new KafkaProducer<>(props);\n'), { fileName: 'Totals.java' }), []);
  });

  it('stays silent on the same lines in a plain producer file (near miss), and on serdes', () => {
    assert.deepEqual(findings(ID, `bootstrap.servers=kafka:9092\nkey.serializer=${SS}\nvalue.serializer=${SS}\n`, { fileName: 'producer.properties' }), []);
    assert.deepEqual(findings(ID, `${STREAMS}default.key.serde=org.apache.kafka.common.serialization.Serdes$StringSerde\n`, opts), []);
  });
});
