// "does not compile" is said of a Java constant only against the build's own Kafka version, from
// the catalog's complete list of the class's public fields (catalog-gen reads them from the jars):
// never for an unknown version, a version whose release line has no catalog, or a field the
// version has (a public *_DOC text, a DEFAULT_*, one inherited from AbstractConfig).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lint } from '../../support/service';

const build = (version: string) => ({ versions: { java: { client: 'java' as const, version, origin: 'pom.xml' } } });
const producer = (key: string) => `import java.util.Properties;\nimport org.apache.kafka.clients.producer.*;\nclass P {\n  void f() {\n    Properties p = new Properties();\n    p.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "b:9092");\n    p.put(${key}, "5");\n    new KafkaProducer<String, String>(p);\n  }\n}\n`;
const admin = (key: string) => `import java.util.Properties;\nimport org.apache.kafka.clients.admin.*;\nclass A {\n  void f() {\n    Properties p = new Properties();\n    p.put(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, "b:9092");\n    p.put(${key}, "x");\n    Admin.create(p);\n  }\n}\n`;
/** Every finding on the line of the constant (line 7). */
const onLine = (java: string, version?: string) =>
  lint(java, { fileName: 'P.java', ...(version ? { workspace: build(version) } : {}) }).filter((d) => d.range.start.line === 6);
const compileErrors = (java: string, version?: string) => onLine(java, version).filter((d) => /does not compile|has no constant/.test(d.message));

describe('unknown-key: a Java constant the build lacks', () => {
  it('a misspelt constant in a 3.7.0 build does not compile', () => {
    const ds = onLine(producer('ProducerConfig.LINGER_MSS_CONFIG'), '3.7.0');
    assert.equal(ds.length, 1, ds.map((d) => d.message).join('\n'));
    assert.equal(ds[0].code, 'unknown-key');
    assert.equal(ds[0].message, 'ProducerConfig has no constant LINGER_MSS_CONFIG in Kafka 3.7.0 (the version from pom.xml): this does not compile.');
  });

  it('version unknown: nothing at all is said about it', () => {
    assert.deepEqual(onLine(producer('ProducerConfig.LINGER_MSS_CONFIG')).map((d) => d.message), []);
  });

  it('a build older than every catalog, or newer than all: nothing is said', () => {
    assert.deepEqual(onLine(producer('ProducerConfig.LINGER_MSS_CONFIG'), '0.10.2').map((d) => d.message), []);
    assert.deepEqual(onLine(producer('ProducerConfig.LINGER_MSS_CONFIG'), '9.1.0').map((d) => d.message), []);
  });

  it('a private field (ProducerConfig.LINGER_MS_DOC is private) does not compile; a public one (TRANSACTIONAL_ID_DOC) is silent', () => {
    assert.match(compileErrors(producer('ProducerConfig.LINGER_MS_DOC'), '3.9.0')[0]?.message ?? '', /no constant LINGER_MS_DOC in Kafka 3\.9\.0/);
    assert.deepEqual(onLine(producer('ProducerConfig.TRANSACTIONAL_ID_DOC'), '3.9.0').map((d) => d.message), []);
  });

  it('near miss: a field inherited from AbstractConfig (ProducerConfig.CONFIG_PROVIDERS_CONFIG) compiles', () => {
    assert.deepEqual(compileErrors(producer('ProducerConfig.CONFIG_PROVIDERS_CONFIG'), '3.9.0'), []);
    assert.deepEqual(compileErrors(producer('ProducerConfig.CONFIG_PROVIDERS_CONFIG'), '2.8.1'), []);
  });

  it('a constant added in 3.7 (AdminClientConfig.BOOTSTRAP_CONTROLLERS_CONFIG) does not compile in a 3.0.0 build', () => {
    const ds = compileErrors(admin('AdminClientConfig.BOOTSTRAP_CONTROLLERS_CONFIG'), '3.0.0');
    assert.equal(ds.length, 1);
    assert.match(ds[0].message, /^AdminClientConfig has no constant BOOTSTRAP_CONTROLLERS_CONFIG in Kafka 3\.0\.0/);
    assert.deepEqual(compileErrors(admin('AdminClientConfig.BOOTSTRAP_CONTROLLERS_CONFIG'), '3.7.1'), []);
  });

  it('a constant removed in 4.0 still resolves for a 3.9 build; a 4.1 build does not compile it', () => {
    const java = producer('ProducerConfig.AUTO_INCLUDE_JMX_REPORTER_CONFIG');
    const old = onLine(java, '3.9.0');
    assert.deepEqual(compileErrors(java, '3.9.0'), []);
    assert.ok(old.every((d) => d.code !== 'unknown-key'), old.map((d) => `${d.code}: ${d.message}`).join('\n'));
    assert.match(compileErrors(java, '4.1.0')[0]?.message ?? '', /ProducerConfig has no constant AUTO_INCLUDE_JMX_REPORTER_CONFIG in Kafka 4\.1\.0/);
    // Version unknown: the key is judged, not the constant.
    assert.deepEqual(compileErrors(java), []);
  });
});
