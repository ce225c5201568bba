// java.util.Properties (and Spring Boot's OriginTrackedPropertiesLoader) read a comment only on a
// line of its own: `linger.ms=5 # ms` gives linger.ms the value "5 # ms". Two rules read it:
// invalid-value, where the comment makes the value fail its validator, and
// properties-end-of-line-comment, where the value is still accepted and silently wrong.
import type { ConfigEntry, Fix } from '../model';

/** `value  # comment` split where a reader of the file expects it, or undefined when nothing looks like a comment. */
export function endOfLineComment(raw: string): { value: string; comment: string } | undefined {
  const m = /^(.*?\S)\s+([#!].*)$/.exec(raw);
  return m ? { value: m[1], comment: m[2] } : undefined;
}

/** The edit that moves the comment to a line of its own above the entry and leaves `value`. */
export function commentMovedAbove(e: ConfigEntry, value: string, comment: string): Fix['intents'][number] {
  const line = { line: e.keyRange.start.line, character: 0 };
  return { kind: 'edits', edits: [{ range: { start: line, end: line }, newText: `${comment}\n` }, { range: e.valueRange, newText: value }] };
}
