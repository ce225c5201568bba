import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { kafkajsBatchNeverResolved } from '../../../server/src/service/rules/kafkajsBatchNeverResolved';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'kafkajs-batch-never-resolved';
const file = { fileName: 'indexer.ts' };
const kafkajs = (options: string, extra = '') => `import { Kafka } from 'kafkajs';
const kafka = new Kafka({ clientId: 'indexer', brokers: ['kafka:9092'] });
const consumer = kafka.consumer({ groupId: 'search-indexer' });
async function index(doc: unknown) { void doc; }
async function indexAll(messages: unknown[], done: (o: string) => void) { void messages; void done; }
export async function start() {
  await consumer.subscribe({ topics: ['documents'] });
  await consumer.run({
    ${options}
  });
}
${extra}`;
const LOOP = 'for (const m of batch.messages) { await index(m.value); }';

describe('kafkajs-batch-never-resolved (kafkajs fetches from the last resolved offset)', () => {
  it('warns on eachBatchAutoResolve: false with a handler that never resolves', () => {
    const [d, ...rest] = findings(ID, kafkajs(`eachBatchAutoResolve: false,\n    eachBatch: async ({ batch, heartbeat }) => { ${LOOP} await heartbeat(); },`), file);
    assert.equal(rest.length, 0);
    assert.deepEqual(d.range, { start: { line: 8, character: 4 }, end: { line: 8, character: 31 } });
    assert.match(d.message, /^eachBatchAutoResolve is false, and this eachBatch handler never calls resolveOffset \(nor does the file commit or seek\): kafkajs fetches each partition from its last resolved offset/);
    assert.match(d.message, /no offset is committed/);
  });

  it('also when resolveOffset is destructured but never used, or the payload is only read through', () => {
    assert.equal(findings(ID, kafkajs(`eachBatchAutoResolve: false,\n    eachBatch: async ({ batch, resolveOffset }) => { ${LOOP} },`), file).length, 1);
    assert.equal(findings(ID, kafkajs(`eachBatchAutoResolve: false,\n    eachBatch: async (payload) => { for (const m of payload.batch.messages) { await index(m.value); } },`), file).length, 1);
  });

  it('says what the Confluent client does for its KafkaJS API', () => {
    const text = `const { Kafka } = require('@confluentinc/kafka-javascript').KafkaJS;
const kafka = new Kafka({ kafkaJS: { brokers: ['kafka:9092'] } });
const consumer = kafka.consumer({ kafkaJS: { groupId: 'search-indexer' } });
async function start() {
  await consumer.connect();
  await consumer.subscribe({ topics: ['documents'] });
  await consumer.run({
    eachBatchAutoResolve: false,
    eachBatch: async ({ batch }) => { for (const m of batch.messages) console.log(m.value); },
  });
}
start();
`;
    const [d, ...rest] = findings(ID, text, { fileName: 'indexer.js' });
    assert.equal(rest.length, 0);
    assert.match(d.message, /@confluentinc\/kafka-javascript seeks back to the first message the handler did not resolve/);
  });

  it('stays silent when the handler resolves, hands resolveOffset on, or the default auto-resolve applies', () => {
    assert.equal(findings(ID, kafkajs(`eachBatchAutoResolve: false,\n    eachBatch: async ({ batch, resolveOffset }) => { for (const m of batch.messages) { await index(m.value); resolveOffset(m.offset); } },`), file).length, 0);
    assert.equal(findings(ID, kafkajs(`eachBatchAutoResolve: false,\n    eachBatch: async ({ batch, resolveOffset }) => { await indexAll(batch.messages, resolveOffset); },`), file).length, 0);
    assert.equal(findings(ID, kafkajs(`eachBatchAutoResolve: false,\n    eachBatch: async ({ batch, resolveOffset: done }) => { for (const m of batch.messages) { await index(m.value); done(m.offset); } },`), file).length, 0);
    assert.equal(findings(ID, kafkajs(`eachBatch: async ({ batch }) => { ${LOOP} },`), file).length, 0);
    assert.equal(findings(ID, kafkajs(`eachBatchAutoResolve: true,\n    eachBatch: async ({ batch }) => { ${LOOP} },`), file).length, 0);
  });

  it('stays silent when the payload is passed on whole or the file commits or seeks', () => {
    assert.equal(findings(ID, kafkajs(`eachBatchAutoResolve: false,\n    eachBatch: async (payload) => { await handle(payload); },`, 'async function handle(p: unknown) { void p; }\n'), file).length, 0);
    assert.equal(findings(ID, kafkajs(`eachBatchAutoResolve: false,\n    eachBatch: async ({ batch, ...rest }) => { await handle(batch, rest); },`, 'async function handle(b: unknown, r: unknown) { void b; void r; }\n'), file).length, 0);
    assert.equal(findings(ID, kafkajs(`eachBatchAutoResolve: false,\n    eachBatch: async ({ batch }) => { ${LOOP} },`, 'export async function checkpoint(offset: string) { await consumer.commitOffsets([{ topic: "documents", partition: 0, offset }]); }\n'), file).length, 0);
  });

  it('a commented-out resolveOffset does not count', () => {
    assert.equal(findings(ID, kafkajs(`eachBatchAutoResolve: false,\n    eachBatch: async ({ batch }) => { for (const m of batch.messages) { await index(m.value); /* resolveOffset(m.offset) */ } },`), file).length, 1);
  });

  it('its documented examples', () => assertDocsExamples(kafkajsBatchNeverResolved.id));
});
