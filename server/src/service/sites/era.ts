// The Kafka era a file was written for, read from the file itself. A broker file with
// zookeeper.connect and no process.roles runs a ZooKeeper-mode broker: that mode exists up to 3.9
// and was removed in 4.0 (KIP-833), where the file cannot start a broker at all (process.roles and
// node.id have no default). Checking it against 4.x would call every zookeeper.* key unknown,
// which is beside the point; it is checked against the last release line that runs it.
import type { ConfigEntry, Role } from '../model';

/** The newest release line with ZooKeeper mode; catalogFor('3.9') picks the generated 3.9.x. */
export const ZOOKEEPER_LAST = '3.9';
/** ClientVersion.origin for a version taken from the ZooKeeper-mode keys of the file. */
export const ZOOKEEPER_ORIGIN = 'ZooKeeper-mode keys in this file';

export function isZooKeeperBroker(role: Role | undefined, entries: readonly ConfigEntry[]): boolean {
  return role === 'broker' && entries.some((e) => e.key === 'zookeeper.connect') && !entries.some((e) => e.key === 'process.roles');
}
