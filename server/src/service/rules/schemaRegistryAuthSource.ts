// schema-registry-auth-source (Confluent Schema Registry client: BasicAuthCredentialProviderFactory,
// UserInfoCredentialProvider, RestService.setAuthRequestHeaders — setBasicAuthRequestHeader up to
// 5.2): the Avro/Protobuf/JSON Schema
// serdes pick the credentials for the registry by basic.auth.credentials.source, looked up as-is in
// a map of the providers registered through ServiceLoader — URL, USER_INFO and SASL_INHERIT in
// Confluent's jar. An unknown name (a lower-case "user_info", an API key pasted into the wrong key)
// finds no provider; the factory returns null and RestService then sends no Authorization header
// (from 5.0; 4.1 refused an unknown name with a ConfigException, 4.0 had no basic auth).
// USER_INFO without basic.auth.user.info (or the older schema.registry.basic.auth.user.info) throws
// ConfigException "UserInfo must be provided when basic.auth.credentials.source is set to
// USER_INFO" when the serde is configured, i.e. while the client is being created.
import { isUnresolved } from '../util/placeholder';
import { mapMayHoldMore } from './javaClientMap';
import { Severity, type Finding, type Rule } from './types';

const KNOWN = ['URL', 'USER_INFO', 'SASL_INHERIT'];
const SOURCE = /^(|.*\.)basic\.auth\.credentials\.source$/;

export const schemaRegistryAuthSource: Rule = {
  id: 'schema-registry-auth-source',
  severity: Severity.Warning,
  clients: ['java'],
  source: 'Confluent schema-registry-client: BasicAuthCredentialProviderFactory (providers by alias: URL, USER_INFO, SASL_INHERIT), UserInfoCredentialProvider.configure, RestService.setAuthRequestHeaders (setBasicAuthRequestHeader up to 5.2)',
  summary: 'basic.auth.credentials.source names no provider Confluent\'s Schema Registry client has (the registry calls then carry no credentials), or USER_INFO without basic.auth.user.info.',
  docs: {
    why: 'Confluent\'s serializers and deserializers read basic.auth.credentials.source to choose how to authenticate to Schema Registry. The name is looked up exactly (case-sensitive) among the providers registered with Java\'s ServiceLoader: URL, USER_INFO and SASL_INHERIT ship with the client. An unknown name finds no provider, and the client then sends its HTTP requests without an Authorization header.',
    consequence: 'With an unknown source, a registry that requires authentication (Confluent Cloud, a secured self-hosted one) answers 401 to every schema lookup, so serialization and deserialization fail at the first record — the Kafka settings themselves look right. USER_INFO without basic.auth.user.info fails earlier: configuring the serde throws ConfigException "UserInfo must be provided when basic.auth.credentials.source is set to USER_INFO", so the producer or consumer is not created.',
    bad: { file: 'orders-consumer.properties', text: 'bootstrap.servers=kafka:9092\ngroup.id=orders\nkey.deserializer=org.apache.kafka.common.serialization.StringDeserializer\nvalue.deserializer=io.confluent.kafka.serializers.KafkaAvroDeserializer\nschema.registry.url=https://registry.example.com\nbasic.auth.credentials.source=user_info\nbasic.auth.user.info=${SR_KEY}:${SR_SECRET}\n' },
    good: { file: 'orders-consumer.properties', text: 'bootstrap.servers=kafka:9092\ngroup.id=orders\nkey.deserializer=org.apache.kafka.common.serialization.StringDeserializer\nvalue.deserializer=io.confluent.kafka.serializers.KafkaAvroDeserializer\nschema.registry.url=https://registry.example.com\nbasic.auth.credentials.source=USER_INFO\nbasic.auth.user.info=${SR_KEY}:${SR_SECRET}\n' },
    falsePositives: 'A credential provider of your own, registered through META-INF/services under another name: an unknown name made of capitals and underscores is reported as information only; suppress it with `# kafka-tuning-disable-next-line schema-registry-auth-source`.',
    versions: 'Confluent schema-registry-client 5.0 and newer (4.1 refused an unknown source with a ConfigException at start-up; 4.0 had no basic auth); Java clients only — the librdkafka-based clients have their own registry clients.',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const e of ctx.site.entries) {
      const m = SOURCE.exec(e.key);
      const value = e.value?.trim();
      if (!m || value === undefined || value === '' || isUnresolved(value)) continue;
      const prefix = m[1];
      if (!KNOWN.includes(value)) {
        const caseOf = KNOWN.find((k) => k === value.toUpperCase());
        const aliasLike = /^[A-Z]+(?:_[A-Z]+)*$/.test(value); // a name, not a pasted key (keys carry digits)
        out.push({
          range: e.valueRange,
          severity: aliasLike && !caseOf ? Severity.Information : Severity.Warning,
          message: `${e.key}=${value} is not a credential source Confluent's Schema Registry client has (${KNOWN.join(', ')}${caseOf ? `; names are case-sensitive, ${caseOf} is meant` : ''}): from schema-registry-client 5.0 it finds no provider and sends its registry requests without credentials (4.1 refused the name at start-up), so a registry that requires authentication answers 401 and no record is serialized or deserialized${aliasLike && !caseOf ? ' — unless a provider of your own is registered under that name' : ''}.`,
          fixes: caseOf ? [{ title: `Set ${caseOf}`, intents: [{ kind: 'set', key: e.key, value: caseOf }], preferred: true }] : undefined,
        });
        continue;
      }
      if (value !== 'USER_INFO') continue;
      // In code the user info may come from a map the file merges in, or be put with Confluent's
      // own constants (USER_INFO_CONFIG), which are not resolved here.
      if (ctx.site.syntax === 'java' && (ctx.fromText(mapMayHoldMore) || ctx.mentions(/USER_INFO_CONFIG|basic\.auth\.user\.info/))) continue;
      const info = [`${prefix}basic.auth.user.info`, `${prefix}schema.registry.basic.auth.user.info`].map((k) => ctx.entry(k)).find((x) => x !== undefined);
      // Without the registry's URL the file is not the serde's whole config: code that loads it adds
      // the rest (the ninth precision check found one that adds both the URL and the user info).
      if (!info && !ctx.isSet(`${prefix}schema.registry.url`)) continue;
      if (!info) {
        out.push({
          range: e.valueRange,
          message: `${e.key}=USER_INFO but no ${prefix}basic.auth.user.info is set here: configuring the serde throws ConfigException "UserInfo must be provided when basic.auth.credentials.source is set to USER_INFO", so the client is not created. Set ${prefix}basic.auth.user.info=<key>:<secret>.`,
        });
        continue;
      }
      const v = info.value?.trim();
      if (v !== undefined && v !== '' && !isUnresolved(v) && !v.includes(':')) {
        out.push({
          range: info.valueRange,
          message: `${info.key} has no ':' — the client sends it as the Basic credentials "<user>:<password>" as written, so the registry cannot split it into a key and a secret and refuses the requests (401). Write it as <key>:<secret>.`,
        });
      }
    }
    return out;
  },
};
