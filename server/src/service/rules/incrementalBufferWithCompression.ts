// incremental-buffer-with-compression (KafkaProducer, buffer.memory.allocation.strategy; an internal
// key in the 4.4.0 catalog): the producer's incremental buffer allocation does not handle compressed
// batches yet, so it refuses the pair (ConfigException "The incremental
// buffer.memory.allocation.strategy does not support compression yet. compression.type must be set
// to none."). Measured by constructing KafkaProducer 4.4.0: incremental with none, and full with any
// codec, are accepted; the strategy's name is matched in any case.
import { Severity, type Rule } from './types';

const STRATEGY = 'buffer.memory.allocation.strategy';

export const incrementalBufferWithCompression: Rule = {
  id: 'incremental-buffer-with-compression',
  severity: Severity.Error,
  roles: ['producer'],
  clients: ['java'],
  source: 'KafkaProducer: buffer.memory.allocation.strategy=incremental requires compression.type=none (ConfigException at construction)',
  summary: 'buffer.memory.allocation.strategy=incremental with a compression.type other than none: the producer refuses to start.',
  docs: {
    why: 'buffer.memory.allocation.strategy=incremental lets the producer take batch memory from buffer.memory a piece at a time instead of a whole batch.size at once. That path does not support compressed batches yet, so the producer refuses it together with any compression.type other than none.',
    consequence: 'new KafkaProducer throws ConfigException "The incremental buffer.memory.allocation.strategy does not support compression yet. compression.type must be set to none." (measured on Kafka 4.4.0).',
    bad: { file: 'producer.properties', text: 'buffer.memory.allocation.strategy=incremental\ncompression.type=zstd\n' },
    good: { file: 'producer.properties', text: 'buffer.memory.allocation.strategy=incremental\ncompression.type=none\n' },
    falsePositives: 'None known: both keys are read from the same config.',
    versions: 'Kafka clients whose ProducerConfig has buffer.memory.allocation.strategy (4.4.0 among the versions checked).',
  },
  check(ctx) {
    const e = ctx.entry(STRATEGY);
    if (!e || e.shared || !ctx.info(STRATEGY) || e.value?.trim().toUpperCase() !== 'INCREMENTAL') return [];
    const codec = ctx.entry('compression.type')?.value?.trim();
    if (codec === undefined || codec === 'none') return [];
    const c = ctx.entry('compression.type')!;
    return [{
      range: c.valueRange,
      message: `compression.type=${codec} with ${STRATEGY}=incremental: the producer refuses to start (ConfigException "The incremental buffer.memory.allocation.strategy does not support compression yet. compression.type must be set to none.", Kafka ${ctx.catalog.version}). Choose one: compression, or incremental buffer allocation.`,
      fixes: [
        { title: `Remove ${STRATEGY} (full allocation, the default)`, intents: [{ kind: 'remove', entry: e }], preferred: true },
        { title: 'Set compression.type=none', intents: [{ kind: 'set', key: 'compression.type', value: 'none' }] },
      ],
    }];
  },
};
