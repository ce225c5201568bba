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
