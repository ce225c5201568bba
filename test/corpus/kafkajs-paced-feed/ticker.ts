// Demo price feed: publishes one quote every 800 ms so the dashboard shows prices moving.
import { Kafka } from 'kafkajs';
import { setTimeout as delay } from 'node:timers/promises';

const kafka = new Kafka({ clientId: 'ticker', brokers: ['kafka:9092'] });
// expect: kafkajs-producer-not-idempotent
const producer = kafka.producer();

export async function feed(symbols: string[]): Promise<void> {
  await producer.connect();
  try {
    for (const symbol of symbols) {
      const price = (100 + Math.random() * 10).toFixed(2);
      await producer.send({ topic: 'quotes', messages: [{ key: symbol, value: price }] });
      await delay(800);
    }
  } finally {
    await producer.disconnect();
  }
}
