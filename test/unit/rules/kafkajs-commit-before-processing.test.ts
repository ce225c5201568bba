import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { kafkajsCommitBeforeProcessing } from '../../../server/src/service/rules/kafkajsCommitBeforeProcessing';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'kafkajs-commit-before-processing';
const worker = (run: string) => `import { Kafka } from 'kafkajs';
import fastq from 'fastq';
const kafka = new Kafka({ clientId: 'thumbs', brokers: ['kafka:9092'] });
const consumer = kafka.consumer({ groupId: 'thumbnailer' });
const work = fastq.promise(async (m: unknown) => { void m; }, 4);
export async function start() {
  await consumer.subscribe({ topics: ['uploads'] });
  await consumer.run(${run});
}
`;

describe('kafkajs-commit-before-processing (kafkajs runner commits when eachMessage settles)', () => {
  it('warns on an eachMessage that only pushes into a queue', () => {
    const [d, ...rest] = findings(ID, worker('{ eachMessage: async ({ message }) => { work.push(message); } }'), { fileName: 'worker.ts' });
    assert.equal(rest.length, 0);
    assert.deepEqual(d.range, { start: { line: 7, character: 23 }, end: { line: 7, character: 34 } });
    assert.equal(d.message, "eachMessage only hands the message to 'work' and returns, and autoCommit is on (the default): kafkajs commits the offset as soon as the handler settles, before the work runs, so messages still in 'work' when the process dies (a crash, a kill, a deploy without draining) are not read again. Await the processing inside eachMessage, or set autoCommit: false and commit (or resolveOffset in eachBatch) after the work is done.");
  });

  it('an expression body too', () => {
    assert.equal(findings(ID, worker('{ eachMessage: async ({ message }) => void work.push(message) }'), { fileName: 'worker.ts' }).length, 1);
  });

  it('stays silent when the work is awaited, more happens in the handler, or autoCommit is off', () => {
    const file = { fileName: 'worker.ts' };
    assert.equal(findings(ID, worker('{ eachMessage: async ({ message }) => { await work.push(message); } }'), file).length, 0);
    assert.equal(findings(ID, worker('{ eachMessage: async ({ message }) => { work.push(message); await work.drained(); } }'), file).length, 0);
    assert.equal(findings(ID, worker('{ autoCommit: false, eachMessage: async ({ message }) => { work.push(message); } }'), file).length, 0);
  });

  it('a handler that defers its work to a timer, given as a method of the class (this.handle.bind(this))', () => {
    const svc = (body: string, run = 'eachMessage: this.processMessage.bind(this),') => `import { Kafka } from 'kafkajs';
export class ReplyService {
  private kafka = new Kafka({ clientId: 'rpc', brokers: ['kafka:9092'] });
  private consumer = this.kafka.consumer({ groupId: 'rpc' });
  async start() {
    await this.consumer.run({
      ${run}
    });
  }
  private processMessage({ topic, message }) {
${body}
  }
  private async handle(topic: string, message: unknown) { void topic; void message; }
}
`;
    const [d, ...rest] = findings(ID, svc('    setTimeout(async () => {\n      await this.handle(topic, message);\n    }, 0);'), { fileName: 'reply.service.ts' });
    assert.equal(rest.length, 0);
    assert.equal(d.range.start.line, 10);
    assert.match(d.message, /^eachMessage hands its work to setTimeout and returns, and autoCommit is on \(the default\): .*before the setTimeout callback runs/);
    assert.equal(findings(ID, svc('    process.nextTick(() => this.handle(topic, message));', 'eachMessage: this.processMessage,'), { fileName: 'reply.service.ts' }).length, 1);
    // Near misses: the work returned (awaited by kafkajs), a sleep awaited in the handler, autoCommit off.
    assert.deepEqual(findings(ID, svc('    return this.handle(topic, message);'), { fileName: 'reply.service.ts' }), []);
    assert.deepEqual(findings(ID, svc('    return new Promise((r) => setTimeout(r, 100)).then(() => this.handle(topic, message));'), { fileName: 'reply.service.ts' }), []);
    assert.deepEqual(findings(ID, svc('    setTimeout(async () => { await this.handle(topic, message); }, 0);', 'autoCommit: false,\n      eachMessage: this.processMessage.bind(this),'), { fileName: 'reply.service.ts' }), []);
  });

  it('its documented examples', () => assertDocsExamples(kafkajsCommitBeforeProcessing.id));
});
