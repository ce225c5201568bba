// FixIntents → text edits for .properties: values are replaced in place, new keys go on a new line
// after the site's last entry, removals take the entry's whole lines (continuations included).
import type { TextEdit } from 'vscode-languageserver-types';
import type { ConfigSite, FixIntent, SourceDocument } from '../model';

export function propertiesEdits(doc: SourceDocument, site: ConfigSite, intent: FixIntent): TextEdit[] {
  const eol = doc.text.includes('\r\n') ? '\r\n' : '\n';
  switch (intent.kind) {
    case 'edits':
      return intent.edits;
    case 'remove':
      return [{ range: intent.entry.range, newText: '' }];
    case 'rename':
      return [{ range: intent.entry.keyRange, newText: escapeKey((intent.entry.prefix ?? '') + intent.newKey) }];
    case 'set': {
      const existing = [...site.entries].reverse().find((e) => e.key === intent.key);
      if (existing) return [{ range: existing.valueRange, newText: escapeValue(intent.value) }];
      const prefix = site.entries.find((e) => e.prefix)?.prefix ?? '';
      const line = `${escapeKey(prefix + intent.key)}=${escapeValue(intent.value)}`;
      const last = site.entries[site.entries.length - 1];
      if (!last) {
        const at = { line: site.range.end.line + 1, character: 0 };
        const lines = doc.text.split(/\r\n|\r|\n/).length;
        return at.line >= lines
          ? [{ range: { start: endOf(doc.text), end: endOf(doc.text) }, newText: `${doc.text.length && !/\n$/.test(doc.text) ? eol : ''}${line}${eol}` }]
          : [{ range: { start: at, end: at }, newText: `${line}${eol}` }];
      }
      const at = last.range.end;
      // range ends at the start of the next line, or at EOF when the last line has no break.
      return at.character === 0 ? [{ range: { start: at, end: at }, newText: `${line}${eol}` }] : [{ range: { start: at, end: at }, newText: `${eol}${line}` }];
    }
  }
}

function endOf(text: string) {
  const lines = text.split(/\r\n|\r|\n/);
  return { line: lines.length - 1, character: lines[lines.length - 1].length };
}

/** Escapes that java.util.Properties needs to read the text back as the same key. */
function escapeKey(key: string): string {
  return key.replace(/[\\ =:#!]/g, (c) => `\\${c}`);
}

function escapeValue(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/^ /, '\\ ');
}
