// ssl-protocols-outdated (JDK-8202343; KIP-573): ssl.enabled.protocols is the list of TLS versions
// the client or broker offers (SslFactory / DefaultSslEngineFactory hand it to
// SSLEngine.setEnabledProtocols). The JDK disables TLSv1 and TLSv1.1 itself since 8u291, 11.0.11
// and 16 (jdk.tls.disabledAlgorithms, JDK-8202343), so those entries are never used; a list of only
// them leaves nothing to offer, and every handshake fails with SSLHandshakeException "No
// appropriate protocol (protocol is disabled or cipher suites are inappropriate)". A list that
// also names TLSv1.2 works, but leaves out TLSv1.3, which Kafka enables by default on a JVM that
// has it (KIP-573, Kafka 2.6: "TLSv1.2,TLSv1.3").
import { Severity, type Finding, type Rule } from './types';

const OUTDATED = new Set(['sslv3', 'tlsv1', 'tlsv1.1']);

export const sslProtocolsOutdated: Rule = {
  id: 'ssl-protocols-outdated',
  severity: Severity.Information,
  clients: ['java'],
  source: 'JDK-8202343 (TLSv1 and TLSv1.1 disabled in jdk.tls.disabledAlgorithms since JDK 8u291, 11.0.11, 16); KIP-573 (ssl.enabled.protocols default TLSv1.2,TLSv1.3 from Kafka 2.6)',
  summary: 'ssl.enabled.protocols lists TLS versions the JDK has disabled: with nothing newer no handshake succeeds, and TLSv1.3 is left out.',
  docs: {
    why: 'The JVM no longer allows TLSv1 and TLSv1.1 (JDK-8202343, since 8u291, 11.0.11 and 16), whatever Kafka asks for. Kafka offers TLSv1.2 and TLSv1.3 by default (KIP-573); a written list replaces that default.',
    consequence: 'With only TLSv1/TLSv1.1 listed every connection fails its handshake: SSLHandshakeException "No appropriate protocol (protocol is disabled or cipher suites are inappropriate)" (a warning). With TLSv1.2 in the list too, connections use TLSv1.2 and the old entries do nothing, but TLSv1.3 is off unless listed (information; a hint when TLSv1.3 is listed).',
    bad: { file: 'client-ssl.properties', text: 'bootstrap.servers=kafka-1.internal:9093\nsecurity.protocol=SSL\nssl.truststore.location=/etc/kafka/truststore.jks\nssl.enabled.protocols=TLSv1.2,TLSv1.1,TLSv1\n' },
    good: { file: 'client-ssl.properties', text: 'bootstrap.servers=kafka-1.internal:9093\nsecurity.protocol=SSL\nssl.truststore.location=/etc/kafka/truststore.jks\nssl.enabled.protocols=TLSv1.2,TLSv1.3\n' },
    falsePositives: 'A JVM older than 8u291 or 11.0.11, or one whose java.security re-enables TLSv1, still negotiates the old versions: there the list is a choice, and the rule can be turned off in .kafka-tuning.json.',
    versions: 'All Kafka versions, on JDK 8u291, 11.0.11, 16 and newer.',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const e of ctx.site.entries) {
      if (!(e.key === 'ssl.enabled.protocols' || e.key.endsWith('.ssl.enabled.protocols')) || e.value === undefined || ctx.entry(e.key) !== e) continue;
      const listed = e.value.split(',').map((p) => p.trim()).filter(Boolean);
      const old = listed.filter((p) => OUTDATED.has(p.toLowerCase()));
      if (old.length === 0) continue;
      const rest = listed.filter((p) => !OUTDATED.has(p.toLowerCase()));
      const has13 = rest.some((p) => p.toLowerCase() === 'tlsv1.3');
      const fix = [{ title: 'Set TLSv1.2,TLSv1.3 (Kafka\'s default)', intents: [{ kind: 'set' as const, key: e.key, value: 'TLSv1.2,TLSv1.3' }], preferred: true }];
      if (rest.length === 0) {
        out.push({ range: e.valueRange, severity: Severity.Warning, message: `${ctx.display(e.key)}=${e.value.trim()} lists only TLS versions the JDK has disabled since 8u291, 11.0.11 and 16 (JDK-8202343): no handshake succeeds, SSLHandshakeException "No appropriate protocol (protocol is disabled or cipher suites are inappropriate)". Write TLSv1.2,TLSv1.3, Kafka's default.`, fixes: fix });
        continue;
      }
      out.push({
        range: e.valueRange,
        ...(has13 ? { severity: Severity.Hint } : {}),
        message: `${old.join(' and ')} in ${ctx.display(e.key)} ${old.length > 1 ? 'are' : 'is'} never used: the JDK has disabled ${old.length > 1 ? 'them' : 'it'} since 8u291, 11.0.11 and 16 (JDK-8202343)${has13 ? '' : `, and the list leaves out TLSv1.3, which Kafka offers by default (KIP-573), so connections use ${rest.join(', ')} only`}.`,
        fixes: fix,
      });
    }
    return out;
  },
};
