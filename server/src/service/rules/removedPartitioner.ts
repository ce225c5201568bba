// removed-partitioner (KIP-794; removed in Kafka 4.0): DefaultPartitioner and UniformStickyPartitioner
// were deprecated in 3.3, when the producer got its built-in sticky partitioning, and deleted in
// 4.0. partitioner.class is a CLASS key, so ConfigDef loads the class while parsing the config and a
// 4.x producer naming either refuses to start ("Invalid value
// org.apache.kafka.clients.producer.internals.DefaultPartitioner for configuration partitioner.class:
// Class … could not be found."). Measured by constructing KafkaProducer: 3.9.1 accepts both, 4.0.2,
// 4.1.2 and 4.4.0 refuse both.
import { compareVersions } from '../catalog';
import { Severity, type Rule } from './types';

const REMOVED: Record<string, string> = {
  'org.apache.kafka.clients.producer.internals.DefaultPartitioner': 'remove the line: the built-in partitioning does what DefaultPartitioner did, with sticky batches for keyless records (KIP-794)',
  'org.apache.kafka.clients.producer.UniformStickyPartitioner': 'set partitioner.ignore.keys=true instead: the built-in partitioning then spreads records over partitions regardless of their keys, as UniformStickyPartitioner did',
};

export const removedPartitioner: Rule = {
  id: 'removed-partitioner',
  severity: Severity.Error,
  roles: ['producer'],
  clients: ['java'],
  source: 'KIP-794 (DefaultPartitioner, UniformStickyPartitioner deprecated in 3.3, removed in 4.0); ConfigDef CLASS parsing',
  summary: 'partitioner.class names DefaultPartitioner or UniformStickyPartitioner, which Kafka 4.0 removed: the producer refuses to start.',
  docs: {
    why: 'Kafka 3.3 moved partitioning into the producer itself (KIP-794): with no partitioner.class it hashes keys as DefaultPartitioner did and sends keyless records in sticky batches, adapting to slow brokers. The two partitioner classes were kept, deprecated, until 4.0 deleted them; partitioner.class is loaded while the config is parsed, so a 4.x producer that still names one cannot start.',
    consequence: 'new KafkaProducer throws ConfigException "Invalid value org.apache.kafka.clients.producer.internals.DefaultPartitioner for configuration partitioner.class: Class … could not be found." (Kafka 4.0 and newer).',
    bad: { file: 'producer.properties', text: 'bootstrap.servers=kafka-1:9092\npartitioner.class=org.apache.kafka.clients.producer.internals.DefaultPartitioner\n' },
    good: { file: 'producer.properties', text: 'bootstrap.servers=kafka-1:9092\n' },
    falsePositives: 'None for the two Kafka class names. A class of your own with the same simple name in another package is not matched.',
    versions: 'Kafka 4.0 and newer (Java producer); 3.3 to 3.9 only log a deprecation.',
  },
  check(ctx) {
    const e = ctx.entry('partitioner.class');
    const fix = e?.value !== undefined ? REMOVED[e.value.trim()] : undefined;
    if (!e || !fix || compareVersions(ctx.catalog.version, '4.0') < 0) return [];
    const ignoreKeys = e.value!.trim().endsWith('UniformStickyPartitioner');
    return [{
      range: e.valueRange,
      message: `${e.value!.trim()} was removed in Kafka 4.0 (KIP-794): the producer refuses to start with ConfigException "Class ${e.value!.trim()} could not be found" (Kafka ${ctx.catalog.version}). ${fix.charAt(0).toUpperCase()}${fix.slice(1)}.`,
      fixes: [ignoreKeys
        ? { title: 'Replace with partitioner.ignore.keys=true', intents: [{ kind: 'remove', entry: e }, { kind: 'set', key: 'partitioner.ignore.keys', value: 'true' }], preferred: true }
        : { title: `Remove ${ctx.display('partitioner.class')}`, intents: [{ kind: 'remove', entry: e }], preferred: true }],
    }];
  },
};
