// Tells customers about their refund; stops early when the consumer is shutting down.
const { consumerFor } = require('./clients');
const mailer = require('./mailer');

async function runNotifier() {
  const consumer = consumerFor('refund-notifier');
  await consumer.connect();
  await consumer.subscribe({ topics: ['refunds-approved'] });
  await consumer.run({
    autoCommit: false,
    autoCommitInterval: 5000,
    eachBatchAutoResolve: false,
    eachBatch: async ({ batch, resolveOffset, heartbeat, isRunning, isStale, commitOffsetsIfNecessary }) => {
      for (const message of batch.messages) {
        if (!isRunning() || isStale()) break;
        await mailer.refundIssued(JSON.parse(message.value.toString()));
        resolveOffset(message.offset);
        await heartbeat();
        await commitOffsetsIfNecessary();
      }
    },
  });
}

module.exports = { runNotifier };
