// A minimal LSP client over any pair of streams, for tests: initialize, open documents, wait for
// the diagnostics the server publishes (an event, with a timeout — never a sleep).
import type { Readable, Writable } from 'node:stream';
import {
  createProtocolConnection,
  InitializeRequest,
  InitializedNotification,
  PublishDiagnosticsNotification,
  DidOpenTextDocumentNotification,
  DidChangeTextDocumentNotification,
  DocumentDiagnosticRequest,
  type ClientCapabilities,
  type FullDocumentDiagnosticReport,
  type ProtocolConnection,
  type PublishDiagnosticsParams,
  StreamMessageReader,
  StreamMessageWriter,
} from 'vscode-languageserver-protocol/node';

export class TestClient {
  readonly conn: ProtocolConnection;
  private readonly published = new Map<string, PublishDiagnosticsParams[]>();
  private readonly waiters: Array<{ uri: string; pred: (p: PublishDiagnosticsParams) => boolean; resolve: (p: PublishDiagnosticsParams) => void }> = [];

  constructor(input: Readable, output: Writable) {
    this.conn = createProtocolConnection(new StreamMessageReader(input), new StreamMessageWriter(output));
    this.conn.onNotification(PublishDiagnosticsNotification.type, (p) => {
      const list = this.published.get(p.uri) ?? [];
      list.push(p);
      this.published.set(p.uri, list);
      for (const w of [...this.waiters]) {
        if (w.uri === p.uri && w.pred(p)) {
          this.waiters.splice(this.waiters.indexOf(w), 1);
          w.resolve(p);
        }
      }
    });
    this.conn.listen();
  }

  /** processId null for an in-process server: a real pid makes it poll for our exit forever. */
  async initialize(rootUri: string | null = null, processId: number | null = process.pid, capabilities: ClientCapabilities = {}) {
    const result = await this.conn.sendRequest(InitializeRequest.type, { processId, rootUri, capabilities, workspaceFolders: null });
    await this.conn.sendNotification(InitializedNotification.type, {});
    return result;
  }

  open(uri: string, languageId: string, text: string, version = 1) {
    return this.conn.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId, version, text } });
  }

  change(uri: string, version: number, text: string) {
    return this.conn.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri, version }, contentChanges: [{ text }] });
  }

  /** LSP 3.17 pull: the document's diagnostics as the server reports them when asked. */
  async pull(uri: string) {
    const report = await this.conn.sendRequest(DocumentDiagnosticRequest.type, { textDocument: { uri } });
    return (report as FullDocumentDiagnosticReport).items;
  }

  /** Every publish received so far for `uri`. */
  publishedFor(uri: string): readonly PublishDiagnosticsParams[] {
    return this.published.get(uri) ?? [];
  }

  /** Resolves with the first publish for `uri` (already received or future) matching `pred`. */
  diagnostics(uri: string, pred: (p: PublishDiagnosticsParams) => boolean = () => true, timeoutMs = 10_000): Promise<PublishDiagnosticsParams> {
    const seen = (this.published.get(uri) ?? []).find(pred);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching diagnostics for ${uri} within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({ uri, pred, resolve: (p) => { clearTimeout(timer); resolve(p); } });
    });
  }

  dispose() {
    this.conn.dispose();
  }
}
