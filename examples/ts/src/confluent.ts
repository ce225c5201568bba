// The same producer on @confluentinc/kafka-javascript (librdkafka underneath): dotted librdkafka
// keys at the top level, KafkaJS-style options inside kafkaJS.
import { KafkaJS } from '@confluentinc/kafka-javascript';

const kafka = new KafkaJS.Kafka({ kafkaJS: { brokers: ['127.0.0.1:9092'] } });

// kafka-tuning: record-bytes=512
const producer = kafka.producer({ kafkaJS: { idempotent: true }, 'linger.ms': 10, 'compression.codec': 'lz4' });

export async function publishOne(value: string): Promise<void> {
  await producer.connect();
  await producer.send({ topic: 'orders', messages: [{ value }] });
}
