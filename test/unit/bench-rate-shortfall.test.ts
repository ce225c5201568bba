// A throttled run that cannot reach its rate says so, with both figures; one that keeps up (a short
// run's last-record tail included) says nothing.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rateShortfallWarning } from '../../bench/src/rateShortfall';

describe('target rate not reached', () => {
  const s = { throughput: 4_000, records: 4_000, engine: 'kafkajs' as const };
  it('e2e at 4,000 records/s that reached 1,642 (the review run): a warning naming achieved and target', () => {
    const w = rateShortfallWarning(s, 'e2e', { records: 4_000, recordsPerSec: 1_642 }) ?? '';
    assert.match(w, /^Target rate not reached: 1,642 of 4,000 records\/s \(41 %, median round\), 1\.4 s behind schedule: the latencies include/);
  });
  it('a producer run at 2,000 records/s that reached 1,473: warned', () => {
    assert.match(rateShortfallWarning({ ...s, throughput: 2_000, records: 10_000 }, 'producer', { records: 10_000, recordsPerSec: 1_473 }) ?? '', /1,473 of 2,000 records\/s \(74 %/);
  });
  it('a run that kept up: nothing, nor for a short run whose last record arrived 50 ms after its schedule (below 95 % but on time)', () => {
    assert.equal(rateShortfallWarning(s, 'producer', { records: 4_000, recordsPerSec: 3_990 }), undefined);
    // 100 records at 1,000/s: 100 ms of schedule + 50 ms for the last one = 667 records/s, 67 %.
    assert.equal(rateShortfallWarning({ ...s, throughput: 1_000, records: 100 }, 'e2e', { records: 100, recordsPerSec: 667 }), undefined);
  });
  it('unthrottled runs, consumer backlogs and Trogdor (whose rate spans its tasks\' start-up) are not judged', () => {
    assert.equal(rateShortfallWarning({ ...s, throughput: -1 }, 'producer', { records: 4_000, recordsPerSec: 100 }), undefined);
    assert.equal(rateShortfallWarning(s, 'consumer', { records: 4_000, recordsPerSec: 100 }), undefined);
    assert.equal(rateShortfallWarning({ ...s, engine: 'trogdor' }, 'producer', { records: 4_000, recordsPerSec: 100 }), undefined);
  });
});
