// linger-exceeds-slo (docs/evidence/linger-cost.md: when the time gate sends the batch, p50 ≈
// linger/2). The first record of a batch that the linger window sends has
// waited the whole window, so the p99 added by batching alone is close to linger.ms. Above the
// declared p99 budget, batching by itself breaks the SLO. With a rate, batchTiming says whether the
// time gate actually fires (the batch may fill first at that rate).
import { batchTiming } from '../compute';
import { Severity, type Rule } from './types';
import { count, duration, msAsWritten, msValue } from '../../../../common/src/units';

export const lingerExceedsSlo: Rule = {
  id: 'linger-exceeds-slo',
  severity: Severity.Warning,
  roles: ['producer'],
  clients: ['java', 'librdkafka'],
  needs: ['p99Ms'],
  source: 'RecordAccumulator.ready (a batch is sendable once it has waited linger.ms); measured in docs/evidence/linger-cost.md',
  summary: 'linger.ms is longer than the declared p99 budget: records sent by the time gate alone miss it.',
  check(ctx) {
    const linger = ctx.number('linger.ms');
    const budget = ctx.workload.p99Ms!;
    if (linger === undefined || linger <= budget) return [];
    const suggested = Math.floor(budget / 5);
    const head = `linger.ms=${msValue(linger)}${ctx.isSet('linger.ms') ? '' : ', the default,'} is over the p99 budget of ${duration(budget)}: a record that opens a batch sent by the time gate waits the whole ${duration(linger)} window (≈ ${duration(linger / 2)} on average, docs/evidence/linger-cost.md) before any network or broker time.`;
    const fixes = [{ title: `Set linger.ms=${msAsWritten(suggested)} (a fifth of the budget)`, intents: [{ kind: 'set' as const, key: 'linger.ms', value: String(suggested) }], preferred: true }];
    const range = ctx.isSet('linger.ms') ? ctx.entry('linger.ms')!.valueRange : ctx.anchor();
    const t = batchTiming(ctx);
    const w = ctx.workload;
    if (t?.gate === 'batch.size' && t.fillMs !== undefined) {
      // At the declared rate the batch fills first; the window only bites when traffic drops.
      const perPartition = (t.recordsPerBatch / linger) * 1000;
      return [{
        range,
        severity: Severity.Information,
        message: `${head} At ${count(w.rate!)} rec/s over ${w.partitions ?? 1} partition${(w.partitions ?? 1) === 1 ? '' : 's'} batch.size fills first (${count(t.recordsPerBatch)} records in ${duration(t.fillMs)}), but below ${count(perPartition)} rec/s per partition the window decides again.`,
        fixes,
      }];
    }
    const gate = t?.gate === 'linger.ms' ? ` At ${count(w.rate!)} rec/s over ${w.partitions ?? 1} partition${(w.partitions ?? 1) === 1 ? '' : 's'} a batch would need ${duration(t.fillMs!)} to fill, so linger.ms is the gate that fires.` : '';
    return [{ range, message: head + gate, fixes }];
  },
};
