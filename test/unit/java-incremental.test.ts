// Incremental Java parsing (parse/javaTree.ts JavaTrees): the service keeps each document's last
// tree and re-parses from it after an edit. Oracle: after every edit of a seeded random sequence,
// the incremental analysis equals a from-scratch analysis of the same text. And the cache stays
// bounded: trees past the limit, and a forgotten document's, are deleted (WASM memory is not
// garbage collected).
import { deepStrictEqual, equal, ok, throws } from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { analyze } from '../../server/src/service/analyze';
import { createLanguageService } from '../../server/src/service';
import { JavaTrees } from '../../server/src/service/parse/javaTree';
import { parseSettings } from '../../common/src/settings';
import { EMPTY_WORKSPACE } from '../../server/src/service/workspace';
import { Rng } from '../support/fuzzEdits';

const fixture = (name: string) => readFileSync(join(__dirname, '../fixtures/java', name), 'utf8');
const FRAGMENTS = ['props.put(ProducerConfig.LINGER_MS_CONFIG, 5);\n', '"', '(', ')', ';', '}', '{', '0', 'acks', ' ', '\n', '// kafka-tuning: rate=100\n', 'new KafkaProducer<>(props)', '\r\n'];

describe('Java: incremental re-parse gives what a fresh parse gives', () => {
  for (const name of ['ProducerConstants.java', 'ConsumerApp.java', 'SpringConfig.java', 'MapOf.java']) {
    it(`${name}: 300 seeded random edits (every other one an undo), each compared with a from-scratch analysis`, () => {
      const rng = new Rng(17);
      const service = createLanguageService({ onInternalError: (what, e) => { throw new Error(`${what}: ${(e as Error).stack}`); } });
      const settings = parseSettings({});
      let text = fixture(name);
      let before = text;
      let withSites = 0;
      for (let step = 0; step < 300; step++) {
        if (step % 2 === 1) text = before; // undo: back to the text before the last edit, as an edit
        else {
          before = text;
          const at = rng.int(text.length + 1);
          const cut = rng.chance(0.4) ? rng.int(Math.min(20, text.length - at) + 1) : 0;
          // A third of the edits keep the file valid: one digit for another inside a number.
          const digit = /\d/.exec(text.slice(at))?.index;
          if (rng.chance(0.35) && digit !== undefined) text = text.slice(0, at + digit) + String(rng.int(10)) + text.slice(at + digit + 1);
          else text = text.slice(0, at) + (rng.chance(0.7) ? rng.pick(FRAGMENTS) : '') + text.slice(at + cut);
        }
        const doc = { uri: `file:///inc/${name}`, fileName: name, languageId: 'java', text };
        const incremental = service.analyze(doc);
        const fresh = analyze(doc, EMPTY_WORKSPACE, settings);
        deepStrictEqual(JSON.parse(JSON.stringify(incremental.diagnostics)), JSON.parse(JSON.stringify(fresh.diagnostics)), `step ${step}`);
        deepStrictEqual(incremental.sites.map((s) => [s.id, s.range, s.entries]), fresh.sites.map((s) => [s.id, s.range, s.entries]), `step ${step}`);
        if (fresh.sites.length > 0) withSites++;
      }
      // The oracle must have compared real sites, not only files broken beyond reading.
      ok(withSites > 100, `only ${withSites} of 300 steps had sites`);
    });
  }
});

describe('JavaTrees: bounded', () => {
  it('keeps at most `max` trees, dropping the least recently used, and deletes a forgotten one', () => {
    const trees = new JavaTrees(2);
    const text = 'class A { void f() { int x = 1; } }';
    const a = trees.tree('a', text);
    trees.tree('b', text);
    trees.tree('a', text); // a is now the most recent
    trees.tree('c', text); // evicts b
    equal(trees.size, 2);
    equal(trees.tree('a', text), a, 'an unchanged text reuses its tree');
    trees.forget('a');
    equal(trees.size, 1);
    // A deleted tree's memory is gone: reading it is an error, not stale data.
    throws(() => a.rootNode.toString());
    trees.clear();
    equal(trees.size, 0);
  });
});
