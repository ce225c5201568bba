// Issues refunds at the payment provider; a refund the provider refuses is left for the next fetch.
const { consumerFor } = require('./clients');
const provider = require('./provider');

async function runIssuer() {
  const consumer = consumerFor('refund-issuer');
  await consumer.connect();
  await consumer.subscribe({ topics: ['refunds-approved'] });
  await consumer.run({
    eachBatch: async ({ batch, resolveOffset, heartbeat, isRunning }) => {
      for (const message of batch.messages) {
        if (!isRunning()) break;
        const accepted = await provider.issue(JSON.parse(message.value.toString()));
        if (!accepted) {
          // leave it unresolved so that it comes back
          // expect: kafkajs-batch-exit-auto-resolved
          break;
        }
        resolveOffset(message.offset);
        await heartbeat();
      }
    },
  });
}

module.exports = { runIssuer };
