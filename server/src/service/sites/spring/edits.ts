// Quick-fix edits for Spring sites. .properties: add/replace/remove one line. YAML: keep the
// structure — new keys go under the existing spring.kafka.<role> mapping (creating only the
// missing levels) at that mapping's indentation, pass-through keys as "[linger.ms]" under
// properties:, since Spring needs the brackets to keep the dots of a map key.
import type { TextEdit } from 'vscode-languageserver-types';
import { isMap, isPair, isScalar, parseDocument, type YAMLMap } from 'yaml';
import type { ConfigSite, FixIntent, SourceDocument } from '../../model';
import { LineIndex, lineIndexOf } from '../../parse/lineIndex';
import { parseProperties } from '../../parse/properties';
import { isYamlName } from './flat';
import { ROLE_KEYS, type SpringRole } from './keys';

/** Where a Kafka key goes for this site: a dedicated Spring key when there is one, else properties[...]. */
export function springPathFor(role: SpringRole | undefined, key: string): string[] {
  const dedicated = role && Object.entries(ROLE_KEYS[role]).find(([, d]) => d.kafka === key)?.[0];
  const base = ['spring', 'kafka', ...(role ? [role] : [])];
  return dedicated ? [...base, dedicated] : [...base, 'properties', `[${key}]`];
}

function propertiesName(path: string[]): string {
  return path.map((s, i) => (s.startsWith('[') || i === 0 ? s : `.${s}`)).join('');
}

export function springEdits(doc: SourceDocument, site: ConfigSite, intent: FixIntent): TextEdit[] {
  if (intent.kind === 'edits') return intent.edits;
  if ((site.syntax === 'spring-yaml' || site.syntax === 'spring-properties') && site.spring.boundPrefix) return boundEdits(doc, site, intent);
  const role = site.role === 'producer' || site.role === 'consumer' || site.role === 'admin' || site.role === 'streams' ? site.role : undefined;
  const yaml = isYamlName(doc.fileName);
  const lines = lineIndexOf(doc.text);
  if (intent.kind === 'rename') {
    const path = springPathFor(role, intent.newKey);
    return [{ range: intent.entry.keyRange, newText: yaml ? yamlKey(path[path.length - 1]) : propertiesName(path) }];
  }
  if (intent.kind === 'remove') {
    if (!yaml) {
      const e = parseProperties(doc.text).entries.find((x) => sameStart(x.keyRange.start, intent.entry.keyRange.start));
      return e ? [{ range: e.lineRange, newText: '' }] : [];
    }
    const start = lines.offset({ line: intent.entry.range.start.line, character: 0 });
    const endLine = intent.entry.range.end.line + (intent.entry.range.end.character === 0 ? 0 : 1);
    return [{ range: lines.range(start, lines.offset({ line: endLine, character: 0 })), newText: '' }];
  }
  // set: replace the value where this client's own level already sets it, else add a line. A
  // profile document's site writes into its own document, never into the lines every profile reads.
  const own = role ? `spring.kafka.${role}.` : 'spring.kafka.';
  const existing = [...site.entries].reverse().find((e) => e.key === intent.key && e.rawKey.startsWith(own) && !e.inherited);
  if (existing && !(existing.valueRange.start.line === existing.valueRange.end.line && existing.valueRange.start.character === existing.valueRange.end.character)) {
    const old = doc.text.slice(lines.offset(existing.valueRange.start), lines.offset(existing.valueRange.end));
    const q = yaml && (old.startsWith('"') || old.startsWith("'")) ? old[0] : '';
    return [{ range: existing.valueRange, newText: `${q}${intent.value}${q}` }];
  }
  const path = springPathFor(role, intent.key);
  const section = (site.syntax === 'spring-yaml' || site.syntax === 'spring-properties' ? site.spring.section : undefined) ?? { start: 0, end: doc.text.length };
  return yaml ? yamlAdd(doc.text, lines, path, intent.value, section) : propertiesAdd(doc.text, lines, site, own, path, intent.value, section);
}

/**
 * Adds a Spring Boot property that is no Kafka key (spring.kafka.listener.ack-mode), in the
 * site's own document: under the existing mappings in YAML, as a line next to the site's keys in a
 * .properties file.
 */
export function springAddProperty(doc: SourceDocument, site: ConfigSite, path: string[], value: string): TextEdit[] {
  const lines = lineIndexOf(doc.text);
  const section = (site.syntax === 'spring-yaml' || site.syntax === 'spring-properties' ? site.spring.section : undefined) ?? { start: 0, end: doc.text.length };
  return isYamlName(doc.fileName) ? yamlAdd(doc.text, lines, path, value, section) : propertiesAdd(doc.text, lines, site, 'spring.kafka.', path, value, section);
}

function sameStart(a: { line: number; character: number }, b: { line: number; character: number }): boolean {
  return a.line === b.line && a.character === b.character;
}

function propertiesAdd(text: string, lines: LineIndex, site: ConfigSite, own: string, path: string[], value: string, section: Section): TextEdit[] {
  const mine = site.entries.filter((e) => !e.inherited);
  const siblings = mine.filter((e) => e.rawKey.startsWith(own));
  const anchor = (siblings.length ? siblings : mine).at(-1);
  const line = `${propertiesName(path)}=${value}`;
  if (!anchor) {
    const end = section.end;
    const sep = end === 0 || text[end - 1] === '\n' ? '' : '\n';
    return [{ range: lines.range(end, end), newText: `${sep}${line}\n` }];
  }
  const at = lines.offset(anchor.range.end);
  return [{ range: lines.range(at, at), newText: `\n${line}` }];
}

function yamlKey(seg: string): string {
  return seg.startsWith('[') ? `"${seg}"` : seg;
}

interface Section { start: number; end: number }

/** Adds the key in the YAML document `section` (one `---` document of the file) at its mapping's indentation. */
function yamlAdd(text: string, lines: LineIndex, path: string[], value: string, section: Section): TextEdit[] {
  const base = section.start;
  const doc = parseDocument(text.slice(section.start, section.end));
  let map: YAMLMap | undefined = isMap(doc.contents) ? doc.contents : undefined;
  let depth = 0;
  while (map && depth < path.length - 1) {
    const seg = path[depth];
    const pair = map.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === seg);
    if (!pair || !isMap(pair.value)) break;
    map = pair.value;
    depth++;
  }
  const rest = path.slice(depth);
  const valueText = /^[\w.:-]+$/.test(value) ? value : JSON.stringify(value);
  if (!map || !map.range || map.items.length === 0) {
    const block = rest.map((s, i) => `${'  '.repeat(i)}${yamlKey(s)}:${i === rest.length - 1 ? ` ${valueText}` : ''}`).join('\n');
    const end = section.end;
    const sep = end === 0 || text[end - 1] === '\n' ? '' : '\n';
    return depth === 0 ? [{ range: lines.range(end, end), newText: `${sep}${block}\n` }] : [];
  }
  const first = map.items[0];
  const firstKey = base + (isPair(first) && isScalar(first.key) && first.key.range ? first.key.range[0] : map.range[0]);
  const indent = ' '.repeat(lines.position(firstKey).character);
  const block = rest.map((s, i) => `${indent}${'  '.repeat(i)}${yamlKey(s)}:${i === rest.length - 1 ? ` ${valueText}` : ''}`).join('\n');
  // Insert after the map's last line: map.range[1] is where its last value ends.
  let end = base + map.range[1];
  while (end > base && /\s/.test(text[end - 1])) end--;
  return [{ range: lines.range(end, end), newText: `\n${block}` }];
}

/**
 * Keys under the application's own prefix: a written value is replaced in place (quotes kept); a new
 * key, a rename or a removal is left to the user, who knows how the code reads the map.
 */
function boundEdits(doc: SourceDocument, site: ConfigSite, intent: FixIntent): TextEdit[] {
  if (intent.kind !== 'set') return [];
  const e = [...site.entries].reverse().find((x) => x.key === intent.key);
  if (!e || (e.valueRange.start.line === e.valueRange.end.line && e.valueRange.start.character === e.valueRange.end.character)) return [];
  const lines = lineIndexOf(doc.text);
  const old = doc.text.slice(lines.offset(e.valueRange.start), lines.offset(e.valueRange.end));
  const q = old.startsWith('"') || old.startsWith("'") ? old[0] : '';
  return [{ range: e.valueRange, newText: `${q}${intent.value}${q}` }];
}
