// sasl-mechanism-is-protocol: PLAINTEXT, SSL, SASL_PLAINTEXT and SASL_SSL are values of
// security.protocol (SecurityProtocol), never SASL mechanisms (PLAIN, SCRAM-SHA-256/512, GSSAPI,
// OAUTHBEARER). Nothing refuses them at configuration time in the Java client or broker: the
// client's sasl.mechanism is a free string (SaslConfigs), and KafkaConfig only checks that
// sasl.mechanism.inter.broker.protocol is listed in sasl.enabled.mechanisms ("must be included in
// sasl.enabled.mechanisms when SASL is used for inter-broker communication"). The failure comes at
// the first connection: SaslClientAuthenticator.createSaslClient gets null from
// Sasl.createSaslClient and throws SaslAuthenticationException "Failed to create SaslClient with
// mechanism SASL_SSL" (checked with kafka-clients 4.1.2: the producer is built, every connection
// fails so, and the client retries until its own timeouts). librdkafka refuses the instance
// itself: rd_kafka_new → rd_kafka_sasl_select_provider, "Unsupported SASL mechanism: SASL_SSL",
// only when security.protocol is sasl_plaintext/sasl_ssl.
import type { ConfigEntry, Fix } from '../model';
import { clientMechanismFinding, isSasl, mechanismKey } from './saslClientMechanism';
import { Severity, type Finding, type Rule, type RuleContext } from './types';

const PROTOCOLS = new Set(['PLAINTEXT', 'SSL', 'SASL_PLAINTEXT', 'SASL_SSL']);
const MECHANISMS = 'PLAIN, SCRAM-SHA-256, SCRAM-SHA-512, GSSAPI or OAUTHBEARER';
const ENABLED_LIST = /^(?:listener\.name\.[^.]+\.)?sasl\.enabled\.mechanisms$/;

/** The mechanism a JAAS login module fixes; SCRAM's module serves two mechanisms, so it names none. */
const MODULE_MECHANISM: Array<[RegExp, string]> = [
  [/\bPlainLoginModule\b/, 'PLAIN'],
  [/\bOAuthBearerLoginModule\b/, 'OAUTHBEARER'],
  [/\bKrb5LoginModule\b/, 'GSSAPI'],
];

function isProtocolName(v: string): boolean {
  return PROTOCOLS.has(v.trim().toUpperCase());
}

function listOf(value: string): string[] {
  return value.split(',').map((s) => s.trim()).filter((s) => s !== '');
}

/** The security protocol of a broker listener name: listener.security.protocol.map, else the name itself when it is a protocol. */
function listenerProtocol(ctx: RuleContext, name: string): string | undefined {
  const map = ctx.entry('listener.security.protocol.map')?.value;
  if (map !== undefined) {
    for (const pair of listOf(map)) {
      const [l, p] = pair.split(':');
      if (l?.trim().toUpperCase() === name.toUpperCase() && p) return p.trim().toUpperCase();
    }
    return undefined;
  }
  return isProtocolName(name) ? name.toUpperCase() : undefined;
}

/** The protocol brokers talk to each other with (KafkaConfig: inter.broker.listener.name, else security.inter.broker.protocol). */
function interBrokerProtocol(ctx: RuleContext): string | undefined {
  const name = ctx.entry('inter.broker.listener.name')?.value?.trim();
  if (name) return listenerProtocol(ctx, name);
  return ctx.effective('security.inter.broker.protocol')?.trim().toUpperCase();
}

function controllerProtocol(ctx: RuleContext): string | undefined {
  const first = listOf(ctx.entry('controller.listener.names')?.value ?? '')[0];
  return first ? listenerProtocol(ctx, first) : undefined;
}

/**
 * The mechanisms enabled on the inter-broker listener as KafkaConfig reads them: its
 * listener.name.<name>.sasl.enabled.mechanisms, else sasl.enabled.mechanisms (default GSSAPI).
 */
function interBrokerEnabled(ctx: RuleContext): string[] {
  const name = ctx.entry('inter.broker.listener.name')?.value?.trim().toLowerCase();
  const own = name ? ctx.entry(`listener.name.${name}.sasl.enabled.mechanisms`)?.value : undefined;
  return listOf(own ?? ctx.effective('sasl.enabled.mechanisms') ?? 'GSSAPI');
}

/** Real mechanisms left in the broker's sasl.enabled.mechanisms (a fix may pick the only one). */
function realEnabled(ctx: RuleContext): string[] {
  return listOf(ctx.entry('sasl.enabled.mechanisms')?.value ?? '').filter((m) => !isProtocolName(m));
}

function judgeEnabledList(ctx: RuleContext, entry: ConfigEntry): Finding[] {
  const items = listOf(entry.value ?? '');
  const wrong = items.filter(isProtocolName);
  if (wrong.length === 0) return [];
  const kept = items.filter((m) => !isProtocolName(m));
  const used = ['sasl.mechanism.inter.broker.protocol', 'sasl.mechanism.controller.protocol'].map((k) => ctx.entry(k)?.value?.trim()).filter((v): v is string => !!v);
  const fixes: Fix[] = [];
  // Removing a name the broker itself logs in with would make KafkaConfig refuse to start: only
  // offered when neither the inter-broker nor the controller mechanism is among them.
  if (kept.length > 0 && !used.some((u) => wrong.includes(u))) {
    fixes.push({ title: `Remove ${wrong.join(', ')} from ${entry.rawKey}`, intents: [{ kind: 'set', key: entry.key, value: kept.join(',') }], preferred: true });
  }
  const names = wrong.join(', ');
  return [{
    range: entry.valueRange,
    message: `${entry.rawKey} lists ${names}: ${wrong.length === 1 ? 'a security.protocol value, not a SASL mechanism' : 'security.protocol values, not SASL mechanisms'} (${MECHANISMS}). No client can log in with ${wrong.length === 1 ? 'it' : 'them'} (a Java client fails with "Failed to create SaslClient with mechanism ${wrong[0]}"). The protocol of a listener is set in listeners and listener.security.protocol.map; list only mechanisms here.`,
    fixes,
  }];
}

function judgeBrokerMechanism(ctx: RuleContext, entry: ConfigEntry, value: string): Finding {
  const inter = entry.key === 'sasl.mechanism.inter.broker.protocol';
  const protocol = inter ? interBrokerProtocol(ctx) : controllerProtocol(ctx);
  const what = inter ? 'the inter-broker listener' : 'the controller listener';
  const head = `${entry.rawKey}=${value} is a security.protocol value, not a SASL mechanism (${MECHANISMS}).`;
  const failure = `"Failed to create SaslClient with mechanism ${value}" (SaslClientAuthenticator)`;
  const real = realEnabled(ctx);
  const fixes: Fix[] = real.length === 1 ? [{ title: `Set ${entry.rawKey}=${real[0]}, the mechanism sasl.enabled.mechanisms enables`, intents: [{ kind: 'set', key: entry.key, value: real[0] }], preferred: true }] : [];
  if (isSasl(protocol)) {
    if (inter && !interBrokerEnabled(ctx).includes(value)) {
      return { range: entry.valueRange, severity: Severity.Error, message: `${head} It is not in sasl.enabled.mechanisms either, so the broker refuses to start (KafkaConfig: "sasl.mechanism.inter.broker.protocol must be included in sasl.enabled.mechanisms when SASL is used for inter-broker communication"). Name a mechanism from sasl.enabled.mechanisms here.`, fixes };
    }
    const start = inter ? ' KafkaConfig only checks that it is listed in sasl.enabled.mechanisms, so the broker starts, but' : ' The broker starts, but';
    const conns = inter ? `every connection it opens to another broker over ${what} (${protocol}; replica fetching)` : `every connection to a controller over ${what} (${protocol})`;
    return { range: entry.valueRange, severity: Severity.Error, message: `${head}${start} ${conns} fails to authenticate: ${failure}. Name a mechanism from sasl.enabled.mechanisms here.`, fixes };
  }
  const now = protocol ? `${what} is ${protocol}` : `${what}'s protocol is not known here`;
  return { range: entry.valueRange, message: `${head} It is used only when ${what} is SASL_PLAINTEXT or SASL_SSL (now ${now}); then every such connection fails to authenticate: ${failure}.`, fixes };
}

function judgeClientMechanism(ctx: RuleContext, entry: ConfigEntry, value: string): Finding {
  const key = mechanismKey(ctx, entry);
  const head = `${key}=${value} is a security.protocol value, not a SASL mechanism (${MECHANISMS}).`;
  const fixes: Fix[] = [];
  const jaas = ctx.entry('sasl.jaas.config')?.value;
  const fromModule = jaas !== undefined ? MODULE_MECHANISM.find(([re]) => re.test(jaas))?.[1] : undefined;
  if (fromModule) fixes.push({ title: `Set ${key}=${fromModule}, the mechanism of the login module in sasl.jaas.config`, intents: [{ kind: 'set', key: entry.key, value: fromModule }], preferred: true });
  const meant = isSasl(value) && !ctx.isSet('security.protocol') ? ` If ${value} is the protocol you meant, set security.protocol=${value} and name the mechanism here.` : '';
  return clientMechanismFinding(ctx, entry, value, head, fixes, { overSasl: ' Name the mechanism the broker\'s listener enables.', otherwise: meant });
}

export const saslMechanismIsProtocol: Rule = {
  id: 'sasl-mechanism-is-protocol',
  severity: Severity.Warning,
  clients: ['java', 'librdkafka'],
  source: 'SaslClientAuthenticator.createSaslClient ("Failed to create SaslClient with mechanism …"); KafkaConfig (sasl.mechanism.inter.broker.protocol must be included in sasl.enabled.mechanisms — its only check); librdkafka rd_kafka_sasl_select_provider ("Unsupported SASL mechanism")',
  summary: 'A SASL mechanism key holds a security.protocol name (SASL_SSL, PLAINTEXT…): connections fail to authenticate.',
  check(ctx) {
    const out: Finding[] = [];
    for (const entry of ctx.site.entries) {
      const value = entry.value?.trim();
      if (!value) continue;
      if (ENABLED_LIST.test(entry.key)) {
        out.push(...judgeEnabledList(ctx, entry));
      } else if (entry.key === 'sasl.mechanism.inter.broker.protocol' || entry.key === 'sasl.mechanism.controller.protocol') {
        if (isProtocolName(value) && ctx.entry(entry.key) === entry) out.push(judgeBrokerMechanism(ctx, entry, value));
      } else if (entry.key === 'sasl.mechanism' || entry.key === 'sasl.mechanisms') {
        if (isProtocolName(value) && ctx.entry(entry.key) === entry) out.push(judgeClientMechanism(ctx, entry, value));
      }
    }
    return out;
  },
  docs: {
    why: 'security.protocol says how a connection is carried (PLAINTEXT, SSL, SASL_PLAINTEXT, SASL_SSL); the SASL mechanism says how the client logs in over a SASL_* connection (PLAIN, SCRAM-SHA-256, SCRAM-SHA-512, GSSAPI, OAUTHBEARER). A protocol name in a mechanism key is accepted at start-up by the Java client and broker — KafkaConfig only checks that the inter-broker mechanism is listed in sasl.enabled.mechanisms — and fails at the first connection, when no SASL client exists for that name.',
    consequence: 'Java client and broker: every SASL connection fails with SaslAuthenticationException "Failed to create SaslClient with mechanism SASL_SSL" (SaslClientAuthenticator; checked with kafka-clients 4.1.2), and the client retries until its own timeouts. A broker whose sasl.mechanism.inter.broker.protocol is a protocol name starts, but cannot replicate from other brokers over its SASL inter-broker listener. librdkafka refuses to create the client: "Unsupported SASL mechanism: SASL_SSL" (rd_kafka_sasl_select_provider).',
    bad: { file: 'consumer.properties', text: 'bootstrap.servers=kafka1:9093\ngroup.id=orders\nsecurity.protocol=SASL_SSL\nsasl.mechanism=SASL_SSL\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="orders" password="${file:/etc/kafka/secrets.properties:orders.password}";\n' },
    good: { file: 'consumer.properties', text: 'bootstrap.servers=kafka1:9093\ngroup.id=orders\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="orders" password="${file:/etc/kafka/secrets.properties:orders.password}";\n' },
    falsePositives: 'None known: no SASL mechanism is named PLAINTEXT, SSL, SASL_PLAINTEXT or SASL_SSL. A custom SaslClientFactory registered under such a name would be the only exception.',
    versions: 'All Java client and broker versions; librdkafka (node-rdkafka, @confluentinc/kafka-javascript) sasl.mechanisms.',
  },
};
