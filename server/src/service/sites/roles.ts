// Which configuration a .properties file (or a Java map) is. Order of evidence: the directive
// (role=…), the file name (producer.properties, connect-distributed.properties…), then the keys.
import { baseName, FRAMEWORK_ROLES } from '../../../../common/src/model';
import type { Catalog } from '../catalog';
import type { Role } from '../model';

export function roleFromFileName(fileName: string): Role | undefined {
  const base = baseName(fileName).toLowerCase();
  // Kafka's own config/ files first: connect-mirror-maker.properties is no "consumer" file, and
  // connect-file-source.properties is a connector's config, not a worker's.
  if (/^(connect-)?mirror-?maker|^mm2/.test(base)) return 'mirrormaker';
  if (/^connect-(distributed|standalone)/.test(base)) return 'connect';
  if (/^connect-.*(source|sink)|connector/.test(base)) return 'connector';
  if (/streams/.test(base)) return 'streams';
  if (/producer/.test(base)) return 'producer';
  if (/consumer/.test(base)) return 'consumer';
  if (/^(server|broker|controller|kraft)/.test(base)) return 'broker';
  if (/topic/.test(base)) return 'topic';
  if (/admin/.test(base)) return 'admin';
  return undefined;
}

/**
 * Votes with the keys that belong to few client/broker/topic roles: bootstrap.servers or
 * security.protocol say nothing (every client has them), batch.size says producer. No distinctive
 * key → undefined, and role-specific rules stay silent rather than guess. Streams, Connect and
 * MirrorMaker 2 are told by the keys they cannot run without (frameworkFromKeys) first.
 */
export function roleFromKeys(keys: string[], catalog: Catalog): Role | undefined {
  const votes = clientVotes(keys, catalog);
  const framework = frameworkFromKeys(keys, catalog, votes);
  if (framework) return framework;
  let best: Role | undefined;
  let bestVotes = 0;
  let tie = false;
  for (const [role, v] of votes) {
    if (v > bestVotes) { best = role; bestVotes = v; tie = false; }
    else if (v === bestVotes) tie = true;
  }
  return tie ? undefined : best;
}

/**
 * Keys every server of the Kafka family writes, not only a broker: Connect's REST listener, Schema
 * Registry, ksqlDB and REST Proxy all have `listeners` (http://…). A broker file names other broker
 * keys too (log.dirs, node.id or broker.id, process.roles, zookeeper.connect).
 */
const SHARED_SERVER_KEYS = new Set(['listeners']);

function clientVotes(keys: string[], catalog: Catalog): Map<Role, number> {
  const votes = new Map<Role, number>();
  for (const key of keys) {
    if (SHARED_SERVER_KEYS.has(key)) continue;
    const roles = catalog.rolesOf(key).filter((r) => !FRAMEWORK_ROLES.includes(r));
    if (roles.length === 0 || roles.length > 2) continue;
    for (const r of roles) votes.set(r, (votes.get(r) ?? 0) + 1 / roles.length);
  }
  return votes;
}

/** Streams' own client prefixes: a key under one of them is Streams evidence by itself. */
const STREAMS_ONLY_PREFIX = /^(main|restore|global)\.consumer\./;

/**
 * The keys each framework requires (ConfigDef NO_DEFAULT_VALUE), so one stray key does not turn
 * a producer file into something else:
 * - MirrorMaker 2: `clusters` and `<alias>.bootstrap.servers` for an alias it lists;
 * - connector: `connector.class`;
 * - Connect worker: `group.id` + `config.storage.topic` (distributed) or `offset.storage.file.filename` (standalone);
 * - Streams: `application.id`, with another Streams-only key or no key that says producer/consumer.
 */
export function frameworkFromKeys(keys: string[], catalog: Catalog, votes = clientVotes(keys, catalog)): Role | undefined {
  const has = new Set(keys);
  const clusters = keys.includes('clusters');
  if (clusters && keys.some((k) => /^[^.]+\.bootstrap\.servers$/.test(k) && k !== 'bootstrap.servers')) return 'mirrormaker';
  if (has.has('connector.class')) return 'connector';
  if ((has.has('group.id') && has.has('config.storage.topic')) || has.has('offset.storage.file.filename')) return 'connect';
  if (has.has('application.id')) {
    const streamsOnly = keys.some((k) => k !== 'application.id' && isOnly(catalog.rolesOf(k), 'streams')) || keys.some((k) => STREAMS_ONLY_PREFIX.test(k));
    const clientEvidence = [...votes.values()].reduce((a, b) => a + b, 0);
    if (streamsOnly || clientEvidence < 2) return 'streams';
  }
  return undefined;
}

function isOnly(roles: readonly Role[], role: Role): boolean {
  return roles.length === 1 && roles[0] === role;
}
