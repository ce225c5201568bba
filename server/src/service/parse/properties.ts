// A .properties reader with java.util.Properties#load semantics (JDK 17 Properties.LineReader and
// load0), keeping the source range of every key and value so diagnostics and fixes land exactly.
//  - natural lines end at \n, \r or \r\n; a line ending in an odd number of backslashes continues,
//    and the continuation's leading whitespace (space, \t, \f) is dropped;
//  - a line whose first non-blank char is # or ! is a comment, and a comment never continues;
//  - the key ends at the first unescaped '=', ':' or whitespace; then blanks, at most one '=' or ':',
//    blanks again; the rest is the value, trailing blanks included (ConfigDef trims later);
//  - escapes: \uXXXX, \t \n \r \f, and \x → x. A malformed \u makes load() throw for the whole file.
import type { Range } from 'vscode-languageserver-types';
import { LineIndex, lineIndexOf } from './lineIndex';

export interface PropertyEntry {
  key: string;
  value: string;
  keyRange: Range;
  valueRange: Range;
  /** From the key's first char to the end of the logical line (for deletion use `lineRange`). */
  range: Range;
  /** Whole natural lines the entry spans, including the line break (what a "remove" fix deletes). */
  lineRange: Range;
}

export interface PropertyComment {
  /** Text after the # or ! marker. */
  text: string;
  range: Range;
  /** Offset in the document where `text` starts. */
  textOffset: number;
}

export interface PropertiesProblem {
  message: string;
  range: Range;
}

export interface ParsedProperties {
  entries: PropertyEntry[];
  comments: PropertyComment[];
  problems: PropertiesProblem[];
  lines: LineIndex;
}

const isBlank = (c: string) => c === ' ' || c === '\t' || c === '\f';
const isBreak = (c: string) => c === '\n' || c === '\r';

/** One logical line: its characters (escapes still raw) and each char's offset in the source. */
interface LogicalLine {
  chars: string[];
  offsets: number[];
  start: number;
  end: number;
  /** The line ended with a continuation whose line break was the last thing in the file. */
  continuedToEof?: boolean;
}

export function parseProperties(text: string): ParsedProperties {
  const lines = lineIndexOf(text);
  const result: ParsedProperties = { entries: [], comments: [], problems: [], lines };
  const reuse = text.length <= REUSE_MAX_CHARS;
  let pos = 0;
  while (pos < text.length) {
    // Skip leading blanks and empty lines, as LineReader does before a logical line starts.
    while (pos < text.length && (isBlank(text[pos]) || isBreak(text[pos]))) pos++;
    if (pos >= text.length) break;
    if (text[pos] === '#' || text[pos] === '!') {
      const start = pos;
      while (pos < text.length && !isBreak(text[pos])) pos++;
      result.comments.push({ text: text.slice(start + 1, pos), textOffset: start + 1, range: lines.range(start, pos) });
      continue;
    }
    // A one-line entry without backslashes (nearly all of them) is the same entry as in the last
    // parse when its text, line, column and whether a line follows are the same: that object is
    // taken again, so the sites and rule results built from it compare equal at once. Not for a
    // file over REUSE_MAX_CHARS: keeping every line's key makes its first parse ~1.5× slower.
    let end = pos;
    while (reuse && end < text.length && !isBreak(text[end])) end++;
    const raw = reuse ? text.slice(pos, end) : '\\';
    if (!raw.includes('\\')) {
      const at = lines.position(pos);
      const key = `${at.line}:${at.character}:${lines.lineCount > at.line + 1 ? 1 : 0}:${raw}`;
      let entry = lastEntries.get(key);
      if (!entry) entry = splitEntry(readLogicalLine(text, pos), lines, result.problems);
      if (entry) {
        nextEntries.set(key, entry);
        result.entries.push(entry);
      }
      pos = end;
      continue;
    }
    pos = readOne(text, pos, lines, result);
  }
  // One generation kept: the entries of this parse (any document's; entries are never changed).
  lastEntries = nextEntries;
  nextEntries = new Map();
  return result;
}

/**
 * Reads the logical lines that start in [from, stop) of `text` into `into`: `from` must start a
 * logical line (a line start whose previous line does not continue) and no logical line may run
 * past `stop` (the line before it must not continue either); parse/propertiesIncremental.ts
 * re-reads the lines an edit touched with it. Returns where reading stopped (≥ stop or the end).
 */
export function parseSpan(text: string, lines: LineIndex, from: number, stop: number, into: Omit<ParsedProperties, 'lines'>): number {
  let pos = from;
  for (;;) {
    while (pos < text.length && (isBlank(text[pos]) || isBreak(text[pos]))) pos++;
    if (pos >= text.length || pos >= stop) return pos;
    if (text[pos] === '#' || text[pos] === '!') {
      const start = pos;
      while (pos < text.length && !isBreak(text[pos])) pos++;
      into.comments.push({ text: text.slice(start + 1, pos), textOffset: start + 1, range: lines.range(start, pos) });
      continue;
    }
    pos = readOne(text, pos, lines, into);
  }
}

/** One logical line that is not a comment, from `pos`: its entry (if any) goes into `into`; returns its end. */
function readOne(text: string, pos: number, lines: LineIndex, into: Omit<ParsedProperties, 'lines'>): number {
  const line = readLogicalLine(text, pos);
  const entry = splitEntry(line, lines, into.problems);
  if (entry) into.entries.push(entry);
  return line.end;
}

/** Files up to this long reuse entries from their previous parse (~25,000 lines). */
const REUSE_MAX_CHARS = 1_000_000;
let lastEntries = new Map<string, PropertyEntry>();
let nextEntries = new Map<string, PropertyEntry>();

/** Drops the entries kept from the last parse (tests compare a parse that reuses them with one that cannot). */
export function forgetParsedEntries(): void {
  lastEntries = new Map();
  nextEntries = new Map();
}

function readLogicalLine(text: string, start: number): LogicalLine {
  const chars: string[] = [];
  const offsets: number[] = [];
  let pos = start;
  for (;;) {
    while (pos < text.length && !isBreak(text[pos])) {
      chars.push(text[pos]);
      offsets.push(pos);
      pos++;
    }
    // Count the trailing backslashes of this natural line: odd means "continue".
    const naturalStart = lineStartOf(text, pos);
    let slashes = 0;
    for (let i = chars.length - 1; i >= 0 && chars[i] === '\\' && offsets[i] >= naturalStart; i--) slashes++;
    if (slashes % 2 === 0 || pos >= text.length) {
      if (slashes % 2 === 1) { chars.pop(); offsets.pop(); } // a dangling \ at EOF is dropped
      return { chars, offsets, start, end: pos };
    }
    chars.pop();
    offsets.pop();
    const crlf = text[pos] === '\r' && text[pos + 1] === '\n';
    pos += crlf ? 2 : 1;
    // LineReader looks for more input when the break char is the last one it has: at end of
    // input it returns the line, even empty (load0 then stores the key ""). After \r\n it has
    // already consumed the \r's line and finds an empty line at EOF instead, which it drops.
    if (pos >= text.length) return { chars, offsets, start, end: pos, continuedToEof: !crlf };
    while (pos < text.length && isBlank(text[pos])) pos++;
    // LineReader checks for a comment whenever the logical line is still empty, so "\\" alone
    // on a line followed by "# …" makes that next line a comment.
    if (chars.length === 0 && (text[pos] === '#' || text[pos] === '!')) {
      while (pos < text.length && !isBreak(text[pos])) pos++;
      return { chars, offsets, start, end: pos };
    }
  }
}

function lineStartOf(text: string, pos: number): number {
  let i = pos;
  while (i > 0 && !isBreak(text[i - 1])) i--;
  return i;
}

function splitEntry(line: LogicalLine, lines: LineIndex, problems: PropertiesProblem[]): PropertyEntry | undefined {
  const { chars, offsets } = line;
  if (chars.length === 0) {
    if (!line.continuedToEof) return undefined; // an empty logical line holds no entry
    const at = lines.range(line.start, line.start);
    return { key: '', value: '', keyRange: at, valueRange: at, range: at, lineRange: lines.range(line.start, line.end) };
  }
  let i = 0;
  let keyEnd = chars.length;
  let valueStart = chars.length;
  let hasSep = false;
  while (i < chars.length) {
    const c = chars[i];
    if (c === '\\') { i += 2; continue; }
    if (c === '=' || c === ':') { keyEnd = i; valueStart = i + 1; hasSep = true; break; }
    if (isBlank(c)) { keyEnd = i; valueStart = i + 1; break; }
    i++;
  }
  keyEnd = Math.min(keyEnd, chars.length);
  while (valueStart < chars.length && isBlank(chars[valueStart])) valueStart++;
  if (!hasSep && valueStart < chars.length && (chars[valueStart] === '=' || chars[valueStart] === ':')) {
    valueStart++;
    while (valueStart < chars.length && isBlank(chars[valueStart])) valueStart++;
  }
  const key = unescape(chars, offsets, 0, keyEnd, lines, problems);
  const value = unescape(chars, offsets, valueStart, chars.length, lines, problems);
  if (key === undefined || value === undefined) return undefined;
  const endOf = (idx: number) => (idx > 0 ? offsets[idx - 1] + 1 : offsets[0]);
  const keyRange = lines.range(offsets[0], endOf(keyEnd));
  const valueOffset = valueStart < chars.length ? offsets[valueStart] : endOf(chars.length);
  const valueRange = lines.range(valueOffset, endOf(chars.length));
  const startLine = lines.position(line.start).line;
  const endLine = lines.position(line.end).line;
  return {
    key,
    value,
    keyRange,
    valueRange,
    range: lines.range(offsets[0], endOf(chars.length)),
    lineRange: { start: { line: startLine, character: 0 }, end: lines.lineCount > endLine + 1 ? { line: endLine + 1, character: 0 } : lines.position(line.end) },
  };
}

function unescape(chars: string[], offsets: number[], from: number, to: number, lines: LineIndex, problems: PropertiesProblem[]): string | undefined {
  let out = '';
  for (let i = from; i < to; i++) {
    const c = chars[i];
    if (c !== '\\') { out += c; continue; }
    i++;
    if (i >= to) break;
    const e = chars[i];
    if (e === 'u') {
      // Properties.loadConvert: exactly four hex digits must follow, else IllegalArgumentException.
      const hex = chars.slice(i + 1, Math.min(i + 5, to)).join('');
      if (!/^[0-9a-fA-F]{4}$/.test(hex)) {
        problems.push({
          message: 'Malformed \\uxxxx escape: java.util.Properties.load() throws on it and the whole file fails to load',
          range: lines.range(offsets[i - 1], offsets[Math.min(i + 4, to - 1)] + 1),
        });
        return undefined;
      }
      out += String.fromCharCode(parseInt(hex, 16));
      i += 4;
    } else if (e === 't') out += '\t';
    else if (e === 'n') out += '\n';
    else if (e === 'r') out += '\r';
    else if (e === 'f') out += '\f';
    else out += e;
  }
  return out;
}
