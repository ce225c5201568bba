import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { kafkajsTransactionalIdUnused } from '../../../server/src/service/rules/kafkajsTransactionalIdUnused';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'kafkajs-transactional-id-unused';
const opts = { fileName: 'producer.ts' };
const file = (holder: string, body: string, tail = '') => `import { Kafka } from 'kafkajs';
const kafka = new Kafka({ clientId: 'ledger', brokers: ['kafka1:9092'] });
${holder} kafka.producer({ idempotent: true, transactionalId: 'ledger-writer' });

export async function post(values: string[]) {
${body}
}
${tail}`;
const plainSend = "  await producer.send({ topic: 'ledger', messages: values.map((value) => ({ value })) });";

describe('kafkajs-transactional-id-unused', () => {
  it('a transactionalId and only plain sends: information on the key', () => {
    const [d, ...rest] = findings(ID, file('const producer =', plainSend), opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.equal(d.range.start.line, 2);
    assert.match(d.message, /^transactionalId is set, but nothing in this file calls producer\.transaction\(\): kafkajs sends every send\(\) and sendBatch\(\) outside a transaction/);
  });

  it('near misses stay silent: a transaction opened, the producer exported or returned, no transactionalId', () => {
    const tx = "  const tx = await producer.transaction();\n  await tx.send({ topic: 'ledger', messages: values.map((value) => ({ value })) });\n  await tx.commit();";
    assert.deepEqual(findings(ID, file('const producer =', tx), opts), []);
    assert.deepEqual(findings(ID, file('export const producer =', plainSend), opts), []);
    assert.deepEqual(findings(ID, file('const producer =', plainSend, 'module.exports = { producer, post };\n'), opts), []);
    assert.deepEqual(findings(ID, file('const producer =', plainSend, 'export function ledgerProducer() { return producer; }\n'), opts), []);
    assert.deepEqual(findings(ID, file('const producer =', plainSend).replace(", transactionalId: 'ledger-writer'", ''), opts), []);
  });

  it('the fix removes the id and re-lints clean', () => {
    const fixed = fix(ID, file('const producer =', plainSend), opts);
    assert.doesNotMatch(fixed, /transactionalId/);
    assert.match(fixed, /kafka\.producer\(\{ idempotent: true \}\)/);
    assert.deepEqual(findings(ID, fixed, opts), []);
  });

  it('its documented examples', () => assertDocsExamples(kafkajsTransactionalIdUnused));
});
