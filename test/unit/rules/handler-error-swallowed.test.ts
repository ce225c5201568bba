import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'handler-error-swallowed';
const file = { fileName: 'scorer.ts' };
const kafkajs = (handler: string, runOpts = '') => `import { Kafka } from 'kafkajs';
import { logger } from './logger';
const kafka = new Kafka({ clientId: 'scorer', brokers: ['kafka:9092'] });
const consumer = kafka.consumer({ groupId: 'scorer' });
const producer = kafka.producer();
async function score(v: unknown) { void v; }
export async function start() {
  await consumer.run({ ${runOpts}
${handler}
  });
}
`;

describe('handler-error-swallowed (a consumer handler whose catch only logs, with autoCommit on)', () => {
  it('says information on a try/catch around the whole eachMessage body that only logs, after a guard', () => {
    const [d, ...rest] = findings(ID, kafkajs(`    eachMessage: async ({ message }) => {
      if (!message.value) return;
      try {
        await score(JSON.parse(message.value.toString()));
      } catch (e) {
        logger.error('scoring failed', e);
      }
    },`), file);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.deepEqual(d.range, { start: { line: 12, character: 8 }, end: { line: 12, character: 17 } });
    assert.equal(d.message, 'This catch only logs or counts the error, and the handler returns normally, so the failed message counts as processed: kafkajs resolves the offset when eachMessage returns and autoCommit (on by default) commits it, while a thrown error makes kafkajs fetch the message again (src/consumer/runner.js). A message that failed for a passing reason (a database or HTTP call) is not retried. Fine when skipping is intended (data that can never be processed); otherwise rethrow, or send the message to a dead-letter or retry topic in the catch.');
  });

  it('counts metrics and a formatted message as observing, and reports the per-message loop of eachBatch', () => {
    const withMetrics = findings(ID, kafkajs(`    eachMessage: async ({ message }) => {
      try {
        await score(message.value);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        metrics.failures.inc({ reason });
        this.logger.warn(reason);
      }
    },`).replace('const producer', 'const metrics = { failures: { inc: (_: unknown) => undefined } };\nconst producer'), file);
    assert.equal(withMetrics.length, 1);
    const [b] = findings(ID, kafkajs(`    eachBatch: async ({ batch, resolveOffset, heartbeat }) => {
      for (const message of batch.messages) {
        try {
          await score(message.value);
        } catch (e) {
          console.error(e);
        }
        resolveOffset(message.offset);
        await heartbeat();
      }
    },`), file);
    assert.match(b.message, /the loop goes on with the next message, and the batch is resolved and committed past the failed one/);
  });

  it('says the same for @confluentinc/kafka-javascript\'s KafkaJS API, whose auto-commit is a consumer option', () => {
    const ckjs = (opts: string) => `const { Kafka } = require('@confluentinc/kafka-javascript').KafkaJS;
const kafka = new Kafka({ kafkaJS: { brokers: ['kafka:9092'] } });
const consumer = kafka.consumer({ kafkaJS: { groupId: 'sms'${opts} } });
async function send(v) { return v; }
consumer.run({
  eachMessage: async ({ message }) => {
    try { await send(message.value); } catch (err) { console.error(err); }
  },
});
`;
    const [d] = findings(ID, ckjs(''), { fileName: 'sms.js' });
    assert.match(d.message, /@confluentinc\/kafka-javascript stores the message's offset when eachMessage returns .* seek back and deliver the message again \(lib\/kafkajs\/_consumer\.js\)/);
    assert.equal(findings(ID, ckjs(', autoCommit: false'), { fileName: 'sms.js' }).length, 0);
  });

  const HELPERS = `
async function sendSms(to: string, text: string) {
  try {
    await fetch('https://sms.example.com/send', { method: 'POST', body: JSON.stringify({ to, text }) });
  } catch (err) {
    console.error('sms failed', err);
  }
}
async function sendEmail(to: string, text: string) {
  try {
    await fetch('https://mail.example.com/send', { method: 'POST', body: JSON.stringify({ to, text }) });
  } catch (err) {
    logger.warn('email failed', err);
  }
}
`;
  const REMINDERS = `    eachMessage: async ({ message }) => {
      const r = JSON.parse(String(message.value));
      if (r.channel === 'sms') {
        await sendSms(r.phone, r.text);
      } else {
        await sendEmail(r.email, r.text);
      }
    },`;

  it('follows helpers the handler awaits when they are all its work: each helper\'s logging catch is said, naming it', () => {
    const ds = findings(ID, kafkajs(REMINDERS) + HELPERS, file);
    assert.deepEqual(ds.map((d) => d.severity), [3, 3]);
    assert.match(ds[0].message, /^This catch in sendSms\(\) only logs or counts the error, so sendSms\(\) returns normally and the eachMessage handler that awaits it goes on, so the failed message counts as processed: kafkajs resolves/);
    assert.match(ds[1].message, /^This catch in sendEmail\(\)/);
    assert.ok(ds[0].range.start.line > 20, 'the finding sits in the helper');
  });

  it('near misses: a helper that swallows next to other awaited work (a best-effort notification), a helper whose result is checked, a helper that rethrows', () => {
    assert.deepEqual(findings(ID, kafkajs(`    eachMessage: async ({ message }) => {
      const r = JSON.parse(String(message.value));
      await score(r);
      await sendSms(r.phone, 'scored');
    },`) + HELPERS, file), []);
    assert.deepEqual(findings(ID, kafkajs(`    eachMessage: async ({ message }) => {
      const r = JSON.parse(String(message.value));
      const sent = await sendSms(r.phone, r.text);
      if (!sent) throw new Error('not sent');
    },`) + HELPERS, file), []);
    assert.deepEqual(findings(ID, kafkajs(REMINDERS) + HELPERS.replace(/console\.error\('sms failed', err\);/, "console.error('sms failed', err);\n    throw err;").replace(/logger\.warn\('email failed', err\);/, "logger.warn('email failed', err);\n    throw err;"), file), []);
  });

  it('a try whose awaited work is a helper that catches its own errors (a retry of its own) sees only parse errors: silent; a helper that only logs is said in the helper', () => {
    // An independent check found this said of a handler whose helper retried failures itself.
    const RETRYING = `
const retries: unknown[] = [];
async function processWithRetry(tx: unknown, attempt = 1) {
  try {
    await score(tx);
  } catch (err) {
    logger.warn('retrying', err);
    retries.push({ tx, attempt: attempt + 1 });
  }
}
`;
    const handler = `    eachMessage: async ({ message }) => {
      try {
        const tx = JSON.parse(String(message.value));
        await processWithRetry(tx);
      } catch (err) {
        logger.error('bad message', err);
      }
    },`;
    assert.deepEqual(findings(ID, kafkajs(handler) + RETRYING, file), []);
    // near miss: the same helper whose catch only logs — said, in the helper
    const [d, ...rest] = findings(ID, kafkajs(handler) + RETRYING.replace("    retries.push({ tx, attempt: attempt + 1 });\n", ''), file);
    assert.equal(rest.length, 0);
    assert.match(d.message, /^This catch in processWithRetry\(\) only logs/);
    // near miss: other awaited work in the try besides the helper keeps the handler's catch in charge
    assert.equal(findings(ID, kafkajs(handler.replace('await processWithRetry(tx);', 'await processWithRetry(tx);\n        await producer.send({ topic: "scored", messages: [{ value: "1" }] });')) + RETRYING, file).length, 1);
  });

  it('a catch whose comment says the failure is skipped on purpose is that decision: silent', () => {
    // An independent check classed this as noise: "DO NOT throw → prevents infinite retries".
    const handler = (comment: string) => `    eachMessage: async ({ message }) => {
      try {
        await score(JSON.parse(String(message.value)));
      } catch (err) {
        ${comment}
        logger.error('scoring failed', err);
      }
    },`;
    assert.deepEqual(findings(ID, kafkajs(handler('// DO NOT throw: prevents infinite retries')), file), []);
    assert.deepEqual(findings(ID, kafkajs(handler('/* skipped on purpose: scores are best-effort */')), file), []);
    // near miss: a comment that decides nothing
    assert.equal(findings(ID, kafkajs(handler('// log the error with its context')), file).length, 1);
  });

  it('a kafkajs catch that pauses and schedules a resume, without a throw, still lets the message be resolved: said with what pause does', () => {
    // An independent check's K: pause() plus setTimeout(resume) in the catch, the failed message skipped.
    const handler = (extra: string) => `    eachMessage: async ({ message, pause }) => {
      try {
        await score(JSON.parse(String(message.value)));
      } catch (err) {
        console.log("can't consume message");
        pause();
        setTimeout(() => {
          consumer.resume([{ topic: 'scores' }]);
        }, 60 * 1000);${extra}
      }
    },`;
    const [d, ...rest] = findings(ID, kafkajs(handler('')), file);
    assert.equal(rest.length, 0);
    assert.match(d.message, /^This catch pauses the partition and returns normally, so the failed message counts as processed: kafkajs resolves the offset of a message whose eachMessage returned, paused or not/);
    // near miss: kafkajs's documented pattern throws after pausing, and the message is fetched again
    assert.deepEqual(findings(ID, kafkajs(handler('\n        throw err;')), file), []);
  });

  it('stays silent when the catch decides something, the try guards only the parsing, the catch is empty, or autoCommit is off', () => {
    const handler = (body: string) => `    eachMessage: async ({ topic, message }) => {\n${body}\n    },`;
    // a dead-letter send
    assert.equal(findings(ID, kafkajs(handler("      try { await score(message.value); } catch (e) {\n        logger.error(e);\n        await producer.send({ topic: topic + '.dlq', messages: [message] });\n      }")), file).length, 0);
    // rethrown
    assert.equal(findings(ID, kafkajs(handler('      try { await score(message.value); } catch (e) { logger.error(e); throw e; }')), file).length, 0);
    // only the parsing is guarded (a poison message is skipped), the processing is not
    assert.equal(findings(ID, kafkajs(handler("      let v: unknown;\n      try { v = JSON.parse(String(message.value)); } catch (e) { logger.warn('bad json', e); return; }\n      await score(v);")), file).length, 0);
    // nothing awaited in the try: a synchronous failure is the data's, not a passing one
    assert.equal(findings(ID, kafkajs(handler('      try { JSON.parse(String(message.value)); } catch (e) { logger.warn(e); }')), file).length, 0);
    // an empty catch reads as a decision
    assert.equal(findings(ID, kafkajs(handler('      try { await score(message.value); } catch { /* best effort */ }')), file).length, 0);
    // a helper of the application handles it
    assert.equal(findings(ID, kafkajs(handler('      try { await score(message.value); } catch (e) { await park(message, e); }')), file).length, 0);
    // autoCommit off: the application commits, maybe only after success
    assert.equal(findings(ID, kafkajs(handler('      try { await score(message.value); } catch (e) { logger.error(e); }'), 'autoCommit: false,'), file).length, 0);
  });

  it('its documented examples', () => assertDocsExamples(ID));
});
