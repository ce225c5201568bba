// The embedded broker against real Kafka 4.x JVMs: a 1-node round trip, the 3-node durability
// story of seeds/004 (RF 3, min.insync.replicas 2, acks=all), clean stops, and the one-line errors.
import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { Kafka, logLevel, type Producer } from 'kafkajs';
import { ensureBroker } from '../../scripts/kafka/cli';
import { BrokerError, startCluster, type Cluster } from '../../scripts/kafka/embedded-broker';
import { waitUntil } from '../support/waitUntil';

const quiet = { logLevel: logLevel.NOTHING };

/** Processes whose command line mentions `dir` (our JVMs carry it in -Dkafka.logs.dir). */
function processesUsing(dir: string): number[] {
  const pids: number[] = [];
  for (const p of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      if (readFileSync(`/proc/${p}/cmdline`, 'utf8').includes(dir)) pids.push(Number(p));
    } catch { /* exited meanwhile */ }
  }
  return pids;
}

/** Cluster dirs this test process owns (others on the machine may be running their own). */
function clusterDirs(): string[] {
  return readdirSync(tmpdir()).filter((n) => n.startsWith('kafka-tuning-cluster-')).filter((n) => {
    try { return readFileSync(join(tmpdir(), n, 'owner.pid'), 'utf8') === String(process.pid); } catch { return false; }
  }).sort();
}

async function listeningServer(): Promise<{ server: Server; port: number }> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return { server, port: (server.address() as { port: number }).port };
}

async function assertStoppedClean(c: Cluster): Promise<void> {
  assert.ok(existsSync(c.dir), 'cluster dir exists while running');
  assert.ok(processesUsing(c.dir).length > 0, 'JVMs visible while running');
  await c.stop();
  assert.deepEqual(processesUsing(c.dir), [], 'no JVM of this cluster remains after stop()');
  assert.equal(existsSync(c.dir), false, 'temp dir removed by stop()');
}

function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let t: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => { t = setTimeout(() => reject(new Error(`timed out after ${ms} ms: ${what}`)), ms); });
  return Promise.race([p, timeout]).finally(() => clearTimeout(t));
}

/** The kafkajs error type anywhere in the cause chain (retries wrap the broker's error). */
function errorTypes(e: unknown): string[] {
  const out: string[] = [];
  for (let cur = e as { type?: string; cause?: unknown } | undefined; cur; cur = cur.cause as typeof cur) {
    if (cur.type) out.push(cur.type);
  }
  return out;
}

test('1 node: create a topic, produce N records, consume the same N back in order', { timeout: 180_000 }, async () => {
  const c = await startCluster({ nodes: 1 });
  try {
    assert.deepEqual(c.nodeIds, [1]);
    const kafka = new Kafka({ clientId: 'broker-test', brokers: c.bootstrap.split(','), ...quiet });
    const admin = kafka.admin();
    await admin.connect();
    assert.equal(await admin.createTopics({ topics: [{ topic: 'round-trip', numPartitions: 1 }], waitForLeaders: true }), true);
    await admin.disconnect();

    const N = 200;
    const producer = kafka.producer();
    await producer.connect();
    const sent = await producer.send({
      topic: 'round-trip', acks: -1,
      messages: Array.from({ length: N }, (_, i) => ({ key: `k${i % 7}`, value: `record-${i}` })),
    });
    await producer.disconnect();
    assert.equal(sent[0]?.baseOffset, '0');

    const consumer = kafka.consumer({ groupId: 'broker-test-group' });
    await consumer.connect();
    await consumer.subscribe({ topic: 'round-trip', fromBeginning: true });
    const got: Array<{ offset: string; key: string; value: string }> = [];
    const allIn = new Promise<void>((resolve) => {
      void consumer.run({
        eachMessage: async ({ message }) => {
          got.push({ offset: message.offset, key: message.key?.toString() ?? '', value: message.value?.toString() ?? '' });
          if (got.length === N) resolve();
        },
      });
    });
    await withTimeout(allIn, 60_000, `consuming ${N} records (got ${got.length})`);
    await consumer.disconnect();
    assert.equal(got.length, N);
    got.forEach((m, i) => {
      assert.equal(m.offset, String(i));
      assert.equal(m.value, `record-${i}`);
      assert.equal(m.key, `k${i % 7}`);
    });
  } finally {
    await assertStoppedClean(c);
  }
});

test('3 nodes: acks=all survives one lost replica, fails with NOT_ENOUGH_REPLICAS on two, recovers on restart', { timeout: 300_000 }, async () => {
  const c = await startCluster({ nodes: 3 });
  let producer: Producer | undefined;
  try {
    assert.deepEqual(c.nodeIds, [1, 2, 3]);
    const kafka = new Kafka({ clientId: 'broker-test-3', brokers: c.bootstrap.split(','), ...quiet });
    const admin = kafka.admin();
    await admin.connect();
    // Every node listed all three when startCluster returned, but on 2 busy cores a node can miss
    // heartbeats and be fenced for a moment (CI saw [1, 3] here once): wait, bounded, for all three.
    let ids: number[] = [];
    await waitUntil(async () => (ids = (await admin.describeCluster()).brokers.map((b) => b.nodeId).sort()).length === 3, 30_000, () => `the cluster lists nodes ${ids.join(', ')}`);
    assert.deepEqual(ids, [1, 2, 3]);
    await admin.createTopics({
      topics: [{ topic: 'durable', numPartitions: 1, replicationFactor: 3, configEntries: [{ name: 'min.insync.replicas', value: '2' }] }],
    });
    // Not createTopics' waitForLeaders: it asks one node's metadata, which in a 3-node cluster may
    // not know the new topic yet, and kafkajs retries LEADER_NOT_AVAILABLE but not that node's
    // UNKNOWN_TOPIC_OR_PARTITION (CI, 96fe48f). Wait, bounded, until the partition has a leader.
    type Partition = Awaited<ReturnType<typeof admin.fetchTopicMetadata>>['topics'][number]['partitions'][number];
    let p0: Partition | undefined;
    let last = 'no answer yet';
    await waitUntil(async () => {
      try {
        p0 = (await admin.fetchTopicMetadata({ topics: ['durable'] })).topics[0]?.partitions[0];
        return p0 !== undefined && p0.leader >= 0;
      } catch (e) {
        last = (e as Error).message;
        return false;
      }
    }, 30_000, () => `topic durable has no leader (${last})`);
    await admin.disconnect();
    assert.equal(p0!.replicas.length, 3);
    const followers = p0!.replicas.filter((r) => r !== p0!.leader);

    producer = kafka.producer({ retry: { retries: 3, initialRetryTime: 200 } });
    await producer.connect();
    const send = (value: string) => producer!.send({ topic: 'durable', acks: -1, messages: [{ value }] });
    assert.equal((await send('all three'))[0]?.errorCode, 0);

    await c.stopNode(followers[0]!);
    assert.equal((await send('two of three'))[0]?.errorCode, 0, 'ISR 2 >= min.insync.replicas 2: accepted');

    await c.stopNode(followers[1]!);
    const err = await send('one of three').then(() => undefined, (e: unknown) => e);
    assert.ok(err, 'acks=all with one in-sync replica must be refused');
    assert.ok(errorTypes(err).includes('NOT_ENOUGH_REPLICAS'), `got ${String(err)} (${errorTypes(err).join(' <- ')})`);

    // Back to two nodes: the controller quorum returns and the follower rejoins the ISR.
    await c.startNode(followers[1]!);
    const again = kafka.producer({ retry: { retries: 10, initialRetryTime: 300, maxRetryTime: 3000 } });
    await again.connect();
    const ok = await again.send({ topic: 'durable', acks: -1, messages: [{ value: 'recovered' }] });
    await again.disconnect();
    assert.equal(ok[0]?.errorCode, 0);
  } finally {
    await producer?.disconnect().catch(() => undefined);
    await assertStoppedClean(c);
  }
});

test('ensureBroker starts a broker on a silent port and leaves an answering one alone', { timeout: 120_000 }, async () => {
  const { server: probe, port } = await listeningServer();
  await new Promise<void>((r) => probe.close(() => r()));
  const bootstrap = `127.0.0.1:${port}`;
  const started = await ensureBroker(bootstrap);
  assert.ok(started, 'nothing answered, so a broker must have been started');
  try {
    assert.equal(started.bootstrap, bootstrap);
    assert.equal(await ensureBroker(bootstrap), undefined, 'a Kafka answers now: reuse it');
  } finally {
    await assertStoppedClean(started);
  }
});

test('a taken port is refused in one line, leaving no dir and no JVM behind', { timeout: 60_000 }, async () => {
  const { server: holder, port } = await listeningServer();
  const before = clusterDirs();
  try {
    const err = await startCluster({ nodes: 1, ports: [port] }).then(() => undefined, (e: unknown) => e);
    assert.ok(err instanceof BrokerError, `expected BrokerError, got ${String(err)}`);
    assert.match(err.message, new RegExp(`^port ${port} on 127\\.0\\.0\\.1 is already in use`));
    assert.equal(err.message.includes('\n'), false, 'one line');
  } finally {
    await new Promise<void>((r) => holder.close(() => r()));
  }
  assert.deepEqual(clusterDirs(), before);
});

test('a node that dies while starting is reported with its cause, and cleaned up', { timeout: 120_000 }, async () => {
  // The client port is taken after our own check could see it: hand Kafka a listener on a held port.
  const held = await listeningServer();
  const ctl = await listeningServer();
  await new Promise<void>((r) => ctl.server.close(() => r()));
  const listeners = `PLAINTEXT://127.0.0.1:${held.port},CONTROLLER://127.0.0.1:${ctl.port}`;
  try {
    const err = await startCluster({
      nodes: 1,
      brokerProps: { listeners, 'advertised.listeners': listeners, 'controller.quorum.bootstrap.servers': `127.0.0.1:${ctl.port}` },
    }).then(() => undefined, (e: unknown) => e);
    assert.ok(err instanceof BrokerError, `expected BrokerError, got ${String(err)}`);
    assert.match(err.message, new RegExp(`^Kafka node 1 exited early: .*127\\.0\\.0\\.1:${held.port}: Address already in use`));
    assert.equal(err.message.includes('\n'), false, 'one line');
  } finally {
    await new Promise<void>((r) => held.server.close(() => r()));
  }
  assert.deepEqual(clusterDirs(), [], 'temp dir removed after the failed start');
});

test('missing jars point at `npm test -- setup`', async () => {
  const saved = process.env.KAFKA_TUNING_CACHE;
  const empty = mkdtempSync(join(tmpdir(), 'kafka-tuning-emptycache-'));
  process.env.KAFKA_TUNING_CACHE = empty;
  try {
    await assert.rejects(startCluster({ nodes: 1 }), (e: Error) => e instanceof BrokerError && /jars are missing .*npm test -- setup/.test(e.message));
  } finally {
    if (saved === undefined) delete process.env.KAFKA_TUNING_CACHE; else process.env.KAFKA_TUNING_CACHE = saved;
    rmSync(empty, { recursive: true, force: true });
  }
});

test('missing java is a one-line error from the CLI, not a stack trace', () => {
  // PATH without java (nor sh): the check must say what to install.
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(__dirname, '../../scripts/kafka/cli.ts'), 'start'], {
    encoding: 'utf8', env: { ...process.env, PATH: '/nonexistent' }, timeout: 30_000,
  });
  assert.equal(r.status, 1);
  assert.match(r.stderr.trim(), /^kafka: java not found on PATH: .*Java 17\+/);
  assert.equal(r.stderr.trim().split('\n').length, 1, r.stderr);
});
