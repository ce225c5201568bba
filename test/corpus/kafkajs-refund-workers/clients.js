// One Kafka instance for every worker of the refunds service.
const { Kafka, logLevel } = require('kafkajs');

const kafka = new Kafka({
  clientId: 'refund-workers',
  brokers: (process.env.KAFKA_BROKERS || 'localhost:9092').split(','),
  logLevel: logLevel.WARN,
});

function consumerFor(groupId) {
  return kafka.consumer({ groupId });
}

module.exports = { kafka, consumerFor };
