// The language server proper: the language service with its rules and catalogs, the workspace
// scan, the project file lookup, the parser loader and the analysis worker's client. Its own bundle
// (server/out/languageServer.js, scripts/build.mjs), which server.js loads only once it has
// answered `initialize`: loading this half is most of what a start costs.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Connection, InitializeParams } from 'vscode-languageserver';
import { attachServer } from '../lsp/startServer';
import { AnalysisWorkerClient } from './analysisWorkerClient';
import { codeFactsInWorker } from './codeFactsWorker';
import { parsersFor } from './parserWasm';
import { projectConfigRuntime } from './projectConfig';
import { moduleRuntime, scanWorkspaceFolders } from './workspaceFolders';
import { scanWorkspace } from './workspaceScan';

/** Registers the handlers on `connection`, whose `initialize` (`params`) server.ts has answered. */
export function serve(connection: Connection, params: InitializeParams): void {
  // Large documents are analysed in a worker thread (the bundle beside this one, scripts/build.mjs);
  // run from sources there is none, and every document is analysed on this thread.
  const workerFile = join(__dirname, 'analysisWorker.js');
  const log = (line: string) => console.error(line);
  const offThread = existsSync(workerFile) ? new AnalysisWorkerClient(workerFile, log) : undefined;
  // The scan's code sources are parsed in a worker too (codeFactsWorker.ts), when there is one.
  const folders = (params.workspaceFolders?.length ?? 0) > 0 || !!params.rootUri;
  const codeFacts = offThread ? codeFactsInWorker(workerFile, log, { warm: folders }) : undefined;
  const scan = (uris: string[]) => scanWorkspaceFolders(uris, (paths) => scanWorkspace(paths, { codeFacts }));
  attachServer(connection, { scanWorkspace: scan, ...moduleRuntime(), ...projectConfigRuntime(), parsersFor, offThread }, params);
}
