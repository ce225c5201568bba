// Inline suppressions: a whole-line comment `kafka-tuning-disable-next-line <rule>[, <rule>…]
// [-- reason]` silences those rules' findings that start on the next line (all findings when no
// rule is named). Every syntax the analysis reads has line comments: `#`/`!` in .properties,
// `#` in YAML, `//` (or a one-line `/* … */`) in Java and TS/JS. A suppression that silences
// nothing is reported, so stale ones do not pile up (ESLint's --report-unused-disable-directives).
import type { Range } from 'vscode-languageserver-types';
import type { DocumentKind } from '../../../common/src/model';
import { LineIndex, lineIndexOf } from './parse/lineIndex';

export const SUPPRESS_MARKER = 'kafka-tuning-disable-next-line';

export interface Suppression {
  /** Line of the comment; it applies to line + 1. */
  line: number;
  /** Rule ids named, each with its range in the comment; empty = every finding on the next line. */
  rules: Array<{ id: string; range: Range }>;
  reason?: string;
  /** The whole comment, where an unused-suppression finding points. */
  range: Range;
}

const COMMENT = new RegExp(`^(\\s*(?:#|!|//+|/\\*+)\\s*)${SUPPRESS_MARKER}(?=\\s|\\*/|$)(.*)$`);

export function findSuppressions(text: string): Suppression[] {
  if (!text.includes(SUPPRESS_MARKER)) return [];
  const out: Suppression[] = [];
  // Lines as LSP counts them (a lone \r ends one too): LineIndex is what every range here uses.
  const lines = lineIndexOf(text);
  for (let line = 0; line < lines.lineCount; line++) {
    const raw = lines.lineText(line);
    const m = COMMENT.exec(raw);
    if (!m) continue;
    const bodyStart = m[1].length + SUPPRESS_MARKER.length;
    let body = m[2].replace(/\*\/\s*$/, '');
    let reason: string | undefined;
    const dashes = body.indexOf('--');
    if (dashes !== -1) {
      reason = body.slice(dashes + 2).trim() || undefined;
      body = body.slice(0, dashes);
    }
    const rules: Suppression['rules'] = [];
    for (const id of body.matchAll(/[^\s,]+/g)) {
      const start = bodyStart + (id.index ?? 0);
      rules.push({ id: id[0], range: { start: { line, character: start }, end: { line, character: start + id[0].length } } });
    }
    out.push({ line, rules, reason, range: { start: { line, character: m[1].search(/\S/) }, end: { line, character: raw.trimEnd().length } } });
  }
  return out;
}

/**
 * The line comment a suppression is written with in a document of this kind; none in JSON, which
 * has no comments (the Connect worker's REST API refuses a body that holds one). A JSON file's
 * findings are silenced by rule in .kafka-tuning.json.
 */
export function commentToken(kind: DocumentKind | undefined): string | undefined {
  if (kind?.reader === 'json') return undefined;
  return kind?.reader === 'java' || kind?.reader === 'ts' ? '//' : '#';
}
