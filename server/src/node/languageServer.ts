// The language server proper: the language service with its rules and catalogs, the workspace
// scan, the project file lookup, the parser loader and the analysis worker's client. Its own bundle
// (server/out/languageServer.js, scripts/build.mjs), which server.js loads only once it has
// answered `initialize`: loading this half is most of what a start costs.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Connection, InitializeParams } from 'vscode-languageserver';
import { attachServer } from '../lsp/startServer';
import { AnalysisWorkerClient } from './analysisWorkerClient';
import { parsersFor } from './parserWasm';
import { projectConfigRuntime } from './projectConfig';
import { moduleRuntime, scanWorkspaceFolders } from './workspaceFolders';

/** Registers the handlers on `connection`, whose `initialize` (`params`) server.ts has answered. */
export function serve(connection: Connection, params: InitializeParams): void {
  // Large documents are analysed in a worker thread (the bundle beside this one, scripts/build.mjs);
  // run from sources there is none, and every document is analysed on this thread.
  const workerFile = join(__dirname, 'analysisWorker.js');
  const offThread = existsSync(workerFile) ? new AnalysisWorkerClient(workerFile, (line) => console.error(line)) : undefined;
  attachServer(connection, { scanWorkspace: (uris) => scanWorkspaceFolders(uris), ...moduleRuntime(), ...projectConfigRuntime(), parsersFor, offThread }, params);
}
