// sasl-password-in-source: a client's SASL password written out in the file: password="…" in
// sasl.jaas.config (Java, .properties, Spring, Compose), librdkafka's sasl.password, or kafkajs's
// `sasl: { password: '…' }`. Whoever can read the file (the repository, an image layer, a log of
// the config at start-up: AbstractConfig logs values, though it masks PASSWORD-typed ones) can
// authenticate as this client. Kafka resolves references at run time instead: config providers
// (KIP-297, Kafka 2.0: ${file:…}; KIP-887, 3.5: ${env:…}). References, template fill-ins and
// fill-in words are not literal passwords (util/secrets.ts). A hint: local demos commonly carry a
// throw-away password (checks 39 and 41 listed such passwords among real problems).
import { brokerAddress } from '../util/localCluster';
import { isLiteralSecret, jaasLiteralPassword } from '../util/secrets';
import { tsExtras } from './lang';
import { Severity, type Finding, type Rule } from './types';

/**
 * Managed Kafka services, reachable from anywhere: a password for one of them is a live credential,
 * not a local demo's throw-away (check 59: an Event Hubs namespace's RootManageSharedAccessKey
 * committed three times in a Connect worker file). Azure Event Hubs, Confluent Cloud, Amazon MSK,
 * Aiven, Upstash, Redpanda Cloud, Instaclustr, CloudKarafka, OCI Streaming, IBM Event Streams (check 63).
 */
const CLOUD_HOST = /^[\w.-]+\.(?:servicebus\.windows\.net|confluent\.cloud|amazonaws\.com|aivencloud\.com|upstash\.io|redpanda\.com|instaclustr\.com|cloudkafka\.com|oraclecloud\.com|eventstreams\.cloud\.ibm\.com)$/i;

/** The managed service a client's password opens: named in an Event Hubs connection string, or the bootstrap host. */
function cloudService(value: string | undefined, bootstrap: string | undefined): string | undefined {
  const endpoint = /Endpoint=sb:\/\/([\w.-]+)/i.exec(value ?? '')?.[1];
  if (endpoint && CLOUD_HOST.test(endpoint)) return endpoint.toLowerCase();
  for (const a of (bootstrap ?? '').split(',')) {
    const { host } = brokerAddress(a);
    if (CLOUD_HOST.test(host)) return host;
  }
  return undefined;
}

/** Brokers hold the passwords of the users they accept, in listener JAAS lines: another matter. */
const NOT_CLIENTS = new Set(['broker', 'controller', 'topic']);

export const saslPasswordInSource: Rule = {
  id: 'sasl-password-in-source',
  severity: Severity.Hint,
  source: 'KIP-297 ConfigProvider (Kafka 2.0, FileConfigProvider), KIP-887 EnvVarConfigProvider (Kafka 3.5); PlainLoginModule / ScramLoginModule password option; librdkafka sasl.password; kafkajs sasl.password',
  summary: 'A SASL password written out in the file (sasl.jaas.config password="…", sasl.password, kafkajs sasl.password): whoever reads the file can authenticate as this client.',
  check(ctx) {
    if (ctx.site.role && NOT_CLIENTS.has(ctx.site.role)) return [];
    const out: Finding[] = [];
    // librdkafka has no config providers: a ${file:…} there would be the password itself (check 78, untrue hint).
    const advice = ctx.site.syntax === 'ts'
      ? 'Read it from the environment (process.env) or a secret store at start-up'
      : ctx.site.client.client === 'librdkafka'
        ? 'Have the application read it from the environment or a secret file and set sasl.password in code (librdkafka resolves no ${…} references itself)'
        : 'Keep a reference and resolve it at run time: an environment variable, or a config provider (${file:/etc/kafka/secrets.properties:password}, Kafka 2.0+, KIP-297; ${env:KAFKA_PASSWORD}, Kafka 3.5+, KIP-887)';
    for (const e of ctx.site.entries) {
      if (ctx.entry(e.key) !== e) continue;
      const literal = e.key === 'sasl.jaas.config' ? jaasLiteralPassword(e.value) !== undefined
        : e.key === 'sasl.password' && ctx.site.client.client === 'librdkafka' ? isLiteralSecret(e.value) : false;
      if (!literal) continue;
      const cloud = cloudService(e.value, ctx.effective('bootstrap.servers'));
      out.push(cloud
        ? { range: e.valueRange, severity: Severity.Warning, message: `The SASL password is written out here (${e.rawKey}), and it opens ${cloud}, a managed service reachable from anywhere, not a local demo cluster: anyone who can read this file can authenticate as this client. ${advice}, and replace the credential, since it stays in the file's history.` }
        : { range: e.valueRange, message: `The SASL password is written out here (${e.rawKey}): anyone who can read this file can authenticate as this client. ${advice}.` });
    }
    const kafkajs = tsExtras(ctx.site)?.security?.literalPassword;
    if (kafkajs && !out.length) out.push({ range: kafkajs, message: `The SASL password is written out here (sasl.password): anyone who can read this file can authenticate as this client. ${advice}.` });
    return out;
  },
  docs: {
    why: 'A SASL password is a credential: written into a config file or source file it travels with every copy of the repository, every image built from it, and every place the file is pasted. Kafka can resolve it at run time instead, from a file or the environment, through a config provider.',
    consequence: 'Anyone with read access to the file can connect as this client, with its ACLs.',
    bad: { file: 'consumer.properties', text: 'bootstrap.servers=kafka-1:9096\ngroup.id=billing\nsecurity.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\nsasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="billing" password="Wint3r-Sun-42";\n' },
    good: { file: 'consumer.properties', text: 'bootstrap.servers=kafka-1:9096\ngroup.id=billing\nsecurity.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\nconfig.providers=file\nconfig.providers.file.class=org.apache.kafka.common.config.provider.FileConfigProvider\nsasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="billing" password="${file:/etc/kafka/secrets/billing.properties:password}";\n' },
    falsePositives: 'The throw-away password of a local demo cluster: this is why the finding is a hint, and a warning only for a managed service (Event Hubs, Confluent Cloud, MSK, Aiven, Upstash, Redpanda Cloud, Instaclustr, CloudKarafka) named by the bootstrap host or an Event Hubs connection string. References (${…}), template fill-ins ({{ … }}, <password>) and fill-in words (PASSWORD, YOUR_SECRET) are not reported.',
    versions: 'All Kafka versions; config providers from Kafka 2.0 (KIP-297), the environment provider from 3.5 (KIP-887).',
  },
};
