// Node entry of the language server: `--node-ipc` when VS Code starts it, `--stdio` for any other
// LSP editor (Neovim, Helix…). On stdio the byte stream is checked by StdioGuard first (malformed
// headers, oversized or non-JSON bodies, requests before initialize); IPC carries whole messages.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { createConnection, ProposedFeatures, StreamMessageReader, StreamMessageWriter, type Connection } from 'vscode-languageserver/node';
import { startServer } from '../lsp/startServer';
import { projectConfigRuntime } from './projectConfig';
import { parsersFor } from './parserWasm';
import { StdioGuard } from './stdioGuard';
import { AnalysisWorkerClient } from './analysisWorkerClient';
import { moduleRuntime, scanWorkspaceFolders } from './workspaceFolders';

/** The client closed our stdout: nobody can read anything we say any more. */
let outputGone = false;

function guardedStdio(): Connection {
  const checked = new PassThrough();
  const guard = new StdioGuard({
    forward: (f) => checked.write(f),
    reply: (f) => process.stdout.write(f),
    log: (line) => process.stderr.write(`${line}\n`),
    fatal: (reason) => {
      process.stderr.write(`kafka-tuning: ${reason}; the language server stops.\n`);
      process.exit(1);
    },
  });
  process.stdin.on('data', (c: Buffer) => guard.push(c));
  process.stdin.on('end', () => checked.end());
  // Closing our stdout is how some clients hang up: exit quietly instead of throwing on every log line.
  process.stdout.on('error', () => {
    outputGone = true;
    process.exit(0);
  });
  return createConnection(ProposedFeatures.all, new StreamMessageReader(checked), new StreamMessageWriter(process.stdout));
}

// An unexpected throw outside a handler is logged; the editor keeps its server.
process.on('uncaughtException', (e) => console.error('kafka-tuning: uncaught', e));
process.on('unhandledRejection', (e) => console.error('kafka-tuning: unhandled rejection', e));

const connection = process.argv.includes('--stdio') ? guardedStdio() : createConnection(ProposedFeatures.all);
// Logs go to the client's log; once the connection is gone, to stderr (never a throw from a log call).
const log = (send: (s: string) => void) => (...args: unknown[]) => {
  const line = args.map(String).join(' ');
  if (outputGone) return;
  try {
    send(line);
  } catch {
    process.stderr.write(`${line}\n`);
  }
};
console.log = log((s) => connection.console.log(s));
console.error = log((s) => connection.console.error(s));
// Large documents are analysed in a worker thread (the bundle beside this one, scripts/build.mjs);
// run from sources there is none, and every document is analysed on this thread.
const workerFile = join(__dirname, 'analysisWorker.js');
const offThread = existsSync(workerFile) ? new AnalysisWorkerClient(workerFile, (line) => console.error(line)) : undefined;
startServer(connection, { scanWorkspace: (uris) => scanWorkspaceFolders(uris), ...moduleRuntime(), ...projectConfigRuntime(), parsersFor, offThread });
