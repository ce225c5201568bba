// A schema.registry.url without a scheme: java.net.URL refuses "localhost:8081/subjects/…"
// (unknown protocol: localhost), so the schema-registry client fails every request.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { schemaRegistryUrlNoScheme } from '../../../server/src/service/rules/schemaRegistryUrlNoScheme';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'schema-registry-url-no-scheme';

describe(ID, () => {
  it('docs examples: the bad one fires, the good one stays silent', () => assertDocsExamples(schemaRegistryUrlNoScheme));

  it('names the refused host and the exception java.net.URL throws for it', () => {
    const [d] = findings(ID, 'value.deserializer=io.confluent.kafka.serializers.KafkaAvroDeserializer\nschema.registry.url=schema-registry:8081\n', { fileName: 'consumer.properties' });
    assert.match(d?.message ?? '', /'schema-registry:8081' with no scheme.*unknown protocol: schema-registry.*Write http:\/\/schema-registry:8081/);
    const [bare] = findings(ID, 'bootstrap.servers=localhost:9092\nschema.registry.url=registry\n', { fileName: 'consumer.properties' });
    assert.match(bare?.message ?? '', /no protocol: registry\/subjects/);
  });

  it('an IP address has no scheme at all to java.net.URL; a list with good URLs beside the bad one says what that means; Confluent\'s constant is the key too', () => {
    const [ip] = findings(ID, 'bootstrap.servers=localhost:9092\nschema.registry.url=127.0.0.1:8081\n', { fileName: 'consumer.properties' });
    assert.match(ip?.message ?? '', /no protocol: 127\.0\.0\.1:8081\/subjects/);
    const [list] = findings(ID, 'bootstrap.servers=localhost:9092\nschema.registry.url=http://sr1:8081,sr2:8081\n', { fileName: 'consumer.properties' });
    assert.match(list?.message ?? '', /names 'sr2:8081' with no scheme.*starts at a random URL of the list/);
    assert.doesNotMatch(list.message, /every record whose schema/);
    const java = 'import java.util.Properties;\nimport io.confluent.kafka.serializers.AbstractKafkaSchemaSerDeConfig;\nimport org.apache.kafka.clients.producer.*;\n\nclass P {\n  KafkaProducer<String, Object> make() {\n    Properties p = new Properties();\n    p.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "localhost:9092");\n    p.put(AbstractKafkaSchemaSerDeConfig.SCHEMA_REGISTRY_URL_CONFIG, "localhost:8081");\n    return new KafkaProducer<>(p);\n  }\n}\n';
    assert.equal(findings(ID, java, { fileName: 'P.java' }).length, 1);
  });

  it('Spring Boot passes spring.kafka.properties.* to the serde: the same value fails there', () => {
    const yaml = 'spring:\n  kafka:\n    bootstrap-servers: localhost:9092\n    producer:\n      value-serializer: io.confluent.kafka.serializers.KafkaAvroSerializer\n    properties:\n      schema.registry.url: localhost:8081\n';
    assert.equal(findings(ID, yaml, { fileName: 'application.yml' }).length, 1);
  });

  it('near misses: http and https, several URLs each with a scheme, mock://, a placeholder, an application key', () => {
    for (const v of ['http://localhost:8081', 'https://a:8081, https://b:8081', 'mock://tests', '${SR_URL}', 'http://${SR_HOST}:8081']) {
      assert.deepEqual(findings(ID, `bootstrap.servers=localhost:9092\nschema.registry.url=${v}\n`, { fileName: 'consumer.properties' }), [], v);
    }
    assert.deepEqual(findings(ID, 'bootstrap.servers=localhost:9092\napp.schema.registry.url=localhost:8081\n', { fileName: 'consumer.properties' }), []);
  });
});
