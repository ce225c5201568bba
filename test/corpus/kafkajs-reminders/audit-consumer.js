// Near miss: the audit row is the work; the Slack ping after it is best effort.
const { Kafka } = require('kafkajs');
const { saveAuditRow } = require('./db');

const kafka = new Kafka({ clientId: 'audit', brokers: ['kafka:9092'] });
const consumer = kafka.consumer({ groupId: 'audit-writer' });

async function pingSlack(text) {
  try {
    await fetch(process.env.SLACK_WEBHOOK, { method: 'POST', body: JSON.stringify({ text }) });
  } catch (err) {
    console.warn('slack ping failed', err);
  }
}

async function start() {
  await consumer.connect();
  await consumer.subscribe({ topic: 'audit.events' });
  await consumer.run({
    eachMessage: async ({ message }) => {
      const event = JSON.parse(message.value.toString());
      await saveAuditRow(event);
      await pingSlack(`audit: ${event.type}`);
    },
  });
}

module.exports = { start };
