// A producer benchmark handed to a Trogdor cluster: the product creates the topic (so it only ever
// deletes what it made), submits one ProduceBench task per agent node — the records and the rate
// split evenly — follows them through the coordinator, and reads their status into the same result
// shape as the other engines.
//
// Consumers are not offered: ConsumeBenchWorker reports no duration, and its CloseStatusUpdater
// checks whether the consumers are finished once every 60 s, so a task's life says nothing about
// how fast it read (a 15,000-record backlog read in well under a second still took 60 s).
import type { BenchResult, BenchSettingsInput, Metrics } from '../../../common/src/bench';
import { BenchError, connectClient, describeCluster, withBenchTopic } from '../connection';
import { disconnectAll, envelope, kafkaFor, parseBenchSettings, rethrowPlain, topicOptions, withFailureReport, type RunHooks } from '../run';
import { Coordinator, coordinatorUrl, type DoneTask } from './coordinator';
import { produceBenchSpec, UNTHROTTLED_RATE } from './spec';
import { produceStatus } from './status';

/** Said with every Trogdor result: what its figures are and are not. */
export const TROGDOR_NOTES = [
  'Trogdor reports latency percentiles in whole milliseconds per agent (its Histogram has 1 ms buckets and counts anything above 10 s as 10 s); the p50/p95/p99 shown are the slowest agent\'s.',
  'Trogdor reports no send duration: records/s is counted over the tasks\' whole life (topic check, client start and close included), so it reads lower than the other engines for short runs.',
];

export async function runTrogdor(input: BenchSettingsInput, hooks: RunHooks = {}): Promise<BenchResult> {
  const s = parseBenchSettings({ ...input, engine: 'trogdor' });
  if (s.kind !== 'producer') throw new BenchError('Trogdor runs producers only: its ConsumeBench reports no duration and checks for the end once a minute, so it cannot measure how fast a consumer reads. Use the built-in or the official engine for consumers.');
  if (!s.trogdor) throw new BenchError('A Trogdor run needs the coordinator\'s address and the agents\' node names.');
  const coordinator = new Coordinator(coordinatorUrl(s.trogdor.coordinator, s.allowNonLoopback));
  const nodes = s.trogdor.nodes;
  const round = withFailureReport(s, hooks);
  const admin = kafkaFor(s, round).admin();
  const submitted: string[] = [];
  try {
    await connectClient(admin, hooks.signal);
    const cluster = await describeCluster(admin, s.allowNonLoopback);
    const rf = Math.min(3, cluster.brokers);
    const rounds = await withBenchTopic(admin, { partitions: s.partitions, replicationFactor: rf, configs: rf >= 3 ? { 'min.insync.replicas': '2' } : {} }, async (topic) => {
      const out: Metrics[] = [];
      for (let r = 0; r < s.rounds; r++) {
        hooks.progress?.(`Trogdor round ${r + 1}/${s.rounds} on ${nodes.join(', ')}`, r / s.rounds);
        const ids = nodes.map((n) => `${topic}-r${r + 1}-${n}`);
        for (const [i, node] of nodes.entries()) {
          const ratePerSec = s.throughput > 0 ? Math.max(1, share(s.throughput, nodes.length, i)) : UNTHROTTLED_RATE;
          await coordinator.createTask(ids[i]!, produceBenchSpec(s, { topic, partitions: s.partitions, replicationFactor: rf, node, records: share(s.records, nodes.length, i), ratePerSec, durationMs: s.timeoutMs }));
          submitted.push(ids[i]!);
        }
        const done = await Promise.all(ids.map((id) => coordinator.untilDone(id, s.timeoutMs + 30_000, hooks.signal)));
        const failed = done.findIndex((d) => d.error || d.cancelled);
        if (failed >= 0) throw new BenchError(`Trogdor task ${ids[failed]} ${done[failed]!.cancelled ? 'was stopped before it finished' : `failed: ${done[failed]!.error}`}`);
        const m = producerMetrics(done);
        hooks.log?.(`round ${r + 1}: ${Math.round(m.recordsPerSec!)} rec/s over ${nodes.length} agent(s), slowest agent p99 ${m.p99} ms`);
        out.push(m);
      }
      return out;
    }, topicOptions(s, round, cluster));
    return envelope(s, 'producer', `Trogdor ProduceBench, ${nodes.length} agent${nodes.length === 1 ? '' : 's'}`, rounds, [...TROGDOR_NOTES], cluster.describe);
  } catch (e) {
    rethrowPlain(e, s);
  } finally {
    // A task still running (cancel, a failure in another task) is stopped; then the coordinator
    // forgets every task of this run.
    await Promise.allSettled(submitted.map(async (id) => {
      const t = await coordinator.task(id).catch(() => undefined);
      if (t && t.state !== 'DONE') await coordinator.stopTask(id);
      await coordinator.destroyTask(id);
    }));
    await disconnectAll([admin]);
  }
}

/** Agent i's part of a total split over n agents (the first ones take the remainder). */
export function share(total: number, n: number, i: number): number {
  return Math.floor(total / n) + (i < total % n ? 1 : 0);
}

/** Every agent's figures as one round: records summed, over the tasks' whole span, the slowest agent's percentiles. */
export function producerMetrics(done: DoneTask[]): Metrics {
  const st = done.map((d) => produceStatus(d.status));
  const records = st.reduce((a, x) => a + x.totalSent, 0);
  const ms = Math.max(1, Math.max(...done.map((d) => d.doneMs)) - Math.min(...done.map((d) => d.startedMs)));
  return {
    records,
    recordsPerSec: (records * 1000) / ms,
    avgMs: records ? st.reduce((a, x) => a + x.averageLatencyMs * x.totalSent, 0) / records : NaN,
    p50: Math.max(...st.map((x) => x.p50LatencyMs)),
    p95: Math.max(...st.map((x) => x.p95LatencyMs)),
    p99: Math.max(...st.map((x) => x.p99LatencyMs)),
    durationMs: ms,
  };
}
