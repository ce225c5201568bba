// common/src/readAhead.ts: reads start in order, at most `ahead` beyond the item taken, each once.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readAhead } from '../../common/src/readAhead';

describe('readAhead', () => {
  it('starts the reads of the next items, never more than `ahead` beyond the one taken', async () => {
    const started: number[] = [];
    const take = readAhead([10, 11, 12, 13, 14], 2, async (n) => (started.push(n), n * 2));
    assert.equal(await take(0), 20);
    assert.deepEqual(started, [10, 11, 12]);
    assert.equal(await take(1), 22);
    assert.deepEqual(started, [10, 11, 12, 13]);
    assert.equal(await take(2), 24);
    assert.equal(await take(3), 26);
    assert.equal(await take(4), 28);
    assert.deepEqual(started, [10, 11, 12, 13, 14], 'each item read once, in order, none past the end');
  });

  it('a read that fails is that item\'s failure only', async () => {
    const take = readAhead(['a', 'bad', 'c'], 8, async (s) => {
      if (s === 'bad') throw new Error('unreadable');
      return s;
    });
    assert.equal(await take(0), 'a');
    await assert.rejects(take(1), /unreadable/);
    assert.equal(await take(2), 'c');
  });
});
