// Routes each shard's changes to the partition that owns the shard; the partition count of
// 'shard-changes' is fixed at 12 and shards map onto it one to one.
const { Kafka } = require('kafkajs');

const kafka = new Kafka({ clientId: 'shard-router', brokers: ['kafka-1:9092', 'kafka-2:9092'] });
const producer = kafka.producer({ idempotent: true });

async function route(change) {
  await producer.send({
    topic: 'shard-changes',
    messages: [{
      key: change.entityId,
      value: JSON.stringify(change),
      // expect: kafkajs-misspelt-option
      partititon: change.shard % 12,
    }],
  });
}

// The index keeps the list of keys a change touched next to the message key: app data, not a typo.
async function index(change) {
  await producer.send({
    topic: 'shard-index',
    messages: [{ key: change.entityId, keys: change.touched, value: JSON.stringify(change.touched) }],
  });
}

module.exports = { route, index, connect: () => producer.connect() };
