// Bytes on disk per record, where this machine can see them: a loopback broker whose log
// directories are readable here (the embedded broker, a local install). The broker appends each
// produce request's batches to the partition's active segment (`<log dir>/<topic>-<partition>/
// <base offset>.log`) before it answers, so the growth of those files over a round is what the
// round stored: batch headers, per-record overhead and compression included. One record per batch
// costs 11.4 % more disk here (docs/evidence/one-record-per-batch.md); this measures it instead of
// estimating it.
// Not measurable (undefined) when the directories are elsewhere (a broker in a container or on
// another host) or the topic preallocates its segments (catalog: preallocate, default false).
// Read-only: the probe lists and stats files of the run's own topic and nothing else.
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigResourceTypes, type Admin } from 'kafkajs';

export interface DiskProbe {
  /** Sum over partitions of the largest replica's `.log` bytes; undefined once a directory is gone. */
  bytes(): Promise<number | undefined>;
}

export async function diskProbe(admin: Admin, topic: string): Promise<DiskProbe | undefined> {
  const meta = await admin.fetchTopicMetadata({ topics: [topic] });
  const partitions = meta.topics[0]?.partitions ?? [];
  if (!partitions.length) return undefined;
  const brokerIds = [...new Set(partitions.flatMap((p) => p.replicas))];
  const described = await admin.describeConfigs({
    includeSynonyms: false,
    resources: [
      { type: ConfigResourceTypes.TOPIC, name: topic, configNames: ['preallocate'] },
      ...brokerIds.map((id) => ({ type: ConfigResourceTypes.BROKER, name: String(id), configNames: ['log.dirs', 'log.dir'] })),
    ],
  });
  const value = (type: ConfigResourceTypes, name: string, key: string) =>
    described.resources.find((r) => r.resourceType === type && r.resourceName === name)?.configEntries.find((e) => e.configName === key)?.configValue;
  if (value(ConfigResourceTypes.TOPIC, topic, 'preallocate') === 'true') return undefined;
  // log.dirs wins over log.dir (both comma-separated lists; log.dirs has no default).
  const dirsOf = (id: number) => (value(ConfigResourceTypes.BROKER, String(id), 'log.dirs') || value(ConfigResourceTypes.BROKER, String(id), 'log.dir') || '')
    .split(',').map((d) => d.trim()).filter(Boolean);

  // Each partition's directory on each replica that this machine can read; the topic name is the
  // run's own random one, so a directory that exists here can only be this topic's data.
  const replicaDirs: string[][] = [];
  for (const p of partitions) {
    const found: string[] = [];
    for (const id of p.replicas) {
      for (const d of dirsOf(id)) {
        const dir = join(d, `${topic}-${p.partitionId}`);
        if (await isDirectory(dir)) found.push(dir);
      }
    }
    if (!found.length) return undefined;
    replicaDirs.push(found);
  }
  return {
    async bytes() {
      let total = 0;
      for (const dirs of replicaDirs) {
        // The leader has everything acknowledged; a follower may still be fetching, so take the largest copy.
        const sizes = await Promise.all(dirs.map(logBytes));
        if (sizes.some((s) => s === undefined)) return undefined;
        total += Math.max(...(sizes as number[]));
      }
      return total;
    },
  };
}

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

async function logBytes(dir: string): Promise<number | undefined> {
  try {
    let sum = 0;
    for (const name of await readdir(dir)) if (name.endsWith('.log')) sum += (await stat(join(dir, name))).size;
    return sum;
  } catch {
    return undefined;
  }
}
