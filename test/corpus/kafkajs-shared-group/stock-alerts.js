// Sends a mail when an item runs low. Started with `node stock-alerts.js`.
const { Kafka } = require('kafkajs');

const kafka = new Kafka({ clientId: 'stock-alerts', brokers: ['localhost:9092'] });
// expect: kafkajs-group-shared-across-topics
const consumer = kafka.consumer({ groupId: 'notifier-group' });

async function main() {
  await consumer.connect();
  await consumer.subscribe({ topic: 'stock-levels', fromBeginning: true });
  await consumer.run({
    eachMessage: async ({ message }) => {
      const level = JSON.parse(message.value.toString());
      if (level.available < 5) console.log(`low stock: ${level.sku}`);
    },
  });
}

main().catch((err) => { console.error(err); process.exit(1); });
process.on('SIGTERM', () => consumer.disconnect().then(() => process.exit(0)));
