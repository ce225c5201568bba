// inter-broker-listener-missing: the listener brokers use to talk to each other is not one of this
// broker's advertised listeners. KafkaConfig takes that listener's name from
// inter.broker.listener.name, else from security.inter.broker.protocol (default PLAINTEXT, whose
// listener is the one named PLAINTEXT), and requires it among the names of advertised.listeners
// (default: listeners, default PLAINTEXT://:9092; in KRaft without the controller listeners). Else
// the broker exits at start-up: IllegalArgumentException "requirement failed:
// inter.broker.listener.name must be a listener name defined in advertised.listeners. The valid
// options based on currently configured listeners are …". Confirmed with KafkaConfig.fromProps on
// kafka_2.13 3.9.1 (ZooKeeper mode) and 4.4.0 (KRaft broker and combined node): e.g.
// listeners=PLAINTEXT://:9092 with security.inter.broker.protocol=SSL, listeners=SSL://:9093 alone,
// or INTERNAL://:9092 mapped to SSL with security.inter.broker.protocol=SSL (the name is "SSL", not
// the protocol). Listener names are compared upper-cased, as ListenerName does.
//
// Only a whole broker file that writes its listeners is judged (an image or a script may supply
// them otherwise); a KRaft controller-only node has no inter-broker listener. A Docker Compose
// service counts as whole where its image writes the config from the variables alone
// (compose.defaultsAreKafkas: confluentinc/cp-*, apache/kafka without a mounted file or command);
// there the keys are named by their variables, and its env_file's variables count (check 33 K4).
import { plainlyWholeConfig } from '../util/wholeFile';
import { parseListeners } from '../util/listeners';
import { writtenValue } from './keyLine';
import { Severity, type Rule } from './types';

const PROTOCOLS = ['PLAINTEXT', 'SSL', 'SASL_PLAINTEXT', 'SASL_SSL'];

/** The names of a listeners list ("PLAINTEXT://:9092,SSL://h:9093"), upper-cased; undefined when one cannot be read. */
function listenerNames(value: string): string[] | undefined {
  return parseListeners(value)?.map((l) => l.name);
}

const written = writtenValue;

export const interBrokerListenerMissing: Rule = {
  id: 'inter-broker-listener-missing',
  severity: Severity.Error,
  roles: ['broker'],
  clients: ['java'],
  compose: 'also',
  source: 'KafkaConfig: require(advertisedListenerNames.contains(interBrokerListenerName), "inter.broker.listener.name must be a listener name defined in advertised.listeners …"); ConfigException "Only one of inter.broker.listener.name and security.inter.broker.protocol should be set." (kafka_2.13 3.9.1, 4.4.0)',
  summary: 'The inter-broker listener (inter.broker.listener.name, else the one named after security.inter.broker.protocol) is not among the broker\'s advertised listeners, or both keys are set: the broker does not start.',
  check(ctx) {
    if (!plainlyWholeConfig(ctx)) return [];
    if (ctx.site.syntax === 'compose' && !ctx.site.compose.defaultsAreKafkas) return [];
    const name = (key: string) => ctx.display(key);
    const roles = written(ctx, 'process.roles');
    if (roles !== undefined && !roles.split(',').some((r) => r.trim() === 'broker')) return [];
    const listenersKey = written(ctx, 'advertised.listeners') !== undefined ? 'advertised.listeners' : 'listeners';
    const listeners = written(ctx, listenersKey);
    const byName = written(ctx, 'inter.broker.listener.name');
    const byProtocol = written(ctx, 'security.inter.broker.protocol');
    if (listeners === undefined || /[{}$%@<>]/.test([listeners, byName ?? '', byProtocol ?? '', written(ctx, 'controller.listener.names') ?? ''].join(' '))) return [];
    if (byName !== undefined && byProtocol !== undefined) {
      return [{
        range: ctx.entry('security.inter.broker.protocol')!.keyRange,
        message: `${name('inter.broker.listener.name')} and ${name('security.inter.broker.protocol')} are both set: the broker does not start (ConfigException "Only one of inter.broker.listener.name and security.inter.broker.protocol should be set."). Keep ${name('inter.broker.listener.name')}; its listener's protocol comes from ${name('listener.security.protocol.map')}.`,
        fixes: [{ title: 'Remove security.inter.broker.protocol', intents: [{ kind: 'remove', entry: ctx.entry('security.inter.broker.protocol')! }], preferred: true }],
      }];
    }
    // An unknown protocol is invalid-value's error.
    if (byProtocol !== undefined && !PROTOCOLS.includes(byProtocol)) return [];
    const names = listenerNames(listeners);
    if (!names) return [];
    // A KRaft broker advertises no controller listener (advertised.listeners defaults to listeners without them).
    const controller = new Set((written(ctx, 'controller.listener.names') ?? '').split(',').map((n) => n.trim().toUpperCase()).filter(Boolean));
    const advertised = names.filter((n) => !controller.has(n));
    const inter = (byName ?? byProtocol ?? 'PLAINTEXT').toUpperCase();
    if (advertised.includes(inter)) return [];
    const how = byName !== undefined ? `${name('inter.broker.listener.name')}=${byName}`
      : byProtocol !== undefined ? `${name('security.inter.broker.protocol')}=${byProtocol} names the listener "${inter}"`
      : `with neither inter.broker.listener.name nor security.inter.broker.protocol set, brokers talk over the listener named "PLAINTEXT" (security.inter.broker.protocol's default)`;
    const anchor = ctx.entry('inter.broker.listener.name') ?? ctx.entry('security.inter.broker.protocol') ?? ctx.entry(listenersKey)!;
    return [{
      range: anchor === ctx.entry(listenersKey) ? anchor.valueRange : anchor.keyRange,
      message: `${how}, which is not among ${name(listenersKey)}' names here (${advertised.join(', ') || 'none'}): the broker does not start (IllegalArgumentException "inter.broker.listener.name must be a listener name defined in advertised.listeners"). Add a listener named ${inter}, or set ${name('inter.broker.listener.name')} to one of ${advertised.join(', ') || 'its listeners'}${byProtocol !== undefined ? ` instead of ${name('security.inter.broker.protocol')}` : ''}.`,
    }];
  },
  docs: {
    why: 'Brokers replicate and coordinate over one of their own listeners. KafkaConfig takes its name from inter.broker.listener.name or, when that is not set, from security.inter.broker.protocol (default PLAINTEXT): the listener named exactly PLAINTEXT, SSL, SASL_PLAINTEXT or SASL_SSL, whatever protocol a custom listener maps to. That name must be one of advertised.listeners (which defaults to listeners).',
    consequence: 'The broker exits at start-up with IllegalArgumentException "requirement failed: inter.broker.listener.name must be a listener name defined in advertised.listeners. The valid options based on currently configured listeners are …" (kafka_2.13 3.9.1 and 4.4.0, ZooKeeper and KRaft). Setting both keys exits with ConfigException "Only one of inter.broker.listener.name and security.inter.broker.protocol should be set."',
    bad: { file: 'server.properties', text: 'broker.id=1\nzookeeper.connect=zk-1:2181\nlog.dirs=/var/lib/kafka/data\nlisteners=PLAINTEXT://:9092\nsecurity.inter.broker.protocol=SSL\n' },
    good: { file: 'server.properties', text: 'broker.id=1\nzookeeper.connect=zk-1:2181\nlog.dirs=/var/lib/kafka/data\nlisteners=PLAINTEXT://:9092,SSL://:9093\nsecurity.inter.broker.protocol=SSL\nssl.keystore.location=/etc/kafka/broker.keystore.jks\nssl.keystore.password=changeit\n' },
    falsePositives: 'A file whose listeners an image or a launcher sets (KAFKA_LISTENERS, --override): only files that write listeners or advertised.listeners, and are whole (no template lines, fill-in blanks or directive sections), are judged. A KRaft controller-only node is not.',
    versions: 'Brokers in ZooKeeper and KRaft mode, all versions checked (3.9.1, 4.4.0).',
  },
};
