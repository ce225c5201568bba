// The fuzz's oracle: lines and positions as LSP counts them, written apart from the server's own
// LineIndex, and the checks every answer must pass (ranges inside the document, no overlapping edits).
import type { CodeAction, Command, Diagnostic, Hover, Position, Range, TextEdit } from 'vscode-languageserver-types';
import type { Rng } from './fuzzEdits';

// ---------------------------------------------------------------- the oracle: LSP line semantics

/** Lines as LSP counts them (breaks: \r\n, \r, \n; columns in UTF-16 code units) — independent of the server's LineIndex. */
export class Lines {
  readonly starts: number[] = [0];
  /** Length of each line without its break. */
  readonly lengths: number[] = [];
  constructor(readonly text: string) {
    const re = /\r\n|\r|\n/g;
    let prev = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      this.lengths.push(m.index - prev);
      prev = m.index + m[0].length;
      this.starts.push(prev);
    }
    this.lengths.push(text.length - prev);
  }
  get lineCount(): number {
    return this.starts.length;
  }
  position(offset: number): Position {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo, character: offset - this.starts[lo] };
  }
  offset(p: Position): number {
    if (p.line >= this.starts.length) return this.text.length;
    return this.starts[p.line] + Math.min(Math.max(0, p.character), this.lengths[p.line]);
  }
  randomPosition(rng: Rng): Position {
    if (rng.chance(0.03)) return { line: rng.int(this.lineCount + 5), character: rng.int(50_000) }; // past the end: clients do send these
    const line = rng.int(this.lineCount);
    return { line, character: rng.int(this.lengths[line] + 1) };
  }
}

const posStr = (p: Position) => `${p.line}:${p.character}`;

export function checkRange(lines: Lines, r: Range | undefined, what: string): string | undefined {
  if (!r || !r.start || !r.end) return `${what}: no range`;
  for (const p of [r.start, r.end]) {
    if (!Number.isInteger(p.line) || !Number.isInteger(p.character) || p.line < 0 || p.character < 0) return `${what}: bad position ${JSON.stringify(p)}`;
    if (p.line >= lines.lineCount) return `${what}: line ${p.line} ≥ lineCount ${lines.lineCount} (range ${posStr(r.start)}-${posStr(r.end)})`;
    if (p.character > lines.lengths[p.line]) return `${what}: character ${p.character} > length ${lines.lengths[p.line]} of line ${p.line} (range ${posStr(r.start)}-${posStr(r.end)})`;
  }
  if (r.start.line > r.end.line || (r.start.line === r.end.line && r.start.character > r.end.character)) return `${what}: start after end (${posStr(r.start)}-${posStr(r.end)})`;
  return undefined;
}

export function checkDiagnostics(lines: Lines, diags: Diagnostic[]): string | undefined {
  for (const d of diags) {
    const bad = checkRange(lines, d.range, `diagnostic ${String(d.code)} "${d.message.slice(0, 80)}"`);
    if (bad) return bad;
    if (typeof d.message !== 'string' || d.message.length === 0) return `diagnostic ${String(d.code)}: empty message`;
  }
  return undefined;
}

/** Every edit of every action targets this document, lies inside it, and the edits of one action do not overlap. */
export function checkCodeActions(lines: Lines, uri: string, actions: Array<CodeAction | Command> | null | undefined): string | undefined {
  if (!Array.isArray(actions)) return `code actions: expected an array, got ${JSON.stringify(actions)}`;
  for (const a of actions) {
    if (!('edit' in a) || !a.edit) continue;
    const changes = a.edit.changes ?? {};
    for (const [u, edits] of Object.entries(changes)) {
      if (u !== uri) return `code action "${a.title}" edits another document ${u}`;
      for (const e of edits) {
        const bad = checkRange(lines, e.range, `code action "${a.title}" edit`);
        if (bad) return bad;
      }
      const sorted = edits.map((e) => [lines.offset(e.range.start), lines.offset(e.range.end)]).sort((x, y) => x[0] - y[0] || x[1] - y[1]);
      for (let i = 1; i < sorted.length; i++) if (sorted[i][0] < sorted[i - 1][1]) return `code action "${a.title}": overlapping edits`;
    }
    if (a.edit.documentChanges) return `code action "${a.title}": unexpected documentChanges`;
  }
  return undefined;
}

export function checkHover(lines: Lines, h: Hover | null | undefined): string | undefined {
  if (h === null || h === undefined) return undefined;
  if (!h.contents) return 'hover without contents';
  return h.range ? checkRange(lines, h.range, 'hover range') : undefined;
}

export const fixEdits = (uri: string, actions: Array<CodeAction | Command> | null | undefined): TextEdit[][] =>
  (actions ?? []).flatMap((a) => ('edit' in a && a.edit?.changes?.[uri] ? [a.edit.changes[uri]] : []));
