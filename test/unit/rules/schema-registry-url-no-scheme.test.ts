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
