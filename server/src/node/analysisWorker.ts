// The analysis worker: a worker thread with its own language service that analyses the documents
// too large to analyse on the LSP thread without holding up the editor's other requests (see
// docs/architecture.md, "Large documents"), and, started apart for it, parses the workspace scan's
// code sources (codeFactsWorker.ts). Bundled as server/out/analysisWorker.js beside
// server.js (scripts/build.mjs); started by analysisWorkerClient.ts, which sends one job at a time.
import { parentPort } from 'node:worker_threads';
import type { Settings } from '../../../common/src/settings';
import { answer } from '../lsp/requests';
import { createLanguageService } from '../service';
import type { SourceDocument } from '../service/model';
import type { DocumentText, FromWorker, ToWorker } from './analysisWorkerMessages';
import { readCodeFactsHere } from './codeScan';
import { parsersFor } from './parserWasm';
import { runThisThreadInBackground } from './backgroundPriority';

const port = parentPort;
if (!port) throw new Error('analysisWorker.js runs as a worker thread of the language server');
const post = (m: FromWorker) => port.postMessage(m);
runThisThreadInBackground();

let current: Settings | undefined;
/** The last text of each document, to which the next job's edit applies (analysisWorkerMessages.ts DocumentText). */
const texts = new Map<string, string>();
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
      texts.delete(m.uri);
      service.forget(m.uri);
      return;
    case 'codeFacts':
      try {
        post({ kind: 'done', id: m.id, value: await readCodeFactsHere(m.docs, m.labels) });
      } catch (e) {
        post({ kind: 'failed', id: m.id, message: (e as Error).stack ?? String(e) });
      }
      return;
    case 'run': {
      try {
        if (m.settings) settingsById.set(m.settingsId, m.settings);
        current = settingsById.get(m.settingsId);
        const doc = textOf(m.doc);
        await parsersFor(doc.fileName, doc.languageId);
        post({ kind: 'done', id: m.id, value: answer(service, doc, m.req) });
      } catch (e) {
        post({ kind: 'failed', id: m.id, message: (e as Error).stack ?? String(e) });
      }
    }
  }
}

function textOf(d: DocumentText): SourceDocument {
  const { edit, ...rest } = d;
  let text = d.text;
  if (edit) {
    const last = texts.get(d.uri);
    // The client sends an edit only against a text it sent this worker, and messages arrive in order.
    if (last === undefined) throw new Error(`no earlier text of ${d.uri} to apply an edit to`);
    text = last.slice(0, edit.start) + edit.text + last.slice(edit.oldEnd);
  }
  texts.set(d.uri, text!);
  return { ...rest, text: text! };
}

// In arrival order, one at a time: the Java grammar loads asynchronously, and a `forget` or new
// settings must not land in the middle of a job.
let chain = Promise.resolve();
port.on('message', (m: ToWorker) => {
  chain = chain.then(() => handle(m));
});
