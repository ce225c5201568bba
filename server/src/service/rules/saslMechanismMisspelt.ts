// sasl-mechanism-misspelt: a client's SASL mechanism written as a known mechanism plus stray
// characters (PLAIN;), in another case (plain) or with underscores (SCRAM_SHA_256). The names are
// compared exactly. Java client: sasl.mechanism is a free string (SaslConfigs), so nothing refuses
// it at start-up; at each connection SaslClientAuthenticator.createSaslClient asks
// Sasl.createSaslClient for that name and throws SaslAuthenticationException "Failed to create
// SaslClient with mechanism PLAIN;" whether no factory answers (null) or the factory found throws
// (the JDK finds providers case-insensitively, so scram-sha-512 reaches ScramSaslClientFactory,
// which refuses it: "Requested mechanisms '[scram-sha-512]' not supported"); the client retries
// until its own timeouts. Checked with kafka-clients 4.1.2: Sasl.createSaslClient gives no client
// for PLAIN;, plain, SCRAM_SHA_256, scram-sha-512, OAuthBearer, gssapi. Surrounding whitespace is
// harmless in Java: ConfigDef.parseType trims STRING values ("SCRAM-SHA-512 " reads as
// SCRAM-SHA-512 in ProducerConfig), so it is not flagged.
// librdkafka: rd_kafka_new → rd_kafka_sasl_select_provider compares with strcmp (PLAIN, GSSAPI,
// OAUTHBEARER) and a "SCRAM-SHA-" prefix, and refuses the instance with "Unsupported SASL
// mechanism: …" when none matches. A value that keeps the SCRAM-SHA- prefix passes that step and
// fails later, with a message not checked here, so librdkafka findings leave it out.
import type { ConfigEntry, Fix } from '../model';
import { clientMechanismFinding, mechanismKey } from './saslClientMechanism';
import { Severity, type Finding, type Rule, type RuleContext } from './types';

const KNOWN = ['PLAIN', 'SCRAM-SHA-256', 'SCRAM-SHA-512', 'GSSAPI', 'OAUTHBEARER'];

/** The known mechanism a value spells with other case, '_' for '-', or stray punctuation; undefined when it is one, or is none. */
export function meantMechanism(value: string): string | undefined {
  const v = value.trim().replace(/^(["'])(.*)\1$/, '$2').trim();
  if (v === '' || KNOWN.includes(v)) return undefined;
  // A placeholder is filled in later (Spring ${…}, env templating {{…}}): its text is not the value.
  if (/\$\{|\{\{|%\(/.test(v)) return undefined;
  const clean = v.toUpperCase().replace(/_/g, '-').replace(/[^A-Z0-9-]/g, '');
  return KNOWN.includes(clean) ? clean : undefined;
}

function judge(ctx: RuleContext, entry: ConfigEntry, value: string, meant: string): Finding | undefined {
  if (ctx.site.client.client === 'librdkafka' && value.trim().startsWith('SCRAM-SHA-')) return undefined;
  const key = mechanismKey(ctx, entry);
  const shown = value.trim();
  const head = `${key}=${shown} is not a SASL mechanism name: mechanisms are matched exactly, and the name is ${meant}.`;
  const fixes: Fix[] = [{ title: `Set ${key}=${meant}`, intents: [{ kind: 'set', key: entry.key, value: meant }], preferred: true }];
  return clientMechanismFinding(ctx, entry, shown, head, fixes);
}

export const saslMechanismMisspelt: Rule = {
  id: 'sasl-mechanism-misspelt',
  severity: Severity.Warning,
  clients: ['java', 'librdkafka'],
  source: 'SaslClientAuthenticator.createSaslClient ("Failed to create SaslClient with mechanism …"; no SaslClientFactory serves a misspelt name); librdkafka rd_kafka_sasl_select_provider (strcmp; "Unsupported SASL mechanism")',
  summary: 'A client SASL mechanism is a known name with stray characters, other case or underscores (PLAIN;, plain, SCRAM_SHA_256): no SASL client exists for it.',
  check(ctx) {
    const out: Finding[] = [];
    for (const entry of ctx.site.entries) {
      if (entry.key !== 'sasl.mechanism' && entry.key !== 'sasl.mechanisms') continue;
      const value = entry.value;
      if (!value || ctx.entry(entry.key) !== entry) continue;
      const meant = meantMechanism(value);
      if (!meant) continue;
      const f = judge(ctx, entry, value, meant);
      if (f) out.push(f);
    }
    return out;
  },
  docs: {
    why: 'A SASL mechanism is looked up by its exact name: PLAIN, SCRAM-SHA-256, SCRAM-SHA-512, GSSAPI, OAUTHBEARER. A trailing semicolon copied from a JAAS line (PLAIN;), lower case (plain) or underscores (SCRAM_SHA_256, the spelling of Kafka\'s Java enum constants, not of the mechanism) name no mechanism. The Java client accepts any string at start-up, so the mistake shows only when it connects.',
    consequence: 'Java client: every SASL connection fails with SaslAuthenticationException "Failed to create SaslClient with mechanism PLAIN;" (SaslClientAuthenticator), and the client retries until its own timeouts. librdkafka refuses to create the client: "Unsupported SASL mechanism: PLAIN;" (rd_kafka_sasl_select_provider).',
    bad: { file: 'application.properties', text: 'spring.kafka.bootstrap-servers=kafka1:9093\nspring.kafka.consumer.group-id=billing\nspring.kafka.properties.security.protocol=SASL_SSL\nspring.kafka.properties.sasl.mechanism=PLAIN;\nspring.kafka.properties.sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="billing" password="${KAFKA_PASSWORD}";\n' },
    good: { file: 'application.properties', text: 'spring.kafka.bootstrap-servers=kafka1:9093\nspring.kafka.consumer.group-id=billing\nspring.kafka.properties.security.protocol=SASL_SSL\nspring.kafka.properties.sasl.mechanism=PLAIN\nspring.kafka.properties.sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="billing" password="${KAFKA_PASSWORD}";\n' },
    falsePositives: 'A custom mechanism provided by a plugin is left alone unless its name is a respelling of a built-in one (AWS_MSK_IAM is silent). Placeholders (${SASL_MECHANISM}) are not read. Whitespace around the name is not flagged: the Java client trims it. Broker keys (sasl.enabled.mechanisms, sasl.mechanism.inter.broker.protocol) are not checked by this rule.',
    versions: 'All Java client versions; librdkafka (node-rdkafka, @confluentinc/kafka-javascript) sasl.mechanisms, except values that begin with SCRAM-SHA-.',
  },
};
