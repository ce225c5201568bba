// The workspace scan's code sources parsed in a worker thread of their own, started for the scan
// and stopped after it. Why: parsing up to MAX_CODE_FILES sources per language on the LSP thread
// held every request meanwhile, and left the TypeScript compiler (15 MB) on that thread's heap,
// whose collections then paused hovers and completions on other documents (docs/measured.md,
// "hover while others are analysed"). The worker is the analysis worker's bundle; its heap is
// released when the scan ends.
import { Worker } from 'node:worker_threads';
import type { CodeFacts } from '../service/crossFile';
import { JOB_TIMEOUT_MS, WORKER_HEAP_MB } from './analysisWorkerClient';
import type { FromWorker, ToWorker } from './analysisWorkerMessages';
import type { CodeFactsReader } from './codeScan';

/** `execArgv`: the worker's node options, this thread's by default (a test runner's loaders are no use to the bundle). */
export function codeFactsInWorker(file: string, log: (line: string) => void, execArgv?: string[]): CodeFactsReader {
  return (docs, labels) =>
    new Promise<CodeFacts>((resolve, reject) => {
      const worker = new Worker(file, { execArgv, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
      worker.unref();
      const settle = (then: () => void) => {
        clearTimeout(timer);
        then();
        void worker.terminate();
      };
      const timer = setTimeout(() => settle(() => reject(new Error(`parsing the workspace's code took over ${JOB_TIMEOUT_MS / 1000} s`))), JOB_TIMEOUT_MS);
      timer.unref();
      worker.on('message', (m: FromWorker) => {
        if (m.kind === 'log') log(m.message);
        else if (m.kind === 'done') settle(() => resolve(m.value as CodeFacts));
        else settle(() => reject(new Error(m.message)));
      });
      worker.on('error', (e) => settle(() => reject(e)));
      // After an answer this rejects nothing (the promise is settled); before one, the worker died.
      worker.on('exit', (code) => settle(() => reject(new Error(`the worker parsing the workspace's code stopped (exit code ${code})`))));
      worker.postMessage({ kind: 'codeFacts', id: 1, docs, labels } satisfies ToWorker);
    });
}
