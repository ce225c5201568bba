// An ingest worker that turned batching off while chasing latency: one message per batch.
const Kafka = require('node-rdkafka');

const producer = new Kafka.Producer({
  'metadata.broker.list': process.env.BROKERS || 'kafka-1:9092,kafka-2:9092',
  'enable.idempotence': true,
  // expect: librdkafka-batch-one-message
  'batch.num.messages': 1,
  'linger.ms': 0,
  dr_cb: true,
});

producer.connect();
producer.on('ready', () => {
  producer.produce('readings', null, Buffer.from('{"sensor":"t-17","celsius":21.4}'), 't-17');
});
producer.on('delivery-report', (err) => {
  if (err) console.error('delivery failed', err);
});
producer.setPollInterval(100);
