// Accepts click events over HTTP and forwards them to Kafka.
const express = require('express');
const Kafka = require('node-rdkafka');

const producer = new Kafka.Producer({
  'metadata.broker.list': process.env.KAFKA_BROKERS || 'localhost:9092',
  'client.id': 'clicks-api',
  'enable.idempotence': true,
  'dr_cb': true,
});
producer.on('delivery-report', (err, report) => {
  if (err) console.error('delivery failed', err, report && report.topic);
});
producer.setPollInterval(100);
producer.connect();

const app = express();
app.use(express.json());

app.post('/clicks', (req, res) => {
  producer.produce('clicks', null, Buffer.from(JSON.stringify(req.body)), req.body.userId);
  // expect: flush-per-message
  producer.flush(10000, (err) => (err ? res.sendStatus(503) : res.sendStatus(202)));
});

app.post('/admin/drain', (req, res) => {
  producer.flush(30000, () => res.sendStatus(204));
});

process.on('SIGTERM', () => producer.flush(10000, () => producer.disconnect()));

app.listen(8080);
