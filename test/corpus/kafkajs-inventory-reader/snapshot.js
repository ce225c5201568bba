// HTTP handler helper: "read the inventory topic and return what is in it".
const { Kafka } = require('kafkajs');

const kafka = new Kafka({ clientId: 'inventory-api', brokers: (process.env.KAFKA_BROKERS || 'localhost:9092').split(',') });
const consumer = kafka.consumer({ groupId: 'inventory-snapshot' });

async function readSnapshot() {
  const items = [];
  await consumer.connect();
  await consumer.subscribe({ topic: 'inventory', fromBeginning: true });
  await consumer.run({
    // expect: kafkajs-commit-before-processing
    eachMessage: async ({ message }) => {
      items.push(JSON.parse(message.value.toString()));
    },
  });
  console.log('snapshot read');
  // expect: kafkajs-run-then-disconnect
  await consumer.disconnect();
  return items;
}

module.exports = { readSnapshot };
