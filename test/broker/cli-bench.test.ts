// `kafka-tune bench` (the built bundle) against a real single-node KRaft broker: a run, an IPv6
// loopback seed, and Ctrl-C. Before: Ctrl-C printed "cancelled" and the process lived on for ~60 s,
// and [::1]:9092 could not be used at all.
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startCluster, type Cluster } from '../../scripts/kafka/embedded-broker';
import { leftoverTopics, makeKafka } from '../../bench/src/index';
import { runCli } from '../support/cli';
import { benchResultSchema } from '../../common/src/bench';
import { GATE_KEYS, INTENDED_KEYS, PRODUCER_CLIENT_METRICS } from '../../common/src/clientMetrics';
import { listenerPid } from '../support/listenerPid';
import { waitUntil } from '../support/waitUntil';

let cluster: Cluster;

/**
 * Our topics on the broker. A broker just resumed from SIGSTOP may fail the first listing (kafkajs
 * drops its metadata while the connection recovers: "Cannot destructure property 'topicMetadata'"),
 * so the listing is retried until the broker answers, within 30 s.
 */
async function ourTopics(): Promise<string[]> {
  let topics: string[] | undefined;
  let last: unknown;
  await waitUntil(async () => {
    const admin = makeKafka({ bootstrap: cluster.bootstrap }).admin();
    try {
      await admin.connect();
      topics = await leftoverTopics(admin);
      return true;
    } catch (e) {
      last = e;
      return false;
    } finally {
      await admin.disconnect().catch(() => undefined);
    }
  }, 30_000, () => `the broker never answered a topic listing: ${String(last)}`);
  return topics!;
}

async function deleteOurTopics(): Promise<void> {
  const admin = makeKafka({ bootstrap: cluster.bootstrap }).admin();
  await admin.connect();
  try {
    const topics = await leftoverTopics(admin);
    if (topics.length) await admin.deleteTopics({ topics });
  } finally {
    await admin.disconnect();
  }
}

/** Forwards [::1]:port to the broker's IPv4 listener and counts the connections it carried. */
async function ipv6Proxy(target: string): Promise<{ port: number; connections: () => number; close: () => Promise<void> }> {
  const [host, port] = [target.slice(0, target.lastIndexOf(':')), Number(target.slice(target.lastIndexOf(':') + 1))];
  const open: Socket[] = [];
  let n = 0;
  const server: Server = createServer((c) => {
    n++;
    const up = createConnection({ host, port });
    open.push(c, up);
    c.pipe(up).pipe(c);
    c.on('error', () => up.destroy());
    up.on('error', () => c.destroy());
  });
  await new Promise<void>((r) => server.listen(0, '::1', r));
  return {
    port: (server.address() as { port: number }).port,
    connections: () => n,
    close: () => {
      open.forEach((s) => s.destroy());
      return new Promise((r) => server.close(() => r()));
    },
  };
}

describe('kafka-tune bench on a real broker', { timeout: 300_000 }, () => {
  const root = mkdtempSync(join(tmpdir(), 'kt-bench-broker-'));
  chmodSync(root, 0o755);
  writeFileSync(join(root, 'producer.properties'), 'acks=1\nlinger.ms=5\nbatch.size=16384\n');
  before(async () => {
    cluster = await startCluster({ nodes: 1 });
  });
  after(async () => {
    await cluster?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('runs, reports progress on stderr and the result on stdout, deletes its topic', async () => {
    const r = await runCli(['bench', 'producer.properties', '--bootstrap', cluster.bootstrap, '--records', '500', '--rounds', '1', '--throughput', '1000', '--format', 'json'], { cwd: root, timeoutMs: 120_000 });
    assert.equal(r.code, 0, r.stderr);
    const result = benchResultSchema.parse(JSON.parse(r.stdout));
    assert.equal(result.rounds.length, 1);
    assert.equal(result.median.records, 500);
    // The client metrics, which gate sent the batches, latency from the intended send time, and the diagnosis.
    for (const key of [...PRODUCER_CLIENT_METRICS.map((c) => c.key).filter((k) => k !== 'produceThrottleTimeAvgMs'), ...GATE_KEYS, ...INTENDED_KEYS]) {
      assert.ok(Number.isFinite(result.median[key]), `${key} missing from ${JSON.stringify(result.median)}`);
    }
    const gates = GATE_KEYS.reduce((sum, k) => sum + result.median[k], 0);
    assert.ok(Math.abs(gates - 100) < 0.01, `gate shares add up to 100 %: ${gates}`);
    assert.ok(result.median.intendedP50 >= result.median.p50 - 0.01, 'a record cannot be acknowledged before it was sent');
    assert.ok(result.diagnosis && result.diagnosis.length > 20, `diagnosis: ${result.diagnosis}`);
    assert.match(r.stderr, /connecting to /);
    assert.match(r.stderr, /round 1\/1/);
    assert.deepEqual(await ourTopics(), []);
  });

  it('an IPv6 loopback seed [::1]:port works', async () => {
    const proxy = await ipv6Proxy(cluster.bootstrap.split(',')[0]);
    try {
      const r = await runCli(['bench', 'producer.properties', '--bootstrap', `[::1]:${proxy.port}`, '--records', '200', '--rounds', '1'], { cwd: root, timeoutMs: 120_000 });
      assert.equal(r.code, 0, r.stderr);
      assert.ok(proxy.connections() > 0, 'the seed was reached over IPv6');
    } finally {
      await proxy.close();
    }
  });

  /** A throttled run far longer than the test, with a handle on the process and its stderr so far. */
  function longRun() {
    const h: { child?: ChildProcess; err(): string } = { err: () => '' };
    const done = runCli(['bench', 'producer.properties', '--bootstrap', cluster.bootstrap, '--records', '1000000', '--throughput', '2000', '--rounds', '3'], {
      cwd: root,
      timeoutMs: 120_000,
      started: (c, stderr) => {
        h.child = c;
        h.err = stderr;
      },
    });
    return { h, done };
  }

  it('Ctrl-C cancels, deletes the topic and exits 130 within 2 s', async (t) => {
    const { h, done: run } = longRun();
    const err = () => h.err();
    await waitUntil(async () => /round 1\/3/.test(err()) && (await ourTopics()).length === 1, 60_000, () => `the run never reached its first round:\n${err()}`);
    const signalledAt = performance.now();
    h.child?.kill('SIGINT');
    const r = await run;
    const ms = performance.now() - signalledAt;
    assert.equal(r.code, 130, r.stderr);
    t.diagnostic(`exited ${Math.round(ms)} ms after Ctrl-C`);
    assert.ok(ms <= 2_000, `exited ${Math.round(ms)} ms after Ctrl-C`);
    assert.match(r.stderr, /cancelling: stopping the clients and deleting the benchmark topic/);
    await waitUntil(async () => (await ourTopics()).length === 0, 5_000, () => 'the benchmark topic is gone');
  });

  it('a broker that stops answering: the failure is said before the clean-up, and the next run deletes the topic it left (no other)', async () => {
    const state = join(root, 'state');
    const env = { XDG_STATE_HOME: state };
    const ledgerFile = join(state, 'kafka-tune', 'created-topics.json');
    const pid = listenerPid(Number(cluster.bootstrap.split(':').pop()));
    // A topic with the benchmark prefix that no ledger lists: not this product's to delete.
    const stranger = 'kafka-tuning-bench-notinledger';
    const admin = makeKafka({ bootstrap: cluster.bootstrap }).admin();
    await admin.connect();
    let frozen = false;
    try {
      await admin.createTopics({ topics: [{ topic: stranger, numPartitions: 1, replicationFactor: 1 }] });
      const h: { err(): string } = { err: () => '' };
      const run = runCli(['bench', 'producer.properties', '--bootstrap', cluster.bootstrap, '--records', '1000000', '--throughput', '2000', '--rounds', '3', '--timeout', '5'], {
        cwd: root, env, timeoutMs: 150_000, started: (_c, stderr) => { h.err = stderr; },
      });
      await waitUntil(() => /round 1\/3/.test(h.err()), 60_000, () => `the run never reached its first round:\n${h.err()}`);
      process.kill(pid, 'SIGSTOP');
      frozen = true;
      const r = await run; // the broker stays frozen until the run has given up and cleaned up
      process.kill(pid, 'SIGCONT');
      frozen = false;
      assert.notEqual(r.code, 0, r.stderr);
      const failedLine = r.stderr.indexOf('failed after');
      assert.ok(failedLine >= 0, `the failure is said as soon as it is known:\n${r.stderr}`);
      // Whichever noticed first: the stall watchdog or a request's own 5 s timeout (both name the
      // 5 s), or kafkajs losing its metadata as the broker froze mid-refresh (explainError).
      assert.match(r.stderr.slice(failedLine), /No progress for 5 s|no response within 5 s|lost the cluster's metadata while the broker/);
      assert.doesNotMatch(r.stderr.slice(failedLine), /gives up after/, 'once failed, the heartbeat speaks of the clean-up, not of a timeout still to come');
      assert.match(r.stderr, /the next benchmark against this cluster deletes it/);
      const left = (JSON.parse(readFileSync(ledgerFile, 'utf8')) as Array<{ topic: string }>).map((e) => e.topic);
      assert.equal(left.length, 1, `the ledger lists the topic it could not delete: ${JSON.stringify(left)}`);
      assert.ok((await ourTopics()).includes(left[0]), 'the topic is still on the broker');

      const next = await runCli(['bench', 'producer.properties', '--bootstrap', cluster.bootstrap, '--records', '200', '--rounds', '1'], { cwd: root, env, timeoutMs: 120_000 });
      assert.equal(next.code, 0, next.stderr);
      assert.match(next.stderr, new RegExp(`an earlier run left behind: ${left[0]}`));
      assert.deepEqual(await ourTopics(), [stranger], 'the left-over topic is gone; the one no ledger listed is untouched');
      assert.deepEqual(JSON.parse(readFileSync(ledgerFile, 'utf8')), []);
    } finally {
      if (frozen) process.kill(pid, 'SIGCONT');
      await admin.deleteTopics({ topics: [stranger] }).catch(() => undefined);
      await admin.disconnect();
    }
  });

  it('a second Ctrl-C exits at once', async (t) => {
    const { h, done: run } = longRun();
    const err = () => h.err();
    await waitUntil(() => /round 1\/3/.test(err()), 60_000, () => `the run never reached its first round:\n${err()}`);
    h.child?.kill('SIGINT');
    await waitUntil(() => /cancelling/.test(err()), 2_000, () => 'the first Ctrl-C was acknowledged');
    const second = performance.now();
    h.child?.kill('SIGINT');
    const r = await run;
    assert.equal(r.code, 130);
    t.diagnostic(`exited ${Math.round(performance.now() - second)} ms after the second Ctrl-C`);
    assert.ok(performance.now() - second < 1_000, `exited ${Math.round(performance.now() - second)} ms after the second Ctrl-C`);
    await deleteOurTopics();
  });
});
