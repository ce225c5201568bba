// A real Apache Kafka cluster (KRaft, combined broker+controller nodes) from the Maven Central jars
// that the set-up step cached, for the tests, the demo (`npm start`) and the benchmark.
// Each node is `java -cp <libs>/* kafka.Kafka server.properties` in its own process group, on
// 127.0.0.1 only, with its data and logs in one temp dir per cluster that stop() removes.
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kafka, logLevel } from 'kafkajs';
import { freePorts } from '../ports';
import {
  BrokerError, checkJava, kafkaClasspath, ownDir, releaseDir, runJvmTool, spawnJvm, stopJvm, deathCause, lastComplaint, type Jvm,
} from './jvm';

export { BrokerError, KAFKA_VERSION, kafkaClasspath, kafkaLibsDir } from './jvm';

export interface ClusterOptions {
  nodes?: 1 | 3;
  /** Client (PLAINTEXT) ports, one per node; free ports are picked when absent. */
  ports?: number[];
  /** Extra/overriding server.properties entries for every node. */
  brokerProps?: Record<string, string>;
  readyTimeoutMs?: number;
  log?: (line: string) => void;
}

export interface Cluster {
  bootstrap: string;
  /** The cluster's temp dir (nodes' data and logs); gone after stop(). */
  dir: string;
  nodeIds: number[];
  stopNode(id: number): Promise<void>;
  startNode(id: number): Promise<void>;
  stop(): Promise<void>;
}

const HOST = '127.0.0.1';
const DIR_PREFIX = 'kafka-tuning-cluster-';
const STOP_GRACE_MS = 15_000;
const NO_QUORUM_GRACE_MS = 3_000;

interface NodeSpec { id: number; port: number; controllerPort: number; dir: string; jvm?: Jvm }

/** Fails with a one-line message naming the port when something already listens there. */
async function assertPortFree(port: number, what: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const s = createServer();
    s.once('error', (e: NodeJS.ErrnoException) => reject(
      e.code === 'EADDRINUSE'
        ? new BrokerError(`port ${port} on ${HOST} is already in use (wanted for Kafka ${what}); stop whatever holds it or choose another port`)
        : new BrokerError(`cannot bind ${HOST}:${port} for Kafka ${what}: ${e.message}`)));
    s.listen(port, HOST, () => s.close(() => resolve()));
  });
}

/** Removes cluster dirs left by a process that died by SIGKILL (its JVMs died with it: pdeathsig). */
function sweepStaleDirs(): void {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(DIR_PREFIX)) continue;
    const dir = join(tmpdir(), name);
    try {
      const pid = Number(readFileSync(join(dir, 'owner.pid'), 'utf8'));
      process.kill(pid, 0);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EPERM') releaseDir(dir);
    }
  }
}

/**
 * A Kafka cluster id: a random UUID as unpadded base64url (`kafka-storage random-uuid`). Like
 * Kafka's Uuid.randomUuid, never one starting with '-', which the tools' argument parser takes
 * for a flag ("argument --cluster-id/-t: expected one argument").
 */
function randomClusterId(): string {
  for (;;) {
    const id = randomBytes(16).toString('base64url');
    if (!id.startsWith('-')) return id;
  }
}

function serverProperties(n: NodeSpec, all: NodeSpec[], extra: Record<string, string>): string {
  const rf = String(all.length);
  const props: Record<string, string> = {
    'process.roles': 'broker,controller',
    'node.id': String(n.id),
    'listeners': `PLAINTEXT://${HOST}:${n.port},CONTROLLER://${HOST}:${n.controllerPort}`,
    'advertised.listeners': `PLAINTEXT://${HOST}:${n.port},CONTROLLER://${HOST}:${n.controllerPort}`,
    'listener.security.protocol.map': 'PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT',
    'controller.listener.names': 'CONTROLLER',
    'inter.broker.listener.name': 'PLAINTEXT',
    'log.dirs': join(n.dir, 'data'),
    'num.partitions': '1',
    // RF = node count: 3 nodes get the usual durable set-up (RF 3, min.insync.replicas 2, so acks=all survives one node down), 1 node RF 1.
    'default.replication.factor': rf,
    // With ELR on (default for new 4.1 clusters) the controller turns this static value into the
    // cluster-level min.insync.replicas (ConfigurationControlManager.maybeGenerateElrSafetyRecords).
    'min.insync.replicas': all.length === 3 ? '2' : '1',
    'offsets.topic.replication.factor': rf,
    'transaction.state.log.replication.factor': rf,
    'transaction.state.log.min.isr': all.length === 3 ? '2' : '1',
    'share.coordinator.state.topic.replication.factor': rf,
    'share.coordinator.state.topic.min.isr': all.length === 3 ? '2' : '1',
    // Tests and demos join a group at once; the 3 s default only delays the first poll.
    'group.initial.rebalance.delay.ms': '0',
  };
  if (all.length === 1) {
    // Dynamic quorum, formatted with --standalone (as Kafka's own config/server.properties).
    props['controller.quorum.bootstrap.servers'] = `${HOST}:${n.controllerPort}`;
  } else {
    // Static quorum of the three combined nodes.
    props['controller.quorum.voters'] = all.map((o) => `${o.id}@${HOST}:${o.controllerPort}`).join(',');
  }
  Object.assign(props, extra);
  return Object.entries(props).map(([k, v]) => `${k}=${v}`).join('\n') + '\n';
}

// Kafka 4.x logs through log4j2; everything goes to server.log in the node's dir, nothing to stdout.
const LOG4J2 = `status = warn
appender.file.type = File
appender.file.name = FILE
appender.file.fileName = \${sys:kafka.logs.dir}/server.log
appender.file.layout.type = PatternLayout
appender.file.layout.pattern = [%d] %p %m (%c)%n
rootLogger.level = INFO
rootLogger.appenderRef.file.ref = FILE
logger.kafka.name = org.apache.kafka
logger.kafka.level = INFO
logger.state.name = state.change.logger
logger.state.level = WARN
`;

function jvmArgs(n: NodeSpec, mainClass: string, args: string[]): string[] {
  return [
    '-Xms256m', '-Xmx512m', '-XX:+ExitOnOutOfMemoryError', '-Djava.awt.headless=true',
    `-Dkafka.logs.dir=${join(n.dir, 'logs')}`,
    `-Dlog4j2.configurationFile=${join(n.dir, 'log4j2.properties')}`,
    '-cp', kafkaClasspath(), mainClass, ...args,
  ];
}

/** Lists the node ids the cluster currently reports, or undefined if nobody answers. */
async function describeNodeIds(bootstrap: string, timeoutMs: number): Promise<number[] | undefined> {
  const bootstrapList = bootstrap.split(',');
  // kafkajs walks the bootstrap list round-robin from the first entry, one address per retry
  // (connectionPoolBuilder), so with no retries a stopped first node would hide the live ones.
  const kafka = new Kafka({
    clientId: 'kafka-tuning-ready', brokers: bootstrapList, logLevel: logLevel.NOTHING,
    connectionTimeout: timeoutMs, requestTimeout: timeoutMs,
    retry: { retries: bootstrapList.length - 1, initialRetryTime: 50, maxRetryTime: 100 },
  });
  const admin = kafka.admin();
  try {
    await admin.connect();
    const c = await admin.describeCluster();
    return c.brokers.map((b) => b.nodeId).sort((a, b) => a - b);
  } catch {
    return undefined;
  } finally {
    await admin.disconnect().catch(() => undefined);
  }
}

/** Something answers as a Kafka cluster at `bootstrap` (used by ensureBroker). */
export async function kafkaAnswers(bootstrap: string, timeoutMs = 1500): Promise<boolean> {
  return (await describeNodeIds(bootstrap, timeoutMs)) !== undefined;
}

export async function startCluster(opts: ClusterOptions = {}): Promise<Cluster> {
  const count = opts.nodes ?? 1;
  const log = opts.log ?? (() => undefined);
  const readyTimeoutMs = opts.readyTimeoutMs ?? (count === 3 ? 120_000 : 60_000);
  if (opts.ports && opts.ports.length !== count) {
    throw new BrokerError(`ports: expected ${count} port(s) for ${count} node(s), got ${opts.ports.length}`);
  }
  checkJava();
  kafkaClasspath(); // jars present, before any dir or process exists
  for (const p of opts.ports ?? []) await assertPortFree(p, 'client listener');
  sweepStaleDirs();

  const root = mkdtempSync(join(tmpdir(), DIR_PREFIX));
  ownDir(root);
  writeFileSync(join(root, 'owner.pid'), String(process.pid));
  const nodes: NodeSpec[] = [];
  try {
    // Client ports (unless given) and controller ports in one go, so no two listeners share a port.
    const picked = await freePorts(count * (opts.ports ? 1 : 2), HOST, opts.ports ?? []);
    for (let i = 0; i < count; i++) {
      const id = i + 1;
      const dir = join(root, `node-${id}`);
      mkdirSync(join(dir, 'logs'), { recursive: true });
      nodes.push({ id, dir, port: opts.ports?.[i] ?? picked.pop()!, controllerPort: picked.pop()! });
    }
    const bootstrap = nodes.map((n) => `${HOST}:${n.port}`).join(',');
    const clusterId = randomClusterId();
    for (const n of nodes) {
      writeFileSync(join(n.dir, 'server.properties'), serverProperties(n, nodes, opts.brokerProps ?? {}));
      writeFileSync(join(n.dir, 'log4j2.properties'), LOG4J2);
    }
    const t0 = Date.now();
    await Promise.all(nodes.map((n) => runJvmTool(jvmArgs(n, 'kafka.tools.StorageTool', [
      'format', '-t', clusterId, '-c', join(n.dir, 'server.properties'), ...(count === 1 ? ['--standalone'] : []),
    ]), `formatting storage of node ${n.id}`)));
    log(`kafka: formatted ${count} node(s) in ${Date.now() - t0} ms`);

    const launch = (n: NodeSpec): void => {
      const fd = openSync(join(n.dir, 'logs', 'stdout.log'), 'a');
      n.jvm = spawnJvm(jvmArgs(n, 'kafka.Kafka', [join(n.dir, 'server.properties')]), fd);
      closeSync(fd);
    };
    const waitFor = async (ids: number[], what: string): Promise<void> => {
      const deadline = Date.now() + readyTimeoutMs;
      let delay = 200;
      for (;;) {
        for (const n of nodes.filter((x) => ids.includes(x.id))) {
          if (!n.jvm?.isAlive()) {
            throw new BrokerError(`Kafka node ${n.id} exited early: ` +
              deathCause(join(n.dir, 'logs', 'server.log'), join(n.dir, 'logs', 'stdout.log')));
          }
        }
        // Ready when every live node, asked alone, lists them all: one node's view can run ahead of
        // another's (CI once saw [1, 3] from a client right after node 1 had reported [1, 2, 3]).
        const views = await Promise.all(nodes.filter((x) => x.jvm?.isAlive()).map((x) => describeNodeIds(`${HOST}:${x.port}`, 1000)));
        const lagging = views.findIndex((v) => !v || !ids.every((id) => v.includes(id)));
        if (views.length && lagging < 0) return;
        const seen = views[Math.max(lagging, 0)];
        if (Date.now() > deadline) {
          const missing = nodes.find((x) => ids.includes(x.id) && !seen?.includes(x.id));
          const said = missing && lastComplaint(join(missing.dir, 'logs', 'server.log'));
          throw new BrokerError(`Kafka ${what} not ready after ${readyTimeoutMs} ms (answering nodes: ${JSON.stringify(seen ?? [])})` +
            (said ? `; node ${missing.id} last logged: ${said}` : ''));
        }
        await new Promise((r) => setTimeout(r, delay));
        delay = Math.min(delay * 2, 1000);
      }
    };

    const t1 = Date.now();
    nodes.forEach(launch);
    await waitFor(nodes.map((n) => n.id), `${count}-node cluster at ${bootstrap}`);
    log(`kafka: ${count} node(s) ready at ${bootstrap} in ${Date.now() - t1} ms`);

    const byId = (id: number): NodeSpec => {
      const n = nodes.find((x) => x.id === id);
      if (!n) throw new BrokerError(`no Kafka node ${id} (nodes are ${nodes.map((x) => x.id).join(', ')})`);
      return n;
    };
    // A KRaft broker's controlled shutdown waits (up to 5 min, BrokerServer.shutdown) for the
    // controller quorum to approve it. Without a quorum (most voters down) nobody can, so a short
    // grace then SIGKILL is all that is left; with one, Kafka exits cleanly in about a second.
    const graceFor = (): number => {
      const alive = nodes.filter((x) => x.jvm?.isAlive()).length;
      return count === 1 || alive * 2 > count ? STOP_GRACE_MS : NO_QUORUM_GRACE_MS;
    };
    let stopped = false;
    return {
      bootstrap,
      dir: root,
      nodeIds: nodes.map((n) => n.id),
      async stopNode(id) {
        const n = byId(id);
        if (n.jvm) log(`kafka: node ${id} stopped (${await stopJvm(n.jvm, graceFor())})`);
      },
      async startNode(id) {
        const n = byId(id);
        if (n.jvm?.isAlive()) return;
        await assertPortFree(n.port, `node ${id} client listener`);
        await assertPortFree(n.controllerPort, `node ${id} controller listener`);
        launch(n);
        await waitFor([id], `node ${id}`);
        log(`kafka: node ${id} back`);
      },
      async stop() {
        if (stopped) return;
        stopped = true;
        const grace = graceFor();
        await Promise.all(nodes.map((n) => (n.jvm ? stopJvm(n.jvm, grace) : undefined)));
        releaseDir(root);
        log('kafka: cluster stopped');
      },
    };
  } catch (e) {
    await Promise.all(nodes.map((n) => (n.jvm ? stopJvm(n.jvm, 5_000) : undefined)));
    releaseDir(root);
    throw e;
  }
}
