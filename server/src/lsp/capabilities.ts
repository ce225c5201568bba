// The answer to `initialize`: what the server can do, fixed but for pull diagnostics, which only a
// client that asks for them gets. Kept apart from the handlers (startServer.ts) so the Node entry
// answers `initialize` without loading the language service (server/src/node/server.ts).
import { CodeActionKind, TextDocumentSyncKind, type InitializeParams, type InitializeResult } from 'vscode-languageserver';

/** The client pulls diagnostics (LSP 3.17 `textDocument/diagnostic`) instead of having them pushed. */
export const pullsDiagnostics = (params: InitializeParams): boolean => !!params.capabilities.textDocument?.diagnostic;

export function initializeResult(params: InitializeParams): InitializeResult {
  return {
    capabilities: {
      textDocumentSync: TextDocumentSyncKind.Incremental,
      hoverProvider: true,
      completionProvider: { triggerCharacters: ['.', '=', ':'] },
      codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, 'refactor.rewrite.kafka-tuning'] },
      ...(pullsDiagnostics(params) ? { diagnosticProvider: { identifier: 'kafka-tuning', interFileDependencies: false, workspaceDiagnostics: false } } : {}),
    },
    serverInfo: { name: 'kafka-tuning', version: '0.1.0' },
  };
}
