// consumer.run() in a module that imports no Kafka library, on a consumer another module creates:
// recognised by its eachMessage/eachBatch options (sites/ts/runShape.ts), so the handler rules see it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { tsSites } from '../../../server/src/service/sites/ts';
import type { TsSiteExtras } from '../../../server/src/service/sites/ts/extras';
import { doc, findings, lint } from '../../support/service';

/** A controller that streams a topic to an HTTP response through a consumer made in KafkaConfig.js. */
const controller = (options: string) => `const kafka = require('./KafkaConfig');

async function stream(req, res) {
  await kafka.consumer.subscribe({ topic: req.params.topic, fromBeginning: true });
  await kafka.consumer.run({
    ${options}
  });
}

module.exports = { stream };
`;

const ingest = (handler: string, options = '') => `import kafka from './kafka-config';
import { saveReading } from './store';

export async function startIngest() {
  await kafka.consumer.run({${options}
    eachMessage: async ({ message }) => {
${handler}
    },
  });
}
`;
const SWALLOW = `      try {
        await saveReading(JSON.parse(String(message.value)));
      } catch (err) {
        console.error('could not store reading', err);
      }`;

const js = { fileName: 'consumerController.js' };
const tsFile = { fileName: 'ingest.ts' };

function runSites(text: string, fileName: string) {
  return tsSites(doc(text, fileName)).map((s) => (s as unknown as { ts: TsSiteExtras }).ts).filter((x) => x.api === 'run');
}

describe('run() on a consumer created in another module', () => {
  it('is a consumer run site marked as created elsewhere, with the library left open', () => {
    const [site, ...rest] = runSites(controller('eachMessage: async ({ message }) => { res.write(String(message.value)); },'), 'consumerController.js');
    assert.equal(rest.length, 0);
    assert.equal(site.library, 'kafkajs');
    assert.deepEqual(site.consumerElsewhere, {});
  });

  it('takes the library as kafkajs when run() names an option only kafkajs accepts (CKJS throws for autoCommit there)', () => {
    const [site] = runSites(controller('autoCommit: true,\n    eachMessage: async ({ message }) => { res.write(String(message.value)); },'), 'consumerController.js');
    assert.deepEqual(site.consumerElsewhere, { library: 'kafkajs' });
  });

  it('kafkajs-batch-never-resolved: eachBatchAutoResolve false and no resolveOffset, saying what both clients do', () => {
    const text = controller(`eachBatchAutoResolve: false,
    eachBatch: async ({ batch }) => {
      for (const message of batch.messages) res.write(String(message.value));
    },`);
    const [d, ...rest] = findings('kafkajs-batch-never-resolved', text, js);
    assert.equal(rest.length, 0);
    assert.deepEqual(d.range, { start: { line: 5, character: 4 }, end: { line: 5, character: 31 } });
    assert.match(d.message, /created in another module/);
    assert.match(d.message, /kafkajs fetches each partition from its last resolved offset/);
    assert.match(d.message, /@confluentinc\/kafka-javascript's KafkaJS API seeks back/);
    // Resolving each message is the fix, and silences it.
    const fixed = controller(`eachBatchAutoResolve: false,
    eachBatch: async ({ batch, resolveOffset }) => {
      for (const message of batch.messages) { res.write(String(message.value)); resolveOffset(message.offset); }
    },`);
    assert.deepEqual(findings('kafkajs-batch-never-resolved', fixed, js), []);
  });

  it('handler-error-swallowed: a catch that only logs, without promising a commit the other module may turn off', () => {
    const [d, ...rest] = findings('handler-error-swallowed', ingest(SWALLOW), tsFile);
    assert.equal(rest.length, 0);
    assert.equal(d.range.start.line, 8);
    assert.match(d.message, /created in another module/);
    assert.match(d.message, /kafkajs resolves its offset/);
    assert.match(d.message, /@confluentinc\/kafka-javascript's KafkaJS API stores it/);
    // Rethrowing keeps it silent.
    assert.deepEqual(findings('handler-error-swallowed', ingest(SWALLOW.replace("console.error('could not store reading', err);", 'throw err;')), tsFile), []);
  });

  it('handler-error-swallowed through a handler named in run() as a function of the file', () => {
    const text = `const kafka = require('./KafkaConfig');
async function handle({ message }) {
  try {
    await store(message.value);
  } catch (e) {
    console.warn('skipped', e);
  }
}
async function store(v) { return v; }
kafka.consumer.run({ eachMessage: handle });
`;
    assert.equal(findings('handler-error-swallowed', text, js).length, 1);
  });

  it('kafkajs-message-topic-undefined: says undefined, not the kafkajs-only rejection of commitOffsets', () => {
    const text = ingest(`      await saveReading(String(message.value));
      await kafka.consumer.commitOffsets([{ topic: message.topic, partition: 0, offset: message.offset }]);`);
    const [d] = findings('kafkajs-message-topic-undefined', text, tsFile);
    assert.ok(d);
    assert.match(d.message, /kafkajs \(and @confluentinc\/kafka-javascript's KafkaJS API alike\)/);
    assert.doesNotMatch(d.message, /KafkaJSNonRetriableError/);
  });

  it('rules whose claim rests on autoCommit stay silent when the library is open, and speak once run() shows kafkajs', () => {
    const queued = ingest('      jobs.push(message);').replace("import { saveReading } from './store';", 'const jobs: unknown[] = [];');
    assert.deepEqual(findings('kafkajs-commit-before-processing', queued, tsFile), []);
    const kafkajs = ingest('      jobs.push(message);', '\n    autoCommit: true,').replace("import { saveReading } from './store';", 'const jobs: unknown[] = [];');
    assert.equal(findings('kafkajs-commit-before-processing', kafkajs, tsFile).length, 1);
    const notAwaited = ingest('      store(message);').replace("import { saveReading } from './store';", 'async function store(m: unknown) { void m; }');
    assert.deepEqual(findings('kafkajs-work-not-awaited', notAwaited, tsFile), []);
  });

  it('offsets-never-committed stays silent: the module that holds the consumer may commit for it', () => {
    const text = ingest('      await saveReading(String(message.value));', '\n    autoCommit: false,');
    assert.deepEqual(findings('offsets-never-committed', text, tsFile), []);
  });

  it('nothing else fires on such a site (no group, no config assumed)', () => {
    const codes = lint(ingest(SWALLOW), tsFile).map((d) => d.code);
    assert.deepEqual(codes, ['handler-error-swallowed']);
  });
});

describe('run() calls of other shapes stay silent', () => {
  const silent = (name: string, text: string, fileName = 'server.js') => it(name, () => {
    assert.deepEqual(runSites(text, fileName), []);
    assert.deepEqual(lint(text, { fileName }), []);
  });

  silent('an HTTP framework: app.run({ port: 3000 })', `const app = require('./app');
app.run({ port: 3000, host: '0.0.0.0', onError: async (e) => { try { await report(e); } catch (x) { console.error(x); } } });
async function report(e) { return e; }
`);

  silent('a task runner: task.run({ each: … })', `const task = require('./tasks').nightly;
task.run({ each: async (item) => { try { await handle(item); } catch (e) { console.error(e); } } });
async function handle(i) { return i; }
`);

  silent('a job runner whose options have no eachMessage', `import { runner } from './jobs';
export async function go() {
  await runner.run({ concurrency: 4, eachBatchSize: 10, handler: async (job) => { try { await job.exec(); } catch (e) { console.log(e); } } });
}
`, 'jobs.ts');

  silent('eachMessage given as a value that is no function', `const worker = require('./worker');
worker.run({ eachMessage: 'log', eachBatch: 100 });
`);

  silent('a file importing node-rdkafka', `const Kafka = require('node-rdkafka');
const { pipeline } = require('./pipeline');
pipeline.run({ eachMessage: async ({ message }) => { try { await pipeline.save(message); } catch (e) { console.error(e); } } });
module.exports = { Kafka };
`);

  silent('a receiver built in the file that is no consumer', `class Queue { run(o) { return o; } }
const q = new Queue();
q.run({ eachMessage: async (m) => { try { await Promise.resolve(m); } catch (e) { console.error(e); } } });
`);
});
