// Thumbnail worker: Kafka delivers upload events, a loop renders them four at a time.
import { Kafka } from 'kafkajs';

const kafka = new Kafka({ clientId: 'thumbnailer', brokers: (process.env.BROKERS ?? 'localhost:9092').split(',') });
const consumer = kafka.consumer({ groupId: 'thumbnailer' });

const pending: Buffer[] = [];

async function renderThumbnail(payload: Buffer): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, payload.length % 50));
}

async function drainLoop(): Promise<void> {
  for (;;) {
    const next = pending.splice(0, 4);
    if (next.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    else await Promise.all(next.map(renderThumbnail));
  }
}

export async function start(): Promise<void> {
  await consumer.connect();
  await consumer.subscribe({ topics: ['uploads.created'], fromBeginning: false });
  void drainLoop();
  await consumer.run({
    // expect: kafkajs-commit-before-processing
    eachMessage: async ({ message }) => { pending.push(message.value as Buffer); },
  });
}
