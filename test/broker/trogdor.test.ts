// Big runs handed to Trogdor, for real: a Trogdor coordinator and one agent per broker node (jars
// from Maven Central) against the embedded 3-node KRaft cluster, all on loopback. Checks that every
// agent's task ran and reported, that the result reads like any other, and that the run leaves no
// topic and no task behind — on success and when a task fails.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startCluster, type Cluster } from '../../scripts/kafka/embedded-broker';
import { startTrogdor, type Trogdor } from '../../scripts/kafka/trogdor';
import { leftoverTopics, makeKafka, runBenchmark } from '../../bench/src/index';
import { Coordinator } from '../../bench/src/trogdor/coordinator';
import { TOPIC_PREFIX } from '../../common/src/bench';

let cluster: Cluster;
let trogdor: Trogdor;

async function ourTopics(): Promise<string[]> {
  const admin = makeKafka({ bootstrap: cluster.bootstrap }).admin();
  await admin.connect();
  try { return await leftoverTopics(admin); } finally { await admin.disconnect(); }
}

describe('Trogdor hand-off on a 3-node cluster', { timeout: 600_000 }, () => {
  before(async () => {
    cluster = await startCluster({ nodes: 3 });
    trogdor = await startTrogdor({ agents: 3 });
  });
  after(async () => {
    await trogdor?.stop();
    await cluster?.stop();
  });

  it('runs one ProduceBench task per agent, sums what they sent and cleans up', async () => {
    const logs: string[] = [];
    const r = await runBenchmark({
      kind: 'producer', engine: 'trogdor', bootstrap: cluster.bootstrap, records: 3_001, recordSize: 200, throughput: 1_500, rounds: 1, partitions: 3,
      config: { acks: 'all', 'linger.ms': '5', 'batch.size': '16384' },
      trogdor: { coordinator: trogdor.coordinator, nodes: trogdor.nodes },
    }, {}, { log: (l) => logs.push(l) });
    assert.equal(r.engine, 'trogdor');
    assert.equal(r.label, 'Trogdor ProduceBench, 3 agents');
    // 3,001 records split 1,001 + 1,000 + 1,000: every agent's totalSent is counted.
    assert.equal(r.median.records, 3_001);
    assert.ok(r.median.recordsPerSec! > 0 && r.median.recordsPerSec! <= 3_001 / 0.5, `rec/s ${r.median.recordsPerSec}`);
    assert.ok(r.median.p50! <= r.median.p95! && r.median.p95! <= r.median.p99!, JSON.stringify(r.median));
    assert.ok(r.warnings.some((w) => w.includes('whole milliseconds')), 'the result says what Trogdor\'s figures are');
    assert.match(logs.join('\n'), /over 3 agent\(s\)/);
    assert.deepEqual(await ourTopics(), []);
    // The coordinator has forgotten the run's tasks.
    assert.deepEqual((await new Coordinator(new URL(trogdor.coordinator)).taskIds()).filter((id) => id.startsWith(TOPIC_PREFIX)), []);
  });

  it('a task that fails is reported with Trogdor\'s reason, and nothing is left behind', async () => {
    // acks=2 passes the benchmark's own checks but the Java client refuses it (ConfigDef ValidString).
    await assert.rejects(runBenchmark({
      kind: 'producer', engine: 'trogdor', bootstrap: cluster.bootstrap, records: 100, recordSize: 100, throughput: 100, rounds: 1, partitions: 1,
      config: { acks: '2' },
      trogdor: { coordinator: trogdor.coordinator, nodes: trogdor.nodes.slice(0, 1) },
    }, {}), /Trogdor task .* failed: .*acks/i);
    assert.deepEqual(await ourTopics(), []);
    assert.deepEqual((await new Coordinator(new URL(trogdor.coordinator)).taskIds()).filter((id) => id.startsWith(TOPIC_PREFIX)), []);
  });

  it('refuses a consumer run and a coordinator that is not on this machine', async () => {
    const base = { bootstrap: cluster.bootstrap, records: 10, recordSize: 10, throughput: -1, rounds: 1, config: {}, engine: 'trogdor' as const };
    await assert.rejects(runBenchmark({ ...base, kind: 'consumer', trogdor: { coordinator: trogdor.coordinator, nodes: ['node0'] } }, {}), /producers only/);
    await assert.rejects(runBenchmark({ ...base, kind: 'producer', trogdor: { coordinator: 'http://192.0.2.1:8889', nodes: ['node0'] } }, {}), /not on this machine/);
  });
});
