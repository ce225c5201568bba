import { Kafka, KafkaConfig, Message, Producer } from 'kafkajs'

export class EventPublisher {
  private readonly producer: Producer

  constructor(config: KafkaConfig) {
    const kafka = new Kafka(config)
    // expect: kafkajs-producer-not-idempotent
    this.producer = kafka.producer()
  }

  async publish(topic: string, event: Message): Promise<void> {
    try {
      // expect: client-per-call
      await this.producer.connect()
      await this.producer.send({ topic, messages: [event] })
    } finally {
      await this.producer.disconnect()
    }
  }
}
