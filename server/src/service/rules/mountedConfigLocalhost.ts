// mounted-config-localhost: a client, Connect or MirrorMaker 2 .properties file that a Docker
// Compose service of the workspace bind-mounts into its container, whose bootstrap list names only
// localhost. Inside a container localhost is the container itself (Docker networking), and this
// container runs no broker, so the bootstrap connection reaches nothing (check 56: an MM2 file
// mounted into its own `mirrormaker` service with `mirror.bootstrap.servers = localhost:9092`,
// the broker being the `sage-kafka` service).
// Said only when the file is mounted, by the compose files of the workspace, into containers that
// are none of their broker services and share no other network namespace (network_mode): a broker
// container that mounts a client file (for the command-line tools) reaches its own broker there.
import { resolveBeside, uriKey, isWithin } from '../../../../common/src/uri';
import type { ComposeFile } from '../crossFile/compose';
import { onlyLocalBrokers } from '../util/localCluster';
import { Severity, type Rule } from './types';

/** The services that bind-mount the document (or a folder holding it), with the compose file each is in. */
function mountedBy(files: readonly ComposeFile[], docUri: string): Array<{ file: ComposeFile; service: string; shared: boolean }> {
  const doc = uriKey(docUri);
  return files.flatMap((file) => (file.containers ?? []).flatMap((c) =>
    c.service !== undefined && (c.mounts ?? []).some((m) => isWithin(uriKey(resolveBeside(file.file, m)), doc))
      ? [{ file, service: c.service, shared: c.sharedNetwork === true }]
      : []));
}

export const mountedConfigLocalhost: Rule = {
  id: 'mounted-config-localhost',
  severity: Severity.Warning,
  roles: ['producer', 'consumer', 'admin', 'streams', 'connect', 'mirrormaker'],
  source: 'Docker networking (each container has its own network namespace: localhost inside it is the container); Compose bind mounts (volumes: ./file:/path)',
  summary: 'A config file mounted into a Docker Compose service that runs no broker names only localhost as its bootstrap servers: inside that container localhost is the container itself.',
  check(ctx) {
    if (ctx.site.syntax !== 'properties' || !ctx.workspace.compose) return [];
    const local = ctx.site.entries.filter((e) => (e.key === 'bootstrap.servers' || e.key.endsWith('.bootstrap.servers')) && ctx.entry(e.key) === e && e.value
      && onlyLocalBrokers(e.value));
    if (local.length === 0) return [];
    const mounts = mountedBy(ctx.workspace.compose, ctx.doc.uri);
    const brokerService = (m: (typeof mounts)[number]) => m.file.services.some((s) => s.service === m.service && (s.kind === 'broker' || s.kind === 'controller'));
    // Mounted nowhere, or also where localhost may be right: say nothing.
    if (mounts.length === 0 || mounts.some((m) => m.shared || brokerService(m))) return [];
    const where = [...new Set(mounts.map((m) => `${m.service} (${m.file.label})`))].join(', ');
    const brokers = [...new Set(mounts.flatMap((m) => m.file.services.filter((s) => s.kind === 'broker').map((s) => s.hosts[0] ?? s.service)))];
    return local.map((e) => ({
      range: e.valueRange,
      message: `This file is mounted into the Compose service ${where}, and inside that container localhost is the container itself, where no broker runs: ${e.rawKey}=${e.value!.trim()} reaches nothing. Name the broker as the other containers reach it${brokers.length > 0 ? ` (the service ${brokers.join(' or ')}, on the port of a listener that advertises that name)` : ''}.`,
    }));
  },
  docs: {
    why: 'Each Compose service runs in a network namespace of its own, in which localhost is that container. A config file bind-mounted into a service is read inside it, so a bootstrap list of localhost there points at the container that reads it, not at the broker service beside it.',
    consequence: 'The client, Connect worker or MirrorMaker 2 never connects: the Java client logs "Connection to node -1 (localhost/127.0.0.1:9092) could not be established" over and over, and nothing is produced, consumed or mirrored.',
    bad: { file: 'mm2.properties', text: 'clusters = source, target\nsource.bootstrap.servers = source-kafka:9092\ntarget.bootstrap.servers = localhost:9092\nsource->target.enabled = true\n' },
    good: { file: 'mm2.properties', text: 'clusters = source, target\nsource.bootstrap.servers = source-kafka:9092\ntarget.bootstrap.servers = kafka:29092\nsource->target.enabled = true\ntarget.config.storage.replication.factor = 1\ntarget.offset.storage.replication.factor = 1\ntarget.status.storage.replication.factor = 1\n' },
    falsePositives: 'A container that shares another one\'s network namespace (network_mode) or is itself a broker service is not judged; a file mounted nowhere in the workspace\'s compose files neither.',
    versions: 'All Kafka versions.',
    module: {
      description: 'A docker-compose.yml beside the file runs the broker as the service kafka and mounts the file into a service mirrormaker that runs connect-mirror-maker.sh.',
      facts: { compose: [{ file: 'file:///example/docker-compose.yml', label: 'docker-compose.yml', services: [{ service: 'kafka', hosts: ['kafka'], localPorts: [9092], image: 'apache/kafka:3.9.0', kafkaVersion: '3.9.0', kind: 'broker', cluster: 'single:kafka' }, { service: 'mirrormaker', hosts: ['mirrormaker'], localPorts: [], image: 'apache/kafka:3.9.0', kafkaVersion: '3.9.0', kind: 'connect' }], containers: [{ image: 'apache/kafka:3.9.0', hosts: ['kafka'], service: 'kafka' }, { image: 'apache/kafka:3.9.0', hosts: ['mirrormaker'], service: 'mirrormaker', mounts: ['./mm2.properties'] }] }] },
    },
  },
};
