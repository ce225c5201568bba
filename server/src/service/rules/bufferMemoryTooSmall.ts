// buffer-memory-too-small (BufferPool.allocate: buffer.memory exhaustion blocks send() for up to max.block.ms;
// docs/sources.md#batching: each batch takes max(batch.size, record bound) bytes from the pool, and a thread
// waiting on the pool makes batches sendable early — "exhausted"). With fewer bytes than one
// batch per partition, the open batches alone drain the pool and callers start blocking.
import { Severity, type Rule } from './types';
import { bytes, bytesAsWritten, count, msValue } from '../../../../common/src/units';

const MIB = 1024 * 1024;
const DEFAULT_BUFFER = 32 * MIB;

export const bufferMemoryTooSmall: Rule = {
  id: 'buffer-memory-too-small',
  severity: Severity.Warning,
  measure: 'capacity',
  roles: ['producer'],
  clients: ['java'],
  needs: ['partitions'],
  source: 'BufferPool.allocate (send() blocks up to max.block.ms when buffer.memory is used up); RecordAccumulator (each batch takes max(batch.size, record) bytes); docs/evidence/buffer-exhaustion.md',
  summary: 'buffer.memory cannot hold one batch.size batch per partition: send() blocks up to max.block.ms.',
  check(ctx) {
    const memory = ctx.number('buffer.memory');
    const batchSize = ctx.number('batch.size');
    const partitions = ctx.workload.partitions!;
    if (memory === undefined || batchSize === undefined) return [];
    // A pool smaller than one batch does not block: BufferPool.allocate refuses it at once
    // (buffer-memory-below-record says so).
    if (batchSize > memory) return [];
    const need = Math.max(1, batchSize) * partitions;
    if (memory >= need) return [];
    const block = ctx.number('max.block.ms');
    // One open and one in-flight batch per partition, never below the default.
    const suggested = Math.max(DEFAULT_BUFFER, Math.ceil((2 * need) / MIB) * MIB);
    return [{
      range: ctx.isSet('buffer.memory') ? ctx.entry('buffer.memory')!.valueRange : ctx.entry('batch.size')?.valueRange ?? ctx.anchor(),
      message: `buffer.memory=${bytesAsWritten(memory)}${ctx.isSet('buffer.memory') ? '' : ' (default)'} is less than batch.size × partitions = ${bytesAsWritten(batchSize)}${ctx.isSet('batch.size') ? '' : ' (default)'} × ${count(partitions)} = ${bytes(need)}: one open batch per partition already exhausts it, and then send() blocks for up to max.block.ms${block !== undefined ? `=${msValue(block)}${ctx.isSet('max.block.ms') ? '' : ' (default)'}` : ''} before throwing (BufferPool.allocate).`,
      fixes: [{ title: `Set buffer.memory=${bytesAsWritten(suggested)}`, intents: [{ kind: 'set', key: 'buffer.memory', value: String(suggested) }], preferred: true }],
    }];
  },
  docs: {
    why: 'Every open batch takes max(batch.size, record size) bytes from the producer\'s pool of buffer.memory bytes (BufferPool.allocate). With fewer bytes than one batch per partition the open batches alone use the pool up, and a send() that needs a new batch blocks its caller for up to max.block.ms.',
    consequence: 'send() stalls the calling thread for max.block.ms (60 s by default) and then fails with a BufferExhaustedException. Reproduced with Apache Kafka\'s own producer on the embedded broker (docs/evidence/buffer-exhaustion.md, `npm run bench:send-block`): with buffer.memory=262144 and the broker gone, 240 sends of 1 KiB returned at once, then one send() blocked 2,139 ms against max.block.ms=2000 and failed with `BufferExhaustedException: Failed to allocate 16384 bytes within the configured max blocking time 2000 ms`.',
    bad: { file: 'producer.properties', text: '# kafka-tuning: partitions=64\nbootstrap.servers=localhost:9092\nbatch.size=1048576\nbuffer.memory=33554432\n' },
    good: { file: 'producer.properties', text: '# kafka-tuning: partitions=64\nbootstrap.servers=localhost:9092\nbatch.size=1048576\nbuffer.memory=134217728\n' },
    falsePositives: 'A producer that writes to only a few of the declared partitions at a time (keys concentrated on a handful): declare the partitions it really writes to with `partitions=` in the directive.',
    versions: 'Java producer, all versions.',
  },
};
