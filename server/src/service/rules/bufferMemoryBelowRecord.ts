// buffer-memory-below-record: the producer refuses what its own pool cannot hold.
// KafkaProducer.ensureValidRecordSize (2.8.2–4.4.0) fails a record whose serialized size is over
// max.request.size *and* one over buffer.memory ("The message is N bytes when serialized which is
// larger than the total memory buffer you have configured with the buffer.memory configuration."),
// so with buffer.memory below max.request.size every record between the two fails. And
// RecordAccumulator.append asks BufferPool.allocate for max(batch.size, record bound) bytes, which
// throws IllegalArgumentException ("Attempt to allocate N bytes, but there is a hard limit of M on
// memory allocations.") when that is over buffer.memory: with batch.size above it, every send that
// opens a batch fails. Both checked by calling the methods on kafka-clients 2.8.2, 3.9.1 and 4.4.0.
//
// A Connect worker's producer.* keys reach this as a producer site whose unwritten keys keep the
// producer's defaults (Worker.baseProducerConfigs sets neither key). A connector's producer.override.*
// sits on top of the worker's producer.* that this file cannot see, so there both keys must be written.
import { Severity, type Finding, type Rule, type RuleContext } from './types';
import { bytes, bytesAsWritten } from '../../../../common/src/units';

const MIB = 1024 * 1024;
const DEFAULT_BUFFER = 32 * MIB;

/** The value a finding may rely on: written here, or (outside a connector's overrides) the producer's default. */
function known(ctx: RuleContext, key: string, overrides: boolean): number | undefined {
  if (overrides && !ctx.isSet(key)) return undefined;
  return ctx.number(key);
}

function written(ctx: RuleContext, key: string): string {
  return ctx.isSet(key) ? '' : ' (default)';
}

export const bufferMemoryBelowRecord: Rule = {
  id: 'buffer-memory-below-record',
  severity: Severity.Warning,
  roles: ['producer'],
  clients: ['java'],
  source: 'KafkaProducer.ensureValidRecordSize (RecordTooLargeException over buffer.memory); RecordAccumulator.append and BufferPool.allocate (IllegalArgumentException over buffer.memory)',
  summary: 'buffer.memory is below max.request.size or batch.size: records the request limit allows, or every new batch, fail in send().',
  check(ctx) {
    const overrides = ctx.site.entries.some((e) => e.prefix?.endsWith('.override.'));
    const memory = known(ctx, 'buffer.memory', overrides);
    if (memory === undefined || memory <= 0) return [];
    const batch = known(ctx, 'batch.size', overrides);
    const request = known(ctx, 'max.request.size', overrides);
    const suggested = Math.max(DEFAULT_BUFFER, Math.ceil(Math.max(batch ?? 0, request ?? 0) / MIB) * MIB);
    const fixes = [{ title: `Set ${ctx.display('buffer.memory')}=${bytesAsWritten(suggested)}`, intents: [{ kind: 'set' as const, key: 'buffer.memory', value: String(suggested) }], preferred: true }];
    const range = (other: string) => (ctx.isSet('buffer.memory') ? ctx.entry('buffer.memory')!.valueRange : ctx.entry(other)?.valueRange ?? ctx.anchor());
    const mem = `${ctx.display('buffer.memory')}=${bytesAsWritten(memory)}${written(ctx, 'buffer.memory')}`;
    if (batch !== undefined && batch > memory) {
      const f: Finding = {
        // A warning, not an error: the constructor accepts it (errors here mean "refused at start-up"); it fails at send().
        range: range('batch.size'),
        message: `${mem} is less than ${ctx.display('batch.size')}=${bytesAsWritten(batch)}${written(ctx, 'batch.size')}: every new batch asks the producer's buffer pool for at least batch.size bytes, more than it holds, so send() throws IllegalArgumentException "Attempt to allocate ${batch} bytes, but there is a hard limit of ${memory} on memory allocations." (RecordAccumulator.append, BufferPool.allocate).`,
        fixes,
      };
      return [f];
    }
    if (request !== undefined && request > memory) {
      return [{
        range: range('max.request.size'),
        // Within a tenth of the request limit (1,024,000 against 1 MiB): only records in that thin
        // band are refused, so information rather than a warning.
        ...(memory >= request * 0.9 ? { severity: Severity.Information } : {}),
        message: `${mem} is less than ${ctx.display('max.request.size')}=${bytesAsWritten(request)}${written(ctx, 'max.request.size')}: a record over ${bytes(memory)} when serialized fails with RecordTooLargeException "The message is … bytes when serialized which is larger than the total memory buffer you have configured with the buffer.memory configuration." (KafkaProducer.ensureValidRecordSize), although max.request.size would let it through.`,
        fixes,
      }];
    }
    return [];
  },
  docs: {
    why: 'Before a record is queued, KafkaProducer.ensureValidRecordSize compares its serialized size with max.request.size and with buffer.memory, the whole pool the producer buffers records in. Every batch then takes max(batch.size, record size) bytes from that pool (RecordAccumulator.append), and BufferPool.allocate refuses a request larger than the pool outright. A pool smaller than max.request.size, or than batch.size, turns records that the rest of the configuration accepts into failures.',
    consequence: 'With buffer.memory below max.request.size, each record larger than buffer.memory fails with RecordTooLargeException in its callback or future (checked on kafka-clients 2.8.2, 3.9.1 and 4.4.0: a 4097-byte record against buffer.memory=4096). With batch.size above buffer.memory, every send() that opens a batch throws IllegalArgumentException "Attempt to allocate 16384 bytes, but there is a hard limit of 4096 on memory allocations.". In a Connect worker (producer.buffer.memory) this fails the source tasks whose records are larger.',
    bad: { file: 'connect-distributed.properties', text: 'bootstrap.servers=kafka-1.internal:9092\ngroup.id=connect-cluster\nconfig.storage.topic=connect-configs\noffset.storage.topic=connect-offsets\nstatus.storage.topic=connect-status\nkey.converter=org.apache.kafka.connect.storage.StringConverter\nvalue.converter=org.apache.kafka.connect.storage.StringConverter\nproducer.buffer.memory=65536\n' },
    good: { file: 'connect-distributed.properties', text: 'bootstrap.servers=kafka-1.internal:9092\ngroup.id=connect-cluster\nconfig.storage.topic=connect-configs\noffset.storage.topic=connect-offsets\nstatus.storage.topic=connect-status\nkey.converter=org.apache.kafka.connect.storage.StringConverter\nvalue.converter=org.apache.kafka.connect.storage.StringConverter\nproducer.buffer.memory=67108864\n' },
    falsePositives: 'None known: whatever the records, the producer applies these checks. If every record is known to stay small, lowering max.request.size to match says so and silences the finding. A buffer.memory within a tenth of max.request.size (1,024,000 against 1 MiB) refuses only records in that band: information.',
    versions: 'Java producer, all versions (2.8.2 to 4.4.0 checked).',
  },
};
