// One-off re-publish job, run by hand as a single Kubernetes Job: a fixed id is what it needs.
import { Kafka } from 'kafkajs';

interface Order { id: string }
declare function allOrders(pageSize: number): AsyncIterable<Order[]>;

const kafka = new Kafka({ clientId: 'orders-reindex', brokers: ['kafka-0.kafka:9092'] });
const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1, transactionalId: 'orders-reindex-job' });

async function main(): Promise<void> {
  await producer.connect();
  for await (const page of allOrders(500)) {
    const tx = await producer.transaction();
    await tx.send({ topic: 'orders', messages: page.map((o) => ({ key: o.id, value: JSON.stringify(o) })) });
    await tx.commit();
  }
  await producer.disconnect();
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
