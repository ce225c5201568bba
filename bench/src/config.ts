// Effective site config (canonical key → string value) → what each engine needs. Defaults are
// the latest Java client's (docs/sources.md#producer-configs, #consumer-configs) for keys the site's `effective` map lacks, so a
// bare config still runs; librdkafka aliases (queue.buffering.max.ms…) map onto the same keys.
import type { ClientKind } from '../../common/src/model';
import type { CompressionTypes } from 'kafkajs';
import { compressionType } from './codecs';

export interface JavaProducerConfig {
  acks: -1 | 0 | 1;
  batchSize: number;
  lingerMs: number;
  bufferMemory: number;
  maxBlockMs: number;
  maxInFlight: number;
  maxRequestSize: number;
  requestTimeoutMs: number;
  compression: string;
  compressed: boolean;
  idempotence: boolean;
}

function num(cfg: Record<string, string>, keys: string[], dflt: number): number {
  for (const k of keys) {
    const v = cfg[k];
    if (v === undefined) continue;
    const n = Number(String(v).trim());
    if (Number.isFinite(n)) return n;
  }
  return dflt;
}

function str(cfg: Record<string, string>, keys: string[], dflt: string): string {
  for (const k of keys) if (cfg[k] !== undefined) return String(cfg[k]).trim();
  return dflt;
}

export function parseAcks(v: string): -1 | 0 | 1 {
  const a = v.trim().toLowerCase();
  if (a === 'all' || a === '-1') return -1;
  if (a === '0') return 0;
  return 1;
}

export function javaProducerConfig(cfg: Record<string, string>, client: ClientKind = 'java'): JavaProducerConfig {
  const rdk = client === 'librdkafka';
  const compression = str(cfg, ['compression.type', 'compression.codec', 'compression'], 'none').toLowerCase();
  return {
    acks: parseAcks(str(cfg, ['acks', 'request.required.acks'], rdk ? '-1' : 'all')),
    // librdkafka's batch.size is 1 MB by default (docs/sources.md#librdkafka-and-confluent-kafka-javascript); Java's is 16384.
    batchSize: num(cfg, ['batch.size'], rdk ? 1_000_000 : 16384),
    lingerMs: num(cfg, ['linger.ms', 'queue.buffering.max.ms'], 5),
    bufferMemory: num(cfg, ['buffer.memory'], rdk ? num(cfg, ['queue.buffering.max.kbytes'], 1048576) * 1024 : 33554432),
    maxBlockMs: num(cfg, ['max.block.ms'], 60000),
    maxInFlight: Math.max(1, num(cfg, ['max.in.flight.requests.per.connection', 'max.in.flight'], rdk ? 1_000_000 : 5)),
    maxRequestSize: num(cfg, ['max.request.size', 'message.max.bytes'], 1048576),
    requestTimeoutMs: num(cfg, ['request.timeout.ms'], 30000),
    compression,
    compressed: compression !== 'none' && compression !== '',
    // Java 3.2+ silently turns idempotence off when acks≠all and it was not set explicitly (A3).
    idempotence: str(cfg, ['enable.idempotence', 'idempotent'], rdk ? 'false' : 'true').toLowerCase() === 'true' && parseAcks(str(cfg, ['acks', 'request.required.acks'], 'all')) === -1,
  };
}

export function producerCompression(cfg: JavaProducerConfig): CompressionTypes {
  return compressionType(cfg.compression);
}

/** Java consumer keys → kafkajs consumer options (issue 5 mapping). */
export interface ConsumerMapping {
  minBytes: number;
  maxWaitTimeInMs: number;
  maxBytes: number;
  maxBytesPerPartition: number;
  maxPollRecords: number;
}

export function consumerMapping(cfg: Record<string, string>, client: ClientKind = 'java'): ConsumerMapping {
  if (client === 'kafkajs') {
    return {
      minBytes: num(cfg, ['minBytes'], 1),
      maxWaitTimeInMs: num(cfg, ['maxWaitTimeInMs'], 5000),
      maxBytes: num(cfg, ['maxBytes'], 10485760),
      maxBytesPerPartition: num(cfg, ['maxBytesPerPartition'], 1048576),
      maxPollRecords: Number.MAX_SAFE_INTEGER, // kafkajs hands over whole batches
    };
  }
  return {
    minBytes: num(cfg, ['fetch.min.bytes'], 1),
    maxWaitTimeInMs: num(cfg, ['fetch.max.wait.ms', 'fetch.wait.max.ms'], 500),
    maxBytes: num(cfg, ['fetch.max.bytes'], 52428800),
    maxBytesPerPartition: num(cfg, ['max.partition.fetch.bytes', 'fetch.message.max.bytes'], 1048576),
    maxPollRecords: Math.max(1, num(cfg, ['max.poll.records'], 500)),
  };
}
