// kafkajs-wait-beyond-session finds `name.run(` calls by scanning back from each `run(` instead of
// a regex that starts at every identifier (~15 ms per edit of a 1 MB file). It must find exactly
// what that regex finds: the two are compared on random texts built from the pieces that matter
// (names, `this.`, dots, whitespace including what \s counts beyond ASCII, `run(` inside names).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runCalls } from '../../server/src/service/rules/kafkajsWaitBeyondSession';
import { Rng } from '../support/fuzzEdits';

function byRegex(text: string): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const m of text.matchAll(/(?<![\w$])(?:this\.)?([\w$]+)\s*\.\s*run\s*\(/g)) {
    const at = m.index === 0 ? 0 : m.index - 1;
    const list = out.get(m[1]);
    if (list) list.push(at);
    else out.set(m[1], [at]);
  }
  return out;
}

const PIECES = ['run', '.', ' ', '\n', '\t', '(', 'this', 'this.', 'x', '$', '_', '1', 'consumer', '.run(', ' . run (', 'xthis.', 'é', '\u00a0', '\u2028', '\ufeff', '\u0085', ')', ';', 'rerun', 'run.run(', 'this.run('];

describe('kafkajs-wait-beyond-session: run() calls by name', () => {
  it('finds what the per-identifier regex finds', () => {
    const rng = new Rng(17);
    for (let k = 0; k < 20_000; k++) {
      let text = '';
      for (let n = 1 + rng.int(12); n > 0; n--) text += rng.pick(PIECES);
      assert.deepEqual([...runCalls(text)], [...byRegex(text)], JSON.stringify(text));
    }
  });
});
