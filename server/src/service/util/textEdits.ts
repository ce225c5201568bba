// Applying LSP text edits to a string (positions by the LSP line rules of LineIndex).
import type { TextEdit } from 'vscode-languageserver-types';
import { LineIndex, lineIndexOf } from '../parse/lineIndex';

/** Applies non-overlapping edits; inserts at the same position keep their given order. */
export function applyTextEdits(text: string, edits: TextEdit[]): string {
  const lines = lineIndexOf(text);
  const located = edits.map((e, i) => ({ start: lines.offset(e.range.start), end: lines.offset(e.range.end), text: e.newText, i }));
  located.sort((a, b) => b.start - a.start || b.i - a.i);
  let out = text;
  for (const e of located) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}
