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
    if (spreadsSomething(ctx.doc, ctx.site)) return [];
    return [{
      range: mechanism.valueRange,
      message: `${ctx.display('sasl.mechanisms')}=${mechanism.value!.trim()} over ${ctx.effective('security.protocol')!.trim()} without ${missing.join(' and ')}: librdkafka refuses to create the client ("sasl.username and sasl.password must be set"). It reads the credentials from these two keys; it has no JAAS.`,
    }];
  },
};

