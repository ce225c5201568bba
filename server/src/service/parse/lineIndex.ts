// Offset ⇄ LSP position conversion for one text. Positions are UTF-16 code units, as LSP and
// JavaScript strings both count them; line breaks are \n, \r\n or a lone \r.
import type { Position, Range } from 'vscode-languageserver-types';
import { textChange } from './textChange';

export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(readonly text: string, starts?: number[]) {
    if (starts) {
      this.starts = starts;
      return;
    }
    // indexOf jumps from break to break in native code: on a 5,000-line file several times faster
    // than reading every character (an index is built for each new text, so on every edit).
    let lf = text.indexOf('\n');
    let cr = text.indexOf('\r');
    while (lf >= 0 || cr >= 0) {
      if (cr >= 0 && (lf < 0 || cr < lf)) {
        // \r\n is one break, after the \n; a lone \r is a break of its own.
        const end = text.charCodeAt(cr + 1) === 10 ? cr + 1 : cr;
        this.starts.push(end + 1);
        if (end > cr) lf = text.indexOf('\n', end + 1);
        cr = text.indexOf('\r', end + 1);
      } else {
        this.starts.push(lf + 1);
        lf = text.indexOf('\n', lf + 1);
      }
    }
  }

  get lineCount(): number {
    return this.starts.length;
  }

  position(offset: number): Position {
    const o = Math.max(0, Math.min(offset, this.text.length));
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= o) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo, character: o - this.starts[lo] };
  }

  offset(p: Position): number {
    if (p.line >= this.starts.length) return this.text.length;
    const start = this.starts[p.line];
    const next = p.line + 1 < this.starts.length ? this.starts[p.line + 1] : this.text.length;
    return Math.min(start + Math.max(0, p.character), next);
  }

  range(start: number, end: number): Range {
    return { start: this.position(start), end: this.position(end) };
  }

  /** Text of a line without its line break. */
  lineText(line: number): string {
    if (line < 0 || line >= this.starts.length) return '';
    const start = this.starts[line];
    const end = line + 1 < this.starts.length ? this.starts[line + 1] : this.text.length;
    return this.text.slice(start, end).replace(/\r?\n$|\r$/, '');
  }
}

/**
 * The LineIndex of `text` made from `previous`'s, the index of the text before one edit (`change`,
 * parse/textChange.ts): line starts before the edit are kept, the edited span is scanned, and the
 * starts after it are shifted, so a keystroke in a 100,000-line file does not scan all of it again.
 * Shared through lineIndexOf like any other.
 */
export function lineIndexAfter(previous: LineIndex, text: string, change: { start: number; oldEnd: number; newEnd: number }): LineIndex {
  const old = (previous as unknown as { starts: number[] }).starts;
  const starts: number[] = [];
  // A start s is decided by the characters at s - 1 and s: both before the edit for s < start.
  let i = 0;
  while (i < old.length && (i === 0 || old[i] < change.start)) starts.push(old[i++]);
  // Starts up to newEnd, from the last kept one (its line may hold the edit).
  const { newEnd } = change;
  for (let k = starts[starts.length - 1]; k < newEnd; k++) {
    const c = text.charCodeAt(k);
    let next = -1;
    if (c === 13) next = text.charCodeAt(k + 1) === 10 ? ++k + 1 : k + 1;
    else if (c === 10) next = k + 1;
    if (next > starts[starts.length - 1] && next <= newEnd) starts.push(next);
  }
  // Starts after the edit (characters s - 1 and s both after it), shifted by the length change.
  const delta = change.newEnd - change.oldEnd;
  while (i < old.length && old[i] < change.oldEnd + 1) i++;
  for (; i < old.length; i++) starts.push(old[i] + delta);
  const made = new LineIndex(text, starts);
  remember(made);
  return made;
}

/**
 * The LineIndex of `text`, shared: one analysis asks for it from the parser, the site builder, the
 * rules and the suppression scan (a 5,000-line file was indexed ~20 times per keystroke). The last
 * few texts are kept; a LineIndex never changes once built.
 */
export function lineIndexOf(text: string): LineIndex {
  for (let i = 0; i < recent.length; i++) {
    if (recent[i].text === text) {
      const hit = recent[i];
      if (i > 0) recent.splice(i, 1), recent.unshift(hit);
      return hit;
    }
  }
  // A large text is most often the last one indexed after a keystroke: its index is that one's,
  // patched (a 712,500-character Java file was scanned whole twice per keystroke, ~1 ms).
  const last = recent[0];
  if (last && text.length >= PATCH_MIN_CHARS && Math.abs(last.text.length - text.length) < text.length / 8) {
    const change = textChange(last.text, text);
    if (change && change.newEnd - change.start < text.length / 8) return lineIndexAfter(last, text, change);
  }
  const made = new LineIndex(text);
  remember(made);
  return made;
}

/** Below this a fresh index costs about what finding the edit does. */
const PATCH_MIN_CHARS = 64 * 1024;

function remember(made: LineIndex): void {
  recent.unshift(made);
  if (recent.length > RECENT) recent.pop();
}

const RECENT = 4;
const recent: LineIndex[] = [];
