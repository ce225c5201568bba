// Messages between the LSP thread (analysisWorkerClient.ts) and the analysis worker
// (analysisWorker.ts). Both ends are this repository's own bundles, so they are typed, not parsed.
import type { Settings } from '../../../common/src/settings';
import type { ServiceRequest } from '../lsp/requests';
import type { SourceDocument } from '../service/model';
import type { WorkspaceFacts } from '../service/workspace';

export type ToWorker =
  | { kind: 'settings'; value: unknown }
  | { kind: 'workspace'; facts: WorkspaceFacts }
  | { kind: 'forget'; uri: string }
  /**
   * `settings` travels once per settings object (the first job that uses it); later jobs name it
   * by `settingsId`, so the worker's analysis cache, kept per settings object, keeps hitting.
   * `doc` carries the whole text the first time, then `edit`: what changed since the last text
   * sent for that uri (DocumentText).
   */
  | { kind: 'run'; id: number; doc: DocumentText; settingsId: number; settings?: Settings; req: ServiceRequest }
  /** The workspace scan's code sources to parse (codeFactsWorker.ts); answered `done` with their CodeFacts. */
  | { kind: 'codeFacts'; id: number; docs: SourceDocument[]; labels: string[] };

/**
 * A document's text as sent to the worker: whole, or as the one edit that turns the text last sent
 * for the same uri into this one. Why: copying a 200–700 KB text into the worker on every keystroke
 * cost the LSP thread 0.25–1.2 ms per job (and its garbage); the edit is a few characters.
 */
export type DocumentText = Omit<SourceDocument, 'text'> & ({ text: string; edit?: undefined } | { text?: undefined; edit: { start: number; oldEnd: number; text: string } });

export type FromWorker =
  | { kind: 'done'; id: number; value: unknown }
  | { kind: 'failed'; id: number; message: string }
  | { kind: 'log'; message: string };
