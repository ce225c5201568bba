// sasl-credentials-missing (librdkafka src/rdkafka_sasl_plain.c and rdkafka_sasl_scram.c,
// conf_validate): with security.protocol sasl_ssl/sasl_plaintext and sasl.mechanisms PLAIN or
// SCRAM-SHA-256/512, librdkafka refuses to create the client unless both sasl.username and
// sasl.password are set ("sasl.username and sasl.password must be set") — it has no JAAS; the
// credentials are plain keys. Applies to node-rdkafka and @confluentinc/kafka-javascript sites.
// CKJS merges the `new Kafka({...})` config into each client, so the rule stays silent when the
// file writes a username or password anywhere, or when the site's object spreads something in.
import { isSaslProtocol } from './saslJaasMissing';
import { spreadsSomething } from './siteText';
import { Severity, type Rule } from './types';

const NEEDS_CREDENTIALS = new Set(['PLAIN', 'SCRAM-SHA-256', 'SCRAM-SHA-512']);

export const saslCredentialsMissing: Rule = {
  id: 'sasl-credentials-missing',
  severity: Severity.Error,
  clients: ['librdkafka'],
  source: 'librdkafka rdkafka_sasl_plain.c / rdkafka_sasl_scram.c conf_validate ("sasl.username and sasl.password must be set"); CONFIGURATION.md sasl.mechanisms',
  summary: 'librdkafka with SASL PLAIN/SCRAM and no sasl.username or sasl.password: creating the client fails.',
  check(ctx) {
    const mechanism = ctx.entry('sasl.mechanisms');
    // librdkafka compares the mechanism case-sensitively (rd_kafka_sasl_select_provider: strcmp), so only
    // the exact spellings reach the credential check; "plain" fails earlier as unsupported.
    const value = mechanism?.value?.trim();
    if (!mechanism || !value || !NEEDS_CREDENTIALS.has(value)) return [];
    if (!isSaslProtocol(ctx.effective('security.protocol'))) return [];
    const missing = ['sasl.username', 'sasl.password'].filter((k) => !ctx.isSet(k));
    if (missing.length === 0 || ctx.mentions(/username|password/i)) return [];
    if (spreadsSomething(ctx)) return [];
    return [{
      range: mechanism.valueRange,
      message: `${ctx.display('sasl.mechanisms')}=${mechanism.value!.trim()} over ${ctx.effective('security.protocol')!.trim()} without ${missing.join(' and ')}: librdkafka refuses to create the client ("sasl.username and sasl.password must be set"). It reads the credentials from these two keys; it has no JAAS.`,
    }];
  },
  docs: {
    why: 'librdkafka has no JAAS: with SASL PLAIN or SCRAM its credentials are the plain keys sasl.username and sasl.password, and its configuration check refuses to create a client without them.',
    consequence: 'Creating the producer or consumer fails with `sasl.username and sasl.password must be set`; node-rdkafka and @confluentinc/kafka-javascript throw at construction.',
    bad: { file: 'producer.js', text: 'const Kafka = require(\'node-rdkafka\');\nconst producer = new Kafka.Producer({\n  \'metadata.broker.list\': process.env.BROKERS,\n  \'security.protocol\': \'sasl_ssl\',\n  \'sasl.mechanisms\': \'SCRAM-SHA-512\',\n});\n' },
    good: { file: 'producer.js', text: 'const Kafka = require(\'node-rdkafka\');\nconst producer = new Kafka.Producer({\n  \'metadata.broker.list\': process.env.BROKERS,\n  \'security.protocol\': \'sasl_ssl\',\n  \'sasl.mechanisms\': \'SCRAM-SHA-512\',\n  \'sasl.username\': process.env.KAFKA_USER,\n  \'sasl.password\': process.env.KAFKA_PASSWORD,\n});\n' },
    falsePositives: 'Credentials merged in from an object the analysis cannot follow; the rule stays silent when the site spreads another object into its config or the file names a username or password anywhere.',
    versions: 'librdkafka-based clients (node-rdkafka, @confluentinc/kafka-javascript), all versions.',
  },
};

