// buffer-memory-one-batch: buffer.memory holds fewer than two batches of batch.size. Each open
// batch takes max(batch.size, record bound) bytes from the producer's pool (BufferPool.allocate,
// RecordAccumulator.append), and a batch's bytes return to the pool only when its produce request
// completes. With room for one batch, a record for a second partition (or the next batch of the
// same one, while the first is in flight) waits in send() until the first batch is acknowledged, up
// to max.block.ms: the producer moves one batch per round trip. buffer-memory-too-small computes the
// same with a declared partition count; this rule needs none, because any producer that writes to
// two partitions, or sends while a batch is in flight, hits it. A pool smaller than one batch is
// buffer-memory-below-record's case (BufferPool refuses it outright).
import { bytesAsWritten, msValue } from '../../../../common/src/units';
import { Severity, type Rule } from './types';

const PRODUCER = (memory: string) => `bootstrap.servers=kafka-1:9092,kafka-2:9092
batch.size=20971520
${memory}
linger.ms=50
`;

export const bufferMemoryOneBatch: Rule = {
  id: 'buffer-memory-one-batch',
  severity: Severity.Warning,
  // A test's producer or consumer runs against the test's own broker: durability and throughput are its own business.
  runtimeOnly: true,
  roles: ['producer'],
  clients: ['java'],
  source: 'BufferPool.allocate (a batch\'s bytes come from buffer.memory and return when its request completes; send() blocks up to max.block.ms when the pool is used up); RecordAccumulator.append (each batch takes max(batch.size, record) bytes)',
  summary: 'buffer.memory holds fewer than two batch.size batches: a second open batch waits in send() until the first is acknowledged.',
  docs: {
    why: 'Every open batch takes batch.size bytes (or the record\'s size, if larger) from the producer\'s pool of buffer.memory bytes, and gives them back only when its produce request completes. A pool with room for one batch lets one batch exist at a time.',
    consequence: 'A record for another partition, or the next batch while one is in flight, waits in send() until the first batch is acknowledged, for up to max.block.ms, after which send() throws. The producer sends one batch per round trip, however many partitions the topic has (BufferPool.allocate).',
    bad: { file: 'producer.properties', text: PRODUCER('buffer.memory=33554432') },
    good: { file: 'producer.properties', text: PRODUCER('buffer.memory=268435456') },
    falsePositives: 'A producer that writes to one partition and waits for each send before the next gains nothing from a bigger pool; silence the line with `# kafka-tuning-disable-next-line buffer-memory-one-batch`. With the partition count declared (`# kafka-tuning: partitions=…`), buffer-memory-too-small says it with the exact figure instead.',
    versions: 'Java producer, all versions.',
  },
  check(ctx) {
    if (ctx.workload.partitions !== undefined) return [];
    if (!ctx.isSet('batch.size') && !ctx.isSet('buffer.memory')) return [];
    const memory = ctx.number('buffer.memory');
    const batch = ctx.number('batch.size');
    if (memory === undefined || batch === undefined || batch <= 0 || batch > memory || memory >= 2 * batch) return [];
    const block = ctx.number('max.block.ms');
    const key = ctx.isSet('batch.size') ? 'batch.size' : 'buffer.memory';
    // Either side of the ratio: batches of a sixteenth of the pool, or a pool of sixteen batches.
    const smaller = Math.max(16384, Math.floor(memory / 16));
    const larger = batch * 16;
    return [{
      range: ctx.entry(key)!.valueRange,
      message: `${ctx.display('buffer.memory')}=${bytesAsWritten(memory)}${ctx.isSet('buffer.memory') ? '' : ' (default)'} holds only one batch of ${ctx.display('batch.size')}=${bytesAsWritten(batch)}${ctx.isSet('batch.size') ? '' : ' (default)'}: a batch's bytes return to the pool only when its request is acknowledged, so a record for a second partition, or the next batch while one is in flight, waits in send() (up to max.block.ms${block !== undefined ? `=${msValue(block)}` : ''}, then it throws) and the producer moves one batch per round trip (BufferPool.allocate). Keep buffer.memory at many times batch.size.`,
      fixes: [
        { title: `Set ${ctx.display('batch.size')}=${smaller}`, intents: [{ kind: 'set', key: 'batch.size', value: String(smaller) }] },
        { title: `Set ${ctx.display('buffer.memory')}=${larger}`, intents: [{ kind: 'set', key: 'buffer.memory', value: String(larger) }] },
      ],
    }];
  },
};
