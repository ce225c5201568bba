// Demo producer for the workshop: sends one reading and logs the broker's answer.
const { Kafka } = require('kafkajs');

const kafka = new Kafka({ clientId: 'sensor-demo', brokers: ['kafka:29092'] });
// expect: kafkajs-producer-not-idempotent
const producer = kafka.producer();

const main = async () => {
  await producer.connect();
  // expect: send-promise-dropped
  producer
    .send({ topic: 'readings', messages: [{ key: 'sensor-7', value: JSON.stringify({ celsius: 21.5 }) }] })
    .then((metadata) => console.log('written', metadata));
  await producer
    .send({ topic: 'readings', messages: [{ key: 'sensor-8', value: JSON.stringify({ celsius: 19.0 }) }] })
    .then((metadata) => console.log('written', metadata));
};

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
