// send-promise-dropped: kafkajs / CKJS (KafkaJS API) producer.send() or sendBatch() written as a
// statement of its own — not awaited, returned, assigned, chained with .then/.catch, collected for
// Promise.all, or voided. send() reports every failure only through its promise (kafkajs
// src/producer/messageProducer.js rejects after the retries; CKJS lib/kafkajs/_producer.js rejects
// on a failed delivery report). A rejected promise nobody handles is an unhandled rejection, which
// Node.js 15 and newer turn into an uncaught exception that ends the process (the default
// --unhandled-rejections=throw mode, Node.js CLI docs); older Node versions only print a warning.
// Either way the caller has gone on as if the message were sent. A chain of `.then(ok)` or
// `.finally(…)` links passes the rejection on (Promise/A+: a link without a rejection handler
// rejects with the same reason), so `send(…).then(log);` drops it too. `void producer.send(…)` says the
// author chose not to wait and is left alone. The same holds for a send that is awaited inside an
// async function a timer (setInterval, setTimeout) or an event emitter's on/once listener calls:
// they drop the function's promise, so without a try/catch inside it the rejection is unhandled.
// Facts: SendCall.dropped and droppedBy (sites/ts/kafkajs.ts, ast.ts rejectionDroppedBy).
import { sendsOf, tsExtras } from './lang';
import { Severity, type Finding, type Rule } from './types';

export const sendPromiseDropped: Rule = {
  id: 'send-promise-dropped',
  severity: Severity.Warning,
  roles: ['producer'],
  clients: ['kafkajs', 'librdkafka'],
  source: 'kafkajs src/producer/messageProducer.js and CKJS lib/kafkajs/_producer.js (send() reports failures only by rejecting its promise); Node.js CLI docs --unhandled-rejections (throw is the default from Node 15)',
  summary: 'producer.send() whose promise nobody awaits or catches: a failed send goes unseen, or ends the process as an unhandled rejection.',
  docs: {
    why: 'send() and sendBatch() report a failure — the broker unreachable after the retries, a message too large, a topic that does not exist — only by rejecting the promise they return. Dropped on the floor, that rejection reaches no code that could log, retry or answer the caller. `await producer.send(…)` inside an async function given to setInterval, setTimeout or an event emitter\'s on() is no better without a try/catch there: the timer or the emitter calls the function and drops its promise.',
    consequence: 'From Node.js 15 an unhandled rejection is raised as an uncaught exception and the process exits (the default --unhandled-rejections=throw mode, Node.js CLI documentation); before that it is a warning on stderr. Either way the caller has already reported success.',
    bad: { file: 'events.ts', text: "import { Kafka } from 'kafkajs';\n\nconst kafka = new Kafka({ clientId: 'events', brokers: ['kafka:9092'] });\nconst producer = kafka.producer();\n\nexport function track(userId: string, action: string): void {\n  producer.send({ topic: 'user-actions', messages: [{ key: userId, value: action }] });\n}\n" },
    good: { file: 'events.ts', text: "import { Kafka } from 'kafkajs';\n\nconst kafka = new Kafka({ clientId: 'events', brokers: ['kafka:9092'] });\nconst producer = kafka.producer();\n\nexport function track(userId: string, action: string): void {\n  producer\n    .send({ topic: 'user-actions', messages: [{ key: userId, value: action }] })\n    .catch((err) => console.error('user action not sent', err));\n}\n" },
    falsePositives: 'A process-wide `unhandledRejection` handler that logs and carries on does see the failure; the rule does not look for one. Mark a deliberate fire-and-forget with `void producer.send(…)` (not reported) or silence the line with `// kafka-tuning-disable-next-line send-promise-dropped`.',
    versions: 'kafkajs 2.x; @confluentinc/kafka-javascript (KafkaJS API); the process exit needs Node.js 15 or newer',
  },
  check(ctx) {
    const x = tsExtras(ctx.site);
    if (!x) return [];
    // kafkajs: judged on the send() site (the producer lists the same call); CKJS: on its producer.
    const calls = x.library === 'kafkajs' ? (x.send ? [x.send] : []) : x.library === 'ckjs' && x.api === 'producer' ? sendsOf(ctx.site) : [];
    const out: Finding[] = [];
    for (const s of calls) {
      if (s.droppedBy) {
        out.push({
          range: s.range,
          message: `${s.method}() is awaited, but inside an async function that ${s.droppedBy.startsWith('.') ? `an event emitter's ${s.droppedBy} listener` : s.droppedBy} calls and whose promise it drops, with no try/catch around it: a failed send (broker unreachable after the retries, message too large, unknown topic) rejects that promise and nobody handles it — Node.js 15 and newer end the process on the unhandled rejection, older versions print a warning. Catch the failure inside the function (try/catch around the await, or .catch() on the send).`,
        });
        continue;
      }
      if (!s.dropped) continue;
      out.push({
        range: s.range,
        message: `The promise ${s.method}() returns is dropped${s.droppedThrough ? ` (its ${s.droppedThrough.join('')} handles no rejection and passes it on)` : ''}: if the send fails (broker unreachable after the retries, message too large, unknown topic) nobody sees it — Node.js 15 and newer end the process on the unhandled rejection, older versions print a warning — and this code has already gone on as if it was sent. await it, return it, or add .catch() to log or retry.`,
      });
    }
    return out;
  },
};
