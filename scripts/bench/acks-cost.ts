// What acks=all costs, measured where it can be measured: on one broker there is no follower to wait
// for, so the cost only shows with replicas. Evidence page: docs/evidence/acks-three-replicas.md.
// On a 3-node embedded cluster (topic RF=3, min.insync.replicas=2, created by the engine):
//   1. acks=1 vs acks=all with the built-in engine (Java batching emulated on kafkajs), throttled,
//      ≥ 3 rounds, the same config otherwise (idempotence off for both, so only acks differs);
//      prints p50/p99 of both and the difference.
//   2. an acks=all run during which two brokers (the partition's followers) are stopped: it must end
//      with NOT_ENOUGH_REPLICAS, explained in plain words.
//   3. stops the cluster and checks no JVM or temp dir of it is left.
// Exit code 1 when the cost is not measurable or the failure is not NOT_ENOUGH_REPLICAS.
// Usage: npm run bench:acks [-- --records N --rate R --rounds K]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { Kafka, logLevel } from 'kafkajs';
import { TOPIC_PREFIX, type BenchResult } from '../../common/src/bench';
import { runProducerBench } from '../../bench/src/index';
import { startCluster, type Cluster } from '../kafka/embedded-broker';

const arg = (k: string, d: number) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? Number(process.argv[i + 1]) : d; };
const RECORDS = arg('records', 2500);
const RATE = arg('rate', 500);
const ROUNDS = Math.max(3, arg('rounds', 3));
const SIZE = 512;
const BASE = { 'linger.ms': '5', 'batch.size': '16384', 'compression.type': 'none', 'enable.idempotence': 'false', 'max.in.flight.requests.per.connection': '5' };

const f = (n: number) => n.toFixed(1).padStart(7);

function line(name: string, r: BenchResult): string {
  const m = r.median;
  return `${name.padEnd(9)} p50 ${f(m.p50)} ms [${r.min.p50.toFixed(1)}–${r.max.p50.toFixed(1)}]  p99 ${f(m.p99)} ms [${r.min.p99.toFixed(1)}–${r.max.p99.toFixed(1)}]  ${m.recordsPerSec.toFixed(0)} rec/s  ${m.recordsPerRequest.toFixed(1)} rec/req`;
}

/** JVMs whose command line names the cluster's dir (its nodes' configs live there). */
function jvmsOf(dir: string): number[] {
  const pids: number[] = [];
  for (const p of readdirSync('/proc')) {
    if (!/^\d+$/.test(p)) continue;
    try { if (readFileSync(`/proc/${p}/cmdline`, 'utf8').includes(dir)) pids.push(Number(p)); } catch { /* exited meanwhile */ }
  }
  return pids;
}

async function main(): Promise<number> {
  let failures = 0;
  const t0 = performance.now();
  const cluster: Cluster = await startCluster({ nodes: 3 });
  console.log(`3-node cluster at ${cluster.bootstrap} (nodes ${cluster.nodeIds.join(', ')}) up in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const kafka = new Kafka({ clientId: 'acks-cost', brokers: cluster.bootstrap.split(','), logLevel: logLevel.NOTHING });
  const admin = kafka.admin();
  try {
    await admin.connect();
    const bench = (acks: string, extra: Partial<Parameters<typeof runProducerBench>[0]> = {}, hooks: Parameters<typeof runProducerBench>[1] = {}) =>
      runProducerBench({ kind: 'producer', engine: 'kafkajs', client: 'java', bootstrap: cluster.bootstrap, records: RECORDS, recordSize: SIZE, throughput: RATE, rounds: ROUNDS, partitions: 1, config: { ...BASE, acks }, ...extra }, hooks);

    console.log(`\n1. acks cost: ${RECORDS} × ${SIZE} B at ${RATE} rec/s, ${ROUNDS} rounds each, topic RF=3 min.insync.replicas=2, Java batching emulated (linger.ms=5, batch.size=16384, no compression, idempotence off)`);
    // Unmeasured: the brokers' JIT and the first segment would otherwise be charged to whichever runs first.
    await bench('1', { records: Math.min(RECORDS, 1000), rounds: 1 });
    const one = await bench('1');
    const all = await bench('all');
    console.log(`   cluster: ${all.cluster}`);
    for (const w of all.warnings) console.log(`   note: ${w}`);
    console.log(`   ${line('acks=1', one)}\n   ${line('acks=all', all)}`);
    const d50 = all.median.p50 - one.median.p50, d99 = all.median.p99 - one.median.p99;
    console.log(`   acks=all − acks=1: p50 ${d50 >= 0 ? '+' : ''}${d50.toFixed(1)} ms (${(all.median.p50 / one.median.p50).toFixed(2)}×), p99 ${d99 >= 0 ? '+' : ''}${d99.toFixed(1)} ms (${(all.median.p99 / one.median.p99).toFixed(2)}×)`);
    // Measurable = every acks=all round's p50 is above every acks=1 round's p50 (not noise between rounds).
    const measurable = all.min.p50 > one.max.p50;
    console.log(`   ${measurable ? 'MEASURABLE' : 'NOT MEASURABLE'}: slowest acks=1 round p50 ${one.max.p50.toFixed(1)} ms vs fastest acks=all round p50 ${all.min.p50.toFixed(1)} ms — acks=all waits for the followers' fetch of each batch.`);
    if (!measurable) failures++;

    console.log('\n2. acks=all while two brokers stop (the partition\'s followers): the write must be refused');
    let stopping: Promise<number[]> | undefined;
    const stopFollowers = async (): Promise<number[]> => {
      const topic = (await admin.listTopics()).find((t) => t.startsWith(TOPIC_PREFIX));
      if (!topic) throw new Error('the benchmark topic was not found');
      const [p] = (await admin.fetchTopicMetadata({ topics: [topic] })).topics[0]!.partitions;
      const followers = p!.replicas.filter((r) => r !== p!.leader);
      console.log(`   ${topic}: leader ${p!.leader}, replicas ${p!.replicas.join(',')}, ISR ${p!.isr.join(',')}; stopping brokers ${followers.join(' and ')}`);
      for (const id of followers) {
        const t = performance.now();
        await cluster.stopNode(id);
        // Wait (bounded) until the controller has taken the stopped broker out of the ISR: stopping the
        // second follower before the first one's ISR change is committed leaves acks=all waiting forever.
        let isr: number[] = [];
        for (const deadline = performance.now() + 20_000; performance.now() < deadline;) { // each pass is one metadata round trip
          isr = (await admin.fetchTopicMetadata({ topics: [topic] }).catch(() => undefined))?.topics[0]?.partitions[0]?.isr ?? isr;
          if (!isr.includes(id)) break;
        }
        console.log(`   broker ${id} stopped in ${((performance.now() - t) / 1000).toFixed(1)} s; ISR now ${isr.join(',')}`);
      }
      return followers;
    };
    let stoppedAt = 0;
    const err = await bench('all', { records: 1_000_000, rounds: 1, throughput: 2000, timeoutMs: 60_000 }, {
      progress: (m) => { if (m.startsWith('round 1') && !stopping) stopping = stopFollowers().then((ids) => { stoppedAt = performance.now(); return ids; }); },
    }).then(() => undefined, (e: unknown) => e as Error);
    const endedAt = performance.now();
    await stopping?.catch((e: unknown) => console.log(`   stopping brokers failed: ${(e as Error).message}`));
    if (!err) { console.log('   UNEXPECTED: the run completed'); failures++; }
    else {
      console.log(`   the run ended ${stoppedAt ? `${((endedAt - stoppedAt) / 1000).toFixed(1)} s after the second broker stopped` : 'before the brokers were stopped'} with:\n   "${err.message}"`);
      const ok = /NOT_ENOUGH_REPLICAS/.test(err.message) && /min\.insync\.replicas/.test(err.message);
      console.log(`   ${ok ? 'OK: NOT_ENOUGH_REPLICAS, explained' : 'UNEXPECTED error (wanted NOT_ENOUGH_REPLICAS)'}`);
      if (!ok) failures++;
    }
  } finally {
    await admin.disconnect().catch(() => undefined);
    await cluster.stop();
    const left = jvmsOf(cluster.dir);
    const dirLeft = existsSync(cluster.dir);
    console.log(`\n3. cluster stopped: ${left.length} JVM(s) left${left.length ? ` (pids ${left.join(', ')})` : ''}, temp dir ${dirLeft ? `LEFT at ${cluster.dir}` : 'removed'}`);
    if (left.length || dirLeft) failures++;
  }
  return failures;
}

if (require.main === module) {
  main().then((failures) => { if (failures) { console.error(`${failures} check(s) failed`); process.exitCode = 1; } }, (e) => { console.error(e instanceof Error ? e.message : e); process.exitCode = 1; });
}
