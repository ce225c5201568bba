// Runs one benchmark from VS Code: Workspace Trust and loopback checks, SASL/TLS from
// SecretStorage (never logged), a cancellable progress notification, the output channel, and the
// result stored for the lenses and the panel.
import * as vscode from 'vscode';
import type { BenchForm, BenchResult, BenchSettingsInput, BenchTarget } from '../../../../common/src/bench';
import type { SiteSummary } from '../../../../common/src/protocol';
import { benchmarkSettingsSchema, DEFAULT_BOOTSTRAP, type BenchmarkSettings } from '../../../../common/src/settings';
import { connectionOptions, SECRET_KEY } from './connection';
import { connectClient, deleteLeftovers, formatResultText, makeKafka, ranAnywayWarning, refusalText, nonLoopback, parseBootstrap, runBenchmark } from '../../../../bench/src/index';
import type { WorkspaceTopicLedger } from './ledger';
import type { ResultStore } from './store';

export { SECRET_KEY };

export interface RunContext {
  output: vscode.OutputChannel;
  /** The language server's config sites of a document, as it is now. */
  sites(uri: vscode.Uri): Promise<SiteSummary[]>;
  store: ResultStore;
  ledger: WorkspaceTopicLedger;
  secrets: vscode.SecretStorage;
  libsDir?: string;
  onStored(): void;
}

export function defaultForm(site: SiteSummary): BenchForm {
  const consumer = site.role === 'consumer';
  return {
    // A short run by default (about 20 s on a local broker), throttled: unthrottled latency is
    // queueing, not the config.
    records: consumer ? 20_000 : 5_000,
    recordSize: site.workload.recordBytes ?? (consumer ? 170 : 512),
    throughput: consumer ? -1 : site.workload.rate ?? 1_000,
    rounds: 3,
    partitions: site.workload.partitions ?? (consumer ? 4 : 1),
    engine: 'kafkajs',
    sendPattern: site.client === 'kafkajs' && !consumer ? { kind: 'serial' } : undefined,
    timeoutSec: 30,
  };
}

/**
 * The broker a run targets and where that address comes from: the setting when the user or the
 * workspace set it, else KAFKA_TUNING_BOOTSTRAP from the environment VS Code was started in (`npm start`
 * passes the broker it started or found), else the default. The panel shows both.
 */
export function benchTarget(env: NodeJS.ProcessEnv = process.env): BenchTarget {
  const i = cfg().inspect<unknown>('bootstrap');
  const scopes: Array<[unknown, string]> = [[i?.workspaceFolderValue, 'workspace folder setting'], [i?.workspaceValue, 'workspace setting'], [i?.globalValue, 'user setting']];
  const set = scopes.find(([v]) => v !== undefined);
  if (set) return { bootstrap: setting('bootstrap', set[0]), source: `${set[1]} kafkaTuning.benchmark.bootstrap` };
  const fromEnv = env.KAFKA_TUNING_BOOTSTRAP?.trim();
  if (fromEnv) return { bootstrap: fromEnv, source: 'environment variable KAFKA_TUNING_BOOTSTRAP (set by npm start or the shell that started VS Code)' };
  return { bootstrap: DEFAULT_BOOTSTRAP, source: 'default — set kafkaTuning.benchmark.bootstrap to use another broker' };
}

function cfg() {
  return vscode.workspace.getConfiguration('kafkaTuning.benchmark');
}

/** One kafkaTuning.benchmark.* value through the shared schema (common/src/settings.ts): a bad value reads as its default. */
function setting<K extends keyof BenchmarkSettings>(key: K, value: unknown): BenchmarkSettings[K] {
  return benchmarkSettingsSchema.shape[key].parse(value) as BenchmarkSettings[K];
}

/** The brokers of `bootstrap` that are not on this machine. */
function nonLoopbackBrokers(bootstrap: string): string[] {
  return nonLoopback(parseBootstrap(bootstrap));
}

/** inspect(): only the user (global) value counts; a workspace cannot opt itself in. */
function userAllowsNonLoopback(): boolean {
  return setting('allowNonLoopback', cfg().inspect('allowNonLoopback')?.globalValue) === true;
}

/** Loopback, or a user-level opt-in plus an explicit confirmation for this run. */
async function allowedBootstrap(bootstrap: string): Promise<boolean | undefined> {
  const remote = nonLoopbackBrokers(bootstrap);
  if (remote.length === 0) return false;
  if (!userAllowsNonLoopback()) {
    throw new Error(`Refusing to benchmark against ${remote.join(', ')}: only loopback brokers unless the user setting kafkaTuning.benchmark.allowNonLoopback is on.`);
  }
  const ok = await vscode.window.showWarningMessage(`Benchmark against ${remote.join(', ')}? It creates and deletes a kafka-tuning-bench-* topic there and loads the cluster.`, { modal: true }, 'Run');
  return ok === 'Run' ? true : undefined;
}

/**
 * What to do with a config that has error-level findings: ask the user (a modal with "Run anyway"),
 * refuse with an error naming them (the command API without `runAnyway`), or run it.
 */
export type OnErrorFindings = 'ask' | 'refuse' | 'run';

/** The config was not run because of its error-level findings (the message lists them). */
export class BenchRefused extends Error {}

async function confirmErrors(site: SiteSummary, how: OnErrorFindings): Promise<boolean> {
  if (how === 'run') return true;
  if (how === 'refuse') throw new BenchRefused(`not benchmarked: ${refusalText(site.errors, (e) => `line ${e.line + 1}`)}`);
  return askAnyway(site, 'Run anyway', 'A run anyway is marked as not describing a client that would start.');
}

/**
 * The modal that lists a config's error-level findings and offers to go on regardless (`button`),
 * with `consequence` under the list. True when the user chose to go on.
 */
export async function askAnyway(site: SiteSummary, button: string, consequence: string): Promise<boolean> {
  const why = refusalText(site.errors, (e) => `line ${e.line + 1}`);
  const choice = await vscode.window.showWarningMessage(`${site.label}: ${why.split('\n')[0]}`, { modal: true, detail: `${why.split('\n').slice(1).map((l) => l.trim()).join('\n')}\n\n${consequence}` }, button);
  return choice === button;
}

/**
 * The questions asked once before a run (or once before a whole sweep): a config with error-level
 * findings, a broker off this machine. Undefined when the user declined.
 */
export async function confirmRun(site: SiteSummary, onErrors: OnErrorFindings = 'ask'): Promise<{ allowNonLoopback: boolean } | undefined> {
  if (!vscode.workspace.isTrusted) throw new Error('Benchmarks are disabled in untrusted workspaces (Workspace Trust).');
  // A config the client would refuse measures a client nobody can run: say why, and run it only when asked to.
  if (site.errors.length > 0 && !await confirmErrors(site, onErrors)) return undefined;
  const allowNonLoopback = await allowedBootstrap(benchTarget().bootstrap);
  return allowNonLoopback === undefined ? undefined : { allowNonLoopback };
}

export async function runFromVsCode(ctx: RunContext, uri: vscode.Uri, site: SiteSummary, form: BenchForm, overrides: Record<string, string> = {}, signal?: AbortSignal, onProgress?: (m: string, f: number) => void, onFailed?: (message: string) => void, confirmed: OnErrorFindings | { allowNonLoopback: boolean } = 'ask'): Promise<BenchResult | undefined> {
  if (!vscode.workspace.isTrusted) throw new Error('Benchmarks are disabled in untrusted workspaces (Workspace Trust).');
  const gate = typeof confirmed === 'string' ? await confirmRun(site, confirmed) : confirmed;
  if (!gate) return undefined;
  const { bootstrap } = benchTarget();
  const { allowNonLoopback } = gate;
  const role = site.role === 'consumer' ? 'consumer' : 'producer';
  const { timeoutSec, mode, ...rest } = form;
  const e2e = mode === 'e2e';
  const kind = e2e ? 'e2e' : role;
  // End to end from a consumer config: the form has no rate control there, and a backlog sent as fast
  // as possible would measure the queue, so its producer sends at 1,000 records/s.
  const throughput = e2e && role === 'consumer' && rest.throughput <= 0 ? 1_000 : rest.throughput;
  const settings: BenchSettingsInput = { ...rest, throughput, timeoutMs: (timeoutSec ?? 30) * 1000, kind, configRole: role, client: site.client, bootstrap, allowNonLoopback, config: { ...site.effective, ...overrides } };
  const connection = await connectionOptions(ctx.secrets);
  const out = ctx.output;
  out.appendLine(`── ${kind} benchmark of ${site.label} (${uri.fsPath}) against ${bootstrap}`);
  return vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title: `Kafka benchmark: ${site.label}`, cancellable: true }, async (progress, token) => {
    const ac = new AbortController();
    token.onCancellationRequested(() => ac.abort());
    signal?.addEventListener('abort', () => ac.abort(), { once: true });
    let last = 0;
    const hooks = {
      signal: ac.signal,
      connection,
      ledger: ctx.ledger.for(bootstrap),
      log: (l: string) => out.appendLine(l),
      failed: (m: string) => { progress.report({ message: `failed — cleaning up: ${m}` }); onFailed?.(m); },
      progress: (m: string, f: number) => { progress.report({ message: m, increment: Math.max(0, (f - last) * 100) }); last = f; onProgress?.(m, f); },
    };
    // The perf-tool command is machine-scoped: a cloned repo's settings cannot make us run a program.
    const loc = { command: setting('perfTestCommand', cfg().inspect('perfTestCommand')?.globalValue) || undefined, libsDir: ctx.libsDir };
    const running = runBenchmark(settings, loc, hooks);
    const run = { abort: () => ac.abort(), done: running.then(() => undefined, () => undefined) };
    active.add(run);
    void run.done.then(() => active.delete(run));
    const result = await running;
    result.site = { uri: uri.toString(), id: site.id, label: site.label };
    if (site.errors.length > 0) {
      result.errorFindings = site.errors;
      result.warnings.unshift(ranAnywayWarning(site.errors));
    }
    // A sweep point measures overrides, not the site as written: it must not look current.
    result.fingerprint = Object.keys(overrides).length ? `${site.fingerprint}+sweep` : site.fingerprint;
    out.appendLine(formatResultText(result));
    if (!Object.keys(overrides).length) {
      await ctx.store.add(uri.toString(), site.id, result);
      ctx.onStored();
    }
    return result;
  });
}

/** Runs under way in this extension host: deactivate() cancels them and waits for their cleanup. */
const active = new Set<{ abort(): void; done: Promise<void> }>();

/**
 * Cancels every running benchmark and waits (at most `graceMs`) until each has deleted its topic
 * and disconnected. VS Code gives deactivate() 5 s on reload or shutdown; what does not finish in
 * time stays in the topic ledger for the next activation.
 */
export async function cancelActiveRuns(graceMs: number): Promise<number> {
  const runs = [...active];
  for (const r of runs) r.abort();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([Promise.all(runs.map((r) => r.done)), new Promise((r) => { timer = setTimeout(r, graceMs); })]);
  clearTimeout(timer);
  return runs.length;
}

/**
 * Deletes the topics an interrupted run (window reload, crashed host) left behind: only names in
 * the ledger, only on brokers the user may benchmark without a prompt (loopback, or the user-level
 * opt-in). A broker that does not answer keeps its names for later.
 */
export async function deleteRecordedTopics(ctx: RunContext): Promise<string[]> {
  if (!vscode.workspace.isTrusted) return [];
  const deleted: string[] = [];
  const connection = await connectionOptions(ctx.secrets).catch(() => ({}));
  for (const bootstrap of ctx.ledger.bootstraps()) {
    const remote = nonLoopbackBrokers(bootstrap).length > 0;
    if (remote && !userAllowsNonLoopback()) continue;
    const admin = makeKafka({ bootstrap, allowNonLoopback: remote, timeoutMs: 10_000, ...connection }).admin();
    try {
      await connectClient(admin);
      const now = await deleteLeftovers(admin, ctx.ledger.for(bootstrap));
      if (now.length) ctx.output.appendLine(`deleted ${now.length} benchmark topic(s) an interrupted run left on ${bootstrap}: ${now.join(', ')}`);
      deleted.push(...now);
    } catch (e) {
      ctx.output.appendLine(`benchmark topics an interrupted run created on ${bootstrap} are still recorded (${(e as Error).message}); the next run there deletes them`);
    } finally {
      await admin.disconnect().catch(() => undefined);
    }
  }
  return deleted;
}
