// Writes every refund decision to the audit store, committing once per batch.
const { consumerFor } = require('./clients');
const audit = require('./audit-store');

async function runAuditor() {
  const consumer = consumerFor('refund-auditor');
  await consumer.connect();
  await consumer.subscribe({ topics: ['refunds-approved', 'refunds-rejected'] });
  await consumer.run({
    // expect: offsets-never-committed
    autoCommit: false,
    eachBatchAutoResolve: false,
    eachBatch: async ({ batch, resolveOffset, heartbeat, commitOffsetsIfNecessary }) => {
      for (const message of batch.messages) {
        await audit.append(batch.topic, message.key && message.key.toString(), message.value.toString());
        resolveOffset(message.offset);
        await heartbeat();
      }
      await commitOffsetsIfNecessary();
    },
  });
}

module.exports = { runAuditor };
