// Re-publishes a day of shipment events in chunks: one request per chunk of 500.
const { producer } = require('../kafka');

async function replay(events) {
  await producer.connect();
  for (let i = 0; i < events.length; i += 500) {
    await producer.send({ topic: 'shipment-status', messages: events.slice(i, i + 500) });
  }
  await producer.disconnect();
}

module.exports = { replay };
