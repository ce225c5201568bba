// Copies every report event into the audit store.
const kafka = require('../KafkaConfig');
const audit = require('./auditStore');

async function startAudit() {
  await kafka.consumer.subscribe({ topic: 'report-events' });
  await kafka.consumer.run({
    eachMessage: async ({ topic, partition, message }) => {
      try {
        await audit.insert({ topic, partition, offset: message.offset, body: JSON.parse(message.value.toString()) });
      // expect: handler-error-swallowed
      } catch (err) {
        console.error('audit insert failed', err);
      }
    },
  });
}

module.exports = { startAudit };
