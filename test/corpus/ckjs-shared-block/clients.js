// One Kafka object for the whole inventory service; its producer and its consumer share the
// broker list and credentials written once here.
const { KafkaJS } = require('@confluentinc/kafka-javascript');

const kafka = new KafkaJS.Kafka({
  kafkaJS: {
    clientId: 'inventory',
    brokers: ['broker-a:9092', 'broker-b:9092'],
    // expect: ckjs-role-key-in-common-block
    acks: -1,
    // expect: ckjs-role-key-in-common-block
    compression: KafkaJS.CompressionTypes.GZIP,
    // maxInFlightRequests is a key both clients accept
    maxInFlightRequests: 5,
  },
});

const producer = kafka.producer({ kafkaJS: { idempotent: true } });
const consumer = kafka.consumer({ kafkaJS: { groupId: 'inventory-sync', fromBeginning: false } });

async function start() {
  await producer.connect();
  await consumer.connect();
  await consumer.subscribe({ topics: ['stock.changed'] });
  await consumer.run({
    eachMessage: async ({ message }) => {
      await producer.send({ topic: 'stock.audit', messages: [{ key: message.key, value: message.value }] });
    },
  });
}

async function stop() {
  await consumer.disconnect();
  await producer.disconnect();
}

module.exports = { start, stop };
