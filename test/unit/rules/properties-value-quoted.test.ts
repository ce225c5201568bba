import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { propertiesValueQuoted } from '../../../server/src/service/rules/propertiesValueQuoted';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'properties-value-quoted';

describe('properties-value-quoted (java.util.Properties has no quoting)', () => {
  it('a quoted trusted-packages list in a Spring .properties file: a warning; the fix removes the quotes', () => {
    const text = 'spring.kafka.bootstrap-servers=kafka:9092\nspring.kafka.consumer.properties.spring.json.trusted.packages="*"\n';
    const opts = { fileName: 'application.properties' };
    const [d] = findings(ID, text, opts);
    assert.equal(d.severity, 2);
    assert.match(d.message, /^spring\.kafka\.consumer\.properties\.spring\.json\.trusted\.packages is "\*" with the quotes: .* 3 characters long, quotes included, not \*\./);
    assert.match(fix(ID, text, opts), /trusted\.packages=\*$/m);
  });

  it('a quoted group.id in a client file', () => {
    const [d] = findings(ID, "bootstrap.servers=kafka:9092\ngroup.id='orders'\nkey.deserializer=org.apache.kafka.common.serialization.StringDeserializer\n", { fileName: 'consumer.properties' });
    assert.match(d.message, /^group\.id is 'orders' with the quotes/);
  });

  it('near misses: a JAAS line with quoted options, quotes inside a value, YAML (where quotes are syntax), a value a validator refuses (invalid-value\'s)', () => {
    assert.deepEqual(findings(ID, 'sasl.jaas.config="org.apache.kafka.common.security.plain.PlainLoginModule required username="u" password="p";"\nsecurity.protocol=SASL_SSL\n', { fileName: 'client.properties' }), []);
    assert.deepEqual(findings(ID, 'bootstrap.servers=kafka:9092\nclient.id=orders-"east"\n', { fileName: 'producer.properties' }), []);
    assert.deepEqual(findings(ID, 'spring:\n  kafka:\n    consumer:\n      group-id: "orders"\n', { fileName: 'application.yml' }), []);
    assert.deepEqual(findings(ID, 'bootstrap.servers=kafka:9092\nacks="all"\n', { fileName: 'producer.properties' }), []);
  });

  it('its documented examples', () => assertDocsExamples(propertiesValueQuoted));
});
