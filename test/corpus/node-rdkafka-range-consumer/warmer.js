// Keeps a cache warm from a compacted topic. package.json allows any node-rdkafka 2.x from 2.6.1,
// and those releases bundle librdkafka 0.11.6 to 2.2.0, whose session.timeout.ms defaults differ.
const Kafka = require('node-rdkafka');
const cache = new Map();

// expect: consumer-never-disconnected
const consumer = new Kafka.KafkaConsumer({
  'group.id': 'cache-warmer',
  'metadata.broker.list': 'kafka-0.kafka:9092',
}, { 'auto.offset.reset': 'earliest' });

consumer.connect();

consumer
  .on('ready', () => {
    consumer.subscribe(['prices.compacted']);
    consumer.consume();
  })
  .on('data', (record) => {
    const key = record.key ? record.key.toString() : '';
    if (record.value === null) cache.delete(key);
    else cache.set(key, record.value.toString());
  });
