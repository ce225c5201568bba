// Order events consumer on @confluentinc/kafka-javascript, moved to the KIP-848 protocol.
// kafka-tuning: client=librdkafka@2.11.1
const { KafkaJS } = require('@confluentinc/kafka-javascript');

const kafka = new KafkaJS.Kafka({});

const orderEvents = kafka.consumer({
  'bootstrap.servers': process.env.KAFKA_BROKERS ?? 'localhost:9092',
  'group.id': 'order-events',
  'group.protocol': 'consumer',
  'enable.auto.commit': false,
  // expect: librdkafka-group-protocol-conflict
  'session.timeout.ms': 30000,
  // expect: librdkafka-group-protocol-conflict
  'partition.assignment.strategy': 'cooperative-sticky',
});

module.exports = { orderEvents };
