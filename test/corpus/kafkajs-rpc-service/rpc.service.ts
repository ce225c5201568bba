// Request/reply over Kafka for the pricing service: requests come in on <topic>, replies go out on
// <topic>.reply with the caller's correlation id.
import { EventEmitter } from 'events';
import { Kafka, Producer, Consumer, KafkaMessage } from 'kafkajs';

type Handler = (message: KafkaMessage) => Promise<unknown>;

export class RpcService {
  private readonly kafka = new Kafka({ clientId: 'pricing-rpc', brokers: (process.env.BROKERS ?? 'localhost:9092').split(',') });
  // expect: kafkajs-producer-not-idempotent
  private readonly producer: Producer = this.kafka.producer();
  private readonly consumer: Consumer = this.kafka.consumer({ groupId: 'pricing-rpc' });
  private readonly handlers = new Map<string, Handler>();
  private readonly replies = new EventEmitter();

  async start(topics: string[]): Promise<void> {
    await this.producer.connect();
    await this.consumer.connect();
    await this.consumer.subscribe({ topics });
    await this.consumer.run({
      eachMessage: this.onMessage.bind(this),
    });
  }

  handle(topic: string, handler: Handler): void {
    this.handlers.set(topic, handler);
  }

  private async onMessage({ topic, message }: { topic: string; message: KafkaMessage }): Promise<void> {
    const correlationId = message.headers?.correlationId?.toString() ?? '';
    if (message.headers?.reply) {
      this.replies.emit(correlationId, message.value);
      return;
    }
    const handler = this.handlers.get(topic);
    // expect: kafkajs-commit-before-processing
    setTimeout(async () => {
      const result = handler ? await handler(message) : undefined;
      // expect: send-promise-dropped
      await this.producer.send({
        topic: `${topic}.reply`,
        messages: [{ value: JSON.stringify(result ?? null), headers: { correlationId, reply: 'true' } }],
      });
    }, 0);
  }

  async stop(): Promise<void> {
    await this.consumer.disconnect();
    await this.producer.disconnect();
  }
}
