// Relays each event to a partner webhook, one message at a time: a failed call is parked on a
// retry topic and the offset moves on either way, so the commit sits in both branches.
import { Kafka } from 'kafkajs';

declare function postToPartner(body: string): Promise<void>;

const kafka = new Kafka({ clientId: 'webhook-relay', brokers: ['kafka-0.kafka:9092'] });
const consumer = kafka.consumer({ groupId: 'webhook-relay' });
// expect: kafkajs-producer-not-idempotent
const producer = kafka.producer();

async function main(): Promise<void> {
  await producer.connect();
  await consumer.connect();
  await consumer.subscribe({ topics: ['partner-events'] });
  await consumer.run({
    autoCommit: false,
    eachMessage: async ({ topic, partition, message }) => {
      const next = (BigInt(message.offset) + 1n).toString();
      try {
        await postToPartner(message.value?.toString() ?? '');
        // expect: commit-per-message
        await consumer.commitOffsets([{ topic, partition, offset: next }]);
      } catch (err) {
        await producer.send({ topic: 'partner-events.retry', messages: [{ key: message.key, value: message.value }] });
        await consumer.commitOffsets([{ topic, partition, offset: next }]);
      }
    },
  });
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    await consumer.disconnect();
    await producer.disconnect();
    process.exit(0);
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
