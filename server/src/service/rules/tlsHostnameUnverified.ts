// tls-hostname-unverified: TLS that checks the broker certificate's chain but not the name in it.
// Java: ssl.endpoint.identification.algorithm defaults to "https" since Kafka 2.0 (KIP-294; the
// catalog's default in 2.8.2–4.4.0). DefaultSslEngineFactory hands the value to
// SSLParameters.setEndpointIdentificationAlgorithm for client-mode engines, and the JDK's trust
// manager skips the host name check when it is empty. librdkafka: "none" (its default before 2.0.0,
// "https" since, per its release notes; CONFIGURATION.md lists none/https) makes OpenSSL skip the
// same check. Either way a certificate for *any* name that the trusted CAs signed is accepted as
// the broker's.
//
// How much that exposes depends on the CAs trusted: with none given (no ssl.truststore.location or
// ssl.truststore.certificates; no ssl.ca.location/ssl.ca.pem in librdkafka) the client trusts the
// platform's public CAs, which sign a certificate for any domain its owner controls — then anyone
// who can intercept the connection can pose as the broker: warning. With the deployment's own CA,
// only holders of a certificate from that CA (another client's or service's) can: information.
// A bootstrap list of this machine only (a local test broker) is silent, as is a client that does
// not verify the certificate at all (tls-unverified-with-credentials' case).
import { onlyLocalBrokers, unprefixedBootstrapLine } from '../util/localCluster';
import { tsExtras } from './lang';
import { Severity, type Rule, type RuleContext } from './types';

const KEY = 'ssl.endpoint.identification.algorithm';
const SPRING_TRUST = /trust-?store-?(location|certificates)|truststore\.(location|certificates)|ssl\.bundle/i;
/**
 * Java configs that open client connections with these keys (a MirrorMaker 2 file's `<cluster>.`
 * keys are its clients' for that cluster); a broker's are its inter-broker side, not judged here.
 */
const JAVA_ROLES = new Set(['producer', 'consumer', 'admin', 'streams', 'connect', 'mirrormaker']);

/** The worker's or the file's unprefixed bootstrap.servers, which Connect/Streams hand to a prefixed client. */
function bootstrap(ctx: RuleContext): string | undefined {
  if (ctx.isSet('bootstrap.servers')) return ctx.entry('bootstrap.servers')!.value;
  if (!ctx.site.entries.some((e) => e.prefix)) return undefined;
  return ctx.fromText(unprefixedBootstrapLine);
}

/**
 * kafkajs hands `ssl` to Node's tls.connect (its socketFactory), where a checkServerIdentity that
 * never returns an Error accepts any host name; without `ca` Node trusts its public CAs.
 */
function kafkajsFinding(ctx: RuleContext) {
  const sec = tsExtras(ctx.site)?.security;
  if (!sec?.hostnameUnchecked || sec.rejectUnauthorizedFalse) return [];
  if (onlyLocalBrokers(sec.brokers)) return [];
  const who = sec.ownCa
    ? 'whoever holds any certificate signed by the CA given in ssl.ca — another client\'s or another service\'s — and can intercept the connection can pose as the broker'
    : 'no ssl.ca is given, so Node\'s public CAs are trusted, and they sign a certificate for any domain its owner controls: whoever can intercept the connection can pose as the broker';
  const creds = sec.saslMechanism !== undefined ? ', receive the SASL login' : '';
  return [{
    range: sec.hostnameUnchecked,
    ...(sec.ownCa ? { severity: Severity.Information } : {}),
    message: `This checkServerIdentity never returns an Error, so Node's tls.connect accepts a broker certificate issued for any host name; ${who}${creds} and read and change every record. Remove it: Node checks the name by default.`,
  }];
}

export const tlsHostnameUnverified: Rule = {
  id: 'tls-hostname-unverified',
  severity: Severity.Warning,
  clients: ['java', 'librdkafka', 'kafkajs'],
  source: 'KIP-294 (Java default https since Kafka 2.0); DefaultSslEngineFactory (SSLParameters.setEndpointIdentificationAlgorithm); librdkafka CONFIGURATION.md ssl.endpoint.identification.algorithm (default https since v2.0.0); Node.js tls.connect checkServerIdentity (kafkajs ssl option)',
  summary: 'Broker host name verification turned off on a TLS connection: a certificate for any name from a trusted CA passes as the broker\'s.',
  check(ctx) {
    const x = tsExtras(ctx.site);
    if (x?.library === 'kafkajs') return kafkajsFinding(ctx);
    const entry = ctx.entry(KEY);
    if (!entry || entry.value === undefined) return [];
    const rdk = ctx.site.client.client === 'librdkafka';
    // librdkafka's key means the same whatever the client (its files often say neither producer nor
    // consumer); so does a Java client .properties file with only keys every client has (a
    // client-ssl.properties handed to the command-line tools as --command-config).
    const anyJavaClient = ctx.site.role === undefined && ctx.site.syntax === 'properties';
    if (!rdk && !anyJavaClient && !JAVA_ROLES.has(ctx.site.role ?? '')) return [];
    const value = entry.value.trim().toLowerCase();
    if (rdk ? value !== 'none' : value !== '') return [];
    const protocol = ctx.effective('security.protocol')?.trim().toUpperCase();
    if (protocol !== 'SSL' && protocol !== 'SASL_SSL') return [];
    if (onlyLocalBrokers(bootstrap(ctx))) return [];
    if (rdk && ctx.effective('enable.ssl.certificate.verification')?.trim().toLowerCase() === 'false') return [];
    const ownCa = rdk
      ? ['ssl.ca.location', 'ssl.ca.pem'].some((k) => ctx.isSet(k) && ctx.entry(k)!.value?.trim() && ctx.entry(k)!.value!.trim().toLowerCase() !== 'probe')
      // A value the code computes (props.put(SSL_TRUSTSTORE_LOCATION_CONFIG, conf.getProperty(…))) is a trust store all the same (check 73, U).
      : ['ssl.truststore.location', 'ssl.truststore.certificates'].some((k) => ctx.isSet(k) && (ctx.entry(k)!.value === undefined || !!ctx.entry(k)!.value!.trim()))
        // Spring Boot's own spring.kafka.ssl.trust-store-* and SSL bundles reach the client outside this site's entries.
        || (ctx.site.syntax.startsWith('spring') && ctx.mentions(SPRING_TRUST));
    const written = `${ctx.display(KEY)}=${rdk ? 'none' : ''}`;
    const who = ownCa
      ? `whoever holds any certificate signed by the CA this client trusts (${rdk ? 'ssl.ca.location' : 'its trust store'}) — another client's or another service's — and can intercept the connection can pose as the broker`
      : `no CA of its own is given, so the platform's public CAs are trusted, and they sign a certificate for any domain its owner controls: whoever can intercept the connection can pose as the broker`;
    const creds = protocol === 'SASL_SSL' ? ', receive the SASL login' : '';
    return [{
      // An empty value has no width: the key and its `=` are underlined instead.
      range: entry.valueRange.end.character > entry.valueRange.start.character ? entry.valueRange : { start: entry.keyRange.start, end: entry.valueRange.end },
      ...(ownCa ? { severity: Severity.Information } : {}),
      message: `${written} turns off the check that the broker's certificate names the host this client connects to (${rdk ? 'librdkafka\'s default is https since v2.0.0' : 'Kafka\'s default is https since 2.0, KIP-294'}); ${who}${creds} and read and change every record.`,
      fixes: [{ title: `Remove ${written} (host names are verified by default)`, intents: [{ kind: 'remove', entry }], preferred: true }],
    }];
  },
  docs: {
    why: 'TLS protects a connection only if the client checks both that the certificate is signed by a CA it trusts and that it names the host it connects to. An empty ssl.endpoint.identification.algorithm (Java), none (librdkafka) or a kafkajs `ssl.checkServerIdentity` that never returns an Error drops the second check, so a certificate issued for any other name passes as the broker\'s. With no CA of its own configured, the client trusts the public CAs, which sign a certificate for any domain its owner controls.',
    consequence: 'Anyone who can intercept the connection and holds such a certificate can pose as the broker: with SASL_SSL it receives the login (a PLAIN password as written), and it can read and change every record. Reported as a warning when the public CAs are trusted, as information when the deployment\'s own CA is (then only holders of a certificate from that CA can do it).',
    bad: { file: 'consumer.properties', text: 'bootstrap.servers=kafka-prod.example.com:9093\nsecurity.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\nssl.endpoint.identification.algorithm=\ngroup.id=billing\n' },
    good: { file: 'consumer.properties', text: 'bootstrap.servers=kafka-prod.example.com:9093\nsecurity.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\ngroup.id=billing\n' },
    falsePositives: 'Broker files are not judged: there the setting concerns the broker\'s own connections to other brokers. Turned off on purpose because the broker certificates do not name the addresses clients use (a certificate made for one host name, reached through an IP address or a load balancer): reissue them with those names in subjectAltName instead, then remove the line. A broker on this machine (bootstrap.servers of localhost, 127.0.0.1 or ::1 only) is not reported.',
    versions: 'kafkajs (ssl passed to Node\'s tls.connect), all versions; Java clients from Kafka 2.0 (default https, KIP-294); librdkafka-based clients with ssl.endpoint.identification.algorithm=none (default https since librdkafka 2.0.0; before it, none was the default and this setting changed nothing).',
  },
};
