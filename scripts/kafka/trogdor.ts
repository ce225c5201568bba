// A Trogdor cluster on loopback from the Maven Central jars (org.apache.kafka:trogdor): one
// coordinator and one agent per node name, each in its own JVM, described by one BasicPlatform
// config file (the format of config/trogdor.conf in a Kafka distribution). The tests use it to
// check the benchmark's hand-off to Trogdor for real; `stop()` leaves no JVM and no temp dir.
import { closeSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePorts } from '../ports';
import { BrokerError, checkJava, kafkaClasspath, ownDir, releaseDir, spawnJvm, stopJvm, type Jvm } from './jvm';

export interface Trogdor {
  /** http://127.0.0.1:<port> */
  coordinator: string;
  nodes: string[];
  stop(): Promise<void>;
}

const HOST = '127.0.0.1';

export async function startTrogdor(opts: { agents: number; readyTimeoutMs?: number }): Promise<Trogdor> {
  checkJava();
  const dir = mkdtempSync(join(tmpdir(), 'kafka-tuning-trogdor-'));
  ownDir(dir);
  const jvms: Jvm[] = [];
  const stop = async () => {
    await Promise.all(jvms.map((j) => stopJvm(j, 5_000)));
    releaseDir(dir);
  };
  try {
    const nodes = Array.from({ length: opts.agents }, (_, i) => `node${i}`);
    const ports = await freePorts(opts.agents + 1, HOST);
    const coordinatorPort = ports.pop()!;
    const config = {
      platform: 'org.apache.kafka.trogdor.basic.BasicPlatform',
      nodes: Object.fromEntries(nodes.map((n, i) => [n, {
        hostname: HOST,
        'trogdor.agent.port': ports[i],
        // BasicPlatform reads the coordinator's port from the node that runs it (node0 here).
        ...(i === 0 ? { 'trogdor.coordinator.port': coordinatorPort } : {}),
      }])),
    };
    const conf = join(dir, 'trogdor.conf');
    writeFileSync(conf, JSON.stringify(config, null, 2));
    // The coordinator takes --coordinator.config, an agent --agent.config (the same file).
    const launch = (mainClass: string, flag: string, node: string, log: string): void => {
      const fd = openSync(join(dir, log), 'a');
      jvms.push(spawnJvm(['-Xms64m', '-Xmx256m', '-XX:+ExitOnOutOfMemoryError', '-Djava.awt.headless=true', '-cp', kafkaClasspath(), mainClass, flag, conf, '--node-name', node], fd));
      closeSync(fd);
    };
    launch('org.apache.kafka.trogdor.coordinator.Coordinator', '--coordinator.config', nodes[0]!, 'coordinator.log');
    nodes.forEach((n, i) => launch('org.apache.kafka.trogdor.agent.Agent', '--agent.config', n, `agent-${i}.log`));
    // Ready when the coordinator and every agent answer their status endpoints.
    const urls = [`http://${HOST}:${coordinatorPort}/coordinator/status`, ...ports.map((p) => `http://${HOST}:${p}/agent/status`)];
    const deadline = Date.now() + (opts.readyTimeoutMs ?? 60_000);
    let pause = 100;
    for (;;) {
      const dead = jvms.findIndex((j) => !j.isAlive());
      if (dead >= 0) throw new BrokerError(`Trogdor ${dead === 0 ? 'coordinator' : `agent ${nodes[dead - 1]}`} exited early: ${tail(join(dir, dead === 0 ? 'coordinator.log' : `agent-${dead - 1}.log`))}`);
      const up = await Promise.all(urls.map((u) => fetch(u, { signal: AbortSignal.timeout(1_000) }).then((r) => r.ok, () => false)));
      if (up.every(Boolean)) break;
      if (Date.now() > deadline) throw new BrokerError(`Trogdor not ready after ${opts.readyTimeoutMs ?? 60_000} ms (answering: ${urls.filter((_, i) => up[i]).join(', ') || 'none'})`);
      await new Promise((r) => setTimeout(r, pause));
      pause = Math.min(1_000, pause * 2);
    }
    return { coordinator: `http://${HOST}:${coordinatorPort}`, nodes, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

function tail(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-5).join(' | ').slice(0, 600);
  } catch {
    return '(no log)';
  }
}
