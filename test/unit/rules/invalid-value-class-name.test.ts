// invalid-value on a CLASS value written as a bare simple name. Measured with ProducerConfig of
// kafka-clients 4.4.0: key.serializer=StringSerializer throws ConfigException "Invalid value
// StringSerializer for configuration key.serializer: Class StringSerializer could not be found."
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix } from '../../support/service';

const producer = { fileName: 'producer.properties' };
const PRODUCER = 'bootstrap.servers=kafka:9092\n';

describe('invalid-value: a class named without its package', () => {
  it("fires with Kafka's own exception text, and names Kafka's class when it is one", () => {
    const [d, ...rest] = findings('invalid-value', `${PRODUCER}key.serializer=StringSerializer\n`, producer);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.equal(d.range.start.line, 1);
    assert.match(d.message, /^Invalid value StringSerializer for configuration key\.serializer: Class StringSerializer could not be found\. /);
    assert.match(d.message, /Kafka's own class is org\.apache\.kafka\.common\.serialization\.StringSerializer\.$/);
    const [other] = findings('invalid-value', `${PRODUCER}value.serializer=OrderSerializer\n`, producer);
    assert.doesNotMatch(other.message, /own class/);
  });

  it('the fix writes the full name, and the file is then clean', () => {
    const fixed = fix('invalid-value', `${PRODUCER}key.serializer=StringSerializer\n`, producer);
    assert.equal(fixed, `${PRODUCER}key.serializer=org.apache.kafka.common.serialization.StringSerializer\n`);
    assert.deepEqual(findings('invalid-value', fixed, producer), []);
  });

  it('Java: a string literal is loaded by name, a class literal is not a name at all', () => {
    const java = (v: string) => `import java.util.Properties;
import org.apache.kafka.clients.producer.*;
import org.apache.kafka.common.serialization.StringSerializer;
class Out {
  KafkaProducer<String, String> make() {
    Properties props = new Properties();
    props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka:9092");
    props.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, ${v});
    return new KafkaProducer<>(props);
  }
}`;
    assert.equal(findings('invalid-value', java('"StringSerializer"'), { fileName: 'Out.java' }).length, 1);
    assert.deepEqual(findings('invalid-value', java('StringSerializer.class'), { fileName: 'Out.java' }), []);
    assert.deepEqual(findings('invalid-value', java('StringSerializer.class.getName()'), { fileName: 'Out.java' }), []);
    // A class of the same package, not imported: getName() still gives its full name.
    const own = java('RegionPartitioner.class.getName()').replace('ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG', 'ProducerConfig.PARTITIONER_CLASS_CONFIG');
    assert.deepEqual(findings('invalid-value', own, { fileName: 'Out.java' }), []);
    assert.deepEqual(findings('invalid-value', own.replace('RegionPartitioner.class.getName()', 'RegionPartitioner.class'), { fileName: 'Out.java' }), []);
  });

  it('stays silent on full names, and on Connect converters, whose aliases Connect resolves itself (near miss)', () => {
    assert.deepEqual(findings('invalid-value', `${PRODUCER}key.serializer=org.apache.kafka.common.serialization.StringSerializer\n`, producer), []);
    assert.deepEqual(findings('invalid-value', 'bootstrap.servers=kafka:9092\ngroup.id=connect\nconfig.storage.topic=c\noffset.storage.topic=o\nstatus.storage.topic=s\nkey.converter=JsonConverter\n', { fileName: 'connect-distributed.properties' }), []);
  });
});

describe('invalid-value: a nested class written with a dot (check 59)', () => {
  const streams = { fileName: 'streams.properties' };
  const STREAMS = 'application.id=orders\nbootstrap.servers=kafka:9092\n';
  it('Serdes.StringSerde: Kafka loads the binary name Serdes$StringSerde, and the fix writes it', () => {
    const text = `${STREAMS}default.key.serde=org.apache.kafka.common.serialization.Serdes.StringSerde\n`;
    const [d, ...rest] = findings('invalid-value', text, streams);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.equal(d.message, 'Invalid value org.apache.kafka.common.serialization.Serdes.StringSerde for configuration default.key.serde: Class org.apache.kafka.common.serialization.Serdes.StringSerde could not be found. Kafka loads the class by its binary name, in which a nested class follows its outer class after a $, not a dot: org.apache.kafka.common.serialization.Serdes$StringSerde (ConfigDef.parseType, type CLASS).');
    assert.match(fix('invalid-value', text, streams), /^default\.key\.serde=org\.apache\.kafka\.common\.serialization\.Serdes\$StringSerde$/m);
  });

  it('near misses: the binary name, a top-level class, the Spring Boot property it goes to (Spring accepts the dot), a class literal in Java', () => {
    assert.deepEqual(findings('invalid-value', `${STREAMS}default.key.serde=org.apache.kafka.common.serialization.Serdes$StringSerde\n`, streams), []);
    assert.deepEqual(findings('invalid-value', `${STREAMS}default.key.serde=com.example.serde.OrderSerde\n`, streams), []);
    const java = 'import java.util.Properties;\nimport org.apache.kafka.common.serialization.Serdes;\nimport org.apache.kafka.streams.StreamsConfig;\nclass S {\n  Properties p() {\n    Properties p = new Properties();\n    p.put(StreamsConfig.APPLICATION_ID_CONFIG, "orders");\n    p.put(StreamsConfig.DEFAULT_KEY_SERDE_CLASS_CONFIG, Serdes.StringSerde.class);\n    return p;\n  }\n}\n';
    assert.deepEqual(findings('invalid-value', java, { fileName: 'S.java' }), []);
  });

  it('spring-unknown-property: moving the key under properties[…] says the value must change too', () => {
    const yml = 'spring:\n  kafka:\n    streams:\n      application-id: orders\n      default:\n        key:\n          serde: org.apache.kafka.common.serialization.Serdes.StringSerde\n';
    const [d] = findings('spring-unknown-property', yml, { fileName: 'src/main/resources/application.yml' });
    assert.match(d.message, /Write its value as org\.apache\.kafka\.common\.serialization\.Serdes\$StringSerde there: Kafka loads a class by its binary name/);
    const plain = yml.replace('Serdes.StringSerde', 'Serdes$StringSerde');
    assert.doesNotMatch(findings('spring-unknown-property', plain, { fileName: 'src/main/resources/application.yml' })[0].message, /binary name/);
  });
});
