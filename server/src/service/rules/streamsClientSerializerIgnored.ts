// streams-client-serializer-ignored: key.serializer / value.serializer / key.deserializer /
// value.deserializer in a Kafka Streams config. Streams builds its clients through
// DefaultKafkaClientSupplier, which passes serializer instances to the constructors
// (`new KafkaProducer<>(config, new ByteArraySerializer(), new ByteArraySerializer())`, the same
// with ByteArrayDeserializer for the main, restore and global consumers); instances given to the
// constructor take the place of the configured classes (KafkaProducer/KafkaConsumer constructors with
// serializers). Records are turned into bytes by the serdes: default.key.serde / default.value.serde
// or those given in code (Consumed.with, Produced.with). Checked in DefaultKafkaClientSupplier from
// Kafka 1.0 to 4.x. Since 3.0 default.key.serde and default.value.serde have no default (KIP-741):
// an application that relies on this line has no serde at all for the operations that need one.
import type { ConfigEntry, Fix } from '../model';
import { writesKeyLine } from './keyLine';
import { streamsClientKeys } from './streamsClientKeys';
import { Severity, type Finding, type Rule } from './types';

const CLIENT_SERDE_KEYS = new Set(['key.serializer', 'value.serializer', 'key.deserializer', 'value.deserializer']);
/** org.apache.kafka.common.serialization classes with a Serdes counterpart of the same type. */
const SERDE_OF: Record<string, string> = {
  String: 'StringSerde', Long: 'LongSerde', Integer: 'IntegerSerde', Short: 'ShortSerde', Double: 'DoubleSerde',
  Float: 'FloatSerde', ByteArray: 'ByteArraySerde', ByteBuffer: 'ByteBufferSerde', Bytes: 'BytesSerde', UUID: 'UUIDSerde',
};
const KAFKA_CLASS = /^org\.apache\.kafka\.common\.serialization\.(\w+?)(?:Serializer|Deserializer)$/;

export const streamsClientSerializerIgnored: Rule = {
  id: 'streams-client-serializer-ignored',
  severity: Severity.Warning,
  roles: ['streams'],
  clients: ['java'],
  source: 'DefaultKafkaClientSupplier.getProducer/getConsumer (clients built with ByteArraySerializer / ByteArrayDeserializer instances); StreamsConfig default.key.serde / default.value.serde (no default since 3.0, KIP-741)',
  summary: 'A key/value serializer or deserializer in a Kafka Streams config: Streams builds its clients with byte-array serializers, so the class has no effect; serdes do the work.',
  docs: {
    why: 'Kafka Streams creates its producer and consumers through DefaultKafkaClientSupplier, which hands them ByteArraySerializer and ByteArrayDeserializer instances. Instances given to a client\'s constructor take the place of the classes in the config. Streams turns records into bytes itself, with the serdes: default.key.serde / default.value.serde, or the ones passed in code (Consumed.with, Produced.with, Grouped.with).',
    consequence: 'The line has no effect. Whoever reads it believes keys and values are written as this class writes them; an application that relies on it and passes no serde in code fails when the topology needs one (since Kafka 3.0 default.key.serde and default.value.serde have no default, KIP-741).',
    bad: { file: 'streams.properties', text: 'application.id=sessionizer\nbootstrap.servers=kafka:9092\nkey.serializer=org.apache.kafka.common.serialization.StringSerializer\nvalue.serializer=org.apache.kafka.common.serialization.StringSerializer\n' },
    good: { file: 'streams.properties', text: 'application.id=sessionizer\nbootstrap.servers=kafka:9092\ndefault.key.serde=org.apache.kafka.common.serialization.Serdes$StringSerde\ndefault.value.serde=org.apache.kafka.common.serialization.Serdes$StringSerde\n' },
    falsePositives: 'An application that builds its clients with its own KafkaClientSupplier which reads these classes (rare). A file shared by a Streams application and a plain producer or consumer should be split, or the line silenced with a suppression comment.',
    versions: 'Every Kafka Streams version (DefaultKafkaClientSupplier 1.0 to 4.x).',
  },
  check(ctx) {
    const out: Finding[] = [];
    const written = (key: string) => ctx.isSet(key) || writesKeyLine(ctx, key);
    const report = (raw: string, key: string, value: string | undefined, range: Finding['range'], entry?: ConfigEntry) => {
      const side = key.startsWith('key.') ? 'key' : 'value';
      const serdeKey = `default.${side}.serde`;
      const kind = key.endsWith('.deserializer') ? 'ByteArrayDeserializer' : 'ByteArraySerializer';
      const type = value ? KAFKA_CLASS.exec(value.trim())?.[1] : undefined;
      const serde = type && SERDE_OF[type] ? `org.apache.kafka.common.serialization.Serdes$${SERDE_OF[type]}` : undefined;
      const has = written(serdeKey);
      const fixes: Fix[] = [];
      if (entry && serde && !has && (ctx.site.syntax === 'properties' || ctx.site.syntax === 'java')) {
        fixes.push({ title: `Replace with ${serdeKey}=Serdes$${SERDE_OF[type!]}`, intents: [{ kind: 'remove', entry }, { kind: 'set', key: serdeKey, value: serde }], preferred: true });
      } else if (entry) fixes.push({ title: `Remove '${raw}'`, intents: [{ kind: 'remove', entry }] });
      const advice = has ? `Streams uses the ${serdeKey} written here` : serde
        ? `Write ${serdeKey}=${serde} (or pass the serde in code: Consumed.with, Produced.with), since ${serdeKey} has no default from Kafka 3.0 on`
        : `Set ${serdeKey} (or pass serdes in code: Consumed.with, Produced.with)`;
      out.push({
        range,
        message: `${raw} has no effect in a Kafka Streams config: Streams builds its clients with ${kind} instances (DefaultKafkaClientSupplier), which take the place of this class, and turns records into bytes with its serdes. ${advice}.`,
        fixes,
      });
    };
    for (const e of ctx.site.entries) {
      if (e.prefix === undefined && CLIENT_SERDE_KEYS.has(e.key) && ctx.entry(e.key) === e) report(e.rawKey, e.key, e.value, e.keyRange, e);
    }
    for (const k of streamsClientKeys(ctx)) {
      if (CLIENT_SERDE_KEYS.has(k.key)) report(`${k.prefix}${k.key}`, k.key, k.value, k.keyRange);
    }
    return out;
  },
};
