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
