import { Kafka } from 'kafkajs';

// Called by the sign-up route for every new user.
const kafka = new Kafka({ clientId: 'user-events', brokers: (process.env.KAFKA_BROKERS ?? 'localhost:9092').split(',') });
// expect: kafkajs-producer-not-idempotent
const producer = kafka.producer();

export async function publishUserCreated(user: { id: string; email: string }): Promise<void> {
  try {
    // expect: client-per-call
    await producer.connect();
    await producer.send({ topic: 'user-created', messages: [{ key: user.id, value: JSON.stringify(user) }] });
  } catch (error) {
    console.error('user event not published', error);
    throw error;
  } finally {
    await producer.disconnect();
  }
}
