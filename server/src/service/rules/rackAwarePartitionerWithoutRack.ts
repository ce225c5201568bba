// rack-aware-partitioner-without-rack (KafkaProducer, partitioner.rack.aware; in the 4.4.0 catalog,
// not in 4.1.2): the rack-aware partitioner prefers partitions whose leader is in the producer's own
// rack, which it learns from client.rack, so the producer refuses the switch without it
// (ConfigException "client.rack must be provided if partitioner.rack.aware is enabled"). Measured by
// constructing KafkaProducer 4.4.0: an empty or blank client.rack is refused as well.
import { Severity, type Rule } from './types';

export const rackAwarePartitionerWithoutRack: Rule = {
  id: 'rack-aware-partitioner-without-rack',
  severity: Severity.Error,
  roles: ['producer'],
  clients: ['java'],
  source: 'KafkaProducer: partitioner.rack.aware requires client.rack (ConfigException at construction)',
  summary: 'partitioner.rack.aware=true with no client.rack: the producer refuses to start.',
  docs: {
    why: 'With partitioner.rack.aware=true the producer sends keyless records preferably to partitions whose leader sits in its own rack or zone, to save cross-zone traffic. It knows its rack only from client.rack, so it refuses the switch when client.rack is not set.',
    consequence: 'new KafkaProducer throws ConfigException "client.rack must be provided if partitioner.rack.aware is enabled" (measured on Kafka 4.4.0).',
    bad: { file: 'producer.properties', text: 'bootstrap.servers=kafka-1:9092\npartitioner.rack.aware=true\n' },
    good: { file: 'producer.properties', text: 'bootstrap.servers=kafka-1:9092\npartitioner.rack.aware=true\nclient.rack=eu-west-1a\n' },
    falsePositives: 'A client.rack added by the launcher (from the host\'s zone) rather than written here: write it as a placeholder (client.rack=${ZONE}) so the file shows it.',
    versions: 'Kafka clients whose ProducerConfig has partitioner.rack.aware (4.4.0 among the versions checked; not 4.1.2).',
  },
  check(ctx) {
    const e = ctx.entry('partitioner.rack.aware');
    if (!e || e.shared || !ctx.info('partitioner.rack.aware') || ctx.bool('partitioner.rack.aware') !== true) return [];
    const rack = ctx.entry('client.rack')?.value;
    if (rack !== undefined && rack.trim() !== '') return [];
    return [{
      range: e.valueRange,
      message: `partitioner.rack.aware=true needs this producer's rack, and ${rack === undefined ? 'client.rack is not set' : 'client.rack is empty'}: the producer refuses to start (ConfigException "client.rack must be provided if partitioner.rack.aware is enabled", Kafka ${ctx.catalog.version}). Set client.rack to the zone this producer runs in, or remove partitioner.rack.aware.`,
      fixes: [{ title: 'Remove partitioner.rack.aware', intents: [{ kind: 'remove', entry: e }], preferred: true }],
    }];
  },
};
