// Consumer controller of a small Express service: one endpoint starts reading a topic in batches
// and keeps the messages in memory for the dashboard, another stops it. A second consumer copies
// price updates into the cache and marks each one done as it goes.
const { Kafka } = require('kafkajs');

const kafka = new Kafka({ clientId: 'dashboard', brokers: (process.env.KAFKA_BROKERS || 'localhost:9092').split(',') });
const consumer = kafka.consumer({ groupId: 'dashboard-feed' });
const prices = kafka.consumer({ groupId: 'price-cache' });
const recent = [];
const cache = new Map();

async function startConsumer(req, res) {
  await consumer.connect();
  await consumer.subscribe({ topics: [req.params.topic], fromBeginning: true });
  await consumer.run({
    // expect: kafkajs-batch-never-resolved
    eachBatchAutoResolve: false,
    eachBatch: async ({ batch, heartbeat }) => {
      for (const message of batch.messages) {
        recent.push({ partition: batch.partition, value: message.value.toString() });
        if (recent.length > 500) recent.shift();
      }
      await heartbeat();
    },
  });
  res.json({ started: req.params.topic });
}

async function startPrices() {
  await prices.connect();
  await prices.subscribe({ topics: ['prices'] });
  await prices.run({
    eachBatchAutoResolve: false,
    eachBatch: async ({ batch, resolveOffset, heartbeat, isRunning }) => {
      for (const message of batch.messages) {
        if (!isRunning()) break;
        cache.set(String(message.key), JSON.parse(message.value.toString()));
        resolveOffset(message.offset);
        await heartbeat();
      }
    },
  });
}

async function stopConsumer(req, res) {
  await consumer.disconnect();
  await prices.disconnect();
  res.json({ stopped: true });
}

module.exports = { startConsumer, startPrices, stopConsumer, recent };
