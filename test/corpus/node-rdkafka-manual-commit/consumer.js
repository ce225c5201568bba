'use strict';
const Kafka = require('node-rdkafka');

// Reads shipment events and stores them; commits by hand after each write.
const consumer = new Kafka.KafkaConsumer({
  'group.id': 'shipment-store',
  'metadata.broker.list': process.env.KAFKA_BROKERS || 'localhost:9092',
  'enable.auto.commit': false,
}, {
  'auto.offset.reset': 'earliest',
});

consumer.connect();

consumer
  .on('ready', () => {
    consumer.subscribe(['shipments']);
    consumer.consume();
  })
  .on('data', async (message) => {
    await saveShipment(JSON.parse(message.value.toString()));
    // expect: offset-commit-not-next
    consumer.commit(message);
  });

async function saveShipment(shipment) {
  console.log('saved', shipment.id);
}

process.on('SIGTERM', () => consumer.disconnect());
