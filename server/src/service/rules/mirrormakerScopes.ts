// Where a MirrorMaker 2 setting is read, by its prefix. MirrorMakerConfig.clusterProps(cluster)
// collects `<cluster>.x` keys for that cluster's Connect worker (workerConfig) and clients, and
// connectorBaseConfig hands them to the connectors only as `source.cluster.x` / `target.cluster.x`,
// which the connectors read as client settings. Connector settings (MirrorSourceConfig,
// MirrorCheckpointConfig, MirrorHeartbeatConfig) are read unprefixed or under a flow prefix
// `A->B.`. Checked with connect-mirror 4.1.2: target.checkpoints.topic.replication.factor=6 ends
// up in the worker config and as target.cluster.checkpoints.topic.replication.factor in each
// connector's, where nothing reads it.
import type { Catalog } from '../catalog';

/** Settings an older workerConfig read from cluster properties (the internal topics' replication factor default). */
const WORKER_FALLBACKS = new Set(['replication.factor', 'internal.topic.replication.factor']);
const CONNECTOR_PARTS = new Set(['source', 'checkpoint', 'heartbeat']);

/** `clusters = a, b`'s aliases, when they are plain names (not a ${PLACEHOLDER} to fill in). */
export function plainClusterAliases(value: string | undefined): string[] {
  if (!value || /[${}<>[\]]/.test(value)) return [];
  return value.split(',').map((a) => a.trim()).filter(Boolean);
}

/** `target.` (one cluster's settings), not `source->target.` (a flow's). */
export function isClusterPrefix(prefix: string | undefined): prefix is string {
  return !!prefix && prefix.endsWith('.') && !prefix.includes('->');
}

/**
 * A key only MirrorMaker 2's connectors read: no worker, client or driver setting of that name.
 * `strict` leaves out the replication factors an older workerConfig also read from cluster settings.
 */
export function connectorOnlyKey(catalog: Catalog, key: string, strict = true): boolean {
  if (strict && WORKER_FALLBACKS.has(key)) return false;
  const parts = catalog.key('mirrormaker', key)?.parts;
  if (!parts || !parts.every((p) => CONNECTOR_PARTS.has(p))) return false;
  return !catalog.key('connect', key) && !(['producer', 'consumer', 'admin'] as const).some((r) => catalog.key(r, key));
}

/**
 * A MirrorMaker 2 connector run on a Connect cluster, by its connector.class, with the clusters it
 * talks to: the heartbeat connector only writes to its target.
 */
export function mirrorConnector(connectorClass: string | undefined): { kind: 'Source' | 'Checkpoint' | 'Heartbeat'; sides: Array<'source' | 'target'> } | undefined {
  const kind = /^org\.apache\.kafka\.connect\.mirror\.Mirror(Source|Checkpoint|Heartbeat)Connector$/.exec(connectorClass?.trim() ?? '')?.[1] as 'Source' | 'Checkpoint' | 'Heartbeat' | undefined;
  return kind && { kind, sides: kind === 'Heartbeat' ? ['target'] : ['source', 'target'] };
}

/**
 * Whether a connector config's `key` gives `setting` to one side's admin client, the first client
 * each connector builds at start: MirrorConnectorConfig.sourceAdminConfig / targetAdminConfig take
 * `<side>.cluster.*`, then `admin.*` and `<side>.admin.*` (a consumer.* setting does not reach it).
 */
export function reachesSideAdmin(key: string, side: 'source' | 'target', setting: string): boolean {
  const at = key.length - setting.length;
  if (at <= 0 || key.slice(at) !== setting) return false;
  return [`${side}.cluster.`, 'admin.', `${side}.admin.`].includes(key.slice(0, at));
}

/** A two-cluster MirrorMaker 2 file with one flow, plus `line`: the rule pages' examples. */
export const mm2Example = (line: string) => `clusters = primary, backup
primary.bootstrap.servers = kafka-a:9092
backup.bootstrap.servers = kafka-b:9092
primary->backup.enabled = true
${line}
`;
