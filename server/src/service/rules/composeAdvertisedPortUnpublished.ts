// compose-advertised-port-unpublished: a Docker Compose broker that advertises a listener at
// localhost:<port> (for clients on this machine) while the service does not publish that port to
// the same port inside the container. A client bootstraps from any address it can reach, then
// connects to the address the broker advertises for each partition leader (the Metadata response
// carries advertised.listeners, KafkaConfig "Listeners to publish to ZooKeeper/the controller for
// clients to use"). On this machine localhost:<port> reaches the container only through a
// published "<port>:<container port>", and the container port must be the one the listener binds:
// its `listeners` entry, or, where the image derives listeners from advertised.listeners when
// KAFKA_LISTENERS is unset (apache/kafka's configure script; confluentinc's cub listeners), the
// advertised port itself. Not judged when the service shares this machine's network
// (network_mode: host) or another service joins its network namespace (network_mode: service:…).
import { isLoopbackHost } from '../util/localCluster';
import { composeListeners } from './composeListeners';
import { Severity, type Finding, type Rule } from './types';

export const composeAdvertisedPortUnpublished: Rule = {
  id: 'compose-advertised-port-unpublished',
  severity: Severity.Warning,
  roles: ['broker'],
  compose: 'only',
  source: 'KafkaConfig advertised.listeners (the addresses the Metadata response gives clients); Docker Compose ports ("HOST:CONTAINER"); apache/kafka docker configure script and confluentinc cub listeners (listeners derived from advertised.listeners when unset)',
  summary: 'A Docker Compose broker advertises localhost:<port> but does not publish that port to the listener\'s port in the container: clients on this machine cannot use that listener.',
  check(ctx) {
    const found = composeListeners(ctx);
    if (!found) return [];
    const { site, adv, advertised, boundPort } = found;
    const out: Finding[] = [];
    for (const l of advertised) {
      if (!isLoopbackHost(l.host) || l.port === undefined) continue;
      const inside = boundPort(l.name);
      const published = site.compose.ports.find((p) => p.host === l.port);
      const shown = site.compose.ports.length > 0 ? `ports: ${site.compose.ports.map((p) => `${p.host}:${p.container}`).join(', ')}` : 'no ports published';
      let problem: string | undefined;
      if (!published) problem = `${site.compose.service} publishes no port ${l.port} on this machine (${shown})`;
      else if (inside !== undefined && published.container !== inside) problem = `${site.compose.service} publishes ${l.port} to port ${published.container} in the container, while listener ${l.name} binds port ${inside} there`;
      if (!problem) continue;
      const fixTo = inside ?? l.port;
      // The port is another service's on this machine (check 64: a controller's): the address
      // reaches that service, and publishing it here too would stop Compose starting the stack.
      const holder = published ? undefined : site.compose.othersPorts.find((p) => p.host === l.port)?.service;
      if (holder) {
        out.push({
          range: adv.valueRange,
          message: `${adv.rawKey} gives clients ${l.name}://${l.host}:${l.port}, but on this machine port ${l.port} is published by ${holder}, not by ${site.compose.service} (${shown}): a client on this machine sent to ${l.host}:${l.port} for this broker's partitions reaches ${holder} instead, and its requests fail there. Publish a free port of this machine to listener ${l.name}${inside !== undefined ? ` (port ${inside} in the container)` : ''} and advertise that port.`,
        });
        continue;
      }
      // A broker answers Metadata with the addresses of the listener the request came in on, so the
      // advertised localhost address is handed out only to clients that reached this listener: by
      // another published port. With no published port reaching it, the listener is simply out of
      // this machine's reach (check 37: the message said bootstrap clients were sent there).
      const via = inside === undefined ? undefined : site.compose.ports.find((p) => p.container === inside && p.host !== l.port);
      const effect = via
        ? `a client on this machine that bootstraps on ${l.host}:${via.host} reaches listener ${l.name}, then is told to connect to ${l.host}:${l.port} for every partition leader, where nothing answers for this broker — the connections are refused and no produce or fetch gets through`
        : `no published port reaches listener ${l.name}${inside !== undefined ? ` (port ${inside} in the container)` : ''}, so clients on this machine cannot use the address it advertises: a connection to ${l.host}:${l.port} ${published ? 'reaches another port of the container' : 'is refused'}`;
      out.push({
        range: adv.valueRange,
        message: `${adv.rawKey} gives clients ${l.name}://${l.host}:${l.port}, but ${problem}: ${effect}. Publish "${l.port}:${fixTo}" for this service.`,
      });
    }
    return out;
  },
  docs: {
    why: 'Clients use bootstrap.servers only for their first request. The Metadata response then gives them, for every partition leader, the address the broker advertises (advertised.listeners), and they connect there. A broker in a container that advertises localhost:<port> for clients on the host machine is reached only if Compose publishes that port to the port the listener binds inside the container.',
    consequence: 'Clients on the host connect to the bootstrap address, then fail on every connection to the advertised one (connection refused, or another service answering on that port): producers time out with "Topic not present in metadata" or delivery timeouts, consumers never fetch. The usual cause is a port renamed in one place only (advertised 29092, published 9092:9092).',
    bad: { file: 'docker-compose.yml', text: 'services:\n  kafka:\n    image: confluentinc/cp-kafka:7.6.1\n    ports:\n      - "9092:9092"\n    environment:\n      KAFKA_NODE_ID: 1\n      CLUSTER_ID: MkU3OEVBNTcwNTJENDM2Qk\n      KAFKA_PROCESS_ROLES: broker,controller\n      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@kafka:9093\n      KAFKA_CONTROLLER_LISTENER_NAMES: CONTROLLER\n      KAFKA_LISTENERS: INTERNAL://:29092,EXTERNAL://:9092,CONTROLLER://:9093\n      KAFKA_ADVERTISED_LISTENERS: INTERNAL://kafka:29092,EXTERNAL://localhost:29092\n      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: INTERNAL:PLAINTEXT,EXTERNAL:PLAINTEXT,CONTROLLER:PLAINTEXT\n      KAFKA_INTER_BROKER_LISTENER_NAME: INTERNAL\n      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1\n      KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: 1\n' },
    good: { file: 'docker-compose.yml', text: 'services:\n  kafka:\n    image: confluentinc/cp-kafka:7.6.1\n    ports:\n      - "9092:9092"\n    environment:\n      KAFKA_NODE_ID: 1\n      CLUSTER_ID: MkU3OEVBNTcwNTJENDM2Qk\n      KAFKA_PROCESS_ROLES: broker,controller\n      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@kafka:9093\n      KAFKA_CONTROLLER_LISTENER_NAMES: CONTROLLER\n      KAFKA_LISTENERS: INTERNAL://:29092,EXTERNAL://:9092,CONTROLLER://:9093\n      KAFKA_ADVERTISED_LISTENERS: INTERNAL://kafka:29092,EXTERNAL://localhost:9092\n      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: INTERNAL:PLAINTEXT,EXTERNAL:PLAINTEXT,CONTROLLER:PLAINTEXT\n      KAFKA_INTER_BROKER_LISTENER_NAME: INTERNAL\n      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1\n      KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: 1\n' },
    falsePositives: 'When another service of the file publishes the advertised port, the message names it: the address reaches that service, and the fix is another port, not a second mapping of the same one. Clients that run inside the broker\'s own container, or ports forwarded some other way (an SSH tunnel, a ports list in an override file the rule does not see): silence it with the `kafkaTuning.rules` setting. Services with network_mode: host, or whose network namespace another service joins, are not judged; neither are bitnami or wurstmeister services that do not write KAFKA_LISTENERS (their images derive listeners their own way).',
    versions: 'Docker Compose services of apache/kafka, confluentinc/cp-kafka and cp-server, bitnami/kafka and wurstmeister/kafka images, all Kafka versions.',
  },
};
