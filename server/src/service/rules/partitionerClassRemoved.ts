// partitioner-class-removed (ProducerConfig partitioner.class; KIP-794): Kafka 3.3 deprecated
// DefaultPartitioner and UniformStickyPartitioner when the producer got its own built-in
// partitioner (used when partitioner.class is unset: murmur2 hash of the key as before, and for
// records without a key the sticky batch-by-batch choice, now adaptive to slow brokers).
// UniformStickyPartitioner's "ignore the key" behaviour became partitioner.ignore.keys=true.
// Kafka 4.0 deleted both classes: kafka-clients 4.0.2 has only RoundRobinPartitioner left, and
// ProducerConfig built from the 4.1.2 jar throws ConfigException "Invalid value
// org.apache.kafka.clients.producer.internals.DefaultPartitioner for configuration
// partitioner.class: Class … could not be found." (3.9.1 accepts both; the 3.3.2 classes carry
// @Deprecated, the 3.0.2 ones do not).
import { compareVersions } from '../catalog';
import type { Fix } from '../model';
import { Severity, type Rule } from './types';

const REMOVED: Record<string, { short: string; instead: string; intents: 'remove' | 'ignore-keys' }> = {
  'org.apache.kafka.clients.producer.internals.DefaultPartitioner': {
    short: 'DefaultPartitioner',
    instead: 'remove partitioner.class: the built-in partitioner hashes keys to the same partitions and spreads keyless records batch by batch',
    intents: 'remove',
  },
  'org.apache.kafka.clients.producer.UniformStickyPartitioner': {
    short: 'UniformStickyPartitioner',
    instead: 'remove partitioner.class and set partitioner.ignore.keys=true, which spreads every record as if it had no key',
    intents: 'ignore-keys',
  },
};

export const partitionerClassRemoved: Rule = {
  id: 'partitioner-class-removed',
  severity: Severity.Error,
  roles: ['producer'],
  clients: ['java'],
  source: 'KIP-794 (DefaultPartitioner and UniformStickyPartitioner deprecated in 3.3); Kafka 4.0 removed both classes (ConfigException "Class … could not be found")',
  summary: 'partitioner.class names DefaultPartitioner or UniformStickyPartitioner: deprecated since 3.3, gone in 4.0 where the producer refuses to start.',
  docs: {
    why: 'Since Kafka 3.3 the producer partitions records itself when partitioner.class is unset (KIP-794): keyed records by the murmur2 hash of the key as DefaultPartitioner did, keyless records sticky per batch and adaptive to slow brokers. The two classes that did this before were deprecated then and deleted in Kafka 4.0.',
    consequence: 'On kafka-clients 4.0 and newer the producer does not start: ConfigException "Invalid value org.apache.kafka.clients.producer.internals.DefaultPartitioner for configuration partitioner.class: Class … could not be found" (reproduced with the 4.1.2 jar; 3.9.1 accepts it).',
    bad: { file: 'producer.properties', text: '# kafka-tuning: client=java@4.1\nbootstrap.servers=kafka:9092\npartitioner.class=org.apache.kafka.clients.producer.internals.DefaultPartitioner\n' },
    good: { file: 'producer.properties', text: '# kafka-tuning: client=java@4.1\nbootstrap.servers=kafka:9092\n' },
    falsePositives: 'None known: the classes are absent from kafka-clients 4.0 and newer. On 3.3–3.9 the finding is a warning about the coming removal.',
    versions: 'Kafka 3.3 to 3.9: warning (deprecated); 4.0 and newer: error; unknown version: warning.',
  },
  check(ctx) {
    const e = ctx.entry('partitioner.class');
    const value = e?.value?.trim();
    const old = value ? REMOVED[value] : undefined;
    if (!e || !old) return [];
    const version = ctx.site.client.version;
    if (version && compareVersions(version, '3.3') < 0) return [];
    const removed = version !== undefined && compareVersions(version, '4.0') >= 0;
    const intents: Fix['intents'] = [{ kind: 'remove', entry: e }];
    if (old.intents === 'ignore-keys') intents.push({ kind: 'set', key: 'partitioner.ignore.keys', value: 'true' });
    const status = removed
      ? `was removed in Kafka 4.0: the Kafka ${version} producer refuses to start (ConfigException "Class ${value} could not be found")`
      : version
        ? `is deprecated since Kafka 3.3 (KIP-794) and removed in 4.0, where the producer refuses to start; Kafka ${version} already has the built-in partitioner`
        : 'is deprecated since Kafka 3.3 (KIP-794) and removed in 4.0, where the producer refuses to start (ConfigException "Class … could not be found")';
    return [{
      range: e.valueRange,
      severity: removed ? Severity.Error : Severity.Warning,
      message: `partitioner.class=${old.short} ${status}. Instead, ${old.instead}.`,
      fixes: [{ title: old.intents === 'remove' ? 'Remove partitioner.class (built-in partitioner)' : 'Replace with partitioner.ignore.keys=true', intents, preferred: true }],
    }];
  },
};
