// Fraud scorer: card transactions are scored as they arrive; the audit feed only archives them.
import { Kafka, type Consumer } from 'kafkajs';

const logger = {
  warn: (...args: unknown[]) => console.warn(...args),
  error: (...args: unknown[]) => console.error(...args),
};

export interface FraudEngine {
  score(tx: unknown): Promise<void>;
  archive(tx: unknown): Promise<void>;
}

export class TransactionConsumer {
  private readonly kafka = new Kafka({ clientId: 'fraud-scorer', brokers: (process.env.KAFKA_BROKERS ?? 'localhost:9092').split(',') });
  private readonly consumer: Consumer = this.kafka.consumer({ groupId: 'fraud-scorer' });
  private readonly archive: Consumer = this.kafka.consumer({ groupId: 'fraud-archive' });
  // expect: kafkajs-producer-not-idempotent
  private readonly deadLetters = this.kafka.producer();

  constructor(private readonly engine: FraudEngine) {}

  async start(): Promise<void> {
    await this.consumer.connect();
    await this.consumer.subscribe({ topics: ['card.transactions'] });
    await this.consumer.run({
      eachMessage: async ({ message }) => {
        if (!message.value) return;
        try {
          const tx = JSON.parse(message.value.toString());
          await this.engine.score(tx);
        // expect: handler-error-swallowed
        } catch (e) {
          logger.error('scoring failed', e);
        }
      },
    });
  }

  async startArchive(): Promise<void> {
    await this.deadLetters.connect();
    await this.archive.connect();
    await this.archive.subscribe({ topics: ['card.transactions'] });
    await this.archive.run({
      eachMessage: async ({ topic, message }) => {
        let tx: unknown;
        try {
          tx = JSON.parse(String(message.value));
        } catch (e) {
          logger.warn('unreadable transaction skipped', e);
          return;
        }
        try {
          await this.engine.archive(tx);
        } catch (e) {
          logger.error('archive failed, parked', e);
          await this.deadLetters.send({ topic: `${topic}.dlq`, messages: [message] });
        }
      },
    });
  }

  async stop(): Promise<void> {
    await this.consumer.disconnect();
    await this.archive.disconnect();
    await this.deadLetters.disconnect();
  }
}
