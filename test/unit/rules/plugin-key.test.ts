// Keys Kafka hands to plugins: known namespaces are silent, and a config naming a third-party
// class gets "possibly read by <class>" at hint level instead of "ignored".
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix, lint, quickFixes } from '../../support/service';

const at = (text: string, fileName = 'consumer.properties') => lint(text, { fileName }).map((d) => `${d.range.start.line + 1}:${d.code}/${d.severity}`);

describe('plugin namespaces', () => {
  it('schema-registry, spring.json/spring.deserializer and config.providers keys are silent', () => {
    const text = 'bootstrap.servers=b:9092\ngroup.id=g\nvalue.deserializer=org.springframework.kafka.support.serializer.ErrorHandlingDeserializer\n' +
      'spring.deserializer.value.delegate.class=io.confluent.kafka.serializers.KafkaAvroDeserializer\nspring.json.trusted.packages=com.example.events\n' +
      'schema.registry.url=https://sr:8081\nbasic.auth.credentials.source=USER_INFO\nbasic.auth.user.info=${SR_KEY}:${SR_SECRET}\nspecific.avro.reader=true\napicurio.registry.url=http://reg/apis\n' +
      'config.providers=env\nconfig.providers.env.class=org.apache.kafka.common.config.provider.EnvVarConfigProvider\n';
    assert.deepEqual(at(text), []);
  });
});

describe('plugin-key', () => {
  const GLUE = 'bootstrap.servers=b:9092\ngroup.id=g\nvalue.deserializer=com.amazonaws.services.schemaregistry.deserializers.GlueSchemaRegistryKafkaDeserializer\nregion=eu-west-1\nregistry.name=orders\n';

  it('names the class that may read the key, at hint level', () => {
    const ds = lint(GLUE, { fileName: 'consumer.properties' });
    assert.deepEqual(ds.map((d) => `${d.range.start.line + 1}:${d.code}/${d.severity}`), ['4:plugin-key/4', '5:plugin-key/4']);
    assert.equal(ds[0].message, "'region' is not a Kafka consumer setting; possibly read by GlueSchemaRegistryKafkaDeserializer, which Kafka configures with the whole config.");
  });

  it('Kafka\'s own classes (also as simple names in code) do not make keys plugin keys', () => {
    const text = 'bootstrap.servers=b:9092\ngroup.id=g\nvalue.deserializer=StringDeserializer\nlinger.msec=5\n';
    assert.deepEqual(lint(text, { fileName: 'consumer.properties' }).filter((d) => d.code === 'plugin-key'), []);
  });

  it('AWS Glue\'s camelCase keys are silent; a dotted spelling of one is named after Glue\'s key, not a core key', () => {
    // A Glue consumer whose value.deserializer is set in code: only the registry's own keys are in the file.
    const text = 'group.id=invoices\nauto.offset.reset=earliest\navroRecordType=SPECIFIC_RECORD\ndataFormat=AVRO\nsecondary.deserializer=io.confluent.kafka.serializers.KafkaAvroDeserializer\n';
    const ds = lint(text, { fileName: 'consumer.properties' });
    assert.deepEqual(ds.map((d) => `${d.range.start.line + 1}:${d.code}`), ['5:unknown-key']);
    assert.match(ds[0].message, /Did you mean 'secondaryDeserializer'\?$/);
    assert.doesNotMatch(ds[0].message, /key\.deserializer/);
    // Near miss: written as Glue spells it, nothing is said.
    assert.deepEqual(lint(text.replace('secondary.deserializer', 'secondaryDeserializer'), { fileName: 'consumer.properties' }), []);
  });

  it('no "did you mean" pointing a plugin key at a core key of another word', () => {
    const [d] = lint('bootstrap.servers=b:9092\nacks=all\nvalue.serializer=com.example.AuditSerializer\naudit.topics=x\n', { fileName: 'producer.properties' });
    assert.equal(d.code, 'plugin-key');
    assert.doesNotMatch(d.message, /meant for Kafka/);
  });

  it('fix: a misspelt Kafka key next to a plugin is renamed to the nearest Kafka key, value kept', () => {
    const text = 'bootstrap.servers=kafka1:9092\ngroup.id=orders\nvalue.deserializer=com.amazonaws.services.schemaregistry.deserializers.GlueSchemaRegistryKafkaDeserializer\nfetch.min.byte=1024\n';
    assert.equal(fix('plugin-key', text, { fileName: 'consumer.properties' }), text.replace('fetch.min.byte=1024', 'fetch.min.bytes=1024'));
  });

  it('no fix offered when no Kafka key is near (the plugin\'s own key)', () => {
    assert.deepEqual(quickFixes('plugin-key', 'bootstrap.servers=b:9092\nacks=all\nvalue.serializer=com.example.AuditSerializer\naudit.topics=x\n', { fileName: 'producer.properties' }), []);
  });

  it('spring-kafka\'s JsonSerializer reads only spring.json.* keys: a misspelt client key next to it is an unknown key with its near miss', () => {
    const text = 'spring.kafka.producer.bootstrap-servers=localhost:9092\nspring.kafka.producer.value-serializer=org.springframework.kafka.support.serializer.JsonSerializer\n' +
      'spring.kafka.producer.properties.max.in.flight.request.per.connection=5\n';
    const ds = lint(text, { fileName: 'application-kafka.properties' });
    assert.deepEqual(ds.filter((d) => d.code === 'plugin-key'), []);
    const unknown = ds.filter((d) => d.code === 'unknown-key');
    assert.equal(unknown.length, 1);
    assert.doesNotMatch(unknown[0].message, /JsonSerializer/);
    assert.match(unknown[0].message, /max\.in\.flight\.requests\.per\.connection/);
  });

  it('near miss: an application class named JsonSerializer (not spring-kafka\'s) may still read the key', () => {
    const text = 'bootstrap.servers=b:9092\nacks=all\nvalue.serializer=com.example.JsonSerializer\naudit.topics=x\n';
    const ds = lint(text, { fileName: 'producer.properties' }).filter((d) => d.code === 'plugin-key');
    assert.equal(ds.length, 1);
    assert.match(ds[0].message, /possibly read by JsonSerializer/);
  });
});

describe('plugin-key: which named plugin may read a key', () => {
  it('Confluent Server: ldap.* is the authorizer\'s to read, not the metrics reporter\'s (it reads confluent.metrics.reporter.* only)', () => {
    const t = 'process.roles=broker\nnode.id=1\ncontroller.quorum.bootstrap.servers=c:9093\nlisteners=PLAINTEXT://:9092\ncontroller.listener.names=CONTROLLER\nmetric.reporters=io.confluent.metrics.reporter.ConfluentMetricsReporter\nauthorizer.class.name=io.confluent.kafka.security.authorizer.ConfluentServerAuthorizer\nldap.java.naming.provider.url=ldap://ldap:389\nconfluent.metrics.reporter.bootstrap.servers=kafka:9092\n';
    const ds = findings('plugin-key', t, { fileName: 'server.properties' });
    assert.deepEqual(ds.map((d) => d.message), ["'ldap.java.naming.provider.url' is not a Kafka broker setting; possibly read by ConfluentServerAuthorizer, which Kafka configures with the whole config."]);
  });
});
