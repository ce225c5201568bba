// How long a record waits in the Java producer's accumulator, and how many records a batch
// carries, for records arriving at random (a Poisson stream) at λ records/s into one batch queue.
// Checked against Apache Kafka's own client on the embedded broker: docs/evidence/linger-wait.md.
//
// The gates (RecordAccumulator.ready / batchReady, docs/sources.md#batching): a batch opens with
// the record that finds no open batch; it is sendable once it has waited linger.ms, or once it is
// full — in practice when the next record does not fit and opens a second batch behind it. So with
// room for C records, a batch closes at min(L, T_C), T_C being the arrival of the C-th record after
// the opener. Records are counted only until then; the batch that closes is followed by a new one
// opened by the next arrival, so batches form a renewal process and the long-run averages are
// ratios of per-batch expectations (renewal–reward):
//   K ~ Poisson(λL) followers within the window;
//   linger gate (K < C): N = 1 + K records; the opener waits L, each follower the rest of the
//     window, uniform in it: total wait L + K·L/2;
//   size gate (K ≥ C): N = C records closed at T_C; the opener waits T_C, the C − 1 followers in
//     the batch a uniform share of it: total wait T_C·(C + 1)/2, with
//     E[T_C; T_C ≤ L] = (C/λ)·P(K ≥ C + 1) (Gamma–Poisson identity).
// Without the size gate (C → ∞) the mean wait per record is L(1 + λL/2)/(1 + λL): the whole window
// when records are rare (λL ≪ 1), half of it when many share a batch (λL ≫ 1).
// Not modelled: the time a sendable batch waits for the sender (max.in.flight, a busy CPU) and the
// request round trip, which come on top; and batches that leave early because another partition
// led by the same broker became sendable (the drain takes every partition's first batch).

export interface LingerWait {
  /** Expected records in a batch at this arrival rate (not its capacity). */
  recordsPerBatch: number;
  /** Mean time a record waits in the accumulator, ms. */
  meanWaitMs: number;
  /** Mean age of a batch when it becomes sendable (what the opener waits), ms. */
  batchAgeMs: number;
  /** Share of batches sent by the size gate rather than linger.ms. */
  sizeGateShare: number;
  /** Records expected per linger window (λ·L). */
  perWindow: number;
}

/**
 * @param ratePerSec arrivals per second into the one batch queue (a partition, or the sticky
 *   partition of records without a key)
 * @param lingerMs linger.ms
 * @param capacity records one batch holds (≥ 1)
 */
export function lingerWait(ratePerSec: number, lingerMs: number, capacity: number): LingerWait {
  const C = Math.max(1, Math.floor(capacity));
  const L = Math.max(0, lingerMs);
  const lambda = Math.max(0, ratePerSec) / 1000; // per ms
  const mu = lambda * L;
  if (mu === 0 || L === 0) {
    // linger.ms=0 or no traffic: every batch is sendable as soon as it is created.
    return { recordsPerBatch: 1, meanWaitMs: 0, batchAgeMs: 0, sizeGateShare: 0, perWindow: mu };
  }
  // Σ over k < C of P(K=k), k·P(K=k); only where the Poisson mass is (12 standard deviations).
  const spread = 12 * Math.sqrt(mu) + 12;
  const lo = Math.max(0, Math.floor(mu - spread));
  const hi = Math.min(C - 1, Math.ceil(mu + spread));
  let below = 0; // P(K < C)
  let kBelow = 0; // E[K; K < C]
  let pAtC = 0; // P(K = C)
  if (lo <= hi) {
    let logP = logPoisson(lo, mu);
    for (let k = lo; k <= hi; k++) {
      const p = Math.exp(logP);
      below += p;
      kBelow += k * p;
      logP += Math.log(mu) - Math.log(k + 1);
    }
  }
  pAtC = Math.exp(logPoisson(C, mu));
  below = Math.min(1, below);
  const atLeastC = Math.max(0, 1 - below);
  const atLeastC1 = Math.max(0, atLeastC - pAtC);
  const tFill = (C / lambda) * atLeastC1; // E[T_C; T_C ≤ L], ms
  const records = below + kBelow + atLeastC * C;
  const wait = L * below + (L * kBelow) / 2 + ((C + 1) / 2) * tFill;
  return {
    recordsPerBatch: records,
    meanWaitMs: wait / records,
    batchAgeMs: L * below + tFill,
    sizeGateShare: atLeastC,
    perWindow: mu,
  };
}

function logPoisson(k: number, mu: number): number {
  return -mu + k * Math.log(mu) - logFactorial(k);
}

/** ln(k!) — exact sums for small k, Stirling's series beyond (error < 1e-10 there). */
function logFactorial(k: number): number {
  if (k < 30) {
    let s = 0;
    for (let i = 2; i <= k; i++) s += Math.log(i);
    return s;
  }
  const n = k + 1;
  return (n - 0.5) * Math.log(n) - n + 0.5 * Math.log(2 * Math.PI) + 1 / (12 * n) - 1 / (360 * n ** 3) + 1 / (1260 * n ** 5);
}
