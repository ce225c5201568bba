// The language service: everything the LSP server, the CLI and the tests need, with no connection.
// Analyses are cached per document text, so hover/completion/code actions after a didChange reuse
// the diagnostics pass instead of parsing again.
import type { CodeAction, CompletionItem, Diagnostic, Hover, Position, Range, TextEdit } from 'vscode-languageserver-types';
import type { PresetsRequest, SiteSummary } from '../../../common/src/protocol';
import { analyze, type Analysis, type InternalErrorReporter } from './analyze';
import { writableName } from './defaults';
import { codeActions, type CodeActionOptions } from './codeActions';
import { completion } from './completion';
import { editsFor } from './edits';
import { hover } from './hover';
import { presetsOfSite } from './presets';
import { RuleResults } from './ruleResults';
import { forgetSourceFile } from './sites/ts/sourceFiles';
import { forgetPropertiesMemo } from './sites/propertiesMemo';
import type { ConfigSite, SourceDocument } from './model';
import { parseSettings, type Settings } from '../../../common/src/settings';
import { summarizeSite } from './summary';
import { EMPTY_WORKSPACE, type WorkspaceFacts } from './workspace';
import { JavaTrees } from './parse/javaTree';

export interface LanguageService {
  analyze(doc: SourceDocument): Analysis;
  diagnostics(doc: SourceDocument): Diagnostic[];
  hover(doc: SourceDocument, pos: Position): Hover | null;
  completion(doc: SourceDocument, pos: Position): CompletionItem[];
  codeActions(doc: SourceDocument, range: Range, only?: string[], opts?: CodeActionOptions): CodeAction[];
  sites(doc: SourceDocument): SiteSummary[];
  /** The presets for the config at `pos` (every config when none is there), with their edits. */
  presets(doc: SourceDocument, pos?: Position): PresetsRequest.Preset[];
  /** "Apply to this config": edits writing `values` into the site with id `siteId` (see applyValues). */
  applyValues(doc: SourceDocument, siteId: string, values: Record<string, string>): AppliedValues;
  setWorkspace(facts: WorkspaceFacts): void;
  setSettings(settings: unknown): void;
  forget(uri: string): void;
}

export interface LanguageServiceOptions {
  workspace?: WorkspaceFacts;
  settings?: unknown;
  /**
   * false: each document is analysed once and never edited (the CLI), so Java trees get no
   * JavaScript copy for incremental re-analysis (parse/javaMirror.ts): building one costs more
   * than the analysis it would speed up. Default true (an editor).
   */
  edits?: boolean;
  /**
   * Settings for one document, when they depend on where it lives (the project configuration file
   * found above it, layered under the editor's settings); undefined falls back to `settings`.
   * Must return the same object while nothing changed: the analysis cache is kept per object.
   */
  settingsFor?: (doc: SourceDocument) => Settings | undefined;
  /** Where failures the service survives go (the server's log, the CLI's stderr, a test's list). */
  onInternalError?: InternalErrorReporter;
}

export function createLanguageService(init: LanguageServiceOptions = {}): LanguageService {
  let workspace = init.workspace ?? EMPTY_WORKSPACE;
  let settings: Settings = parseSettings(init.settings);
  const cache = new Map<string, { text: string; settings: Settings; analysis: Analysis }>();
  // Per document: what each rule found on each site last time, so an edit re-runs only the sites it touched.
  const ruleResults = new Map<string, RuleResults>();
  // Each recently analysed Java document's syntax tree, so the next edit re-parses incrementally.
  const javaTrees = new JavaTrees(undefined, init.edits ?? true);
  const get = (doc: SourceDocument): Analysis => {
    const docSettings = init.settingsFor?.(doc) ?? settings;
    const hit = cache.get(doc.uri);
    if (hit && hit.text === doc.text && hit.settings === docSettings) return hit.analysis;
    let results = ruleResults.get(doc.uri);
    if (!results) ruleResults.set(doc.uri, (results = new RuleResults()));
    const analysis = analyze(doc, workspace, docSettings, init.onInternalError, results, javaTrees);
    cache.set(doc.uri, { text: doc.text, settings: docSettings, analysis });
    return analysis;
  };
  return {
    analyze: get,
    diagnostics: (doc) => get(doc).diagnostics,
    hover: (doc, pos) => hover(doc, get(doc), workspace, pos),
    completion: (doc, pos) => completion(doc, get(doc), pos),
    codeActions: (doc, range, only, opts) => codeActions(doc, get(doc), range, only, opts),
    sites(doc) {
      const { sites, findings } = get(doc);
      // An overrides site (@KafkaListener properties) is part of a config written elsewhere: no
      // lens, no benchmark of a config that is not the one the client runs with.
      return sites.filter((site) => !site.overrides).map((site) => summarizeSite(site, findings
        .filter((f) => f.site === site && f.diagnostic.severity === 1)
        .map((f) => ({ code: f.rule.id, message: f.diagnostic.message, line: f.diagnostic.range.start.line }))));
    },
    presets(doc, pos) {
      const all = get(doc).sites.filter((s) => s.role && !s.overrides);
      const here = pos ? all.filter((s) => s.range.start.line <= pos.line && pos.line <= s.range.end.line) : [];
      return (here.length ? here : all).flatMap((site) => presetsOfSite(doc, site).map(({ preset, edits }) => ({
        id: preset.id, siteId: site.id, siteLabel: site.label, role: site.role!, title: preset.title, trade: preset.trade, edits,
      })));
    },
    applyValues: (doc, siteId, values) => applyValues(doc, get(doc).sites, siteId, values),
    setWorkspace(facts) {
      workspace = facts;
      cache.clear();
      ruleResults.clear();
    },
    setSettings(value) {
      settings = parseSettings(value);
      cache.clear();
      ruleResults.clear();
    },
    forget(uri) {
      cache.delete(uri);
      ruleResults.delete(uri);
      forgetSourceFile(uri);
      forgetPropertiesMemo(uri);
      javaTrees.forget(uri);
    },
  };
}

export interface AppliedValues {
  /** Text edits for `doc.uri`; undefined when nothing can be written (see `reason`). */
  edits?: TextEdit[];
  /** Keys the site's client has no spelling for (e.g. linger.ms in kafkajs): not written. */
  skipped: string[];
  reason?: string;
}

/**
 * Pure: the edits that set each canonical key of `values` at the site `siteId` in the site's own
 * syntax (one 'set' FixIntent per key, through editsFor like the quick fixes and presets).
 */
export function applyValues(doc: SourceDocument, sites: readonly ConfigSite[], siteId: string, values: Record<string, string>): AppliedValues {
  const site = sites.find((s) => s.id === siteId);
  if (!site) return { skipped: Object.keys(values), reason: `the config ${siteId} is no longer in the document` };
  const entries = Object.entries(values);
  const skipped = entries.filter(([key]) => writableName(site, key) === undefined).map(([key]) => key);
  const intents = entries.filter(([key]) => !skipped.includes(key)).map(([key, value]) => ({ kind: 'set' as const, key, value }));
  if (intents.length === 0) return { edits: [], skipped, reason: skipped.length ? `${site.client.client} has no setting for ${skipped.join(', ')}` : undefined };
  const edits = editsFor(doc, site, intents);
  return edits ? { edits, skipped } : { skipped: Object.keys(values), reason: `the ${site.syntax} config at ${site.label} cannot take these values as an edit` };
}

export type { Analysis, InternalErrorReporter, RuleFinding } from './analyze';
// Kept for the CLI's SARIF output until it reads common/src/docs.ts itself; undefined while there is no repository.
export { RULES_DOC_URL } from '../../../common/src/docs';
export type { ConfigSite, SourceDocument } from './model';
export type { ModuleFacts, WorkspaceFacts, WorkspaceSetting } from './workspace';
export { EMPTY_WORKSPACE } from './workspace';
export { RULES } from './rules';
export { loadJavaGrammar, javaGrammarLoaded, type ReadParserWasm } from './parse/javaTree';
export type { Rule } from './rules/types';
