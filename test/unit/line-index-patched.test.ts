// lineIndexOf patches the last large text's index after an edit (parse/lineIndex.ts) instead of
// scanning the new text: after each of a seeded sequence of edits, line breaks among them (\n,
// \r\n, a lone \r, a \r\n split by the edit), the patched index maps every offset as a fresh one does.
import { deepStrictEqual, ok } from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LineIndex, lineIndexOf } from '../../server/src/service/parse/lineIndex';
import { Rng } from '../support/fuzzEdits';

const PIECES = ['\n', '\r\n', '\r', 'x', '', 'ab\ncd', '\r\r\n\n', ' '];

describe('lineIndexOf on a large text edited', () => {
  it('equals a fresh index after each of 200 seeded edits', () => {
    const rng = new Rng(5);
    const lines: string[] = [];
    for (let i = 0; i < 9000; i++) lines.push(`line ${i} ${'x'.repeat(i % 13)}`);
    let text = lines.map((l, i) => l + (i % 7 === 0 ? '\r\n' : i % 11 === 0 ? '\r' : '\n')).join('');
    ok(text.length > 64 * 1024, 'large enough to be patched');
    lineIndexOf(text);
    for (let step = 0; step < 200; step++) {
      const at = rng.int(text.length + 1);
      const cut = rng.chance(0.5) ? rng.int(4) : 0;
      text = text.slice(0, at) + rng.pick(PIECES) + text.slice(at + cut);
      const patched = lineIndexOf(text);
      const fresh = new LineIndex(text);
      deepStrictEqual(patched.lineCount, fresh.lineCount, `step ${step}: line count`);
      for (let o = Math.max(0, at - 40); o <= Math.min(text.length, at + 40); o++) deepStrictEqual(patched.position(o), fresh.position(o), `step ${step}: offset ${o}`);
      deepStrictEqual(patched.position(text.length), fresh.position(text.length), `step ${step}: end`);
    }
  });
});
