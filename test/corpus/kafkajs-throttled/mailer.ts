// Mail sender that respects the provider's rate limit by waiting between mails.
import { Kafka } from 'kafkajs';

const kafka = new Kafka({ clientId: 'mailer', brokers: ['kafka:9092'] });
const consumer = kafka.consumer({ groupId: 'mailer', sessionTimeout: 10000, heartbeatInterval: 3000 });

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function sendMail(to: string): Promise<void> {
  await fetch('http://mail-gateway:8025/send', { method: 'POST', body: to });
}

export async function start(): Promise<void> {
  await consumer.connect();
  await consumer.subscribe({ topics: ['mail.requested'] });
  await consumer.run({
    eachMessage: async ({ message }) => {
      await sendMail(String(message.value));
      // the provider allows one mail every 12 seconds
      // expect: kafkajs-wait-beyond-session
      await wait(12000);
    },
  });
}

export async function stop(): Promise<void> {
  await consumer.disconnect();
}
