// connect-converter-not-converter: a Kafka client Serializer, Deserializer or Serde class named as a
// Connect converter (key.converter=io.confluent.kafka.serializers.KafkaAvroSerializer, check 80).
// Connect turns records into bytes with org.apache.kafka.connect.storage.Converter, a different
// interface from the clients' Serializer/Deserializer, and checks it:
//  - a connector's own key/value/header.converter: from Kafka 3.7, ConnectorConfig validates the
//    class (ConcreteSubClassValidator.forSuperClass(Converter.class)), so the config is refused;
//    before, Worker builds each task's converter with Plugins.newConverter, which throws
//    ConnectException "Failed to find any class that implements Converter …";
//  - a worker's: Worker falls back to it for every connector that names no converter of its own
//    (Plugins.newConverter with the worker config), and that task fails the same way.
// Only the classes of Kafka, Confluent, Spring Kafka, AWS Glue and Apicurio are judged: they are
// named for the interface they implement. Each has a Converter that does its job; the message names it.
import { compareVersions } from '../catalog';
import { Severity, type Finding, type Rule } from './types';

const KEYS = ['key.converter', 'value.converter', 'header.converter'] as const;
const KNOWN = /^(org\.apache\.kafka\.|io\.confluent\.|org\.springframework\.kafka\.|software\.amazon\.glue\.|io\.apicurio\.)/;
const SERDE = /(Serializer|Deserializer|Serde)$/;

/** The Converter that does what a serde class does, by the serde's simple name. */
function converterFor(simple: string): string | undefined {
  const base = simple.replace(SERDE, '');
  if (/^KafkaAvro$/.test(base)) return 'io.confluent.connect.avro.AvroConverter';
  if (/^KafkaProtobuf$/.test(base)) return 'io.confluent.connect.protobuf.ProtobufConverter';
  if (/^KafkaJsonSchema$/.test(base)) return 'io.confluent.connect.json.JsonSchemaConverter';
  if (/^(Json|KafkaJson)$/.test(base)) return 'org.apache.kafka.connect.json.JsonConverter';
  if (base === 'String') return 'org.apache.kafka.connect.storage.StringConverter';
  if (base === 'ByteArray' || base === 'Bytes' || base === 'ByteBuffer') return 'org.apache.kafka.connect.converters.ByteArrayConverter';
  if (/^(Integer|Long|Short|Float|Double|Boolean)$/.test(base)) return `org.apache.kafka.connect.converters.${base}Converter`;
  return undefined;
}

/** What the worker does with the connector config: refuse it from 3.7, else fail each task; the known release says which. */
function refusal(version: string | undefined, origin: string | undefined): string {
  const validates = 'refuses this connector config (ConnectorConfig checks that the class implements it)';
  const fails = 'fails each task when it builds the converter (Plugins.newConverter)';
  if (!version) return `a Kafka 3.7 or newer worker ${validates}, and an older one ${fails}`;
  return `the Kafka ${version} worker${origin ? ` (from ${origin})` : ''} ${compareVersions(version, '3.7') >= 0 ? validates : `accepts this connector config but ${fails}`}`;
}

export const connectConverterNotConverter: Rule = {
  id: 'connect-converter-not-converter',
  severity: Severity.Error,
  roles: ['connect', 'connector'],
  clients: ['java'],
  compose: 'also',
  source: 'Kafka Connect Plugins.newConverter ("Failed to find any class that implements Converter"); ConnectorConfig key/value/header.converter validators (ConcreteSubClassValidator.forSuperClass(Converter.class), Kafka 3.7 and newer); Worker falls back to the worker\'s converters',
  summary: 'A client Serializer, Deserializer or Serde class named as a Connect converter: Connect needs a Converter, so the tasks that use it fail (a connector\'s own is refused from Kafka 3.7).',
  check(ctx) {
    const out: Finding[] = [];
    const worker = ctx.site.role === 'connect';
    for (const key of KEYS) {
      const e = ctx.entry(key);
      const value = e?.value?.trim();
      if (!e || !value || !KNOWN.test(value)) continue;
      const simple = value.split(/[.$]/).pop() ?? '';
      if (!SERDE.test(simple)) continue;
      const kind = /Deserializer$/.test(simple) ? 'Deserializer' : /Serializer$/.test(simple) ? 'Serializer' : 'Serde';
      const use = converterFor(simple);
      const instead = key === 'header.converter' ? ' Use a HeaderConverter (org.apache.kafka.connect.storage.SimpleHeaderConverter is the default).' : use ? ` Use ${use}.` : ' Use the Converter that reads and writes that format.';
      out.push({
        range: e.valueRange,
        severity: worker ? Severity.Warning : Severity.Error,
        message: worker
          ? `${ctx.display(key)} names a client ${kind} (${simple}), not a Connect ${key === 'header.converter' ? 'HeaderConverter' : 'Converter'}: every task of a connector that sets no ${key} of its own falls back to this one and fails when it builds it (Plugins.newConverter: "Failed to find any class that implements ${key === 'header.converter' ? 'HeaderConverter' : 'Converter'}").${instead}`
          : `${ctx.display(key)} names a client ${kind} (${simple}), not a Connect ${key === 'header.converter' ? 'HeaderConverter' : 'Converter'}: ${refusal(ctx.site.client.version, ctx.site.client.origin)}.${instead}`,
        ...(use && key !== 'header.converter' ? { fixes: [{ title: `Use ${use}`, intents: [{ kind: 'edits' as const, edits: [{ range: e.valueRange, newText: use }] }], preferred: true }] } : {}),
      });
    }
    return out;
  },
  docs: {
    why: 'Kafka Connect does not use the clients\' serializers: it hands every record to a Converter (org.apache.kafka.connect.storage.Converter), which turns Connect\'s schema and value into bytes and back. A Serializer, Deserializer or Serde is another interface, so Connect cannot use one in its place, however well it knows the format. Every serde of Kafka and Confluent has a converter that does the same job (KafkaAvroSerializer → AvroConverter, StringSerializer → StringConverter).',
    consequence: 'For a connector\'s own converter, a Kafka 3.7 or newer worker refuses the config when it is created (400 from the REST API); an older one starts the connector and fails each task with ConnectException "Failed to find any class that implements Converter". A worker\'s converter fails every task of the connectors that rely on it.',
    bad: { file: 'connect-distributed.properties', text: 'bootstrap.servers=kafka:9092\ngroup.id=connect-cluster\nconfig.storage.topic=connect-configs\noffset.storage.topic=connect-offsets\nstatus.storage.topic=connect-status\nkey.converter=org.apache.kafka.connect.storage.StringConverter\nvalue.converter=io.confluent.kafka.serializers.KafkaAvroSerializer\nvalue.converter.schema.registry.url=http://schema-registry:8081\n' },
    good: { file: 'connect-distributed.properties', text: 'bootstrap.servers=kafka:9092\ngroup.id=connect-cluster\nconfig.storage.topic=connect-configs\noffset.storage.topic=connect-offsets\nstatus.storage.topic=connect-status\nkey.converter=org.apache.kafka.connect.storage.StringConverter\nvalue.converter=io.confluent.connect.avro.AvroConverter\nvalue.converter.schema.registry.url=http://schema-registry:8081\n' },
    falsePositives: 'Only classes in the Kafka, Confluent, Spring Kafka, AWS Glue and Apicurio packages are judged; a converter of your own whose name ends in Serializer is not. A worker whose connectors all set their own converters never uses its own: silence the line with `# kafka-tuning-disable-next-line connect-converter-not-converter`.',
    versions: 'All Kafka Connect versions; a connector\'s own converter class is validated when the connector is created from Kafka 3.7. A connector\'s own converter is an error; a worker file\'s is a warning (it fails only the connectors that fall back to it).',
  },
};
