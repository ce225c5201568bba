// Gateway client: one producer for the API's events, one consumer for the replies.
'use strict';
const Kafka = require('node-rdkafka');

const brokers = process.env.KAFKA_BROKERS || 'localhost:9092';

// expect: librdkafka-retry-reordering
const producer = new Kafka.HighLevelProducer({
  'metadata.broker.list': brokers,
  'client.id': 'gateway',
  dr_cb: true,
});
producer.setPollInterval(100);
producer.on('delivery-report', (err, report) => {
  if (err) console.error('delivery failed', report.topic, err);
});
producer.on('event.error', (err) => {
  console.error('producer error', err);
  // expect: rdkafka-exit-on-event-error
  process.exit(1);
});

const replies = new Kafka.KafkaConsumer({
  'metadata.broker.list': brokers,
  'group.id': 'gateway-replies',
}, {});
let failures = 0;
replies.on('event.error', (err) => {
  console.error('consumer error', err);
  if (++failures > 100) process.exit(1);
});
replies.on('ready', () => {
  failures = 0;
  replies.subscribe(['gateway.replies']);
  replies.consume();
});

function connect() {
  producer.connect();
  replies.connect();
}

function close() {
  producer.disconnect();
  replies.disconnect();
}

module.exports = { producer, replies, connect, close };
