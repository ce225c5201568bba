// compose-voter-port-unbound: a Docker Compose KRaft controller whose own entry in
// controller.quorum.voters (id@host:port, its service name as host) gives a port its controller
// listener does not bind (CONTROLLER://:9094 while the voters say controller-2:9093). The other
// voters and every broker reach a voter at the address the list gives (KIP-595: RaftConfig
// parses the list; the network channel connects to each voter's endpoint), so nobody reaches this
// controller: with it missing from a three-voter quorum a majority needs both others, and with two
// of three missing (check 70: two controllers copied with their port changed in KAFKA_LISTENERS
// only) no leader is ever elected and no broker registers.
import type { ComposeSite } from '../model';
import { parseListeners } from '../util/listeners';
import { isUnresolved } from '../util/placeholder';
import { Severity, type Rule } from './types';

/** `1@controller-1:9093` → its parts; undefined for other forms (KIP-853's `controller.quorum.bootstrap.servers` has no ids). */
export function voter(text: string): { id: string; host: string; port: number } | undefined {
  const m = /^(\d+)@\[?([^\]\s]+?)\]?:(\d+)$/.exec(text.trim());
  return m ? { id: m[1], host: m[2].toLowerCase(), port: Number(m[3]) } : undefined;
}

const VOTERS = 'KAFKA_CONTROLLER_QUORUM_VOTERS: 1@controller-1:9093,2@controller-2:9093,3@controller-3:9093';
const controller = (n: number, port: number) => `  controller-${n}:\n    image: apache/kafka:3.9.1\n    environment:\n      KAFKA_NODE_ID: ${n}\n      KAFKA_PROCESS_ROLES: controller\n      KAFKA_LISTENERS: CONTROLLER://:${port}\n      KAFKA_CONTROLLER_LISTENER_NAMES: CONTROLLER\n      ${VOTERS}\n`;

export const composeVoterPortUnbound: Rule = {
  id: 'compose-voter-port-unbound',
  severity: Severity.Error,
  roles: ['broker'],
  compose: 'only',
  source: 'KIP-595 (controller.quorum.voters: id@host:port, the endpoint the other voters and the brokers connect to); KafkaConfig listeners / controller.listener.names',
  summary: 'A Docker Compose KRaft controller is named in controller.quorum.voters at a port its controller listener does not bind: no other node can reach it, and without a majority of reachable voters the cluster has no controller.',
  check(ctx) {
    const site = ctx.site as ComposeSite;
    const votersEntry = ctx.entry('controller.quorum.voters');
    const listenersValue = ctx.entry('listeners')?.value;
    const names = ctx.entry('controller.listener.names')?.value;
    if (!votersEntry?.value || !listenersValue || !names || [votersEntry.value, listenersValue, names].some(isUnresolved)) return [];
    const listeners = parseListeners(listenersValue);
    const controllerNames = names.split(',').map((n) => n.trim().toUpperCase());
    const bound = listeners?.filter((l) => controllerNames.includes(l.name.toUpperCase()) && l.port !== undefined);
    if (!bound?.length) return [];
    const own = new Set(site.compose.hosts);
    const mine = votersEntry.value.split(',').map(voter).filter((v) => v !== undefined && own.has(v.host));
    const wrong = mine.filter((v) => !bound.some((l) => l.port === v!.port));
    return wrong.map((v) => ({
      range: votersEntry.valueRange,
      message: `controller.quorum.voters names this service as voter ${v!.id} at ${v!.host}:${v!.port}, but its controller listener binds ${bound.map((l) => `${l.name}://${l.host ?? ''}:${l.port}`).join(', ')} (KAFKA_LISTENERS): the other controllers and the brokers connect to port ${v!.port}, where its controller listener is not, so they never reach this voter: its vote is lost to the quorum and the brokers cannot fetch metadata from it. Without a majority of reachable voters no controller is elected and no broker registers. Make the two ports agree, in KAFKA_LISTENERS or in the voter list of every service.`,
    }));
  },
  docs: {
    why: 'In KRaft with a static quorum every node learns the controllers from controller.quorum.voters, id@host:port each, and connects to that port. The controller itself binds the port its controller listener names in listeners. A controller service copied from another and given a new port in KAFKA_LISTENERS only is listed at the old port.',
    consequence: 'Votes and metadata fetches to that voter fail to connect. A three-voter quorum with one voter unreachable still works but tolerates no other failure; with two unreachable no leader is elected, the brokers cannot register and the cluster serves nothing.',
    bad: { file: 'docker-compose.yml', text: `services:\n${controller(1, 9093)}${controller(2, 9094)}${controller(3, 9095)}` },
    good: { file: 'docker-compose.yml', text: `services:\n${controller(1, 9093)}${controller(2, 9093)}${controller(3, 9093)}` },
    falsePositives: 'Only a voter whose host is one of this service\'s own names (service name, hostname, container_name, aliases) is compared, and only with a controller listener written in KAFKA_LISTENERS; a port forwarded by something else in between is not seen. Values with variables are not judged.',
    versions: 'KRaft clusters with controller.quorum.voters (Kafka 2.8 and newer) in Docker Compose; the dynamic quorum\'s controller.quorum.bootstrap.servers (KIP-853, 3.9) is not read.',
  },
};
