// connector-secret-in-clear: a connector config that writes a password or secret key as a literal
// value. Connect keeps a connector's config as it was submitted: the herder answers
// GET /connectors/<name>/config with the raw map (AbstractHerder/DistributedHerder.connectorConfig →
// ClusterConfigState.rawConnectorConfig), the REST API has no authentication unless the worker
// adds a JAAS or extension filter, and a distributed worker's KafkaConfigBackingStore writes the
// same map to config.storage.topic (a standalone worker keeps it in memory, MemoryConfigBackingStore,
// which is why the messages say "a distributed worker": check 58, a standalone worker's file). Config providers (KIP-297, Kafka 2.0; FileConfigProvider, DirectoryConfigProvider
// KIP-632 2.7, EnvVarConfigProvider KIP-887 3.5) keep only a reference such as
// ${file:/opt/connect/secrets.properties:db.password} in the config; the worker resolves it when it
// starts the connector. Keys are recognised by name (…password, …secret, secret.access.key,
// sasl.jaas.config with a password=), since a connector's own ConfigDef is not known here, and so
// is any value that is a URL with a key=, token= or password= in its query (check 36: an API key in
// http.api.url) or a password in its user information (user:password@host). Values that are references or fill-ins (util/placeholder.ts) are not literal
// secrets. A hint: demo configs commonly carry a throw-away password.
import type { ConfigEntry } from '../model';
import { isJaasKey, isLiteralSecret, jaasLiteralPassword } from '../util/secrets';
import { Severity, type Rule } from './types';

/** The last part of a key that names a credential. */
const SECRET_KEY = /(^|[._-])(password|passwd|secret|secret[._-]access[._-]key|secret[._-]key|private[._-]key)$/i;

/**
 * A credential in a URL's query (…?key=AIza…, &access_token=…), whatever the key is named; JDBC
 * URLs too, whose drivers take ?user=…&password=… (MySQL, PostgreSQL) or ;password=… (SQL Server)
 * (check 56: a JDBC sink's connection.url).
 */
const URL_SECRET = /^(?:jdbc:)?[a-z][\w+.-]*:\/\/[^\s]*[?&;](?:api[_-]?key|key|token|access[_-]?token|secret|password)=([^&;#\s]+)/i;
/**
 * A password in a URL's user information (RFC 3986 userinfo, `scheme://user:password@host`): a
 * MongoDB connector's connection.uri (`mongodb+srv://app:…@cluster0.example.net`, check 89).
 */
const URL_USERINFO_SECRET = /^[a-z][\w+.-]*:\/\/[^:/@\s]+:([^@/\s]+)@/i;

function literalSecret(e: ConfigEntry): boolean {
  const v = e.value?.trim();
  if (!isLiteralSecret(v)) return false;
  const inUrl = URL_SECRET.exec(v!)?.[1] ?? URL_USERINFO_SECRET.exec(v!)?.[1];
  if (inUrl !== undefined && isLiteralSecret(inUrl)) return true;
  if (isJaasKey(e.key)) return jaasLiteralPassword(v) !== undefined;
  return SECRET_KEY.test(e.key);
}

export const connectorSecretInClear: Rule = {
  id: 'connector-secret-in-clear',
  severity: Severity.Hint,
  roles: ['connector'],
  clients: ['java'],
  source: 'ConnectorsResource GET /connectors/{connector}/config → herder.connectorConfig → ClusterConfigState.rawConnectorConfig; KafkaConfigBackingStore (config.storage.topic); KIP-297 ConfigProvider, FileConfigProvider, KIP-887 EnvVarConfigProvider',
  summary: 'A password or secret key written literally in a connector config: Connect returns it as written from its REST API and a distributed worker stores it in its config topic.',
  docs: {
    why: 'Connect keeps a connector\'s config exactly as it was submitted. GET /connectors/<name>/config returns the raw map, passwords included, to anyone who can reach the REST port (it has no authentication unless the worker adds it), and a distributed worker writes the same map to its config topic. A config provider keeps only a reference in the config; the worker resolves it when it starts the connector.',
    consequence: 'The password is readable by every client of the Connect REST API, by every reader of a distributed worker\'s config topic, and in the repository that holds this file.',
    bad: { file: 'inventory-source.json', text: '{\n  "name": "inventory-source",\n  "config": {\n    "connector.class": "io.debezium.connector.postgresql.PostgresConnector",\n    "database.hostname": "db",\n    "database.user": "replicator",\n    "database.password": "s3cr3t-Passw0rd",\n    "topic.prefix": "inventory"\n  }\n}\n' },
    good: { file: 'inventory-source.json', text: '{\n  "name": "inventory-source",\n  "config": {\n    "connector.class": "io.debezium.connector.postgresql.PostgresConnector",\n    "database.hostname": "db",\n    "database.user": "replicator",\n    "database.password": "${file:/opt/connect/secrets/inventory.properties:password}",\n    "topic.prefix": "inventory"\n  }\n}\n' },
    falsePositives: 'A throw-away password of a local demo database: this is why the rule is a hint. A Confluent Cloud fully managed connector\'s config (it sets kafka.auth.mode or kafka.api.key) has no worker of the user\'s to resolve a reference: the message then says only that the file holds the credential. Keys are recognised by name, so a connector setting whose name ends in "password" or "secret" but holds no secret would be reported too; silence it with a suppression comment where the format allows one.',
    versions: 'All Kafka Connect versions; config providers from Kafka 2.0 (KIP-297), EnvVarConfigProvider from 3.5 (KIP-887).',
  },
  check(ctx) {
    // A Confluent Cloud fully managed connector (its own kafka.auth.mode / kafka.api.key settings,
    // which no self-managed connector has): there is no worker of the user's to give a config
    // provider (check 64), and what remains true is that the file holds the secret.
    const managed = ctx.isSet('kafka.auth.mode') || ctx.isSet('kafka.api.key');
    // The entry that wins for each key (ctx.entry), as Connect keeps the last.
    return ctx.site.entries.filter((e) => ctx.entry(e.key) === e && literalSecret(e)).map((e) => ({
      range: e.valueRange,
      message: managed
        ? `${e.rawKey} is written here in clear, in a Confluent Cloud fully managed connector's config (it sets ${ctx.isSet('kafka.auth.mode') ? 'kafka.auth.mode' : 'kafka.api.key'}): anyone who can read this file, or the history of the repository that holds it, has the credential. Give the secret when the connector is created, from the environment or a secret store rather than from this file, and rotate one that was committed.`
        : `${e.rawKey} ${SECRET_KEY.test(e.key) || isJaasKey(e.key) ? 'is written here in clear' : 'carries a credential in its URL, written here in clear'}. Connect keeps a connector's config as submitted: GET /connectors/<name>/config returns it as written, and a distributed worker also stores it in its config topic. Keep a reference instead, e.g. \${file:/opt/connect/secrets.properties:${e.key}} with config.providers=file and config.providers.file.class=org.apache.kafka.common.config.provider.FileConfigProvider on the worker (KIP-297).`,
    }));
  },
};
