// `kafka-tune bench`: benchmarks one producer or consumer config of a file against a broker. Every
// flag is checked before anything connects (a typo must not start a 100,000-record run); progress
// goes to stderr while it connects and runs; Ctrl-C cancels, deletes the run's topic and exits 130
// within 2 s, and a second Ctrl-C exits at once.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BenchResult, BenchSettingsInput } from '../../common/src/bench';
import { languageIdForPath } from '../../common/src/model';
import type { SiteSummary } from '../../common/src/protocol';
import { BenchCancelled, checkPayloadFile, coordinatorUrl, exportOmb, formatResultText, nonLoopback, parseBootstrap, ranAnywayWarning, refusalText, runBenchmark, useTerms } from '../../bench/src/index';
import { parseArgs, UsageError } from './args';
import { BENCH } from './commands';
import { errorDocument, type ErrorKind } from './errorDocument';
import type { Io } from './io';
import { fileTopicLedger, ledgerPath } from './topicLedger';

/** Cleanup after Ctrl-C gets this long before the process exits anyway (the promise is 2 s). */
const CANCEL_GRACE_MS = 1_500;
/** Longest stretch without a word on stderr while connecting or running. */
const HEARTBEAT_MS = 5_000;

export async function sitesOfFile(path: string): Promise<SiteSummary[]> {
  const text = await readFile(path, 'utf8');
  const doc = { uri: pathToFileURL(resolve(path)).toString(), fileName: basename(path), languageId: languageIdForPath(path) ?? 'properties', text };
  // Loaded when a command needs it: the service brings the Java and TypeScript parsers. The Java
  // grammar is WASM, instantiated asynchronously before the synchronous analysis (as lint does):
  // without it a Java file had no site and `bench P.java` said there was no config in it.
  const { createLanguageService, parsersFor } = await import('../../server/src/index');
  await parsersFor(path, doc.languageId);
  return createLanguageService().sites(doc);
}

/** `host:port[,host:port]`, IPv6 literals in brackets; the message names the flag and the entry. */
export function checkBootstrapFlag(value: string, flag = '--bootstrap'): void {
  const entries = value.split(',').map((s) => s.trim());
  for (const e of entries) {
    const m = /^(\[[0-9a-fA-F:.]+\]|[^\s:[\]]+):(\d+)$/.exec(e);
    if (!m) throw new UsageError(`option '${flag}' needs host:port (IPv6 as [::1]:9092), got '${e}'`);
    const port = Number(m[2]);
    if (port < 1 || port > 65535) throw new UsageError(`option '${flag}': port ${m[2]} in '${e}' is not between 1 and 65535`);
  }
}

/** The Trogdor coordinator and agents from the flags (or the environment), checked before anything connects. */
function trogdorTarget(flags: Map<string, unknown>, io: Io): { coordinator: string; nodes: string[] } {
  const coordinator = (flags.get('trogdor-coordinator') as string | undefined) ?? io.env.KAFKA_TUNING_TROGDOR_COORDINATOR;
  if (!coordinator) throw new UsageError("'--engine trogdor' needs '--trogdor-coordinator HOST:PORT' (or KAFKA_TUNING_TROGDOR_COORDINATOR)");
  const nodes = ((flags.get('trogdor-nodes') as string | undefined) ?? 'node0').split(',').map((n) => n.trim());
  if (nodes.some((n) => n === '')) throw new UsageError(`option '--trogdor-nodes' needs node names separated by commas, got '${flags.get('trogdor-nodes')}'`);
  try {
    coordinatorUrl(coordinator, !!flags.get('allow-non-loopback'));
  } catch (e) {
    throw new UsageError((e as Error).message.replace('allow non-loopback targets', 'pass --allow-non-loopback'));
  }
  return { coordinator, nodes };
}

/**
 * Says why the command stops: the sentence on stderr and, with --format json, the same outcome as
 * one `{"error": …}` document on stdout. Returns the exit code the kind has.
 */
type Stop = (kind: ErrorKind, message: string, details?: { extra?: Record<string, unknown>; text?: string }) => number;

function stopper(io: Io, json: boolean): Stop {
  return (kind, message, details = {}) => {
    io.err(`kafka-tune bench: ${details.text ?? message}`);
    if (json) io.out(errorDocument(kind, message, details.extra));
    return kind === 'failed' ? 1 : kind === 'cancelled' ? 130 : 2;
  };
}

/** The producer or consumer config of <file> that --site names (default the first), or the exit code after saying why not. */
async function chooseSite(file: string, flags: Map<string, unknown>, io: Io, stop: Stop): Promise<SiteSummary | number> {
  let sites: SiteSummary[];
  try {
    sites = await sitesOfFile(resolve(io.cwd, file));
  } catch (e) {
    return stop('input', `cannot read ${file} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  const runnable = sites.filter((s) => s.role === 'producer' || s.role === 'consumer');
  if (runnable.length === 0) return stop('input', `${file}: no producer or consumer configuration found`);
  // --site takes a site id (as `--format json` results show it) or the site's position among the runnable ones.
  const wanted = flags.get('site') as string | undefined;
  const site = wanted === undefined ? runnable[0] : runnable.find((s) => s.id === wanted) ?? (/^\d+$/.test(wanted) ? runnable[Number(wanted)] : undefined);
  if (!site) return stop('usage', `--site ${wanted}: no producer or consumer configuration with that id or position in ${file} (${runnable.map((s, i) => `${i} = ${s.id} ${s.label}`).join(', ')})`);
  return site;
}

/**
 * --export-omb DIR: writes an OpenMessaging Benchmark workload and Kafka driver for the config
 * instead of running it. Nothing connects, so a remote cluster's address is fine here.
 */
async function exportOmbFiles(file: string, dir: string, given: string | undefined, flags: Map<string, unknown>, io: Io, stop: Stop, json: boolean): Promise<number> {
  const site = await chooseSite(file, flags, io, stop);
  if (typeof site === 'number') return site;
  // OMB's Kafka driver runs the Java client: a kafkajs or librdkafka config has no Java equivalent
  // for its batching and defaults, so exporting it would measure something else.
  if (site.client !== 'java') {
    return stop('refused', `--export-omb: ${site.label} is a ${site.client} config; OpenMessaging Benchmark's Kafka driver runs the Java client, which would not batch or default the way ${site.client} does, so it is not exported.`);
  }
  // A config the Java client refuses would fail in OMB's workers as it fails in the application.
  if (site.errors.length > 0 && !flags.get('run-anyway')) {
    const n = site.errors.length;
    return stop('refused', `--export-omb: not exporting ${site.label}: the configuration has ${n} error-level finding${n === 1 ? '' : 's'}`, {
      extra: { findings: site.errors },
      text: `--export-omb: not exporting ${site.label}: ${refusalText(site.errors, (e) => `${file}:${e.line + 1}`)}\nFix ${n === 1 ? 'it' : 'them'}, or pass --run-anyway to export it regardless.`,
    });
  }
  const kind = site.role as 'producer' | 'consumer';
  // The cluster to test: the flag or the environment, else the file's own bootstrap.servers.
  const bootstrap = given ?? site.explicit['bootstrap.servers'] ?? '127.0.0.1:9092';
  const { ombClientGaps } = await import('../../server/src/index');
  const gaps = ombClientGaps(kind, Object.keys(site.effective));
  const out = exportOmb({
    role: kind,
    name: `${basename(file).replace(/\.[^.]+$/, '')}-${kind}`,
    config: site.effective,
    bootstrap,
    partitions: (flags.get('partitions') as number | undefined) ?? site.workload.partitions ?? (kind === 'consumer' ? 4 : 1),
    recordSize: (flags.get('record-size') as number | undefined) ?? site.workload.recordBytes ?? 512,
    throughput: (flags.get('throughput') as number | undefined) ?? site.workload.rate ?? -1,
    replicationFactor: 3,
    testDurationMinutes: 15,
    unknownToOmbClient: gaps.unknown,
    maybeUnknownToOmbClient: gaps.maybe,
  });
  const target = resolve(io.cwd, dir);
  try {
    await mkdir(target, { recursive: true });
    await writeFile(join(target, 'workload.yaml'), out.workloadYaml);
    await writeFile(join(target, 'driver.yaml'), out.driverYaml);
  } catch (e) {
    return stop('input', `--export-omb: cannot write into ${dir} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  io.err(`kafka-tune bench: wrote ${join(dir, 'workload.yaml')} and ${join(dir, 'driver.yaml')} for ${site.label}, testing ${bootstrap} (OpenMessaging Benchmark; every effective value written out)`);
  if (json) io.out(JSON.stringify({ exported: { workload: join(dir, 'workload.yaml'), driver: join(dir, 'driver.yaml'), site: { id: site.id, label: site.label }, bootstrap } }, null, 2));
  return 0;
}

export async function benchCommand(argv: readonly string[], io: Io, signals: NodeJS.EventEmitter = process): Promise<number> {
  const { flags, positionals } = parseArgs(BENCH, argv);
  if (positionals.length !== 1) throw new UsageError(positionals.length === 0 ? 'bench needs the file that holds the configuration' : `bench takes one file, got ${positionals.length}: ${positionals.join(' ')}`);
  const file = positionals[0];
  const format = (flags.get('format') as string | undefined) ?? 'text';
  const stop = stopper(io, format === 'json');
  const bootstrap = (flags.get('bootstrap') as string | undefined) ?? io.env.KAFKA_TUNING_BOOTSTRAP ?? '127.0.0.1:9092';
  checkBootstrapFlag(bootstrap, flags.has('bootstrap') ? '--bootstrap' : 'KAFKA_TUNING_BOOTSTRAP');
  const ombDir = flags.get('export-omb') as string | undefined;
  if (ombDir !== undefined) return exportOmbFiles(file, ombDir, (flags.get('bootstrap') as string | undefined) ?? io.env.KAFKA_TUNING_BOOTSTRAP, flags, io, stop, format === 'json');
  // Refused before anything else happens (no 'connecting…', no name lookup): a benchmark creates a
  // topic and loads the cluster, so only brokers on this machine unless the user says otherwise.
  const remote = nonLoopback(parseBootstrap(bootstrap));
  if (remote.length > 0 && !flags.get('allow-non-loopback')) {
    return stop('refused', `refusing to benchmark against ${remote.join(', ')}: only loopback brokers (127.0.0.0/8, ::1, localhost) are allowed unless --allow-non-loopback is given; a run creates and deletes a kafka-tuning-bench-* topic there and loads the cluster.`);
  }
  const engine = (flags.get('engine') as 'kafkajs' | 'official' | 'trogdor' | undefined) ?? 'kafkajs';
  const e2e = flags.get('mode') === 'e2e';
  // Both ends must be timed on one clock, in one process: only the built-in engine can.
  if (e2e && engine !== 'kafkajs') throw new UsageError(`'--mode e2e' runs on the built-in kafkajs engine (it times each record from send to receipt in one process); drop '--engine ${engine}'`);
  const trogdor = engine === 'trogdor' ? trogdorTarget(flags, io) : undefined;
  if (engine !== 'trogdor' && (flags.has('trogdor-coordinator') || flags.has('trogdor-nodes'))) throw new UsageError("options '--trogdor-coordinator' and '--trogdor-nodes' need '--engine trogdor'");
  if (flags.get('throughput') === 0) throw new UsageError("option '--throughput' 0 would never finish; use -1 for as fast as possible");
  const payloadFile = flags.get('payload-file') as string | undefined;
  if (payloadFile) {
    try {
      await checkPayloadFile(resolve(io.cwd, payloadFile));
    } catch (e) {
      return stop('input', `--payload-file: ${(e as Error).message}`);
    }
  }
  const site = await chooseSite(file, flags, io, stop);
  if (typeof site === 'number') return site;
  if (engine === 'trogdor' && site.role === 'consumer') throw new UsageError(`--engine trogdor runs producers only (Trogdor's ConsumeBench reports no duration), and ${site.label} is a consumer config; use --engine kafkajs or official`);
  // A benchmark of a config the client would refuse measures a client nobody can run: say why and stop,
  // unless the user asks for the figures regardless (the result then carries the findings).
  const runAnyway = !!flags.get('run-anyway');
  if (site.errors.length > 0 && !runAnyway) {
    const n = site.errors.length;
    return stop('refused', `refusing to benchmark ${site.label}: it has ${n} error-level finding${n === 1 ? '' : 's'} (listed in findings), so a client built from it as written would not start or its sends would fail; fix ${n === 1 ? 'it' : 'them'}, or pass --run-anyway to measure it regardless`, {
      extra: { findings: site.errors },
      text: `refusing to benchmark ${site.label.includes(basename(file)) ? site.label : `${site.label} of ${file}`}: ${refusalText(site.errors, (e) => `${file}:${e.line + 1}`)}\nFix ${n === 1 ? 'it' : 'them'}, or pass --run-anyway to measure it regardless (the result is then marked).`,
    });
  }
  const role = site.role as 'producer' | 'consumer';
  const kind = e2e ? 'e2e' : role;
  const num = (k: string, d: number) => (flags.get(k) as number | undefined) ?? d;
  const settings: BenchSettingsInput = {
    kind,
    configRole: role,
    engine,
    trogdor,
    client: site.client,
    bootstrap,
    records: num('records', e2e ? 10_000 : kind === 'consumer' ? 50_000 : 100_000),
    recordSize: num('record-size', site.workload.recordBytes ?? (kind === 'consumer' ? 170 : 512)),
    // End to end at full speed measures the queue: a rate is the default there.
    throughput: num('throughput', e2e ? site.workload.rate ?? 1_000 : -1),
    rounds: num('rounds', 3),
    partitions: num('partitions', site.workload.partitions ?? (kind === 'consumer' ? 4 : 1)),
    payloadFile: payloadFile && resolve(io.cwd, payloadFile),
    config: site.effective,
    allowNonLoopback: !!flags.get('allow-non-loopback'),
    timeoutMs: num('timeout', 60) * 1000,
  };
  // The engine's messages then name what a CLI user can change.
  useTerms({
    allowNonLoopback: '--allow-non-loopback is given',
    perfTestCommand: 'set KAFKA_TUNING_PERF_COMMAND to the kafka-producer-perf-test command',
    credentials: 'given to the benchmark',
  });

  const controller = new AbortController();
  let interrupted = false;
  let lastWord = Date.now();
  let activity = `connecting to ${bootstrap}`;
  const say = (line: string) => {
    lastWord = Date.now();
    io.err(line);
  };
  const started = Date.now();
  say(`kafka-tune bench: ${e2e ? 'end to end, ' : ''}${role} config ${site.label} of ${file}: ${activity}…`);
  let failedAt: number | undefined;
  const heartbeat = setInterval(() => {
    if (Date.now() - lastWord < HEARTBEAT_MS) return;
    // After a failure the run is only cleaning up, which the timeout does not cover (deleting the
    // topic and settling requests on a hung broker take their own bounded time).
    if (failedAt !== undefined) say(`kafka-tune bench: still cleaning up after the failure (${Math.round((Date.now() - failedAt) / 1000)} s)`);
    else say(`kafka-tune bench: still ${activity} (${Math.round((Date.now() - started) / 1000)} s; gives up after ${num('timeout', 60)} s without progress)`);
  }, 1000);
  const onSigint = () => {
    if (interrupted) {
      io.err('kafka-tune bench: interrupted again: exiting now (a kafka-tuning-bench-* topic may be left on the broker)');
      process.exit(130);
    }
    interrupted = true;
    say('kafka-tune bench: cancelling: stopping the clients and deleting the benchmark topic (Ctrl-C again to exit at once)');
    controller.abort();
    setTimeout(() => {
      io.err('kafka-tune bench: cleanup did not finish in time; exiting (a kafka-tuning-bench-* topic may be left on the broker)');
      process.exit(130);
    }, CANCEL_GRACE_MS).unref();
  };
  signals.on('SIGINT', onSigint);
  const hooks = {
    signal: controller.signal,
    ledger: fileTopicLedger(ledgerPath(io.env), bootstrap, say),
    // Said as soon as the run fails: the clean-up that follows can take seconds on a hung broker.
    failed: (message: string) => {
      failedAt = Date.now();
      say(`kafka-tune bench: failed after ${Math.round((failedAt - started) / 1000)} s: ${message} Cleaning up (deleting the benchmark topic, disconnecting)…`);
    },
    log: (l: string) => say(l),
    progress: (message: string) => {
      if (message !== activity) {
        activity = message;
        say(`kafka-tune bench: ${message}`);
      }
    },
  };
  try {
    const loc = { command: io.env.KAFKA_TUNING_PERF_COMMAND, libsDir: io.env.KAFKA_TUNING_KAFKA_LIBS };
    const result: BenchResult = await runBenchmark(settings, loc, hooks);
    result.site = { uri: pathToFileURL(resolve(io.cwd, file)).toString(), id: site.id, label: site.label };
    result.fingerprint = site.fingerprint;
    if (runAnyway && site.errors.length > 0) {
      result.errorFindings = site.errors;
      result.warnings.unshift(ranAnywayWarning(site.errors));
    }
    io.out(format === 'json' ? JSON.stringify(result, null, 2) : formatResultText(result));
    return 0;
  } catch (e) {
    const cancelled = interrupted || e instanceof BenchCancelled;
    // A script reading --format json gets a document on every outcome, not an empty stdout.
    return cancelled ? stop('cancelled', 'cancelled') : stop('failed', (e as Error).message, { text: `benchmark failed: ${(e as Error).message}` });
  } finally {
    clearInterval(heartbeat);
    signals.off('SIGINT', onSigint);
  }
}
