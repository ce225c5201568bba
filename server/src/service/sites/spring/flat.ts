// Spring application.properties / application.yml → flat (name, value, ranges) entries with the
// name as Spring's binder sees it ("spring.kafka.producer.properties[linger.ms]"). Properties go
// through the shared java.util.Properties reader; YAML through eemeli/yaml with source ranges.
import type { Range } from 'vscode-languageserver-types';
import { isMap, isPair, isScalar, isSeq, Parser, parseAllDocuments, type Node as YNode, type Tags } from 'yaml';
import { LineIndex, lineIndexOf } from '../../parse/lineIndex';
import { parseProperties } from '../../parse/properties';

export interface FlatEntry {
  /** Full name with YAML levels joined by dots; bracket segments kept ("properties.[linger.ms]"). */
  name: string;
  value: string | undefined;
  keyRange: Range;
  valueRange: Range;
  range: Range;
  /** What a "remove" deletes: whole lines for .properties, the pair for YAML. */
  deleteRange: Range;
  /** Document offset of the key, for ordering and directive placement. */
  offset: number;
  /** Index of the document (after `---` or `#---`) the entry is in, 0 for a single-document file. */
  document: number;
}

export interface FlatComment { text: string; offset: number; range: Range }

/** A key as written, a leaf or a block ("spring.kafka.producer" for `producer:`), in document order. */
export interface FlatKey { name: string; offset: number; document: number }

/**
 * One document of a multi-document file, as Spring Boot splits it: YAML `---`, or in
 * .properties a `#---` / `!---` line (Boot 2.4+). Offsets span the document's text.
 */
export interface FlatSection { start: number; end: number }

export interface FlatDoc {
  entries: FlatEntry[];
  /** Every key, blocks included: what a directive comment precedes, and where a role's block starts. */
  keys: FlatKey[];
  comments: FlatComment[];
  lines: LineIndex;
  /** The documents in file order; entries and keys point into it. One for a plain file. */
  documents: FlatSection[];
  /**
   * YAML keys written twice in one mapping (a second `spring:` at the top, say). Spring Boot's
   * OriginTrackedYamlLoader sets SnakeYAML's allowDuplicateKeys to false, so such a file stops
   * the application at start-up. `first` is the range of the earlier key.
   */
  duplicateKeys?: Array<{ name: string; keyRange: Range; first: Range; document: number }>;
  /**
   * `#---` lines Spring's .properties loader does not treat as a separator, because a comment
   * follows before the next key (`comment` is that comment's line range).
   */
  undoneSeparators?: Array<{ range: Range; comment: Range }>;
}

export function isYamlName(fileName: string): boolean {
  return /\.ya?ml$/i.test(fileName);
}

export function flattenProperties(text: string): FlatDoc {
  const parsed = parseProperties(text);
  const lines = parsed.lines;
  const { documents, undone } = propertiesDocuments(parsed, text.length);
  const docAt = (offset: number) => documentAt(documents, offset);
  const entries = parsed.entries.map((e) => {
    const offset = lines.offset(e.keyRange.start);
    return {
      name: e.key, value: e.value, keyRange: e.keyRange, valueRange: e.valueRange, range: e.range,
      deleteRange: e.lineRange, offset, document: docAt(offset),
    };
  });
  return {
    lines,
    entries,
    // A .properties file has no blocks: every key is a whole name on its own line.
    keys: entries.map((e) => ({ name: e.name, offset: e.offset, document: e.document })),
    comments: parsed.comments.map((c) => ({ text: c.text, offset: c.textOffset, range: c.range })),
    documents,
    undoneSeparators: undone.map((u) => ({ range: lines.range(u.start, u.end), comment: lines.range(u.commentStart, u.commentEnd) })),
  };
}

/** The index of the document holding `offset`. */
export function documentAt(documents: readonly FlatSection[], offset: number): number {
  for (let i = documents.length - 1; i > 0; i--) if (offset >= documents[i].start) return i;
  return 0;
}

/**
 * Spring Boot's OriginTrackedPropertiesLoader (2.4+), followed line by line: a comment line that is
 * exactly `#---` or `!---` at column 0 (trailing blanks allowed) starts a new document, unless the
 * line above is a comment with the same marker (a `#---` rule inside a comment block). A comment
 * met before the new document's first key undoes the split: the keys below it join the document
 * above (that is how the loader tells a decorative `#---` from a separator). Empty documents are
 * dropped by Spring; here they simply hold no keys.
 */
function propertiesDocuments(parsed: ReturnType<typeof parseProperties>, length: number): { documents: FlatSection[]; undone: Array<{ start: number; end: number; commentStart: number; commentEnd: number }> } {
  type Item = { start: number; end: number; line: number; endLine: number; comment?: { text: string; column: number } };
  const { lines } = parsed;
  const items: Item[] = [
    ...parsed.entries.filter((e) => e.key !== '').map((e) => ({ start: lines.offset(e.range.start), end: lines.offset(e.range.end), line: e.range.start.line, endLine: e.range.end.line })),
    ...parsed.comments.map((c) => ({
      start: c.textOffset - 1, end: lines.offset(c.range.end), line: c.range.start.line, endLine: c.range.end.line,
      comment: { text: c.text, column: c.range.start.character },
    })),
  ].sort((a, b) => a.start - b.start);
  interface Open { start: number; opener?: number; openerEnd?: number; keys: number }
  const undone: Array<{ start: number; end: number; commentStart: number; commentEnd: number }> = [];
  const done: Open[] = [];
  let cur: Open = { start: 0, keys: 0 };
  let lastMarker: string | undefined;
  let prevEndLine = -2;
  for (const it of items) {
    // A blank line between two lines resets "the line above was a comment".
    if (it.line > prevEndLine + 1) lastMarker = undefined;
    prevEndLine = it.endLine;
    if (!it.comment) {
      lastMarker = undefined;
      cur.keys++;
      continue;
    }
    const marker = lines.text[it.start];
    const separator = marker !== lastMarker && it.comment.column === 0 && /^---[ \t\f]*$/.test(it.comment.text);
    if (separator) {
      if (cur.keys > 0) done.push(cur);
      cur = { start: it.end, opener: it.start, openerEnd: it.end, keys: 0 };
      continue;
    }
    if (cur.keys === 0 && done.length > 0) {
      if (cur.opener !== undefined) undone.push({ start: cur.opener, end: cur.openerEnd!, commentStart: it.start, commentEnd: it.end });
      cur = done.pop()!;
    }
    lastMarker = marker;
  }
  if (cur.keys > 0 || done.length === 0) done.push(cur);
  const documents = done.map((d, i) => ({ start: i === 0 ? 0 : d.start, end: done[i + 1]?.opener ?? length }));
  return { documents, undone };
}

/**
 * Spring Boot reads YAML with SnakeYAML, a YAML 1.1 parser: 20_000 is the integer 20000, 010 is 8,
 * yes/on are true. Boot's OriginTrackedYamlLoader drops the timestamp resolver, so 2024-01-01
 * stays text. Integers are kept exact (a long beyond 2^53 must not round).
 */
const SPRING_YAML = {
  version: '1.1' as const,
  intAsBigInt: true,
  customTags: (tags: Tags) => tags.filter((t) => typeof t === 'string' ? t !== 'timestamp' : t.tag !== 'tag:yaml.org,2002:timestamp'),
};

export function flattenYaml(text: string): FlatDoc {
  const lines = lineIndexOf(text);
  const entries: FlatEntry[] = [];
  const keys: FlatKey[] = [];
  const r = (a: number, b: number): Range => lines.range(Math.min(a, text.length), Math.min(Math.max(a, b), text.length));
  let errors: Array<[number, number]> = [];
  let document = 0;
  const broken = (a: number, b: number) => errors.some(([s, e]) => s <= b && e >= a);
  const duplicateKeys: NonNullable<FlatDoc['duplicateKeys']> = [];
  const walk = (node: unknown, prefix: string): void => {
    if (!isMap(node)) return;
    const seen = new Map<string, Range>();
    for (const pair of node.items) {
      if (!isPair(pair) || !isScalar(pair.key) || !pair.key.range) continue;
      const seg = String(pair.key.value ?? '');
      if (seg === '') continue;
      const name = prefix ? `${prefix}.${seg}` : seg;
      const keyRange = r(pair.key.range[0], pair.key.range[1]);
      // `<<` merge keys (a Symbol in eemeli/yaml's YAML 1.1 schema) may repeat: SnakeYAML merges
      // them before it checks for duplicates.
      const earlier = seen.get(seg);
      if (earlier && typeof pair.key.value !== 'symbol' && seg !== '<<') duplicateKeys.push({ name, keyRange, first: earlier, document });
      else seen.set(seg, keyRange);
      keys.push({ name, offset: pair.key.range[0], document });
      const v = pair.value as YNode | null;
      if (isMap(v)) { walk(v, name); continue; }
      const [ks, ke] = pair.key.range;
      // Mid-edit YAML (an unclosed quote or bracket) yields values that swallow the next lines;
      // such pairs are left out rather than reported at the wrong place.
      if (broken(ks, v?.range?.[1] ?? ke)) continue;
      let value: string | undefined;
      let vr: Range = r(ke, ke);
      let end = ke;
      if (v && v.range) {
        // The yaml parser keeps a lone \r (a line break for LSP, not for YAML's plain scalars) at
        // the end of a value; a range over it ended on the next line, and a fix inserting after
        // the entry overlapped the fix replacing its value (found by the fuzz, seed 9003).
        let ve = v.range[1];
        while (ve > v.range[0] && (text[ve - 1] === '\r' || text[ve - 1] === '\n')) ve--;
        vr = r(v.range[0], ve);
        end = ve;
        if (isScalar(v)) value = v.value === null ? undefined : String(v.value);
        else if (isSeq(v)) value = v.items.map((i) => (isScalar(i) ? String(i.value) : '')).join(',');
      }
      entries.push({ name, value, keyRange: r(ks, ke), valueRange: vr, range: r(ks, end), deleteRange: r(ks, end), offset: ks, document });
    }
  };
  // Spring Boot's OriginTrackedYamlLoader reads each `---` document into its own property source;
  // the documents keep their index so the extractor can apply their activation (sites/spring).
  const documents: FlatSection[] = [];
  for (const doc of parseAllDocuments(text, SPRING_YAML)) {
    // A duplicate key is no mid-edit breakage: its pairs stay, and duplicateKeys reports it.
    errors = doc.errors.filter((e) => e.code !== 'DUPLICATE_KEY').map((e) => [e.pos[0], e.pos[1]]);
    document = documents.length;
    documents.push({ start: doc.range[0], end: doc.range[2] });
    walk(doc.contents, '');
  }
  if (documents.length === 0) documents.push({ start: 0, end: text.length });
  // The sections tile the file: each runs to where the next starts.
  documents.forEach((d, i) => { d.start = i === 0 ? 0 : d.start; d.end = documents[i + 1]?.start ?? text.length; });
  return { entries, keys, comments: yamlComments(text, lines), lines, documents, ...(duplicateKeys.length ? { duplicateKeys } : {}) };
}

/** Comment tokens from the YAML CST, wherever they sit. */
function yamlComments(text: string, lines: LineIndex): FlatComment[] {
  const out: FlatComment[] = [];
  const seen = new Set<unknown>();
  const visit = (t: unknown): void => {
    if (!t || typeof t !== 'object' || seen.has(t)) return;
    seen.add(t);
    const tok = t as { type?: string; offset?: number; source?: string };
    if (tok.type === 'comment' && typeof tok.offset === 'number' && typeof tok.source === 'string') {
      out.push({ text: tok.source.slice(1), offset: tok.offset + 1, range: lines.range(tok.offset, tok.offset + tok.source.length) });
      return;
    }
    for (const v of Object.values(t)) {
      if (Array.isArray(v)) v.forEach(visit);
      else if (v && typeof v === 'object') visit(v);
    }
  };
  for (const tok of new Parser().parse(text)) visit(tok);
  return out.sort((a, b) => a.offset - b.offset);
}
