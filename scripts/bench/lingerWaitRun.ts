// Runs scripts/bench/LingerWait.java (Apache Kafka's own producer, the embedded broker's jars)
// and sets each measured phase beside the prediction of common/src/kafka/lingerWait.ts. Shared by
// `npm run bench:linger-wait` (figures for docs/evidence/linger-wait.md) and the broker test that
// holds the model to a tolerance.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { z } from 'zod';
import { lingerWait, type LingerWait } from '../../common/src/kafka/lingerWait';
import { RECORD_BATCH_OVERHEAD, recordSize, recordsPerBatch } from '../../common/src/kafka/recordBatch';
import { kafkaClasspath } from '../kafka/jvm';

export interface WaitPhase {
  partitions: number;
  rate: number;
  lingerMs: number;
  batchSize: number;
  recordBytes: number;
  /** keyed: an 8-byte key, records spread evenly over the partitions; keyless: the built-in sticky partitioner. */
  keyed: boolean;
  seconds: number;
}

const KEY_BYTES = 8;

const measuredSchema = z.object({
  sent: z.number(), acked: z.number(), failed: z.number(),
  meanLatencyMs: z.number(), requestLatencyMs: z.number(), batchQueueMs: z.number(), batchBytesAvg: z.number(), recordsPerRequest: z.number(),
});
export type Measured = z.infer<typeof measuredSchema> & {
  /** send()→ack minus the request round trip: the record's own wait before its request left. */
  waitMs: number;
  /** Records per batch, from batch-size-avg and the record's size in the batch. */
  recordsPerBatch: number;
};

export interface Compared {
  phase: WaitPhase;
  /** Arrivals per second into one batch queue, as the model takes them. */
  queueRate: number;
  predicted: LingerWait;
  measured: Measured;
}

/**
 * The rate one batch queue sees: keyed records split evenly over the partitions; records without
 * a key go to one sticky partition at a time (BuiltInPartitioner, KIP-794), so its batch sees
 * the whole rate.
 */
export function queueRate(p: WaitPhase): number {
  return p.keyed ? p.rate / p.partitions : p.rate;
}

export function predict(p: WaitPhase): LingerWait {
  const shape = { valueBytes: p.recordBytes, keyBytes: p.keyed ? KEY_BYTES : null };
  return lingerWait(queueRate(p), p.lingerMs, recordsPerBatch(p.batchSize, shape).records);
}

export function phaseArg(p: WaitPhase): string {
  return [p.partitions, p.rate, p.lingerMs, p.batchSize, p.recordBytes, p.keyed ? 'keyed' : 'keyless', p.seconds].join(':');
}

/** One JVM for all phases (plus one unmeasured warm-up second); resolves with one comparison per phase. */
export function runLingerWait(bootstrap: string, phases: WaitPhase[], timeoutMs = 300_000): Promise<Compared[]> {
  const source = join(__dirname, 'LingerWait.java');
  return new Promise((resolve, reject) => {
    const child = spawn('java', ['-Xmx256m', '-cp', kafkaClasspath(), source, bootstrap, ...phases.map(phaseArg)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '', err = '';
    const timer = setTimeout(() => { child.kill('SIGKILL'); reject(new Error(`LingerWait.java did not finish within ${timeoutMs} ms`)); }, timeoutMs);
    child.stdout.on('data', (d: Buffer) => { out += d.toString(); });
    child.stderr.on('data', (d: Buffer) => { err = (err + d.toString()).slice(-4000); });
    child.on('error', (e) => { clearTimeout(timer); reject(e); });
    child.on('close', (code) => {
      clearTimeout(timer);
      const lines = out.split('\n').filter((l) => l.startsWith('{'));
      if (code !== 0 || lines.length !== phases.length) { reject(new Error(`LingerWait.java exited ${code} with ${lines.length}/${phases.length} phases: ${err.split('\n').filter((l) => /Exception|Error/.test(l)).slice(0, 5).join(' | ')}`)); return; }
      resolve(lines.map((l, i) => {
        const m = measuredSchema.parse(JSON.parse(l));
        const p = phases[i];
        const perRecord = recordSize({ valueBytes: p.recordBytes, keyBytes: p.keyed ? KEY_BYTES : null }, 1);
        return {
          phase: p,
          queueRate: queueRate(p),
          predicted: predict(p),
          measured: { ...m, waitMs: m.meanLatencyMs - m.requestLatencyMs, recordsPerBatch: (m.batchBytesAvg - RECORD_BATCH_OVERHEAD) / perRecord },
        };
      }));
    });
  });
}
