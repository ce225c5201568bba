import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LineIndex } from '../../server/src/service/parse/lineIndex';

// The line starts as the LSP counts them: after \n, after \r\n (once), after a lone \r; nothing else
// (U+2028 is not a line break to LSP). LineIndex finds them with indexOf; this reads every character.
function starts(text: string): number[] {
  const out = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\r') {
      if (text[i + 1] === '\n') i++;
      out.push(i + 1);
    } else if (c === '\n') out.push(i + 1);
  }
  return out;
}

test('LineIndex: line starts for every mix of \\n, \\r\\n, lone \\r and \\n\\r', () => {
  let seed = 11;
  const rnd = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648) % n);
  const parts = ['a', '\n', '\r', '\r\n', '\n\r', 'b\u2028', '\r\r\n'];
  for (let k = 0; k < 2000; k++) {
    let text = '';
    for (let i = rnd(30); i > 0; i--) text += parts[rnd(parts.length)];
    const index = new LineIndex(text);
    const expected = starts(text);
    assert.equal(index.lineCount, expected.length, JSON.stringify(text));
    expected.forEach((s, line) => assert.deepEqual(index.position(s), { line, character: 0 }, JSON.stringify(text)));
  }
});
