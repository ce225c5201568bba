import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, fix, quickFixes } from '../../support/service';

const ID = 'transactional-id-without-idempotence';

describe('transactional-id-without-idempotence (docs/sources.md#idempotence)', () => {
  it('fires on enable.idempotence=false with a transactional.id, with the client\'s exception text', () => {
    const [d, ...rest] = findings(ID, 'transactional.id=orders-tx\nenable.idempotence=false\n');
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.deepEqual(d.range, { start: { line: 1, character: 19 }, end: { line: 1, character: 24 } });
    assert.equal(d.message, 'enable.idempotence=false with transactional.id set: transactions need the idempotent producer, so the producer refuses to start with ConfigException "Cannot set a transactional.id without also enabling idempotence."');
  });

  it('stays silent without a transactional.id, or with idempotence left to its default or on', () => {
    assert.equal(findings(ID, 'enable.idempotence=false\n').length, 0);
    assert.equal(findings(ID, 'transactional.id=orders-tx\n').length, 0);
    assert.equal(findings(ID, 'transactional.id=orders-tx\nenable.idempotence=TRUE\n').length, 0);
  });

  it('fix turns idempotence on (and re-lints clean); removing the transactional.id is the alternative', () => {
    const text = 'transactional.id=orders-tx\nenable.idempotence=false\n';
    const fixed = fix(ID, text);
    assert.equal(fixed, 'transactional.id=orders-tx\nenable.idempotence=true\n');
    assert.equal(findings(ID, fixed).length, 0);
    assert.deepEqual(quickFixes(ID, text).map((a) => a.title), ['Set enable.idempotence=true', 'Remove transactional.id (no transactions)']);
  });
});
