import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { kafkajsDurationUnits } from '../../../server/src/service/rules/kafkajsDurationUnits';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'kafkajs-duration-units';
const client = "import { Kafka } from 'kafkajs';\nexport const kafka = new Kafka({ clientId: 'billing', brokers: ['kafka:9092'], retry: { maxRetryTime: 30, retries: 8 } });\n";

describe('kafkajs-duration-units (kafkajs reads milliseconds)', () => {
  it('warns on maxRetryTime: 30 with the wait it really gives, and writes 30000', () => {
    const [d, ...rest] = findings(ID, client, { fileName: 'client.ts' });
    assert.equal(rest.length, 0);
    assert.equal(d.message, 'retry.maxRetryTime: 30 is 30 ms — kafkajs reads milliseconds, so after the first wait (300 ms) no wait between retries is longer than 30 ms, and all 8 retries are spent within at most 510 ms instead of riding out a broker restart. If 30 seconds was meant, write 30000.');
    assert.equal(fix(ID, client, { fileName: 'client.ts' }), client.replace('maxRetryTime: 30,', 'maxRetryTime: 30000,'));
  });

  it('send timeout, transactionTimeout and run autoCommitInterval', () => {
    const text = "import { Kafka } from 'kafkajs';\nconst kafka = new Kafka({ clientId: 'a', brokers: ['k:9092'] });\nconst producer = kafka.producer({ transactionalId: 'tx-1', transactionTimeout: 10, idempotent: true });\nconst consumer = kafka.consumer({ groupId: 'g' });\nexport async function go() {\n  await producer.send({ topic: 't', messages: [{ value: 'x' }], timeout: 30 });\n  await consumer.run({ autoCommitInterval: 5, eachMessage: async () => {} });\n}\n";
    const out = findings(ID, text, { fileName: 'svc.ts' });
    assert.deepEqual(out.map((d) => d.range.start.line), [2, 5, 6]);
    assert.match(out[1].message, /REQUEST_TIMED_OUT whenever its replicas take longer than 30 ms/);
  });

  it('stays silent on milliseconds, expressions, initialRetryTime and maxWaitTimeInMs', () => {
    const text = "import { Kafka } from 'kafkajs';\nconst kafka = new Kafka({ clientId: 'a', brokers: ['k:9092'], requestTimeout: 30_000, retry: { initialRetryTime: 50, maxRetryTime: 5 * 1000 } });\nexport const consumer = kafka.consumer({ groupId: 'g', maxWaitTimeInMs: 50, heartbeatInterval: 3000 });\n";
    assert.deepEqual(findings(ID, text, { fileName: 'svc.ts' }), []);
  });

  it('its documented examples', () => assertDocsExamples(kafkajsDurationUnits.id));
});
