// Replay worker: same table, but it commits each message once the row is written, so a restart
// resumes after the last stored event.
const Kafka = require('node-rdkafka');
const { insertEvent } = require('./db');

const consumer = new Kafka.KafkaConsumer({
  'group.id': 'audit-replay',
  'metadata.broker.list': process.env.KAFKA_BROKERS || 'localhost:9092',
  'enable.auto.commit': false,
}, { 'auto.offset.reset': 'earliest' });

consumer.on('ready', () => {
  consumer.subscribe(['access-events.replay']);
  consumer.consume();
});

consumer.on('data', async (message) => {
  await insertEvent(JSON.parse(message.value.toString()));
  consumer.commitMessage(message);
});

consumer.on('event.error', (err) => console.error('kafka error', err));

process.on('SIGTERM', () => consumer.disconnect());
consumer.connect();
