// kafkajs-run-then-disconnect: consumer.run() resolves once the consumer has joined its group and
// scheduled its fetch loop — it does not wait for messages (src/consumer/index.js run awaits
// runner.start; runner.js start: joinAndSync, then scheduleFetchManager without awaiting it). A
// disconnect() or stop() as the next statement therefore stops the consumer before it has
// processed more than the first fetch may bring, and every call joins and leaves the group, which
// makes the group rebalance each time. Statements between the two that only log are passed over;
// anything else between them (a sleep, a wait for a signal or for the messages) keeps it silent
// (sites/ts/runThenStop.ts).
import { tsExtras } from './lang';
import { Severity, type Rule } from './types';

export const kafkajsRunThenDisconnect: Rule = {
  id: 'kafkajs-run-then-disconnect',
  severity: Severity.Warning,
  clients: ['kafkajs'],
  source: 'kafkajs src/consumer/index.js run (awaits runner.start) and src/consumer/runner.js start (joinAndSync, then scheduleFetchManager, not awaited)',
  summary: 'consumer.disconnect() right after await consumer.run(): run() does not wait for messages, so the consumer is stopped before it has consumed anything much.',
  docs: {
    why: 'kafkajs\'s consumer.run() resolves as soon as the consumer has joined its group and started its fetch loop; the messages are handled afterwards, in the background, by eachMessage or eachBatch. Code that awaits run() and then disconnects, expecting run() to have consumed the topic, stops the consumer almost at once.',
    consequence: 'Little or nothing is consumed (what the first fetch may bring before the stop), and each call joins and leaves the group, so the group rebalances every time. A function that collects messages in eachMessage and returns them after disconnect() returns an empty list.',
    bad: { file: 'reader.js', text: "const { Kafka } = require('kafkajs');\nconst kafka = new Kafka({ clientId: 'reader', brokers: ['kafka:9092'] });\nconst consumer = kafka.consumer({ groupId: 'inventory-reader' });\nconst { Pool } = require('pg');\nconst pool = new Pool();\nconst saveItem = (item) => pool.query('INSERT INTO inventory (sku, qty) VALUES ($1, $2)', [item.sku, item.qty]);\n\nasync function syncInventory() {\n  await consumer.connect();\n  await consumer.subscribe({ topic: 'inventory', fromBeginning: true });\n  await consumer.run({ eachMessage: async ({ message }) => { await saveItem(JSON.parse(message.value.toString())); } });\n  await consumer.disconnect();\n}\n\nmodule.exports = { syncInventory };\n" },
    good: { file: 'reader.js', text: "const { Kafka } = require('kafkajs');\nconst kafka = new Kafka({ clientId: 'reader', brokers: ['kafka:9092'] });\nconst consumer = kafka.consumer({ groupId: 'inventory-reader' });\nconst { Pool } = require('pg');\nconst pool = new Pool();\nconst saveItem = (item) => pool.query('INSERT INTO inventory (sku, qty) VALUES ($1, $2)', [item.sku, item.qty]);\n\nasync function syncInventory() {\n  await consumer.connect();\n  await consumer.subscribe({ topic: 'inventory', fromBeginning: true });\n  await consumer.run({ eachMessage: async ({ message }) => { await saveItem(JSON.parse(message.value.toString())); } });\n}\n\nprocess.on('SIGTERM', () => consumer.disconnect().then(() => process.exit(0)));\nmodule.exports = { syncInventory };\n" },
    falsePositives: 'Anything between run() and the disconnect other than logging — waiting for a signal, a sleep, a promise that resolves when the expected messages have arrived — is taken as waiting for the consumer, and the rule stays silent.',
    versions: 'kafkajs 1.x and 2.x (checked against 2.2.4).',
  },
  check(ctx) {
    const x = tsExtras(ctx.site);
    if (x?.library !== 'kafkajs' || !x.runThenStop) return [];
    const stop = x.runThenStop;
    return [{
      range: stop.range,
      message: `${stop.method}() right after the run() of line ${stop.runLine + 1}: kafkajs's run() resolves once the consumer has joined its group and started fetching, without waiting for messages (runner.js start), so this stops the consumer before it has consumed more than the first fetch may bring, and the group rebalances on every join and leave. Keep the consumer running, and disconnect on shutdown (a SIGTERM handler), or wait for what you need before stopping it.`,
    }];
  },
};
