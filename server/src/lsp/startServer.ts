// LSP glue: translates requests into language-service calls and nothing more. Every handler is
// wrapped so a failure on one document is logged and answered empty, never a crashed server.
import { TextDocument } from 'vscode-languageserver-textdocument';
import { type Connection, DocumentDiagnosticReportKind, type InitializeParams, TextDocuments } from 'vscode-languageserver';
import type { Diagnostic } from 'vscode-languageserver-types';
import { ApplyValuesRequest, OmbClientGapsRequest, PresetsRequest, SitesChangedNotification, SitesRequest } from '../../../common/src/protocol';
import { createLanguageService, type AppliedValues } from '../service';
import { ombClientGaps } from '../service/ombClientGaps';
import { toSource } from './toSource';
import { initializeResult, pullsDiagnostics } from './capabilities';
import { answer, type Answer, type OffThreadAnalysis, type ServiceRequest } from './requests';
import { EMPTY_WORKSPACE, type ModuleFacts, type WorkspaceFacts } from '../service/workspace';
import { layerSettings, type ProjectConfig, type Settings } from '../../../common/src/settings';

export interface ServerRuntime {
  /** Reads workspace-wide facts (broker settings, registered kafkajs codecs) for the given folder URIs. */
  scanWorkspace(folderUris: string[]): Promise<WorkspaceFacts>;
  /**
   * The modules (folders with a build file, and the client versions it pins) at and above a
   * document's folder, nearest first, resolved within the workspace folder that holds it. Awaited
   * before the document is analysed. Absent: documents get no build-file version.
   */
  modulesFor?(fileUri: string, folderUris: readonly string[]): Promise<ModuleFacts[]>;
  /** Forget resolved modules (a build file changed on disk). */
  forgetModules?(): void;
  /**
   * The project configuration file (.kafka-tuning.json) that governs a document, the same lookup
   * the CLI does; rejects when the file exists but cannot be used. Absent: no project files.
   */
  projectConfig?(fileUri: string): Promise<ProjectConfigHit | undefined>;
  /** Forget cached configuration files (one of them changed on disk). */
  forgetProjectConfigs?(): void;
  /**
   * Loads the parser a document needs (the Java grammar is WASM, instantiated asynchronously),
   * once, before its first analysis; later calls resolve at once. Absent: the host loaded them.
   */
  parsersFor?(fileUri: string, languageId?: string): Promise<void>;
  /**
   * Analyses documents of OFF_THREAD_CHARS or more away from the thread that answers requests, so
   * a large file never holds up a hover on another. Absent: every document is analysed in place.
   */
  offThread?: OffThreadAnalysis;
}

export interface ProjectConfigHit {
  path: string;
  config: ProjectConfig;
  /** The file's `ignore` globs exclude this document: it gets no diagnostics, as the CLI skips it. */
  ignored: boolean;
}

const DEBOUNCE_MS = 150;
export { MAX_PUBLISHED_DIAGNOSTICS } from './publishedDiagnostics';
/** How long the first analyses wait for the first workspace scan at most. */
const FIRST_SCAN_WAIT_MS = 10_000;

/**
 * Documents of at least this many characters are analysed off the LSP thread when the runtime
 * offers a worker (`ServerRuntime.offThread`). The full analysis of a 100,000-character file,
 * in process, took 104 ms (.properties), 130 ms (TS) and 382 ms (Java) — fastest of five — at
 * load 18 on the shared 2-core machine, which runs such work 7–9× slower than when quiet: about
 * 15–50 ms quiet. Half that size keeps a small document's analysis, which a hover on it waits for,
 * near 25 ms; smaller documents stay on the LSP thread, where a request costs no copying and never
 * queues behind a large document in the worker.
 */
export const OFF_THREAD_CHARS = 50_000;

/**
 * A server in one piece (tests, in process): answers `initialize` and registers the handlers then.
 * The Node entry (server/src/node/server.ts) answers `initialize` itself and calls attachServer
 * once the language service has loaded.
 */
export function startServer(connection: Connection, runtime: ServerRuntime): void {
  connection.onInitialize((params) => {
    attachServer(connection, runtime, params);
    return initializeResult(params);
  });
  connection.listen();
}

/**
 * Registers every handler but `initialize`'s on a listening connection whose `initialize` request
 * (`params`) has been answered with initializeResult(params). Messages that came after it must
 * reach the connection only now (server/src/node/heldMessages.ts), or they find no handler.
 */
export function attachServer(connection: Connection, runtime: ServerRuntime, params: InitializeParams): void {
  const documents = new TextDocuments(TextDocument);
  // The editor's kafkaTuning.* settings, layered over each document's project file.
  let editorSettings: unknown;
  const projects = new Map<string, Promise<ProjectConfigHit | undefined>>();
  const resolved = new Map<string, ProjectConfigHit | undefined>();
  let layered = new Map<ProjectConfig | undefined, Settings>();
  const reported = new Set<string>();
  const projectFor = (uri: string): Promise<ProjectConfigHit | undefined> => {
    let p = projects.get(uri);
    if (!p) {
      p = (runtime.projectConfig?.(uri) ?? Promise.resolve(undefined)).catch((e: unknown) => {
        // A broken file is reported once; documents under it are analysed as if it were absent.
        const msg = (e as Error).message;
        if (!reported.has(msg)) {
          reported.add(msg);
          connection.console.error(`kafka-tuning: ${msg}`);
          void connection.window.showWarningMessage(`Kafka tuning cannot use the project configuration: ${msg}`);
        }
        return undefined;
      });
      projects.set(uri, p);
      void p.then((hit) => resolved.set(uri, hit));
    }
    return p;
  };
  const settingsOf = (config: ProjectConfig | undefined): Settings => {
    let s = layered.get(config);
    if (!s) {
      s = layerSettings(config, editorSettings);
      layered.set(config, s);
    }
    return s;
  };
  const service = createLanguageService({
    settingsFor: (doc) => settingsOf(resolved.get(doc.uri)?.config),
    onInternalError: (what, e) => connection.console.error(`kafka-tuning: ${what} failed: ${(e as Error).stack ?? e}`),
  });
  const offThread = runtime.offThread;
  const setEditorSettings = (value: unknown) => {
    editorSettings = value;
    layered = new Map();
    service.setSettings(value);
    offThread?.setSettings(value);
  };
  setEditorSettings(params.initializationOptions?.settings);
  const folders = (params.workspaceFolders ?? []).map((f) => f.uri);
  if (folders.length === 0 && params.rootUri) folders.push(params.rootUri);
  const canConfigure = !!params.capabilities.workspace?.configuration;
  // LSP 3.17 pull diagnostics: a client that asks for them gets them when it asks (for what it
  // shows); others get them pushed after each change, as before.
  const pull = pullsDiagnostics(params);
  const canRefresh = !!params.capabilities.workspace?.diagnostics?.refreshSupport;
  // Only VS Code's client runs benchmarks: other editors get no "Measure this fix" they cannot run.
  const measureFix = params.initializationOptions?.measureFix === true;
  /** Documents last analysed by the worker: when one shrinks below the threshold (or grows over it) the other lane forgets it. */
  const inWorker = new Set<string>();
  /**
   * Answers a request from the lane the document's size picks. Undefined when the worker dropped it
   * unanswered (superseded or cancelled); a failure is logged and answered with `fallback`.
   */
  const ask = async <R extends ServiceRequest>(doc: TextDocument, req: R, fallback: Answer<R>, cancelled?: () => boolean): Promise<Answer<R> | undefined> => {
    const source = toSource(doc);
    const what = `${req.op} on ${doc.uri}`;
    if (offThread && source.text.length >= OFF_THREAD_CHARS) {
      inWorker.add(doc.uri);
      service.forget(doc.uri);
      return offThread.run(source, settingsOf(resolved.get(doc.uri)?.config), req, cancelled).catch((e: unknown) => {
        connection.console.error(`kafka-tuning: ${what} failed: ${(e as Error).message}`);
        return fallback;
      });
    }
    if (inWorker.delete(doc.uri)) offThread?.forget(doc.uri);
    return safe(what, fallback, () => answer(service, source, req));
  };
  const pending = new Map<string, NodeJS.Timeout>();
  /** When each document last changed: a pull waits until typing pauses. */
  const lastChange = new Map<string, number>();
  // Workspace-wide facts from the scan, and the modules resolved so far (by folder URI): the
  // service sees both as one WorkspaceFacts, replaced whenever either changes.
  let scanned: WorkspaceFacts = EMPTY_WORKSPACE;
  let modules: Record<string, ModuleFacts> = {};
  const publishFacts = () => {
    const facts = { ...scanned, modules };
    service.setWorkspace(facts);
    offThread?.setWorkspace(facts);
  };
  const moduleLookups = new Map<string, Promise<void>>();
  /** Resolves the modules above a document's folder once per folder; new ones reach the service. */
  const modulesReady = (uri: string): Promise<void> => {
    if (!runtime.modulesFor) return Promise.resolve();
    const folder = uri.slice(0, uri.lastIndexOf('/') + 1);
    let p = moduleLookups.get(folder);
    if (!p) {
      p = runtime.modulesFor(uri, folders).then((found) => {
        let changed = false;
        for (const m of found) {
          if (JSON.stringify(modules[m.folder]) === JSON.stringify(m)) continue;
          modules = { ...modules, [m.folder]: m };
          changed = true;
        }
        if (changed) publishFacts();
      }, (e: unknown) => connection.console.error(`kafka-tuning: reading the build files above ${uri} failed: ${(e as Error).message}`));
      moduleLookups.set(folder, p);
    }
    return p;
  };

  function safe<T>(what: string, fallback: T, fn: () => T): T {
    try {
      return fn();
    } catch (e) {
      connection.console.error(`kafka-tuning: ${what} failed: ${(e as Error).stack ?? e}`);
      return fallback;
    }
  }

  /** The document's project configuration and the build files above it are known. */
  // The first analyses wait for the first workspace scan: which file of a module carries its
  // default-changed note (and the broker facts) come from it, and findings published before it would
  // be withdrawn a moment later. Bounded, should a client never send `initialized`.
  let scanDone: () => void = () => undefined;
  const firstScan = new Promise<void>((resolve) => {
    scanDone = resolve;
    setTimeout(resolve, FIRST_SCAN_WAIT_MS).unref?.();
  });
  const ready = (uri: string) => Promise.all([projectFor(uri), modulesReady(uri), parsersReady(uri), firstScan]);
  /** A parser that cannot be loaded is logged; the analysis then reports the document it cannot read. */
  const parsersReady = (uri: string) => runtime.parsersFor?.(uri, documents.get(uri)?.languageId).catch((e: unknown) => connection.console.error(`kafka-tuning: loading the parser for ${uri} failed: ${(e as Error).message}`));

  /**
   * The diagnostics of an open document, after its project configuration and build files are
   * known; undefined when it is not open, or when it changed while it was analysed off the LSP
   * thread (those findings describe a text the editor no longer has; the change scheduled another).
   */
  const diagnosticsOf = async (uri: string): Promise<{ version: number; diagnostics: Diagnostic[] } | undefined> => {
    const [hit] = await ready(uri);
    const doc = documents.get(uri);
    if (!doc) return undefined;
    if (hit?.ignored) return { version: doc.version, diagnostics: [] };
    const diagnostics = await ask(doc, { op: 'diagnostics' }, []);
    if (!diagnostics || documents.get(uri)?.version !== doc.version) return undefined;
    return { version: doc.version, diagnostics };
  };

  const validate = async (uri: string) => {
    if (pull) {
      // The editor pulls the diagnostics itself; the lenses still learn that the sites may have moved.
      if (documents.get(uri)) void connection.sendNotification(SitesChangedNotification.method, { uri });
      return;
    }
    const got = await diagnosticsOf(uri);
    if (!got) return;
    void connection.sendDiagnostics({ uri, version: got.version, diagnostics: got.diagnostics });
    void connection.sendNotification(SitesChangedNotification.method, { uri });
  };

  const schedule = (doc: TextDocument, delay = DEBOUNCE_MS) => {
    clearTimeout(pending.get(doc.uri));
    pending.set(doc.uri, setTimeout(() => {
      pending.delete(doc.uri);
      if (documents.get(doc.uri)) void validate(doc.uri);
    }, delay));
  };

  let scans = 0;
  const refreshWorkspace = async () => {
    const scan = ++scans;
    try {
      const facts = await runtime.scanWorkspace(folders);
      // A scan that started earlier and finished later holds older files: the newer one's stand.
      if (scan !== scans) return;
      scanned = facts;
      publishFacts();
    } catch (e) {
      connection.console.error(`kafka-tuning: workspace scan failed: ${(e as Error).message}`);
    }
    scanDone();
    if (canConfigure) {
      const cfg = await connection.workspace.getConfiguration('kafkaTuning').catch(() => undefined);
      setEditorSettings(cfg);
    }
    // Settings or build files changed: every document's findings may have; a pulling editor asks again.
    if (pull && canRefresh) void connection.languages.diagnostics.refresh();
    documents.all().forEach((d) => schedule(d, 0));
  };

  connection.onInitialized(() => void refreshWorkspace());
  connection.onDidChangeConfiguration((change) => {
    if (!canConfigure) setEditorSettings((change.settings as { kafkaTuning?: unknown } | undefined)?.kafkaTuning);
    void refreshWorkspace();
  });
  connection.onDidChangeWatchedFiles(() => {
    // A .kafka-tuning.json may have appeared, changed or gone: look each document's up again.
    runtime.forgetProjectConfigs?.();
    // A build file may have changed: resolve each document's module again when it is next analysed.
    runtime.forgetModules?.();
    moduleLookups.clear();
    modules = {};
    projects.clear();
    resolved.clear();
    reported.clear();
    void refreshWorkspace();
  });

  // TextDocuments reports an open as a content change too, right after it: that one is no typing.
  const opening = new Set<string>();
  documents.onDidOpen((e) => {
    opening.add(e.document.uri);
    schedule(e.document, 0);
  });
  documents.onDidChangeContent((e) => {
    if (opening.delete(e.document.uri)) return;
    lastChange.set(e.document.uri, Date.now());
    schedule(e.document);
  });
  documents.onDidClose((e) => {
    clearTimeout(pending.get(e.document.uri));
    lastChange.delete(e.document.uri);
    projects.delete(e.document.uri);
    resolved.delete(e.document.uri);
    service.forget(e.document.uri);
    if (inWorker.delete(e.document.uri)) offThread?.forget(e.document.uri);
    void connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] });
  });

  // Every request answers from the same facts as the diagnostics: a hover sent right after the
  // document opened waits for its project file and build files (once per folder, then at once).
  const withDoc = async <R extends ServiceRequest>(uri: string, req: R, fallback: Answer<R>, token?: { isCancellationRequested: boolean }): Promise<Answer<R>> => {
    if (!documents.get(uri)) return fallback;
    await ready(uri);
    const doc = documents.get(uri);
    return doc ? (await ask(doc, req, fallback, () => !!token?.isCancellationRequested)) ?? fallback : fallback;
  };
  // The editor pulls right after each change; typing waits out the same pause as pushing does, and
  // a pull the editor has already replaced (cancelled) is not analysed at all.
  connection.languages.diagnostics.on(async (p, token) => {
    const uri = p.textDocument.uri;
    const pauseLeft = () => DEBOUNCE_MS - (Date.now() - (lastChange.get(uri) ?? 0));
    while (pauseLeft() > 0 && !token.isCancellationRequested) await new Promise((r) => setTimeout(r, pauseLeft()));
    if (token.isCancellationRequested) return { kind: DocumentDiagnosticReportKind.Full, items: [] };
    // A text that changed while the worker analysed it is analysed again, twice at most: two pulls
    // of one document replace each other's queued job, and must not do so for ever.
    for (let attempt = 1; ; attempt++) {
      const got = await diagnosticsOf(uri);
      if (got || attempt === 3 || !documents.get(uri) || token.isCancellationRequested) return { kind: DocumentDiagnosticReportKind.Full, items: got?.diagnostics ?? [] };
    }
  });
  connection.onHover((p, token) => withDoc(p.textDocument.uri, { op: 'hover', position: p.position }, null, token));
  connection.onCompletion((p, token) => withDoc(p.textDocument.uri, { op: 'completion', position: p.position }, [], token));
  connection.onCodeAction((p, token) => withDoc(p.textDocument.uri, { op: 'codeActions', range: p.range, only: p.context.only, measureFix }, [], token));
  connection.onRequest(SitesRequest.method, async (raw: unknown) => {
    const parsed = SitesRequest.params.safeParse(raw);
    if (!parsed.success) return { uri: '', sites: [] };
    const sites = await withDoc(parsed.data.uri, { op: 'sites' }, []);
    return { uri: parsed.data.uri, version: documents.get(parsed.data.uri)?.version, sites };
  });
  connection.onRequest(PresetsRequest.method, async (raw: unknown): Promise<PresetsRequest.Result> => {
    const parsed = PresetsRequest.params.safeParse(raw);
    if (!parsed.success) return { presets: [] };
    return { presets: await withDoc(parsed.data.uri, { op: 'presets', position: parsed.data.position }, []) };
  });
  // "Apply to this config": edits only, the client applies them as a WorkspaceEdit (undoable).
  connection.onRequest(ApplyValuesRequest.method, async (raw: unknown): Promise<ApplyValuesRequest.Result> => {
    const parsed = ApplyValuesRequest.params.safeParse(raw);
    if (!parsed.success) return { skipped: [], reason: `invalid ${ApplyValuesRequest.method} params: ${parsed.error.message}` };
    const { uri, siteId, values } = parsed.data;
    if (documents.get(uri)) await ready(uri);
    const doc = documents.get(uri);
    if (!doc) return { skipped: Object.keys(values), reason: `${uri} is not open in the language server` };
    const failed: AppliedValues = { skipped: Object.keys(values), reason: 'the language server failed to compute the edit' };
    const r = (await ask(doc, { op: 'applyValues', siteId, values }, failed)) ?? failed;
    return { edit: r.edits ? { changes: { [uri]: r.edits } } : undefined, skipped: r.skipped, reason: r.reason };
  });

  connection.onRequest(OmbClientGapsRequest.method, (raw: unknown): OmbClientGapsRequest.Result => {
    const parsed = OmbClientGapsRequest.params.safeParse(raw);
    if (!parsed.success) return { unknown: [], maybe: [], addedIn: {} };
    return safe('ombClientGaps', { unknown: [], maybe: [], addedIn: {} }, () => ombClientGaps(parsed.data.role, parsed.data.keys));
  });

  documents.listen(connection);
}
