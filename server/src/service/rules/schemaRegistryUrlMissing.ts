// schema-registry-url-missing (Confluent's schema-registry serdes and converters:
// AbstractKafkaSchemaSerDeConfig.baseConfigDef defines schema.registry.url as a LIST with no
// default): KafkaAvroSerializer/Deserializer, the Protobuf and JSON Schema ones, and Connect's
// AvroConverter / ProtobufConverter / JsonSchemaConverter read it when they are configured. Without
// it ConfigDef.parse throws "Missing required configuration "schema.registry.url" which has no
// default value.": a client fails while it is being created, a Connect task when it creates its
// converter. Connect hands a converter only the keys under its own prefix
// (value.converter.schema.registry.url), so a worker's or connector's converter needs it there.
import { keySetInOtherSpringFile } from '../workspace';
import { Severity, type Finding, type Rule } from './types';

const SERDE = /^io\.confluent\.kafka\.serializers\.(?:KafkaAvro(?:Serializer|Deserializer)|protobuf\.KafkaProtobuf(?:Serializer|Deserializer)|json\.KafkaJsonSchema(?:Serializer|Deserializer))$/;
const CONVERTER = /^io\.confluent\.connect\.(?:avro\.AvroConverter|protobuf\.ProtobufConverter|json\.JsonSchemaConverter)$/;

export const schemaRegistryUrlMissing: Rule = {
  id: 'schema-registry-url-missing',
  severity: Severity.Warning,
  clients: ['java'],
  source: 'Confluent schema-registry serdes and converters: AbstractKafkaSchemaSerDeConfig (schema.registry.url, LIST, no default); Connect Plugins.newConverter hands a converter the keys under its prefix',
  summary: 'A Confluent Avro/Protobuf/JSON Schema serializer, deserializer or converter with no schema.registry.url: it refuses to be configured, so the client (or the Connect task) does not start.',
  docs: {
    why: 'Confluent\'s schema-registry serdes and Connect converters declare schema.registry.url without a default. They read it when Kafka (or Connect) configures them, from the client\'s config, or for a converter from the keys under its own prefix (value.converter.schema.registry.url).',
    consequence: 'Configuring the serde throws ConfigException "Missing required configuration "schema.registry.url" which has no default value.": the producer or consumer is not created. A Connect worker starts, but every task that uses the converter fails when it creates it.',
    bad: { file: 'connect-distributed.properties', text: 'bootstrap.servers=kafka:9092\ngroup.id=connect-cluster\nconfig.storage.topic=connect-configs\noffset.storage.topic=connect-offsets\nstatus.storage.topic=connect-status\nkey.converter=org.apache.kafka.connect.storage.StringConverter\nvalue.converter=io.confluent.connect.avro.AvroConverter\n' },
    good: { file: 'connect-distributed.properties', text: 'bootstrap.servers=kafka:9092\ngroup.id=connect-cluster\nconfig.storage.topic=connect-configs\noffset.storage.topic=connect-offsets\nstatus.storage.topic=connect-status\nkey.converter=org.apache.kafka.connect.storage.StringConverter\nvalue.converter=io.confluent.connect.avro.AvroConverter\nvalue.converter.schema.registry.url=http://schema-registry:8081\n' },
    falsePositives: 'A Spring Boot application.yml is not reported when one of its profile documents, or a profile file next to it (application-prod.yml), sets the URL. A file completed at deployment (Confluent\'s container images write CONNECT_VALUE_CONVERTER_SCHEMA_REGISTRY_URL into the worker file): suppress the line with a kafka-tuning-disable-next-line comment. Java code is not checked: serdes there are often built and configured in code.',
    versions: 'Confluent schema-registry serdes and converters, all versions.',
  },
  check(ctx) {
    if (ctx.site.syntax === 'java' || ctx.site.syntax === 'ts') return [];
    const out: Finding[] = [];
    const role = ctx.site.role;
    if (role === 'connect' || role === 'connector') {
      for (const side of ['key', 'value'] as const) {
        const e = ctx.entry(`${side}.converter`);
        const cls = e?.value?.trim();
        if (!e || !cls || !CONVERTER.test(cls) || ctx.isSet(`${side}.converter.schema.registry.url`)) continue;
        out.push({
          range: e.valueRange,
          message: `${side}.converter=${cls.slice(cls.lastIndexOf('.') + 1)} with no ${side}.converter.schema.registry.url: Connect hands the converter only the keys under ${side}.converter., and it requires schema.registry.url (no default), so every ${role === 'connector' ? 'task of this connector' : 'task that uses this worker\'s converter'} fails when it creates it (ConfigException "Missing required configuration "schema.registry.url" which has no default value.").`,
        });
      }
      return out;
    }
    if (role !== 'producer' && role !== 'consumer') return [];
    if (ctx.isSet('schema.registry.url')) return [];
    // Spring Boot: a profile (a document of this file, or application-<profile>.yml next to it)
    // that sets it completes this configuration when it is active, which the file does not say.
    const spring = ctx.site.syntax === 'spring-yaml' || ctx.site.syntax === 'spring-properties';
    if (spring && (ctx.mentions(/schema[.-]registry[.-]url/i) || keySetInOtherSpringFile(ctx.workspace, ctx.doc.uri, 'schema.registry.url'))) return [];
    const keys = role === 'producer' ? ['key.serializer', 'value.serializer'] : ['key.deserializer', 'value.deserializer'];
    const e = keys.map((k) => ctx.entry(k)).find((x) => x?.value !== undefined && SERDE.test(x.value.trim()));
    if (!e) return [];
    const cls = e.value!.trim();
    return [{
      range: e.valueRange,
      message: `${ctx.display(e.key)}=${cls.slice(cls.lastIndexOf('.') + 1)} but no schema.registry.url is set: the serde requires it (no default), so creating the ${role} fails with ConfigException "Missing required configuration "schema.registry.url" which has no default value."`,
    }];
  },
};
