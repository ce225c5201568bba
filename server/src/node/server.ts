// Node entry of the language server. createConnection() picks the transport from argv:
// `--node-ipc` when VS Code starts it, `--stdio` for any other LSP editor (Neovim, Helix…).
import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import { startServer } from '../lsp/startServer';
import { projectConfigRuntime } from './projectConfig';
import { scanWorkspace } from './workspaceScan';

// An unexpected throw outside a handler is logged; the editor keeps its server.
process.on('uncaughtException', (e) => console.error('kafka-tuning: uncaught', e));
process.on('unhandledRejection', (e) => console.error('kafka-tuning: unhandled rejection', e));

const connection = createConnection(ProposedFeatures.all);
console.log = (...args: unknown[]) => connection.console.log(args.map(String).join(' '));
console.error = (...args: unknown[]) => connection.console.error(args.map(String).join(' '));
startServer(connection, { scanWorkspace: (uris) => scanWorkspace(uris.map((u) => decodeURIComponent(u.replace(/^file:\/\//, '')))), ...projectConfigRuntime() });
