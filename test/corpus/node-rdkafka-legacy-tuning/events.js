// Click-event publisher whose options were copied from a librdkafka 0.11-era tuning guide.
const Kafka = require('node-rdkafka');

// expect: librdkafka-retry-reordering
const producer = new Kafka.HighLevelProducer({
  'client.id': 'click-events',
  'metadata.broker.list': process.env.KAFKA_BROKERS,
  'compression.codec': 'lz4',
  'queue.buffering.max.ms': 20,
  // expect: librdkafka-unused-property
  'socket.blocking.max.ms': 25,
  'socket.keepalive.enable': true,
  'retry.backoff.ms': 200,
});

producer.connect();

module.exports = function publish(click, done) {
  producer.produce('clicks', null, Buffer.from(JSON.stringify(click)), click.userId, Date.now(), done);
};
