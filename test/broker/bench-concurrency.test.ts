// Issue 6, concurrency: two benchmarks started at once on one broker (both finish, each on its own
// topic, both deleted), a cancel at every phase (connect / create topic / produce / consume /
// clean-up) ends in BenchCancelled with nothing left behind, and the results history (ResultStore
// over a memento that behaves like VS Code's workspaceState) keeps both results of two runs that
// finish together. Every run is awaited with a bound; leaks are counted as open sockets.
import { strict as assert } from 'node:assert';
import { Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type * as vscode from 'vscode';
import { startCluster, type Cluster } from '../../scripts/kafka/embedded-broker';
import { waitUntil } from '../support/waitUntil';
import { BenchCancelled, leftoverTopics, makeKafka, runConsumerBench, runProducerBench } from '../../bench/src/index';
import type { RunHooks } from '../../bench/src/index';
import { ResultStore } from '../../client/src/bench/ui/store';
import { benchResultSchema, type BenchResult, type BenchSettingsInput } from '../../common/src/bench';

let cluster: Cluster;
let port: number;

function socketsToBroker(): number {
  const handles = (process as unknown as { _getActiveHandles(): unknown[] })._getActiveHandles();
  return handles.filter((h) => h instanceof Socket && !h.destroyed && h.remotePort === port).length;
}

async function ourTopics(): Promise<string[]> {
  const admin = makeKafka({ bootstrap: cluster.bootstrap }).admin();
  await admin.connect();
  try { return await leftoverTopics(admin); } finally { await admin.disconnect(); }
}

/** Nothing left: no socket of ours to the broker, no kafka-tuning-bench-* topic. */
async function assertClean(what: string): Promise<void> {
  await waitUntil(() => socketsToBroker() === 0, 5_000, () => `${what}: ${socketsToBroker()} socket(s) to the broker still open (leaked client)`);
  let left: string[] = [];
  await waitUntil(async () => (left = await ourTopics()).length === 0, 10_000, () => `${what}: topics left ${left.join(', ')}`);
  await waitUntil(() => socketsToBroker() === 0, 5_000, () => `${what}: the check's own admin leaked`);
}

function bounded<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let t: NodeJS.Timeout | undefined;
  return Promise.race([p, new Promise<never>((_, rej) => { t = setTimeout(() => rej(new Error(`${what}: not settled after ${ms} ms`)), ms); })]).finally(() => clearTimeout(t));
}

const producerSettings = (extra: Partial<BenchSettingsInput> = {}): BenchSettingsInput => ({
  kind: 'producer', bootstrap: cluster.bootstrap, records: 4_000, recordSize: 512, throughput: 2_000, rounds: 2,
  config: { acks: '1', 'linger.ms': '5', 'batch.size': '16384' }, ...extra,
});
const consumerSettings = (extra: Partial<BenchSettingsInput> = {}): BenchSettingsInput => ({
  kind: 'consumer', bootstrap: cluster.bootstrap, partitions: 2, records: 5_000, recordSize: 170, throughput: -1, rounds: 2,
  config: { 'fetch.min.bytes': '1', 'fetch.max.wait.ms': '100', 'max.poll.records': '500' }, ...extra,
});

/** VS Code's ExtensionMemento: update() stores a JSON copy at once and persists later; get() returns the stored value. */
class VsCodeLikeMemento implements vscode.Memento {
  private readonly values = new Map<string, unknown>();
  persisted = new Map<string, string>();
  keys(): readonly string[] { return [...this.values.keys()]; }
  get<T>(key: string, defaultValue?: T): T { return (this.values.has(key) ? this.values.get(key) : defaultValue) as T; }
  async update(key: string, value: unknown): Promise<void> {
    this.values.set(key, value !== null && typeof value === 'object' ? JSON.parse(JSON.stringify(value)) : value);
    await new Promise((r) => setImmediate(r));
    this.persisted.set(key, JSON.stringify(this.values.get(key)));
  }
}

const concurrentResults: BenchResult[] = [];

describe('concurrent and cancelled benchmarks on one broker', { timeout: 240_000 }, () => {
  before(async () => {
    cluster = await startCluster({ nodes: 1 });
    port = Number(cluster.bootstrap.split(':')[1]);
  });
  after(async () => { await cluster?.stop(); });

  it('two benchmarks started at once both complete, each on its own topic, both deleted', async () => {
    const reached = new Set<string>();
    let bothRunning!: () => void;
    const both = new Promise<void>((r) => (bothRunning = r));
    const hook = (name: string): RunHooks => ({ progress: (m) => { if (m.startsWith('round 1')) { reached.add(name); if (reached.size === 2) bothRunning(); } } });
    const t0 = performance.now();
    const a = runProducerBench(producerSettings(), hook('a'));
    const b = runProducerBench(producerSettings({ config: { acks: '-1', 'linger.ms': '20', 'batch.size': '65536' } }), hook('b'));
    // While both measure, the broker holds two of our topics.
    const during = await bounded(both.then(ourTopics), 60_000, 'both runs reaching round 1');
    const [ra, rb] = await bounded(Promise.all([a, b]), 120_000, 'two concurrent runs');
    console.log(`CONCURRENCY two producer runs at once: ${(performance.now() - t0).toFixed(0)} ms, ${ra.median.recordsPerSec.toFixed(0)} / ${rb.median.recordsPerSec.toFixed(0)} rec/s, topics during: ${during.length}`);
    assert.equal(new Set(during).size, 2, `two distinct topics while both ran: ${during.join(', ')}`);
    for (const r of [ra, rb]) {
      assert.equal(r.rounds.length, 2);
      for (const m of r.rounds) assert.equal(m.records, 4_000);
    }
    assert.notEqual(ra.id, rb.id);
    assert.notEqual(ra.config['linger.ms'], rb.config['linger.ms'], 'each result carries its own config');
    concurrentResults.push(ra, rb);
    await assertClean('after two concurrent runs');
  });

  it('a producer and a consumer benchmark at once both complete', async () => {
    const [p, c] = await bounded(Promise.all([runProducerBench(producerSettings({ rounds: 1 })), runConsumerBench(consumerSettings())]), 120_000, 'producer + consumer at once');
    assert.equal(p.kind, 'producer');
    assert.equal(c.kind, 'consumer');
    for (const m of c.rounds) assert.equal(m.records, 10_000, 'the consumer read exactly its own backlog');
    await assertClean('after producer + consumer at once');
  });

  // Each phase is reached through the hooks the run already calls: the log line "cluster: …" /
  // the first "note:" comes right before the topic is created, "warm-up"/"producing backlog" right
  // after, "round 1" while measuring, and the last round's log line right before the clean-up.
  const phases: Array<{ phase: string; run(h: RunHooks): Promise<BenchResult>; at(kind: 'log' | 'progress', m: string): boolean }> = [
    { phase: 'connect (before any client connected)', run: (h) => runProducerBench(producerSettings(), h), at: () => false },
    { phase: 'create topic (producer)', run: (h) => runProducerBench(producerSettings(), h), at: (k, m) => k === 'log' && m.startsWith('cluster:') },
    { phase: 'create topic (consumer)', run: (h) => runConsumerBench(consumerSettings(), h), at: (k, m) => k === 'log' && m.startsWith('note:') },
    { phase: 'produce (producer round)', run: (h) => runProducerBench(producerSettings(), h), at: (k, m) => k === 'progress' && m.startsWith('round 1') },
    { phase: 'produce (consumer backlog)', run: (h) => runConsumerBench(consumerSettings({ records: 200_000 }), h), at: (k, m) => k === 'progress' && m.startsWith('producing backlog') },
    { phase: 'consume', run: (h) => runConsumerBench(consumerSettings({ records: 100_000 }), h), at: (k, m) => k === 'progress' && m.startsWith('round 1') },
    { phase: 'clean-up (topic deletion)', run: (h) => runProducerBench(producerSettings({ rounds: 1, records: 1_000, throughput: -1 }), h), at: (k, m) => k === 'log' && m.startsWith('round 1:') },
  ];
  for (const { phase, run, at } of phases) {
    it(`cancel during ${phase}: BenchCancelled, no topic, no client left`, async () => {
      const ac = new AbortController();
      let fired = false;
      const fire = (k: 'log' | 'progress', m: string) => { if (!fired && at(k, m)) { fired = true; ac.abort(); } };
      const t0 = performance.now();
      const p = run({ signal: ac.signal, log: (m) => fire('log', m), progress: (m) => fire('progress', m) });
      if (phase.startsWith('connect')) { fired = true; ac.abort(); }
      const err = await bounded(p.then(() => undefined, (e: unknown) => e), 60_000, `cancel during ${phase}`);
      assert.ok(fired, `the ${phase} phase was reached`);
      assert.ok(err instanceof BenchCancelled, `rejected with BenchCancelled, got ${err === undefined ? 'a result' : String(err)}`);
      console.log(`CANCEL ${phase}: settled ${(performance.now() - t0).toFixed(0)} ms after start`);
      await assertClean(`after cancel during ${phase}`);
    });
  }
});

describe('results history with two runs finishing together', () => {
  it('ResultStore keeps both results (same site and other sites), valid, newest first, bounded', async () => {
    assert.equal(concurrentResults.length, 2, 'the concurrent runs above produced two results');
    const memento = new VsCodeLikeMemento();
    const store = new ResultStore(memento);
    const [ra, rb] = concurrentResults;
    const uri = 'file:///ws/producer.properties';
    await Promise.all([store.add(uri, 'site#0', ra), store.add(uri, 'site#0', rb), store.add(uri, 'site#1', rb), store.add('file:///ws/other.properties', 'site#0', ra)]);
    assert.deepEqual(store.history(uri, 'site#0').map((r) => r.id), [rb.id, ra.id], 'both results kept, newest first');
    assert.deepEqual(store.history(uri, 'site#1').map((r) => r.id), [rb.id]);
    assert.equal(store.history('file:///ws/other.properties', 'site#0').length, 1);
    // What was persisted parses back to the same valid results.
    const saved = JSON.parse(memento.persisted.get('kafkaTuning.benchmark.results.v2')!) as Record<string, unknown[]>;
    assert.equal(saved[ResultStore.key(uri, 'site#0')].length, 2);
    for (const r of Object.values(saved).flat()) assert.ok(benchResultSchema.safeParse(r).success);
    // Twenty-five finishing together: still bounded to the newest 20, none malformed.
    await Promise.all(Array.from({ length: 25 }, (_, i) => store.add(uri, 'site#2', { ...ra, id: `r${i}` })));
    const h = store.history(uri, 'site#2');
    assert.equal(h.length, 20);
    assert.equal(h[0].id, 'r24');
  });
});
