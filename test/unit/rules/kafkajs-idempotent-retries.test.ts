import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'kafkajs-idempotent-retries';
const file = (opts: string) => `import { Kafka } from 'kafkajs';\nconst kafka = new Kafka({ clientId: 'l', brokers: ['kafka:9092'] });\nexport const producer = kafka.producer(${opts});\n`;
const o = { fileName: 'producer.ts' };

describe('kafkajs-idempotent-retries (idempotent producer with retries 0)', () => {
  it('errors on retry.retries 0 with idempotent true, and fixes it to the value kafkajs documents for idempotent producers', () => {
    const text = file('{ idempotent: true, retry: { retries: 0 } }');
    const [d, ...rest] = findings(ID, text, o);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.deepEqual(d.range, { start: { line: 2, character: 77 }, end: { line: 2, character: 78 } });
    assert.equal(d.message, 'retries: 0 with idempotent: true: kafka.producer() throws KafkaJSNonRetriableError ("Idempotent producer must allow retries to protect against transient errors") before anything connects. Allow retries, or drop idempotent: for an idempotent producer kafkajs documents retries Number.MAX_SAFE_INTEGER and logs "Limiting retries for the idempotent producer may invalidate EoS guarantees" below it (kafkajs src/producer/index.js).');
    assert.doesNotMatch(d.message, /default is 5/);
    assert.equal(fix(ID, text, o), file('{ idempotent: true, retry: { retries: Number.MAX_SAFE_INTEGER } }'));
  });

  it('stays silent with retries allowed, without idempotence, and when retries come from the client', () => {
    assert.equal(findings(ID, file('{ idempotent: true, retry: { retries: 3 } }'), o).length, 0);
    assert.equal(findings(ID, file('{ retry: { retries: 0 } }'), o).length, 0);
    assert.equal(findings(ID, file('{ idempotent: true }'), o).length, 0);
  });

  it('documents a bad example it fires on and a good one it is silent on', () => assertDocsExamples(ID));
});
