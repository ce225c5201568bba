import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'kafkajs-each-batch-ignored';
const file = (run: string, lib = 'kafkajs') => `const { Kafka } = require('${lib}');
const kafka = new Kafka({ clientId: 'indexer', brokers: ['kafka:9092'] });
const consumer = kafka.consumer({ groupId: 'indexer' });
async function start(store) {
  await consumer.subscribe({ topic: 'documents' });
  await consumer.run({
${run}
  });
}
module.exports = { start };
`;

describe('kafkajs-each-batch-ignored (eachBatch beside eachMessage is never called)', () => {
  it('documents a bad and a good example that hold', () => assertDocsExamples(ID));

  it('both handlers: a warning on eachBatch, written either way round, as methods too', () => {
    const [d, ...rest] = findings(ID, file('    eachMessage: async ({ message }) => store.save(message),\n    eachBatch: async ({ batch }) => store.saveAll(batch.messages),'), { fileName: 'indexer.js' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 7);
    assert.match(d.message, /^eachBatch is never called: with eachMessage also given, kafkajs hands every message to eachMessage/);
    assert.equal(findings(ID, file('    async eachBatch({ batch }) { await store.saveAll(batch.messages); },\n    async eachMessage({ message }) { await store.save(message); },'), { fileName: 'indexer.js' }).length, 1);
  });

  it('near misses: one handler of either kind, and eachBatchAutoResolve beside eachMessage', () => {
    for (const run of [
      '    eachBatch: async ({ batch }) => store.saveAll(batch.messages),',
      '    eachMessage: async ({ message }) => store.save(message),',
      '    eachBatchAutoResolve: false,\n    eachMessage: async ({ message }) => store.save(message),',
    ]) assert.deepEqual(findings(ID, file(run), { fileName: 'indexer.js' }), [], run);
  });

  it('near miss: a wrapper that passes both handlers through from its own options (either may be undefined, check 53)', () => {
    for (const run of [
      '    eachBatch: store.options.eachBatch,\n    eachMessage: store.options.eachMessage,',
      '    eachMessage: store.eachMessage,\n    eachBatch: async ({ batch }) => store.saveAll(batch.messages),',
    ]) assert.deepEqual(findings(ID, file(run), { fileName: 'indexer.js' }), [], run);
  });
});
