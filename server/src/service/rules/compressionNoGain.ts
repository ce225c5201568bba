// compression-no-gain (MemoryRecordsBuilder compresses a batch as one stream — the bigger the batch
// and the more its records repeat each other, the better the ratio; docs/evidence/compression-payloads.md).
// The producer compresses a whole batch as one unit, so when batches hold about one record the
// codec has nothing to share between records: CPU spent for little saving. Two ways to get there:
// batch.size fits one record, or the time gate sends before a second record arrives.
import { batchTiming, fmt } from '../compute';
import { Severity, type Rule } from './types';
import { bytesAsWritten, count } from '../../../../common/src/units';

export const compressionNoGain: Rule = {
  id: 'compression-no-gain',
  severity: Severity.Warning,
  // A test's producer or consumer runs against the test's own broker: durability and throughput are its own business.
  runtimeOnly: true,
  roles: ['producer'],
  clients: ['java'],
  needs: ['recordBytes'],
  source: 'MemoryRecordsBuilder (the producer compresses each batch as one stream); docs/evidence/compression-payloads.md',
  summary: 'Compression is on but batches hold about one record: little to compress per batch.',
  check(ctx) {
    const codec = ctx.effective('compression.type')?.trim();
    if (!codec || codec === 'none') return [];
    const t = batchTiming(ctx);
    if (!t) return [];
    const w = ctx.workload;
    let why: string | undefined;
    if (t.recordsPerBatch <= 1) {
      why = `batch.size=${bytesAsWritten(ctx.number('batch.size')!)}${ctx.isSet('batch.size') ? '' : ' (default)'} fits a single ${w.recordBytes} B record`;
    } else if (t.arrivals && t.gate === 'linger.ms') {
      const linger = ctx.number('linger.ms')!;
      // Even with linger.ms=0 a batch collects what arrives while a request is under way; take at
      // least 1 ms for that, so "about one record" is only claimed below one arrival per ms.
      const window = Math.max(linger, 1);
      const others = (t.arrivals.perQueue * window) / 1000;
      // Keys not declared: records without a key fill one partition at a time at the whole rate
      // (sticky partitioner), so only claim it when that reading also leaves one record per batch.
      const sticky = t.arrivals.basis === 'assumed-keyed' ? (w.rate! * window) / 1000 : 0;
      if (others < 1 && sticky < 1) {
        const each = t.arrivals.basis === 'sticky' ? '' : ` (${fmt(t.arrivals.perQueue)} rec/s each)`;
        why = `at ${count(w.rate!)} rec/s ${t.arrivals.basis === 'sticky' ? 'without a key' : `over ${w.partitions ?? 1} partition${(w.partitions ?? 1) === 1 ? '' : 's'}`}${each} a ${linger === 0 ? 'linger.ms=0 batch (taking ≥ 1 ms of sender time)' : `${linger} ms linger window`} collects the first record plus ≈ ${fmt(others)} more (${fmt(t.arrivals.perQueue)} × ${window} ms)`;
      }
    }
    if (!why) return [];
    return [{
      range: ctx.isSet('compression.type') ? ctx.entry('compression.type')!.valueRange : ctx.anchor(),
      message: `compression.type=${codec} compresses each batch as one unit, but ${why}: with about one record per batch there is little repetition to remove, so the codec mostly costs CPU (the Java producer compresses each batch as one stream, MemoryRecordsBuilder).`,
      fixes: [{ title: 'Set compression.type=none', intents: [{ kind: 'set', key: 'compression.type', value: 'none' }], preferred: true }],
    }];
  },
  docs: {
    why: 'The producer compresses each batch as one stream (MemoryRecordsBuilder). The ratio comes from what records in a batch share; a batch of one record has little to share, so the codec costs CPU for a small saving. A batch holds about one record when batch.size fits one record, or when the time gate sends before a second record arrives.',
    consequence: 'Measured on the embedded broker (docs/evidence/compression-payloads.md, `npm run bench:compression`): JSON order events in batches of about two records (batch.size=400, linger.ms=0) kept 43 % (gzip) and 46 % (zstd) of their uncompressed bytes on disk, against 8 % and 4 % in batches of many records (linger.ms=50, batch.size=131072): per record on disk gzip 166.2 against 25.9 bytes and zstd 175.6 against 14.5, 6–12× more, while every batch is still compressed.',
    bad: { file: 'producer.properties', text: '# kafka-tuning: record-bytes=512\nbootstrap.servers=localhost:9092\nbatch.size=1024\ncompression.type=lz4\n' },
    good: { file: 'producer.properties', text: '# kafka-tuning: record-bytes=512\nbootstrap.servers=localhost:9092\nbatch.size=65536\nlinger.ms=10\ncompression.type=lz4\n' },
    falsePositives: 'Large records that compress well on their own (a 100 KB JSON document): compression pays even one per batch. Silence the line, or declare a rate so the rule sees batches form.',
    versions: 'Java producer, all versions.',
  },
};
