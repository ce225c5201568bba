// Billing consumer with kafkajs: the settings are kafkajs names for the Java fetch keys.
import { Kafka } from 'kafkajs';

const kafka = new Kafka({ clientId: 'billing', brokers: ['127.0.0.1:9092'] });

// kafka-tuning: record-bytes=170 partitions=4
const consumer = kafka.consumer({
  groupId: 'billing',
  minBytes: 8388608,
  maxWaitTimeInMs: 1000,
  maxBytesPerPartition: 1048576,
  sessionTimeout: 30000,
  heartbeatInterval: 3000,
});

export async function start(handle: (value: Buffer | null) => Promise<void>): Promise<void> {
  await consumer.connect();
  await consumer.subscribe({ topic: 'orders', fromBeginning: true });
  await consumer.run({ eachMessage: async ({ message }) => handle(message.value) });
}
