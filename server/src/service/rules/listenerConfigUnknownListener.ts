// listener-config-unknown-listener: a broker key with a listener prefix (listener.name.<name>.<key>,
// KIP-103) for a listener that `listeners` does not define. The broker reads a listener's prefixed
// keys for that listener only (KafkaConfig's per-listener values, ChannelBuilders), so keys for a
// name it does not have configure nothing: the SASL JAAS of a listener renamed in one place only is
// the usual case. Judged only where `listeners` is written and every item of it is readable; names
// compare case-insensitively (the prefix is lower case, listener names upper case).
import { parseListeners } from '../util/listeners';
import { isUnresolved } from '../util/placeholder';
import { Severity, type Finding, type Rule } from './types';

const PREFIX = /^listener\.name\.([a-z0-9_-]+)\.(.+)$/i;

export const listenerConfigUnknownListener: Rule = {
  id: 'listener-config-unknown-listener',
  severity: Severity.Information,
  roles: ['broker'],
  clients: ['java'],
  compose: 'also',
  source: 'KIP-103 (listener.name.<listener>.<config>: per-listener settings); KafkaConfig listeners; ChannelBuilders (a listener\'s prefixed keys are read for that listener)',
  summary: 'A listener.name.<name>.* key for a listener the broker does not define: it configures nothing.',
  check(ctx) {
    const listeners = ctx.entry('listeners');
    if (!listeners?.value || isUnresolved(listeners.value)) return [];
    const defined = parseListeners(listeners.value);
    if (!defined || defined.length === 0) return [];
    const names = new Set(defined.map((l) => l.name.toLowerCase()));
    const shown = defined.map((l) => l.name).join(', ');
    const out: Finding[] = [];
    for (const e of ctx.site.entries) {
      const m = PREFIX.exec(e.key);
      if (!m || names.has(m[1].toLowerCase())) continue;
      out.push({
        range: e.keyRange,
        message: `${e.rawKey} configures ${m[2]} for a listener named ${m[1].toUpperCase()}, but ${ctx.display('listeners')} defines ${shown}: the broker reads listener.name.<name>.* keys only for its own listeners, so this one has no effect. Use the listener's name as in ${ctx.display('listeners')} (listener.name.${defined[0].name.toLowerCase()}.${m[2]}).`,
      });
    }
    return out;
  },
  docs: {
    why: 'Since KIP-103 a broker setting can be given per listener, prefixed with listener.name and the listener\'s name in lower case. The broker looks such keys up for the listeners it has; a prefix that names no listener is read by nothing.',
    consequence: 'The setting the author meant for a listener does not apply: a JAAS configuration for a SASL listener is missing there (the broker then takes the global sasl.jaas.config or a JAAS file, or fails to start the listener), a TLS keystore is not the one intended. Listener names are changed in listeners and listener.security.protocol.map; their prefixed keys are easy to miss.',
    bad: { file: 'server.properties', text: 'process.roles=broker,controller\nnode.id=1\ncontroller.quorum.voters=1@localhost:9093\nlisteners=SASL_PLAINTEXT://:9092,CONTROLLER://:9093\ncontroller.listener.names=CONTROLLER\nlistener.security.protocol.map=SASL_PLAINTEXT:SASL_PLAINTEXT,CONTROLLER:PLAINTEXT\ninter.broker.listener.name=SASL_PLAINTEXT\nsasl.mechanism.inter.broker.protocol=PLAIN\nsasl.enabled.mechanisms=PLAIN\nlistener.name.broker.plain.sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="admin" password="admin-secret";\n' },
    good: { file: 'server.properties', text: 'process.roles=broker,controller\nnode.id=1\ncontroller.quorum.voters=1@localhost:9093\nlisteners=SASL_PLAINTEXT://:9092,CONTROLLER://:9093\ncontroller.listener.names=CONTROLLER\nlistener.security.protocol.map=SASL_PLAINTEXT:SASL_PLAINTEXT,CONTROLLER:PLAINTEXT\ninter.broker.listener.name=SASL_PLAINTEXT\nsasl.mechanism.inter.broker.protocol=PLAIN\nsasl.enabled.mechanisms=PLAIN\nlistener.name.sasl_plaintext.plain.sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="admin" password="admin-secret";\n' },
    falsePositives: 'A file whose listeners a launcher or image completes (a listener added on the command line) is judged against the listeners it writes; silence the line with a suppression comment then.',
    versions: 'Kafka 1.0 and newer (KIP-103); broker files and Docker Compose broker services.',
  },
};
