// Operator tool: replays the orders of one day from a JSON export. Runs once per invocation,
// so a producer per run is the intended lifetime.
import { readFile } from 'node:fs/promises';
import { Command } from 'commander';
import { Kafka } from 'kafkajs';

const kafka = new Kafka({ clientId: 'order-replay', brokers: [process.env.KAFKA_BROKERS ?? 'localhost:9092'] });

new Command('replay')
  .argument('<file>', 'orders export (JSON array)')
  .option('--topic <topic>', 'target topic', 'orders')
  .action(async (file: string, opts: { topic: string }) => {
    const orders: Array<{ id: string }> = JSON.parse(await readFile(file, 'utf8'));
    const producer = kafka.producer({ idempotent: true });
    await producer.connect();
    try {
      for (let i = 0; i < orders.length; i += 500) {
        const chunk = orders.slice(i, i + 500).map((o) => ({ key: o.id, value: JSON.stringify(o) }));
        await producer.send({ topic: opts.topic, messages: chunk });
      }
    } finally {
      await producer.disconnect();
    }
  })
  .parseAsync();
