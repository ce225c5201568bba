import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { tlsHostnameUnverified } from '../../../server/src/service/rules/tlsHostnameUnverified';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'tls-hostname-unverified';
const CLIENT = 'bootstrap.servers=kafka-7f2c.eu-west.example-cloud.com:16480\nsecurity.protocol=SSL\nssl.endpoint.identification.algorithm=\nssl.keystore.type=PKCS12\nssl.keystore.location=client.keystore.p12\nkey.serializer=org.apache.kafka.common.serialization.StringSerializer\nvalue.serializer=org.apache.kafka.common.serialization.StringSerializer\n';

describe('tls-hostname-unverified (KIP-294, DefaultSslEngineFactory, librdkafka ssl.endpoint.identification.algorithm)', () => {
  it('empty on an SSL client trusting the public CAs: warning on the whole line', () => {
    const [d, ...rest] = findings(ID, CLIENT);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 2, character: 0 }, end: { line: 2, character: 38 } });
    assert.equal(d.message, 'ssl.endpoint.identification.algorithm= turns off the check that the broker\'s certificate names the host this client connects to (Kafka\'s default is https since 2.0, KIP-294); no CA of its own is given, so the platform\'s public CAs are trusted, and they sign a certificate for any domain its owner controls: whoever can intercept the connection can pose as the broker and read and change every record.');
  });

  it('with the deployment\'s own trust store: information, naming who can still pose as the broker; SASL_SSL adds the login', () => {
    const text = CLIENT.replace('security.protocol=SSL', 'security.protocol=SASL_SSL\nsasl.mechanism=PLAIN').replace('ssl.keystore.type', 'ssl.truststore.location=client.truststore.jks\nssl.keystore.type');
    const [d] = findings(ID, text);
    assert.equal(d.severity, 3);
    assert.match(d.message, /whoever holds any certificate signed by the CA this client trusts \(its trust store\) — another client's or another service's — and can intercept the connection can pose as the broker, receive the SASL login and read and change every record\.$/);
  });

  it('a client file that names no role (the command-line tools\' --command-config client-ssl.properties): every Java client reads it alike', () => {
    const text = 'bootstrap.servers=kafka-1.internal.example.net:9093\nsecurity.protocol=SSL\nssl.truststore.location=/etc/kafka/tools.truststore.jks\nssl.truststore.password=changeit\nssl.endpoint.identification.algorithm=\n';
    const [d, ...rest] = findings(ID, text, { fileName: 'client-ssl.properties' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    // A broker file is still not judged here.
    assert.deepEqual(findings(ID, `broker.id=1\nlisteners=SSL://:9093\nlog.dirs=/var/lib/kafka\nzookeeper.connect=zk:2181\n${text}`, { fileName: 'server.properties' }), []);
  });

  it('a Connect worker\'s producer.* client with its own SSL, and Spring Boot\'s pass-through properties', () => {
    const worker = 'bootstrap.servers=broker-1.corp.example:9093\ngroup.id=c\nconfig.storage.topic=c1\noffset.storage.topic=c2\nstatus.storage.topic=c3\nkey.converter=org.apache.kafka.connect.storage.StringConverter\nvalue.converter=org.apache.kafka.connect.storage.StringConverter\nproducer.security.protocol=SSL\nproducer.ssl.endpoint.identification.algorithm=\n';
    const [w] = findings(ID, worker, { fileName: 'connect-distributed.properties' });
    assert.equal(w.range.start.line, 8);
    assert.match(w.message, /^producer\.ssl\.endpoint\.identification\.algorithm= turns off/);
    const spring = 'spring.kafka.bootstrap-servers=kafka.prod.example:9093\nspring.kafka.security.protocol=SSL\nspring.kafka.properties.ssl.endpoint.identification.algorithm=\nspring.kafka.consumer.group-id=orders\n';
    const [s] = findings(ID, spring, { fileName: 'application.properties' });
    assert.equal(s?.range.start.line, 2);
    assert.equal(s.severity, 2);
    // Spring Boot's own trust store property is the deployment's CA too.
    const [t] = findings(ID, spring.replace('spring.kafka.consumer', 'spring.kafka.ssl.trust-store-location=file:/etc/kafka/truststore.jks\nspring.kafka.consumer'), { fileName: 'application.properties' });
    assert.equal(t.severity, 3);
  });

  it('a MirrorMaker 2 cluster\'s clients: its <cluster>. key, named as written; the other cluster, verified, stays silent', () => {
    const text = 'clusters=A,B\nA.bootstrap.servers=kafka-a.example.com:9093\nB.bootstrap.servers=kafka-b.example.com:9093\nA.security.protocol=SSL\nA.ssl.endpoint.identification.algorithm=\nB.security.protocol=SSL\n';
    const found = findings(ID, text, { fileName: 'mm2.properties' });
    assert.equal(found.length, 1);
    assert.match(found[0].message, /^A\.ssl\.endpoint\.identification\.algorithm= turns off the check/);
  });

  it('Java: the key written with SslConfigs\' constant, as with the string', () => {
    const java = (key: string, imp = 'import org.apache.kafka.common.config.SslConfigs;\n') => `import java.util.*;\nimport org.apache.kafka.clients.consumer.*;\n${imp}import org.apache.kafka.common.serialization.StringDeserializer;\nclass Reader {\n  KafkaConsumer<String, String> open() {\n    Map<String, Object> p = new HashMap<>();\n    p.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka.example.com:9093");\n    p.put(ConsumerConfig.GROUP_ID_CONFIG, "reader");\n    p.put("security.protocol", "SSL");\n    p.put(${key}, "");\n    return new KafkaConsumer<>(p, new StringDeserializer(), new StringDeserializer());\n  }\n}\n`;
    const [d] = findings(ID, java('SslConfigs.SSL_ENDPOINT_IDENTIFICATION_ALGORITHM_CONFIG'), { fileName: 'Reader.java' });
    assert.match(d.message, /^SslConfigs\.SSL_ENDPOINT_IDENTIFICATION_ALGORITHM_CONFIG= turns off the check/);
    assert.equal(findings(ID, java('"ssl.endpoint.identification.algorithm"', ''), { fileName: 'Reader.java' }).length, 1);
  });

  it('Java: a trust store whose location the code computes is the client\'s own CA: information (check 73, U)', () => {
    const java = (truststore: string) => `import java.util.*;\nimport org.apache.kafka.clients.consumer.*;\nimport org.apache.kafka.common.config.SslConfigs;\nimport org.apache.kafka.common.serialization.StringDeserializer;\nclass Reader {\n  KafkaConsumer<String, String> open(Properties conf) {\n    Map<String, Object> p = new HashMap<>();\n    p.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka.example.com:9093");\n    p.put(ConsumerConfig.GROUP_ID_CONFIG, "reader");\n    p.put("security.protocol", "SSL");\n${truststore}    p.put(SslConfigs.SSL_ENDPOINT_IDENTIFICATION_ALGORITHM_CONFIG, "");\n    return new KafkaConsumer<>(p, new StringDeserializer(), new StringDeserializer());\n  }\n}\n`;
    const [d] = findings(ID, java('    p.put(SslConfigs.SSL_TRUSTSTORE_LOCATION_CONFIG, conf.getProperty("ssl.truststore.location"));\n'), { fileName: 'Reader.java' });
    assert.equal(d?.severity, 3);
    assert.doesNotMatch(d.message, /no CA of its own/);
    // Near miss: no trust store at all is still the public CAs' case.
    assert.equal(findings(ID, java(''), { fileName: 'Reader.java' })[0]?.severity, 2);
  });

  it('librdkafka: none, unless the certificate is not verified at all (tls-unverified-with-credentials\' case)', () => {
    const rdk = 'bootstrap.servers=pkc-1.example-cloud.com:9092\nsecurity.protocol=sasl_ssl\nsasl.mechanisms=PLAIN\nsasl.username=svc\nsasl.password=secret\nssl.endpoint.identification.algorithm=none\n';
    const [d] = findings(ID, rdk, { fileName: 'librdkafka.config' });
    assert.equal(d.severity, 2);
    assert.match(d.message, /^ssl\.endpoint\.identification\.algorithm=none turns off .*librdkafka's default is https since v2\.0\.0/);
    const both = `${rdk}enable.ssl.certificate.verification=false\n`;
    assert.deepEqual(findings(ID, both, { fileName: 'librdkafka.config' }), []);
    assert.equal(findings('tls-unverified-with-credentials', both, { fileName: 'librdkafka.config' }).length, 1);
  });

  it('near misses: https, a local broker, PLAINTEXT, a Connect producer without its own SSL, an interceptor\'s key', () => {
    assert.deepEqual(findings(ID, CLIENT.replace('algorithm=', 'algorithm=https')), []);
    assert.deepEqual(findings(ID, CLIENT.replace(/^bootstrap\.servers=.*$/m, 'bootstrap.servers=localhost:9093,127.0.0.1:9094')), []);
    assert.deepEqual(findings(ID, CLIENT.replace('security.protocol=SSL', 'security.protocol=PLAINTEXT')), []);
    assert.deepEqual(findings(ID, CLIENT.replace('security.protocol=SSL\n', '')), []);
    const worker = 'bootstrap.servers=broker-1.corp.example:9093\ngroup.id=c\nconfig.storage.topic=c1\noffset.storage.topic=c2\nstatus.storage.topic=c3\nkey.converter=org.apache.kafka.connect.storage.StringConverter\nvalue.converter=org.apache.kafka.connect.storage.StringConverter\n';
    assert.deepEqual(findings(ID, `${worker}producer.ssl.endpoint.identification.algorithm=\n`, { fileName: 'connect-distributed.properties' }), []);
    assert.deepEqual(findings(ID, `${worker}security.protocol=SSL\nproducer.confluent.monitoring.interceptor.security.protocol=SSL\nproducer.confluent.monitoring.interceptor.ssl.endpoint.identification.algorithm=\n`, { fileName: 'connect-distributed.properties' }), []);
  });

  it('kafkajs: ssl.checkServerIdentity that never returns an Error; with ssl.ca it is information', () => {
    const client = (ssl: string, brokers = "'kafka-1.prod.example.net:9093'") => `import { Kafka } from 'kafkajs';\nexport const kafka = new Kafka({\n  clientId: 'billing',\n  brokers: [${brokers}],\n  ssl: { ${ssl} },\n  sasl: { mechanism: 'scram-sha-512', username: 'billing', password: process.env.KAFKA_PASSWORD ?? '' },\n});\n`;
    const opts = { fileName: 'kafka.ts' };
    const [d, ...rest] = findings(ID, client('checkServerIdentity: () => undefined'), opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 4, character: 9 }, end: { line: 4, character: 45 } });
    assert.equal(d.message, 'This checkServerIdentity never returns an Error, so Node\'s tls.connect accepts a broker certificate issued for any host name; no ssl.ca is given, so Node\'s public CAs are trusted, and they sign a certificate for any domain its owner controls: whoever can intercept the connection can pose as the broker, receive the SASL login and read and change every record. Remove it: Node checks the name by default.');
    const [own] = findings(ID, client("ca: [readFileSync('/etc/kafka/ca.pem', 'utf8')], checkServerIdentity() { return undefined; }"), opts);
    assert.equal(own.severity, 3);
    assert.equal(findings(ID, client('checkServerIdentity: () => {}'), opts).length, 1);
    // Near misses: a check that can fail, a local broker, and rejectUnauthorized: false (the wider hole, its own rule).
    assert.deepEqual(findings(ID, client("checkServerIdentity: (host, cert) => (cert.subject.CN === 'kafka.internal' ? undefined : new Error('bad host'))"), opts), []);
    assert.deepEqual(findings(ID, client('checkServerIdentity: () => undefined', "'localhost:9093'"), opts), []);
    const wide = client('rejectUnauthorized: false, checkServerIdentity: () => undefined');
    assert.deepEqual(findings(ID, wide, opts), []);
    assert.equal(findings('tls-unverified-with-credentials', wide, opts).length, 1);
  });

  it('fix removes the line and re-lints clean', () => {
    const fixed = fix(ID, CLIENT);
    assert.doesNotMatch(fixed, /endpoint\.identification/);
    assert.deepEqual(findings(ID, fixed), []);
  });

  it('its documented examples', () => assertDocsExamples(tlsHostnameUnverified));
});
