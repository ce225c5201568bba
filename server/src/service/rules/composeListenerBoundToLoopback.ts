// compose-listener-bound-to-loopback: a Docker Compose broker binds a listener to localhost or
// 127.0.0.1 inside its container (KAFKA_LISTENERS: PLAINTEXT_HOST://localhost:9093) and publishes
// that port. Docker forwards a published port to the container's own network interface, not to its
// loopback, and other containers reach it there too; a socket bound to the container's loopback
// accepts neither. So the published port refuses every connection from this machine. Kafka binds
// each listener to the host its `listeners` entry names (an empty host binds every interface;
// SocketServer, KafkaConfig listeners). Not judged when the service uses the host's network
// (network_mode: host), where localhost is this machine's.
import type { ComposeSite } from '../model';
import { isLoopbackHost } from '../util/localCluster';
import { parseListeners } from '../util/listeners';
import { isUnresolved } from '../util/placeholder';
import { Severity, type Finding, type Rule } from './types';

export const composeListenerBoundToLoopback: Rule = {
  id: 'compose-listener-bound-to-loopback',
  severity: Severity.Warning,
  roles: ['broker'],
  compose: 'only',
  source: 'KafkaConfig listeners ("listener_name://host:port"; the host is the interface bound, empty for all); Docker port publishing (forwards to the container\'s network interface)',
  summary: 'A Docker Compose broker binds a published listener to localhost inside its container: Docker forwards the port to the container\'s network interface, where nothing listens, so every connection is refused.',
  check(ctx) {
    const site = ctx.site as ComposeSite;
    if (site.compose.sharedNetwork) return [];
    const listeners = ctx.entry('listeners');
    if (!listeners?.value || isUnresolved(listeners.value)) return [];
    const out: Finding[] = [];
    for (const l of parseListeners(listeners.value) ?? []) {
      if (!isLoopbackHost(l.host) || l.port === undefined) continue;
      const published = site.compose.ports.find((p) => p.container === l.port);
      if (!published) continue;
      out.push({
        range: listeners.valueRange,
        message: `${listeners.rawKey} binds listener ${l.name} to ${l.host}:${l.port} inside the container, and ${site.compose.service} publishes ${published.host}:${published.container}: Docker forwards a published port to the container's network interface, not to its loopback, so a client on this machine connecting to localhost:${published.host} is refused (and so are other containers). Bind the listener to every interface (${l.name}://0.0.0.0:${l.port}, or ${l.name}://:${l.port}) and keep localhost in the advertised listener only.`,
      });
    }
    return out;
  },
  docs: {
    why: 'A listener\'s host in `listeners` is the interface the broker binds. Inside a container, localhost is the container\'s own loopback. Docker publishes a port by forwarding connections to the container\'s network interface, so a listener bound to the container\'s loopback is reachable only from inside that container. The host name clients should use belongs in advertised.listeners.',
    consequence: 'Every connection through the published port is refused: producers and consumers on this machine cannot even bootstrap, and containers on the project network cannot reach that listener either.',
    bad: { file: 'docker-compose.yml', text: 'services:\n  kafka:\n    image: confluentinc/cp-kafka:7.6.1\n    ports:\n      - "9093:9093"\n    environment:\n      KAFKA_NODE_ID: 1\n      CLUSTER_ID: MkU3OEVBNTcwNTJENDM2Qk\n      KAFKA_PROCESS_ROLES: broker,controller\n      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@kafka:9094\n      KAFKA_CONTROLLER_LISTENER_NAMES: CONTROLLER\n      KAFKA_LISTENERS: PLAINTEXT://kafka:9092,PLAINTEXT_HOST://localhost:9093,CONTROLLER://kafka:9094\n      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:9092,PLAINTEXT_HOST://localhost:9093\n      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: PLAINTEXT:PLAINTEXT,PLAINTEXT_HOST:PLAINTEXT,CONTROLLER:PLAINTEXT\n      KAFKA_INTER_BROKER_LISTENER_NAME: PLAINTEXT\n      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1\n      KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: 1\n' },
    good: { file: 'docker-compose.yml', text: 'services:\n  kafka:\n    image: confluentinc/cp-kafka:7.6.1\n    ports:\n      - "9093:9093"\n    environment:\n      KAFKA_NODE_ID: 1\n      CLUSTER_ID: MkU3OEVBNTcwNTJENDM2Qk\n      KAFKA_PROCESS_ROLES: broker,controller\n      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@kafka:9094\n      KAFKA_CONTROLLER_LISTENER_NAMES: CONTROLLER\n      KAFKA_LISTENERS: PLAINTEXT://kafka:9092,PLAINTEXT_HOST://0.0.0.0:9093,CONTROLLER://kafka:9094\n      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:9092,PLAINTEXT_HOST://localhost:9093\n      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: PLAINTEXT:PLAINTEXT,PLAINTEXT_HOST:PLAINTEXT,CONTROLLER:PLAINTEXT\n      KAFKA_INTER_BROKER_LISTENER_NAME: PLAINTEXT\n      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1\n      KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: 1\n' },
    falsePositives: 'A port published for a process that runs inside the same container: silence it with the `kafkaTuning.rules` setting. A loopback listener that is not published (a single node\'s own controller listener) and services on the host\'s network are not judged.',
    versions: 'Docker Compose broker services of every image family read here; all Kafka versions.',
  },
};
