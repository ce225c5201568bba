import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings } from '../../support/service';

const ID = 'sasl-credentials-missing';
const producer = (entries: string) => `const Kafka = require('node-rdkafka');\nconst producer = new Kafka.Producer({\n  'metadata.broker.list': process.env.BROKERS,\n${entries}});\n`;

describe('sasl-credentials-missing (librdkafka PLAIN/SCRAM conf_validate)', () => {
  it('is an error on a node-rdkafka producer with SCRAM over SASL_SSL and no credentials', () => {
    const text = producer("  'security.protocol': 'SASL_SSL',\n  'sasl.mechanisms': 'SCRAM-SHA-512',\n");
    const [d, ...rest] = findings(ID, text, { fileName: 'producer.js' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.deepEqual(d.range, { start: { line: 4, character: 21 }, end: { line: 4, character: 36 } });
    assert.equal(d.message, 'sasl.mechanisms=SCRAM-SHA-512 over SASL_SSL without sasl.username and sasl.password: librdkafka refuses to create the client ("sasl.username and sasl.password must be set"). It reads the credentials from these two keys; it has no JAAS.');
  });

  it('fires on a CKJS consumer written with librdkafka keys', () => {
    const text = "import { KafkaJS } from '@confluentinc/kafka-javascript';\nconst kafka = new KafkaJS.Kafka({});\nconst consumer = kafka.consumer({ 'bootstrap.servers': 'b:9093', 'group.id': 'g', 'security.protocol': 'sasl_plaintext', 'sasl.mechanism': 'PLAIN' });\n";
    const [d] = findings(ID, text, { fileName: 'consumer.ts' });
    assert.match(d.message, /^sasl\.mechanism=PLAIN over sasl_plaintext without sasl\.username and sasl\.password/);
  });

  it('stays silent with credentials, on OAUTHBEARER/GSSAPI, without a SASL protocol, and when the file writes credentials elsewhere', () => {
    assert.equal(findings(ID, producer("  'security.protocol': 'SASL_SSL',\n  'sasl.mechanisms': 'PLAIN',\n  'sasl.username': process.env.USER,\n  'sasl.password': process.env.PASS,\n"), { fileName: 'p.js' }).length, 0);
    assert.equal(findings(ID, producer("  'security.protocol': 'SASL_SSL',\n  'sasl.mechanisms': 'OAUTHBEARER',\n"), { fileName: 'p.js' }).length, 0);
    assert.equal(findings(ID, producer("  'security.protocol': 'SSL',\n  'sasl.mechanisms': 'PLAIN',\n"), { fileName: 'p.js' }).length, 0);
    // librdkafka matches mechanism names case-sensitively: "plain" fails as unsupported, not here.
    assert.equal(findings(ID, producer("  'security.protocol': 'SASL_SSL',\n  'sasl.mechanisms': 'plain',\n"), { fileName: 'p.js' }).length, 0);
    const shared = "const auth = { username: process.env.USER };\n" + producer("  'security.protocol': 'SASL_SSL',\n  'sasl.mechanisms': 'PLAIN',\n");
    assert.equal(findings(ID, shared, { fileName: 'p.js' }).length, 0);
    const spread = "import { base } from './base';\n" + producer("  ...base,\n  'security.protocol': 'SASL_SSL',\n  'sasl.mechanisms': 'PLAIN',\n");
    assert.equal(findings(ID, spread, { fileName: 'p.js' }).length, 0);
  });
});
