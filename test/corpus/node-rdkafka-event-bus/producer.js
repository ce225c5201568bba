// Event-bus producer of a shared service library: one producer for every service that loads it.
const Kafka = require('node-rdkafka');

// expect: librdkafka-retry-reordering
const producer = new Kafka.Producer({
  'metadata.broker.list': process.env.KAFKA_BROKER_LIST || 'localhost:9092',
  'client.id': 'event-bus',
  'compression.codec': 'lz4',
  // expect: librdkafka-queue-below-batch
  'queue.buffering.max.messages': 20,
  'queue.buffering.max.ms': 50,
  'batch.num.messages': 500,
  'dr_cb': true,
});

producer.on('delivery-report', (err, report) => {
  if (err) console.error('event not delivered', err);
  else console.log('delivered', report.topic, report.offset);
});
producer.setPollInterval(100);
producer.connect();

module.exports = {
  publish: (topic, event) => producer.produce(topic, null, Buffer.from(JSON.stringify(event))),
};
