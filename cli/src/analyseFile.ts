// One file's analysis for `kafka-tune lint`, the same on the main thread and in a lint worker
// (lintWorker.ts), so the two cannot drift apart in what they report.
import { pathToFileURL } from 'node:url';
import type { Diagnostic } from 'vscode-languageserver-types';
import type { CheckedAgainst } from '../../common/src/checkedAgainst';
import { languageIdForPath } from '../../common/src/model';
import type { Settings } from '../../common/src/settings';
import { checkedAgainst, createLanguageService, type LanguageService, type WorkspaceFacts } from '../../server/src/index';

export interface Analysed {
  diagnostics: Diagnostic[];
  checkedAgainst: CheckedAgainst[];
}

/** A service for one project configuration's settings (undefined: the defaults). */
export function lintService(workspace: WorkspaceFacts, settings: Settings | undefined, onInternalError?: (what: string, e: unknown) => void): LanguageService {
  // No edits: a lint run shows diagnostics, never applies fixes, and the edit support keeps a
  // copy of each Java tree the run would only throw away.
  return createLanguageService({ workspace, settings, onInternalError, edits: false });
}

export function analyseOnce(service: LanguageService, abs: string, text: string): Analysed {
  const uri = pathToFileURL(abs).toString();
  const { diagnostics, sites } = service.analyze({ uri, fileName: abs, languageId: languageIdForPath(abs) ?? 'plaintext', text });
  // The service keeps each analysis for the editor's hovers; a lint run never asks again, and
  // keeping thousands of them (syntax trees included) took a whole-repository run to gigabytes.
  service.forget(uri);
  return { diagnostics, checkedAgainst: checkedAgainst(sites) };
}
