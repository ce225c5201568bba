'use strict';
// Publishes payment events; the ledger must see every one of them exactly once.
const Kafka = require('node-rdkafka');

const payments = new Kafka.Producer({
  'metadata.broker.list': process.env.KAFKA_BROKERS,
  // expect: rdkafka-delivery-unobserved
  'enable.idempotence': true,
  // expect: librdkafka-idempotence-conflict
  'acks': 1,
});

const refunds = new Kafka.Producer({
  'metadata.broker.list': process.env.KAFKA_BROKERS,
  // expect: rdkafka-delivery-unobserved
  'request.required.acks': -1,
  'retries': 10,
  'max.in.flight': 1,
});

const receipts = new Kafka.Producer({
  'metadata.broker.list': process.env.KAFKA_BROKERS,
  'enable.idempotence': true,
  'dr_msg_cb': true,
});
receipts.on('delivery-report', (err, report) => {
  if (err) console.error('receipt lost', report && report.key, err);
});
receipts.setPollInterval(100);

function publishBatch(events) {
  for (const event of events) {
    payments.produce('payments', null, Buffer.from(JSON.stringify(event)), event.id);
    // expect: flush-per-message
    payments.flush(2000);
  }
}

function publishRefunds(list, done) {
  for (const refund of list) {
    refunds.produce('refunds', null, Buffer.from(JSON.stringify(refund)), refund.id);
  }
  refunds.flush(10000, done);
}

function publishReceipts(list) {
  let sent = 0;
  for (const r of list) {
    receipts.produce('receipts', null, Buffer.from(JSON.stringify(r)), r.id);
    if (++sent % 1000 === 0) receipts.flush(5000);
  }
}

module.exports = { publishBatch, publishRefunds, publishReceipts, producers: [payments, refunds, receipts] };
