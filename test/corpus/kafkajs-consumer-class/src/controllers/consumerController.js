// GET /reports/:topic streams what the topic holds to the caller, batch by batch.
const kafka = require('../KafkaConfig');

async function streamReports(req, res) {
  await kafka.consumer.subscribe({ topic: req.params.topic, fromBeginning: true });
  await kafka.consumer.run({
    // expect: kafkajs-batch-never-resolved
    eachBatchAutoResolve: false,
    eachBatch: async ({ batch, heartbeat }) => {
      for (const message of batch.messages) {
        res.write(`${message.value.toString()}\n`);
      }
      await heartbeat();
    },
  });
}

module.exports = { streamReports };
