// Ships host metrics to Kafka through node-rdkafka's stream API.
const Kafka = require('node-rdkafka');
const os = require('os');

const brokers = process.env.KAFKA_BROKERS || 'localhost:9092';

// expect: rdkafka-stream-error-unheard
const metrics = Kafka.Producer.createWriteStream(
  // expect: librdkafka-retry-reordering
  { 'metadata.broker.list': brokers, 'client.id': 'metrics-shipper' },
  {},
  { topic: 'host-metrics' },
);

const audit = Kafka.Producer.createWriteStream(
  // expect: librdkafka-retry-reordering
  { 'metadata.broker.list': brokers, 'client.id': 'audit-shipper' },
  {},
  { topic: 'shipper-audit' },
);
audit.on('error', (err) => console.error('audit stream failed', err));

setInterval(() => {
  const sample = { host: os.hostname(), load: os.loadavg()[0], at: Date.now() };
  metrics.write(Buffer.from(JSON.stringify(sample)));
  audit.write(Buffer.from(`sampled ${sample.at}`));
}, 5000);
