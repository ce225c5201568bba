// kafkajs-subscribe-after-run: a kafkajs consumer's subscribe() called after its run() in the same
// block (check 82: a second topic subscribed after the consumer started). run() marks the consumer
// running before its first await (kafkajs src/consumer/index.js: `consumerGroup =
// createConsumerGroup(…)`), and subscribe() on a running consumer throws
// KafkaJSNonRetriableError "Cannot subscribe to topic while consumer is running". The topic is never
// consumed, and an unhandled rejection ends the process on Node 15 and newer. All of a consumer's
// topics go in one subscribe({ topics: [...] }) (or several subscribe() calls) before run(); a
// stop() or disconnect() between run() and subscribe() makes it legal again and is left alone.
import { tsExtras } from './lang';
import { Severity, type Rule } from './types';

const SERVICE = (calls: string) => `const { Kafka } = require('kafkajs');

const kafka = new Kafka({ clientId: 'billing', brokers: ['kafka-1:9092'] });
const consumer = kafka.consumer({ groupId: 'billing' });

async function main() {
  await consumer.connect();
${calls}
}

main().catch((err) => { console.error(err); process.exit(1); });
`;

export const kafkajsSubscribeAfterRun: Rule = {
  id: 'kafkajs-subscribe-after-run',
  severity: Severity.Error,
  roles: ['consumer'],
  clients: ['kafkajs'],
  source: 'kafkajs src/consumer/index.js (run: consumerGroup set before the first await; subscribe: "Cannot subscribe to topic while consumer is running" when consumerGroup is set)',
  summary: 'A kafkajs consumer calls subscribe() after run(): kafkajs throws "Cannot subscribe to topic while consumer is running" and the topic is never consumed.',
  docs: {
    why: 'A kafkajs consumer takes its subscriptions before it starts: run() joins the group with the topics subscribed so far, and from the moment run() is called the consumer counts as running. A subscribe() after it is refused rather than added to the group.',
    consequence: 'subscribe() rejects with KafkaJSNonRetriableError "Cannot subscribe to topic while consumer is running": nothing is read from that topic, and if the rejection is not handled, Node 15 and newer end the process.',
    bad: { file: 'billing.js', text: SERVICE("  await consumer.subscribe({ topics: ['invoices'] });\n  await consumer.run({ eachMessage: async ({ topic, message }) => console.log(topic, String(message.value)) });\n  await consumer.subscribe({ topics: ['refunds'] });") },
    good: { file: 'billing.js', text: SERVICE("  await consumer.subscribe({ topics: ['invoices', 'refunds'] });\n  await consumer.run({ eachMessage: async ({ topic, message }) => console.log(topic, String(message.value)) });") },
    falsePositives: 'A consumer stopped (stop() or disconnect()) between run() and subscribe() may subscribe again, and is not reported. A subscribe() in an if, try or loop written after run() is reported; one in the other branch of the if that holds run(), or in a callback (a signal handler), is not. Calls in different functions are not compared.',
    versions: 'kafkajs 1.x and 2.x (checked against 2.2.4).',
  },
  check(ctx) {
    const found = tsExtras(ctx.site)?.use?.subscribeAfterRun;
    if (!found) return [];
    return [{
      range: found.subscribe,
      message: `subscribe() after run() (line ${found.run.start.line + 1}) on the same consumer: run() marks a kafkajs consumer running before it joins the group, and subscribe() then throws KafkaJSNonRetriableError "Cannot subscribe to topic while consumer is running" (src/consumer/index.js), so this topic is never consumed. Subscribe to every topic before run(): subscribe({ topics: [...] }).`,
    }];
  },
};
