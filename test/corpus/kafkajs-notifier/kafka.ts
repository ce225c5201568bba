// Shared kafkajs client for the notification workers. Timeouts were copied from the ops runbook,
// which lists them in seconds.
import { Kafka, logLevel } from 'kafkajs';

const brokers = (process.env.KAFKA_BROKERS ?? 'localhost:9092').split(',');

export const kafka = new Kafka({
  clientId: 'notifier',
  brokers,
  logLevel: logLevel.WARN,
  connectionTimeout: 3000,
  retry: {
    initialRetryTime: 200,
    // expect: kafkajs-duration-units
    maxRetryTime: 30,
    retries: 10,
  },
});

export const consumer = kafka.consumer({
  groupId: 'notifier-email',
  sessionTimeout: 45_000,
  heartbeatInterval: 15_000,
  maxWaitTimeInMs: 500,
});
