// Completion in .properties: keys of the file's role (with their defaults), then allowed values.
import type { CompletionItem, Position } from 'vscode-languageserver-types';
import { catalogFor, type KeyInfo } from './catalog';
import type { Analysis } from './analyze';
import { directiveCompletion } from './directiveHelp';
import { EXPLAIN } from './explain';
import { keyUnit } from './keyUnits';
import { duration, sizeUnit } from '../../../common/src/units';
import type { Role, SourceDocument } from './model';
import { ROLES } from './model';
import { lineIndexOf } from './parse/lineIndex';
import { roleFromFileName } from './sites/roles';

const enum Kind { Property = 10, Value = 12 }

export function completion(doc: SourceDocument, analysis: Analysis, pos: Position): CompletionItem[] {
  // Inside a `kafka-tuning:` comment, in any syntax: its fields and values.
  const inDirective = directiveCompletion(doc, pos);
  if (inDirective) return inDirective;
  // The value of a Spring pass-through key (properties[linger.ms]): Kafka reads it as written.
  const passThrough = springValueSite(doc, analysis, pos);
  if (passThrough) return passThrough;
  if (!(doc.fileName.endsWith('.properties') || doc.languageId === 'properties')) return [];
  const lineText = lineIndexOf(doc.text).lineText(pos.line).slice(0, pos.character);
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
  else if (keyUnit(info.name) && NUMERIC_TYPES.has(info.type)) return unitItems(info, keyUnit(info.name)!);
  return values.map((value) => ({ label: value, kind: Kind.Value, detail: value === info.default ? 'default' : undefined, preselect: value === info.default }));
}

const NUMERIC_TYPES = new Set(['INT', 'LONG', 'SHORT']);

// Round values to pick from. A config holds milliseconds and bytes as plain numbers (ConfigDef
// rejects "30s" and "16KB"), so the number is what is inserted and the readable unit is the detail.
const MS_LADDER = [0, 1, 5, 10, 20, 50, 100, 500, 1000, 5000, 10000, 30000, 60000, 120000, 300000];
const BYTES_LADDER = [1024, 16384, 32768, 65536, 131072, 262144, 524288, 1048576, 4194304, 16777216, 33554432, 67108864];
const TYPE_MAX: Record<string, bigint> = { SHORT: 32767n, INT: 2147483647n, LONG: 9223372036854775807n };

function unitItems(info: KeyInfo, unit: 'ms' | 'bytes'): CompletionItem[] {
  const range = info.validator?.kind === 'range' ? info.validator : undefined;
  const min = range?.min !== undefined ? BigInt(range.min) : undefined;
  const max = range?.max !== undefined ? BigInt(range.max) : TYPE_MAX[info.type];
  const fits = (n: number) => (min === undefined || BigInt(n) >= min) && (max === undefined || BigInt(n) <= max);
  // Compared as text: a default such as Long.MAX_VALUE (max.compaction.lag.ms) is past what a
  // JavaScript number holds exactly, and must be offered as Kafka prints it.
  const def = info.default !== null && /^-?\d+$/.test(info.default) ? info.default : undefined;
  const values = [...new Set([...(unit === 'ms' ? MS_LADDER : BYTES_LADDER).filter(fits).map(String), ...(def !== undefined ? [def] : [])])]
    .sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0));
  const readable = (text: string) => {
    const n = Number(text);
    if (!Number.isSafeInteger(n)) return undefined;
    return unit === 'ms' ? duration(n) : sizeUnit(n);
  };
  return values.map((value, i) => ({
    label: value,
    kind: Kind.Value,
    detail: value === def ? ['default', readable(value)].filter(Boolean).join(' · ') : readable(value),
    preselect: value === def,
    sortText: String(i).padStart(3, '0'),
  }));
}

/**
 * Value items when `pos` is after the key of a Spring `properties[...]` entry on its line. Boot's
 * own keys (batch-size: 16KB) convert units themselves, so they get none of these.
 */
function springValueSite(doc: SourceDocument, analysis: Analysis, pos: Position): CompletionItem[] | undefined {
  for (const site of analysis.sites) {
    if (site.syntax !== 'spring-properties' && site.syntax !== 'spring-yaml') continue;
    const entry = site.entries.find((e) => e.keyRange.end.line === pos.line && e.keyRange.end.character < pos.character);
    if (!entry || !entry.prefix?.endsWith('properties')) continue;
    const catalog = catalogFor(site.client.version);
    const info = site.role ? catalog.key(site.role, entry.key) : ROLES.map((r) => catalog.key(r, entry.key)).find(Boolean);
    return info ? valueItems(info) : [];
  }
  return undefined;
}
