// The names a Java text assigns a plain name to (`this.props = props;`, `props = config;`, not
// `= new …`, a literal or a call), which sites/java/index.ts reads as maps handed in by a caller.
// Once per text for every site of it (parse/textMemo.ts): one regex per site over the whole text
// cost ~40 ms per edit on a 700,000-character file with 219 sites, and one regex trying every
// identifier start of the text still ~9 ms. This scan starts at each `=` instead, and accepts what
//   (?<![\w$.])(?:this\.)?(NAME)\s*=\s*(?!new\b)[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*\s*;
// matches (test/unit/java-assigned-names.test.ts compares the two).

import { textChange } from '../../parse/textChange';

const WORD = /[\w$]/;
const WORD_START = /[A-Za-z_$]/;
const SPACE = /\s/;

export function assignedNames(text: string): Set<string> {
  const names = new Set<string>();
  for (let eq = text.indexOf('='); eq !== -1; eq = text.indexOf('=', eq + 1)) {
    const name = nameBefore(text, eq);
    if (name !== undefined && plainNameAfter(text, eq + 1)) names.add(name);
  }
  return names;
}

/** The whole identifier before `=` (spaces between allowed), alone or after `this.`; else undefined. */
function nameBefore(text: string, eq: number): string | undefined {
  let end = eq;
  while (end > 0 && SPACE.test(text[end - 1])) end--;
  const start = wordStart(text, end);
  if (start === end || !WORD_START.test(text[start])) return undefined;
  if (start === 0 || !/[\w$.]/.test(text[start - 1])) return text.slice(start, end);
  if (text[start - 1] !== '.') return undefined;
  // `this.NAME`: `this` itself a whole word.
  const thisStart = wordStart(text, start - 1);
  if (text.slice(thisStart, start - 1) !== 'this' || (thisStart > 0 && /[\w$.]/.test(text[thisStart - 1]))) return undefined;
  return text.slice(start, end);
}

function wordStart(text: string, end: number): number {
  let i = end;
  while (i > 0 && WORD.test(text[i - 1])) i--;
  return i;
}

/** From just after `=`: spaces, a dotted name whose first part is not `new`, spaces, `;`. */
function plainNameAfter(text: string, from: number): boolean {
  let i = from;
  while (i < text.length && SPACE.test(text[i])) i++;
  const first = i;
  for (let part = 0; ; part++) {
    if (i >= text.length || !WORD_START.test(text[i])) return false;
    const start = i;
    while (i < text.length && WORD.test(text[i])) i++;
    if (part === 0 && text.slice(start, i) === 'new' && first === start) return false;
    if (text[i] !== '.') break;
    i++;
  }
  while (i < text.length && SPACE.test(text[i])) i++;
  return text[i] === ';';
}

// After a keystroke in a large file the scan above is repeated only near the edit. What the scan
// from one `=` reads runs over name characters, dots and spaces and stops at the first other
// character (reading it): so an `=` before the last such character ahead of the edit, or after the
// first one behind it, reads nothing the edit changed, and its answer (kept with its offset, moved
// by the edit's length change) stands.
const NAME_OR_SPACE = /[\w$.\s]/;
const INCREMENTAL_MIN_CHARS = 64 * 1024;

let last: { text: string; at: number[]; name: string[]; names: Set<string> } | undefined;

/** assignedNames(text), rescanning only around the edit when `text` is the last large text asked for after one edit. */
export function assignedNamesAfterEdit(text: string): Set<string> {
  if (last?.text === text) return last.names;
  const at: number[] = [];
  const name: string[] = [];
  const before = last;
  let done = false;
  if (before && text.length >= INCREMENTAL_MIN_CHARS && Math.abs(before.text.length - text.length) < text.length / 8) {
    const change = textChange(before.text, text);
    if (change && change.newEnd - change.start < text.length / 8) {
      let from = change.start - 1;
      while (from > 0 && NAME_OR_SPACE.test(text[from])) from--;
      from = Math.max(from, 0);
      let to = change.newEnd;
      while (to < text.length && NAME_OR_SPACE.test(text[to])) to++;
      const delta = change.newEnd - change.oldEnd;
      for (let i = 0; i < before.at.length && before.at[i] < from; i++) at.push(before.at[i]), name.push(before.name[i]);
      scan(text, from, to, at, name);
      for (let i = 0; i < before.at.length; i++) if (before.at[i] + delta > to) at.push(before.at[i] + delta), name.push(before.name[i]);
      done = true;
    }
  }
  if (!done) scan(text, 0, text.length, at, name);
  last = { text, at, name, names: new Set(name) };
  return last.names;
}

/** The `=` in [from, to] (both included) that assign a plain name, appended in order. */
function scan(text: string, from: number, to: number, at: number[], name: string[]): void {
  for (let eq = text.indexOf('=', from); eq !== -1 && eq <= to; eq = text.indexOf('=', eq + 1)) {
    const n = nameBefore(text, eq);
    if (n !== undefined && plainNameAfter(text, eq + 1)) at.push(eq), name.push(n);
  }
}

/**
 * The names a Java text assigns a call's result to (`this.props = this.createProperties();`,
 * `props = KafkaConfig.consumerProps(group);`, not `= new …`), with the call: such a map holds the
 * keys the called method put in, which its site does not list (check 62: a field filled by a
 * builder method was taken for an empty consumer config). One pass per text (memoByText).
 */
export function callAssignedNames(text: string): Map<string, string> {
  const out = new Map<string, string>();
  // From each `=`, as assignedNames does: a regex tried at every position cost ~3.5 ms on a
  // 475,000-character file, on every keystroke.
  for (let eq = text.indexOf('='); eq !== -1; eq = text.indexOf('=', eq + 1)) {
    if (text[eq + 1] === '=' || OPERATOR_BEFORE.has(text[eq - 1])) continue;
    const call = callAfter(text, eq + 1);
    if (call === undefined) continue;
    const name = nameBefore(text, eq);
    if (name !== undefined && !out.has(name)) out.set(name, call);
  }
  return out;
}

/** `==`, `!=`, `<=`, `+=`…: no assignment of a new value. */
const OPERATOR_BEFORE = new Set(['=', '!', '<', '>', '+', '-', '*', '/', '%', '&', '|', '^']);

/** From just after `=`: spaces, a dotted name whose first part is not `new`, spaces, `(`: the name. */
function callAfter(text: string, from: number): string | undefined {
  let i = from;
  while (SPACE.test(text[i] ?? '')) i++;
  if (!WORD_START.test(text[i] ?? '') || text.startsWith('new', i) && !WORD.test(text[i + 3] ?? '')) return undefined;
  const start = i;
  for (;;) {
    while (WORD.test(text[i] ?? '')) i++;
    let j = i;
    while (SPACE.test(text[j] ?? '')) j++;
    if (text[j] === '(') return text.slice(start, i).replace(/\s+/g, '');
    if (text[j] !== '.') return undefined;
    j++;
    while (SPACE.test(text[j] ?? '')) j++;
    if (!WORD_START.test(text[j] ?? '')) return undefined;
    i = j;
  }
}
