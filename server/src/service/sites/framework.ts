// Kafka Streams, Connect and MirrorMaker configs hold their own keys next to client keys and hand
// prefixed keys (producer.*, consumer.*…) to the clients they create. Their ConfigDefs are not in
// the client catalogs, so such a file is recognised by keys only they define.
import type { ConfigEntry } from '../model';

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
