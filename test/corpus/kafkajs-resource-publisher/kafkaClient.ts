import { Kafka, Partitioners } from 'kafkajs';

// Publishes resource-change events for the search indexer. The options were taken from a
// transactional example, but this service sends plain, non-transactional batches.
const kafka = new Kafka({
  clientId: 'resource-publisher',
  brokers: (process.env.KAFKA_BROKERS ?? 'localhost:9092').split(','),
});

// expect: kafkajs-producer-not-idempotent
export const resourceProducer = kafka.producer({
  allowAutoTopicCreation: false,
  createPartitioner: Partitioners.DefaultPartitioner,
  // expect: transaction-timeout-unused
  transactionTimeout: 60000,
});

// The index-rebuild job writes a whole rebuild atomically: transactional, so the timeout is its own.
export const rebuildProducer = kafka.producer({
  transactionalId: 'resource-index-rebuild',
  maxInFlightRequests: 1,
  idempotent: true,
  transactionTimeout: 120000,
});

export async function publishChange(id: string, change: object): Promise<void> {
  await resourceProducer.send({ topic: 'resource-changes', messages: [{ key: id, value: JSON.stringify(change) }] });
}

export async function rebuild(ids: string[]): Promise<void> {
  const tx = await rebuildProducer.transaction();
  try {
    await tx.send({ topic: 'resource-index', messages: ids.map((id) => ({ key: id, value: id })) });
    await tx.commit();
  } catch (err) {
    await tx.abort();
    throw err;
  }
}
