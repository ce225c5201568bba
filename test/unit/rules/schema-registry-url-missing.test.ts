import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { schemaRegistryUrlMissing } from '../../../server/src/service/rules/schemaRegistryUrlMissing';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'schema-registry-url-missing';
const WORKER = 'bootstrap.servers=kafka:9092\ngroup.id=connect-cluster\nconfig.storage.topic=connect-configs\noffset.storage.topic=connect-offsets\nstatus.storage.topic=connect-status\n';

describe('schema-registry-url-missing (AbstractKafkaSchemaSerDeConfig: schema.registry.url has no default)', () => {
  it('a worker whose converters are Avro with no URL under their prefix: one warning per converter', () => {
    const ds = findings(ID, `${WORKER}key.converter=io.confluent.connect.avro.AvroConverter\nvalue.converter=io.confluent.connect.avro.AvroConverter\nschema.registry.url=http://sr:8081\n`, { fileName: 'connect-distributed.properties' });
    assert.deepEqual(ds.map((d) => [d.range.start.line, d.severity]), [[5, 2], [6, 2]]);
    assert.match(ds[0].message, /^key\.converter=AvroConverter with no key\.converter\.schema\.registry\.url: Connect hands the converter only the keys under key\.converter\., .* every task that uses this worker's converter fails/);
  });

  it('a connector overriding its value converter, and a consumer file with the Avro deserializer', () => {
    const [c] = findings(ID, 'name=s\nconnector.class=io.example.S\ntopics=a\nvalue.converter=io.confluent.connect.protobuf.ProtobufConverter\n', { fileName: 'orders-sink.properties' });
    assert.match(c.message, /every task of this connector fails/);
    const [d] = findings(ID, 'bootstrap.servers=k:9092\ngroup.id=g\nkey.deserializer=org.apache.kafka.common.serialization.StringDeserializer\nvalue.deserializer=io.confluent.kafka.serializers.KafkaAvroDeserializer\n', { fileName: 'consumer.properties' });
    assert.match(d.message, /^value\.deserializer=KafkaAvroDeserializer but no schema\.registry\.url is set: .* creating the consumer fails/);
  });

  it('near misses: the URL under the prefix or as a placeholder, Spring\'s shared properties, JSON converters, Java code', () => {
    assert.deepEqual(findings(ID, `${WORKER}value.converter=io.confluent.connect.avro.AvroConverter\nvalue.converter.schema.registry.url=\${SR_URL}\n`, { fileName: 'connect-distributed.properties' }), []);
    assert.deepEqual(findings(ID, `${WORKER}value.converter=org.apache.kafka.connect.json.JsonConverter\n`, { fileName: 'connect-distributed.properties' }), []);
    assert.deepEqual(findings(ID, 'spring:\n  kafka:\n    properties:\n      schema.registry.url: http://sr:8081\n    consumer:\n      group-id: g\n      value-deserializer: io.confluent.kafka.serializers.KafkaAvroDeserializer\n', { fileName: 'application.yml' }), []);
    assert.deepEqual(findings(ID, 'import java.util.*;\nimport org.apache.kafka.clients.consumer.*;\nclass C { KafkaConsumer<String, Object> c() { Map<String, Object> p = new HashMap<>(); p.put(ConsumerConfig.GROUP_ID_CONFIG, "g"); p.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, "io.confluent.kafka.serializers.KafkaAvroDeserializer"); return new KafkaConsumer<>(p); } }\n', { fileName: 'C.java' }), []);
  });

  it('Spring Boot: fires on a base application.yml alone; silent when a profile document or a profile file next to it sets the URL', () => {
    const base = 'spring:\n  profiles:\n    default: local\n  kafka:\n    consumer:\n      group-id: g\n      value-deserializer: io.confluent.kafka.serializers.KafkaAvroDeserializer\n';
    assert.equal(findings(ID, base, { fileName: 'application.yml' }).length, 1);
    const withProfileDoc = `${base}---\nspring:\n  config:\n    activate:\n      on-profile: local\n  kafka:\n    properties:\n      schema.registry.url: http://localhost:8081\n`;
    assert.deepEqual(findings(ID, withProfileDoc, { fileName: 'application.yml' }), []);
    // The workspace scan records what application-local.yml sets (its documents' Kafka keys).
    const sibling = { springConfigKeys: [{ file: 'file:///test/application-local.yml', keys: ['schema.registry.url', 'bootstrap.servers'] }] };
    assert.deepEqual(findings(ID, base, { fileName: 'application.yml', workspace: sibling }), []);
    // A profile file of another folder (another application) does not count.
    const elsewhere = { springConfigKeys: [{ file: 'file:///other-app/application-local.yml', keys: ['schema.registry.url'] }] };
    assert.equal(findings(ID, base, { fileName: 'application.yml', workspace: elsewhere }).length, 1);
  });

  it('its documented examples', () => assertDocsExamples(schemaRegistryUrlMissing));
});
