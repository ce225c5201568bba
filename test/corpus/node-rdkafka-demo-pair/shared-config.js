// One options object for both clients of the demo: each ignores the other's keys, on purpose.
const Kafka = require('node-rdkafka');

// expect: librdkafka-retry-reordering
const options = {
  'metadata.broker.list': process.env.KAFKA_BROKERS || 'localhost:9092',
  'group.id': 'greetings-audit',
  'enable.auto.commit': false,
  'linger.ms': 10,
};

const auditProducer = new Kafka.Producer(options);
const auditConsumer = new Kafka.KafkaConsumer(options, { 'auto.offset.reset': 'earliest' });

auditProducer.connect();
auditConsumer.connect();
auditConsumer.on('ready', () => {
  auditConsumer.subscribe(['greetings']);
  auditConsumer.consume();
});
auditConsumer.on('data', (message) => {
  auditProducer.produce('greetings-audit', null, message.value);
  auditConsumer.commitMessage(message);
});

process.on('SIGTERM', () => auditConsumer.disconnect(() => auditProducer.disconnect(() => process.exit(0))));
