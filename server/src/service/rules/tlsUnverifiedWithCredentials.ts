// tls-unverified-with-credentials: TLS whose server certificate is not checked protects nothing
// against a machine in the middle — it can present any certificate, pose as the broker and relay
// the SASL exchange, then read and change every record; with PLAIN it also receives the password
// itself (RFC 4616 sends it as is, inside the TLS the client did not verify). kafkajs passes
// `ssl` to Node's tls.connect, where rejectUnauthorized: false accepts any certificate; librdkafka
// skips OpenSSL's certificate check with enable.ssl.certificate.verification=false
// (CONFIGURATION.md). Reported only next to SASL credentials, or a client certificate (mutual TLS)
// to brokers not on this machine: without either it is a test setup's choice. Java has no switch that turns the chain check off, so the rule is kafkajs/librdkafka.
import { onlyLocalBrokers } from '../util/localCluster';
import { tsExtras } from './lang';
import { Severity, type Rule } from './types';

const WITH_SECRET = new Set(['PLAIN', 'SCRAM-SHA-256', 'SCRAM-SHA-512', 'OAUTHBEARER', 'AWS']);

function risk(mechanism: string): string {
  return mechanism.toUpperCase() === 'PLAIN'
    ? 'it receives the SASL PLAIN username and password as written, and then every record'
    : 'it can relay the SASL exchange to the real broker and then read and change every record';
}

export const tlsUnverifiedWithCredentials: Rule = {
  id: 'tls-unverified-with-credentials',
  severity: Severity.Warning,
  clients: ['kafkajs', 'librdkafka'],
  source: 'Node.js tls.connect rejectUnauthorized (kafkajs ssl option); librdkafka CONFIGURATION.md enable.ssl.certificate.verification; RFC 4616 (PLAIN sends the password)',
  summary: 'Server certificate not verified while the client authenticates (SASL credentials, or its own certificate): a machine in the middle can pose as the broker.',
  check(ctx) {
    const x = tsExtras(ctx.site);
    if (x?.library === 'kafkajs') {
      const sec = x.security;
      if (!sec?.rejectUnauthorizedFalse) return [];
      // Mutual TLS: the client's own certificate is its credential, and the broker it trusts is anyone.
      if (sec.saslMechanism === undefined && sec.clientCertificate && !onlyLocalBrokers(sec.brokers)) {
        return [{
          range: sec.rejectUnauthorizedFalse,
          message: `ssl.rejectUnauthorized: false accepts any certificate, so this client, which proves who it is with its own certificate (ssl.cert), does not check who the broker is${sec.ownCa ? ' (the ca given is consulted but not enforced)' : ''}: whoever can intercept the connection can pose as the broker, take every record this client produces and hand it records of its own. Remove rejectUnauthorized: false and give the broker's CA in ssl.ca.`,
        }];
      }
      if (sec.saslMechanism === undefined) return [];
      const mech = sec.saslMechanism || 'SASL';
      return [{
        range: sec.rejectUnauthorizedFalse,
        message: `ssl.rejectUnauthorized: false accepts any certificate, and this client logs in with sasl (${mech}): whoever can intercept the connection can pose as the broker — ${risk(mech)}. Give the broker's CA instead (ssl: { ca: [readFileSync('ca.pem', 'utf8')] }).`,
      }];
    }
    if (ctx.site.client.client !== 'librdkafka') return [];
    const verify = ctx.entry('enable.ssl.certificate.verification');
    if (!verify || verify.value?.trim().toLowerCase() !== 'false') return [];
    if (ctx.effective('security.protocol')?.trim().toLowerCase() !== 'sasl_ssl') return [];
    const mech = ctx.effective('sasl.mechanisms')?.trim() ?? '';
    if (!WITH_SECRET.has(mech.toUpperCase())) return [];
    return [{
      range: verify.valueRange,
      message: `${ctx.display('enable.ssl.certificate.verification')}=false skips the broker certificate check, and this client logs in with sasl.mechanisms=${mech}: whoever can intercept the connection can pose as the broker — ${risk(mech)}. Point ssl.ca.location at the broker's CA instead.`,
      fixes: [{ title: `Remove ${ctx.display('enable.ssl.certificate.verification')} (verification is on by default)`, intents: [{ kind: 'remove', entry: verify }], preferred: true }],
    }];
  },
  docs: {
    why: 'TLS whose server certificate is not checked does not stop a machine in the middle: it can present any certificate, pose as the broker, relay the SASL exchange and then read and change every record. With PLAIN it receives the password itself (RFC 4616 sends it as is). kafkajs passes `ssl` to Node\'s tls.connect, where rejectUnauthorized: false accepts any certificate; librdkafka skips the check with enable.ssl.certificate.verification=false.',
    consequence: 'Credentials and data are exposed to anyone on the network path; reported only next to SASL credentials, or next to a kafkajs client certificate (mutual TLS) when the brokers are not on this machine, where the risk is real.',
    bad: { file: 'client.ts', text: 'import { Kafka } from \'kafkajs\';\nconst kafka = new Kafka({\n  brokers: [\'kafka1:9093\'],\n  ssl: { rejectUnauthorized: false },\n  sasl: { mechanism: \'plain\', username: \'svc\', password: process.env.KAFKA_PASSWORD ?? \'\' },\n});\n' },
    good: { file: 'client.ts', text: 'import { readFileSync } from \'node:fs\';\nimport { Kafka } from \'kafkajs\';\nconst kafka = new Kafka({\n  brokers: [\'kafka1:9093\'],\n  ssl: { ca: [readFileSync(\'/etc/kafka/ca.pem\', \'utf8\')] },\n  sasl: { mechanism: \'plain\', username: \'svc\', password: process.env.KAFKA_PASSWORD ?? \'\' },\n});\n' },
    falsePositives: 'A local test set-up with a self-signed certificate: give it the CA instead, or silence the line with a `//` suppression comment.',
    versions: 'kafkajs (ssl passed to Node\'s tls.connect) and librdkafka-based clients (enable.ssl.certificate.verification); all versions that have these options.',
  },
};
