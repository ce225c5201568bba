// One Kafka client for the whole service; the routes and jobs import what they need from here.
import { Kafka, logLevel } from 'kafkajs';

const kafka = new Kafka({
  clientId: 'shipping-api',
  brokers: (process.env.KAFKA_BROKERS ?? 'localhost:9092').split(','),
  logLevel: logLevel.WARN,
});

export const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 5 });
export const consumer = kafka.consumer({ groupId: 'shipping-api' });
export default kafka;
