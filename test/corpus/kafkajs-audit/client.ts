import { readFileSync } from 'node:fs';
import { Kafka, logLevel } from 'kafkajs';

// Shared client for the audit service. The staging cluster uses a self-signed certificate.
export const kafka = new Kafka({
  clientId: 'audit-service',
  brokers: (process.env.KAFKA_BROKERS ?? '').split(','),
  // expect: tls-unverified-with-credentials
  ssl: { rejectUnauthorized: false },
  sasl: {
    mechanism: 'scram-sha-256',
    username: process.env.KAFKA_USER ?? '',
    password: process.env.KAFKA_PASSWORD ?? '',
  },
  logLevel: logLevel.WARN,
});

// The reporting cluster: verified against its own CA.
export const reporting = new Kafka({
  clientId: 'audit-reporting',
  brokers: ['reporting-1.internal:9094'],
  ssl: { ca: [readFileSync('/etc/kafka/reporting-ca.pem', 'utf8')] },
  sasl: { mechanism: 'plain', username: 'reporting', password: process.env.REPORTING_PASSWORD ?? '' },
});
