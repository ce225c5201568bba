'use strict';
const Kafka = require('node-rdkafka');

// Resizes uploaded images; each message can take a few seconds.
// expect: consumer-never-disconnected
const consumer = new Kafka.KafkaConsumer({
  'group.id': 'image-resize',
  'metadata.broker.list': process.env.KAFKA_BROKERS,
  'enable.auto.commit': false,
  'session.timeout.ms': 45000,
  // expect: poll-interval-below-session
  'max.poll.interval.ms': 30000,
}, { 'auto.offset.reset': 'earliest' });

const results = new Kafka.Producer({
  'metadata.broker.list': process.env.KAFKA_BROKERS,
  'acks': 'all',
  // expect: librdkafka-retry-reordering
  'retries': 5,
  'linger.ms': 10,
});

const audit = new Kafka.Producer({
  'metadata.broker.list': process.env.KAFKA_BROKERS,
  'enable.idempotence': true,
  'acks': 'all',
  'retries': 5,
});

consumer.connect();
results.connect();
audit.connect();
