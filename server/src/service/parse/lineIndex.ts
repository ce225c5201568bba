// Offset ⇄ LSP position conversion for one text. Positions are UTF-16 code units, as LSP and
// JavaScript strings both count them; line breaks are \n, \r\n or a lone \r.
import type { Position, Range } from 'vscode-languageserver-types';

export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(readonly text: string) {
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
  const made = new LineIndex(text);
  recent.unshift(made);
  if (recent.length > RECENT) recent.pop();
  return made;
}

const RECENT = 4;
const recent: LineIndex[] = [];
