import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix, quickFixes } from '../../support/service';

const ID = 'sasl-mechanism-is-protocol';
const JAAS = 'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="orders" password="orders-secret";\n';

const BROKER = [
  'process.roles=broker',
  'node.id=2',
  'listeners=INTERNAL://:9092',
  'listener.security.protocol.map=CONTROLLER:SASL_SSL,INTERNAL:SASL_SSL',
  'inter.broker.listener.name=INTERNAL',
  'controller.listener.names=CONTROLLER',
  'sasl.enabled.mechanisms=SCRAM-SHA-512,SASL_SSL',
  'sasl.mechanism.controller.protocol=SCRAM-SHA-512',
  'sasl.mechanism.inter.broker.protocol=SASL_SSL',
  '',
].join('\n');

describe('sasl-mechanism-is-protocol (SaslClientAuthenticator: no SaslClient for a protocol name)', () => {
  it('Java client over SASL_SSL: an error naming the exception every connection fails with, and the login module\'s mechanism as the fix', () => {
    const text = `bootstrap.servers=kafka1:9093\ngroup.id=orders\nsecurity.protocol=SASL_SSL\nsasl.mechanism=SASL_SSL\n${JAAS}`;
    const [d, ...rest] = findings(ID, text, { fileName: 'consumer.properties' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.deepEqual(d.range, { start: { line: 3, character: 15 }, end: { line: 3, character: 23 } });
    assert.equal(d.message, 'sasl.mechanism=SASL_SSL is a security.protocol value, not a SASL mechanism (PLAIN, SCRAM-SHA-256, SCRAM-SHA-512, GSSAPI or OAUTHBEARER). With security.protocol=SASL_SSL the client starts, but every connection fails to authenticate ("Failed to create SaslClient with mechanism SASL_SSL", SaslClientAuthenticator) and it keeps retrying. Name the mechanism the broker\'s listener enables.');
    assert.equal(fix(ID, text, { fileName: 'consumer.properties' }), text.replace('sasl.mechanism=SASL_SSL', 'sasl.mechanism=PLAIN'));
  });

  it('Java client without SASL: a warning that says when it bites and what was probably meant', () => {
    const [d] = findings(ID, 'bootstrap.servers=kafka1:9093\nsasl.mechanism=SASL_SSL\n');
    assert.equal(d.severity, 2);
    assert.equal(d.message, 'sasl.mechanism=SASL_SSL is a security.protocol value, not a SASL mechanism (PLAIN, SCRAM-SHA-256, SCRAM-SHA-512, GSSAPI or OAUTHBEARER). It is used only over SASL_PLAINTEXT or SASL_SSL (security.protocol is not set here (PLAINTEXT by default)); there every connection fails to authenticate ("Failed to create SaslClient with mechanism SASL_SSL"). If SASL_SSL is the protocol you meant, set security.protocol=SASL_SSL and name the mechanism here.');
  });

  it('broker: the inter-broker mechanism is an error when the inter-broker listener is SASL, the enabled list a warning', () => {
    const ds = findings(ID, BROKER, { fileName: 'server.properties' });
    assert.deepEqual(ds.map((d) => [d.range.start.line, d.severity]), [[6, 2], [8, 1]]);
    assert.equal(ds[0].message, 'sasl.enabled.mechanisms lists SASL_SSL: a security.protocol value, not a SASL mechanism (PLAIN, SCRAM-SHA-256, SCRAM-SHA-512, GSSAPI or OAUTHBEARER). No client can log in with it (a Java client fails with "Failed to create SaslClient with mechanism SASL_SSL"). The protocol of a listener is set in listeners and listener.security.protocol.map; list only mechanisms here.');
    assert.equal(ds[1].message, 'sasl.mechanism.inter.broker.protocol=SASL_SSL is a security.protocol value, not a SASL mechanism (PLAIN, SCRAM-SHA-256, SCRAM-SHA-512, GSSAPI or OAUTHBEARER). KafkaConfig only checks that it is listed in sasl.enabled.mechanisms, so the broker starts, but every connection it opens to another broker over the inter-broker listener (SASL_SSL; replica fetching) fails to authenticate: "Failed to create SaslClient with mechanism SASL_SSL" (SaslClientAuthenticator). Name a mechanism from sasl.enabled.mechanisms here.');
    // The only real mechanism enabled is the fix; removing SASL_SSL from the list is not offered
    // while the broker logs in with it (KafkaConfig would then refuse to start).
    const actions = quickFixes(ID, BROKER, { fileName: 'server.properties' });
    assert.deepEqual(actions.map((a) => a.title), []);
  });

  it('broker: a protocol name missing from the enabled list is the start-up failure KafkaConfig reports, fixed with the one mechanism enabled', () => {
    const text = BROKER.replace('SCRAM-SHA-512,SASL_SSL', 'SCRAM-SHA-512');
    const [d, ...rest] = findings(ID, text, { fileName: 'server.properties' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.match(d.message, /It is not in sasl\.enabled\.mechanisms either, so the broker refuses to start \(KafkaConfig: "sasl\.mechanism\.inter\.broker\.protocol must be included in sasl\.enabled\.mechanisms when SASL is used for inter-broker communication"\)/);
    assert.equal(fix(ID, text, { fileName: 'server.properties' }).split('\n')[8], 'sasl.mechanism.inter.broker.protocol=SCRAM-SHA-512');
  });

  it('broker: the enabled list alone is fixed by dropping the protocol names; a listener-prefixed list is read too', () => {
    const text = BROKER.replace('sasl.mechanism.inter.broker.protocol=SASL_SSL', 'sasl.mechanism.inter.broker.protocol=SCRAM-SHA-512') + 'listener.name.internal.sasl.enabled.mechanisms=SASL_PLAINTEXT,SCRAM-SHA-512\n';
    const ds = findings(ID, text, { fileName: 'server.properties' });
    assert.deepEqual(ds.map((d) => d.range.start.line), [6, 9]);
    assert.match(ds[1].message, /^listener\.name\.internal\.sasl\.enabled\.mechanisms lists SASL_PLAINTEXT: /);
    assert.equal(fix(ID, text, { fileName: 'server.properties' }).split('\n')[6], 'sasl.enabled.mechanisms=SCRAM-SHA-512');
  });

  it('librdkafka with sasl_ssl: rd_kafka_new refuses the mechanism', () => {
    const js = "const Kafka = require('node-rdkafka');\nconst producer = new Kafka.Producer({\n  'metadata.broker.list': process.env.BROKERS,\n  'security.protocol': 'sasl_ssl',\n  'sasl.mechanisms': 'SASL_SSL',\n  'sasl.username': process.env.KAFKA_USER,\n  'sasl.password': process.env.KAFKA_PASSWORD,\n});\nproducer.connect();\n";
    const [d] = findings(ID, js, { fileName: 'producer.js' });
    assert.equal(d.severity, 1);
    assert.equal(d.message, 'sasl.mechanisms=SASL_SSL is a security.protocol value, not a SASL mechanism (PLAIN, SCRAM-SHA-256, SCRAM-SHA-512, GSSAPI or OAUTHBEARER). With security.protocol=sasl_ssl librdkafka refuses to create the client ("Unsupported SASL mechanism: SASL_SSL", rd_kafka_new). Name the mechanism the broker\'s listener enables.');
  });

  it('Spring: a mechanism under spring.kafka.properties is read', () => {
    const yml = 'spring:\n  kafka:\n    bootstrap-servers: kafka1:9093\n    security:\n      protocol: SASL_SSL\n    properties:\n      sasl.mechanism: SASL_SSL\n      sasl.jaas.config: org.apache.kafka.common.security.scram.ScramLoginModule required username="app" password="${KAFKA_PASSWORD}";\n    consumer:\n      group-id: billing\n';
    const ds = findings(ID, yml, { fileName: 'application.yml' });
    assert.equal(ds.length, 1);
    assert.equal(ds[0].range.start.line, 6);
    assert.match(ds[0].message, /^spring\.kafka\.properties\.sasl\.mechanism=SASL_SSL is a security\.protocol value/);
  });

  it('stays silent on real mechanisms, whatever their case, and on a broker listing only mechanisms', () => {
    assert.deepEqual(findings(ID, `bootstrap.servers=kafka1:9093\nsecurity.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\n${JAAS}`), []);
    assert.deepEqual(findings(ID, 'bootstrap.servers=kafka1:9093\nsecurity.protocol=SASL_PLAINTEXT\nsasl.mechanism=OAUTHBEARER\n'), []);
    const good = BROKER.replace('SCRAM-SHA-512,SASL_SSL', 'SCRAM-SHA-512,PLAIN').replace('inter.broker.protocol=SASL_SSL', 'inter.broker.protocol=SCRAM-SHA-512');
    assert.deepEqual(findings(ID, good, { fileName: 'server.properties' }), []);
    // The protocol written where it belongs, next to a real mechanism (the usual hosted-cluster file).
    const js = "const Kafka = require('node-rdkafka');\nconst c = new Kafka.KafkaConsumer({\n  'metadata.broker.list': 'b:9093',\n  'group.id': 'g',\n  'security.protocol': 'SASL_SSL',\n  'sasl.mechanisms': 'PLAIN',\n  'sasl.username': 'u',\n  'sasl.password': 'p',\n}, {});\nc.connect();\n";
    assert.deepEqual(findings(ID, js, { fileName: 'consumer.js' }), []);
  });
});
