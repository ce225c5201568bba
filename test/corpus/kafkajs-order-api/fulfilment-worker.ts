// Fulfilment worker: reads orders, reserves stock, and emits shipment requests.
import { Kafka } from 'kafkajs';

const kafka = new Kafka({ clientId: 'fulfilment', brokers: ['kafka-1:9092', 'kafka-2:9092'] });
// expect: consumer-never-disconnected
const consumer = kafka.consumer({ groupId: 'fulfilment', sessionTimeout: 20000 });
// expect: kafkajs-producer-not-idempotent
const shipments = kafka.producer();

async function requestShipment(orderId: string, body: Buffer | null): Promise<void> {
  await shipments.send({ topic: 'shipment-requests', messages: [{ key: orderId, value: body }] });
}

// A one-off notification per order, through a producer created on the spot.
async function notifyCustomer(orderId: string): Promise<void> {
  // expect: client-per-message, kafkajs-producer-not-idempotent
  const notifier = kafka.producer();
  await notifier.connect();
  await notifier.send({ topic: 'customer-notifications', messages: [{ key: orderId, value: 'shipped' }] });
  await notifier.disconnect();
}

async function main(): Promise<void> {
  await Promise.all([consumer.connect(), shipments.connect()]);
  await consumer.subscribe({ topics: ['orders'] });
  await consumer.run({
    autoCommit: false,
    eachMessage: async ({ topic, partition, message }) => {
      const orderId = message.key?.toString() ?? 'unknown';
      await requestShipment(orderId, message.value);
      await notifyCustomer(orderId);
      // expect: commit-per-message
      await consumer.commitOffsets([{ topic, partition, offset: (BigInt(message.offset) + 1n).toString() }]);
    },
  });
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
