// Outbox relay: polls the outbox table and publishes each row inside a transaction.
// Deployed behind the same Service as the API (replicas: 3 in the chart).
import { Kafka, logLevel } from 'kafkajs';
import { createServer } from 'node:http';

interface OutboxRow { orderId: string; payload: string }
declare function nextOutboxRows(limit: number): Promise<OutboxRow[]>;
declare function markPublished(rows: OutboxRow[]): Promise<void>;

const kafka = new Kafka({ clientId: 'orders-outbox', brokers: ['kafka-0.kafka:9092', 'kafka-1.kafka:9092'], logLevel: logLevel.WARN });

const producer = kafka.producer({
  idempotent: true,
  maxInFlightRequests: 1,
  // expect: transactional-id-fixed-in-replicas
  transactionalId: 'orders-outbox-relay',
});

export async function relayOnce(): Promise<void> {
  const rows = await nextOutboxRows(100);
  if (rows.length === 0) return;
  const tx = await producer.transaction();
  try {
    await tx.send({ topic: 'orders', messages: rows.map((r) => ({ key: r.orderId, value: r.payload })) });
    await tx.commit();
    await markPublished(rows);
  } catch (err) {
    await tx.abort();
    throw err;
  }
}

// Health endpoint for the orchestrator; the relay loop starts with the server.
createServer((_req, res) => res.end('ok')).listen(8080, async () => {
  await producer.connect();
  setInterval(() => relayOnce().catch(console.error), 500);
});
