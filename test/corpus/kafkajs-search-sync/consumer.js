// Keeps the search index in step with the catalogue topic. Bulk indexing was added later for
// throughput; the per-message path stays for the audit log.
const { Kafka, logLevel } = require('kafkajs');
const { bulkIndex, audit } = require('./search');

const kafka = new Kafka({ clientId: 'search-sync', brokers: (process.env.BROKERS || 'localhost:9092').split(','), logLevel: logLevel.WARN });
const consumer = kafka.consumer({ groupId: 'search-sync', sessionTimeout: 30000 });

async function main() {
  await consumer.connect();
  await consumer.subscribe({ topics: ['catalogue'], fromBeginning: true });
  await consumer.run({
    eachMessage: async ({ message }) => {
      await audit(message.key && message.key.toString());
    },
    // expect: kafkajs-each-batch-ignored
    eachBatch: async ({ batch, heartbeat }) => {
      await bulkIndex(batch.messages.map((m) => JSON.parse(m.value.toString())));
      await heartbeat();
    },
  });
}

process.on('SIGTERM', () => consumer.disconnect().finally(() => process.exit(0)));

main().catch((e) => { console.error(e); process.exit(1); });
