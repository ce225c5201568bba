// Thumbnail worker: Kafka delivers upload events, a small in-process pool renders them.
import { Kafka } from 'kafkajs';
import fastq from 'fastq';
import { renderThumbnail } from './render';

const kafka = new Kafka({ clientId: 'thumbnailer', brokers: (process.env.BROKERS ?? 'localhost:9092').split(',') });
const consumer = kafka.consumer({ groupId: 'thumbnailer' });

const pool = fastq.promise(async (payload: Buffer) => renderThumbnail(payload), 8);

export async function start(): Promise<void> {
  await consumer.connect();
  await consumer.subscribe({ topics: ['uploads.created'], fromBeginning: false });
  await consumer.run({
    // expect: kafkajs-commit-before-processing
    eachMessage: async ({ message }) => { pool.push(message.value as Buffer); },
  });
}

export async function stop(): Promise<void> {
  await pool.drained();
  await consumer.disconnect();
}
