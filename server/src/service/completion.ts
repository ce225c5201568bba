// Completion in .properties: keys of the file's role (with their defaults), then allowed values.
import type { CompletionItem, Position } from 'vscode-languageserver-types';
import { catalogFor, type KeyInfo } from './catalog';
import type { Analysis } from './analyze';
import { EXPLAIN } from './explain';
import type { Role, SourceDocument } from './model';
import { ROLES } from './model';
import { LineIndex } from './parse/lineIndex';
import { roleFromFileName } from './sites/roles';

const enum Kind { Property = 10, Value = 12 }

export function completion(doc: SourceDocument, analysis: Analysis, pos: Position): CompletionItem[] {
  if (!(doc.fileName.endsWith('.properties') || doc.languageId === 'properties')) return [];
  const lineText = new LineIndex(doc.text).lineText(pos.line).slice(0, pos.character);
  if (/^\s*[#!]/.test(lineText)) return [];
  const site = analysis.sites.find((s) => s.range.start.line <= pos.line && pos.line <= s.range.end.line + 1) ?? analysis.sites[0];
  const catalog = catalogFor(site?.client.client === 'java' ? site.client.version : undefined);
  const role: Role | undefined = site?.role ?? roleFromFileName(doc.fileName);
  const sep = /^\s*((?:\\.|[^=:\s\\])+)\s*[=:\s]\s*(.*)$/.exec(lineText);
  if (sep) {
    const key = sep[1];
    const info = role ? catalog.key(role, key) : ROLES.map((r) => catalog.key(r, key)).find(Boolean);
    return info ? valueItems(info) : [];
  }
  const roles = role ? [role] : ROLES;
  const seen = new Set<string>();
  const items: CompletionItem[] = [];
  for (const r of roles) {
    for (const k of catalog.keys(r)) {
      if (seen.has(k.name)) continue;
      seen.add(k.name);
      items.push({
        label: k.name,
        kind: Kind.Property,
        detail: `${k.type.toLowerCase()} · default ${k.hasDefault ? String(k.default) : 'none'}${roles.length > 1 ? ` · ${r}` : ''}`,
        documentation: EXPLAIN[k.name] ? { kind: 'markdown', value: EXPLAIN[k.name] } : undefined,
        insertText: `${k.name}=`,
        // Tuning keys first, then by importance: what users most often need near the top.
        sortText: `${EXPLAIN[k.name] ? 0 : 1}${{ HIGH: 0, MEDIUM: 1, LOW: 2 }[k.importance]}${k.name}`,
      });
    }
  }
  return items;
}

function valueItems(info: KeyInfo): CompletionItem[] {
  const v = info.validator;
  let values: string[] = [];
  if (info.type === 'BOOLEAN') values = ['true', 'false'];
  else if (v && (v.kind === 'in' || v.kind === 'list-in')) values = v.values;
  return values.map((value) => ({ label: value, kind: Kind.Value, detail: value === info.default ? 'default' : undefined, preselect: value === info.default }));
}
