// Kafka client for the feed worker.
const { Kafka, Partitioners, logLevel } = require('kafkajs');

const kafka = new Kafka({
  clientId: process.env.SERVICE_NAME || 'feed-worker',
  brokers: (process.env.KAFKA_BROKERS || 'localhost:9092').split(','),
  logLevel: logLevel.WARN,
  // expect: kafkajs-option-misplaced
  createPartitioner: Partitioners.LegacyPartitioner,
});

const consumer = kafka.consumer({
  groupId: 'feed-worker',
  sessionTimeout: 30000,
  retry: {
    initialRetryTime: 500,
    // expect: kafkajs-retry-factor
    factor: 2,
    retries: 6,
  },
});

// expect: kafkajs-producer-not-idempotent
const producer = kafka.producer({ allowAutoTopicCreation: false });

async function start(onItem) {
  await Promise.all([consumer.connect(), producer.connect()]);
  await consumer.subscribe({ topic: 'feed-items', fromBeginning: true });
  await consumer.run({
    eachMessage: async ({ message }) => {
      const item = JSON.parse(message.value.toString());
      await onItem(item);
      await producer.send({ topic: 'feed-items-done', messages: [{ key: message.key, value: item.id }] });
    },
  });
}

module.exports = { start };
