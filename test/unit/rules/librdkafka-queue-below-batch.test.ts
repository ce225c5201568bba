import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { librdkafkaQueueBelowBatch } from '../../../server/src/service/rules/librdkafkaQueueBelowBatch';
import { findings, fix } from '../../support/service';

const ID = 'librdkafka-queue-below-batch';
const opts = { fileName: 'producer.js' };
const producer = (lines: string) => `const Kafka = require('node-rdkafka');\nconst producer = new Kafka.Producer({\n  'metadata.broker.list': 'kafka:9092',\n${lines}  'dr_cb': true,\n});\nproducer.setPollInterval(100);\nproducer.connect();\n`;

describe('librdkafka-queue-below-batch (CONFIGURATION.md; ERR__QUEUE_FULL over the cap)', () => {
  it('a cap of 10 messages under batches of 100: a warning on the cap, and the fix removes it', () => {
    // Seen in an independent check: a shared producer library's defaults.
    const text = producer("  'queue.buffering.max.messages': 10,\n  'batch.num.messages': 100,\n");
    const [d, ...rest] = findings(ID, text, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 3);
    assert.match(d.message, /^queue\.buffering\.max\.messages=10 is below batch\.num\.messages=100: librdkafka holds at most 10 messages from produce\(\) until their delivery report is served/);
    assert.equal(fix(ID, text, opts), producer("  'batch.num.messages': 100,\n"));
  });

  it('near misses: a cap above the batch, a cap alone below the default batch, and 0 (no limit) stay silent', () => {
    assert.deepEqual(findings(ID, producer("  'queue.buffering.max.messages': 100000,\n  'batch.num.messages': 100,\n"), opts), []);
    assert.deepEqual(findings(ID, producer("  'queue.buffering.max.messages': 5000,\n"), opts), []);
    assert.deepEqual(findings(ID, producer("  'queue.buffering.max.messages': 0,\n  'batch.num.messages': 1000,\n"), opts), []);
    // the default cap under the largest batch: a buffer no ordinary burst fills (an independent check's noise)
    assert.deepEqual(findings(ID, producer("  'queue.buffering.max.messages': 100000,\n  'batch.num.messages': 1000000,\n"), opts), []);
  });

  it('the same in a librdkafka key=value file', () => {
    const text = '# librdkafka settings of the ingest producer\nbootstrap.servers=kafka:9092\nqueue.buffering.max.messages=50\nbatch.num.messages=500\n';
    assert.equal(findings(ID, text, { fileName: 'librdkafka.config' }).length, 1);
  });

  it('the rule page\'s examples fire and stay silent as they say', () => assertDocsExamples(librdkafkaQueueBelowBatch));
});
