// A lint worker: a thread of `kafka-tune lint` that does the parsing the main thread hands it
// (lintPool.ts): the workspace scan's code facts and default-changed keys, then the files' own
// analyses, with services of its own built from the scan's facts. It is engine.js itself, started
// as a worker with LINT_WORKER in its workerData, so the CLI ships one bundle.
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { Settings } from '../../common/src/settings';
import { carrierKeysHere, parsersFor, readCodeFactsHere, type CodeFacts, type LanguageService, type SourceDocument, type WorkspaceFacts } from '../../server/src/index';
import { analyseOnce, lintService, type Analysed } from './analyseFile';

export const LINT_WORKER = 'kafka-tune-lint-worker';

/**
 * `analyse`: `settings` travels with the first file of each project configuration, later files
 * name it by `settingsId`, so the worker keeps one service per configuration as the main thread
 * does. `workspace` comes once, after the scan, before any `analyse`.
 */
export type LintJob =
  | { kind: 'codeFacts'; docs: SourceDocument[]; labels: string[] }
  | { kind: 'carrierKeys'; doc: SourceDocument }
  | { kind: 'analyse'; abs: string; text: string; settingsId: number; settings?: Settings | null };

/** What each job kind answers. */
export interface LintAnswers {
  codeFacts: CodeFacts;
  carrierKeys: string[] | undefined;
  analyse: Analysed;
}

export type ToLintWorker = { kind: 'workspace'; facts: WorkspaceFacts } | { kind: 'job'; id: number; job: LintJob };

export type FromLintWorker =
  | { kind: 'done'; id: number; value: unknown }
  | { kind: 'failed'; id: number; message: string }
  | { kind: 'internalError'; what: string; stack: string };

if (!isMainThread && (workerData as { role?: string } | undefined)?.role === LINT_WORKER) serve();

function serve(): void {
  const port = parentPort!;
  const post = (m: FromLintWorker) => port.postMessage(m);
  const onInternalError = (what: string, e: unknown) => post({ kind: 'internalError', what, stack: (e as Error)?.stack ?? String(e) });
  let workspace: WorkspaceFacts | undefined;
  const services = new Map<number, LanguageService>();
  const run = async (job: LintJob): Promise<unknown> => {
    switch (job.kind) {
      case 'codeFacts':
        return readCodeFactsHere(job.docs, job.labels);
      case 'carrierKeys':
        return carrierKeysHere(job.doc);
      case 'analyse': {
        if (!workspace) throw new Error('a file to analyse came before the workspace facts');
        if (job.settings !== undefined) services.set(job.settingsId, lintService(workspace, job.settings ?? undefined, onInternalError));
        const service = services.get(job.settingsId);
        if (!service) throw new Error(`no settings were sent for id ${job.settingsId}`);
        await parsersFor(job.abs);
        return analyseOnce(service, job.abs, job.text);
      }
    }
  };
  // One at a time, in arrival order: the Java grammar loads asynchronously, and the workspace
  // facts must be in place before the analyses queued behind them.
  let chain = Promise.resolve();
  port.on('message', (m: ToLintWorker) => {
    chain = chain.then(async () => {
      if (m.kind === 'workspace') {
        workspace = m.facts;
        return;
      }
      try {
        post({ kind: 'done', id: m.id, value: await run(m.job) });
      } catch (e) {
        post({ kind: 'failed', id: m.id, message: (e as Error)?.stack ?? String(e) });
      }
    });
  });
}
