// java.util.Properties (and Spring Boot's OriginTrackedPropertiesLoader) read a comment only on a
// line of its own: `linger.ms=5 # ms` gives linger.ms the value "5 # ms". Two rules read it:
// invalid-value, where the comment makes the value fail its validator, and
// properties-end-of-line-comment, where the value is still accepted and silently wrong.
import type { ConfigEntry, Fix } from '../model';
import { lineIndexOf } from '../parse/lineIndex';

/** `value  # comment` split where a reader of the file expects it, or undefined when nothing looks like a comment. */
export function endOfLineComment(raw: string): { value: string; comment: string } | undefined {
  const m = /^(.*?\S)\s+([#!].*)$/.exec(raw);
  return m ? { value: m[1], comment: m[2] } : undefined;
}

/**
 * The edit that moves the comment to a line of its own above the entry and cuts it, with the blanks
 * before it, out of the value as written: the rest of the written text stays as it is (a Windows
 * path's `\\`, a `\u00e9`, a continued line are not rewritten from their read value). Undefined
 * when the comment is not found as written (an escape inside it).
 */
export function commentMovedAbove(text: string, e: ConfigEntry, comment: string): Fix['intents'][number] | undefined {
  const lines = lineIndexOf(text);
  const start = lines.offset(e.valueRange.start);
  const written = text.slice(start, lines.offset(e.valueRange.end));
  const at = written.lastIndexOf(comment);
  if (at < 0 || written.slice(at).trimEnd() !== comment.trimEnd()) return undefined;
  const cut = written.slice(0, at).trimEnd().length;
  const line = { line: e.keyRange.start.line, character: 0 };
  return {
    kind: 'edits',
    edits: [
      { range: { start: line, end: line }, newText: `${comment.trimEnd()}\n` },
      { range: { start: lines.position(start + cut), end: e.valueRange.end }, newText: '' },
    ],
  };
}
