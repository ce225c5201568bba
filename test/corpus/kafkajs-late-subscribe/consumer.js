// Reads order events, then (added later) refund events, and logs them for the reconciliation job.
const { Kafka } = require('kafkajs');

const kafka = new Kafka({ clientId: 'reconciler', brokers: (process.env.BROKERS || 'localhost:9092').split(',') });
const consumer = kafka.consumer({ groupId: 'reconciler' });

async function start() {
  await consumer.connect();
  await consumer.subscribe({ topic: 'orders', fromBeginning: true });

  await consumer.run({
    eachMessage: async ({ topic, partition, message }) => {
      console.log(`${topic}[${partition}] ${message.offset}: ${message.value}`);
    },
  });

  // expect: kafkajs-subscribe-after-run
  await consumer.subscribe({ topic: 'refunds', fromBeginning: true });
}

start().catch((err) => {
  console.error('reconciler failed', err);
  process.exit(1);
});

process.on('SIGTERM', () => consumer.disconnect().then(() => process.exit(0)));
