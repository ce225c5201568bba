'use strict';
// Crawl indexer: pages arrive on crawl.pages; each one is indexed, then its offset committed by
// hand (autoCommit off), so a crash re-indexes at most the page in flight.
const { Kafka } = require('kafkajs');
const { indexPage } = require('./search');

const kafka = new Kafka({ clientId: 'page-indexer', brokers: (process.env.KAFKA_BROKERS || 'localhost:9092').split(',') });
const consumer = kafka.consumer({ groupId: 'page-indexer' });

async function commitAfter(message) {
  // expect: commit-per-message
  await consumer.commitOffsets([
    {
      // expect: kafkajs-message-topic-undefined
      topic: message.topic,
      // expect: kafkajs-message-topic-undefined
      partition: message.partition,
      offset: String(Number(message.offset) + 1),
    },
  ]);
}

async function start() {
  await consumer.connect();
  await consumer.subscribe({ topics: ['crawl.pages'] });
  await consumer.run({
    autoCommit: false,
    eachMessage: async ({ message }) => {
      await indexPage(JSON.parse(message.value.toString()));
      await commitAfter(message);
    },
  });
}

// The reindex job reads the same pages, and takes topic and partition from the handler's arguments.
const reindexer = kafka.consumer({ groupId: 'page-reindexer' });

async function reindex() {
  await reindexer.connect();
  await reindexer.subscribe({ topics: ['crawl.pages'], fromBeginning: true });
  await reindexer.run({
    autoCommit: false,
    eachMessage: async ({ topic, partition, message }) => {
      await indexPage(JSON.parse(message.value.toString()));
      // expect: commit-per-message
      await reindexer.commitOffsets([{ topic, partition, offset: String(Number(message.offset) + 1) }]);
    },
  });
}

async function stop() {
  await consumer.disconnect();
  await reindexer.disconnect();
}

module.exports = { start, reindex, stop };
