// Notification service used by the API layer: one publish() per notification.
import { Kafka, type Producer } from 'kafkajs';

export class NotificationsService {
  private readonly kafka = new Kafka({ clientId: 'notifications', brokers: ['kafka:9092'] });

  async publish(userId: string, text: string): Promise<void> {
    // expect: client-per-call, kafkajs-producer-not-idempotent
    const producer = this.kafka.producer();
    await producer.connect();
    await producer.send({ topic: 'notifications', messages: [{ key: userId, value: text }] });
    await producer.disconnect();
  }
}

export class AuditService {
  private readonly kafka = new Kafka({ clientId: 'audit', brokers: ['kafka:9092'] });
  private producer: Producer;

  constructor() {
    // expect: kafkajs-producer-not-idempotent
    this.producer = this.kafka.producer();
  }

  async onModuleInit(): Promise<void> {
    await this.producer.connect();
  }

  async record(entry: string): Promise<void> {
    await this.producer.send({ topic: 'audit', messages: [{ value: entry }] });
  }

  async onModuleDestroy(): Promise<void> {
    await this.producer.disconnect();
  }
}
