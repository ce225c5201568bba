// compose-peer-brokers-get-localhost: a Docker Compose cluster of two or more brokers in which a
// broker advertises its inter-broker listener at localhost (check 82: two KRaft brokers, each with
// one PLAINTEXT listener advertised as localhost:<host port> for clients on the host). Brokers reach
// each other at the address each advertises for inter.broker.listener.name (the listener named by
// security.inter.broker.protocol, PLAINTEXT, when unset: KafkaConfig): a follower fetches from its
// leader there, and in ZooKeeper mode the controller sends its requests there too. Inside another
// broker's container localhost is that container itself, so followers never reach this broker as
// leader: replicas of its partitions on the other brokers fall out of sync, and acks=all writes
// that need them (min.insync.replicas of 2 or more) fail. Not judged when the brokers share a
// network namespace with this machine (network_mode: host), where localhost is common ground.
import type { ComposeSite } from '../model';
import { isLoopbackHost } from '../util/localCluster';
import { parseListeners } from '../util/listeners';
import { isUnresolved } from '../util/placeholder';
import { Severity, type Rule } from './types';

const BROKER = (id: number, host: number, listeners: string, advertised: string) => `  kafka${id}:
    image: apache/kafka:3.9.1
    ports:
      - "${host}:9092"
    environment:
      KAFKA_PROCESS_ROLES: broker,controller
      KAFKA_NODE_ID: ${id}
      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@kafka1:9093,2@kafka2:9093,3@kafka3:9093
      KAFKA_CONTROLLER_LISTENER_NAMES: CONTROLLER
      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT,EXTERNAL:PLAINTEXT
      KAFKA_LISTENERS: ${listeners}
      KAFKA_ADVERTISED_LISTENERS: ${advertised}
      KAFKA_LOG_DIRS: /var/lib/kafka/data
    volumes:
      - kafka${id}-data:/var/lib/kafka/data
`;
/** Three brokers; `split`: a listener for the containers (PLAINTEXT) and one for this machine (EXTERNAL). */
const STACK = (split: boolean) => `services:\n${[1, 2, 3].map((id) => {
  const host = 29091 + id;
  return split
    ? BROKER(id, host, 'PLAINTEXT://0.0.0.0:19092,EXTERNAL://0.0.0.0:9092,CONTROLLER://0.0.0.0:9093', `PLAINTEXT://kafka${id}:19092,EXTERNAL://localhost:${host}`)
    : BROKER(id, host, 'PLAINTEXT://0.0.0.0:9092,CONTROLLER://0.0.0.0:9093', `PLAINTEXT://localhost:${host}`);
}).join('\n')}\nvolumes:\n  kafka1-data:\n  kafka2-data:\n  kafka3-data:\n`;

export const composePeerBrokersGetLocalhost: Rule = {
  id: 'compose-peer-brokers-get-localhost',
  severity: Severity.Warning,
  roles: ['broker'],
  compose: 'only',
  source: 'KafkaConfig inter.broker.listener.name / security.inter.broker.protocol (brokers reach each other at the advertised address of that listener); Docker networking (localhost inside a container is the container)',
  summary: 'A broker of a multi-broker Docker Compose cluster advertises its inter-broker listener at localhost: the other brokers, each in its own container, cannot replicate from it.',
  docs: {
    why: 'Brokers talk to each other through the inter-broker listener (inter.broker.listener.name, or the PLAINTEXT listener when unset), at the address each one advertises for it. A follower fetches from its leader there. Advertised as localhost, that address means, inside any other container, that container itself.',
    consequence: 'The cluster starts, but followers on the other brokers never reach this broker as leader: its partitions\' other replicas fall out of sync (under-replicated partitions, so nothing survives the loss of this broker), acks=all writes wait until those replicas leave the in-sync set, and with min.insync.replicas of 2 or more they fail with NOT_ENOUGH_REPLICAS. In ZooKeeper mode the controller cannot reach the broker either.',
    bad: { file: 'docker-compose.yml', text: STACK(false) },
    good: { file: 'docker-compose.yml', text: STACK(true) },
    falsePositives: 'Brokers that share this machine\'s network (network_mode: host) reach each other at localhost and are not judged; so is a file whose brokers the file cannot count (scaled services, a variable in the quorum).',
    versions: 'All Kafka versions, in KRaft and ZooKeeper mode.',
  },
  check(ctx) {
    const site = ctx.site as ComposeSite;
    const peers = (site.compose.clusterBrokers ?? []).filter((b) => b !== site.compose.service);
    if (peers.length === 0 || site.compose.sharedNetwork) return [];
    const roles = ctx.entry('process.roles')?.value?.toLowerCase();
    if (roles !== undefined && !roles.includes('broker')) return [];
    const adv = ctx.entry('advertised.listeners');
    if (!adv?.value || isUnresolved(adv.value)) return [];
    const advertised = parseListeners(adv.value);
    const named = ctx.entry('inter.broker.listener.name')?.value?.trim().toUpperCase();
    const protocol = ctx.entry('security.inter.broker.protocol')?.value?.trim().toUpperCase();
    const interBroker = named ?? protocol ?? 'PLAINTEXT';
    const listener = advertised?.find((l) => l.name === interBroker);
    if (!listener || !isLoopbackHost(listener.host)) return [];
    const minIsr = ctx.number('min.insync.replicas');
    const how = named ? `inter.broker.listener.name=${named}` : protocol ? `security.inter.broker.protocol=${protocol}` : 'inter.broker.listener.name unset, so the PLAINTEXT listener';
    return [{
      range: adv.valueRange,
      message: `${site.compose.service} advertises ${listener.name}, its inter-broker listener (${how}), as ${listener.host}${listener.port !== undefined ? `:${listener.port}` : ''}: the other brokers of this cluster (${peers.join(', ')}) reach it there, and inside their containers ${listener.host} is themselves, so followers cannot fetch from ${site.compose.service} as leader. Its partitions' other replicas fall out of sync: acks=all writes wait until they are dropped from the in-sync set (replica.lag.time.max.ms) and then rest on this broker alone${minIsr !== undefined && minIsr >= 2 ? `, and with min.insync.replicas=${minIsr} they fail (NOT_ENOUGH_REPLICAS)` : ', or fail (NOT_ENOUGH_REPLICAS) where min.insync.replicas is 2 or more'}. Advertise the inter-broker listener at the service name (${listener.name}://${site.compose.hosts[0] ?? site.compose.service}:<its container port>) and keep a separate listener for clients on this machine.`,
    }];
  },
};
