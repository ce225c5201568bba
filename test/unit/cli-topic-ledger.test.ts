// The command line's ledger of benchmark topics (cli/src/topicLedger.ts): per bootstrap, robust to
// a damaged file, and honest when it cannot write (the broker phase runs the whole story: a run
// that cannot delete its topic, then the next run deleting exactly that one).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileTopicLedger, ledgerPath } from '../../cli/src/topicLedger';

describe('kafka-tune bench topic ledger', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kt-ledger-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('lives under XDG_STATE_HOME, else ~/.local/state', () => {
    assert.equal(ledgerPath({ XDG_STATE_HOME: '/s', HOME: '/h' }), '/s/kafka-tune/created-topics.json');
    assert.equal(ledgerPath({ HOME: '/h' }), '/h/.local/state/kafka-tune/created-topics.json');
  });

  it('records and forgets per bootstrap; names only this product\'s topics', async () => {
    const file = join(dir, 'a', 'created-topics.json');
    const warned: string[] = [];
    const one = fileTopicLedger(file, 'localhost:9092', (l) => warned.push(l));
    const two = fileTopicLedger(file, 'localhost:9093', (l) => warned.push(l));
    await one.record('kafka-tuning-bench-aaaa');
    await two.record('kafka-tuning-bench-bbbb');
    assert.deepEqual(one.names(), ['kafka-tuning-bench-aaaa']);
    assert.deepEqual(two.names(), ['kafka-tuning-bench-bbbb']);
    await one.forget('kafka-tuning-bench-aaaa');
    assert.deepEqual(one.names(), []);
    assert.deepEqual(two.names(), ['kafka-tuning-bench-bbbb'], 'forgetting on one cluster leaves the other\'s entry');
    // A hand-edited entry that is not a benchmark topic is ignored, never offered for deletion.
    const raw = JSON.parse(readFileSync(file, 'utf8')) as unknown[];
    writeFileSync(file, JSON.stringify([...raw, { topic: 'orders', bootstrap: 'localhost:9093', created: 'x' }]));
    assert.deepEqual(two.names(), ['kafka-tuning-bench-bbbb']);
    assert.deepEqual(warned, []);
  });

  it('a damaged file reads as empty, and the next write replaces it', async () => {
    const file = join(dir, 'b', 'created-topics.json');
    mkdirSync(join(dir, 'b'));
    writeFileSync(file, '{ not json');
    const l = fileTopicLedger(file, 'h:1', () => undefined);
    assert.deepEqual(l.names(), []);
    await l.record('kafka-tuning-bench-cccc');
    assert.deepEqual(l.names(), ['kafka-tuning-bench-cccc']);
  });

  it('a directory it cannot create (a file in the way): warns once, goes on, no longer usable', async () => {
    const blocker = join(dir, 'blocker');
    writeFileSync(blocker, 'a file where a directory should be');
    const warned: string[] = [];
    const l = fileTopicLedger(join(blocker, 'kafka-tune', 'created-topics.json'), 'h:1', (w) => warned.push(w));
    await l.record('kafka-tuning-bench-ffff');
    await l.record('kafka-tuning-bench-gggg');
    assert.equal(warned.length, 1);
    assert.equal(l.usable(), false);
    assert.deepEqual(l.names(), []);
  });
});
