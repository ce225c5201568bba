// The parenthesis-depth check before each Java analysis (parse/nesting.ts) rescans only around an
// edit of a large text. Oracle: after each of a seeded sequence of edits (parentheses, quotes,
// comment openers and closers, line breaks), the depth it gives equals that of a plain
// character-by-character scan of the whole text.
import { equal, ok } from 'node:assert/strict';
import { describe, it } from 'node:test';
import { deepestParen, parenDepthExceeds } from '../../server/src/service/parse/nesting';
import { Rng } from '../support/fuzzEdits';

/** The same rules read one character at a time: literals end at their quote or the line's end, comments are skipped. */
function reference(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') deepest = Math.max(deepest, ++depth);
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === '"' || c === "'") {
      for (i++; i < text.length && text[i] !== c && text[i] !== '\n'; i++) if (text[i] === '\\') i++;
    } else if (c === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      if (end < 0) break;
      i = end;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      if (end < 0) break;
      i = end + 1;
    }
  }
  return deepest;
}

const PIECES = ['(', ')', '((((', '))))', '"', "'", '/*', '*/', '//', '\n', '/', '\\', 'x', ' f(a, (b)) ', '"(("', ''];

describe('parenthesis depth after edits of a large text', () => {
  it('equals a whole-text scan after each of 400 seeded edits', () => {
    const rng = new Rng(9);
    const lines: string[] = [];
    for (let i = 0; i < 4000; i++) lines.push(i % 17 === 0 ? `  // note (${i}\n` : i % 29 === 0 ? `  /* (( ${i} */ s = "((";\n` : `  x${i} = f(g(${i}), h(k(${i % 5})));\n`);
    let text = `class A {\n${lines.join('')}}\n`;
    ok(text.length > 64 * 1024, 'large enough to be rescanned in part');
    equal(deepestParen(text), reference(text), 'first scan');
    let deep = 0;
    for (let step = 0; step < 400; step++) {
      const at = rng.int(text.length + 1);
      const cut = rng.chance(0.4) ? rng.int(6) : 0;
      text = text.slice(0, at) + rng.pick(PIECES) + text.slice(at + cut);
      const want = reference(text);
      equal(deepestParen(text), want, `step ${step}`);
      equal(parenDepthExceeds(text, want), false, `step ${step}: not past its own depth`);
      if (want > 4) deep++;
    }
    // The edits must have moved the depth, not only left it where the file starts.
    ok(deep > 20, `only ${deep} steps nested past 4`);
  });
});
