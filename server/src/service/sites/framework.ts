// Kafka Streams, Connect and MirrorMaker configs hold their own keys next to client keys and hand
// prefixed keys (producer.*, consumer.*…) to the clients they create. Their ConfigDefs are not in
// the client catalogs, so such a file is recognised by keys only they define.
import type { ConfigEntry, Role } from '../model';

export type Framework = 'streams' | 'connect' | 'mirrormaker';

// StreamsConfig, WorkerConfig/DistributedConfig/StandaloneConfig/ConnectorConfig, MirrorMakerConfig.
const MARKERS: Array<[Framework, RegExp]> = [
  ['streams', /^(application\.id|processing\.guarantee|default\.(key|value)\.serde|num\.stream\.threads|state\.dir|num\.standby\.replicas|topology\.optimization|statestore\.cache\.max\.bytes|cache\.max\.bytes\.buffering|default\.timestamp\.extractor|default\.deserialization\.exception\.handler|default\.production\.exception\.handler)$/],
  ['connect', /^((key|value|header)\.converter|(offset|config|status)\.storage\.(topic|replication\.factor|partitions)|offset\.storage\.file\.filename|plugin\.path|connector\.class|tasks\.max|offset\.flush\.interval\.ms|rest\.(port|host\.name|advertised\.host\.name))$/],
  ['mirrormaker', /^(clusters|[\w-]+->[\w-]+\.(enabled|topics))$/],
];

export function frameworkOf(entries: readonly ConfigEntry[]): Framework | undefined {
  for (const e of entries) {
    const hit = MARKERS.find(([, re]) => re.test(e.key));
    if (hit) return hit[0];
  }
  return undefined;
}

/**
 * The prefixes each framework role hands to a client (or topic) ConfigDef, longest first:
 * StreamsConfig.{MAIN,RESTORE,GLOBAL}_CONSUMER_PREFIX, PRODUCER_PREFIX, CONSUMER_PREFIX,
 * ADMIN_CLIENT_PREFIX, TOPIC_PREFIX; the Connect worker's producer./consumer./admin. (Worker
 * producerConfigs…); a connector's producer.override. etc. (KIP-458); MirrorMaker 2 per cluster.
 */
/**
 * A distributed worker's settings for its internal topics (KIP-605, Kafka 2.6): every
 * config.storage.*, offset.storage.* and status.storage.* key the worker does not define itself is
 * a topic setting of that topic (DistributedConfig.topicSettings; it drops cleanup.policy with a
 * warning, since those topics are always compacted). Check 59: offset.storage.cleanup.policy was
 * called no setting of any Kafka version.
 */
const INTERNAL_TOPIC_PREFIXES: Array<[string, Role]> = [['config.storage.', 'topic'], ['offset.storage.', 'topic'], ['status.storage.', 'topic']];

export const ROLE_PREFIXES: Partial<Record<Role, Array<[string, Role]>>> = {
  streams: [['main.consumer.', 'consumer'], ['restore.consumer.', 'consumer'], ['global.consumer.', 'consumer'],
    ['producer.', 'producer'], ['consumer.', 'consumer'], ['admin.', 'admin'], ['topic.', 'topic']],
  connect: [['producer.', 'producer'], ['consumer.', 'consumer'], ['admin.', 'admin'], ...INTERNAL_TOPIC_PREFIXES],
  connector: [['producer.override.', 'producer'], ['consumer.override.', 'consumer'], ['admin.override.', 'admin']],
  mirrormaker: [['producer.', 'producer'], ['consumer.', 'consumer'], ['admin.', 'admin']],
};


/**
 * The roles whose keys a framework hands on unprefixed: Streams to every client it creates
 * (StreamsConfig.getMainConsumerConfigs…), a Connect worker to its internal topics' clients, and
 * MirrorMaker 2 to its clusters' clients and workers. A connector's config goes to the connector.
 */
export function passesKeysTo(role: Role | undefined): readonly Role[] {
  if (role === 'streams' || role === 'connect') return ['producer', 'consumer', 'admin'];
  if (role === 'mirrormaker') return ['producer', 'consumer', 'admin', 'connect'];
  return [];
}
