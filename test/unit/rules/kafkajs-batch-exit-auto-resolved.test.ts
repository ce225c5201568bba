import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'kafkajs-batch-exit-auto-resolved';
const file = (loop: string, options = '', after = '') => `import { Kafka } from 'kafkajs';
const kafka = new Kafka({ clientId: 'ledger', brokers: ['kafka:9092'] });
const consumer = kafka.consumer({ groupId: 'ledger' });
async function post(v: string): Promise<boolean> { return v.length > 0; }
export async function start() {
  await consumer.run({${options}
    eachBatch: async ({ batch, resolveOffset, heartbeat, isRunning, isStale }) => {
      for (const message of batch.messages) {
${loop}
      }${after}
    },
  });
}
`;
const at = (loop: string, options = '', after = '') => findings(ID, file(loop, options, after), { fileName: 'ledger.ts' });
const STOP_ON_FAILURE = `        const ok = await post(String(message.value));
        if (ok) {
          resolveOffset(message.offset);
        } else {
          break;
        }
        await heartbeat();`;

describe('kafkajs-batch-exit-auto-resolved (an early exit undone by eachBatchAutoResolve)', () => {
  it('documents a bad and a good example that hold', () => assertDocsExamples(ID));

  it('fires on the break of a loop that resolves per message, with eachBatchAutoResolve unwritten or true', () => {
    const [d, ...rest] = at(STOP_ON_FAILURE);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 12);
    assert.match(d.message, /^This break leaves the loop over the batch before its last message, but eachBatchAutoResolve is on \(the default\)/);
    assert.equal(at(STOP_ON_FAILURE, '\n    eachBatchAutoResolve: true,').length, 1);
    const [manual] = at(STOP_ON_FAILURE, '\n    autoCommit: false,');
    assert.match(manual.message, /the next fetch starts after the batch and a commit of the resolved offsets commits past it\./);
    const [r] = at('        if (!message.value) return;\n        await post(String(message.value));\n        resolveOffset(message.offset);');
    assert.match(r.message, /^This return leaves the loop/);
  });

  it('the fix turns auto-resolve off, and the file is then clean', () => {
    const fixed = fix(ID, file(STOP_ON_FAILURE), { fileName: 'ledger.ts' });
    assert.match(fixed, /consumer\.run\(\{\n {4}eachBatchAutoResolve: false,\n {4}eachBatch:/);
    assert.deepEqual(findings(ID, fixed, { fileName: 'ledger.ts' }), []);
    const flipped = fix(ID, file(STOP_ON_FAILURE, '\n    eachBatchAutoResolve: true,'), { fileName: 'ledger.ts' });
    assert.match(flipped, /eachBatchAutoResolve: false,\n {4}eachBatch:/);
  });

  it("stays silent on kafkajs's own stop check, a continue, a nested loop's break, and a loop that never resolves", () => {
    assert.deepEqual(at('        if (!isRunning() || isStale()) break;\n        await post(String(message.value));\n        resolveOffset(message.offset);\n        await heartbeat();'), []);
    assert.deepEqual(at('        if (!message.value) continue;\n        await post(String(message.value));\n        resolveOffset(message.offset);'), []);
    assert.deepEqual(at('        for (const h of message.headers ? Object.keys(message.headers) : []) { if (h === "skip") break; }\n        await post(String(message.value));\n        resolveOffset(message.offset);'), []);
    assert.deepEqual(at('        if (!(await post(String(message.value)))) break;'), []);
  });

  it('stays silent when the handler steers the position itself: it throws, seeks or pauses, or auto-resolve is off', () => {
    assert.deepEqual(at(STOP_ON_FAILURE, '', '\n      if (batch.messages.length > 0) throw new Error("retry the batch");'), []);
    assert.deepEqual(at(STOP_ON_FAILURE.replace('break;', "consumer.seek({ topic: batch.topic, partition: batch.partition, offset: message.offset });\n          break;")), []);
    assert.deepEqual(at(STOP_ON_FAILURE, '\n    eachBatchAutoResolve: false,'), []);
  });
});
