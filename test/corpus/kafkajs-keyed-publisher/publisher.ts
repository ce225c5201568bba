// Publishes account events; each account's events must stay in order for the ledger consumer.
import { Kafka, logLevel } from 'kafkajs';

const kafka = new Kafka({
  clientId: 'accounts-api',
  brokers: (process.env.KAFKA_BROKERS ?? 'localhost:9092').split(','),
  logLevel: logLevel.WARN,
});

export const producer = kafka.producer({ idempotent: true });

export interface AccountEvent { accountId: string; type: string; amount: number }

export async function publishAccountEvent(event: AccountEvent): Promise<void> {
  await producer.send({
    topic: 'account-events',
    // expect: kafkajs-option-misplaced
    key: event.accountId,
    messages: [{ value: JSON.stringify(event), headers: { type: event.type } }],
  });
}

export async function publishAudit(event: AccountEvent): Promise<void> {
  await producer.send({
    topic: 'account-audit',
    acks: -1,
    messages: [{ key: event.accountId, value: JSON.stringify(event) }],
  });
}
