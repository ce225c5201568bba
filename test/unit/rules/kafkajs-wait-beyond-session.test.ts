import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'kafkajs-wait-beyond-session';
const file = { fileName: 'slow.ts' };
const app = (consumerOpts: string, handler: string) => `import { Kafka } from 'kafkajs';
import { setTimeout as pause } from 'node:timers/promises';
const kafka = new Kafka({ clientId: 'slow', brokers: ['kafka:9092'] });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const consumer = kafka.consumer({ groupId: 'slow'${consumerOpts} });
export async function start() {
  await consumer.run({
${handler}
  });
}
`;

describe('kafkajs-wait-beyond-session (a wait in the handler longer than sessionTimeout, no heartbeat)', () => {
  it('warns on await sleep(9000) in eachBatch with sessionTimeout 8000 and heartbeat() commented out', () => {
    const text = app(', sessionTimeout: 8000', '    eachBatch: async ({ batch, resolveOffset, heartbeat }) => {\n      for (const m of batch.messages) {\n        await sleep(9000);\n        resolveOffset(m.offset);\n        // await heartbeat()\n      }\n    },');
    const [d, ...rest] = findings(ID, text, file);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 9, character: 8 }, end: { line: 9, character: 25 } });
    assert.equal(d.message, 'eachBatch waits 9000 ms here without calling heartbeat(), longer than sessionTimeout (8000 ms): kafkajs sends heartbeats only between messages and batches or when the handler calls heartbeat() (src/consumer/runner.js), so the session expires, the member is removed from the group, and the group rebalances and hands the same message out again. Call heartbeat() during long waits, or raise sessionTimeout above the longest wait.');
  });

  it('reads the consumer made from a Kafka instance another module of the workspace provides, linted alone', () => {
    const handler = '    eachBatch: async ({ batch, resolveOffset }) => {\n      for (const m of batch.messages) {\n        await sleep(9000);\n        resolveOffset(m.offset);\n      }\n    },';
    const alone = app(', sessionTimeout: 8000', handler).replace("import { Kafka } from 'kafkajs';\n", "import { kafka } from '../kafka_provider';\n").replace("const kafka = new Kafka({ clientId: 'slow', brokers: ['kafka:9092'] });\n", '');
    assert.match(findings(ID, alone, file)[0]?.message ?? '', /^eachBatch waits 9000 ms here without calling heartbeat\(\), longer than sessionTimeout \(8000 ms\)/);
    // Near misses: the same instance from a package (not a module of this workspace), and librdkafka-style options.
    assert.equal(findings(ID, alone.replace("'../kafka_provider'", "'@acme/messaging'"), file).length, 0);
    assert.equal(findings(ID, alone.replace("groupId: 'slow', sessionTimeout: 8000", "'group.id': 'slow', 'session.timeout.ms': 8000"), file).length, 0);
  });

  it('warns on a Promise around setTimeout, and against the 30000 ms default', () => {
    const text = app('', '    eachMessage: async () => {\n      await new Promise((resolve) => setTimeout(resolve, 45_000));\n    },');
    const [d] = findings(ID, text, file);
    assert.match(d.message, /^eachMessage waits 45000 ms here without calling heartbeat\(\), longer than sessionTimeout \(30000 ms, the kafkajs default\)/);
  });

  it('stays silent with heartbeat(), a shorter wait, and a wait the code computes', () => {
    assert.equal(findings(ID, app(', sessionTimeout: 8000', '    eachMessage: async ({ heartbeat }) => {\n      await sleep(9000);\n      await heartbeat();\n    },'), file).length, 0);
    assert.equal(findings(ID, app(', sessionTimeout: 8000', '    eachMessage: async () => {\n      await pause(5000);\n    },'), file).length, 0);
    assert.equal(findings(ID, app(', sessionTimeout: 8000', '    eachMessage: async ({ message }) => {\n      await sleep(Number(message.value));\n    },'), file).length, 0);
  });

  it('information on a per-message wait in the loop over batch.messages with heartbeat() only after it', () => {
    const loop = (inLoop: string, ms = 2000) => app('', `    eachBatch: async payload => {
      for (const m of payload.batch.messages) {
        await sleep(${ms});
        console.log(String(m.value));
        payload.resolveOffset(m.offset);${inLoop}
      }
      await payload.heartbeat();
    },`);
    const [d, ...rest] = findings(ID, loop(''), file);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.match(d.message, /^eachBatch waits 2000 ms for each message of the batch and calls heartbeat\(\) only outside this loop: .* a batch of more than 15 messages runs past sessionTimeout \(30000 ms, the kafkajs default\)/);
    // Near misses: heartbeat() inside the loop; a wait so short that only a batch of over a hundred messages would matter.
    assert.deepEqual(findings(ID, loop('\n        await payload.heartbeat();'), file), []);
    assert.deepEqual(findings(ID, loop('', 200), file), []);
  });

  it('its documented examples', () => assertDocsExamples(ID));
});
