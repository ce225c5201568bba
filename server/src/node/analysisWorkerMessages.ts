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
   */
  | { kind: 'run'; id: number; doc: SourceDocument; settingsId: number; settings?: Settings; req: ServiceRequest };

export type FromWorker =
  | { kind: 'done'; id: number; value: unknown }
  | { kind: 'failed'; id: number; message: string }
  | { kind: 'log'; message: string };
