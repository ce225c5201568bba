// streams-eos-producer-conflict (StreamsConfig.getProducerConfigs; ProducerConfig idempotence
// checks): under exactly-once Kafka Streams builds a transactional, idempotent producer. Two
// producer.* settings then stop the application when its threads start:
// - producer.max.in.flight.requests.per.connection above 5: StreamsConfig throws ConfigException
//   "Invalid value 10 for configuration max.in.flight.requests.per.connection: Can't exceed 5 when
//   exactly-once processing is enabled" (reproduced with kafka-streams 3.0.2 and 4.1.2);
// - producer.acks other than all/-1: Streams passes it through next to enable.idempotence=true and
//   a transactional.id, and KafkaProducer refuses "Must set acks to all in order to use the
//   idempotent producer" (ProducerConfig from kafka-clients 4.1.2; StreamsConfig 3.0.2 and 4.1.2
//   hand acks=1 on unchanged).
import { streamsClientKeys, streamsExactlyOnce } from './streamsClientKeys';
import { Severity, type Finding, type Rule } from './types';

export const streamsEosProducerConflict: Rule = {
  id: 'streams-eos-producer-conflict',
  severity: Severity.Error,
  roles: ['streams'],
  clients: ['java'],
  source: 'StreamsConfig.getProducerConfigs (max.in.flight above 5 refused under exactly-once); ProducerConfig (idempotent producer needs acks=all)',
  summary: 'Exactly-once Streams with producer.max.in.flight.requests.per.connection above 5 or producer.acks not all: the application fails when it starts its threads.',
  docs: {
    why: 'Under exactly-once Kafka Streams gives every thread a transactional, idempotent producer. Idempotence keeps at most 5 requests in flight per connection and needs acks=all; Streams checks the first itself and the producer checks the second.',
    consequence: 'KafkaStreams.start() fails: ConfigException "Invalid value 10 for configuration max.in.flight.requests.per.connection: Can\'t exceed 5 when exactly-once processing is enabled" (kafka-streams 3.0.2 and 4.1.2), or ConfigException "Must set acks to all in order to use the idempotent producer" from the producer Streams creates.',
    bad: { file: 'streams.properties', text: 'application.id=ledger\nbootstrap.servers=kafka:9092\nprocessing.guarantee=exactly_once_v2\nproducer.acks=1\n' },
    good: { file: 'streams.properties', text: 'application.id=ledger\nbootstrap.servers=kafka:9092\nprocessing.guarantee=exactly_once_v2\nproducer.acks=all\n' },
    falsePositives: 'None known: both settings are refused whenever processing.guarantee is an exactly-once mode.',
    versions: 'All Kafka Streams versions with exactly-once (checked on 3.0 and 4.1). In a Streams file this rule, not idempotence-conflict, reports these two settings.',
  },
  check(ctx) {
    if (!streamsExactlyOnce(ctx)) return [];
    const guarantee = ctx.effective('processing.guarantee')!.trim();
    const out: Finding[] = [];
    // A .properties file also hands producer.* to a producer site of its own; idempotence-conflict
    // steps aside there for acks and in-flight (streamsEosProducer), so this rule is the one voice.
    for (const k of streamsClientKeys(ctx)) {
      if (k.prefix !== 'producer.' || k.value === undefined) continue;
      const v = k.value.trim();
      if (k.key === 'max.in.flight.requests.per.connection' && /^\d+$/.test(v) && Number(v) > 5) {
        out.push({
          range: k.valueRange,
          message: `producer.max.in.flight.requests.per.connection=${v} with processing.guarantee=${guarantee}: Kafka Streams refuses it when it creates its producers (ConfigException "Can't exceed 5 when exactly-once processing is enabled"). The idempotent producer keeps order with up to 5.`,
          // In a .properties file the line belongs to the producer site the file hands producer.* to,
          // so a 'set' on this Streams site would add a second line that the original, read last, overrides:
          // rewrite the value where it is written.
          fixes: [{
            title: 'Set producer.max.in.flight.requests.per.connection=5',
            intents: [ctx.site.syntax === 'properties'
              ? { kind: 'edits', edits: [{ range: k.valueRange, newText: '5' }] }
              : { kind: 'set', key: 'producer.max.in.flight.requests.per.connection', value: '5' }],
            preferred: true,
          }],
        });
      }
      if (k.key === 'acks' && v !== '' && v !== 'all' && v !== '-1') {
        out.push({
          range: k.valueRange,
          message: `producer.acks=${v} with processing.guarantee=${guarantee}: Streams builds an idempotent, transactional producer, which refuses any acks but all (ConfigException "Must set acks to all in order to use the idempotent producer"), so the application fails to start its threads. Remove it (Streams then uses all).`,
        });
      }
    }
    return out;
  },
};
