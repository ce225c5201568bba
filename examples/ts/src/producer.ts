// Order events from Node with kafkajs. kafkajs has no linger: each send() is a request.
import { CompressionTypes, Kafka } from 'kafkajs';

const kafka = new Kafka({ clientId: 'orders', brokers: ['127.0.0.1:9092'] });

// kafka-tuning: record-bytes=512 rate=2000
const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 5 });

export async function publish(events: Array<{ id: string; body: string }>): Promise<void> {
  await producer.connect();
  for (const e of events) {
    // One request and one round trip per event, and acks: 1 on an idempotent producer throws.
    await producer.send({ topic: 'orders', acks: 1, compression: CompressionTypes.LZ4, messages: [{ key: e.id, value: e.body }] });
  }
}
