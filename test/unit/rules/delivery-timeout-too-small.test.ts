import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix } from '../../support/service';

const ID = 'delivery-timeout-too-small';

describe('delivery-timeout-too-small (docs/sources.md#idempotence, configureDeliveryTimeout)', () => {
  it('fires on an explicit delivery.timeout.ms below linger.ms + request.timeout.ms, showing the sum', () => {
    const [d, ...rest] = findings(ID, 'linger.ms=100\nrequest.timeout.ms=30000\ndelivery.timeout.ms=30000\n');
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.deepEqual(d.range, { start: { line: 2, character: 20 }, end: { line: 2, character: 25 } });
    assert.equal(d.message, 'delivery.timeout.ms=30000 is below linger.ms + request.timeout.ms = 100 + 30000 = 30100 ms: the producer refuses to start with ConfigException "delivery.timeout.ms should be equal to or larger than linger.ms + request.timeout.ms".');
  });

  it('uses the version\'s defaults for keys left unset (linger.ms 0 in 3.9, 5 from 4.0)', () => {
    const text = (v: string) => `# kafka-tuning: client=java@${v}\ndelivery.timeout.ms=30002\n`;
    assert.equal(findings(ID, text('3.9')).length, 0);
    const [d] = findings(ID, text('4.1'));
    assert.match(d.message, /= 5 \(default\) \+ 30000 \(default\) = 30005 ms:/);
  });

  it('with no version found, a failure only 4.0\'s linger.ms default causes is a warning that says so (check 80)', () => {
    const [d] = findings(ID, 'bootstrap.servers=localhost:9092\ndelivery.timeout.ms=30000\n');
    assert.equal(d?.severity, 2);
    assert.match(d.message, /^delivery\.timeout\.ms=30000 is below linger\.ms \+ request\.timeout\.ms on a Kafka 4\.0 or newer client, where linger\.ms defaults to 5 \(KIP-1030\): 5 \(default\) \+ 30000 \(default\) = 30005 ms/);
    assert.match(d.message, /A 3\.x client \(linger\.ms default 0\) starts: 0 \+ 30000 = 30000 ms\. No client version was found/);
    // Near miss: below the sum in every release stays an error.
    const [e] = findings(ID, 'bootstrap.servers=localhost:9092\ndelivery.timeout.ms=20000\n');
    assert.equal(e?.severity, 1);
  });

  it('stays silent at exactly the sum, and when delivery.timeout.ms is not written (the client raises it itself)', () => {
    assert.equal(findings(ID, 'linger.ms=100\nrequest.timeout.ms=30000\ndelivery.timeout.ms=30100\n').length, 0);
    assert.equal(findings(ID, 'linger.ms=100000\nrequest.timeout.ms=30000\n').length, 0);
  });

  it('fix raises delivery.timeout.ms to the sum and re-lints clean', () => {
    const text = 'linger.ms=100\nrequest.timeout.ms=30000\ndelivery.timeout.ms=30000\n';
    const fixed = fix(ID, text);
    assert.equal(fixed, 'linger.ms=100\nrequest.timeout.ms=30000\ndelivery.timeout.ms=30100\n');
    assert.equal(findings(ID, fixed).length, 0);
  });
});
