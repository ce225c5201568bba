// linger-zero-large-batch (RecordAccumulator.ready: a batch leaves when full, when linger.ms expires, or on flush;
// docs/sources.md#batching: with linger.ms=0 a batch is "expired" at once, so it is sendable as soon as the
// sender can take it). A large batch.size then rarely fills — it only collects what arrives while
// the previous request is still going — yet every open batch reserves max(batch.size, record) bytes
// of buffer.memory. The default was 0 up to 3.9 and is 5 from 4.0 (KIP-1030, docs/sources.md#producer-configs).
import { batchTiming } from '../compute';
import { Severity, type Rule } from './types';
import { bytesAsWritten, count, duration, sizeUnit } from '../../../../common/src/units';

const LARGE = 64 * 1024;

export const lingerZeroLargeBatch: Rule = {
  id: 'linger-zero-large-batch',
  severity: Severity.Information,
  // A test's producer or consumer runs against the test's own broker: durability and throughput are its own business.
  runtimeOnly: true,
  measure: 'capacity',
  roles: ['producer'],
  clients: ['java'],
  source: 'RecordAccumulator (ready check, batch allocation); ProducerConfig linger.ms (0 → 5 in 4.0, KIP-1030)',
  summary: 'linger.ms=0 with a batch.size of 64 KiB or more: batches leave long before they fill.',
  check(ctx) {
    const linger = ctx.number('linger.ms');
    const batchSize = ctx.number('batch.size');
    if (linger !== 0 || batchSize === undefined || batchSize < LARGE) return [];
    const lingerText = ctx.isSet('linger.ms') ? 'linger.ms=0' : `linger.ms=0 (the default before 4.0, ${ctx.site.client.version ? `Kafka ${ctx.site.client.version}` : 'this version'})`;
    const parts = [`${lingerText} makes a partition's batch sendable the moment it is created, so batch.size=${bytesAsWritten(batchSize)}${ctx.isSet('batch.size') ? '' : ' (default)'} rarely fills: a batch leaves with whatever arrived while the previous request was still going.`];
    const t = batchTiming(ctx);
    const w = ctx.workload;
    if (t?.fillMs !== undefined && t.arrivals) {
      parts.push(`At ${count(w.rate!)} rec/s ${t.arrivals.phrase}, filling its ${count(t.recordsPerBatch)} records of ${w.recordBytes} B would take ${duration(t.fillMs)}.`);
    }
    parts.push(`Each open batch still reserves ${sizeUnit(batchSize)} of buffer.memory. A few ms of linger lets batches collect records (5 ms is the default from Kafka 4.0).`);
    return [{
      range: ctx.isSet('linger.ms') ? ctx.entry('linger.ms')!.valueRange : ctx.entry('batch.size')?.valueRange ?? ctx.anchor(),
      message: parts.join(' '),
      fixes: [{ title: 'Set linger.ms=5', intents: [{ kind: 'set', key: 'linger.ms', value: '5' }], preferred: true }],
    }];
  },
  docs: {
    why: 'RecordAccumulator sends a batch when it is full, when it has waited linger.ms, or on flush. With linger.ms=0 a batch is ready the moment it is created, so a large batch.size rarely fills: a batch only collects what arrives while the previous request is still in flight. Each open batch still reserves batch.size bytes of buffer.memory.',
    consequence: 'Measured on the embedded broker (docs/evidence/linger-cost.md, `npm run bench:linger`): at 200 records/s with batch.size=16384, linger.ms=0 sent 1.3 records per request against 2.8 with linger.ms=5; batches are many and small, so requests and per-batch overhead go up. The latency cost of a few ms of linger is in the same table (p50 3.2 ms at 0 vs 8.0 ms at 5).',
    bad: { file: 'producer.properties', text: 'bootstrap.servers=localhost:9092\nlinger.ms=0\nbatch.size=131072\n' },
    good: { file: 'producer.properties', text: 'bootstrap.servers=localhost:9092\nlinger.ms=5\nbatch.size=131072\n' },
    falsePositives: 'A latency-critical producer that wants every record sent at once and set a large batch.size for bursts: then the finding is expected; silence the line with a suppression comment. From Kafka 4.0 the default linger.ms is 5, so an unset linger.ms fires only for older versions.',
    versions: 'Java producer; an unset linger.ms is 0 up to Kafka 3.9 and 5 from 4.0 (KIP-1030).',
  },
};
