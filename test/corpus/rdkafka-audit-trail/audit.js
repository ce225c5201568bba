// Audit trail writer: every admin action is sent to the audit topic as JSON.
const Kafka = require('node-rdkafka');

const producer = new Kafka.Producer({
  'metadata.broker.list': process.env.KAFKA_BROKERS || 'localhost:9092',
  'enable.idempotence': true,
  dr_cb: true,
});

producer.setPollInterval(100);
producer.on('delivery-report', (err, report) => {
  if (err) console.error('audit record lost', err, report);
});
producer.on('event.error', (err) => console.error('kafka error', err));
producer.connect();

function recordAction(user, action) {
  const entry = { user, action, at: new Date().toISOString() };
  // expect: rdkafka-produce-string
  producer.produce('admin-audit', null, JSON.stringify(entry), user);
}

// Tombstones remove a user's trail when the account is erased.
function forgetUser(user) {
  producer.produce('admin-audit', null, null, user);
}

process.on('SIGTERM', () => producer.flush(5000, () => producer.disconnect()));

module.exports = { recordAction, forgetUser };
