// Audit tail: copies every access event into the audit database. Auto-commit was turned off
// "so that nothing is lost", but no commit was ever added.
const Kafka = require('node-rdkafka');
const { insertEvent } = require('./db');

const consumer = new Kafka.KafkaConsumer({
  'group.id': 'audit-tail',
  'metadata.broker.list': process.env.KAFKA_BROKERS || 'localhost:9092',
  // expect: offsets-never-committed
  'enable.auto.commit': false,
}, {});

consumer.on('ready', () => {
  consumer.subscribe(['access-events']);
  consumer.consume();
});

consumer.on('data', async (message) => {
  await insertEvent(JSON.parse(message.value.toString()));
});

consumer.on('event.error', (err) => console.error('kafka error', err));

process.on('SIGTERM', () => consumer.disconnect());
consumer.connect();
