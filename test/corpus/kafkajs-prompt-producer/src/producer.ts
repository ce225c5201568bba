import readline from 'node:readline/promises';
import { Kafka } from 'kafkajs';

const kafka = new Kafka({ clientId: 'cli-publisher', brokers: ['localhost:9092'] });

const producer = kafka.producer({
  maxInFlightRequests: 1,
  idempotent: true,
  // "exactly once"
  // expect: kafkajs-transactional-id-unused
  transactionalId: 'cli-publisher-1',
});

async function publish(line: string) {
  await producer.send({ topic: 'notes', messages: [{ key: 'cli', value: line }] });
}

async function main() {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  await producer.connect();
  for (;;) {
    const line = await rl.question('note> ');
    if (line === 'quit') break;
    await publish(line);
  }
  rl.close();
  await producer.disconnect();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
