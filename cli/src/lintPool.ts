// The lint workers of a `kafka-tune lint` run over many files. Parsing is synchronous and
// CPU-bound: with the workers doing all of it (the scan's and the files' own) while the main
// thread walks, reads and collects, a whole repository is linted in parallel, and the main thread
// never holds a syntax tree, which kept it from growing to ~200 MB of heap between collections
// (docs/measured.md, "lint workers"). A worker that fails or stops
// hands its jobs back (they reject; the caller does them on the main thread) and is replaced, so a
// run never loses a file.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Settings } from '../../common/src/settings';
import type { WorkspaceFacts } from '../../server/src/index';
import { LINT_WORKER, type FromLintWorker, type LintAnswers, type LintJob, type ToLintWorker } from './lintWorker';

/** Files given to a worker ahead of the one it is analysing, so it never waits on the main thread. */
const IN_FLIGHT = 4;
/**
 * Each worker's heap. Bounded so that its collector runs before the heap grows (unbounded, a run
 * over Apache Kafka's tree peaked at 720 MB); a file that needs more stops the worker, and is
 * analysed on the main thread instead.
 */
const WORKER_OLD_MB = 128;
const WORKER_YOUNG_MB = 8;
/** Workers started again after one stopped, per run; past it the main thread does their part. */
const MAX_RESTARTS = 4;

interface Waiting {
  resolve: (value: unknown) => void;
  reject: (e: Error) => void;
  /** The characters the job parses, a measure of how long it keeps the worker. */
  size: number;
}

class Slot {
  readonly waiting = new Map<number, Waiting>();
  readonly sent = new Set<number>();
  stopped = false;
  constructor(readonly worker: Worker) {}

  /** Characters still to parse here. */
  load(): number {
    let n = 0;
    for (const w of this.waiting.values()) n += w.size;
    return n;
  }
}

function sizeOf(job: LintJob): number {
  switch (job.kind) {
    case 'analyse': return job.text.length;
    case 'carrierKeys': return job.doc.text.length;
    case 'codeFacts': return job.docs.reduce((n, d) => n + d.text.length, 0);
  }
}

/** The bundle a worker runs (engine.js, beside this code once built); none when running from source. */
export function lintWorkerFile(): string | undefined {
  const here = typeof __dirname === 'string' ? __dirname : undefined;
  const file = here && join(here, 'engine.js');
  return file && existsSync(file) ? file : undefined;
}

/** What a run's workers did, for the tests that check the work was shared and nothing lost. */
export interface PoolStats {
  /** Workers started, those that replaced a stopped one included. */
  started: number;
  /** Jobs answered by a worker. */
  done: number;
  /** Jobs a worker failed or stopped with, done on the main thread instead. */
  handedBack: number;
}

export interface PoolOptions {
  onInternalError?: (what: string, e: unknown) => void;
  /** Each worker's old-generation heap, WORKER_OLD_MB unless a test wants workers that run out of it. */
  heapMb?: number;
}

export class LintPool {
  readonly stats: PoolStats = { started: 0, done: 0, handedBack: 0 };
  private slots: Slot[] = [];
  private nextId = 1;
  private restarts = 0;
  private closing = false;
  private workspace: WorkspaceFacts | undefined;
  private readonly settingsIds = new Map<Settings | undefined, number>();
  /** Waiting for a worker with room (room()). */
  private roomWaiters: Array<() => void> = [];

  constructor(private readonly file: string, size: number, private readonly opts: PoolOptions = {}) {
    for (let i = 0; i < size; i++) this.slots.push(this.start());
  }

  /** The scan's facts, which every analysis needs: sent to each worker before any file. */
  setWorkspace(facts: WorkspaceFacts): void {
    this.workspace = facts;
    for (const s of this.live()) s.worker.postMessage({ kind: 'workspace', facts } satisfies ToLintWorker);
  }

  /** Resolves when a worker can take another file: true, or false when no worker is left. */
  async room(): Promise<boolean> {
    for (;;) {
      const live = this.live();
      if (live.length === 0) return false;
      if (live.some((s) => s.waiting.size < IN_FLIGHT)) return true;
      await new Promise<void>((r) => this.roomWaiters.push(r));
    }
  }

  /**
   * Runs the job on the worker with the least to parse before it (by characters: the scan's one
   * code-facts job holds its worker for a second or more over a large tree, and files queued behind
   * it held up the files read after them); rejects when it fails there or no worker is left.
   */
  run<K extends LintJob['kind']>(job: Extract<LintJob, { kind: K }>): Promise<LintAnswers[K]> {
    const slot = this.live().map((s) => ({ s, load: s.load() })).sort((a, b) => a.load - b.load)[0]?.s;
    if (!slot) return Promise.reject(new Error('no lint worker is left'));
    const sent: LintJob = job.kind === 'analyse' ? this.withSettings(slot, job as Extract<LintJob, { kind: 'analyse' }>) : job;
    const id = this.nextId++;
    return new Promise<LintAnswers[K]>((resolve, reject) => {
      slot.waiting.set(id, { resolve: resolve as (v: unknown) => void, reject, size: sizeOf(job) });
      slot.worker.postMessage({ kind: 'job', id, job: sent } satisfies ToLintWorker);
    });
  }

  /** An analysis carries its settings to a worker the first time that worker sees them. */
  analyse(abs: string, text: string, settings: Settings | undefined): Promise<LintAnswers['analyse']> {
    let settingsId = this.settingsIds.get(settings);
    if (settingsId === undefined) this.settingsIds.set(settings, (settingsId = this.settingsIds.size + 1));
    return this.run({ kind: 'analyse', abs, text, settingsId, ...(settings === undefined ? { settings: null } : { settings }) });
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }

  private withSettings(slot: Slot, job: Extract<LintJob, { kind: 'analyse' }>): LintJob {
    if (!slot.sent.has(job.settingsId)) {
      slot.sent.add(job.settingsId);
      return job;
    }
    const { settings: _sent, ...named } = job;
    return named;
  }

  private live(): Slot[] {
    return this.slots.filter((s) => !s.stopped);
  }

  private start(): Slot {
    // No node options of this thread's (a test runner's loaders): the bundle needs none.
    const worker = new Worker(this.file, { execArgv: [], workerData: { role: LINT_WORKER }, resourceLimits: { maxOldGenerationSizeMb: this.opts.heapMb ?? WORKER_OLD_MB, maxYoungGenerationSizeMb: WORKER_YOUNG_MB } });
    this.stats.started++;
    const slot = new Slot(worker);
    worker.on('message', (m: FromLintWorker) => this.received(slot, m));
    worker.on('error', (e) => this.stopped(slot, `the lint worker failed: ${e.message}`));
    worker.on('exit', (code) => this.stopped(slot, `the lint worker stopped (exit code ${code})`));
    if (this.workspace) worker.postMessage({ kind: 'workspace', facts: this.workspace } satisfies ToLintWorker);
    return slot;
  }

  private received(slot: Slot, m: FromLintWorker): void {
    if (m.kind === 'internalError') {
      const e = new Error(m.stack.split('\n')[0]);
      e.stack = m.stack;
      this.opts.onInternalError?.(m.what, e);
      return;
    }
    const w = slot.waiting.get(m.id);
    if (!w) return;
    slot.waiting.delete(m.id);
    if (m.kind === 'done') {
      this.stats.done++;
      w.resolve(m.value);
    } else {
      this.stats.handedBack++;
      w.reject(new Error(m.message));
    }
    this.wake();
  }

  private stopped(slot: Slot, why: string): void {
    if (slot.stopped) return;
    slot.stopped = true;
    this.stats.handedBack += slot.waiting.size;
    for (const w of slot.waiting.values()) w.reject(new Error(why));
    slot.waiting.clear();
    if (!this.closing && this.restarts < MAX_RESTARTS) {
      this.restarts++;
      this.slots[this.slots.indexOf(slot)] = this.start();
    }
    this.wake();
  }

  private wake(): void {
    const waiters = this.roomWaiters;
    this.roomWaiters = [];
    for (const r of waiters) r();
  }
}
