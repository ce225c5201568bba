// The Kafka era a file was written for, read from the file itself. A broker file with
// zookeeper.connect and no process.roles runs a ZooKeeper-mode broker: that mode exists up to 3.9
// and was removed in 4.0 (KIP-833), where the file cannot start a broker at all (process.roles and
// node.id have no default). Checking it against 4.x would call every zookeeper.* key unknown,
// which is beside the point; it is checked against the last release line that runs it.
import { kafkaOfConfluentPlatform } from '../../../../common/src/kafka/confluentPlatform';
import type { ConfigEntry, Role } from '../model';

/** The newest release line with ZooKeeper mode; catalogFor('3.9') picks the generated 3.9.x. */
export const ZOOKEEPER_LAST = '3.9';
/** ClientVersion.origin for a version taken from the ZooKeeper-mode keys of the file. */
export const ZOOKEEPER_ORIGIN = 'ZooKeeper-mode keys in this file';

export function isZooKeeperBroker(role: Role | undefined, entries: readonly ConfigEntry[]): boolean {
  return role === 'broker' && entries.some((e) => e.key === 'zookeeper.connect') && !entries.some((e) => e.key === 'process.roles');
}

/**
 * The release a server-side file's own paths name: the folder of a Confluent Platform install
 * (`plugin.path=/opt/confluent-6.1.0/share/java`, Platform 6.1 = Apache Kafka 2.7) or of an Apache
 * Kafka distribution (`/opt/kafka_2.13-3.6.1/libs`, the archive's own folder name). Such a file is
 * read by that install's scripts, so its release beats "newest" when nothing else says (check 76:
 * a 6.1.0 worker's rest.port was called unread). Two different releases named say nothing.
 */
export function installedRelease(entries: readonly ConfigEntry[]): { version: string; origin: string } | undefined {
  const found = new Map<string, string>();
  for (const e of entries) {
    for (const m of (e.value ?? '').matchAll(/(?:^|[/\\])(confluent-(\d+\.\d+)\.\d+|kafka_2\.1[0-3]-(\d+\.\d+)\.\d+)(?=$|[/\\,\s])/g)) {
      const version = m[2] ? kafkaOfConfluentPlatform(m[2]) : m[3];
      if (!version) return undefined;
      found.set(version, `${e.key}: ${m[1]} is ${m[2] ? `Confluent Platform ${m[1].slice('confluent-'.length)}, built on Apache Kafka ${version}` : `the Apache Kafka ${m[1].split('-')[1]} distribution`}`);
    }
  }
  if (found.size !== 1) return undefined;
  const [[version, origin]] = found;
  return { version, origin };
}
