// invalid-value's message: Kafka's own exception text, then what the key accepts only when Kafka's
// text does not already list it ("String must be one of: all, -1, 0, 1. Accepted: one of: all,
// -1, 0, 1 (case-sensitive)." said the list twice).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings } from '../../support/service';
import { withAccepted } from '../../../server/src/service/rules/invalidValue';

describe('invalid-value message', () => {
  it('acks=2: Kafka\'s text once, with the case rule, and no repeated list', () => {
    const [d] = findings('invalid-value', '# kafka-tuning: role=producer\nacks=2\n', { fileName: 'p.properties' });
    assert.equal(d.message, 'Invalid value 2 for configuration acks: String must be one of: all, -1, 0, 1 (case-sensitive).');
  });
  it('Kafka\'s text that lists nothing keeps the Accepted part; one that says its case rule gets none added', () => {
    assert.equal(withAccepted('Invalid value x for configuration linger.ms: Not a number of type LONG', 'a whole number ≥ 0'), 'Invalid value x for configuration linger.ms: Not a number of type LONG. Accepted: a whole number ≥ 0.');
    assert.equal(withAccepted('Invalid value TLS for configuration security.protocol: String must be one of (case insensitive): PLAINTEXT, SSL', 'one of: plaintext, ssl (any case)'), 'Invalid value TLS for configuration security.protocol: String must be one of (case insensitive): PLAINTEXT, SSL.');
    // A list that differs from Kafka's (a newer value the client knows) is still said.
    assert.equal(withAccepted('Invalid value x for configuration k: String must be one of: a, b', 'one of: a, b, c (case-sensitive)'), 'Invalid value x for configuration k: String must be one of: a, b. Accepted: one of: a, b, c (case-sensitive).');
  });
});

describe('invalid-value on a Docker Compose broker (its KAFKA_* variables become server.properties; check 75)', () => {
  const compose = (id: string, extra = '') => `services:\n  kafka:\n    image: confluentinc/cp-kafka:7.4.0\n${extra}    environment:\n      KAFKA_BROKER_ID: ${id}\n      KAFKA_ZOOKEEPER_CONNECT: zookeeper:2181\n      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:9092\n      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1\n`;
  it('an error on a value the broker cannot parse', () => {
    const [d] = findings('invalid-value', compose('1 campaigns'), { fileName: 'docker-compose.yml' });
    assert.equal(d?.severity, 1);
    assert.equal(d.range.start.line, 4);
    assert.match(d.message, /^Invalid value 1 campaigns for configuration broker\.id: Not a number of type INT/);
  });

  it('near misses stay silent: a whole number, a variable, a service with a command of its own', () => {
    assert.deepEqual(findings('invalid-value', compose('1'), { fileName: 'docker-compose.yml' }), []);
    assert.deepEqual(findings('invalid-value', compose('${BROKER_ID}'), { fileName: 'docker-compose.yml' }), []);
    assert.deepEqual(findings('invalid-value', compose('ignored', "    command: bash -c 'cub kafka-ready -b broker:29092 1 20 && sleep infinity'\n"), { fileName: 'docker-compose.yml' }), []);
  });
});
