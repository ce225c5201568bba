// Test helpers around the pure language service: analyse a text as a file, apply a quick fix,
// and mark a caret with `|` in test text (as yaml-language-server's tests do).
import type { CodeAction, Diagnostic, Position } from 'vscode-languageserver-types';
import { createLanguageService } from '../../server/src/service';
import type { SourceDocument } from '../../server/src/service/model';
import { applyTextEdits } from '../../server/src/service/util/textEdits';
import { EMPTY_WORKSPACE, type WorkspaceFacts } from '../../server/src/service/workspace';

const LANG: Record<string, string> = { properties: 'properties', java: 'java', ts: 'typescript', js: 'javascript', yml: 'yaml', yaml: 'yaml', json: 'json' };

export function doc(text: string, fileName = 'producer.properties'): SourceDocument {
  const ext = fileName.split('.').pop() ?? '';
  return { uri: `file:///test/${fileName}`, fileName: `/test/${fileName}`, languageId: LANG[ext] ?? 'plaintext', text };
}

export interface LintOptions { fileName?: string; workspace?: Partial<WorkspaceFacts>; settings?: unknown }

/** A service whose survived failures (a rule that threw) fail the test instead of passing silently. */
export function service(opts: LintOptions = {}) {
  return createLanguageService({
    workspace: { ...EMPTY_WORKSPACE, ...opts.workspace },
    settings: opts.settings,
    onInternalError: (what, e) => { throw new Error(`${what} failed: ${(e as Error)?.stack ?? e}`); },
  });
}

export function lint(text: string, opts: LintOptions = {}): Diagnostic[] {
  return service(opts).diagnostics(doc(text, opts.fileName));
}

/** Diagnostics of one rule only. */
export function findings(code: string, text: string, opts: LintOptions = {}): Diagnostic[] {
  return lint(text, opts).filter((d) => d.code === code);
}

/** Applies text edits the way the server composes them (non-overlapping, LSP line rules). */
export const applyEdits = applyTextEdits;

/** The quick fixes offered on the first diagnostic of `code` (not the suppress-this-line one every finding has). */
export function quickFixes(code: string, text: string, opts: LintOptions = {}): CodeAction[] {
  const s = service(opts);
  const d = doc(text, opts.fileName);
  const diag = s.diagnostics(d).find((x) => x.code === code);
  if (!diag) throw new Error(`no ${code} diagnostic in:\n${text}`);
  return s.codeActions(d, diag.range, ['quickfix']).filter((a) => a.kind === 'quickfix' && a.diagnostics?.some((x) => x.code === code));
}

/** Applies the preferred (or first) quick fix for `code` and returns the new text. */
export function fix(code: string, text: string, opts: LintOptions = {}): string {
  const actions = quickFixes(code, text, opts);
  const action = actions.find((a) => a.isPreferred) ?? actions[0];
  if (!action?.edit?.changes) throw new Error(`no fix for ${code}`);
  const edits = Object.values(action.edit.changes)[0];
  return applyEdits(text, edits);
}

/** Splits "a|b" into the text "ab" and the caret position. */
export function caret(textWithCaret: string): { text: string; pos: Position } {
  const i = textWithCaret.indexOf('|');
  const before = textWithCaret.slice(0, i).split('\n');
  return { text: textWithCaret.slice(0, i) + textWithCaret.slice(i + 1), pos: { line: before.length - 1, character: before[before.length - 1].length } };
}
