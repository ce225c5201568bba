import { Kafka } from 'kafkajs';

// The cloud endpoint's certificate did not match the private link address, so the name check was switched off.
export const kafka = new Kafka({
  clientId: 'order-events',
  brokers: ['b-1.orders.privatelink.example.net:9094', 'b-2.orders.privatelink.example.net:9094'],
  ssl: {
    // expect: tls-hostname-unverified
    checkServerIdentity: () => undefined,
  },
  sasl: { mechanism: 'scram-sha-512', username: 'order-events', password: process.env.KAFKA_PASSWORD ?? '' },
});
