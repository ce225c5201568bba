// The workspace scan's code sources parsed in a worker thread, not on the LSP thread. Why: parsing
// up to MAX_CODE_FILES sources per language there held every request meanwhile, and left the
// TypeScript compiler (15 MB) on that thread's heap, whose collections then paused hovers and
// completions on other documents (docs/measured.md, "hover while others are analysed"). The
// worker is the analysis worker's bundle; each one parses one scan's sources and is stopped, so
// its heap is released. A rescan whose sources are the same as the last one's (a .properties file
// saved, a setting changed) is answered from the last result without a worker; rescans run one at
// a time.
import { Worker } from 'node:worker_threads';
import type { CodeFacts } from '../service/crossFile';
import type { SourceDocument } from '../service/model';
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
      setTimeout(() => {
        // Taken before it is stopped, so no scan is handed a worker on its way out.
        const idle = first;
        first = undefined;
        void idle?.terminate();
      }, FIRST_WORKER_IDLE_MS).unref();
    } catch {
      first = undefined;
    }
  }
  const parse = (docs: SourceDocument[], labels: string[]) =>
    new Promise<CodeFacts>((resolve, reject) => {
      const worker = first ?? start();
      first = undefined;
      const settle = (then: () => void) => {
        clearTimeout(timer);
        then();
        void worker.terminate();
      };
      const timer = setTimeout(() => settle(() => reject(new Error(`parsing took over ${JOB_TIMEOUT_MS / 1000} s`))), JOB_TIMEOUT_MS);
      timer.unref();
      worker.on('message', (m: FromWorker) => {
        if (m.kind === 'log') log(m.message);
        else if (m.kind === 'done') settle(() => resolve(m.value as CodeFacts));
        else settle(() => reject(new Error(m.message)));
      });
      worker.on('error', (e) => settle(() => reject(e)));
      // After an answer this rejects nothing (the promise is settled); before one, the worker died.
      worker.on('exit', (code) => settle(() => reject(new Error(`its worker stopped (exit code ${code})`))));
      worker.postMessage({ kind: 'codeFacts', id: 1, docs, labels } satisfies ToWorker);
    });
  let last: { docs: SourceDocument[]; labels: string[]; facts: CodeFacts } | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  return (docs, labels) => {
    const run = queue.then(async () => {
      if (last && sameSources(last, docs, labels)) return last.facts;
      try {
        const facts = await parse(docs, labels);
        last = { docs, labels, facts };
        return facts;
      } catch (e) {
        log(`kafka-tuning: reading the workspace's code for cross-file facts failed (${(e as Error).message}); findings that need them are left out until the next scan`);
        throw e;
      }
    });
    queue = run.catch(() => undefined);
    return run;
  };
}

/** The same files with the same texts, in the same order: comparing texts costs far less than a worker. */
function sameSources(last: { docs: SourceDocument[]; labels: string[] }, docs: SourceDocument[], labels: string[]): boolean {
  return last.docs.length === docs.length
    && docs.every((d, i) => d.uri === last.docs[i].uri && d.languageId === last.docs[i].languageId && d.text === last.docs[i].text && labels[i] === last.labels[i]);
}
