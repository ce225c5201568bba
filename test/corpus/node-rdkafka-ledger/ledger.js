// Ledger writer: auto commit is turned off so that a payment is committed only once it is booked.
const Kafka = require('node-rdkafka');

const consumer = new Kafka.KafkaConsumer({
  'metadata.broker.list': 'ledger-kafka:9092',
  'group.id': 'ledger-writer',
  'enable.auto.commit': false,
}, { 'auto.offset.reset': 'earliest' });

const booked = [];

function book(payment) {
  booked.push(payment);
}

consumer.on('ready', () => {
  consumer.subscribe(['payments.settled']);
  consumer.consume();
});

consumer.on('data', (message) => {
  // expect: rdkafka-commit-before-processing
  consumer.commitMessage(message);
  const payment = JSON.parse(message.value.toString());
  book(payment);
});

consumer.connect();
process.once('SIGTERM', () => consumer.disconnect());
