// Quick-fix edits for TS/JS sites, written in the library's spelling: kafkajs option names
// (maxWaitTimeInMs, retry: { retries }), librdkafka dotted keys for Confluent / node-rdkafka. The
// object literal is edited in place with the indentation and comma style it already has.
import ts from 'typescript';
import type { Range, TextEdit } from 'vscode-languageserver-types';
import { kafkajsOptionForKey, KAFKAJS_CODECS, type KafkajsContext } from '../../clients/kafkajs';
import { rdkNativeName } from '../../clients/librdkafka';
import type { ConfigSite, FixIntent, SourceDocument } from '../../model';
import { LineIndex, lineIndexOf } from '../../parse/lineIndex';
import { unwrap } from './ast';
import type { TsSiteExtras } from './extras';
import { parseTs } from './index';

const IDENT = /^[A-Za-z_$][\w$]*$/;

export function tsEdits(doc: SourceDocument, site: ConfigSite, intent: FixIntent): TextEdit[] {
  if (intent.kind === 'edits') return intent.edits;
  const ex: TsSiteExtras | undefined = site.syntax === 'ts' ? site.ts : undefined;
  if (!ex) return [];
  const sf = parseTs(doc);
  const lines = lineIndexOf(doc.text);
  const quote = quoteStyle(sf);
  const spell = spelling(ex, quote);
  if (intent.kind === 'remove') {
    const prop = nodeAt(sf, lines.offset(intent.entry.range.start), ts.isObjectLiteralElementLike);
    return prop ? [{ range: removalRange(doc.text, lines, prop), newText: '' }] : [];
  }
  if (intent.kind === 'rename') {
    const name = spell(intent.newKey);
    return name ? [{ range: intent.entry.keyRange, newText: name.path[name.path.length - 1] }] : [];
  }
  const existing = [...site.entries].reverse().find((e) => e.key === intent.key);
  const name = spell(intent.key);
  if (!name) return [];
  const code = valueCode(ex, intent.key, intent.value, quote);
  if (existing && !isEmpty(existing.valueRange)) {
    const valueNode = nodeAt(sf, lines.offset(existing.valueRange.start), (n): n is ts.Expression => ts.isExpression(n));
    return [{ range: existing.valueRange, newText: keepLiteralType(valueNode, code, quote) }];
  }
  if (!ex.objectRange) return [];
  const obj = nodeAt(sf, lines.offset(ex.objectRange.start), ts.isObjectLiteralExpression);
  if (!obj) return [];
  // kafkajs retry.retries goes into an existing `retry: {...}` when there is one.
  if (name.path.length === 2) {
    const group = obj.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText(sf) === name.path[0]);
    const inner = group && ts.isPropertyAssignment(group) ? unwrap(group.initializer) : undefined;
    if (inner && ts.isObjectLiteralExpression(inner)) return [addProperty(doc.text, lines, sf, inner, `${name.path[1]}: ${code}`)];
    return [addProperty(doc.text, lines, sf, obj, `${name.path[0]}: { ${name.path[1]}: ${code} }`)];
  }
  return [addProperty(doc.text, lines, sf, obj, `${name.path[0]}: ${code}`)];
}

/**
 * Several intents on one empty single-line object (`producer({})`) each replace the braces with
 * `{ k: v }`: overlapping edits, which a WorkspaceEdit must not contain (VS Code rejects the whole
 * fix). Merge those into one `{ a: 1, b: 2 }`. Found by the fuzz (seed 777).
 */
export function mergeTsEdits(edits: TextEdit[]): TextEdit[] {
  const out: TextEdit[] = [];
  const braced = /^\{ ([^]*) \}$/;
  for (const e of edits) {
    const prev = isEmpty(e.range) ? undefined : out.find((o) => sameRange(o.range, e.range));
    const a = prev && braced.exec(prev.newText);
    const b = braced.exec(e.newText);
    if (prev && a && b) prev.newText = `{ ${a[1]}, ${b[1]} }`;
    else out.push({ ...e });
  }
  return out;
}

function sameRange(a: Range, b: Range): boolean {
  return a.start.line === b.start.line && a.start.character === b.start.character && a.end.line === b.end.line && a.end.character === b.end.character;
}

function isEmpty(r: Range): boolean {
  return r.start.line === r.end.line && r.start.character === r.end.character;
}

function spelling(ex: TsSiteExtras, quote: string): (key: string) => { path: string[] } | undefined {
  return (key) => {
    if (ex.library === 'kafkajs') {
      const ctx: KafkajsContext = ex.api === 'admin' ? 'client' : ex.api === 'sendBatch' ? 'send' : ex.api as KafkajsContext;
      const opt = kafkajsOptionForKey(ctx, key);
      return opt && { path: opt.name.split('.') };
    }
    const native = rdkNativeName(key) ?? key;
    return { path: [IDENT.test(native) ? native : `${quote}${native}${quote}`] };
  };
}

function valueCode(ex: TsSiteExtras, key: string, value: string, quote: string): string {
  if (ex.library === 'kafkajs') {
    if (key === 'isolation.level') return value === 'read_uncommitted' ? 'true' : 'false';
    if (key === 'compression.type') {
      const name = Object.keys(KAFKAJS_CODECS).find((k) => KAFKAJS_CODECS[k] === value);
      if (name) return `CompressionTypes.${name}`;
    }
  }
  if (/^-?\d+(\.\d+)?$/.test(value) || value === 'true' || value === 'false') return value;
  // A number JavaScript names (kafkajs documents Number.MAX_SAFE_INTEGER for an idempotent producer's retries).
  if (value === 'Number.MAX_SAFE_INTEGER') return value;
  return `${quote}${value.replace(/\\/g, '\\\\').split(quote).join(`\\${quote}`)}${quote}`;
}

/** "5" for a number literal, '5' for a string literal: the type the file already uses. */
function keepLiteralType(node: ts.Expression | undefined, code: string, quote: string): string {
  if (node && ts.isStringLiteral(node) && !code.startsWith(quote) && !code.includes('.')) {
    const q = node.getText()[0];
    return `${q}${code}${q}`;
  }
  if (node && ts.isStringLiteral(node) && code.startsWith(quote)) return `${node.getText()[0]}${code.slice(1, -1)}${node.getText()[0]}`;
  return code;
}

function quoteStyle(sf: ts.SourceFile): string {
  let q: string | undefined;
  const visit = (n: ts.Node): void => {
    if (q) return;
    if (ts.isStringLiteral(n) && !ts.isImportDeclaration(n.parent)) q = n.getText(sf)[0];
    else ts.forEachChild(n, visit);
  };
  visit(sf);
  return q ?? "'";
}

function nodeAt<T extends ts.Node>(sf: ts.SourceFile, offset: number, is: (n: ts.Node) => n is T): T | undefined {
  let found: T | undefined;
  const visit = (n: ts.Node): void => {
    if (found || n.getStart(sf) > offset || n.getEnd() < offset) return;
    if (n.getStart(sf) === offset && is(n)) { found = n; return; }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return found;
}

function addProperty(text: string, lines: LineIndex, sf: ts.SourceFile, obj: ts.ObjectLiteralExpression, prop: string): TextEdit {
  const props = obj.properties;
  const open = obj.getStart(sf);
  const close = obj.getEnd() - 1;
  const multiline = lines.position(open).line !== lines.position(close).line;
  if (props.length === 0) {
    if (!multiline) return { range: lines.range(open, obj.getEnd()), newText: `{ ${prop} }` };
    const indent = indentOf(text, open) + '  ';
    return { range: lines.range(open + 1, open + 1), newText: `\n${indent}${prop},` };
  }
  const last = props[props.length - 1];
  const trailingComma = props.hasTrailingComma;
  const after = trailingComma ? text.indexOf(',', last.getEnd()) + 1 : last.getEnd();
  const lastOnOwnLine = lines.position(last.getStart(sf)).line !== lines.position(open).line;
  if (multiline && lastOnOwnLine) {
    const indent = indentOf(text, last.getStart(sf));
    return { range: lines.range(after, after), newText: `${trailingComma ? '' : ','}\n${indent}${prop}${trailingComma ? ',' : ''}` };
  }
  return { range: lines.range(after, after), newText: `${trailingComma ? ' ' : ', '}${prop}${trailingComma ? ',' : ''}` };
}

function indentOf(text: string, offset: number): string {
  let s = offset;
  while (s > 0 && text[s - 1] !== '\n' && text[s - 1] !== '\r') s--;
  let e = s;
  while (text[e] === ' ' || text[e] === '\t') e++;
  return text.slice(s, e);
}

/** The property plus its comma; the whole line when the property sits alone on it. */
function removalRange(text: string, lines: LineIndex, prop: ts.Node): Range {
  let start = prop.getStart();
  let end = prop.getEnd();
  let j = end;
  while (text[j] === ' ' || text[j] === '\t') j++;
  const hasComma = text[j] === ',';
  if (hasComma) end = j + 1;
  const lineStart = start - (text.slice(0, start).length - text.slice(0, start).replace(/[ \t]*$/, '').length);
  const aloneBefore = lineStart === 0 || text[lineStart - 1] === '\n';
  let k = end;
  while (text[k] === ' ' || text[k] === '\t') k++;
  const aloneAfter = text[k] === '\n' || text[k] === '\r' || k >= text.length;
  if (aloneBefore && aloneAfter) return lines.range(lineStart, text[k] === '\r' && text[k + 1] === '\n' ? k + 2 : k + 1);
  if (!hasComma) {
    // Last property on a shared line: take the comma before it instead.
    let b = start;
    while (b > 0 && /\s/.test(text[b - 1])) b--;
    if (text[b - 1] === ',') start = b - 1;
    return lines.range(start, end);
  }
  while (text[end] === ' ') end++;
  return lines.range(start, end);
}
