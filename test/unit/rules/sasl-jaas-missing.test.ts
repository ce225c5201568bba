import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings } from '../../support/service';

const ID = 'sasl-jaas-missing';

describe('sasl-jaas-missing (JaasContext: sasl.jaas.config, else the JVM\'s JAAS file)', () => {
  it('informs on a SASL_SSL client file with no sasl.jaas.config, naming the login module of its mechanism', () => {
    const text = 'bootstrap.servers=broker:9093\nsecurity.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\n';
    const [d, ...rest] = findings(ID, text);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.deepEqual(d.range, { start: { line: 1, character: 18 }, end: { line: 1, character: 26 } });
    assert.equal(d.message, 'security.protocol=SASL_SSL with no sasl.jaas.config: the Java client then reads the JAAS file named by the java.security.auth.login.config system property, and without one it fails to start ("Could not find a \'KafkaClient\' entry in the JAAS configuration"). Set sasl.jaas.config with the org.apache.kafka.common.security.scram.ScramLoginModule login module for sasl.mechanism=SCRAM-SHA-512, or make sure the JVM is started with -Djava.security.auth.login.config=<file>.');
  });

  it('silent when another source of the module sets java.security.auth.login.config (check 73); the scan records such files', async () => {
    const text = 'bootstrap.servers=broker:9093\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\n';
    const modules = { 'file:///test/': { folder: 'file:///test/', versions: { java: { client: 'java' as const, version: '2.4.0', origin: 'pom.xml' } } } };
    assert.equal(findings(ID, text, { fileName: 'src/main/resources/kafka.properties', workspace: { modules } }).length, 1);
    const jaasPropertyFiles = ['file:///test/src/main/java/demo/JavaKafkaConfigurer.java'];
    assert.deepEqual(findings(ID, text, { fileName: 'src/main/resources/kafka.properties', workspace: { modules, jaasPropertyFiles } }), []);
    // Near miss: a file of another module says nothing about this one's JVM.
    assert.equal(findings(ID, text, { fileName: 'src/main/resources/kafka.properties', workspace: { modules, jaasPropertyFiles: ['file:///other/src/main/java/Setup.java'] } }).length, 1);
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { scanWorkspace } = await import('../../../server/src/index');
    const root = mkdtempSync(join(tmpdir(), 'kt-jaas-'));
    mkdirSync(join(root, 'src/main/java/demo'), { recursive: true });
    writeFileSync(join(root, 'src/main/java/demo/JavaKafkaConfigurer.java'), 'class JavaKafkaConfigurer {\n  static void configureSasl() {\n    System.setProperty("java.security.auth.login.config", "/etc/kafka/jaas.conf");\n  }\n}\n');
    const facts = await scanWorkspace([root]);
    assert.equal(facts.jaasPropertyFiles?.length, 1);
  });

  it('an empty sasl.jaas.config under SASL is an error: the client refuses to start (KafkaConsumer 2.8.2, 3.9.1, 4.4.0: "Login module not specified in JAAS config")', () => {
    for (const version of ['2.8.2', '4.4.0']) {
      const text = `# kafka-tuning: client=java@${version}\nbootstrap.servers=broker:9093\ngroup.id=orders\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=\n`;
      const [d, ...rest] = findings(ID, text, { fileName: 'consumer.properties' });
      assert.equal(rest.length, 0);
      assert.equal(d.severity, 1);
      assert.equal(d.range.start.line, 5);
      assert.match(d.message, /^sasl\.jaas\.config is empty with security\.protocol=SASL_SSL: the Java client refuses to start \(KafkaException caused by "Login module not specified in JAAS config"\)/);
    }
    assert.equal(findings(ID, 'bootstrap.servers=broker:9093\nsecurity.protocol=SASL_PLAINTEXT\nsasl.jaas.config=   \n').length, 1);
  });

  it('near misses: an empty sasl.jaas.config without SASL, a placeholder, and a fill-in template (one note from fill-in-template instead)', () => {
    assert.deepEqual(findings(ID, 'bootstrap.servers=broker:9093\nsecurity.protocol=SSL\nsasl.jaas.config=\n'), []);
    assert.deepEqual(findings(ID, 'bootstrap.servers=broker:9093\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=${KAFKA_JAAS}\n'), []);
    const template = 'security.protocol=SASL_SSL\nsasl.mechanism=PLAIN\ngroup.id=\nbootstrap.servers=\nsasl.jaas.config=\nauto.offset.reset=latest\n';
    assert.deepEqual(findings(ID, template, { fileName: 'consumer.properties' }), []);
    assert.match(findings('fill-in-template', template, { fileName: 'consumer.properties' })[0].message, /refuses to start while group\.id, bootstrap\.servers, sasl\.jaas\.config are empty/);
  });

  it('names the GSSAPI default when no mechanism is written, and no module when a constant it cannot read sets one', () => {
    const [d] = findings(ID, 'security.protocol=sasl_plaintext\n', { fileName: 'consumer.properties' });
    assert.match(d.message, /^security\.protocol=sasl_plaintext with no sasl\.jaas\.config: .* Set sasl\.jaas\.config with the com\.sun\.security\.auth\.module\.Krb5LoginModule login module for sasl\.mechanism=GSSAPI \(the default\), or/);
    const java = [
      'import java.util.Properties;',
      'import org.apache.kafka.clients.producer.*;',
      'import org.apache.kafka.common.config.SaslConfigs;',
      'class Out {',
      '  KafkaProducer<String, String> make() {',
      '    Properties p = new Properties();',
      '    p.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "broker:9093");',
      '    p.put("security.protocol", "SASL_SSL");',
      '    p.put(SaslConfigs.SASL_MECHANISM, "PLAIN");',
      '    return new KafkaProducer<>(p);',
      '  }',
      '}',
    ].join('\n');
    // SaslConfigs' constant is read: the mechanism, and so its login module, are known.
    const [j] = findings(ID, java, { fileName: 'Out.java' });
    assert.deepEqual(j.range.start, { line: 7, character: 31 });
    assert.match(j.message, /Set sasl\.jaas\.config with the org\.apache\.kafka\.common\.security\.plain\.PlainLoginModule login module for sasl\.mechanism=PLAIN, or make sure/);
    // An application constant the analysis cannot read may set the mechanism: no module is named.
    const own = java.replace('import org.apache.kafka.common.config.SaslConfigs;', 'import com.example.AppKeys;').replace('SaslConfigs.SASL_MECHANISM', 'AppKeys.SASL_MECHANISM');
    const [o] = findings(ID, own, { fileName: 'Out.java' });
    assert.match(o.message, /Set sasl\.jaas\.config to the login module of your sasl\.mechanism, or make sure/);
  });

  it('Spring: spring.kafka.security.protocol without a JAAS setting, said once for producer and consumer', () => {
    const yml = 'spring:\n  kafka:\n    bootstrap-servers: broker:9093\n    security:\n      protocol: SASL_SSL\n    properties:\n      sasl.mechanism: PLAIN\n    consumer:\n      group-id: billing\n    producer:\n      acks: all\n';
    const [d, ...rest] = findings(ID, yml, { fileName: 'application.yml' });
    assert.equal(rest.length, 0);
    assert.deepEqual(d.range, { start: { line: 4, character: 16 }, end: { line: 4, character: 24 } });
    assert.match(d.message, /PlainLoginModule login module for sasl\.mechanism=PLAIN/);
  });

  it('stays silent when JAAS is given: sasl.jaas.config, Spring\'s jaas.* or a system property in code, and on SSL', () => {
    assert.equal(findings(ID, 'security.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="app" password="${PASSWORD}";\n').length, 0);
    assert.equal(findings(ID, 'security.protocol=SSL\nssl.truststore.location=/etc/kafka/truststore.jks\n').length, 0);
    const boot = 'spring.kafka.security.protocol=SASL_PLAINTEXT\nspring.kafka.jaas.enabled=true\nspring.kafka.jaas.login-module=com.sun.security.auth.module.Krb5LoginModule\n';
    assert.equal(findings(ID, boot, { fileName: 'application.properties' }).length, 0);
    const bootYml = 'spring:\n  kafka:\n    security:\n      protocol: SASL_SSL\n    jaas:\n      enabled: true\n';
    assert.equal(findings(ID, bootYml, { fileName: 'application.yml' }).length, 0);
    // A comment that merely mentions JAAS does not count as one.
    assert.equal(findings(ID, '# JAAS: see the runbook\nsecurity.protocol=SASL_SSL\n').length, 1);
    const code = [
      'import java.util.Properties;',
      'import org.apache.kafka.clients.consumer.*;',
      'class In {',
      '  KafkaConsumer<String, String> make() {',
      '    System.setProperty("java.security.auth.login.config", "/etc/kafka/client_jaas.conf");',
      '    Properties p = new Properties();',
      '    p.put(ConsumerConfig.GROUP_ID_CONFIG, "billing");',
      '    p.put("security.protocol", "SASL_SSL");',
      '    return new KafkaConsumer<>(p);',
      '  }',
      '}',
    ].join('\n');
    assert.equal(findings(ID, code, { fileName: 'In.java' }).length, 0);
  });

  it('Java: another map\'s sasl.jaas.config in the same file does not log this client in', () => {
    const beans = [
      'import java.util.HashMap;',
      'import java.util.Map;',
      'import org.apache.kafka.clients.admin.AdminClientConfig;',
      'import org.apache.kafka.clients.producer.ProducerConfig;',
      'import org.springframework.kafka.core.DefaultKafkaProducerFactory;',
      'import org.springframework.kafka.core.KafkaAdmin;',
      'class KafkaConfiguration {',
      '  KafkaAdmin kafkaAdmin() {',
      '    Map<String, Object> configs = new HashMap<>();',
      '    configs.put(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka-1:9093");',
      '    configs.put("sasl.mechanism", "SCRAM-SHA-256");',
      '    configs.put("security.protocol", "SASL_SSL");',
      '    return new KafkaAdmin(configs);',
      '  }',
      '  DefaultKafkaProducerFactory<String, String> producerFactory() {',
      '    Map<String, Object> props = new HashMap<>();',
      '    props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka-1:9093");',
      '    props.put("sasl.mechanism", "SCRAM-SHA-256");',
      '    props.put("security.protocol", "SASL_SSL");',
      '    props.put("sasl.jaas.config", JAAS);',
      '    return new DefaultKafkaProducerFactory<>(props);',
      '  }',
      '}',
    ].join('\n');
    const ds = findings(ID, beans, { fileName: 'KafkaConfiguration.java' });
    assert.deepEqual(ds.map((d) => d.range.start.line), [11], 'the admin map, not the producer map');
    // Near miss: a map that copies another (putAll) may hold the JAAS line: silent.
    assert.equal(findings(ID, beans.replace('    configs.put("sasl.mechanism", "SCRAM-SHA-256");', '    configs.putAll(common());\n    configs.put("sasl.mechanism", "SCRAM-SHA-256");'), { fileName: 'KafkaConfiguration.java' }).length, 0);
  });

  it('leaves librdkafka and kafkajs sites alone (they take credentials, not JAAS)', () => {
    const js = "const Kafka = require('node-rdkafka');\nconst p = new Kafka.Producer({ 'metadata.broker.list': 'b:9093', 'security.protocol': 'SASL_SSL', 'sasl.mechanisms': 'PLAIN', 'sasl.username': 'u', 'sasl.password': 'p' });\n";
    assert.equal(findings(ID, js, { fileName: 'producer.js' }).length, 0);
  });
});

describe('sasl-jaas-missing before Kafka 0.10.2 (check 27)', () => {
  it('a client older than 0.10.2 (KIP-85 added sasl.jaas.config) is not told to set it; 0.10.2 is', () => {
    const text = (v: string) => `# kafka-tuning: client=java@${v}\nbootstrap.servers=kafka-1.internal:9093\nsecurity.protocol=SASL_PLAINTEXT\nsasl.kerberos.service.name=kafka\n`;
    assert.deepEqual(findings('sasl-jaas-missing', text('0.10.0'), { fileName: 'producer.properties' }), []);
    assert.equal(findings('sasl-jaas-missing', text('0.10.2'), { fileName: 'producer.properties' }).length, 1);
  });
});
