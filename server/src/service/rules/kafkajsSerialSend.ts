// kafkajs-serial-send: kafkajs has no linger or batch.size; every send() becomes its own produce
// request at once (docs/sources.md#kafkajs). Awaiting one single-message send per loop iteration therefore
// sends one request per message — the throughput problem of kafkajs issue #772.
import { isSerialSend, tsExtras } from './lang';
import { Severity, type Finding, type Rule } from './types';

/** A counted loop this short is a demo or a fixed set, not a stream of messages. */
const FEW = 100;

export const kafkajsSerialSend: Rule = {
  id: 'kafkajs-serial-send',
  severity: Severity.Warning,
  runtimeOnly: true,
  clients: ['kafkajs'],
  source: 'kafkajs v2.2.4 producer (no linger or batch.size: each send() is its own request); kafkajs issue #772',
  summary: 'await producer.send() of one message inside a loop: one request and one round trip per message (a loop over chunks of many messages is fine).',
  check(ctx) {
    const x = tsExtras(ctx.site);
    // Judged on the send() site itself; the producer site lists the same call again.
    if (x?.library !== 'kafkajs' || !x.send) return [];
    const out: Finding[] = [];
    for (const s of [x.send].filter(isSerialSend)) {
      // A counted loop of a few iterations (a demo that sends ten messages) costs a few round trips.
      const few = s.via === undefined && s.loopCount !== undefined && s.loopCount <= FEW;
      out.push({
        range: s.range,
        ...(few ? { severity: Severity.Hint } : {}),
        message: few ? `await ${s.method}() inside a loop that runs ${s.loopCount} times sends one produce request per message and waits for each ack: ${s.loopCount} round trips, which matters little here, but the same loop over many messages is bounded by 1 / round-trip time. kafkajs does not batch for you (no linger.ms): send the messages in one call, await producer.send({ topic, messages }).` : `await ${s.method}() ${s.via ? `in ${s.via}(), which a loop awaits once per item,` : 'inside a loop'} sends one produce request per message and waits for its ack before the next: throughput is bounded by 1 / round-trip time. kafkajs does not batch for you (no linger.ms): send many messages per call — e.g. loop over chunks of a few hundred, await producer.send({ topic, messages: chunk }) (or sendBatch), one request per chunk.`,
      });
    }
    return out;
  },
  docs: {
    why: 'kafkajs has no linger.ms or batch.size: each send() becomes its own produce request at once. Awaiting a send of one message inside a loop therefore costs one request and one full round trip per message, and the loop cannot go faster than the broker answers (kafkajs issue #772).',
    consequence: 'Measured on the embedded broker (docs/evidence/kafkajs-serial-send.md, `npm run bench:kafkajs-serial`): 2,000 messages of 200 bytes awaited one at a time went at 366 messages/s (2.73 ms each, on loopback); the same messages in send() calls of 500 went at 21,089 messages/s, 57.7× faster. Across a network every serial message also pays the network round trip.',
    bad: { file: 'producer.ts', text: 'import { Kafka } from \'kafkajs\';\nconst kafka = new Kafka({ clientId: \'orders\', brokers: [\'kafka1:9092\'] });\nconst producer = kafka.producer();\n\nexport async function publish(orders: string[]) {\n  for (const order of orders) {\n    await producer.send({ topic: \'orders\', messages: [{ value: order }] });\n  }\n}\n' },
    good: { file: 'producer.ts', text: 'import { Kafka } from \'kafkajs\';\nconst kafka = new Kafka({ clientId: \'orders\', brokers: [\'kafka1:9092\'] });\nconst producer = kafka.producer();\n\nexport async function publish(orders: string[]) {\n  await producer.send({ topic: \'orders\', messages: orders.map((value) => ({ value })) });\n}\n' },
    falsePositives: 'A loop that must send one message at a time (each send depends on the previous result). A counted loop with a literal bound of 100 or fewer (`for (let i = 0; i < 10; i++)`) is only a hint. A loop over chunks of many messages is not reported, nor a loop that also awaits a deliberate wait (`await sleep(…)`, `delay(…)`, `setTimeout` from timers/promises, `new Promise((r) => setTimeout(r, n))`) or reads a person\'s input (readline\'s `question`, readline-sync, inquirer\'s `prompt`): there one message at a time is the pace intended. Nor a loop that retries one send until it succeeds (a `return` or `break` follows the send in the loop body), whether the send is in the loop or in a helper it calls. Silence the line with a `//` suppression comment where the order of awaits is intended.',
    versions: 'kafkajs 1.x and 2.x.',
  },
};
