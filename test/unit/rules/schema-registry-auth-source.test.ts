import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { schemaRegistryAuthSource } from '../../../server/src/service/rules/schemaRegistryAuthSource';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'schema-registry-auth-source';
const opts = { fileName: 'orders-consumer.properties' };
const HEAD = 'bootstrap.servers=kafka:9092\ngroup.id=orders\nkey.deserializer=org.apache.kafka.common.serialization.StringDeserializer\nvalue.deserializer=io.confluent.kafka.serializers.KafkaAvroDeserializer\nschema.registry.url=https://registry.example.com\n';

describe('schema-registry-auth-source (BasicAuthCredentialProviderFactory, UserInfoCredentialProvider)', () => {
  it('a lower-case source: a warning naming the provider meant; the fix writes it and the file is clean', () => {
    const text = `${HEAD}basic.auth.credentials.source=user_info\nbasic.auth.user.info=\${SR_KEY}:\${SR_SECRET}\n`;
    const [d, ...rest] = findings(ID, text, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 5, character: 30 }, end: { line: 5, character: 39 } });
    assert.match(d.message, /names are case-sensitive, USER_INFO is meant\): from schema-registry-client 5\.0 it finds no provider and sends its registry requests without credentials/);
    const fixed = fix(ID, text, opts);
    assert.match(fixed, /^basic\.auth\.credentials\.source=USER_INFO$/m);
    assert.deepEqual(findings(ID, fixed, opts), []);
  });

  it('an API key pasted as the source is a warning; an unknown capitalised name is information that allows a provider of your own', () => {
    const [k] = findings(ID, `${HEAD}basic.auth.credentials.source=W5QCX2LQ7PA4ZK3M\n`, opts);
    assert.equal(k.severity, 2);
    const [c] = findings(ID, `${HEAD}basic.auth.credentials.source=VAULT_TOKEN\n`, opts);
    assert.equal(c.severity, 3);
    assert.match(c.message, /unless a provider of your own is registered under that name\.$/);
  });

  it('USER_INFO without user info, and user info without a colon, on a Connect converter prefix too', () => {
    const [m] = findings(ID, `${HEAD}basic.auth.credentials.source=USER_INFO\n`, opts);
    assert.match(m.message, /ConfigException "UserInfo must be provided when basic\.auth\.credentials\.source is set to USER_INFO"/);
    const conn = 'name=s\nconnector.class=io.example.S\ntopics=a\nvalue.converter=io.confluent.connect.avro.AvroConverter\nvalue.converter.schema.registry.url=https://r\nvalue.converter.basic.auth.credentials.source=USER_INFO\nvalue.converter.basic.auth.user.info=ZK3MW5QCX2LQ7PA4\n';
    const [c] = findings(ID, conn, { fileName: 'orders-sink.properties' });
    assert.equal(c.range.start.line, 6);
    assert.match(c.message, /^value\.converter\.basic\.auth\.user\.info has no ':'/);
  });

  it('near misses: the three known sources, the older user-info key, placeholders', () => {
    for (const s of ['URL', 'SASL_INHERIT']) assert.deepEqual(findings(ID, `${HEAD}basic.auth.credentials.source=${s}\n`, opts), []);
    assert.deepEqual(findings(ID, `${HEAD}basic.auth.credentials.source=USER_INFO\nschema.registry.basic.auth.user.info=key:secret\n`, opts), []);
    assert.deepEqual(findings(ID, `${HEAD}basic.auth.credentials.source=\${SR_AUTH_SOURCE}\nbasic.auth.user.info=\${SR_USER_INFO}\n`, opts), []);
    assert.deepEqual(findings(ID, `${HEAD}basic.auth.credentials.source=USER_INFO\nbasic.auth.user.info=\${SR_USER_INFO}\n`, opts), []);
  });

  it('Java near misses: the user info merged in with putAll, or put with Confluent\'s USER_INFO_CONFIG constant', () => {
    const java = (extra: string) => `import java.util.*;
import org.apache.kafka.clients.consumer.*;
import io.confluent.kafka.serializers.AbstractKafkaSchemaSerDeConfig;
class Registry {
  KafkaConsumer<String, Object> consumer(Map<String, Object> registryProps) {
    Map<String, Object> props = new HashMap<>();
    props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka:9092");
    props.put(ConsumerConfig.GROUP_ID_CONFIG, "orders");
    props.put("schema.registry.url", "https://registry.example.com");
    props.put("basic.auth.credentials.source", "USER_INFO");
${extra}    return new KafkaConsumer<>(props);
  }
}
`;
    const opts = { fileName: 'Registry.java' };
    assert.equal(findings(ID, java(''), opts).length, 1);
    assert.deepEqual(findings(ID, java('    props.putAll(registryProps);\n'), opts), []);
    assert.deepEqual(findings(ID, java('    props.put(AbstractKafkaSchemaSerDeConfig.USER_INFO_CONFIG, System.getenv("SR_USER_INFO"));\n'), opts), []);
  });

  it('near miss: a partial file with USER_INFO but no registry URL is completed by the code that loads it', () => {
    assert.deepEqual(findings(ID, 'application.id=orders\nbootstrap.servers=kafka:9092\nbasic.auth.credentials.source=USER_INFO\n', { fileName: 'streams.properties' }), []);
  });

  it('its documented examples', () => assertDocsExamples(schemaRegistryAuthSource));
});
