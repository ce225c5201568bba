'use strict';
// Invoice consumer: stores each invoice, commits by hand, forwards totals to the reporting topic.
const Kafka = require('node-rdkafka');

const brokers = process.env.KAFKA_BROKERS || 'localhost:9092';
const autoCommitEnabled = process.env.AUTO_COMMIT === 'true';

const consumer = new Kafka.KafkaConsumer({
  'group.id': 'invoice-store',
  'metadata.broker.list': brokers,
  'enable.auto.commit': autoCommitEnabled,
}, { 'auto.offset.reset': 'earliest' });

// expect: librdkafka-retry-reordering
const totals = new Kafka.Producer({
  'metadata.broker.list': brokers,
  'linger.ms': 20,
  // Totals are derived data and can be recomputed; no delivery reports needed.
});

consumer.on('ready', () => {
  consumer.subscribe(['invoices']);
  consumer.consume();
});

consumer.on('data', (message) => {
  const invoice = JSON.parse(message.value.toString());
  saveInvoice(invoice);
  totals.produce('invoice-totals', null, Buffer.from(String(invoice.total)), invoice.customer);
  if (!autoCommitEnabled) {
    // expect: rdkafka-commit-sync-per-message
    consumer.commitMessageSync(message);
  }
});

totals.setPollInterval(500);
totals.connect();
consumer.connect();

process.on('SIGTERM', () => {
  consumer.disconnect(() => totals.disconnect(() => process.exit(0)));
});

function saveInvoice(invoice) {
  return invoice;
}
