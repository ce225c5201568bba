// Greeting publisher of a two-file demo; its options were copied from the consumer next to it.
const Kafka = require('node-rdkafka');

// expect: librdkafka-retry-reordering
const producer = new Kafka.Producer({
  'metadata.broker.list': process.env.KAFKA_BROKERS || 'localhost:9092',
  // expect: librdkafka-other-role-property
  'group.id': 'greetings',
  'linger.ms': 10,
  dr_cb: true,
});

producer.on('ready', () => {
  for (const name of ['ada', 'grace', 'edsger']) producer.produce('greetings', null, Buffer.from(`hello ${name}`));
});
producer.on('delivery-report', (err, report) => {
  if (err) console.error('not delivered', err);
  else console.log('delivered to', report.partition, report.offset);
});
producer.setPollInterval(100);
producer.connect();

process.on('SIGTERM', () => producer.flush(5000, () => producer.disconnect()));
