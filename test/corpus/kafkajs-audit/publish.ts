import { Kafka } from 'kafkajs';

const kafka = new Kafka({ clientId: 'audit-publisher', brokers: ['localhost:9092'] });
// expect: kafkajs-producer-not-idempotent
const producer = kafka.producer();

export interface AuditEvent { id: string; actor: string; action: string }

export async function publish(events: AuditEvent[]): Promise<void> {
  await producer.send({
    topic: 'audit-events',
    messages: events.map((e) => ({
      key: e.actor,
      value: JSON.stringify(e),
      // fire and forget: audit volume is high
      // expect: kafkajs-message-option
      acks: 0,
    })),
  });
}

export async function publishCritical(event: AuditEvent): Promise<void> {
  await producer.send({
    topic: 'audit-critical',
    acks: -1,
    timeout: 10000,
    messages: [{ key: event.actor, value: JSON.stringify(event), headers: { source: 'audit' } }],
  });
}
