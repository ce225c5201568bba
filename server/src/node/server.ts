// Node entry of the language server: `--node-ipc` when VS Code starts it, `--stdio` for any other
// LSP editor (Neovim, Helix…); `--socket=PORT` and `--pipe=NAME` as vscode-languageserver offers
// them. On stdio the byte stream is checked by StdioGuard first (malformed headers, oversized or
// non-JSON bodies, requests before initialize); IPC carries whole messages.
//
// This file answers `initialize` on its own (the capabilities do not depend on the service) and
// only then loads the language server proper (languageServer.ts, its own bundle): requiring the
// service, its rules and catalogs is most of a start-up, and an editor waits for `initialize`.
// Messages sent meanwhile are held and handed on in order once its handlers are registered.
import { PassThrough } from 'node:stream';
import {
  createConnection,
  createServerPipeTransport,
  createServerSocketTransport,
  IPCMessageReader,
  IPCMessageWriter,
  ProposedFeatures,
  StreamMessageReader,
  type InitializeParams,
  type MessageReader,
  type MessageWriter,
} from 'vscode-languageserver/node';
import { initializeResult } from '../lsp/capabilities';
import { HeldAfterInitialize } from './heldMessages';
import { StdioGuard } from './stdioGuard';
import { FrameWriter } from './frameWriter';

/** The client closed our stdout: nobody can read anything we say any more. */
let outputGone = false;

function guardedStdio(): [MessageReader, MessageWriter] {
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
  return [new StreamMessageReader(checked), new FrameWriter(process.stdout)];
}

/** The value of `--name=value` or `--name value`. */
function option(name: string): string | undefined {
  const args = process.argv;
  const i = args.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (i < 0) return undefined;
  return args[i] === name ? args[i + 1] : args[i].slice(name.length + 1);
}

function transport(): [MessageReader, MessageWriter] {
  if (process.argv.includes('--stdio')) return guardedStdio();
  if (process.argv.includes('--node-ipc')) return [new IPCMessageReader(process), new IPCMessageWriter(process)];
  const port = option('--socket');
  if (port) return createServerSocketTransport(Number(port));
  const pipe = option('--pipe');
  if (pipe) return createServerPipeTransport(pipe);
  process.stderr.write('kafka-tuning: start the language server with --stdio or --node-ipc (or --socket=PORT, --pipe=NAME).\n');
  process.exit(2);
}

// An unexpected throw outside a handler is logged; the editor keeps its server.
process.on('uncaughtException', (e) => console.error('kafka-tuning: uncaught', e));
process.on('unhandledRejection', (e) => console.error('kafka-tuning: unhandled rejection', e));

let initializeParams: InitializeParams | undefined;
const [reader, writer] = transport();
const held = new HeldAfterInitialize(reader, writer, () => setImmediate(() => void loadServer()));
const connection = createConnection(ProposedFeatures.all, held.reader, held.writer);
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

connection.onInitialize((params) => {
  initializeParams = params;
  return initializeResult(params);
});

/** Loads the language server proper, registers its handlers, then hands on what was held. */
async function loadServer(): Promise<void> {
  try {
    const { serve } = await import('./languageServer');
    serve(connection, initializeParams!);
  } catch (e) {
    // A bundle that cannot load is a broken installation: say so rather than answer nothing for ever.
    process.stderr.write(`kafka-tuning: the language server could not load: ${(e as Error).stack ?? e}\n`);
    process.exit(1);
  }
  held.release();
}

connection.listen();
