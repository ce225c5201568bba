// compose-host-clients-get-container-name: a Docker Compose broker publishes a port to a listener
// that advertises the container's own name (PLAINTEXT://kafka:9092 with ports "9092:9092"), and no
// published listener advertises localhost. A client on this machine bootstraps through
// localhost:9092, and the Metadata response then names kafka:9092 as every partition's leader
// (advertised.listeners, KafkaConfig); that name is resolved by Compose's DNS for containers on the
// project network, not by this machine, so the client cannot connect. Information, since a hosts
// file entry can make the name resolve, and the published port may be meant for tools in other
// containers; the message says both.
import { isLoopbackHost } from '../util/localCluster';
import { composeListeners } from './composeListeners';
import { Severity, type Rule } from './types';

export const composeHostClientsGetContainerName: Rule = {
  id: 'compose-host-clients-get-container-name',
  severity: Severity.Information,
  roles: ['broker'],
  compose: 'only',
  source: 'KafkaConfig advertised.listeners (the addresses the Metadata response gives clients); Docker Compose networking (service names resolve inside the project network only)',
  summary: 'A Docker Compose broker publishes a port whose listener advertises the container\'s name, and no listener advertises localhost: clients on this machine bootstrap, then cannot resolve the leader\'s address.',
  check(ctx) {
    const found = composeListeners(ctx);
    if (!found || !found.bindsKnown || found.site.compose.ports.length === 0) return [];
    const { site, adv, advertised, boundPort } = found;
    const reached = site.compose.ports.map((p) => ({ p, listener: advertised.find((a) => boundPort(a.name) === p.container) })).filter((x) => x.listener);
    if (reached.some((x) => isLoopbackHost(x.listener!.host))) return [];
    const hit = reached.find((x) => site.compose.hosts.includes(x.listener!.host));
    if (!hit) return [];
    const l = hit.listener!;
    return [{
      range: adv.valueRange,
      message: `${site.compose.service} publishes port ${hit.p.host} to listener ${l.name}, which advertises ${l.host}:${l.port}: a client on this machine bootstraps through localhost:${hit.p.host}, then is told to connect to ${l.host}:${l.port} for every partition leader — a name Compose resolves for containers on the project network, not for this machine, so the client cannot connect (unless this machine's hosts file maps ${l.host}). For clients on this machine, add a listener advertised as localhost:<port> and publish that port.`,
    }];
  },
  docs: {
    why: 'Clients use bootstrap.servers only for their first request; the Metadata response then gives them the address each broker advertises, and they connect there. A broker in a container that advertises its service name is reachable by that name only from containers on the same Compose network. Publishing its port lets a client on the host bootstrap, but not go further.',
    consequence: 'Producers and consumers started on the host (an IDE, a test) bootstrap and then fail to resolve the advertised name: "Couldn\'t resolve server kafka:9092 from bootstrap.servers" style warnings, metadata timeouts, no records sent or read. The usual fix is a second listener: INTERNAL://kafka:29092 for containers and EXTERNAL://localhost:9092 for the host, with 9092 published.',
    bad: { file: 'docker-compose.yml', text: 'services:\n  kafka:\n    image: confluentinc/cp-kafka:7.6.1\n    ports:\n      - "9092:9092"\n    environment:\n      KAFKA_NODE_ID: 1\n      CLUSTER_ID: MkU3OEVBNTcwNTJENDM2Qk\n      KAFKA_PROCESS_ROLES: broker,controller\n      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@kafka:9093\n      KAFKA_CONTROLLER_LISTENER_NAMES: CONTROLLER\n      KAFKA_LISTENERS: PLAINTEXT://:9092,CONTROLLER://:9093\n      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:9092\n      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT\n      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1\n      KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: 1\n' },
    good: { file: 'docker-compose.yml', text: 'services:\n  kafka:\n    image: confluentinc/cp-kafka:7.6.1\n    ports:\n      - "9092:9092"\n    environment:\n      KAFKA_NODE_ID: 1\n      CLUSTER_ID: MkU3OEVBNTcwNTJENDM2Qk\n      KAFKA_PROCESS_ROLES: broker,controller\n      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@kafka:9093\n      KAFKA_CONTROLLER_LISTENER_NAMES: CONTROLLER\n      KAFKA_LISTENERS: INTERNAL://:29092,EXTERNAL://:9092,CONTROLLER://:9093\n      KAFKA_ADVERTISED_LISTENERS: INTERNAL://kafka:29092,EXTERNAL://localhost:9092\n      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: INTERNAL:PLAINTEXT,EXTERNAL:PLAINTEXT,CONTROLLER:PLAINTEXT\n      KAFKA_INTER_BROKER_LISTENER_NAME: INTERNAL\n      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: 1\n      KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: 1\n' },
    falsePositives: 'A machine whose hosts file maps the container name to 127.0.0.1, or a port published only for tools in other containers or on other hosts that resolve the name: silence it with the `kafkaTuning.rules` setting. Not judged when any published listener advertises localhost, when the service shares the host\'s network, or when the advertised host is not one of the service\'s own names (a real DNS name or an IP).',
    versions: 'Docker Compose services of apache/kafka and confluentinc images (and bitnami, wurstmeister when KAFKA_LISTENERS is written), all Kafka versions.',
  },
};
