import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { kafkajsTransactionWithoutId } from '../../../server/src/service/rules/kafkajsTransactionWithoutId';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'kafkajs-transaction-without-id';
const file = (producer: string, use = 'const tx = await producer.transaction();\n  await tx.send({ topic: \'t\', messages: [{ value: \'v\' }] });\n  await tx.commit();') =>
  `const { Kafka } = require('kafkajs');\nconst kafka = new Kafka({ clientId: 'app', brokers: ['kafka:9092'] });\nconst producer = ${producer};\n\nasync function run() {\n  await producer.connect();\n  ${use}\n}\nrun();\n`;
const opts = { fileName: 'transaction.js' };

describe('kafkajs-transaction-without-id (transaction(): "Must provide transactional id for transactional producer")', () => {
  it('kafka.producer() with no options and a transaction: an error on transaction', () => {
    const text = file('kafka.producer()');
    const [d, ...rest] = findings(ID, text, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.equal(text.split('\n')[d.range.start.line].slice(d.range.start.character, d.range.end.character), 'transaction');
    assert.match(d.message, /^producer was created without transactionalId, so producer\.transaction\(\) throws KafkaJSNonRetriableError "Must provide transactional id for transactional producer"/);
  });

  it('options written without the id', () => {
    assert.equal(findings(ID, file('kafka.producer({ idempotent: true, maxInFlightRequests: 1 })'), opts).length, 1);
  });

  it('near misses: the id given, options from a variable or a spread, no transaction in the file', () => {
    assert.deepEqual(findings(ID, file("kafka.producer({ transactionalId: 'app-tx', idempotent: true, maxInFlightRequests: 1 })"), opts), []);
    assert.deepEqual(findings(ID, `const base = { transactionalId: 'app-tx' };\n${file('kafka.producer(base)')}`, opts), []);
    assert.deepEqual(findings(ID, `const base = { transactionalId: 'app-tx' };\n${file('kafka.producer({ ...base, idempotent: true })')}`, opts), []);
    assert.deepEqual(findings(ID, file('kafka.producer()', "await producer.send({ topic: 't', messages: [{ value: 'v' }] });"), opts), []);
  });

  it('its documented examples', () => assertDocsExamples(kafkajsTransactionWithoutId));
});
