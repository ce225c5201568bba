import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix } from '../../support/service';

const ID = 'record-exceeds-max-request';

describe('record-exceeds-max-request (docs/sources.md#producer-start-up-checks, #batching upper bound)', () => {
  it('fires when the send-size bound exceeds max.request.size, with the client\'s exception text', () => {
    const text = '# kafka-tuning: record-bytes=2000000 key-bytes=36\nmax.request.size=1048576\n';
    const [d, ...rest] = findings(ID, text);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.deepEqual(d.range, { start: { line: 1, character: 17 }, end: { line: 1, character: 24 } });
    assert.match(d.message, /^A 2000000 B record with a 36 B key is checked as 61 \+ 21 \+ 37 \+ 2000004 \+ 1 = 2000124 B \(.*\), over max\.request\.size=1048576: send\(\) fails with RecordTooLargeException "The message is 2000124 bytes when serialized which is larger than 1048576, which is the value of the max\.request\.size configuration\."/);
  });

  it('uses the default max.request.size when unset: 1048489 B is the largest null-key value that passes (docs/sources.md#batching)', () => {
    assert.equal(findings(ID, '# kafka-tuning: record-bytes=1048489\n').length, 0);
    const [d] = findings(ID, '# kafka-tuning: record-bytes=1048490\n');
    assert.match(d.message, /with a null key is checked as 61 \+ 21 \+ 1 \+ 1048493 \+ 1 = 1048577 B .*over max\.request\.size=1048576 \(default\)/);
  });

  it('stays silent without a declared record size', () => {
    assert.equal(findings(ID, 'max.request.size=100\n').length, 0);
  });

  it('fix raises max.request.size to the bound rounded up to a KiB and re-lints clean', () => {
    const text = '# kafka-tuning: record-bytes=2000000\nmax.request.size=1048576\n';
    const fixed = fix(ID, text);
    assert.equal(fixed, '# kafka-tuning: record-bytes=2000000\nmax.request.size=2000896\n');
    assert.equal(findings(ID, fixed).length, 0);
  });
});
