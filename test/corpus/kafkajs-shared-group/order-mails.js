// Mails an order confirmation. Started with `node order-mails.js`.
const { Kafka } = require('kafkajs');

const kafka = new Kafka({ clientId: 'order-mails', brokers: ['localhost:9092'] });
// expect: kafkajs-group-shared-across-topics
const consumer = kafka.consumer({ groupId: 'notifier-group' });

async function main() {
  await consumer.connect();
  await consumer.subscribe({ topics: ['orders-confirmed'], fromBeginning: true });
  await consumer.run({
    eachMessage: async ({ message }) => {
      const order = JSON.parse(message.value.toString());
      console.log(`mail for order ${order.id}`);
    },
  });
}

main().catch((err) => { console.error(err); process.exit(1); });
process.on('SIGTERM', () => consumer.disconnect().then(() => process.exit(0)));
