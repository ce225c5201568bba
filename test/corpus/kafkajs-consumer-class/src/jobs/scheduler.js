// Nightly clean-up: a job runner with its own run() options, nothing to do with Kafka.
const { JobRunner } = require('./runner');

const runner = new JobRunner();

async function nightly(items) {
  await runner.run({
    each: async (item) => {
      try {
        await item.cleanup();
      } catch (err) {
        console.warn('cleanup failed', err);
      }
    },
    items,
  });
}

function serve(app) {
  app.run({ port: Number(process.env.PORT || 3000) });
}

module.exports = { nightly, serve };
