import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'kafkajs-work-not-awaited';
const file = { fileName: 'indexer.ts' };
const worker = (handler: string, runOpts = '') => `import { Kafka } from 'kafkajs';
const kafka = new Kafka({ clientId: 'idx', brokers: ['kafka:9092'] });
const consumer = kafka.consumer({ groupId: 'indexer' });
async function save(v: unknown) { void v; }
function log(v: unknown) { void v; }
class Store { async write(v: unknown) { void v; } }
const store = new Store();
export async function start() {
  await consumer.run({ ${runOpts}
    eachMessage: async ({ message }) => {
${handler}
    },
  });
}
`;

describe('kafkajs-work-not-awaited (an async call in eachMessage that nothing waits for)', () => {
  it('warns on a call to an async function of the file without await', () => {
    const [d, ...rest] = findings(ID, worker('      save(message.value);'), file);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 10, character: 6 }, end: { line: 10, character: 10 } });
    assert.equal(d.message, "save() is async but not awaited in eachMessage, and autoCommit is on (the default): kafkajs commits the offset as soon as the handler settles, while save() still runs, so if it fails or the process stops first the message is not read again, and its failure is an unhandled promise rejection. Write await save(…), or void save(…) if losing it is acceptable.");
  });

  it('warns on an async method called through an object, inside try', () => {
    const [d] = findings(ID, worker('      try {\n        store.write(message.value);\n      } catch (e) { log(e); }'), file);
    assert.match(d.message, /^store\.write\(\) is async but not awaited/);
  });

  it('stays silent for an awaited or returned call, a sync call, a void-ed call, a commented-out line and autoCommit: false', () => {
    assert.equal(findings(ID, worker('      await save(message.value);'), file).length, 0);
    assert.equal(findings(ID, worker('      return save(message.value);'), file).length, 0);
    assert.equal(findings(ID, worker('      log(message.value);'), file).length, 0);
    assert.equal(findings(ID, worker('      void save(message.value); // metrics only, loss is fine'), file).length, 0);
    assert.equal(findings(ID, worker('      // save(message.value);\n      await save(message.key);'), file).length, 0);
    assert.equal(findings(ID, worker('      save(message.value);', 'autoCommit: false,'), file).length, 0);
  });

  it('warns on a call that hands its result to an error-first callback (check 26); other callbacks stay silent', () => {
    const [d] = findings(ID, worker("      model.predict(JSON.parse(String(message.value)), function (error, prediction) {\n        publish(prediction);\n      });"), file);
    assert.match(d.message, /^model\.predict\(\) hands its result to an error-first callback, so eachMessage settles before that callback runs/);
    assert.equal(findings(ID, worker('      fs.readFile(path, (err, data) => log(data));'), file).length, 1);
    assert.deepEqual(findings(ID, worker('      items.forEach((item) => log(item));'), file), []);
    assert.deepEqual(findings(ID, worker('      await new Promise((resolve) => model.predict(x, (err, p) => resolve(p)));'), file), []);
  });

  it('leaves a handler that only queues the message to kafkajs-commit-before-processing', () => {
    const text = worker('      jobs.push(message);').replace('export async', 'const jobs: unknown[] = [];\nexport async');
    assert.equal(findings(ID, text, file).length, 0);
  });

  it('its documented examples', () => assertDocsExamples(ID));
});
