// Order intake API: takes orders over HTTP and publishes them for the fulfilment workers.
import express from 'express';
import { Kafka, logLevel } from 'kafkajs';

const kafka = new Kafka({
  clientId: 'order-api',
  brokers: (process.env.KAFKA_BROKERS ?? 'localhost:9092').split(','),
  logLevel: logLevel.WARN,
});

// The long-lived producer used by the hot paths.
const orders = kafka.producer({ idempotent: true, retry: { retries: 8 } });

const app = express();
app.use(express.json());

app.post('/orders', async (req, res) => {
  const order = req.body;
  await orders.send({ topic: 'orders', messages: [{ key: String(order.customerId), value: JSON.stringify(order) }] });
  res.status(202).json({ accepted: order.id });
});

// Audit trail for refunds: written by a helper that someone made self-contained.
async function recordRefund(orderId, amount) {
  // expect: client-per-request, kafkajs-producer-not-idempotent
  const audit = kafka.producer();
  await audit.connect();
  await audit.send({ topic: 'refund-audit', messages: [{ key: orderId, value: JSON.stringify({ orderId, amount }) }] });
  await audit.disconnect();
}

app.post('/orders/:id/refund', async (req, res) => {
  await recordRefund(req.params.id, Number(req.body.amount));
  res.sendStatus(204);
});

// Page views are fire-and-forget by design, but a failure should at least be logged.
app.get('/orders/:id', (req, res) => {
  // expect: send-promise-dropped
  orders.send({ topic: 'order-views', messages: [{ key: req.params.id, value: String(Date.now()) }] });
  res.json({ id: req.params.id });
});

// Cache warm-up notifications: losing one is harmless, and the caller says so.
app.post('/cache/warm', (req, res) => {
  void orders.send({ topic: 'cache-warm', messages: [{ value: JSON.stringify(req.body) }] });
  res.sendStatus(202);
});

// Bulk import: every line of the upload as one request, all in flight together.
app.post('/orders/bulk', async (req, res) => {
  const lines = req.body.lines ?? [];
  await Promise.all(lines.map((line) => orders.send({ topic: 'orders', messages: [{ value: line }] })));
  res.sendStatus(202);
});

// Metrics go to a separate topic with leader-only acknowledgement to keep latency low.
// expect: kafkajs-producer-not-idempotent
const metrics = kafka.producer();
export async function reportLatency(route, ms) {
  // expect: kafkajs-acks-durability
  await metrics.send({ topic: 'api-latency', acks: 1, messages: [{ key: route, value: String(ms) }] });
}

await Promise.all([orders.connect(), metrics.connect()]);
const server = app.listen(Number(process.env.PORT ?? 8080));

process.once('SIGTERM', () => {
  server.close();
  Promise.all([orders.disconnect(), metrics.disconnect()]).finally(() => process.exit(0));
});
