'use strict';
const Kafka = require('node-rdkafka');

const COMMIT_EVERY = 5;
let seen = 0;

const consumer = new Kafka.KafkaConsumer({
  'group.id': 'audit-indexer',
  'metadata.broker.list': process.env.BROKERS || 'localhost:9092',
  'client.id': 'audit-indexer-1',
}, {});

consumer.connect();

consumer.on('ready', () => {
  consumer.subscribe(['audit-log']);
  consumer.consume();
});

consumer.on('data', (message) => {
  indexEntry(message.value.toString());
  seen += 1;
  if (seen % COMMIT_EVERY === 0) {
    // expect: rdkafka-manual-commit-with-auto-commit
    consumer.commitMessage(message);
  }
});

function indexEntry(entry) {
  console.log('indexed', entry.length);
}

process.on('SIGINT', () => consumer.disconnect());
