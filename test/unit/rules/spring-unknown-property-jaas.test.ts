// spring.kafka.jaas.* takes KafkaProperties.Jaas's fields only (enabled, login-module,
// control-flag, options.*), the same from Boot 2.0 to the 4.x tree.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix } from '../../support/service';

const ID = 'spring-unknown-property';
const props = { fileName: 'application.properties' };

describe('spring-unknown-property under spring.kafka.jaas', () => {
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
});
