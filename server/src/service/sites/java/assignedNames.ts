// The names a Java text assigns a plain name to (`this.props = props;`, `props = config;`, not
// `= new …`, a literal or a call), which sites/java/index.ts reads as maps handed in by a caller.
// Once per text for every site of it (parse/textMemo.ts): one regex per site over the whole text
// cost ~40 ms per edit on a 700,000-character file with 219 sites, and one regex trying every
// identifier start of the text still ~9 ms. This scan starts at each `=` instead, and accepts what
//   (?<![\w$.])(?:this\.)?(NAME)\s*=\s*(?!new\b)[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*\s*;
// matches (test/unit/java-assigned-names.test.ts compares the two).

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
