// Three starting points, each trading one corner of the throughput / latency / durability triangle
// for the others. The figures behind each trade are in docs/evidence/ (linger-cost.md,
// one-record-per-batch.md, acks-three-replicas.md, fetch-min-bytes-unreachable.md).
import type { TextEdit } from 'vscode-languageserver-types';
import { lingerWait } from '../../../common/src/kafka/lingerWait';
import { RECORD_BATCH_OVERHEAD, recordSize } from '../../../common/src/kafka/recordBatch';
import { arrivals } from './compute';
import { writableName } from './defaults';
import { editsFor } from './edits';
import type { ClientKind, ConfigSite, Role, SourceDocument } from './model';
import { ruleContext } from './rules/context';
import { EMPTY_WORKSPACE } from './workspace';

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
    trade: 'larger batches and lz4; a record waits up to linger.ms for its batch when the rate cannot fill it',
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

const MIB = 1024 * 1024;

/**
 * The throughput preset fitted to the declared workload, so its own hover does not then show a
 * value it cannot use: linger.ms within a fifth of a declared p99 budget (what linger-exceeds-slo
 * suggests), batch.size no larger than what that window collects per partition at the declared
 * rate (never below the 16 KiB default), buffer.memory two such batches per partition and not
 * written when the 32 MiB default already holds them. Without a workload the fixed values stay.
 */
export function fittedValues(preset: Preset, doc: SourceDocument, site: ConfigSite): Array<[string, string]> {
  if (preset.id !== 'throughput' || preset.role !== 'producer') return preset.values;
  const w = site.workload;
  const values = new Map(preset.values);
  let linger = Number(values.get('linger.ms'));
  if (w.p99Ms !== undefined) linger = Math.max(0, Math.min(linger, Math.floor(w.p99Ms / 5)));
  values.set('linger.ms', String(linger));
  const a = w.recordBytes !== undefined ? arrivals(ruleContext(doc, site, EMPTY_WORKSPACE)) : undefined;
  let batchSize = Number(values.get('batch.size'));
  if (a && w.recordBytes !== undefined) {
    // The records one window brings (the capacity left open), with a quarter to spare for bursts.
    const carried = lingerWait(a.perQueue, linger, Number.MAX_SAFE_INTEGER).recordsPerBatch;
    const bytes = RECORD_BATCH_OVERHEAD + carried * 1.25 * recordSize({ valueBytes: w.recordBytes, keyBytes: w.keyBytes ?? null }, 1);
    batchSize = Math.min(batchSize, Math.max(16384, 2 ** Math.ceil(Math.log2(bytes))));
    values.set('batch.size', String(batchSize));
  }
  const partitions = w.partitions ?? 1;
  const memory = Math.max(32 * MIB, Math.ceil((2 * batchSize * partitions) / MIB) * MIB);
  if (w.partitions !== undefined || a) {
    if (memory === 32 * MIB) values.delete('buffer.memory');
    else values.set('buffer.memory', String(memory));
  }
  return [...values];
}

/** The presets a site can take, each with the edits that write it in the site's own syntax. */
export function presetsOfSite(doc: SourceDocument, site: ConfigSite): Array<{ preset: Preset; edits: TextEdit[] }> {
  if (!site.role) return [];
  const client = site.client.client;
  const out: Array<{ preset: Preset; edits: TextEdit[] }> = [];
  for (const preset of PRESETS.filter((p) => p.role === site.role)) {
    const values = presetValuesFor({ ...preset, values: fittedValues(preset, doc, site) }, client, (key) => writableName(site, key) !== undefined);
    if (values.length === 0) continue;
    const edits = editsFor(doc, site, values.map(([key, value]) => ({ kind: 'set' as const, key, value })));
    if (edits && edits.length > 0) out.push({ preset, edits });
  }
  return out;
}
