// sites/java/assignedNames.ts finds, in one scan from each `=`, the names a file assigns a plain
// name to (a map handed in by a caller). Oracle: the per-name regex it replaced, run for every
// identifier of every Java file of the examples, fixtures and corpus, and of seeded random texts
// made of statements of the shapes that matter (names, `this.`, `new`, `=`, `==`, `+=`, dots,
// spaces, `;`) run together.
import { deepStrictEqual, ok } from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assignedNames } from '../../server/src/service/sites/java/assignedNames';
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
