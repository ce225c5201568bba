// Publishes account events; each account's events must stay in order for the ledger consumer.
const { Kafka, logLevel } = require('kafkajs');

const kafka = new Kafka({
  clientId: 'accounts-api',
  brokers: (process.env.KAFKA_BROKERS || 'localhost:9092').split(','),
  logLevel: logLevel.WARN,
});

const producer = kafka.producer({ idempotent: true });

async function publishAccountEvent(event) {
  await producer.send({
    topic: 'account-events',
    // expect: kafkajs-option-misplaced
    key: event.accountId,
    messages: [{ value: JSON.stringify(event), headers: { type: event.type } }],
  });
}

async function publishAudit(event) {
  await producer.send({
    topic: 'account-audit',
    acks: -1,
    messages: [{ key: event.accountId, value: JSON.stringify(event) }],
  });
}

module.exports = { producer, publishAccountEvent, publishAudit };
