// Runs a function over a list of items, one at a time.
class JobRunner {
  async run({ each, items }) {
    for (const item of items) await each(item);
  }
}

module.exports = { JobRunner };
