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
import { MirrorNode } from '../../server/src/service/parse/javaMirror';
import { LANGUAGE_SIZE_CAPS } from '../../common/src/limits';
import { javaFile } from '../../scripts/bench/generatedFiles';
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
        deepStrictEqual(JSON.parse(JSON.stringify(incremental.sites)), JSON.parse(JSON.stringify(fresh.sites)), `step ${step}`);
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

/** A Java file of about `chars` characters: bench:code's generated members, repeated with new names. */
function bigJava(chars: number): string {
  const lines = javaFile(true).replaceAll('__RUN__', '0').split('\n');
  const head = lines.slice(0, 8).join('\n') + '\n';
  const body = lines.slice(8, -2).join('\n') + '\n';
  let text = head;
  for (let r = 0; text.length < chars; r++) text += body.replace(/(producer|consumer|inline|admin|compute|consumerConfigs)(\d+)/g, (_m, a: string, b: string) => `${a}${b}_${r}`);
  return text + '}\n';
}

describe('Java: a document over 256 K characters, up to the size cap, is re-analysed incrementally', () => {
  const text = bigJava(300_000);
  const uri = 'file:///inc/Big.java';
  // Edits inside members (a digit in a config value, a character typed into a comment, a line
  // removed) and between them (a new member).
  const mid = text.indexOf('props.put(ProducerConfig.LINGER_MS_CONFIG,', text.length / 2);
  const comment = text.indexOf('// run 0', text.length / 2);
  const edits = [
    (t: string) => t.slice(0, mid) + t.slice(mid).replace(/LINGER_MS_CONFIG, \d+/, 'LINGER_MS_CONFIG, 1234'),
    (t: string) => t.slice(0, comment) + '// run 0x' + t.slice(comment + '// run 0'.length),
    (t: string) => t.replace(/\n {4}props\.put\(ProducerConfig\.ACKS_CONFIG, "1"\);/, ''),
    (t: string) => t.replace('\n  void admin3_0() {', '\n  int added() { return 1; }\n  void admin3_0() {'),
  ];

  it('keeps a JavaScript copy of its tree from the open on, and patches it after each edit', () => {
    ok(text.length > 256 * 1024 && text.length < LANGUAGE_SIZE_CAPS.java, `${text.length} characters`);
    const trees = new JavaTrees();
    const members = (root: unknown) => {
      ok(root instanceof MirrorNode, 'the document is read from its copy');
      const body = root.descendantsOfType('class_body')[0];
      ok(body && body.children.length > 1000, 'the class has its members');
      return body.children;
    };
    let t = text;
    let before = members(trees.root(uri, t));
    ok(trees.hasCopy(uri), 'the open made the copy');
    for (const [i, edit] of edits.entries()) {
      t = edit(t);
      const after = members(trees.root(uri, t));
      ok(trees.hasCopy(uri), `edit ${i}: the edited document keeps its copy`);
      // Patched, not copied again: all members but those the edit touched are the objects from before.
      const kept = new Set(before);
      const moved = after.filter((m) => kept.has(m)).length;
      ok(moved >= after.length - 3, `edit ${i}: only ${moved} of ${after.length} members moved over`);
      before = after;
    }
    trees.clear();
  });

  it('gives the same diagnostics and sites as an analysis from scratch after each edit', () => {
    const service = createLanguageService({ onInternalError: (what, e) => { throw new Error(`${what}: ${(e as Error).stack}`); } });
    const settings = parseSettings({});
    let t = text;
    for (const [step, edit] of [(s: string) => s, ...edits].entries()) {
      const next = edit(t);
      ok(step === 0 || next !== t, `step ${step} changed the text`);
      t = next;
      const doc = { uri, fileName: 'Big.java', languageId: 'java', text: t };
      const incremental = service.analyze(doc);
      const fresh = analyze(doc, EMPTY_WORKSPACE, settings);
      ok(fresh.sites.length > 50, `step ${step}: only ${fresh.sites.length} sites`);
      deepStrictEqual(JSON.parse(JSON.stringify(incremental.diagnostics)), JSON.parse(JSON.stringify(fresh.diagnostics)), `step ${step}`);
      deepStrictEqual(JSON.parse(JSON.stringify(incremental.sites)), JSON.parse(JSON.stringify(fresh.sites)), `step ${step}`);
    }
  });
});
