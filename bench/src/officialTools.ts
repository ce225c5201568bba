// Official tools engine: Apache Kafka's ProducerPerformance / ConsumerPerformance, found as
// (1) a machine-scoped command (e.g. `/opt/kafka/bin/kafka-producer-perf-test.sh` or
// `docker exec broker /opt/kafka/bin/kafka-producer-perf-test.sh`), (2) $KAFKA_HOME/bin, or
// (3) `java -cp <libs>/* org.apache.kafka.tools.ProducerPerformance` with the embedded broker's
// jars. It still runs on a topic this product created and deletes (connection.ts).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchKind, BenchResult, BenchSettingsInput, Metrics } from '../../common/src/bench';
import { abortable, BenchCancelled, BenchError, connectClient, describeCluster, withBenchTopic } from './connection';
import { terms } from './terms';
import { parseConsumerSummary, parsePrintedMetrics, producerSummaryFromOutput, parseProducerWindow } from './perfParse';
import { CONSUMER_CLIENT_METRICS, PRODUCER_CLIENT_METRICS, type ClientMetric } from '../../common/src/clientMetrics';
import { disconnectAll, envelope, kafkaFor, parseBenchSettings, rethrowPlain, topicOptions, throwIfAborted, type RunHooks } from './run';
export { parseProducerSummary, parseConsumerSummary, parsePrintedMetrics } from './perfParse';

/** The Java client's own figures from the tool's `--print-metrics` table, under the result's metric keys. */
function clientMetrics(output: string, wanted: readonly ClientMetric[]): Metrics {
  const printed = parsePrintedMetrics(output);
  const m: Metrics = {};
  for (const c of wanted) {
    const v = printed.get(`${c.group}:${c.name}`);
    if (v !== undefined && Number.isFinite(v)) m[c.key] = v;
  }
  return m;
}

export interface ToolLocation {
  /** The machine-scoped command for the producer tool (never read from workspace settings). */
  command?: string;
  kafkaHome?: string;
  libsDir?: string;
}

type Tool = BenchKind;

/** argv for the tool plus whether it takes the 4.2 flag names (KIP-1147). */
export function resolveTool(tool: Tool, loc: ToolLocation): { argv: string[]; v42: boolean } {
  if (loc.command?.trim()) {
    const argv = loc.command.trim().split(/\s+/);
    if (tool === 'consumer') argv[argv.length - 1] = argv[argv.length - 1].replace('producer-perf-test', 'consumer-perf-test');
    return { argv, v42: false };
  }
  const home = loc.kafkaHome ?? process.env.KAFKA_HOME;
  if (home && existsSync(join(home, 'bin'))) {
    const libs = join(home, 'libs');
    return { argv: [join(home, 'bin', `kafka-${tool}-perf-test.sh`)], v42: existsSync(libs) && atLeast42(libs) };
  }
  if (loc.libsDir && existsSync(loc.libsDir)) {
    const cls = tool === 'producer' ? 'org.apache.kafka.tools.ProducerPerformance' : 'org.apache.kafka.tools.ConsumerPerformance';
    return { argv: ['java', '-Xmx512m', '-cp', join(loc.libsDir, '*'), cls], v42: atLeast42(loc.libsDir) };
  }
  throw new BenchError(`No Kafka perf-test tool found: ${terms().perfTestCommand}; or set KAFKA_HOME to a Kafka distribution; or use the built-in kafkajs engine.`);
}

function atLeast42(libs: string): boolean {
  const jar = readdirSync(libs).find((f) => /^kafka-tools-\d+\.\d+/.test(f));
  const m = jar && /^kafka-tools-(\d+)\.(\d+)/.exec(jar);
  return !!m && (Number(m[1]) > 4 || (Number(m[1]) === 4 && Number(m[2]) >= 2));
}

/** Config keys the tool must not receive from a site (it sets its own serializers/bootstrap). */
const SKIP = /^(bootstrap\.servers|key\.(de)?serializer|value\.(de)?serializer|client\.id|group\.id|sasl\.jaas\.config|ssl\..*password)$/;

/** The tool's name in an error: its class or script, not whichever flag came last. */
function toolName(argv: string[]): string {
  const tool = argv.find((a) => /Performance$|perf-test(\.sh)?$/.test(a));
  return tool ? tool.replace(/\.sh$/, '').split(/[./]/).filter(Boolean).pop()! : argv[0];
}

function runTool(argv: string[], hooks: RunHooks, onLine: (l: string) => void, timeoutMs: number): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    throwIfAborted(hooks.signal);
    const child = spawn(argv[0], argv.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '', err = '', buf = '';
    const kill = () => child.kill('SIGKILL');
    const timer = setTimeout(() => { kill(); reject(new BenchError(`The perf tool did not finish within ${timeoutMs / 1000} s.`)); }, timeoutMs);
    const onAbort = () => { kill(); reject(new BenchCancelled()); };
    hooks.signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.on('data', (d: Buffer) => {
      out += d; buf += d;
      const lines = buf.split('\n'); buf = lines.pop() ?? '';
      lines.forEach(onLine);
    });
    child.stderr.on('data', (d: Buffer) => { err += d; });
    child.on('error', (e) => { clearTimeout(timer); reject(new BenchError(`Could not start ${argv[0]}: ${e.message}`)); });
    child.on('close', (code) => {
      clearTimeout(timer);
      hooks.signal?.removeEventListener('abort', onAbort);
      if (code === 0) resolve(out);
      else reject(new BenchError(`${toolName(argv)} exited with ${code}: ${(err.trim().split('\n').filter((l) => /Exception|Error/.test(l))[0] ?? err.trim().split('\n').pop() ?? '').slice(0, 300)}`));
    });
  });
}

export async function runOfficialProducer(input: BenchSettingsInput, loc: ToolLocation, hooks: RunHooks = {}): Promise<BenchResult> {
  const s = parseBenchSettings({ ...input, kind: 'producer', engine: 'official' });
  const { argv, v42 } = resolveTool('producer', loc);
  const kafka = kafkaFor(s, hooks);
  const admin = kafka.admin();
  try {
    await connectClient(admin, hooks.signal);
    const cluster = await describeCluster(admin, s.allowNonLoopback);
    const rf = Math.min(3, cluster.brokers);
    const props = Object.entries(s.config).filter(([k]) => !SKIP.test(k)).map(([k, v]) => `${k}=${v}`);
    const rounds = await withBenchTopic(admin, { partitions: s.partitions, replicationFactor: rf, configs: rf >= 3 ? { 'min.insync.replicas': '2' } : {} }, async (topic) => {
      const out: Metrics[] = [];
      for (let r = 0; r < s.rounds; r++) {
        hooks.progress?.(`official tool round ${r + 1}/${s.rounds}`, r / s.rounds);
        const payload = s.payloadFile ? ['--payload-file', s.payloadFile] : ['--record-size', String(s.recordSize)];
        const conn = v42 ? ['--bootstrap-server', s.bootstrap, '--command-property', ...props] : ['--producer-props', `bootstrap.servers=${s.bootstrap}`, ...props];
        const args = [...argv, '--topic', topic, '--num-records', String(s.records), ...payload, '--throughput', String(s.throughput), '--print-metrics', ...conn];
        const text = await runTool(args, hooks, (l) => { const w = parseProducerWindow(l); if (w) hooks.log?.(`  ${l.trim()}`); }, s.timeoutMs * 5);
        const sum = producerSummaryFromOutput(text);
        if (!sum) throw new BenchError('The perf tool printed no summary line.');
        hooks.log?.(`round ${r + 1}: ${sum.recordsPerSec.toFixed(0)} rec/s, p50 ${sum.p50} ms, p99 ${sum.p99} ms`);
        out.push({ records: sum.records, recordsPerSec: sum.recordsPerSec, mbPerSec: sum.mbPerSec, avgMs: sum.avgMs, maxMs: sum.maxMs, p50: sum.p50, p95: sum.p95, p99: sum.p99, p999: sum.p999, ...clientMetrics(text, PRODUCER_CLIENT_METRICS) });
      }
      return out;
    }, topicOptions(s, hooks, cluster));
    return envelope(s, 'producer', 'Apache Kafka ProducerPerformance', rounds, [], cluster.describe);
  } catch (e) {
    rethrowPlain(e, s);
  } finally {
    await disconnectAll([admin]);
  }
}

/** ConsumerPerformance over a backlog produced by `fill` (the kafkajs backlog producer). */
export async function runOfficialConsumer(input: BenchSettingsInput, loc: ToolLocation, fill: (topic: string) => Promise<void>, hooks: RunHooks = {}): Promise<BenchResult> {
  const s = parseBenchSettings({ ...input, kind: 'consumer', engine: 'official' });
  const { argv, v42 } = resolveTool('consumer', loc);
  const kafka = kafkaFor(s, hooks);
  const admin = kafka.admin();
  const dir = await mkdtemp(join(tmpdir(), 'kafka-tuning-bench-'));
  try {
    await connectClient(admin, hooks.signal);
    const cluster = await describeCluster(admin, s.allowNonLoopback);
    const cfgFile = join(dir, 'consumer.properties');
    await writeFile(cfgFile, Object.entries(s.config).filter(([k]) => !SKIP.test(k)).map(([k, v]) => `${k}=${v}`).join('\n') + '\n', { mode: 0o600 });
    const rounds = await withBenchTopic(admin, { partitions: s.partitions, replicationFactor: Math.min(3, cluster.brokers) }, async (topic) => {
      await fill(topic);
      const out: Metrics[] = [];
      for (let r = 0; r < s.rounds; r++) {
        const total = s.records * s.partitions;
        const args = [...argv, '--bootstrap-server', s.bootstrap, '--topic', topic, v42 ? '--num-records' : '--messages', String(total), '--consumer.config', cfgFile, '--timeout', String(s.timeoutMs), '--group', `${topic}-g${r}`, '--print-metrics'];
        const text = await runTool(args, hooks, () => undefined, s.timeoutMs * 5);
        const sum = parseConsumerSummary(text);
        if (!sum) throw new BenchError('The consumer perf tool printed no summary row.');
        out.push({ records: sum.records, recordsPerSec: sum.recordsPerSec, mbPerSec: sum.mbPerSec, fetchMs: sum.fetchMs ?? NaN, rebalanceMs: sum.rebalanceMs ?? NaN, ...clientMetrics(text, CONSUMER_CLIENT_METRICS) });
      }
      return out;
    }, topicOptions(s, hooks, cluster));
    return envelope(s, 'consumer', 'Apache Kafka ConsumerPerformance', rounds, [], cluster.describe);
  } catch (e) {
    rethrowPlain(e, s);
  } finally {
    await disconnectAll([admin]);
    await rm(dir, { recursive: true, force: true });
  }
}
