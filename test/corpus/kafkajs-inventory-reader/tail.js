// Long-running tail of the same topic: runs until the process is told to stop.
const { Kafka } = require('kafkajs');

const kafka = new Kafka({ clientId: 'inventory-tail', brokers: (process.env.KAFKA_BROKERS || 'localhost:9092').split(',') });
const consumer = kafka.consumer({ groupId: 'inventory-tail' });

async function tail(onItem) {
  await consumer.connect();
  await consumer.subscribe({ topic: 'inventory' });
  await consumer.run({
    eachMessage: async ({ message }) => {
      await onItem(JSON.parse(message.value.toString()));
    },
  });
  await new Promise((resolve) => process.once('SIGTERM', resolve));
  await consumer.disconnect();
}

module.exports = { tail };
