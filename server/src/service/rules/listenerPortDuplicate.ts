// listener-port-duplicate: two of a broker's listeners bind the same port. Kafka checks `listeners`
// when it reads the config (SocketServerConfigs / CoreUtils listener validation, since 0.10.1): two
// listeners on one port are refused ("Each listener must have a different port") unless there are
// exactly two and one binds an IPv4 address while the other binds an IPv6 one (KIP-797, 3.1). The
// commonest way to get there is Docker Compose: with KAFKA_LISTENERS unset, the apache/kafka
// configure script and Confluent's `cub listeners` derive the listeners from
// KAFKA_ADVERTISED_LISTENERS, each host replaced by 0.0.0.0, so
// `INTERNAL://kafka:29092,EXTERNAL://localhost:29092` becomes two listeners on 0.0.0.0:29092 (check
// 81: the broker exits at start-up with "requirement failed: Each listener must have a different
// port"). Advertised listeners may share a port: only the bound ones are judged.
import { compareVersions } from '../catalog';
import type { ComposeSite } from '../model';
import { parseListeners, type Listener } from '../util/listeners';
import { isUnresolved } from '../util/placeholder';
import { derivesListeners } from './composeListeners';
import { Severity, type Finding, type Rule } from './types';

/** A host Kafka's check counts as an IP address (its validator: IPv4 or IPv6 literal). */
function ipFamily(host: string): 4 | 6 | undefined {
  // An IPv6 address is the only host with a colon (parseListeners drops its brackets).
  return /^\d{1,3}(?:\.\d{1,3}){3}$/.test(host) ? 4 : host.includes(':') ? 6 : undefined;
}

/**
 * What the broker says about listeners sharing one port, or undefined when it accepts them. From
 * 3.1 (KIP-797) exactly two listeners on IP addresses, one IPv4 and one IPv6, may share a port; the
 * check then speaks differently of names, of two IP addresses, and of more (SocketServerConfigs /
 * CoreUtils.validate). Before, any two are "Each listener must have a different port".
 */
function refusal(same: Listener[], pairAllowed: boolean): string | undefined {
  if (!pairAllowed) return 'Each listener must have a different port';
  const ip = same.filter((l) => ipFamily(l.host) !== undefined);
  const named = same.filter((l) => ipFamily(l.host) === undefined);
  if (named.length >= 2) return 'Each listener must have a different port';
  if (ip.length === 2) {
    const families = ip.map((l) => ipFamily(l.host));
    return named.length === 0 && families.includes(4) && families.includes(6) ? undefined : 'If you have two listeners on the same port then one needs to be IPv4 and the other IPv6';
  }
  return 'Each listener must have a different port unless exactly one listener has an IPv4 address and the other IPv6 address';
}

export const listenerPortDuplicate: Rule = {
  id: 'listener-port-duplicate',
  severity: Severity.Error,
  roles: ['broker'],
  compose: 'also',
  source: 'Kafka listener validation (SocketServerConfigs / CoreUtils: "Each listener must have a different port", two listeners on one port only as one IPv4 and one IPv6 address, KIP-797); apache/kafka docker configure script and confluentinc cub listeners (listeners derived from advertised.listeners with the host set to 0.0.0.0 when unset)',
  summary: 'Two broker listeners bind the same port (in a Compose file, often through listeners derived from KAFKA_ADVERTISED_LISTENERS): the broker refuses to start.',
  docs: {
    why: 'Each listener of a broker opens its own server socket, so each needs a port of its own; Kafka checks this when it reads the config. Advertised listeners may share a port (a load balancer in front), bound ones may not. In Docker Compose, Confluent\'s and Apache\'s images fill in KAFKA_LISTENERS from KAFKA_ADVERTISED_LISTENERS when it is not written, binding every advertised port on 0.0.0.0: an internal and an external listener advertised on the same port then collide.',
    consequence: 'The broker exits at start-up with IllegalArgumentException: "Each listener must have a different port" (listeners on host names, and every listener before Kafka 3.1), or, from 3.1, "If you have two listeners on the same port then one needs to be IPv4 and the other IPv6" for two listeners on IP addresses such as 0.0.0.0, the Compose case. Nothing in the stack that needs Kafka works.',
    bad: { file: 'docker-compose.yml', text: "services:\n  kafka:\n    image: confluentinc/cp-kafka:7.5.0\n    ports:\n      - '9092:9092'\n    environment:\n      KAFKA_BROKER_ID: 1\n      KAFKA_ZOOKEEPER_CONNECT: zookeeper:2181\n      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: INTERNAL:PLAINTEXT,EXTERNAL:PLAINTEXT\n      KAFKA_ADVERTISED_LISTENERS: INTERNAL://kafka:9092,EXTERNAL://localhost:9092\n      KAFKA_INTER_BROKER_LISTENER_NAME: INTERNAL\n      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1\n" },
    good: { file: 'docker-compose.yml', text: "services:\n  kafka:\n    image: confluentinc/cp-kafka:7.5.0\n    ports:\n      - '9092:9092'\n    environment:\n      KAFKA_BROKER_ID: 1\n      KAFKA_ZOOKEEPER_CONNECT: zookeeper:2181\n      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: INTERNAL:PLAINTEXT,EXTERNAL:PLAINTEXT\n      KAFKA_LISTENERS: INTERNAL://0.0.0.0:29092,EXTERNAL://0.0.0.0:9092\n      KAFKA_ADVERTISED_LISTENERS: INTERNAL://kafka:29092,EXTERNAL://localhost:9092\n      KAFKA_INTER_BROKER_LISTENER_NAME: INTERNAL\n      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1\n" },
    falsePositives: 'None known: the check is the broker\'s own. Two listeners on one port with one IPv4 and one IPv6 address are accepted from Kafka 3.1 (reported for an older broker), and port 0 may repeat. Images other than apache/kafka and Confluent\'s are judged only on a KAFKA_LISTENERS they are given.',
    versions: 'All Kafka brokers (the IPv4/IPv6 pair is accepted from 3.1, KIP-797).',
  },
  check(ctx) {
    const written = ctx.entry('listeners');
    const compose = ctx.site.syntax === 'compose' ? (ctx.site as ComposeSite) : undefined;
    let listeners: Listener[] | undefined;
    let anchor = written;
    let derived = false;
    if (written?.value !== undefined) {
      if (isUnresolved(written.value)) return [];
      listeners = parseListeners(written.value);
    } else if (compose && derivesListeners(compose)) {
      const adv = ctx.entry('advertised.listeners');
      if (!adv?.value || isUnresolved(adv.value)) return [];
      listeners = parseListeners(adv.value)?.map((l) => ({ ...l, host: '0.0.0.0' }));
      anchor = adv;
      derived = true;
    }
    if (!listeners || !anchor) return [];
    const byPort = new Map<number, Listener[]>();
    // Port 0 (any free port) may repeat: the check leaves it out.
    for (const l of listeners) if (l.port !== undefined && l.port !== 0) byPort.set(l.port, [...(byPort.get(l.port) ?? []), l]);
    const version = ctx.catalog.version;
    const pairAllowed = compareVersions(ctx.site.client.version ?? version, '3.1') >= 0;
    const controllers = (ctx.entry('controller.listener.names')?.value ?? '').split(',').map((n) => n.trim().toUpperCase()).filter(Boolean);
    const out: Finding[] = [];
    for (const [port, same] of byPort) {
      if (same.length < 2) continue;
      const said = refusal(same, pairAllowed);
      if (!said) continue;
      const names = same.map((l) => l.name).join(' and ');
      const bound = same.map((l) => `${l.name}://${l.host}:${port}`).join(',');
      // The listeners to write: one port each, and the controller listener a KRaft node also needs.
      const proposal = [...same.map((l, i) => `${l.name}://0.0.0.0:${i === 0 ? port : port + 10000 * i}`), ...controllers.filter((c) => !listeners.some((l) => l.name === c)).map((c) => `${c}://0.0.0.0:9093`)].join(',');
      out.push({
        range: anchor.valueRange,
        message: derived
          ? `KAFKA_LISTENERS is not set, so ${compose!.compose.image} binds the advertised listeners on 0.0.0.0: ${names} both bind port ${port} (${bound}), and the broker refuses to start ("${said}"). Write KAFKA_LISTENERS with a port of its own for each listener (e.g. ${proposal}), advertise those ports, and publish the one clients on this machine use.`
          : `${names} bind the same port, ${port}: the broker refuses to start ("${said}"${pairAllowed ? '; two listeners may share a port only as one IPv4 and one IPv6 address' : ''}). Give each listener a port of its own.`,
      });
    }
    return out;
  },
};
