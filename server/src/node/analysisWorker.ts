// The analysis worker: a worker thread with its own language service that analyses the documents
// too large to analyse on the LSP thread without holding up the editor's other requests (see
// docs/architecture.md, "Large documents"). Bundled as server/out/analysisWorker.js beside
// server.js (scripts/build.mjs); started by analysisWorkerClient.ts, which sends one job at a time.
import { parentPort } from 'node:worker_threads';
import type { Settings } from '../../../common/src/settings';
import { answer } from '../lsp/requests';
import { createLanguageService } from '../service';
import type { FromWorker, ToWorker } from './analysisWorkerMessages';
import { parsersFor } from './parserWasm';

const port = parentPort;
if (!port) throw new Error('analysisWorker.js runs as a worker thread of the language server');
const post = (m: FromWorker) => port.postMessage(m);

let current: Settings | undefined;
const settingsById = new Map<number, Settings>();
const service = createLanguageService({
  settingsFor: () => current,
  onInternalError: (what, e) => post({ kind: 'log', message: `kafka-tuning: ${what} failed: ${(e as Error).stack ?? e}` }),
});

async function handle(m: ToWorker): Promise<void> {
  switch (m.kind) {
    case 'settings':
      settingsById.clear();
      service.setSettings(m.value);
      return;
    case 'workspace':
      service.setWorkspace(m.facts);
      return;
    case 'forget':
      service.forget(m.uri);
      return;
    case 'run': {
      try {
        if (m.settings) settingsById.set(m.settingsId, m.settings);
        current = settingsById.get(m.settingsId);
        await parsersFor(m.doc.fileName, m.doc.languageId);
        post({ kind: 'done', id: m.id, value: answer(service, m.doc, m.req) });
      } catch (e) {
        post({ kind: 'failed', id: m.id, message: (e as Error).stack ?? String(e) });
      }
    }
  }
}

// In arrival order, one at a time: the Java grammar loads asynchronously, and a `forget` or new
// settings must not land in the middle of a job.
let chain = Promise.resolve();
port.on('message', (m: ToWorker) => {
  chain = chain.then(() => handle(m));
});
