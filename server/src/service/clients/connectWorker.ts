// What a Connect worker gives the producers of its source tasks before the file's producer.* keys:
// Worker.producerConfigs (connect-runtime 2.8.2 to 3.2.3; baseProducerConfigs from 3.3, read with
// javap up to 4.2.2) puts acks=all, max.in.flight.requests.per.connection=1,
// max.block.ms=Long.MAX_VALUE and delivery.timeout.ms=Integer.MAX_VALUE, from 3.0
// enable.idempotence=false, and before 3.0 request.timeout.ms=Integer.MAX_VALUE; then producer.*
// (and a connector's producer.override.*) replace them. Two exceptions for enable.idempotence:
//   - a worker with exactly.once.source.support=enabled (3.3+, KIP-618) builds its source tasks'
//     producers with Worker.exactlyOnceSourceTaskProducerConfigs: idempotent and transactional;
//   - a MirrorMaker 2 cluster's producer.* lines reach its Connect workers' producers and also the
//     ones MirrorMaker 2 builds itself (MirrorUtils.newProducer: the offset-syncs producer), which
//     keep the producer's own default: which of the two a line is for cannot be told, so neither
//     is assumed.
// Without this, a worker file's producer.enable.idempotence=false read as
// "max.in.flight.requests.per.connection=5 (default)".
import { compareVersions } from '../catalog';
import type { ConfigSite } from '../model';

const WORKER_ROLES = new Set(['connect', 'connector', 'mirrormaker']);

/** The worker's own default for `key` on a producer it builds from this site, or undefined where the producer's default stands. */
export function workerProducerDefault(site: ConfigSite, key: string): string | undefined {
  if (site.role !== 'producer' || !site.embeddedIn || !WORKER_ROLES.has(site.embeddedIn) || site.client.client !== 'java') return undefined;
  const before3 = site.client.version !== undefined && compareVersions(site.client.version, '3.0.0') < 0;
  const exactlyOnce = site.embeddedExactlyOnce && (site.client.version === undefined || compareVersions(site.client.version, '3.3.0') >= 0);
  switch (key) {
    case 'acks': return 'all';
    case 'max.in.flight.requests.per.connection': return '1';
    case 'max.block.ms': return '9223372036854775807';
    case 'delivery.timeout.ms': return '2147483647';
    // Before 3.0 the producer's own default is already false.
    case 'enable.idempotence': return before3 || site.embeddedIn === 'mirrormaker' || exactlyOnce ? undefined : 'false';
    case 'request.timeout.ms': return before3 ? '2147483647' : undefined;
    default: return undefined;
  }
}

/** Who built the worker, for messages: "a Connect worker" or "MirrorMaker 2's Connect worker". */
export function workerName(site: ConfigSite): string {
  return site.embeddedIn === 'mirrormaker' ? "MirrorMaker 2's Connect worker" : 'a Connect worker';
}
