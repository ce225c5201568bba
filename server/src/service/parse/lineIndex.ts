// Offset ⇄ LSP position conversion for one text. Positions are UTF-16 code units, as LSP and
// JavaScript strings both count them; line breaks are \n, \r\n or a lone \r.
import type { Position, Range } from 'vscode-languageserver-types';

export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(readonly text: string) {
    if (text.indexOf('\r') === -1) {
      // Only \n breaks: indexOf finds them ~8× faster than a loop over every character.
      for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) this.starts.push(i + 1);
      return;
    }
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 13 /* \r */) {
        if (text.charCodeAt(i + 1) === 10) i++;
        this.starts.push(i + 1);
      } else if (c === 10) {
        this.starts.push(i + 1);
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
