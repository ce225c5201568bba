// partition-fetch-bytes-tiny: a consumer's max.partition.fetch.bytes below 1 KiB (default 1 MiB).
// Records reach the consumer in the producer's batches, whole; ConsumerConfig's doc: "If the first
// record batch in the first non-empty partition of the fetch is larger than this limit, the batch
// will still be returned to ensure that the consumer can make progress" (KIP-74, Kafka 0.10.1). Any
// real batch is larger than a few hundred bytes, so each fetch brings that one batch and nothing
// from the other partitions: a round trip per batch. Before 0.10.1 a message larger than the limit
// stopped the consumer on that partition (RecordTooLargeException). 1 KiB: a batch header alone is
// 61 B, and no producer's batch of real records stays under it for long.
import { compareVersions } from '../catalog';
import { bytesAsWritten } from '../../../../common/src/units';
import { Severity, type Rule } from './types';

const TINY = 1024;
const DEFAULT = 1048576;

export const partitionFetchBytesTiny: Rule = {
  id: 'partition-fetch-bytes-tiny',
  severity: Severity.Warning,
  runtimeOnly: true,
  roles: ['consumer'],
  clients: ['java'],
  source: 'ConsumerConfig max.partition.fetch.bytes (default 1048576; "If the first record batch in the first non-empty partition of the fetch is larger than this limit, the batch will still be returned"); KIP-74 (Kafka 0.10.1)',
  summary: 'max.partition.fetch.bytes below 1 KiB: each fetch returns one record batch of one partition, a round trip per batch (before Kafka 0.10.1 a larger message stopped the consumer).',
  check(ctx) {
    if (!ctx.isSet('max.partition.fetch.bytes')) return [];
    const n = ctx.number('max.partition.fetch.bytes');
    if (n === undefined || n >= TINY) return [];
    const version = ctx.site.client.version;
    const old = version !== undefined && compareVersions(version, '0.10.1') < 0;
    return [{
      range: ctx.entry('max.partition.fetch.bytes')!.valueRange,
      message: old
        ? `max.partition.fetch.bytes=${n} bytes (default ${bytesAsWritten(DEFAULT)}): with client ${version}, older than 0.10.1 (KIP-74), a message larger than ${n} bytes cannot be fetched at all, and the consumer stops on that partition with RecordTooLargeException. Use the default or at least the largest message size.`
        : `max.partition.fetch.bytes=${n} bytes (default ${bytesAsWritten(DEFAULT)}): records arrive in the producer's batches, and a batch larger than this limit is returned only when it is the first one of the fetch (KIP-74, ConsumerConfig), so every fetch brings one record batch of one partition and nothing from the others: one round trip per batch. It limits bytes, not records — max.poll.records limits how many records one poll() returns.`,
      fixes: [{ title: `Set max.partition.fetch.bytes=${bytesAsWritten(DEFAULT)} (the default)`, intents: [{ kind: 'set', key: 'max.partition.fetch.bytes', value: String(DEFAULT) }], preferred: true }],
    }];
  },
  docs: {
    why: 'max.partition.fetch.bytes caps the bytes a fetch returns per partition. Records travel in the batches the producer built (a 61-byte header and the records), and a batch is never split. Since Kafka 0.10.1 (KIP-74) a batch larger than the cap is returned only when it is the first one of the fetch, so the consumer still progresses — one batch per fetch. A value of a few hundred bytes is often a record count or a size in kilobytes written as bytes.',
    consequence: 'Each fetch returns a single record batch from a single partition, whatever the lag: one round trip per batch, and the other partitions wait their turn. Before 0.10.1 a message larger than the cap cannot be fetched and the consumer stops on that partition (RecordTooLargeException).',
    bad: { file: 'consumer.properties', text: 'bootstrap.servers=kafka1:9092\ngroup.id=billing\nmax.partition.fetch.bytes=140\n' },
    good: { file: 'consumer.properties', text: 'bootstrap.servers=kafka1:9092\ngroup.id=billing\nmax.poll.records=140\n' },
    falsePositives: 'A test that wants one batch per fetch on purpose. Test sources are not reported; elsewhere silence the line with a suppression comment.',
    versions: 'Java consumer, all versions (the return of an oversized first batch is 0.10.1 and newer, KIP-74).',
  },
};
