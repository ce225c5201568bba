// broker-consumer-group-timeouts (GroupCoordinatorConfig constructor, Kafka 4.0 and newer): the
// KIP-848 consumer protocol takes the session timeout and heartbeat interval from the broker, not
// from the clients, and the broker checks them against their bounds when it starts:
//   group.consumer.heartbeat.interval.ms within [group.consumer.min…, group.consumer.max.heartbeat.interval.ms]
//   group.consumer.session.timeout.ms   within [group.consumer.min…, group.consumer.max.session.timeout.ms]
//   group.consumer.heartbeat.interval.ms < group.consumer.session.timeout.ms
// each failure a `require(...)` → IllegalArgumentException ("%s must be less than %s"…); the strings
// are in kafka-group-coordinator 4.0.2 to 4.4.0 (3.9.1 has only the min/max ones). Defaults from the
// catalogs: session 45000 in [45000, 60000], heartbeat 5000 in [5000, 15000] — so copying a classic
// consumer's session.timeout.ms=10000 to the broker as group.consumer.session.timeout.ms=10000
// stops the broker unless the minimum is lowered too.
import { compareVersions } from '../catalog';
import { controllerOnly } from '../util/controllerOnly';
import { Severity, type Finding, type Rule } from './types';

const P = 'group.consumer.';
const HB = `${P}heartbeat.interval.ms`;
const SESSION = `${P}session.timeout.ms`;

export const brokerConsumerGroupTimeouts: Rule = {
  id: 'broker-consumer-group-timeouts',
  severity: Severity.Error,
  roles: ['broker'],
  clients: ['java'],
  source: 'GroupCoordinatorConfig constructor require(...) checks (Kafka 4.0 and newer; KIP-848): group.consumer.* session and heartbeat within their min/max, heartbeat below session',
  summary: 'Broker group.consumer.session.timeout.ms / heartbeat.interval.ms outside their min/max, or heartbeat not below session: the broker refuses to start.',
  docs: {
    why: 'Under the consumer group protocol (KIP-848) the broker, not the client, decides each group\'s session timeout and heartbeat interval. GroupCoordinatorConfig checks the broker defaults against the configured bounds (group.consumer.min/max.session.timeout.ms = 45000/60000, group.consumer.min/max.heartbeat.interval.ms = 5000/15000 by default) and requires the heartbeat to be shorter than the session.',
    consequence: 'The broker does not start: IllegalArgumentException from GroupCoordinatorConfig, e.g. "group.consumer.session.timeout.ms must be greater than or equal to group.consumer.min.session.timeout.ms" for a 10000 ms session written without lowering the 45000 ms minimum (Kafka 4.0.2 to 4.4.0).',
    bad: { file: 'server.properties', text: 'process.roles=broker,controller\nnode.id=1\ncontroller.quorum.voters=1@localhost:9093\nlisteners=PLAINTEXT://:9092,CONTROLLER://:9093\ncontroller.listener.names=CONTROLLER\ngroup.consumer.session.timeout.ms=10000\n' },
    good: { file: 'server.properties', text: 'process.roles=broker,controller\nnode.id=1\ncontroller.quorum.voters=1@localhost:9093\nlisteners=PLAINTEXT://:9092,CONTROLLER://:9093\ncontroller.listener.names=CONTROLLER\ngroup.consumer.min.session.timeout.ms=10000\ngroup.consumer.session.timeout.ms=10000\n' },
    falsePositives: 'None known for a broker file read whole; values given on the command line (--override) or by a dynamic config are not seen.',
    versions: 'Kafka 4.0 and newer brokers (and the newest when the version is unknown).',
  },
  check(ctx) {
    const version = ctx.catalog.version;
    if (compareVersions(version, '4.0') < 0) return [];
    // A controller-only node runs no group coordinator.
    if (controllerOnly(ctx)) return [];
    const keys = [HB, SESSION, `${P}min.heartbeat.interval.ms`, `${P}max.heartbeat.interval.ms`, `${P}min.session.timeout.ms`, `${P}max.session.timeout.ms`];
    if (!keys.some((k) => ctx.isSet(k))) return [];
    const n = (k: string) => ctx.number(k);
    const shown = (k: string) => `${k}=${n(k)}${ctx.isSet(k) ? '' : ' (default)'}`;
    const out: Finding[] = [];
    const check = (key: string, ok: boolean, relation: string, other: string, fixKey: string, fixValue: number | undefined) => {
      if (ok) return;
      const at = ctx.isSet(key) ? key : other;
      const e = ctx.entry(at);
      if (!e) return;
      out.push({
        range: e.valueRange,
        message: `${shown(key)} must be ${relation} ${shown(other)}: a Kafka ${version} broker refuses to start (IllegalArgumentException from GroupCoordinatorConfig, "${key} must be ${relation} ${other}"). These broker settings replace the consumers' own session.timeout.ms and heartbeat.interval.ms under group.protocol=consumer (KIP-848).`,
        fixes: fixValue !== undefined ? [{ title: `Set ${fixKey}=${fixValue}`, intents: [{ kind: 'set', key: fixKey, value: String(fixValue) }], preferred: true }] : undefined,
      });
    };
    const [hb, session] = [n(HB), n(SESSION)];
    const [minHb, maxHb, minS, maxS] = [n(`${P}min.heartbeat.interval.ms`), n(`${P}max.heartbeat.interval.ms`), n(`${P}min.session.timeout.ms`), n(`${P}max.session.timeout.ms`)];
    if ([hb, session, minHb, maxHb, minS, maxS].some((x) => x === undefined)) return [];
    check(SESSION, session! >= minS!, 'greater than or equal to', `${P}min.session.timeout.ms`, `${P}min.session.timeout.ms`, session);
    check(SESSION, session! <= maxS!, 'less than or equal to', `${P}max.session.timeout.ms`, `${P}max.session.timeout.ms`, session);
    check(HB, hb! >= minHb!, 'greater than or equal to', `${P}min.heartbeat.interval.ms`, `${P}min.heartbeat.interval.ms`, hb);
    check(HB, hb! <= maxHb!, 'less than or equal to', `${P}max.heartbeat.interval.ms`, `${P}max.heartbeat.interval.ms`, hb);
    const third = Math.max(minHb!, Math.floor(session! / 3));
    check(HB, hb! < session!, 'less than', SESSION, HB, third < session! && third <= maxHb! ? third : undefined);
    return out;
  },
};
