// A .properties parse updated for one edit instead of redone: only the logical lines the edit can
// have changed are read again (parseSpan), the entries, comments and problems before them are the
// same objects, and those after them too when the edit added or removed no line (else copies moved
// by the line count; comments also by the length change, for their offsets). Typing in a
// 100,000-line file then reads a line or two, and the sites built from the untouched entries can
// be recognised by identity (sites/propertiesMemo.ts).
//
// Where to re-read, for the edit [start, oldEnd) → [start, newEnd) (textChange.ts):
//  - from R: the start of the line before the edited one, moved up while the line above continues
//    (ends in an odd number of backslashes). Both characters around R lie before the edit, so R
//    starts a line in both texts, and since the line above R does not continue, a logical line;
//  - to S: the start of the line after the edited one when that line ends in an unedited character
//    other than a backslash; else after the first line that starts after newEnd and does not
//    continue. Either way the line before S ends the same way in both texts without continuing,
//    so both parses end whatever logical line they are in there and start afresh at S.
// Everything that starts at or after S is what the old parse had from S - (newEnd - oldEnd) on.
import { lineIndexAfter } from './lineIndex';
import { parseSpan, type ParsedProperties, type PropertyComment, type PropertyEntry } from './properties';
import { textChange } from './textChange';
import type { Position, Range } from 'vscode-languageserver-types';

const isBreak = (c: number) => c === 10 || c === 13;

/** The parse of `text`, from the parse of `before` (the same document one edit earlier). */
export function reparseProperties(before: string, parsed: ParsedProperties, text: string): ParsedProperties {
  const change = textChange(before, text);
  if (!change) return parsed;
  const lines = lineIndexAfter(parsed.lines, text, change);
  const delta = change.newEnd - change.oldEnd;

  // R: the line before the edited one, then up past continued lines.
  let r = lineStart(text, change.start);
  if (r > 0) r = lineStart(text, breakStart(text, r));
  while (r > 0 && continues(text, breakStart(text, r))) r = lineStart(text, breakStart(text, r));

  // S: after the edited line when its last character is unedited and not a backslash, else after
  // the first whole line past the edit that does not continue (or the end of the text).
  let s = text.length;
  const edited = lineEnd(text, change.newEnd);
  if (edited < text.length && edited - 1 >= change.newEnd && text.charCodeAt(edited - 1) !== 92) s = afterBreak(text, edited);
  else for (let l = edited; l < text.length; ) {
    const next = afterBreak(text, l);
    if (next >= text.length) break;
    const end = lineEnd(text, next);
    // `next` starts a line lying wholly after the edit.
    if (next > change.newEnd && !continues(text, end)) {
      s = afterBreak(text, end);
      break;
    }
    l = end;
  }

  const rLine = lines.position(r).line;
  const sLineNew = s >= text.length ? lines.lineCount : lines.position(s).line;
  const sLineOld = s >= text.length ? parsed.lines.lineCount : parsed.lines.position(s - delta).line;
  const lineDelta = sLineNew - sLineOld;

  const middle: Omit<ParsedProperties, 'lines'> = { entries: [], comments: [], problems: [] };
  parseSpan(text, lines, r, s, middle);

  const entryLine = (e: PropertyEntry) => e.lineRange.start.line;
  const atLine = (x: { range: Range }) => x.range.start.line;
  const result: ParsedProperties = {
    entries: splice(parsed.entries, entryLine, rLine, sLineOld, middle.entries, (e) => (lineDelta ? movedEntry(e, lineDelta) : e)),
    comments: splice(parsed.comments, atLine, rLine, sLineOld, middle.comments, (c) => (lineDelta || delta ? movedComment(c, lineDelta, delta) : c)),
    problems: splice(parsed.problems, atLine, rLine, sLineOld, middle.problems, (p) => (lineDelta ? { ...p, range: moved(p.range, lineDelta) } : p)),
    lines,
  };
  splices.set(result, {
    from: parsed,
    removed: { entries: between(parsed.entries, entryLine, rLine, sLineOld), comments: between(parsed.comments, atLine, rLine, sLineOld) },
    added: { entries: middle.entries, comments: middle.comments },
    lines: { from: rLine, to: sLineOld, delta: lineDelta },
  });
  return result;
}

/**
 * How a parse made by reparseProperties differs from the one it was made from: the entries and
 * comments taken out and put in (everything else is the same item, moved by `lines.delta` lines
 * from old line `lines.to` on, with the same key or text). Lets what is counted over a whole file
 * (sites/propertiesMemo.ts: the librdkafka evidence) be updated instead of counted again.
 */
export interface PropertiesSplice {
  from: ParsedProperties;
  removed: { entries: PropertyEntry[]; comments: PropertyComment[] };
  added: { entries: PropertyEntry[]; comments: PropertyComment[] };
  lines: { from: number; to: number; delta: number };
}

const splices = new WeakMap<ParsedProperties, PropertiesSplice>();

/** The splice that made `parsed` from an earlier parse, when reparseProperties made it. */
export function spliceOf(parsed: ParsedProperties): PropertiesSplice | undefined {
  return splices.get(parsed);
}

function between<T>(items: readonly T[], lineOf: (x: T) => number, from: number, to: number): T[] {
  return items.slice(firstAtOrAfter(items, lineOf, from), firstAtOrAfter(items, lineOf, to));
}

/** Items before line `from` as they are, then `middle`, then the items from line `to` on, moved. */
function splice<T>(items: readonly T[], lineOf: (x: T) => number, from: number, to: number, middle: T[], move: (x: T) => T): T[] {
  const a = firstAtOrAfter(items, lineOf, from);
  const b = firstAtOrAfter(items, lineOf, to);
  const out = items.slice(0, a);
  for (const x of middle) out.push(x);
  for (let i = b; i < items.length; i++) out.push(move(items[i]));
  return out;
}

function firstAtOrAfter<T>(items: readonly T[], lineOf: (x: T) => number, line: number): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (lineOf(items[mid]) < line) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const movedPos = (p: Position, by: number): Position => ({ line: p.line + by, character: p.character });
const moved = (r: Range, by: number): Range => ({ start: movedPos(r.start, by), end: movedPos(r.end, by) });

function movedEntry(e: PropertyEntry, by: number): PropertyEntry {
  return { ...e, keyRange: moved(e.keyRange, by), valueRange: moved(e.valueRange, by), range: moved(e.range, by), lineRange: moved(e.lineRange, by) };
}

function movedComment(c: PropertyComment, by: number, delta: number): PropertyComment {
  return { text: c.text, textOffset: c.textOffset + delta, range: by ? moved(c.range, by) : c.range };
}

/** Start of the line holding `pos`. */
function lineStart(text: string, pos: number): number {
  let i = pos;
  while (i > 0 && !isBreak(text.charCodeAt(i - 1))) i--;
  return i;
}

/** End of the line holding `pos` (its line break, or the end of the text). */
function lineEnd(text: string, pos: number): number {
  let i = pos;
  while (i < text.length && !isBreak(text.charCodeAt(i))) i++;
  return i;
}

/** Where the line break ending just before line start `start` begins (\r\n counts as one). */
function breakStart(text: string, start: number): number {
  return start >= 2 && text.charCodeAt(start - 1) === 10 && text.charCodeAt(start - 2) === 13 ? start - 2 : start - 1;
}

/** The line start after the line break at `end`. */
function afterBreak(text: string, end: number): number {
  return text.charCodeAt(end) === 13 && text.charCodeAt(end + 1) === 10 ? end + 2 : end + 1;
}

/** Whether the line ending at `end` ends in an odd number of backslashes (the next line continues it). */
function continues(text: string, end: number): boolean {
  let n = 0;
  for (let i = end - 1; i >= 0 && text.charCodeAt(i) === 92; i--) n++;
  return n % 2 === 1;
}

