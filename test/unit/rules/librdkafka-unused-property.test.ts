import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rdkProperty } from '../../../server/src/service/clients/librdkafka';
import { UNUSED_PROPERTIES } from '../../../server/src/service/rules/librdkafkaUnusedProperty';
import { findings, fix } from '../../support/service';

const ID = 'librdkafka-unused-property';
const opts = { fileName: 'producer.js' };
const producer = (extra: string) => `const Kafka = require('node-rdkafka');\nconst p = new Kafka.Producer({\n  'metadata.broker.list': 'kafka:9092',\n${extra}});\np.connect();\n`;

describe('librdkafka-unused-property (CONFIGURATION.md: "DEPRECATED No longer used.")', () => {
  it('every listed property is marked deprecated in the generated catalog', () => {
    for (const name of Object.keys(UNUSED_PROPERTIES)) assert.equal(rdkProperty(name)?.deprecated, true, name);
  });

  it('informs on socket.blocking.max.ms and removes it', () => {
    const text = producer("  'socket.blocking.max.ms': 50,\n");
    const [d, ...rest] = findings(ID, text, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.equal(d.range.start.line, 3);
    assert.equal(d.message, 'socket.blocking.max.ms is no longer used by librdkafka (CONFIGURATION.md: "DEPRECATED No longer used."): it is accepted and ignored, so this line changes nothing.');
    assert.equal(fix(ID, text, opts), producer(''));
  });

  it('points reconnect.backoff.jitter.ms at its replacements', () => {
    const [d] = findings(ID, producer("  'reconnect.backoff.jitter.ms': 100,\n"), opts);
    assert.match(d.message, / See reconnect\.backoff\.ms and reconnect\.backoff\.max\.ms\.$/);
  });

  it('stays silent on live properties, on deprecated ones that still act, and on a Java client', () => {
    assert.deepEqual(findings(ID, producer("  'socket.timeout.ms': 30000,\n  'reconnect.backoff.ms': 100,\n"), opts), []);
    assert.deepEqual(findings(ID, producer("  'api.version.request': true,\n"), opts), []);
    const java = 'import java.util.Properties;\nimport org.apache.kafka.clients.producer.KafkaProducer;\nclass P {\n  KafkaProducer<String, String> make() {\n    Properties p = new Properties();\n    p.put("bootstrap.servers", "kafka:9092");\n    p.put("socket.blocking.max.ms", "50");\n    return new KafkaProducer<>(p);\n  }\n}\n';
    assert.deepEqual(findings(ID, java, { fileName: 'P.java' }), []);
  });
});
