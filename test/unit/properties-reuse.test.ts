// parseProperties takes the entries of one-line, backslash-free lines from its previous parse when
// line, column, text and "a line follows" are the same (parse/properties.ts). Oracle: along seeded
// random edits of every .properties fixture (lines typed, joined, split, backslashes and CRLF
// added), the parse that reuses equals a parse that cannot, deeply, and reuses objects only where
// they are equal.
import { deepStrictEqual, ok } from 'node:assert/strict';
import { describe, it } from 'node:test';
import { forgetParsedEntries, parseProperties } from '../../server/src/service/parse/properties';
import { loadFixtures, Rng } from '../support/fuzzEdits';

const FRAGMENTS = ['\n', '\r\n', '\\', '\\\n', '=', ' ', '#', 'linger.ms=5\n', 'acks', '0', '\\u00', ':'];

describe('.properties entries reused from the previous parse equal a fresh parse', () => {
  it('the last line: the same text is another entry once a line follows it', () => {
    forgetParsedEntries();
    const before = parseProperties('acks=all\nlinger.ms=5').entries[1];
    const after = parseProperties('acks=all\nlinger.ms=5\n').entries[1];
    forgetParsedEntries();
    deepStrictEqual(after, parseProperties('acks=all\nlinger.ms=5\n').entries[1]);
    ok(before !== after && before.lineRange.end.line === 1 && after.lineRange.end.line === 2);
  });

  const files = loadFixtures(['examples', 'test/fixtures', 'test/corpus']).filter((f) => f.kind === 'properties');
  it('has .properties fixtures', () => ok(files.length >= 5, `only ${files.length}`));
  for (const f of files) {
    it(f.name, () => {
      const rng = new Rng(31);
      let text = f.text;
      let reused = 0;
      forgetParsedEntries();
      let previous = new Set(parseProperties(text).entries);
      for (let step = 0; step < 60; step++) {
        const at = rng.int(text.length + 1);
        const cut = rng.chance(0.3) ? rng.int(Math.min(8, text.length - at) + 1) : 0;
        text = text.slice(0, at) + (rng.chance(0.8) ? rng.pick(FRAGMENTS) : '') + text.slice(at + cut);
        // The cache holds the previous step's parse (the text before this edit).
        const warm = parseProperties(text);
        reused += warm.entries.filter((e) => previous.has(e)).length;
        forgetParsedEntries();
        const cold = parseProperties(text);
        deepStrictEqual({ ...warm, lines: undefined }, { ...cold, lines: undefined }, `step ${step}`);
        // The next step starts from this text's parse, as an edit in the editor does.
        previous = new Set(parseProperties(text).entries);
      }
      ok(reused > 0, 'no entry was ever reused');
    });
  }
});
