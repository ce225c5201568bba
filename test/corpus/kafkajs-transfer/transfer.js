// Moves credit between two accounts: both ledger entries are written in one transaction.
const { Kafka } = require('kafkajs');

const kafka = new Kafka({ clientId: 'transfers', brokers: ['kafka-1.internal:9092', 'kafka-2.internal:9092'] });
const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });

async function transfer(from, to, amount) {
  // expect: kafkajs-transaction-without-id
  const tx = await producer.transaction();
  try {
    await tx.send({
      topic: 'ledger',
      messages: [
        { key: from, value: JSON.stringify({ account: from, delta: -amount }) },
        { key: to, value: JSON.stringify({ account: to, delta: amount }) },
      ],
    });
    await tx.commit();
  } catch (err) {
    await tx.abort();
    throw err;
  }
}

async function main() {
  await producer.connect();
  await transfer('acct-1', 'acct-2', 25);
  await producer.disconnect();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
