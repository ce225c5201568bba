'use strict';
const Kafka = require('node-rdkafka');

// expect: librdkafka-retry-reordering
const producer = new Kafka.Producer({ 'metadata.broker.list': process.env.KAFKA_BROKERS, 'dr_cb': true });
producer.connect();

process.on('SIGINT', () => {
  producer.flush(2000, () => {
    producer.disconnect();
    process.exit(0);
  });
});

process.on('SIGTERM', () => {
  // expect: flush-then-exit
  producer.flush(2000);
  process.exit(0);
});
