import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { transactionTimeoutUnused } from '../../../server/src/service/rules/transactionTimeoutUnused';
import { findings, fix } from '../../support/service';

const ID = 'transaction-timeout-unused';
const ts = { fileName: 'kafkaClient.ts' };
const kafkajs = (options: string) => `import { Kafka, Partitioners } from 'kafkajs';\nconst kafka = new Kafka({ clientId: 'aoe', brokers: ['kafka:9092'] });\nexport const producer = kafka.producer({\n  allowAutoTopicCreation: true,\n  createPartitioner: Partitioners.DefaultPartitioner,\n${options}});\n`;

describe('transaction-timeout-unused (kafkajs eosManager; librdkafka InitProducerId)', () => {
  it('kafkajs transactionTimeout with no transactionalId: a hint, and the fix removes it', () => {
    // Seen in an independent check on a TypeScript service.
    const text = kafkajs('  transactionTimeout: 60000,\n');
    const [d, ...rest] = findings(ID, text, ts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 4);
    assert.equal(d.range.start.line, 5);
    assert.equal(d.message, "transactionTimeout is the transaction coordinator's limit on one transaction, but this producer has no transactionalId, so it runs no transactions and the timeout changes nothing (kafkajs allows producer.transaction() only with a transactionalId). Remove it, or set transactionalId if this producer was meant to be transactional.");
    assert.equal(fix(ID, text, ts), kafkajs(''));
  });

  it('node-rdkafka transaction.timeout.ms with no transactional.id', () => {
    const text = "const Kafka = require('node-rdkafka');\nconst producer = new Kafka.HighLevelProducer({ 'metadata.broker.list': 'kafka:9092', 'transaction.timeout.ms': 30000 });\nproducer.connect();\n";
    const [d] = findings(ID, text, { fileName: 'producer.js' });
    assert.match(d.message, /^transaction\.timeout\.ms is the transaction coordinator's limit on one transaction, but this producer has no transactional\.id/);
  });

  it('near misses: a transactional producer, options spread in, and options declared away from the call stay silent', () => {
    assert.deepEqual(findings(ID, kafkajs("  transactionalId: 'aoe-tx',\n  transactionTimeout: 60000,\n"), ts), []);
    assert.deepEqual(findings(ID, kafkajs('  ...baseOptions,\n  transactionTimeout: 60000,\n'), ts), []);
    const declared = "import { Kafka } from 'kafkajs';\nconst kafka = new Kafka({ clientId: 'aoe', brokers: ['kafka:9092'] });\nconst options = { transactionTimeout: 60000 };\nexport const producer = kafka.producer(options);\n";
    assert.deepEqual(findings(ID, declared, ts), []);
  });

  it('the rule page\'s examples fire and stay silent as they say', () => assertDocsExamples(transactionTimeoutUnused));
});
