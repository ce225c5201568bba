// Keys Kafka hands to plugins. AbstractConfig passes the *original* map, unknown keys included, to
// every configurable it creates (serializers, deserializers, interceptors, partitioners, metrics
// reporters, login and callback handlers: AbstractConfig.getConfiguredInstance → configure(originals)),
// so a key no ConfigDef defines may well be read. config.providers* is read by AbstractConfig
// itself (KIP-297).
import type { ConfigEntry } from '../model';

// AWS Glue Schema Registry's serializers read camelCase keys (AWSSchemaRegistryConstants:
// avroRecordType, dataFormat, secondaryDeserializer…). Only the names no other reader would use are
// listed; region, endpoint or compatibility are too generic to be told from an application's keys.
const GLUE_KEYS = /^(avroRecordType|avroReaderSchema|dataFormat|protobufMessageType|schemaAutoRegistrationEnabled|schemaName|schemaNameGenerationClass|secondaryDeserializer|timeToLiveMillis|cacheSize|jacksonSerializationFeatures|jacksonDeserializationFeatures|userAgentApp|jsonSchemaNullableEnabled|jsonSchemaCompatibilityCheckEnabled|assumeRoleArn|assumeRoleSessionName)$/;

/**
 * The plugin key another spelling stands for. A dotted spelling of a plugin's camelCase key
 * (secondary.deserializer for Glue's secondaryDeserializer): nobody reads it as written, and the
 * plugin's name is the one meant — not a core key that happens to share a word (key.deserializer).
 * A dashed spelling of a dotted plugin key (schema-registry-url): Confluent's serializers read only
 * schema.registry.url (AbstractKafkaSchemaSerDeConfig), so it reaches nobody; `reader` names them,
 * since the application may read that spelling itself.
 */
export function pluginSpelling(key: string): { key: string; reader?: string } | undefined {
  if (!/[._-]/.test(key)) return undefined;
  const camel = key.replace(/[._-]+([a-zA-Z])/g, (_, c: string) => c.toUpperCase());
  if (GLUE_KEYS.test(camel)) return { key: camel };
  const dotted = key.toLowerCase().replace(/[_-]+/g, '.');
  const reader = dotted !== key && !pluginNamespace(key) ? pluginNamespace(dotted) : undefined;
  return reader ? { key: dotted, reader } : undefined;
}

/** Namespaces whose reader is known: their keys are neither unknown nor application keys. */
const NAMESPACES: Array<[RegExp, string]> = [
  [/^config\.providers(\.|$)/, 'AbstractConfig (config providers, KIP-297)'],
  [/^spring\.json\./, 'Spring Kafka\'s JsonSerializer/JsonDeserializer'],
  [/^spring\.deserializer\./, 'Spring Kafka\'s ErrorHandlingDeserializer'],
  [/^spring\.kafka\./, 'Spring Kafka'],
  [/^(schema\.registry\.|basic\.auth\.|bearer\.auth\.|specific\.(avro|protobuf)\.|avro\.|(key|value)\.subject\.name\.strategy$|auto\.register\.schemas$|use\.latest\.(version|with\.metadata)$|latest\.compatibility\.strict$|normalize\.schemas$|use\.schema\.id$|id\.compatibility\.strict$|max\.schemas\.per\.subject$|json\.(fail|value|oneof|write)\.|derive\.type$|reference\.subject\.name\.strategy$)/, 'Confluent\'s schema-registry serializers'],
  // A broker's authorizer reads these from the broker config in configure() (StandardAuthorizer,
  // and AclAuthorizer before 4.0: SUPER_USERS_PROP, ALLOW_EVERYONE_IF_NO_ACL_FOUND_PROP).
  [/^(super\.users|allow\.everyone\.if\.no\.acl\.found)$/, 'Kafka\'s authorizer (StandardAuthorizer, AclAuthorizer)'],
  [/^confluent\./, 'Confluent\'s interceptors and reporters'],
  // Tiered storage (KIP-405, 3.6+): the broker hands the keys under these prefixes to its
  // RemoteLogMetadataManager and RemoteStorageManager (RemoteLogManagerConfig, default prefixes),
  // e.g. rlmm.config.remote.log.metadata.topic.replication.factor (check 60).
  [/^(rlmm|rsm)\.config\./, 'Kafka\'s tiered-storage plugins (RemoteLogMetadataManager, RemoteStorageManager)'],
  [/^apicurio\./, 'Apicurio Registry\'s serializers'],
  [GLUE_KEYS, 'AWS Glue Schema Registry\'s serializers'],
  [/^(kafka\.graphite\.|kafka\.statsd\.|external\.kafka\.statsd\.|kafka\.csv\.metrics\.|kafka\.ganglia\.|kafka\.metrics\.)/, 'a metrics reporter'],
];

/** Who reads a key of a known plugin namespace, or undefined. */
export function pluginNamespace(key: string): string | undefined {
  return NAMESPACES.find(([re]) => re.test(key))?.[1];
}

/** Keys whose value names classes Kafka instantiates and configures with the whole config. */
const CLASS_KEYS = /^(key\.serializer|value\.serializer|key\.deserializer|value\.deserializer|interceptor\.classes|metric\.reporters|partitioner\.class|partition\.assignment\.strategy|sasl\.(login|client|server)\.callback\.handler\.class|listener\.name\.[\w-]+\.[\w-]+\.sasl\.(login|server)\.callback\.handler\.class|sasl\.login\.class|ssl\.engine\.factory\.class|default\.(key|value)\.serde|spring\.deserializer\.(key|value)\.delegate\.class|authorizer\.class\.name|rest\.extension\.classes|principal\.builder\.class|connector\.client\.config\.override\.policy)$/;

/** Kafka's own classes as code writes them after an import (StringDeserializer.class). */
const KAFKA_SIMPLE = /^((String|ByteArray|ByteBuffer|Bytes|Integer|Long|Short|Float|Double|UUID|Void|List|Boolean)(Serializer|Deserializer)|Serdes[.$]\w+|(RoundRobin|UniformSticky|Default)Partitioner|(Range|RoundRobin|Sticky|CooperativeSticky)Assignor|JmxReporter)$/;

/**
 * Third-party classes whose configure() is known to read only keys of one namespace, by fully
 * qualified name (a bare "JsonSerializer" may be the application's own class, which reads anything).
 * spring-kafka's JsonSerializer/JsonDeserializer/JsonSerde read only spring.json.* (JsonSerializer.configure:
 * ADD_TYPE_INFO_HEADERS, TYPE_MAPPINGS; JsonDeserializer.configure: the spring.json.* constants).
 */
const CLOSED_READERS: Array<[RegExp, RegExp]> = [
  [/^org\.springframework\.kafka\.support\.serializer\.Json(Serializer|Deserializer|Serde)$/, /^spring\.json\./],
  // Confluent's metrics reporter reads its own confluent.metrics.reporter.* keys
  // (ConfluentMetricsReporterConfig), not an LDAP or ksqlDB setting beside it.
  [/^io\.confluent\.metrics\.reporter\.ConfluentMetricsReporter$/, /^confluent\.metrics\.reporter\./],
];

/** A plugin a config names, and when known, the only keys it reads. */
export interface PluginReader {
  /** Simple class name: "KafkaAvroDeserializer". */
  name: string;
  /** Set when the class reads nothing outside this pattern. */
  reads?: RegExp;
}

/**
 * The third-party classes a config names in plugin slots (anything outside org.apache.kafka),
 * by simple name: "KafkaAvroDeserializer", "GlueSchemaRegistryKafkaDeserializer".
 */
export function thirdPartyPlugins(entries: readonly ConfigEntry[]): PluginReader[] {
  const out = new Map<string, PluginReader>();
  for (const e of entries) {
    if (!CLASS_KEYS.test(e.key) || !e.value) continue;
    for (const raw of e.value.split(',')) {
      const cls = raw.trim().replace(/\.class$/, '');
      if (!cls || cls.startsWith('org.apache.kafka.') || KAFKA_SIMPLE.test(cls) || !/^[\w.$]+$/.test(cls)) continue;
      const name = cls.slice(cls.lastIndexOf('.') + 1);
      const reads = CLOSED_READERS.find(([re]) => re.test(cls))?.[1];
      // The same simple name from an open class (or written bare) keeps it open.
      const seen = out.get(name);
      out.set(name, { name, reads: seen && !seen.reads ? undefined : reads });
    }
  }
  return [...out.values()];
}

/** The named plugins that may read a key: those not known to read only another namespace. */
export function pluginsReading(plugins: readonly PluginReader[], key: string): string[] {
  return plugins.filter((p) => !p.reads || p.reads.test(key)).map((p) => p.name);
}
