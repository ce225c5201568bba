import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix } from '../../support/service';
import { assertDocsExamples } from '../../support/ruleDocs';

const ID = 'sasl-mechanism-misspelt';
const JAAS = 'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="orders" password="orders-secret";\n';

describe('sasl-mechanism-misspelt (mechanism names are matched exactly)', () => {
  it('Spring properties with PLAIN; over SASL_SSL: an error with the exception every connection fails with, fixed to PLAIN', () => {
    const text = 'spring.kafka.bootstrap-servers=kafka1:9093\nspring.kafka.properties.security.protocol=SASL_SSL\nspring.kafka.properties.sasl.mechanism=PLAIN;\n';
    const [d, ...rest] = findings(ID, text, { fileName: 'application.properties' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.equal(d.range.start.line, 2);
    assert.equal(d.message, 'spring.kafka.properties.sasl.mechanism=PLAIN; is not a SASL mechanism name: mechanisms are matched exactly, and the name is PLAIN. With security.protocol=SASL_SSL the client starts, but every connection fails to authenticate ("Failed to create SaslClient with mechanism PLAIN;", SaslClientAuthenticator) and it keeps retrying.');
    assert.equal(fix(ID, text, { fileName: 'application.properties' }), text.replace('mechanism=PLAIN;', 'mechanism=PLAIN'));
  });

  it('lower case and underscores are named with the mechanism they meant', () => {
    for (const [bad, meant] of [['plain', 'PLAIN'], ['SCRAM_SHA_256', 'SCRAM-SHA-256'], ['scram-sha-512', 'SCRAM-SHA-512'], ['OAuthBearer', 'OAUTHBEARER']]) {
      const text = `bootstrap.servers=kafka1:9093\nsecurity.protocol=SASL_SSL\nsasl.mechanism=${bad}\n${JAAS}`;
      const [d] = findings(ID, text);
      assert.match(d.message, new RegExp(`^sasl\\.mechanism=${bad} is not a SASL mechanism name: .* the name is ${meant}\\.`));
      assert.equal(fix(ID, text).split('\n')[2], `sasl.mechanism=${meant}`);
    }
  });

  it('without SASL it is a warning that says when it bites', () => {
    const [d] = findings(ID, 'bootstrap.servers=kafka1:9093\nsasl.mechanism=SCRAM_SHA_512\n');
    assert.equal(d.severity, 2);
    assert.match(d.message, /It is used only over SASL_PLAINTEXT or SASL_SSL \(security\.protocol is not set here \(PLAINTEXT by default\)\); there every connection fails to authenticate \("Failed to create SaslClient with mechanism SCRAM_SHA_512"\)\.$/);
  });

  it('librdkafka: rd_kafka_new refuses the name; a value that keeps the SCRAM-SHA- prefix is left alone', () => {
    const js = (m: string) => `const Kafka = require('node-rdkafka');\nconst p = new Kafka.Producer({\n  'metadata.broker.list': process.env.BROKERS,\n  'security.protocol': 'sasl_ssl',\n  'sasl.mechanisms': '${m}',\n  'sasl.username': 'u',\n  'sasl.password': 'p',\n});\np.connect();\n`;
    const [d] = findings(ID, js('plain'), { fileName: 'producer.js' });
    assert.equal(d.severity, 1);
    assert.equal(d.message, 'sasl.mechanisms=plain is not a SASL mechanism name: mechanisms are matched exactly, and the name is PLAIN. With security.protocol=sasl_ssl librdkafka refuses to create the client ("Unsupported SASL mechanism: plain", rd_kafka_new).');
    assert.deepEqual(findings(ID, js('SCRAM-SHA-512;'), { fileName: 'producer.js' }), []);
  });

  it('stays silent on real mechanisms, plugin mechanisms, placeholders and surrounding whitespace', () => {
    for (const m of ['PLAIN', 'SCRAM-SHA-256', 'SCRAM-SHA-512', 'GSSAPI', 'OAUTHBEARER', 'AWS_MSK_IAM', '${SASL_MECHANISM}', '${SASL_MECHANISM:PLAIN}', 'SASL_SSL']) {
      assert.deepEqual(findings(ID, `bootstrap.servers=kafka1:9093\nsecurity.protocol=SASL_SSL\nsasl.mechanism=${m}\n`), [], m);
    }
    // ConfigDef trims STRING values: the Java client reads "SCRAM-SHA-512 " as SCRAM-SHA-512.
    const yml = 'spring:\n  kafka:\n    bootstrap-servers: kafka1:9093\n    properties:\n      security.protocol: SASL_SSL\n      sasl.mechanism: "SCRAM-SHA-512 "\n';
    assert.deepEqual(findings(ID, yml, { fileName: 'application.yml' }), []);
  });

  it('docs examples', () => assertDocsExamples(ID));
});
