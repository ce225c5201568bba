// The LSP thread's side of the analysis worker (analysisWorker.ts): a queue of jobs, one in the
// worker at a time, so that
//   - a request on the large document (hover, completion, code action) goes ahead of queued
//     diagnostics, and one the editor has cancelled is never run;
//   - a newer diagnostics request for a document replaces its queued one (a keystroke during an
//     analysis supersedes the analysis that was waiting; the running one finishes, which keeps
//     the worker's per-document caches and Java tree current, and the LSP side drops its result
//     when the document has moved on);
//   - a worker that dies (out of memory, a crash) fails only its job: it is started again, with
//     the settings and workspace facts it had, for the next one. The server keeps running.
import { Worker } from 'node:worker_threads';
import type { Settings } from '../../../common/src/settings';
import type { Answer, OffThreadAnalysis, ServiceRequest } from '../lsp/requests';
import type { SourceDocument } from '../service/model';
import type { WorkspaceFacts } from '../service/workspace';
import { textChange } from '../service/parse/textChange';
import type { DocumentText, FromWorker, ToWorker } from './analysisWorkerMessages';

/**
 * The worker's heap limit: a file that needs more stops the worker, not the server. The size caps
 * (common/src/limits.ts) keep the analyses of realistic files far below it; a tighter limit made
 * the collector run so often near it that the hostile 100,000-key file took 21–25 s instead of
 * 18–19 s (384 MB against none, same machine and load).
 */
export const WORKER_HEAP_MB = 1024;
/**
 * The worker's young generation. A keystroke in a file at the size cap allocates a new analysis
 * whose objects the default young generation copies in 15–26 ms scavenges; with 96 MB most of the
 * previous analysis is dead before a scavenge. Three interleaved quiet rounds of `npm run bench:big`
 * (docs/measured.md, 2026-12-07): keystroke → diagnostics median 41 against 53 ms (712 KB Java) and
 * 40 against 48 ms (2.4 MB .properties), peak RSS ~405 against ~370 MiB.
 */
export const WORKER_YOUNG_MB = 96;
/** One job longer than this is taken for a hang: the worker is stopped and started again. */
export const JOB_TIMEOUT_MS = 120_000;

interface Job {
  id: number;
  doc: SourceDocument;
  settings: Settings;
  req: ServiceRequest;
  cancelled?: () => boolean;
  resolve: (value: unknown) => void;
  reject: (e: Error) => void;
}

export class AnalysisWorkerClient implements OffThreadAnalysis {
  private worker: Worker | undefined;
  private running: Job | undefined;
  private timer: NodeJS.Timeout | undefined;
  private readonly queue: Job[] = [];
  private nextId = 1;
  private settingsIds = new WeakMap<Settings, number>();
  private nextSettingsId = 1;
  /** Settings objects the current worker has been sent. */
  private sent = new Set<number>();
  /** The last text the current worker was sent for each document: the next job sends only the edit from it. */
  private texts = new Map<string, string>();
  private editorSettings: unknown;
  private facts: WorkspaceFacts | undefined;

  constructor(private readonly file: string, private readonly log: (line: string) => void) {}

  run<R extends ServiceRequest>(doc: SourceDocument, settings: Settings, req: R, cancelled?: () => boolean): Promise<Answer<R> | undefined> {
    return new Promise((resolve, reject) => {
      const job: Job = { id: this.nextId++, doc, settings, req, cancelled, resolve: resolve as (v: unknown) => void, reject };
      if (req.op === 'diagnostics') {
        // The queued analysis of an older text is of no use any more.
        const old = this.queue.findIndex((j) => j.req.op === 'diagnostics' && j.doc.uri === doc.uri);
        if (old >= 0) this.queue.splice(old, 1)[0].resolve(undefined);
        this.queue.push(job);
      } else {
        // Requests the editor waits on go before diagnostics, in arrival order among themselves.
        const firstDiagnostics = this.queue.findIndex((j) => j.req.op === 'diagnostics');
        this.queue.splice(firstDiagnostics < 0 ? this.queue.length : firstDiagnostics, 0, job);
      }
      this.pump();
    });
  }

  setWorkspace(facts: WorkspaceFacts): void {
    this.facts = facts;
    this.post({ kind: 'workspace', facts });
  }

  setSettings(value: unknown): void {
    this.editorSettings = value;
    this.sent = new Set();
    this.post({ kind: 'settings', value });
  }

  forget(uri: string): void {
    for (const j of this.queue.filter((q) => q.doc.uri === uri)) {
      this.queue.splice(this.queue.indexOf(j), 1);
      j.resolve(undefined);
    }
    this.texts.delete(uri);
    this.post({ kind: 'forget', uri });
  }

  /** Only to a worker that runs: a new one is sent the latest settings and facts when it starts. */
  private post(m: ToWorker): void {
    this.worker?.postMessage(m);
  }

  private start(): Worker {
    const worker = new Worker(this.file, { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: WORKER_YOUNG_MB } });
    // The worker never keeps the server alive on its own (the server exits when the editor says so).
    worker.unref();
    worker.on('message', (m: FromWorker) => this.received(m));
    worker.on('error', (e) => this.log(`kafka-tuning: the analysis worker failed: ${e.stack ?? e.message}`));
    worker.on('exit', (code) => this.stopped(worker, code));
    this.sent = new Set();
    this.texts = new Map();
    if (this.editorSettings !== undefined) worker.postMessage({ kind: 'settings', value: this.editorSettings } satisfies ToWorker);
    if (this.facts) worker.postMessage({ kind: 'workspace', facts: this.facts } satisfies ToWorker);
    return worker;
  }

  private pump(): void {
    while (!this.running && this.queue.length) {
      const job = this.queue.shift()!;
      if (job.cancelled?.()) {
        job.resolve(undefined);
        continue;
      }
      this.worker ??= this.start();
      this.running = job;
      let settingsId = this.settingsIds.get(job.settings);
      if (settingsId === undefined) this.settingsIds.set(job.settings, (settingsId = this.nextSettingsId++));
      const settings = this.sent.has(settingsId) ? undefined : job.settings;
      this.sent.add(settingsId);
      this.worker.postMessage({ kind: 'run', id: job.id, doc: this.textFor(job.doc), settingsId, settings, req: job.req } satisfies ToWorker);
      const worker = this.worker;
      this.timer = setTimeout(() => {
        this.log(`kafka-tuning: analysing ${job.doc.uri} took over ${JOB_TIMEOUT_MS / 1000} s; the analysis worker is restarted`);
        void worker.terminate();
      }, JOB_TIMEOUT_MS);
      this.timer.unref();
    }
  }

  /** The document whole the first time, then as the edit from the text sent before. */
  private textFor(doc: SourceDocument): DocumentText {
    const last = this.texts.get(doc.uri);
    this.texts.set(doc.uri, doc.text);
    if (last === undefined) return doc;
    const { text, ...rest } = doc;
    const change = textChange(last, text) ?? { start: 0, oldEnd: 0, newEnd: 0 };
    return { ...rest, edit: { start: change.start, oldEnd: change.oldEnd, text: text.slice(change.start, change.newEnd) } };
  }

  private received(m: FromWorker): void {
    if (m.kind === 'log') {
      this.log(m.message);
      return;
    }
    const job = this.running;
    if (!job || job.id !== m.id) return;
    this.finish();
    if (m.kind === 'done') job.resolve(m.value);
    else {
      // Whatever failed, the next job for this document sends its whole text again.
      this.texts.delete(job.doc.uri);
      job.reject(new Error(m.message));
    }
    this.pump();
  }

  private stopped(worker: Worker, code: number): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    const job = this.running;
    this.finish();
    if (job) job.reject(new Error(`the analysis worker stopped (exit code ${code}) while analysing ${job.doc.uri}, ${job.doc.text.length.toLocaleString('en-US')} characters`));
    this.pump();
  }

  private finish(): void {
    clearTimeout(this.timer);
    this.running = undefined;
  }
}
