// sites/java/assignedNames.ts finds, in one scan from each `=`, the names a file assigns a plain
// name to (a map handed in by a caller). Oracle: the per-name regex it replaced, run for every
// identifier of every Java file of the examples, fixtures and corpus, and of seeded random texts
// made of statements of the shapes that matter (names, `this.`, `new`, `=`, `==`, `+=`, dots,
// spaces, `;`) run together.
import { deepStrictEqual, ok } from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assignedNames, assignedNamesAfterEdit } from '../../server/src/service/sites/java/assignedNames';
import { loadFixtures, Rng } from '../support/fuzzEdits';

function byRegex(text: string): Set<string> {
  const names = new Set<string>();
  for (const [name] of text.matchAll(/[A-Za-z_$][\w$]*/g)) {
    const n = name.replace(/\$/g, '\\$');
    if (new RegExp(`(?:^|[^\\w$.])(?:this\\.)?${n}\\s*=\\s*(?!new\\b)[A-Za-z_$][\\w$]*(?:\\.[A-Za-z_$][\\w$]*)*\\s*;`).test(text)) names.add(name);
  }
  return names;
}

const sorted = (s: Set<string>) => [...s].sort();

describe('assignedNames: the names assigned a plain name', () => {
  it('agrees with the per-name regex on every Java file of the examples, fixtures and corpus', () => {
    const files = loadFixtures(['examples', 'test/fixtures', 'test/corpus']).filter((f) => f.kind === 'java');
    ok(files.length >= 10, `only ${files.length} Java files`);
    let found = 0;
    for (const f of files) {
      const expected = byRegex(f.text);
      deepStrictEqual(sorted(assignedNames(f.text)), sorted(expected), f.name);
      found += expected.size;
    }
    ok(found > 0, 'no file assigns a plain name: the comparison checked nothing');
  });

  it('agrees with it on 2,000 seeded random texts', () => {
    const rng = new Rng(23);
    const lhs = ['props', 'this.props', 'this .p', 'a.b', 'x1', '1a', '$a', 'this', 'new', '', 'cfg'];
    const op = ['=', '==', '+=', '!=', ' = ', '=\n', '<='];
    const rhs = ['p', 'new', 'new X()', 'a.b.c', '"s"', 'f()', 'new.a', 'newer', 'this.q', '1', '', 'a.', 'x .y'];
    const end = [';', ' ;', '', ')', '.'];
    const between = ['', ' ', '\n', ';', '.', 'x'];
    let nonEmpty = 0;
    for (let i = 0; i < 2000; i++) {
      let text = '';
      for (let k = rng.int(4) + 1; k > 0; k--) text += rng.pick(between) + rng.pick(lhs) + rng.pick(op) + rng.pick(rhs) + rng.pick(end);
      const expected = byRegex(text);
      deepStrictEqual(sorted(assignedNames(text)), sorted(expected), JSON.stringify(text));
      if (expected.size > 0) nonEmpty++;
    }
    ok(nonEmpty > 100, `only ${nonEmpty} texts assigned a name`);
  });

  it('finds both of two assignments with nothing between them, and neither kind of non-plain value', () => {
    deepStrictEqual(sorted(assignedNames('a=b;c=d;this.e = f.g ;')), ['a', 'c', 'e']);
    deepStrictEqual(sorted(assignedNames('a = new B(); c = "x"; d = e(); f == g; h += i;')), []);
  });
});

describe('assignedNamesAfterEdit: rescans only near the edit of a large text', () => {
  it('equals a whole-text scan after each of 400 seeded edits', () => {
    const rng = new Rng(31);
    const shapes = ['props = cfg;\n', 'this.props = other.cfg ;\n', 'x == y;\n', 'p = new P();\n', 'q =\n  r.s;\n', 'a += b;\n', 'f(a = b);\n'];
    const lines: string[] = [];
    for (let i = 0; i < 5000; i++) lines.push(`    ${rng.pick(shapes).replace(/props|cfg|x|p\b|q|r|a\b/g, (m) => `${m}${i}`)}`);
    let text = `class A {\n  void f() {\n${lines.join('')}  }\n}\n`;
    ok(text.length > 64 * 1024, 'large enough to be rescanned in part');
    const pieces = ['=', ';', ' ', '\n', 'this.', 'new ', 'x', '.', '(', '==', ' = y;', ''];
    let changed = 0;
    let previous = sorted(assignedNamesAfterEdit(text));
    deepStrictEqual(previous, sorted(assignedNames(text)), 'first scan');
    for (let step = 0; step < 400; step++) {
      const at = rng.int(text.length + 1);
      const cut = rng.chance(0.4) ? rng.int(6) : 0;
      text = text.slice(0, at) + rng.pick(pieces) + text.slice(at + cut);
      const got = sorted(assignedNamesAfterEdit(text));
      deepStrictEqual(got, sorted(assignedNames(text)), `step ${step}`);
      if (got.join() !== previous.join()) changed++;
      previous = got;
    }
    // The edits must have added and removed names, not only left the set as it was.
    ok(changed > 20, `the set changed on only ${changed} steps`);
  });
});
