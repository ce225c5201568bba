// Search indexer: every order event is written to the search cluster; the audit trail is awaited,
// the index write is not.
import { Kafka } from 'kafkajs';

const kafka = new Kafka({ clientId: 'search-indexer', brokers: ['kafka-1:9092', 'kafka-2:9092'] });
const consumer = kafka.consumer({ groupId: 'search-indexer' });

async function indexOrder(doc: Record<string, unknown>): Promise<void> {
  await fetch('http://search:9200/orders/_doc', { method: 'POST', body: JSON.stringify(doc) });
}

async function recordAudit(offset: string): Promise<void> {
  await fetch('http://audit:8080/seen', { method: 'POST', body: offset });
}

function countReceived(): void {
  received += 1;
}
let received = 0;

export async function start(): Promise<void> {
  await consumer.connect();
  await consumer.subscribe({ topics: ['orders.placed'] });
  await consumer.run({
    autoCommit: true,
    eachMessage: async ({ message }) => {
      countReceived();
      const doc = JSON.parse(String(message.value)) as Record<string, unknown>;
      await recordAudit(message.offset);
      // expect: kafkajs-work-not-awaited
      indexOrder(doc);
    },
  });
}

export async function stop(): Promise<void> {
  await consumer.disconnect();
}
