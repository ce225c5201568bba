// What the LSP layer asks the language service, as data: the same request runs on the LSP thread
// (small documents) or is posted to the analysis worker (large ones, server/src/node/analysisWorker.ts),
// so the two lanes cannot drift apart in what they answer.
import type { CodeAction, CompletionItem, Diagnostic, Hover, Position, Range } from 'vscode-languageserver-types';
import type { PresetsRequest, SiteSummary } from '../../../common/src/protocol';
import type { AppliedValues, LanguageService } from '../service';
import type { SourceDocument } from '../service/model';
import type { WorkspaceFacts } from '../service/workspace';
import type { Settings } from '../../../common/src/settings';
import { capped } from './publishedDiagnostics';

export type ServiceRequest =
  | { op: 'diagnostics' }
  | { op: 'hover'; position: Position }
  | { op: 'completion'; position: Position }
  | { op: 'codeActions'; range: Range; only?: string[]; measureFix: boolean }
  | { op: 'sites' }
  | { op: 'presets'; position?: Position }
  | { op: 'applyValues'; siteId: string; values: Record<string, string> };

export interface ServiceAnswers {
  diagnostics: Diagnostic[];
  hover: Hover | null;
  completion: CompletionItem[];
  codeActions: CodeAction[];
  sites: SiteSummary[];
  presets: PresetsRequest.Preset[];
  applyValues: AppliedValues;
}

export type Answer<R extends ServiceRequest> = ServiceAnswers[R['op']];

/** Answers one request from the service; diagnostics come capped (MAX_PUBLISHED_DIAGNOSTICS). */
export function answer<R extends ServiceRequest>(service: LanguageService, doc: SourceDocument, req: R): Answer<R> {
  const r = req as ServiceRequest;
  switch (r.op) {
    case 'diagnostics': return capped(service.diagnostics(doc)) as Answer<R>;
    case 'hover': return service.hover(doc, r.position) as Answer<R>;
    case 'completion': return service.completion(doc, r.position) as Answer<R>;
    case 'codeActions': return service.codeActions(doc, r.range, r.only, { measureFix: r.measureFix }) as Answer<R>;
    case 'sites': return service.sites(doc) as Answer<R>;
    case 'presets': return service.presets(doc, r.position) as Answer<R>;
    case 'applyValues': return service.applyValues(doc, r.siteId, r.values) as Answer<R>;
  }
}

/**
 * The analysis of large documents, away from the thread that answers the editor (the Node server
 * gives a worker thread, server/src/node/analysisWorkerClient.ts; in-process tests give none and
 * every document is analysed in place).
 */
export interface OffThreadAnalysis {
  /**
   * Answers `req` for `doc`. Resolves undefined when the request was dropped unanswered: a newer
   * diagnostics request for the same document replaced it in the queue, or `cancelled()` said so
   * before it started. Rejects when the analysis failed (the worker threw or stopped).
   */
  run<R extends ServiceRequest>(doc: SourceDocument, settings: Settings, req: R, cancelled?: () => boolean): Promise<Answer<R> | undefined>;
  setWorkspace(facts: WorkspaceFacts): void;
  setSettings(value: unknown): void;
  forget(uri: string): void;
}
