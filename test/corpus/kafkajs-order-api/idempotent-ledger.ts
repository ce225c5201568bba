// Ledger writer: must not write an entry twice, and a failed send should fail fast.
import { Kafka } from 'kafkajs';

const kafka = new Kafka({ clientId: 'ledger-writer', brokers: ['kafka:9092'] });

export const ledger = kafka.producer({
  idempotent: true,
  // expect: kafkajs-idempotent-retries
  retry: { retries: 0 },
});

export async function writeEntry(account: string, cents: number): Promise<void> {
  await ledger.send({ topic: 'ledger', messages: [{ key: account, value: String(cents) }] });
}
