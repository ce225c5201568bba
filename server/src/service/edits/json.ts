// FixIntents → text edits for a connector's JSON config, computed by jsonc-parser's `modify`, which
// knows where commas go and indents a new property like the file's others. Values are written as
// JSON strings, as Connect's REST API hands every value to the connector as a string.
import { modify, type FormattingOptions, type JSONPath } from 'jsonc-parser';
import type { TextEdit } from 'vscode-languageserver-types';
import type { ConfigSite, FixIntent, SourceDocument } from '../model';
import { lineIndexOf } from '../parse/lineIndex';
import { jsonTextOf } from '../sites/connectorJson';

export function jsonEdits(doc: SourceDocument, site: ConfigSite, intent: FixIntent): TextEdit[] {
  if (intent.kind === 'edits') return intent.edits;
  if (site.syntax !== 'json') throw new Error('not a JSON site');
  const path: JSONPath = [...site.json.path];
  // In a shell script, the JSON body alone (the rest blanked, offsets unchanged).
  const text = jsonTextOf(doc.text, site.json.span);
  const lines = lineIndexOf(doc.text);
  const changes = (key: string, value: string | undefined) =>
    modify(text, [...path, key], value, { formattingOptions: formattingOf(text) })
      .map((e) => ({ range: lines.range(e.offset, e.offset + e.length), newText: e.content }));
  switch (intent.kind) {
    case 'remove': return changes(intent.entry.rawKey, undefined);
    case 'rename': return [{ range: intent.entry.keyRange, newText: JSON.stringify((intent.entry.prefix ?? '') + intent.newKey).slice(1, -1) }];
    case 'set': {
      const existing = [...site.entries].reverse().find((e) => e.key === intent.key);
      return changes(existing?.rawKey ?? (site.entries.find((e) => e.prefix)?.prefix ?? '') + intent.key, intent.value);
    }
  }
}

/** The file's own indentation (two spaces, four, a tab) and line ending, so a new line looks like its neighbours. */
function formattingOf(text: string): FormattingOptions {
  const indent = /\n([ \t]+)"/.exec(text)?.[1] ?? '  ';
  const tabs = indent.startsWith('\t');
  return { insertSpaces: !tabs, tabSize: tabs ? 1 : Math.min(indent.length, 8), eol: text.includes('\r\n') ? '\r\n' : '\n' };
}
