import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix } from '../../support/service';

const ID = 'tls-unverified-with-credentials';
const kafkajs = (ssl: string, sasl: string) => `import { Kafka } from 'kafkajs';\nconst kafka = new Kafka({\n  brokers: ['broker:9093'],\n  ssl: ${ssl},\n${sasl}});\n`;
const opts = { fileName: 'client.ts' };

describe('tls-unverified-with-credentials', () => {
  it('kafkajs: rejectUnauthorized: false next to SASL PLAIN', () => {
    const text = kafkajs('{ rejectUnauthorized: false }', "  sasl: { mechanism: 'plain', username: 'svc', password: process.env.KAFKA_PASSWORD },\n");
    const [d, ...rest] = findings(ID, text, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 3, character: 9 }, end: { line: 3, character: 34 } });
    assert.equal(d.message, "ssl.rejectUnauthorized: false accepts any certificate, and this client logs in with sasl (plain): whoever can intercept the connection can pose as the broker — it receives the SASL PLAIN username and password as written, and then every record. Give the broker's CA instead (ssl: { ca: [readFileSync('ca.pem', 'utf8')] }).");
  });

  it('kafkajs SCRAM: the relay risk, not the password', () => {
    const [d] = findings(ID, kafkajs('{ rejectUnauthorized: false }', "  sasl: { mechanism: 'scram-sha-512', username: 'svc', password: 'x' },\n"), opts);
    assert.match(d.message, /with sasl \(scram-sha-512\): .* it can relay the SASL exchange to the real broker and then read and change every record\./);
  });

  it('librdkafka: enable.ssl.certificate.verification=false with SASL_SSL; the fix removes it', () => {
    const text = "const Kafka = require('node-rdkafka');\nconst p = new Kafka.Producer({\n  'metadata.broker.list': 'broker:9093',\n  'security.protocol': 'sasl_ssl',\n  'sasl.mechanisms': 'PLAIN',\n  'sasl.username': 'svc',\n  'sasl.password': process.env.KAFKA_PASSWORD,\n  'enable.ssl.certificate.verification': false,\n});\n";
    const [d] = findings(ID, text, { fileName: 'producer.js' });
    assert.deepEqual(d.range, { start: { line: 7, character: 41 }, end: { line: 7, character: 46 } });
    assert.match(d.message, /^enable\.ssl\.certificate\.verification=false skips the broker certificate check, and this client logs in with sasl\.mechanisms=PLAIN/);
    const fixed = fix(ID, text, { fileName: 'producer.js' });
    assert.ok(!fixed.includes('enable.ssl.certificate.verification'));
    assert.equal(findings(ID, fixed, { fileName: 'producer.js' }).length, 0);
  });

  it('kafkajs mutual TLS: a client certificate with the broker unchecked, to brokers not on this machine', () => {
    const mtls = "{\n    rejectUnauthorized: false,\n    ca: [readFileSync('ca.pem', 'utf-8')],\n    key: readFileSync('client-key.pem', 'utf-8'),\n    cert: readFileSync('client.pem', 'utf-8'),\n  }";
    const [d, ...rest] = findings(ID, kafkajs(mtls, ''), opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 4);
    assert.equal(d.message, "ssl.rejectUnauthorized: false accepts any certificate, so this client, which proves who it is with its own certificate (ssl.cert), does not check who the broker is (the ca given is consulted but not enforced): whoever can intercept the connection can pose as the broker, take every record this client produces and hand it records of its own. Remove rejectUnauthorized: false and give the broker's CA in ssl.ca.");
    // Near miss: the same set-up against a broker on this machine (a local test cluster).
    assert.equal(findings(ID, kafkajs(mtls, '').replace("'broker:9093'", "'localhost:9093'"), opts).length, 0);
  });

  it('stays silent with verification on, without SASL, and with a CA given', () => {
    assert.equal(findings(ID, kafkajs('{ rejectUnauthorized: false }', ''), opts).length, 0);
    assert.equal(findings(ID, kafkajs("{ ca: [process.env.KAFKA_CA] }", "  sasl: { mechanism: 'plain', username: 'svc', password: 'x' },\n"), opts).length, 0);
    assert.equal(findings(ID, kafkajs('true', "  sasl: { mechanism: 'plain', username: 'svc', password: 'x' },\n"), opts).length, 0);
    const rd = "const Kafka = require('node-rdkafka');\nconst p = new Kafka.Producer({ 'security.protocol': 'ssl', 'enable.ssl.certificate.verification': false });\n";
    assert.equal(findings(ID, rd, { fileName: 'producer.js' }).length, 0);
  });
});
