// Boot's nested groups take their fields only: KafkaProperties.Jaas (enabled, login-module,
// control-flag, options.*), Ssl (key-store-*, trust-store-*, bundle, protocol; keystore-* in 2.0),
// Security (protocol) and Template, in every client block that has them.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix } from '../../support/service';

const ID = 'spring-unknown-property';
const props = { fileName: 'application.properties' };

describe('spring-unknown-property under spring.kafka.jaas, ssl, security and template', () => {
  it('jaas.enable (for enabled) is ignored, so JAAS stays off: a warning with the rename', () => {
    // Seen in an independent check on a SASL_PLAINTEXT service.
    const text = 'spring.kafka.bootstrap-servers=k:9092\nspring.kafka.jaas.enable=true\n';
    const [d, ...rest] = findings(ID, text, props);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.message, "Spring Boot has no property 'spring.kafka.jaas.enable': it is ignored. Use 'spring.kafka.jaas.enabled'.");
    assert.equal(fix(ID, text, props), 'spring.kafka.bootstrap-servers=k:9092\nspring.kafka.jaas.enabled=true\n');
  });

  it('near miss: every Jaas field, in relaxed spellings, and any options.* key stay silent', () => {
    const text = 'spring.kafka.jaas.enabled=true\nspring.kafka.jaas.loginModule=com.sun.security.auth.module.Krb5LoginModule\nspring.kafka.jaas.control-flag=required\nspring.kafka.jaas.options.useKeyTab=true\nspring.kafka.jaas.options.principal=svc@EXAMPLE.COM\n';
    assert.deepEqual(findings(ID, text, props), []);
    const yml = 'spring:\n  kafka:\n    jaas:\n      enabled: true\n      options:\n        useKeyTab: true\n';
    assert.deepEqual(findings(ID, yml, { fileName: 'application.yml' }), []);
  });

  it('a misspelt ssl field, at the top and in a client block, gets the field meant', () => {
    const text = 'spring.kafka.ssl.truststore-locaton=classpath:kafka.truststore.jks\nspring.kafka.consumer.ssl.key-store-pasword=${KS_PASSWORD}\nspring.kafka.template.default-topik=orders\n';
    assert.deepEqual(findings(ID, text, props).map((d) => d.message), [
      "Spring Boot has no property 'spring.kafka.ssl.truststore-locaton': it is ignored. Use 'spring.kafka.ssl.truststore-location'.",
      "Spring Boot has no property 'spring.kafka.consumer.ssl.key-store-pasword': it is ignored. Use 'spring.kafka.consumer.ssl.key-store-password'.",
      "Spring Boot has no property 'spring.kafka.template.default-topik': it is ignored. Use 'spring.kafka.template.default-topic'.",
    ]);
  });

  it('near miss: Ssl, Security and Template fields of every Boot release, relaxed spellings included, stay silent', () => {
    const text = 'spring.kafka.ssl.key-store-location=file:/etc/kafka/ks.jks\nspring.kafka.ssl.keystore-password=x\nspring.kafka.ssl.trustStoreType=PKCS12\nspring.kafka.ssl.bundle=kafka\nspring.kafka.producer.ssl.protocol=TLSv1.3\nspring.kafka.security.protocol=SSL\nspring.kafka.consumer.security.protocol=SSL\nspring.kafka.template.default-topic=orders\nspring.kafka.template.observation-enabled=true\n';
    assert.deepEqual(findings(ID, text, props), []);
  });
});
