// The results history (issue 6, concurrency): runs that finish at once, and a clear in between,
// must not overwrite each other's read-modify-write of the one workspaceState key. The Memento
// here commits its value only when update() resolves, after a random delay — the slowest storage
// VS Code's contract allows — so an unserialised store loses entries and this test catches it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BenchResult } from '../../common/src/bench';
import { ResultStore } from '../../client/src/bench/ui/store';

class SlowMemento {
  private committed: Record<string, unknown> = {};
  keys(): readonly string[] { return Object.keys(this.committed); }
  get<T>(key: string, fallback?: T): T { return (structuredClone(this.committed[key]) as T) ?? (fallback as T); }
  update(key: string, value: unknown): Promise<void> {
    const copy = structuredClone(value);
    return new Promise((resolve) => setTimeout(() => { this.committed[key] = copy; resolve(); }, Math.random() * 5));
  }
}

function result(id: string): BenchResult {
  const m = { records: 1, p50: 1, p99: 2, recordsPerSec: 10 };
  return { id, when: new Date(0).toISOString(), kind: 'producer', engine: 'kafkajs', label: 'Java batching emulated', mode: 'unthrottled', roundsRun: 1, rounds: [m], median: m, min: m, max: m, warnings: [], cluster: '1 broker(s)', config: {} };
}

describe('ResultStore', () => {
  it('keeps every result when many runs store at once (newest first, bounded per site)', async () => {
    const store = new ResultStore(new SlowMemento() as never);
    await Promise.all(Array.from({ length: 15 }, (_, i) => store.add('file:///a.properties', 'site#0', result(`a${i}`))));
    await Promise.all(Array.from({ length: 30 }, (_, i) => store.add('file:///b.properties', 'site#1', result(`b${i}`))));
    assert.deepEqual(store.history('file:///a.properties', 'site#0').map((r) => r.id), Array.from({ length: 15 }, (_, i) => `a${14 - i}`));
    assert.equal(store.history('file:///b.properties', 'site#1').length, 20, 'bounded at 20 per site');
    assert.equal(store.latest('file:///b.properties', 'site#1')?.id, 'b29');
    assert.deepEqual(store.integrity(), { entries: 35, valid: 35 });
  });

  it('a clear between two adds removes only what was there before it', async () => {
    const store = new ResultStore(new SlowMemento() as never);
    const writes = [store.add('u', 'site#0', result('first')), store.clear('u', 'site#0'), store.add('u', 'site#0', result('second')), store.add('v', 'site#0', result('other'))];
    await Promise.all(writes);
    assert.deepEqual(store.history('u', 'site#0').map((r) => r.id), ['second']);
    assert.deepEqual(store.history('v', 'site#0').map((r) => r.id), ['other']);
  });

  it('drops entries that no longer parse from the history and counts them in integrity()', async () => {
    const memento = new SlowMemento();
    await memento.update('kafkaTuning.benchmark.results.v2', { 'u#site#0': [result('ok'), { id: 'broken' }] });
    const store = new ResultStore(memento as never);
    assert.deepEqual(store.history('u', 'site#0').map((r) => r.id), ['ok']);
    assert.deepEqual(store.integrity(), { entries: 2, valid: 1 });
  });
});
