// The service's one Kafka connection: a producer for the API and a consumer the controllers run.
const { Kafka } = require('kafkajs');

class KafkaConfig {
  constructor() {
    this.kafka = new Kafka({
      clientId: 'report-viewer',
      brokers: (process.env.KAFKA_BROKERS || 'localhost:9092').split(','),
    });
    // expect: kafkajs-producer-not-idempotent
    this.producer = this.kafka.producer();
    this.consumer = this.kafka.consumer({ groupId: 'report-viewer' });
  }

  async connect() {
    await this.producer.connect();
    await this.consumer.connect();
  }

  async close() {
    await this.consumer.disconnect();
    await this.producer.disconnect();
  }
}

module.exports = new KafkaConfig();
