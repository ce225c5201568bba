// Shared Kafka client for the notifier workers.
const { Kafka, logLevel } = require('kafkajs');

const kafka = new Kafka({
  clientId: 'notifier',
  brokers: (process.env.KAFKA_BROKERS || 'localhost:9092').split(','),
  logLevel: logLevel.INFO,
  // expect: kafkajs-misspelt-option
  conectionTimeout: 10000,
  retry: {
    // expect: kafkajs-misspelt-option
    intialRetryTime: 500,
    retries: 10,
  },
});

const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });

module.exports = { kafka, producer };
