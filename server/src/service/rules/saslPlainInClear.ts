// sasl-plain-in-clear: security.protocol=SASL_PLAINTEXT with the PLAIN (or OAUTHBEARER) mechanism. SASL/PLAIN sends
// the username and password as they are (RFC 4616), and SASL_PLAINTEXT runs it over a connection
// without TLS, so both cross the network readable, then every record after them. Kafka's security
// documentation: "SASL/PLAIN should be used only with SSL as transport layer to ensure that clear
// passwords are not transmitted on the wire without encryption." OAUTHBEARER sends a bearer token,
// which works for whoever holds it until it expires; the same documentation: "OAUTHBEARER should be
// used in production environments only with TLS-encryption to prevent interception of tokens".
// Addresses on this machine only
// (localhost, 127.0.0.0/8, ::1) never reach a network: nothing is said there.
import { onlyLocalBrokers, unprefixedBootstrapLine } from '../util/localCluster';
import { isUnresolved } from '../util/placeholder';
import { composeClusterOf } from '../crossFile/compose';
import { tsExtras } from './lang';
import { Severity, type Finding, type Rule, type RuleContext } from './types';

/**
 * kafkajs: `sasl` without `ssl` connects over plain TCP (kafkajs src/network/connection.js opens a
 * TLS socket only when ssl is set). PLAIN written: a warning, as for SASL_PLAINTEXT. A mechanism from
 * a variable may be PLAIN: information that says so. SCRAM and OAUTHBEARER send no password.
 */
function kafkajsFindings(ctx: RuleContext): Finding[] {
  const sec = tsExtras(ctx.site)?.security;
  // `sasl: undefined` or a variable that may be undefined is no evidence of SASL at all.
  if (!sec?.saslObject || sec.saslMechanism === undefined || sec.tls !== 'off') return [];
  if (sec.saslMechanism !== 'plain' && sec.saslMechanism !== '') return [];
  if (sec.brokers !== undefined && onlyLocalBrokers(sec.brokers)) return [];
  const stack = sec.brokers !== undefined ? composeClusterOf(ctx.workspace.compose, sec.brokers, ctx.doc.uri) : undefined;
  const range = ctx.site.range;
  if (sec.saslMechanism === 'plain') {
    return [{
      range,
      ...(stack ? { severity: Severity.Hint } : {}),
      message: 'SASL/PLAIN without TLS (no ssl option, or ssl: false): kafkajs then connects over plain TCP, and PLAIN sends the username and password as they are (RFC 4616), so they cross the network readable, and every record after them. Kafka\'s security documentation: SASL/PLAIN "should be used only with SSL as transport layer". Add ssl: true (and use the brokers\' TLS listener), or SCRAM where TLS is not possible.',
    }];
  }
  return [{
    range,
    severity: stack ? Severity.Hint : Severity.Information,
    message: 'sasl without TLS (no ssl option, or ssl: false): kafkajs connects over plain TCP, so every record crosses the network readable; and if the mechanism, which comes from a variable here, is PLAIN, so do the username and password (RFC 4616). Add ssl: true for brokers reached over a network, or make sure the mechanism is SCRAM or OAUTHBEARER.',
  }];
}

export const saslPlainInClear: Rule = {
  id: 'sasl-plain-in-clear',
  severity: Severity.Warning,
  clients: ['java', 'librdkafka', 'kafkajs'],
  source: 'Apache Kafka documentation, Security, SASL/PLAIN ("should be used only with SSL as transport layer to ensure that clear passwords are not transmitted on the wire without encryption"); RFC 4616 (PLAIN sends the password as is)',
  summary: 'SASL/PLAIN or OAUTHBEARER over SASL_PLAINTEXT (or kafkajs PLAIN without ssl): the password or token, then every record, crosses the network unencrypted.',
  docs: {
    why: 'SASL/PLAIN authenticates by sending the username and password as they are; only the transport can hide them. security.protocol=SASL_PLAINTEXT runs SASL over a plain TCP connection, so with PLAIN anyone on the path reads the credentials, and the records after them.',
    consequence: 'The password can be read off the network and reused to produce or consume as this client (Kafka\'s security documentation: SASL/PLAIN "should be used only with SSL as transport layer"). Use SASL_SSL, or a mechanism that does not send the password (SCRAM) where TLS is not possible.',
    bad: { file: 'consumer.properties', text: 'bootstrap.servers=kafka-1.internal:9092\ngroup.id=billing\nsecurity.protocol=SASL_PLAINTEXT\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="billing" password="${file:/etc/kafka/secrets.properties:billing.password}";\n' },
    good: { file: 'consumer.properties', text: 'bootstrap.servers=kafka-1.internal:9093\ngroup.id=billing\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="billing" password="${file:/etc/kafka/secrets.properties:billing.password}";\n' },
    falsePositives: 'A file that does not name its brokers (one passed to the command-line tools with --command-config) is reported at information, with an "if". Brokers on this machine only (localhost, 127.0.0.1, ::1) are not reported, and brokers of a Docker Compose file of the workspace (a local stack) only as a hint. A network you trust end to end (a private link inside one host, a service mesh that encrypts): silence the line with `# kafka-tuning-disable-next-line sasl-plain-in-clear -- the mesh encrypts`.',
    versions: 'All Java client and librdkafka versions.',
  },
  check(ctx) {
    // Spring Boot's shared spring.kafka.properties.* reach every client: its site has no single role.
    if (ctx.site.role === 'broker' || ctx.site.role === 'topic') return [];
    if (ctx.site.client.client === 'kafkajs') return kafkajsFindings(ctx);
    const protocol = ctx.entry('security.protocol');
    if (!protocol || protocol.value?.trim().toUpperCase() !== 'SASL_PLAINTEXT') return [];
    const mech = ctx.entry('sasl.mechanism') ?? ctx.entry('sasl.mechanisms');
    const mechanism = mech?.value?.trim().toUpperCase();
    if (mechanism !== 'PLAIN' && mechanism !== 'OAUTHBEARER') return [];
    // A Connect or MirrorMaker file's client prefixes (producer.security.protocol) connect where the
    // file's own bootstrap.servers says, unless overridden: read it from the file.
    const top = ctx.site.embeddedIn ? ctx.fromText(unprefixedBootstrapLine)?.trim() || undefined : undefined;
    const boot = ctx.effective('bootstrap.servers') ?? ctx.effective('metadata.broker.list') ?? (top !== undefined && !isUnresolved(top) ? top : undefined);
    // Written, but computed by the code (props.put(BOOTSTRAP_SERVERS_CONFIG, conf.getProperty(…)))
    // or left as a placeholder: the brokers are named elsewhere, not missing.
    const computed = boot === undefined && (ctx.isSet('bootstrap.servers') || top !== undefined);
    if (boot !== undefined && boot.trim() && onlyLocalBrokers(boot)) return [];
    // Brokers that a Docker Compose file of the workspace runs: a local stack, whose network may
    // never leave this host; the same file may also serve a real cluster, so a hint.
    const stack = boot?.trim() ? composeClusterOf(ctx.workspace.compose, boot, ctx.doc.uri) : undefined;
    // No brokers named (a --command-config file for the command-line tools, an Admin file whose
    // bootstrap.servers defaults to ""): where it connects is not known here, so information with
    // an "if" (check 70 listed such a client.properties as a known problem; check 61 wanted the
    // same answer for a file and its twin).
    const unnamed = boot === undefined || !boot.trim();
    const lead = `SASL/${mechanism} over ${ctx.display('security.protocol')}=SASL_PLAINTEXT: `;
    const where = !unnamed ? '' : computed ? 'the brokers are set by the code or filled in later, not written here; if they are reached over a network, ' : 'this file does not name its brokers; if they are reached over a network, ';
    const what = mechanism === 'PLAIN'
      ? `PLAIN sends the username and password as they are (RFC 4616) and this connection has no TLS, so they cross the network readable, and every record after them. Kafka's security documentation: SASL/PLAIN "should be used only with SSL as transport layer". Use SASL_SSL (and the brokers' TLS listener), or SCRAM where TLS is not possible.`
      : `the client sends its bearer token as it is and this connection has no TLS, so anyone on the path can read the token and use it as this client until it expires, and every record crosses readable too. Kafka's security documentation says OAUTHBEARER should be used in production only with TLS encryption, to prevent interception of tokens. Use SASL_SSL and the brokers' TLS listener.`;
    return [{
      range: protocol.valueRange,
      ...(stack ? { severity: Severity.Hint } : unnamed ? { severity: Severity.Information } : {}),
      message: lead + where + what,
    }];
  },
};
