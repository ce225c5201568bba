// "Migrate to the consumer group protocol (KIP-848)": a refactoring offered on a classic consumer
// config. It writes group.protocol=consumer and removes the keys the new protocol refuses — the
// Java consumer from 4.0 (ConsumerConfig CONSUMER_PROTOCOL_UNSUPPORTED_CONFIGS) and librdkafka from
// 2.10 (rd_kafka_conf_finalize) throw at construction when they are set. Their jobs move to the
// broker: group.consumer.session.timeout.ms and group.consumer.heartbeat.interval.ms (or the
// per-group consumer.session.timeout.ms / consumer.heartbeat.interval.ms), and a server-side
// assignor named by group.remote.assignor. A client-side strategy with a server-side twin becomes
// that assignor (range → range; the cooperative/sticky/round-robin ones spread partitions evenly,
// which the uniform assignor does); any other is dropped and the broker picks its default.
import { compareVersions } from './catalog';
import type { ConfigSite, FixIntent } from './model';

/** Keys each client refuses under group.protocol=consumer. */
const REFUSED: Record<'java' | 'librdkafka', string[]> = {
  java: ['session.timeout.ms', 'heartbeat.interval.ms', 'partition.assignment.strategy'],
  librdkafka: ['session.timeout.ms', 'heartbeat.interval.ms', 'partition.assignment.strategy', 'group.protocol.type'],
};

/** The first version in which the client runs the consumer protocol as generally available. */
const GA: Record<'java' | 'librdkafka', string> = { java: '4.0', librdkafka: '2.10.0' };

function remoteAssignor(strategy: string | undefined): string | undefined {
  if (!strategy) return undefined;
  const names = strategy.split(',').map((s) => s.trim()).filter(Boolean);
  if (names.length !== 1) return undefined;
  const n = names[0].toLowerCase();
  if (/(^|\.)rangeassignor$|^range$/.test(n)) return 'range';
  if (/(cooperativesticky|sticky|roundrobin)assignor$|^(cooperative-sticky|roundrobin)$/.test(n)) return 'uniform';
  return undefined;
}

export interface Migration {
  title: string;
  intents: FixIntent[];
}

/** The migration for a consumer site on the classic protocol, or undefined where it does not apply. */
export function groupProtocolMigration(site: ConfigSite): Migration | undefined {
  const client = site.client.client;
  if (site.role !== 'consumer' || (client !== 'java' && client !== 'librdkafka')) return undefined;
  const version = site.client.version;
  if (version && compareVersions(version, GA[client]) < 0) return undefined;
  const last = new Map(site.entries.map((e) => [e.key, e]));
  if (!last.has('group.id')) return undefined;
  const protocol = last.get('group.protocol');
  if (protocol && protocol.value?.trim().toLowerCase() !== 'classic') return undefined;
  if (site.entries.some((e) => e.shared)) return undefined;
  const intents: FixIntent[] = [{ kind: 'set', key: 'group.protocol', value: 'consumer' }];
  const removed: string[] = [];
  for (const key of REFUSED[client]) {
    for (const e of site.entries.filter((x) => x.key === key)) intents.push({ kind: 'remove', entry: e });
    if (last.has(key)) removed.push(key);
  }
  const assignor = remoteAssignor(last.get('partition.assignment.strategy')?.value);
  if (assignor && !last.has('group.remote.assignor')) intents.push({ kind: 'set', key: 'group.remote.assignor', value: assignor });
  const moved = removed.length ? `; removes ${removed.join(', ')} (the broker's group.consumer.* settings take over${assignor ? `, group.remote.assignor=${assignor}` : ''})` : '';
  return { title: `Migrate to group.protocol=consumer (KIP-848)${moved}`, intents };
}
