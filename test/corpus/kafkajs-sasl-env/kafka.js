const { Kafka } = require('kafkajs');

// Credentials come from the deployment's environment.
// expect: sasl-plain-in-clear
const kafka = new Kafka({
  clientId: 'orders-api',
  brokers: process.env.KAFKA_BROKERS.split(','),
  sasl: {
    mechanism: process.env.KAFKA_SASL_MECHANISM,
    username: process.env.KAFKA_USERNAME,
    password: process.env.KAFKA_PASSWORD,
  },
});

// The audit cluster is reached over TLS.
const audit = new Kafka({
  clientId: 'orders-audit',
  brokers: process.env.AUDIT_BROKERS.split(','),
  ssl: true,
  sasl: {
    mechanism: 'plain',
    username: process.env.AUDIT_USERNAME,
    password: process.env.AUDIT_PASSWORD,
  },
});

module.exports = { kafka, audit };
