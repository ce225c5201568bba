// The linger-wait model the hovers and rules use (common/src/kafka/lingerWait.ts) against Apache
// Kafka's own producer on the embedded broker, at a low and a high per-partition rate and for
// records without a key: the model is a claim about the Java client, so the Java client decides.
// Arrivals are random (LingerWait.java); figures and the longer table: docs/evidence/linger-wait.md.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startCluster, type Cluster } from '../../scripts/kafka/embedded-broker';
import { runLingerWait, type Compared, type WaitPhase } from '../../scripts/bench/lingerWaitRun';
import { lingerWait } from '../../common/src/kafka/lingerWait';

// Within 20 % or 6 ms of the prediction, whichever is larger: a loaded 2-core machine adds a few
// ms of sender delay on top of the accumulator wait the model predicts.
const near = (measured: number, predicted: number) => Math.abs(measured - predicted) <= Math.max(6, 0.2 * predicted);

const base = { batchSize: 16384, recordBytes: 512 };
const LOW: WaitPhase = { ...base, partitions: 1, rate: 20, lingerMs: 100, keyed: true, seconds: 8 };
const HIGH: WaitPhase = { ...base, partitions: 1, rate: 2000, lingerMs: 100, keyed: true, seconds: 4 };
const KEYLESS: WaitPhase = { ...base, partitions: 16, rate: 200, lingerMs: 100, keyed: false, seconds: 5 };
const SHARED: WaitPhase = { ...base, partitions: 4, rate: 20, lingerMs: 100, keyed: true, seconds: 6 };

let cluster: Cluster;
let low: Compared, high: Compared, keyless: Compared, shared: Compared;
const show = (c: Compared) => JSON.stringify({ predicted: c.predicted, measured: c.measured });

describe('linger wait: the model against the Java producer', { timeout: 120_000 }, () => {
  before(async () => {
    cluster = await startCluster({ nodes: 1 });
    [low, high, keyless, shared] = await runLingerWait(cluster.bootstrap, [LOW, HIGH, KEYLESS, SHARED], 100_000);
  });
  after(async () => { await cluster?.stop(); });

  it('every record was acknowledged', () => {
    for (const c of [low, high, keyless, shared]) assert.ok(c.measured.acked > 0 && c.measured.failed === 0 && c.measured.acked === c.measured.sent, show(c));
  });

  it('low per-partition rate (2 records per window): the wait is ≈ L(1 + λL/2)/(1 + λL), not linger/2', () => {
    // λL = 20/s × 0.1 s = 2: predicted 66.7 ms per record, 3 records per batch, the batch 100 ms old.
    assert.ok(Math.abs(low.predicted.meanWaitMs - 66.7) < 0.1);
    assert.ok(!near(LOW.lingerMs / 2, low.predicted.meanWaitMs), 'the tolerance separates the model from linger/2');
    assert.ok(near(low.measured.waitMs, low.predicted.meanWaitMs), show(low));
    assert.ok(Math.abs(low.measured.recordsPerBatch - low.predicted.recordsPerBatch) <= 0.15 * low.predicted.recordsPerBatch, show(low));
    assert.ok(near(low.measured.batchQueueMs, low.predicted.batchAgeMs), show(low));
  });

  it('high per-partition rate: batch.size fires first, full batches, a wait of half the fill time', () => {
    assert.equal(high.predicted.sizeGateShare, 1);
    assert.ok(near(high.measured.waitMs, high.predicted.meanWaitMs), show(high));
    assert.ok(Math.abs(high.measured.recordsPerBatch - high.predicted.recordsPerBatch) <= 0.15 * high.predicted.recordsPerBatch, show(high));
    assert.ok(near(high.measured.batchQueueMs, high.predicted.batchAgeMs), show(high));
  });

  it('records without a key fill one partition at a time: batches see the whole rate, not rate / partitions', () => {
    // 200 rec/s × 100 ms = 20 per window into the sticky partition; spread over 16 partitions it would be 1.25.
    assert.ok(keyless.predicted.recordsPerBatch > 15);
    assert.ok(Math.abs(keyless.measured.recordsPerBatch - keyless.predicted.recordsPerBatch) <= 0.2 * keyless.predicted.recordsPerBatch, show(keyless));
    assert.ok(near(keyless.measured.waitMs, keyless.predicted.meanWaitMs), show(keyless));
  });

  it('keyed partitions led by one broker are drained together: they wait as one stream (the hover\'s "one broker" figure)', () => {
    // Per partition 5 rec/s (λL = 0.5) would give 83 ms; the broker's whole 20 rec/s (λL = 2) gives 67 ms.
    const oneBroker = lingerWait(SHARED.rate, SHARED.lingerMs, 31 * SHARED.partitions).meanWaitMs;
    assert.ok(!near(shared.predicted.meanWaitMs, oneBroker), 'the tolerance separates the two readings');
    assert.ok(near(shared.measured.waitMs, oneBroker), `${show(shared)} one broker: ${oneBroker}`);
  });
});
