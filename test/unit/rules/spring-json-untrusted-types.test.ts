import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'spring-json-untrusted-types';
const yml = (extra: string, deserializer = 'org.springframework.kafka.support.serializer.JsonDeserializer') => `spring:\n  kafka:\n    consumer:\n      group-id: billing\n      value-deserializer: ${deserializer}\n${extra}`;
const opts = { fileName: 'application.yml' };

describe('spring-json-untrusted-types (JsonDeserializer trusts java.util and java.lang only)', () => {
  it('documents a bad and a good example that hold', () => assertDocsExamples(ID));

  it('no trusted packages, default type or mapping: a warning on the deserializer, naming both failures', () => {
    const [d, ...rest] = findings(ID, yml(''), opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 4);
    assert.match(d.message, /^The value JsonDeserializer named by spring\.kafka\.consumer\.value-deserializer builds the class .*"The class '…' is not in the trusted packages".*"No type information in headers and no default type provided"/);
    const delegate = yml('      properties:\n        spring.deserializer.value.delegate.class: org.springframework.kafka.support.serializer.JsonDeserializer\n', 'org.springframework.kafka.support.serializer.ErrorHandlingDeserializer');
    assert.equal(findings(ID, delegate, opts).length, 1);
  });

  it('near misses: trusted packages, a default type, a type mapping, type headers off (the other rule\'s), a String deserializer', () => {
    for (const extra of [
      '      properties:\n        spring.json.trusted.packages: com.example.billing\n',
      '      properties:\n        spring.json.value.default.type: com.example.billing.Invoice\n',
      '      properties:\n        spring.json.type.mapping: invoice:com.example.billing.Invoice\n',
      '      properties:\n        spring.json.use.type.headers: false\n        spring.json.value.default.type: com.example.billing.Invoice\n',
    ]) assert.deepEqual(findings(ID, yml(extra), opts), [], extra);
    assert.deepEqual(findings(ID, yml('', 'org.apache.kafka.common.serialization.StringDeserializer'), opts), []);
  });
});
