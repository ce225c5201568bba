// max-block-default (BufferPool.allocate, KafkaProducer.waitOnMetadata; docs/evidence/buffer-exhaustion.md):
// when buffer.memory runs out (or metadata is missing) send() blocks the caller for up to
// max.block.ms, 60 s by default, before throwing — a silent stall that looks like a hung thread.
// A few seconds makes the back-pressure surface as an error the caller can handle. Only reported
// where it matters: a latency budget is declared, or buffer.memory is small against what the
// partitions hold — under two batch.size batches per partition (one filling, one in flight), new
// batches wait for memory whenever requests are slow. Below one batch per partition
// buffer-memory-too-small reports the same decision (and names max.block.ms), so this rule is silent.
import type { Fix } from '../model';
import { Severity, type Rule } from './types';
import { bytes, bytesAsWritten, count, duration, msAsWritten, msValue } from '../../../../common/src/units';

const MIB = 1024 * 1024;
const DEFAULT_BUFFER = 32 * MIB;

export const maxBlockDefault: Rule = {
  id: 'max-block-default',
  severity: Severity.Information,
  // A test's producer or consumer runs against the test's own broker: durability and throughput are its own business.
  runtimeOnly: true,
  roles: ['producer'],
  clients: ['java'],
  source: 'ProducerConfig max.block.ms (default 60000); BufferPool.allocate and KafkaProducer.waitOnMetadata block send() up to it; docs/evidence/buffer-exhaustion.md',
  summary: 'max.block.ms left at 60 s where a latency budget, or a buffer.memory under two batches per partition, makes blocking likely to hurt.',
  check(ctx) {
    if (ctx.isSet('max.block.ms') || ctx.number('max.block.ms') !== 60000) return [];
    const memory = ctx.number('buffer.memory');
    const batchSize = ctx.number('batch.size');
    const partitions = ctx.workload.partitions;
    const need = memory !== undefined && batchSize !== undefined && partitions ? Math.max(1, batchSize) * partitions : undefined;
    // Below one batch per partition: buffer-memory-too-small's finding.
    if (need !== undefined && memory! < need) return [];
    const budget = ctx.workload.p99Ms;
    const reasons: string[] = [];
    const fixes: Fix[] = [];
    if (need !== undefined && memory! < 2 * need) {
      const suggested = Math.max(DEFAULT_BUFFER, Math.ceil((2 * need) / MIB) * MIB);
      const mem = `buffer.memory=${bytesAsWritten(memory!)}${ctx.isSet('buffer.memory') ? '' : ' (default)'}`;
      const bs = `batch.size=${bytesAsWritten(batchSize!)}${ctx.isSet('batch.size') ? '' : ' (default)'}`;
      reasons.push(`${mem} holds fewer than two batches per partition (${bs} × ${count(partitions!)} partitions = ${bytes(need)}), so new batches wait for memory whenever requests are slow`);
      fixes.push({ title: `Set buffer.memory=${bytesAsWritten(suggested)} (two batches per partition)`, intents: [{ kind: 'set', key: 'buffer.memory', value: String(suggested) }], preferred: true });
    }
    if (budget !== undefined) reasons.push(`the declared p99 budget is ${duration(budget)}`);
    if (reasons.length === 0) return [];
    fixes.push({ title: `Set max.block.ms=${msAsWritten(5000)}`, intents: [{ kind: 'set', key: 'max.block.ms', value: '5000' }], preferred: fixes.length === 0 });
    const advice = fixes.length > 1
      ? 'Raising buffer.memory removes the cause; a few seconds of max.block.ms (e.g. 5000) makes what is left show up as an exception you can handle.'
      : 'A few seconds (e.g. max.block.ms=5000) makes back-pressure show up as an exception you can handle.';
    return [{
      range: ctx.anchor('max.block.ms'),
      message: `max.block.ms is the ${msValue(60000)} default: when buffer.memory is full or metadata is missing, send() blocks the calling thread for up to a minute before throwing (${reasons.join('; ')}). ${advice}`,
      fixes,
    }];
  },
  docs: {
    why: 'When buffer.memory is used up, or metadata for the topic is missing, send() blocks its caller for up to max.block.ms before it throws (BufferPool.allocate, KafkaProducer.waitOnMetadata). The default is 60 s, a stall that looks like a hung thread. A few seconds turns back-pressure into an error the caller can handle.',
    consequence: 'With the default, a request handler that calls send() can hang for a minute with no error. Reproduced with Apache Kafka\'s own producer (docs/evidence/buffer-exhaustion.md, `npm run bench:send-block`): send() blocked its caller 2,029 ms with max.block.ms=2000 and 6,016 ms with 6000 while no broker answered, and 2,139 ms when buffer.memory was full; only then did the returned future fail.',
    bad: { file: 'producer.properties', text: '# kafka-tuning: p99-ms=50\nbootstrap.servers=localhost:9092\nacks=all\n' },
    good: { file: 'producer.properties', text: '# kafka-tuning: p99-ms=50\nbootstrap.servers=localhost:9092\nacks=all\nmax.block.ms=5000\n' },
    falsePositives: 'A batch job that prefers waiting over failing: then 60 s (or more) is a choice. Silence the finding with a suppression comment above the config, or set the rule to "off".',
    versions: 'Java producer, all versions (max.block.ms since 0.9).',
  },
};
