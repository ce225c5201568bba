// compose-voter-host-missing: a Docker Compose KRaft cluster whose controller.quorum.voters names a
// host that no Kafka service of the file is called (check 82: `3@kafka3:9093` in a file with only
// kafka1 and kafka2). Every node counts the voters the list gives (KIP-595, RaftConfig), so the
// quorum has one voter that never answers: a majority of the listed voters must still be reached
// for a leader to be elected and for metadata to change, which leaves the live ones no failure to
// spare (with 3 listed and 2 present, both must be up) and, with more missing, no controller at
// all. Said once per file, on the service of the lowest-numbered voter present, and only where at
// least one other voter's host is a service of the file (the file defines the quorum, rather than
// naming machines elsewhere).
import type { ComposeSite } from '../model';
import { isUnresolved } from '../util/placeholder';
import { voter } from './composeVoterPortUnbound';
import { Severity, type Rule } from './types';

const NODE = (n: number) => `  kafka${n}:
    image: apache/kafka:3.9.1
    environment:
      KAFKA_NODE_ID: ${n}
      KAFKA_PROCESS_ROLES: broker,controller
      KAFKA_LISTENERS: PLAINTEXT://:19092,CONTROLLER://:9093
      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka${n}:19092
      KAFKA_CONTROLLER_LISTENER_NAMES: CONTROLLER
      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@kafka1:9093,2@kafka2:9093,3@kafka3:9093
      KAFKA_LOG_DIRS: /var/lib/kafka/data
    volumes:
      - kafka${n}-data:/var/lib/kafka/data
`;
const STACK = (nodes: number[]) => `services:\n${nodes.map(NODE).join('')}volumes:\n${nodes.map((n) => `  kafka${n}-data:\n`).join('')}`;

export const composeVoterHostMissing: Rule = {
  id: 'compose-voter-host-missing',
  severity: Severity.Warning,
  roles: ['broker'],
  compose: 'only',
  source: 'KIP-595 (controller.quorum.voters: the static set of voters; a leader needs a majority of them); Docker Compose service names, hostnames, container names and aliases',
  summary: 'controller.quorum.voters in a Docker Compose KRaft cluster names a host that no Kafka service of the file has: that voter never answers, and the others must all hold the majority without it.',
  docs: {
    why: 'With a static quorum every node takes the voters from controller.quorum.voters and needs a majority of that list to elect a controller leader and to commit any metadata change. A voter listed for a service the file does not have (a third node removed from the file, or never added) counts in the list but never votes.',
    consequence: 'With three voters listed and two present, the two must both be up: stopping either one halts elections and metadata changes (no new topics, no leader moves, brokers that cannot register), and the nodes log connection failures to the missing host all the while. With more voters missing than the majority allows, no controller is ever elected.',
    bad: { file: 'docker-compose.yml', text: STACK([1, 2]) },
    good: { file: 'docker-compose.yml', text: STACK([1, 2, 3]) },
    falsePositives: 'A voter on another machine or in another compose file, reached by a name this file does not define: the rule speaks only when another voter of the same list is a service of this file and the missing name is a plain host name (no domain, no IP address). Silence it in .kafka-tuning.json for such a split deployment.',
    versions: 'KRaft clusters with controller.quorum.voters (Kafka 2.8 and newer) in Docker Compose.',
  },
  check(ctx) {
    const site = ctx.site as ComposeSite;
    const entry = ctx.entry('controller.quorum.voters');
    if (!entry?.value || isUnresolved(entry.value)) return [];
    const voters = entry.value.split(',').map(voter);
    if (voters.some((v) => v === undefined)) return [];
    const own = new Set(site.compose.hosts);
    const known = (host: string) => own.has(host) || site.compose.othersKafkaHosts.some((o) => o.host === host);
    const present = voters.filter((v) => known(v!.host));
    const missing = voters.filter((v) => !known(v!.host) && /^[a-z][\w-]*$/i.test(v!.host));
    if (present.length === 0 || missing.length === 0) return [];
    // Once per file: from the service of the lowest-numbered voter present.
    const first = present.reduce((a, b) => (Number(a!.id) <= Number(b!.id) ? a : b))!;
    if (!own.has(first.host)) return [];
    const majority = Math.floor(voters.length / 2) + 1;
    const spare = present.length - majority;
    const names = missing.map((v) => `${v!.id}@${v!.host}:${v!.port}`).join(', ');
    const services = [site.compose.service, ...new Set(site.compose.othersKafkaHosts.map((o) => o.service))].join(', ');
    return [{
      range: entry.valueRange,
      message: `controller.quorum.voters lists ${names}, but no Kafka service of this file is called ${missing.map((v) => v!.host).join(' or ')} (its Kafka services: ${services}): that voter never answers. A controller leader needs ${majority} of the ${voters.length} listed voters, and ${present.length} exist, so ${spare < 0 ? 'no leader can ever be elected and the cluster serves nothing' : spare === 0 ? 'every one of them must be up: one stopped and elections and metadata changes halt' : `the quorum tolerates ${spare} failure${spare === 1 ? '' : 's'} instead of ${voters.length - majority}`}, while the nodes keep failing to connect to the missing host. Add the missing node, or list only the voters this file runs (in every service).`,
    }];
  },
};
