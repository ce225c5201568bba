// Three starting points, each trading one corner of the throughput / latency / durability triangle
// for the others. The figures behind each trade are in docs/evidence/ (linger-cost.md,
// one-record-per-batch.md, acks-three-replicas.md, fetch-min-bytes-unreachable.md).
import type { TextEdit } from 'vscode-languageserver-types';
import { writableName } from './defaults';
import { editsFor } from './edits';
import type { ClientKind, ConfigSite, Role, SourceDocument } from './model';

export interface Preset {
  id: 'latency' | 'throughput' | 'durability';
  role: Role;
  title: string;
  /** What the preset gives up, shown in the action's title. */
  trade: string;
  values: Array<[string, string]>;
}

export const PRESETS: readonly Preset[] = [
  {
    id: 'latency', role: 'producer', title: 'tune producer for latency',
    trade: 'sends almost at once; small batches cost throughput and collapse first near capacity',
    // No acks=1 here: it would silently turn idempotence off (docs/sources.md#idempotence) and our own
    // idempotence-conflict rule would flag the preset's result.
    values: [['linger.ms', '0'], ['batch.size', '16384'], ['compression.type', 'none']],
  },
  {
    id: 'throughput', role: 'producer', title: 'tune producer for throughput',
    trade: 'larger batches and lz4 add up to ~linger/2 latency per record when the rate cannot fill a batch',
    values: [['linger.ms', '20'], ['batch.size', '262144'], ['compression.type', 'lz4'], ['buffer.memory', '268435456']],
  },
  {
    id: 'durability', role: 'producer', title: 'tune producer for durability',
    trade: 'waits for in-sync replicas and blocks rather than drops; pair with min.insync.replicas=2',
    values: [['acks', 'all'], ['enable.idempotence', 'true'], ['max.in.flight.requests.per.connection', '5'], ['delivery.timeout.ms', '120000'], ['max.block.ms', '5000']],
  },
  {
    id: 'latency', role: 'consumer', title: 'tune consumer for latency',
    trade: 'answers fetches at once; more, smaller fetch requests',
    values: [['fetch.min.bytes', '1'], ['fetch.max.wait.ms', '100']],
  },
  {
    id: 'throughput', role: 'consumer', title: 'tune consumer for throughput',
    trade: 'fetches wait for ~32 KB or 500 ms, fewer requests; adds up to fetch.max.wait.ms on quiet partitions',
    values: [['fetch.min.bytes', '32768'], ['fetch.max.wait.ms', '500'], ['max.partition.fetch.bytes', '1048576']],
  },
  {
    id: 'durability', role: 'consumer', title: 'tune consumer for durability',
    trade: 'reads only committed data and commits offsets yourself after processing',
    values: [['isolation.level', 'read_committed'], ['enable.auto.commit', 'false'], ['auto.offset.reset', 'earliest']],
  },
];

/**
 * A preset's values as this client can take them: kafkajs has no linger.ms, batch.size or
 * buffer.memory (every send() is a request, docs/sources.md#kafkajs), and spells acks=all as -1.
 */
export function presetValuesFor(preset: Preset, client: ClientKind, hasKey: (key: string) => boolean): Array<[string, string]> {
  return preset.values
    .filter(([key]) => client === 'java' || hasKey(key))
    .map(([key, value]) => (client === 'kafkajs' && key === 'acks' && value === 'all' ? [key, '-1'] : [key, value]));
}

/** The presets a site can take, each with the edits that write it in the site's own syntax. */
export function presetsOfSite(doc: SourceDocument, site: ConfigSite): Array<{ preset: Preset; edits: TextEdit[] }> {
  if (!site.role) return [];
  const client = site.client.client;
  const out: Array<{ preset: Preset; edits: TextEdit[] }> = [];
  for (const preset of PRESETS.filter((p) => p.role === site.role)) {
    const values = presetValuesFor(preset, client, (key) => writableName(site, key) !== undefined);
    if (values.length === 0) continue;
    const edits = editsFor(doc, site, values.map(([key, value]) => ({ kind: 'set' as const, key, value })));
    if (edits && edits.length > 0) out.push({ preset, edits });
  }
  return out;
}
