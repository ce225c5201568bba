// Load generator for the staging cluster: keeps the topic busy with batches of 200 synthetic
// clicks per send, as fast as the broker acknowledges them, until stopped.
import { Kafka } from 'kafkajs';

const kafka = new Kafka({ clientId: 'click-load', brokers: ['kafka-staging:9092'] });
// expect: kafkajs-producer-not-idempotent
const producer = kafka.producer();

let running = true;

export function stop(): void {
  running = false;
}

export async function generate(userIds: string[]): Promise<void> {
  await producer.connect();
  try {
    while (running) {
      const messages = [];
      for (let i = 0; i < 200; i++) {
        const user = userIds[Math.floor(Math.random() * userIds.length)];
        messages.push({ key: user, value: JSON.stringify({ user, at: Date.now() }) });
      }
      await producer.send({ topic: 'clicks', messages });
    }
  } finally {
    await producer.disconnect();
  }
}
