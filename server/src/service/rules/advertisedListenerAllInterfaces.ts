// advertised-listener-all-interfaces: a broker advertises 0.0.0.0. KafkaConfig (since 1.0,
// KAFKA-4260) requires that no advertised broker listener has the host 0.0.0.0: "requirement
// failed: advertised.listeners cannot use the nonroutable meta-address 0.0.0.0. Use a routable IP
// address." advertised.listeners defaults to listeners (KafkaConfig.advertisedListeners), so
// `listeners=PLAINTEXT://0.0.0.0:9092` alone is refused too. An empty host (`PLAINTEXT://:9092`)
// binds every interface as well, and the broker advertises this machine's canonical host name in
// its place (ListenerInfo.withWildcardHostnamesResolved; KafkaServer in ZooKeeper mode): the fix.
// Controller listeners are left alone: KRaft brokers do not advertise them, and a controller's own
// wildcard was refused only by 3.9.0 (KAFKA-18281).
//
// Only the value written is judged for advertised.listeners; the default from listeners only in a
// whole .properties broker file (an image or a launcher may set advertised.listeners otherwise).
import { parseListeners } from '../util/listeners';
import { plainlyWholeConfig } from '../util/wholeFile';
import { writtenValue } from './keyLine';
import { Severity, type Rule } from './types';

const written = writtenValue;

export const advertisedListenerAllInterfaces: Rule = {
  id: 'advertised-listener-all-interfaces',
  severity: Severity.Error,
  roles: ['broker'],
  clients: ['java'],
  compose: 'also',
  source: 'KafkaConfig: require(!effectiveAdvertisedBrokerListeners.exists(endpoint => endpoint.host=="0.0.0.0"), "advertised.listeners cannot use the nonroutable meta-address 0.0.0.0. Use a routable IP address.") (since 1.0, KAFKA-4260); advertised.listeners defaults to listeners; ListenerInfo.withWildcardHostnamesResolved',
  summary: 'A broker advertises the host 0.0.0.0 (in advertised.listeners, or in listeners when advertised.listeners is unset): the broker does not start.',
  check(ctx) {
    const roles = written(ctx, 'process.roles');
    if (roles !== undefined && !roles.split(',').some((r) => r.trim() === 'broker')) return [];
    const explicit = written(ctx, 'advertised.listeners') !== undefined;
    if (!explicit && (ctx.site.syntax !== 'properties' || !plainlyWholeConfig(ctx))) return [];
    const key = explicit ? 'advertised.listeners' : 'listeners';
    const entry = ctx.entry(key);
    const value = written(ctx, key);
    if (!entry || value === undefined || /[{}$%@<>]/.test(value)) return [];
    const listeners = parseListeners(value);
    const controller = new Set((written(ctx, 'controller.listener.names') ?? '').split(',').map((n) => n.trim().toUpperCase()).filter(Boolean));
    const wildcard = listeners?.filter((l) => l.host === '0.0.0.0' && !controller.has(l.name));
    if (!wildcard?.length) return [];
    const items = wildcard.map((l) => `${l.name}://0.0.0.0${l.port !== undefined ? `:${l.port}` : ''}`).join(', ');
    const why = explicit
      ? `${ctx.display('advertised.listeners')} advertises ${items}`
      : `${ctx.display('advertised.listeners')} is not set, so the broker advertises its ${ctx.display('listeners')}, which bind ${items}`;
    // 0.0.0.0 → empty host in the listeners that are reported; anything else stays as written.
    const emptied = value.split(',').map((item) => {
      const l = parseListeners(item)?.[0];
      return l && wildcard.some((w) => w.name === l.name) ? item.replace('0.0.0.0', '') : item;
    }).join(',');
    return [{
      range: entry.valueRange,
      message: `${why}: the broker does not start (IllegalArgumentException "requirement failed: advertised.listeners cannot use the nonroutable meta-address 0.0.0.0. Use a routable IP address."). ${explicit ? 'Advertise the host name or address clients connect to' : 'Set advertised.listeners to the host name or address clients connect to'}, or leave the host empty (${emptied}): the broker binds every interface and advertises this machine's host name.`,
      fixes: [{
        title: 'Leave the host empty: advertise this machine\'s host name',
        intents: [{ kind: 'edits', edits: [{ range: entry.valueRange, newText: emptied }] }],
      }],
    }];
  },
  docs: {
    why: 'listeners says where the broker binds, and 0.0.0.0 there means every interface. advertised.listeners says what the broker tells clients and other brokers to connect to, and defaults to listeners. 0.0.0.0 is not an address anyone can connect to, so Kafka refuses to advertise it.',
    consequence: 'The broker exits at start-up with IllegalArgumentException "requirement failed: advertised.listeners cannot use the nonroutable meta-address 0.0.0.0. Use a routable IP address." (KafkaConfig, every version since 1.0; KAFKA-4260).',
    bad: { file: 'server.properties', text: 'process.roles=broker,controller\nnode.id=1\ncontroller.quorum.bootstrap.servers=kafka-1:9093\ncontroller.listener.names=CONTROLLER\nlisteners=PLAINTEXT://0.0.0.0:9092,CONTROLLER://0.0.0.0:9093\nlog.dirs=/var/lib/kafka/data\n' },
    good: { file: 'server.properties', text: 'process.roles=broker,controller\nnode.id=1\ncontroller.quorum.bootstrap.servers=kafka-1:9093\ncontroller.listener.names=CONTROLLER\nlisteners=PLAINTEXT://0.0.0.0:9092,CONTROLLER://0.0.0.0:9093\nadvertised.listeners=PLAINTEXT://kafka-1:9092\nlog.dirs=/var/lib/kafka/data\n' },
    falsePositives: 'A broker file whose advertised.listeners a launcher or an image supplies (KAFKA_ADVERTISED_LISTENERS, --override): only a whole .properties file with no template lines or fill-in blanks is judged on listeners alone. A controller-only node, and the controller listeners of a KRaft node, are not judged.',
    versions: 'Brokers in ZooKeeper and KRaft mode, Kafka 1.0 and later.',
  },
};
