// Shared Kafka client for the notification service; settings come from the deployment's env.
const { Kafka, logLevel } = require('kafkajs');

const brokers = (process.env.KAFKA_BROKERS || 'localhost:9092').split(',');

const kafka = new Kafka({
  clientId: process.env.KAFKA_CLIENT_ID || 'notifications',
  brokers,
  // expect: kafkajs-ssl-from-env-string
  ssl: process.env.KAFKA_SSL || false,
  logLevel: logLevel.WARN,
});

// The audit client does it the safe way: a comparison is a boolean.
const auditKafka = new Kafka({
  clientId: 'notifications-audit',
  brokers,
  ssl: process.env.KAFKA_AUDIT_SSL === 'true',
});

module.exports = { kafka, auditKafka };
