// Spring Boot reads .properties files of any name (spring.config.name, spring.config.location,
// @PropertySource). One whose Kafka keys are all Spring Boot's `spring.kafka.*` is read as a Spring
// file whatever its name; before, such a file was taken for a non-Kafka .properties and skipped,
// mistakes included (sites/index.ts bootKeysOnly).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lint } from '../support/service';

const BOOT = 'server.port=7000\nspring.kafka.producer.bootstrap-servers=kafka1:9092\nspring.kafka.properties.security.protocol=SASL_PLAINTEXT\nspring.kafka.properties.sasl.mechanism=PLAIN;\n';

describe('Spring Boot .properties files not named application*', () => {
  it('a file of spring.kafka.* keys is read as Spring Boot reads it, under any name', () => {
    for (const fileName of ['genkp.properties', 'orders-service.properties', 'config/kafka.properties']) {
      const codes = lint(BOOT, { fileName }).map((d) => String(d.code));
      assert.ok(codes.includes('sasl-mechanism-misspelt'), `${fileName}: ${codes.join(', ')}`);
    }
  });

  it('the same finding as in application.properties, message and place alike', () => {
    const strip = (ds: ReturnType<typeof lint>) => ds.map((d) => [d.code, d.message, d.range.start.line, d.severity]);
    assert.deepEqual(strip(lint(BOOT, { fileName: 'genkp.properties' })), strip(lint(BOOT, { fileName: 'application.properties' })));
  });

  it('stays as before for a file that only mentions spring.kafka in a comment, and for one that also has plain Kafka keys', () => {
    assert.deepEqual(lint('server.port=8080\n# spring.kafka.bootstrap-servers is set by the platform\n', { fileName: 'service.properties' }), []);
    // Plain client keys beside Spring ones: read by the .properties reader, which knows bootstrap.servers.
    const mixed = 'bootstrap.servers=kafka1:9092\nacks=2\nspring.kafka.producer.acks=all\n';
    const codes = lint(mixed, { fileName: 'producer.properties' }).map((d) => String(d.code));
    assert.ok(codes.includes('invalid-value'), codes.join(', '));
  });
});
