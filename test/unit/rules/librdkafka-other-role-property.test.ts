import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rdkProperty } from '../../../server/src/service/clients/librdkafka';
import { assertDocsExamples } from '../../support/ruleDocs';
import { librdkafkaOtherRoleProperty } from '../../../server/src/service/rules/librdkafkaOtherRoleProperty';
import { findings, fix } from '../../support/service';

const ID = 'librdkafka-other-role-property';
const opts = { fileName: 'producer.js' };
const producer = (extra: string) => `const Kafka = require('node-rdkafka');\nconst producer = new Kafka.Producer({\n  'metadata.broker.list': 'kafka:9092',\n${extra}  dr_cb: true,\n});\nproducer.connect();\nproducer.setPollInterval(100);\n`;

describe('librdkafka-other-role-property (CONFIGURATION.md C/P column, rd_kafka_conf_warn)', () => {
  it('the catalog marks the properties used here as the test says', () => {
    assert.equal(rdkProperty('group.id')?.scope, 'C');
    assert.equal(rdkProperty('linger.ms')?.scope, 'P');
    assert.equal(rdkProperty('client.id')?.scope, '*');
  });

  it('group.id on a node-rdkafka Producer: a hint, in librdkafka\'s own words, and the fix removes it', () => {
    // Seen in an independent check on a node-rdkafka demo.
    const text = producer("  'group.id': 'hello-group',\n");
    const [d, ...rest] = findings(ID, text, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 4);
    assert.equal(d.range.start.line, 3);
    assert.equal(d.message, "'group.id' is a consumer property in librdkafka (CONFIGURATION.md marks it C): this producer ignores it, and librdkafka says so in a warning when the client is created (\"Configuration property group.id is a consumer property and will be ignored by this producer instance\").");
    assert.equal(fix(ID, text, opts), producer(''));
  });

  it('a producer property on a KafkaConsumer is reported the other way round', () => {
    const text = "const Kafka = require('node-rdkafka');\nconst consumer = new Kafka.KafkaConsumer({ 'group.id': 'billing', 'metadata.broker.list': 'kafka:9092', 'linger.ms': 5 }, {});\nconsumer.connect();\n";
    const [d] = findings(ID, text, { fileName: 'consumer.js' });
    assert.match(d.message, /^'linger\.ms' is a producer property in librdkafka \(CONFIGURATION\.md marks it P\): this consumer ignores it/);
  });

  it('near misses: properties for both, the client\'s own, and an object shared by a producer and a consumer stay silent', () => {
    assert.deepEqual(findings(ID, producer("  'client.id': 'orders',\n  'linger.ms': 5,\n"), opts), []);
    const shared = "const Kafka = require('node-rdkafka');\nconst conf = { 'metadata.broker.list': 'kafka:9092', 'group.id': 'orders' };\nconst producer = new Kafka.Producer(conf);\nconst consumer = new Kafka.KafkaConsumer(conf, {});\nproducer.connect();\nconsumer.connect();\n";
    assert.deepEqual(findings(ID, shared, opts), []);
  });

  it('the rule page\'s examples fire and stay silent as they say', () => assertDocsExamples(librdkafkaOtherRoleProperty));
});
