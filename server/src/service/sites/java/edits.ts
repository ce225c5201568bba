// Fix intents written as Java in the file's own style: a file keyed by ProducerConfig constants
// gets a constant (Kafka's *_CONFIG naming: "linger.ms" → LINGER_MS_CONFIG, looked up in the
// catalog rather than guessed), values keep the type the file uses ("5", 5, 5L or
// Integer.toString(5)), and a new put lands after its siblings with their indentation.
import type { Range, TextEdit } from 'vscode-languageserver-types';
import { LineIndex, lineIndexOf } from '../../parse/lineIndex';
import type { ConfigEntry, ConfigSite, FixIntent, Role, SourceDocument } from '../../model';
import { CONFIG_CLASSES } from './values';
import type { JavaEntryShape, JavaSiteShape } from './shape';

export interface ConstantNames {
  constantFor(className: string, key: string): string | undefined;
}

// Map.of has overloads up to ten pairs (java.util.Map, Java 9+); an eleventh does not compile.
const MAP_OF_MAX_PAIRS = 10;
const ROLE_CLASS: Partial<Record<Role, string>> = { producer: 'ProducerConfig', consumer: 'ConsumerConfig', admin: 'AdminClientConfig' };

export function javaEdits(doc: SourceDocument, site: ConfigSite, intent: FixIntent, ctx: ConstantNames): TextEdit[] {
  const shape: JavaSiteShape | undefined = site.syntax === 'java' ? site.java : undefined;
  if (intent.kind === 'edits') return intent.edits;
  if (!shape) return [];
  // An annotation's strings ("max.poll.records=10"): only a written value is rewritten, in place.
  if (shape.annotation) {
    const e = intent.kind === 'set' ? site.entries.find((x) => x.key === intent.key) : undefined;
    return intent.kind === 'set' && e && JSON.stringify(e.valueRange) !== JSON.stringify(e.range) ? [{ range: e.valueRange, newText: intent.value }] : [];
  }
  const lines = lineIndexOf(doc.text);
  switch (intent.kind) {
    case 'set': {
      const i = site.entries.findIndex((e) => e.key === intent.key);
      if (i >= 0) {
        const e = site.entries[i];
        const own = shapeOf(shape, e);
        // A value we could not read (a variable) says nothing about type: follow the siblings.
        const like = own && own.valueKind !== 'other' ? own : { ...dominant(shape), method: own?.method };
        return [{ range: e.valueRange, newText: spellValue(intent.value, like as JavaEntryShape) }];
      }
      return insert(lines, site, shape, intent.key, intent.value, ctx);
    }
    case 'remove': {
      const s = shapeOf(shape, intent.entry);
      if (!s) return [];
      return [{ range: s.form === 'statement' ? wholeLines(lines, intent.entry.range) : listItem(lines, doc.text, intent.entry.range), newText: '' }];
    }
    case 'rename': {
      const s = shapeOf(shape, intent.entry);
      if (!s) return [];
      const key = spellKey(intent.newKey, s.keyStyle === 'literal' ? undefined : s.configClass ?? roleClass(site), s.keyStyle, shape, ctx);
      return [{ range: intent.entry.keyRange, newText: key.text }, ...key.imports];
    }
  }
}

function shapeOf(shape: JavaSiteShape, e: ConfigEntry): JavaEntryShape | undefined {
  return shape.entries.find((s) => sameRange(s.range, e.range));
}

function sameRange(a: Range, b: Range): boolean {
  return a.start.line === b.start.line && a.start.character === b.start.character && a.end.line === b.end.line && a.end.character === b.end.character;
}

/** The style most entries of the site use; setProperty only takes Strings. */
function dominant(shape: JavaSiteShape): JavaEntryShape | undefined {
  const counted = shape.entries.filter((e) => e.valueKind !== 'other');
  if (counted.length === 0) return undefined;
  const tally = new Map<string, number>();
  for (const e of counted) tally.set(e.valueKind, (tally.get(e.valueKind) ?? 0) + 1);
  // On a tie, a String: ConfigDef parses a String for every type, so it is always accepted.
  const best = [...tally.entries()].sort((a, b) => b[1] - a[1] || Number(b[0] === 'string') - Number(a[0] === 'string'))[0][0];
  return counted.find((e) => e.valueKind === best);
}

function spellValue(value: string, like: JavaEntryShape | undefined): string {
  const isInt = /^-?\d+$/.test(value);
  // Properties.setProperty takes Strings only: a number literal there would not compile.
  if (like?.method === 'setProperty' && like.valueKind !== 'wrapped') return javaString(value);
  switch (like?.valueKind) {
    case 'number':
      return isInt ? value + (like.numberSuffix ?? '') : javaString(value);
    case 'wrapped':
      return isInt ? `${like.wrapper}(${value})` : javaString(value);
    case 'bool':
      return value === 'true' || value === 'false' ? value : javaString(value);
    default:
      return javaString(value);
  }
}

function javaString(s: string): string {
  return '"' + s.replace(/[\\"]/g, (c) => '\\' + c).replace(/\n/g, '\\n').replace(/\t/g, '\\t') + '"';
}

function roleClass(site: ConfigSite): string | undefined {
  return site.role ? ROLE_CLASS[site.role] : undefined;
}

/**
 * A key spelled as the file spells keys: qualified constant, static-imported constant (adding the
 * import when needed) or string literal when no constant exists (CommonClientConfigs is tried too,
 * since security/bootstrap keys live there).
 */
function spellKey(key: string, preferred: string | undefined, style: JavaEntryShape['keyStyle'], shape: JavaSiteShape, ctx: ConstantNames): { text: string; imports: TextEdit[] } {
  if (style === 'constant' || style === 'static') {
    for (const cls of [preferred, 'CommonClientConfigs'].filter((c): c is string => c !== undefined)) {
      // The catalog answers qualified ("ProducerConfig.LINGER_MS_CONFIG"); keep the member only.
      const member = ctx.constantFor(cls, key)?.split('.').pop();
      if (!member) continue;
      if (style === 'constant') return { text: `${cls}.${member}`, imports: [] };
      const imported = shape.imports.staticMembers[member] === cls || shape.imports.staticWildcards.includes(cls);
      if (imported) return { text: member, imports: [] };
      if (!shape.imports.end || !(cls in CONFIG_CLASSES)) return { text: `${cls}.${member}`, imports: [] };
      const line = `\nimport static ${CONFIG_CLASSES[cls]}.${cls}.${member};`;
      return { text: member, imports: [{ range: { start: shape.imports.end.end, end: shape.imports.end.end }, newText: line }] };
    }
  }
  return { text: javaString(key), imports: [] };
}

function insert(lines: LineIndex, site: ConfigSite, shape: JavaSiteShape, key: string, value: string, ctx: ConstantNames): TextEdit[] {
  const statements = shape.entries.filter((e) => e.form === 'statement');
  const keyed = shape.entries.find((e) => e.keyStyle === 'constant' || e.keyStyle === 'static');
  // A sibling's 5L says nothing about this key: an INT key rejects a Long (ConfigDef.parseType).
  const sibling = dominant(shape);
  const like = sibling && { ...sibling, numberSuffix: undefined };
  const spelled = spellKey(key, keyed?.configClass ?? roleClass(site), keyed?.keyStyle ?? 'literal', shape, ctx);
  const lastStatement = statements.at(-1);
  if (lastStatement || (!shape.literal && shape.declaration && shape.name)) {
    const after = lastStatement?.range ?? shape.declaration!;
    const receiver = lastStatement ? lastStatement.receiver : shape.name;
    const method = lastStatement?.method ?? 'put';
    const call = `${receiver ? receiver + '.' : ''}${method}(${spelled.text}, ${spellValue(value, like && { ...like, method })});`;
    const indent = indentOf(lines, after.start.line);
    return [...spelled.imports, { range: { start: after.end, end: after.end }, newText: `\n${indent}${call}` }];
  }
  if (!shape.literal) return [];
  const pairs = shape.entries.filter((e) => e.form !== 'statement');
  if (shape.literal.kind === 'mapOf' && pairs.length >= MAP_OF_MAX_PAIRS) return [];
  const item = shape.literal.kind === 'mapOf' ? `${spelled.text}, ${spellValue(value, like)}` : `${shape.literal.spelling}(${spelled.text}, ${spellValue(value, like)})`;
  const last = pairs.at(-1);
  if (!last) return [...spelled.imports, { range: { start: shape.literal.close.start, end: shape.literal.close.start }, newText: item }];
  // One entry per line stays one per line; entries on one line get `, item` on that line.
  const multiline = pairs.length > 1 ? pairs[0].range.start.line !== pairs[1].range.start.line : last.range.start.line !== shape.literal.close.start.line;
  const sep = multiline ? `,\n${indentOf(lines, last.range.start.line)}` : ', ';
  return [...spelled.imports, { range: { start: last.range.end, end: last.range.end }, newText: sep + item }];
}

function indentOf(lines: LineIndex, line: number): string {
  const text = lines.lineText(line);
  return text.slice(0, text.length - text.trimStart().length);
}

/** A statement alone on its lines goes with its lines; otherwise only its own text. */
function wholeLines(lines: LineIndex, r: Range): Range {
  const before = lines.lineText(r.start.line).slice(0, r.start.character);
  const after = lines.lineText(r.end.line).slice(r.end.character);
  if (before.trim() !== '' || after.trim() !== '') return r;
  return { start: { line: r.start.line, character: 0 }, end: { line: r.end.line + 1, character: 0 } };
}

/** A Map.of pair or entry(…) goes with the comma that separates it from its neighbour. */
function listItem(lines: LineIndex, text: string, r: Range): Range {
  const start = lines.offset(r.start);
  const end = lines.offset(r.end);
  let next = end;
  while (next < text.length && /\s/.test(text[next])) next++;
  if (text[next] === ',') {
    next++;
    while (next < text.length && /[ \t]/.test(text[next])) next++;
    if (text[next] === '\n' || text[next] === '\r') {
      // The next item is on its own line: remove this item's whole line instead.
      let lineStart = start;
      while (lineStart > 0 && /[ \t]/.test(text[lineStart - 1])) lineStart--;
      if (lineStart === 0 || text[lineStart - 1] === '\n') return lines.range(lineStart, next + (text[next] === '\r' && text[next + 1] === '\n' ? 2 : 1));
    }
    return lines.range(start, next);
  }
  let prev = start;
  while (prev > 0 && /\s/.test(text[prev - 1])) prev--;
  return text[prev - 1] === ',' ? lines.range(prev - 1, end) : r;
}
