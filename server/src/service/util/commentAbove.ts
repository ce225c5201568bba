// The comment written directly above a line: the lines just before it that are comments only
// (`#` or `!` in .properties, `#` in YAML, `//` or `*` in Java and TS), nearest last. A setting's
// own comment often says what its author meant by the value ("# Max number of bytes for a batch"),
// which a rule that guesses at intent must not contradict (check 64: batch.size=2000 under such a comment).
import { lineIndexOf } from '../parse/lineIndex';

const COMMENT = /^\s*(?:#|!|\/\/|\/\*|\*)/;

/** At most `max` comment lines directly above `line` (0-based), with no blank or other line between. */
export function commentAbove(text: string, line: number, max = 3): string[] {
  const lines = lineIndexOf(text);
  const out: string[] = [];
  for (let l = line - 1; l >= 0 && out.length < max; l--) {
    const t = lines.lineText(l);
    if (!COMMENT.test(t)) break;
    out.unshift(t);
  }
  return out;
}
