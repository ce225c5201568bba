// Stock sync service on Confluent's KafkaJS-compatible API.
import { KafkaJS } from '@confluentinc/kafka-javascript';

const kafka = new KafkaJS.Kafka({ kafkaJS: { brokers: ['broker-1:9092'], clientId: 'stock-sync' } });

const updates = kafka.producer({
  'linger.ms': 0,
  kafkaJS: {
    idempotent: true,
    // expect: librdkafka-idempotence-conflict
    maxInFlightRequests: 10,
  },
});

const snapshots = kafka.producer({ 'linger.ms': 50, kafkaJS: { acks: -1 } });

// expect: consumer-never-disconnected
const consumer = kafka.consumer({ kafkaJS: { groupId: 'stock-sync', fromBeginning: false } });

async function pushSnapshot(sku, level) {
  snapshots.send({ topic: 'stock-snapshots', messages: [{ key: sku, value: String(level) }] }).catch((e) => console.error(e));
  // expect: flush-per-message
  await snapshots.flush({ timeout: 1000 });
}

await Promise.all([updates.connect(), snapshots.connect(), consumer.connect()]);
await consumer.subscribe({ topics: ['stock-movements'] });
await consumer.run({
  eachMessage: async ({ message }) => {
    const sku = message.key?.toString() ?? '';
    const level = Number(message.value?.toString());
    await updates.send({ topic: 'stock-levels', messages: [{ key: sku, value: String(level) }] });
    await pushSnapshot(sku, level);
  },
});
