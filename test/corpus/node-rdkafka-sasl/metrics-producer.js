'use strict';
const Kafka = require('node-rdkafka');

// Publishes host metrics to the managed cluster.
// expect: librdkafka-retry-reordering
const producer = new Kafka.Producer({
  'metadata.broker.list': process.env.KAFKA_BROKERS,
  'client.id': 'metrics-agent',
  'security.protocol': 'SASL_SSL',
  // expect: sasl-credentials-missing
  'sasl.mechanisms': 'SCRAM-SHA-512',
  'compression.codec': 'lz4',
  // expect: rdkafka-delivery-unobserved
  'dr_cb': true,
});

producer.connect();
producer.on('ready', () => {
  setInterval(() => {
    producer.produce('host-metrics', null, Buffer.from(JSON.stringify({ at: Date.now() })));
  }, 1000);
});
