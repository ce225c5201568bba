// linger-exceeds-slo (docs/evidence/linger-wait.md: the wait a record adds by batching, against the
// Java client). The first record of a batch that the linger window sends has waited the whole
// window, so the p99 added by batching alone is close to linger.ms. Above the
// declared p99 budget, batching by itself breaks the SLO. With a rate, batchTiming says whether the
// time gate actually fires (the batch may fill first at that rate).
import { batchTiming, fmt, type BatchTiming } from '../compute';
import { Severity, type Rule } from './types';
import { count, duration, msAsWritten, msValue } from '../../../../common/src/units';

export const lingerExceedsSlo: Rule = {
  id: 'linger-exceeds-slo',
  severity: Severity.Warning,
  roles: ['producer'],
  clients: ['java', 'librdkafka'],
  needs: ['p99Ms'],
  source: 'RecordAccumulator.ready (a batch is sendable once it has waited linger.ms); measured in docs/evidence/linger-wait.md',
  summary: 'linger.ms is longer than the declared p99 budget: records sent by the time gate alone miss it.',
  check(ctx) {
    const linger = ctx.number('linger.ms');
    const budget = ctx.workload.p99Ms!;
    if (linger === undefined || linger <= budget) return [];
    const suggested = Math.floor(budget / 5);
    const head = `linger.ms=${msValue(linger)}${ctx.isSet('linger.ms') ? '' : ' (default)'} is over the p99 budget of ${duration(budget)}: a record that opens a batch sent by the time gate waits the whole ${duration(linger)} window before any network or broker time.`;
    const fixes = [{ title: `Set linger.ms=${msAsWritten(suggested)} (a fifth of the budget)`, intents: [{ kind: 'set' as const, key: 'linger.ms', value: String(suggested) }], preferred: true }];
    const range = ctx.isSet('linger.ms') ? ctx.entry('linger.ms')!.valueRange : ctx.anchor();
    const t = batchTiming(ctx);
    const w = ctx.workload;
    if (t?.gate === 'batch.size' && t.arrivals && t.fillMs !== undefined) {
      // At the declared rate the batch fills first; the window only bites when traffic drops.
      const perQueue = (t.recordsPerBatch / linger) * 1000;
      const where = t.arrivals.basis === 'sticky' ? '' : ' per partition';
      return [{
        range,
        severity: Severity.Information,
        message: `${head} At ${count(w.rate!)} rec/s ${t.arrivals.phrase}, batch.size fills first (${count(t.recordsPerBatch)} records in ${duration(t.fillMs)}), but below ${count(perQueue)} rec/s${where} the window decides again.`,
        fixes,
      }];
    }
    // The model's average at the declared rate (docs/evidence/linger-wait.md): the whole window for
    // rare records, toward half of it when many share a batch.
    const gate = t?.gate === 'linger.ms' && t.arrivals && t.wait
      ? ` At ${count(w.rate!)} rec/s ${t.arrivals.phrase}, a batch would need ${duration(t.fillMs!)} to fill, so linger.ms is the gate that fires: a batch carries ≈ ${fmt(t.wait.recordsPerBatch)} record${t.wait.recordsPerBatch < 1.05 ? '' : 's'} and a record waits ${waitRange(t, w.partitions ?? 1)} on average (docs/evidence/linger-wait.md).`
      : '';
    return [{ range, message: head + gate, fixes }];
  },
  docs: {
    why: 'A batch that the time gate sends has kept its first record waiting the whole linger.ms window (RecordAccumulator.ready). When records arrive slower than batches fill, that wait goes straight into end-to-end latency, so a linger.ms above the declared p99 budget breaks the budget by batching alone.',
    consequence: 'Measured with Apache Kafka\'s own producer on the embedded broker (docs/evidence/linger-wait.md, `npm run bench:linger-wait`): at 20 records/s into one partition with linger.ms=100, batches sat 100.1 ms in the producer and a record waited 65.9 ms on average before its request left, not the 50 ms that linger/2 suggests. The first record of every such batch waits the whole window, which is what the p99 sees.',
    bad: { file: 'producer.properties', text: '# kafka-tuning: p99-ms=50\nbootstrap.servers=localhost:9092\nlinger.ms=100\n' },
    good: { file: 'producer.properties', text: '# kafka-tuning: p99-ms=50\nbootstrap.servers=localhost:9092\nlinger.ms=10\n' },
    falsePositives: 'At a rate high enough that batches fill before linger.ms, the window is never reached: declare rate, record-bytes and partitions in the directive and the rule lowers the finding to information when the size gate fires first.',
    versions: 'Java producer and librdkafka (linger.ms, alias queue.buffering.max.ms).',
  },
};

/** "≈ 43 ms", or "≈ 26–43 ms" where partitions sharing one leader broker are sent together and wait less. */
function waitRange(t: BatchTiming, partitions: number): string {
  const upper = t.wait!.meanWaitMs;
  if (t.oneBrokerWaitMs === undefined) return `≈ ${duration(upper)}`;
  return `≈ ${duration(t.oneBrokerWaitMs)}–${duration(upper)} (the lower figure if one broker leads all ${count(partitions)} partitions: the producer sends them together once one is due)`;
}
