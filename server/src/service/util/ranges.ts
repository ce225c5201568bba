// Position and range comparisons on LSP ranges (end inclusive, as the editor shows them).
import type { Position, Range } from 'vscode-languageserver-types';

/** a is at or before b. */
export function notAfter(a: Position, b: Position): boolean {
  return a.line < b.line || (a.line === b.line && a.character <= b.character);
}

/** The position lies in the range, both ends included. */
export function containsPosition(r: Range, p: Position): boolean {
  return notAfter(r.start, p) && notAfter(p, r.end);
}

/** inner lies wholly in outer. */
export function within(inner: Range, outer: Range): boolean {
  return notAfter(outer.start, inner.start) && notAfter(inner.end, outer.end);
}
