import { Kafka } from 'kafkajs';

const kafka = new Kafka({ clientId: 'ledger-worker', brokers: ['localhost:9092'] });
const consumer = kafka.consumer({ groupId: 'ledger-worker' });
// A group member: every replica runs this line with the same id.
// expect: transactional-id-fixed-in-replicas
const producer = kafka.producer({ transactionalId: 'ledger-worker-1', idempotent: true, maxInFlightRequests: 1 });

export async function run(): Promise<void> {
  await consumer.connect();
  await producer.connect();
  await consumer.subscribe({ topics: ['payments'] });
  await consumer.run({
    autoCommit: false,
    eachMessage: async ({ topic, partition, message }) => {
      const tx = await producer.transaction();
      try {
        await tx.send({ topic: 'ledger-entries', messages: [{ key: message.key, value: message.value }] });
        await tx.sendOffsets({
          consumerGroupId: 'ledger-worker',
          topics: [{
            topic,
            // expect: offset-commit-not-next
            partitions: [{ partition, offset: message.offset }],
          }],
        });
        await tx.commit();
      } catch (e) {
        await tx.abort();
        throw e;
      }
    },
  });
}

export async function skipPoison(topic: string, partition: number, offset: string): Promise<void> {
  // Jump past a record that cannot be parsed.
  await consumer.commitOffsets([{ topic, partition, offset: (BigInt(offset) + 1n).toString() }]);
}
