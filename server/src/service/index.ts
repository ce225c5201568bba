// The language service: everything the LSP server, the CLI and the tests need, with no connection.
// Analyses are cached per document text, so hover/completion/code actions after a didChange reuse
// the diagnostics pass instead of parsing again.
import type { CodeAction, CompletionItem, Diagnostic, Hover, Position, Range } from 'vscode-languageserver-types';
import type { SiteSummary } from '../../../common/protocol';
import { analyze, type Analysis } from './analyze';
import { codeActions } from './codeActions';
import { completion } from './completion';
import { hover } from './hover';
import type { SourceDocument } from './model';
import { parseSettings, type Settings } from './settings';
import { summarizeSite } from './summary';
import { EMPTY_WORKSPACE, type WorkspaceFacts } from './workspace';

export interface LanguageService {
  analyze(doc: SourceDocument): Analysis;
  diagnostics(doc: SourceDocument): Diagnostic[];
  hover(doc: SourceDocument, pos: Position): Hover | null;
  completion(doc: SourceDocument, pos: Position): CompletionItem[];
  codeActions(doc: SourceDocument, range: Range, only?: string[]): CodeAction[];
  sites(doc: SourceDocument): SiteSummary[];
  setWorkspace(facts: WorkspaceFacts): void;
  setSettings(settings: unknown): void;
  forget(uri: string): void;
}

export function createLanguageService(init: { workspace?: WorkspaceFacts; settings?: unknown } = {}): LanguageService {
  let workspace = init.workspace ?? EMPTY_WORKSPACE;
  let settings: Settings = parseSettings(init.settings);
  const cache = new Map<string, { text: string; analysis: Analysis }>();
  const get = (doc: SourceDocument): Analysis => {
    const hit = cache.get(doc.uri);
    if (hit && hit.text === doc.text) return hit.analysis;
    const analysis = analyze(doc, workspace, settings);
    cache.set(doc.uri, { text: doc.text, analysis });
    return analysis;
  };
  return {
    analyze: get,
    diagnostics: (doc) => get(doc).diagnostics,
    hover: (doc, pos) => hover(doc, get(doc), workspace, pos),
    completion: (doc, pos) => completion(doc, get(doc), pos),
    codeActions: (doc, range, only) => codeActions(doc, get(doc), range, only),
    sites: (doc) => get(doc).sites.map((s, i) => summarizeSite(doc, s, i, workspace)),
    setWorkspace(facts) {
      workspace = facts;
      cache.clear();
    },
    setSettings(value) {
      settings = parseSettings(value);
      cache.clear();
    },
    forget: (uri) => void cache.delete(uri),
  };
}

export type { Analysis } from './analyze';
export type { SourceDocument } from './model';
