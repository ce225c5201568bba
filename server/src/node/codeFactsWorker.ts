// The workspace scan's code sources parsed in a worker thread of their own, stopped after the scan.
// Why: parsing up to MAX_CODE_FILES sources per language on the LSP thread held every request
// meanwhile, and left the TypeScript compiler (15 MB) on that thread's heap, whose collections then
// paused hovers and completions on other documents (docs/measured.md, "hover while others are
// analysed"). The worker is the analysis worker's bundle; its heap is released when the scan ends.
import { Worker } from 'node:worker_threads';
import type { CodeFacts } from '../service/crossFile';
import { JOB_TIMEOUT_MS, WORKER_HEAP_MB } from './analysisWorkerClient';
import type { FromWorker, ToWorker } from './analysisWorkerMessages';
import type { CodeFactsReader } from './codeScan';

/**
 * How long the worker started with the server waits for the first scan's sources. Loading its
 * bundle takes ~100 ms, which the first scan, right after `initialized`, would otherwise add to
 * the first diagnostics of a workspace with code (they wait for the scan). Measured on the
 * examples/ folder (TS sources), open → first diagnostics of a small .properties, median of 5 at
 * load 2.5: 882 ms with the worker started by the scan, 645 ms started with the server, 518–641 ms
 * parsing in place. A scan that finds no candidate source never uses it: it is stopped after this.
 */
const FIRST_WORKER_IDLE_MS = 15_000;

export interface CodeFactsWorkerOptions {
  /** Start the first worker now, for a scan about to come (a server opened on a folder). */
  warm?: boolean;
  /** The worker's node options, this thread's by default (a test runner's loaders are no use to the bundle). */
  execArgv?: string[];
}

export function codeFactsInWorker(file: string, log: (line: string) => void, { warm = false, execArgv }: CodeFactsWorkerOptions = {}): CodeFactsReader {
  const start = () => {
    const w = new Worker(file, { execArgv, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    // Never keeps the server alive on its own.
    w.unref();
    return w;
  };
  let first: Worker | undefined;
  if (warm) {
    try {
      first = start();
      // Until it is used: a failure or an exit only means the first scan starts its own.
      const unused = () => { first = undefined; };
      first.on('error', unused).on('exit', unused);
      setTimeout(() => void first?.terminate(), FIRST_WORKER_IDLE_MS).unref();
    } catch {
      first = undefined;
    }
  }
  return (docs, labels) =>
    new Promise<CodeFacts>((resolve, reject) => {
      const worker = first ?? start();
      first = undefined;
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
