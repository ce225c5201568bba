// A client serde class as a Connect converter: Connect needs org.apache.kafka.connect.storage.Converter.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { connectConverterNotConverter } from '../../../server/src/service/rules/connectConverterNotConverter';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'connect-converter-not-converter';
const WORKER = 'bootstrap.servers=kafka:9092\ngroup.id=connect-cluster\nconfig.storage.topic=connect-configs\noffset.storage.topic=connect-offsets\nstatus.storage.topic=connect-status\n';
const connector = (converter: string) => `{\n  "name": "s",\n  "config": {\n    "connector.class": "org.apache.kafka.connect.file.FileStreamSinkConnector",\n    "topics": "t",\n    "value.converter": "${converter}"\n  }\n}\n`;

describe(ID, () => {
  it('docs examples: the bad one fires, the good one stays silent', () => assertDocsExamples(connectConverterNotConverter));

  it('a worker\'s converter is a warning that names the fall-back; a connector\'s own is an error that names 3.7\'s check', () => {
    const [w] = findings(ID, `${WORKER}value.converter=org.apache.kafka.common.serialization.StringSerializer\n`, { fileName: 'connect-distributed.properties' });
    assert.equal(w?.severity, 2);
    assert.match(w.message, /names a client Serializer \(StringSerializer\), not a Connect Converter: every task of a connector that sets no value\.converter of its own falls back to this one.*Use org\.apache\.kafka\.connect\.storage\.StringConverter\./);
    const [c] = findings(ID, connector('io.confluent.kafka.serializers.KafkaAvroDeserializer'), { fileName: 'sink.json' });
    assert.equal(c?.severity, 1);
    assert.match(c.message, /a Kafka 3\.7 or newer worker refuses this connector config.*Use io\.confluent\.connect\.avro\.AvroConverter\./);
  });

  it('a known release says which of the two happens', () => {
    const props = (v: string) => `# kafka-tuning: client=java@${v}\nname=s\nconnector.class=org.apache.kafka.connect.file.FileStreamSinkConnector\ntopics=t\nvalue.converter=org.apache.kafka.common.serialization.StringSerializer\n`;
    const [old] = findings(ID, props('3.4'), { fileName: 's-connector.properties' });
    assert.match(old?.message ?? '', /the Kafka 3\.4 worker \(from directive\) accepts this connector config but fails each task/);
    const [recent] = findings(ID, props('3.8'), { fileName: 's-connector.properties' });
    assert.match(recent?.message ?? '', /the Kafka 3\.8 worker \(from directive\) refuses this connector config/);
  });

  it('the fix names the converter for the same format', () => {
    const fixed = fix(ID, `${WORKER}key.converter=org.apache.kafka.common.serialization.LongDeserializer\n`, { fileName: 'connect-distributed.properties' });
    assert.match(fixed, /^key\.converter=org\.apache\.kafka\.connect\.converters\.LongConverter$/m);
  });

  it('near misses: real converters, and a class of the application\'s own named …Serializer', () => {
    for (const v of ['org.apache.kafka.connect.json.JsonConverter', 'io.confluent.connect.avro.AvroConverter', 'com.acme.connect.PayloadSerializer']) {
      assert.deepEqual(findings(ID, `${WORKER}value.converter=${v}\n`, { fileName: 'connect-distributed.properties' }), [], v);
    }
  });
});
