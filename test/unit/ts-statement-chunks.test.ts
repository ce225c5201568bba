// An edit inside one top-level statement of a TS/JS file re-parses that statement alone
// (server/src/service/sites/ts/sourceFiles.ts, statementChunk.ts). The oracle here: after every
// edit, the kept statements — every node's kind, flags, document span and identifier/literal text —
// equal those of a whole-file parse of the same text, and the service's diagnostics and sites equal
// a from-scratch analysis. The edits aim at what makes a statement's parse depend on its
// neighbours: an opened comment, string or template, a brace, a `;` deleted before a line starting
// with `(`, `[` or a template, a top-level await, an import or export added or removed, a `#!`, an
// identifier another statement reads. Each edit starts from a text that parses without errors
// (the only state a statement is re-parsed alone from) and is often undone by the next one.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { createLanguageService } from '../../server/src/service';
import { scriptKindOf } from '../../server/src/service/sites/ts';
import { forgetSourceFile, lastParse, statementsOf } from '../../server/src/service/sites/ts/sourceFiles';
import { DocStatements } from '../../server/src/service/sites/ts/statements';
import { differsFromScratch } from '../support/fuzz';
import { loadFixtures, Rng } from '../support/fuzzEdits';

const FLAGS = ts.NodeFlags.ContextFlags | ts.NodeFlags.BlockScoped | ts.NodeFlags.OptionalChain | ts.NodeFlags.NestedNamespace;

/** Every node of every statement: kind, parser flags, document span, and the text of its leaves. */
function dump(s: DocStatements): string {
  const out: string[] = [];
  s.nodes.forEach((statement, i) => {
    const delta = s.deltas[i];
    const sf = s.files[i];
    const visit = (n: ts.Node, depth: number): void => {
      // A leaf (name, literal, keyword, template part): its text too.
      const leaf = ts.forEachChild(n, () => true) === undefined;
      const text = leaf ? ` ${JSON.stringify(sf.text.slice(n.pos, n.end).trim())}` : '';
      out.push(`${' '.repeat(depth)}${ts.SyntaxKind[n.kind]} ${n.flags & FLAGS} ${n.pos + delta}-${n.end + delta}${text}`);
      ts.forEachChild(n, (c) => visit(c, depth + 1));
    };
    visit(statement, 0);
  });
  return out.join('\n');
}

const doc = (uri: string, fileName: string, text: string) => ({ uri, fileName, languageId: fileName.endsWith('.js') ? 'javascript' : 'typescript', text });

/** The same statements as a whole-file parse: undefined, or where they differ. */
function differsFromWholeParse(d: ReturnType<typeof doc>): string | undefined {
  const kind = scriptKindOf(d);
  let want: string;
  try {
    want = dump(DocStatements.of(ts.createSourceFile(d.fileName, d.text, ts.ScriptTarget.Latest, false, kind)));
  } catch {
    // TypeScript's own parser asserts on this text (some half-typed `await using`): so must the product, which then keeps nothing.
    assert.throws(() => statementsOf(d, kind));
    return undefined;
  }
  const got = dump(statementsOf(d, kind));
  // A text with a syntax error that the product parsed with ts.updateSourceFile: TypeScript's own
  // incremental parser, as before statements were re-parsed alone, is not what this test is about
  // (and is not always a fresh parse's tree; sourceFiles.ts never builds on its trees).
  if (got === want || lastParse === 'incremental') return undefined;
  const a = got.split('\n');
  const b = want.split('\n');
  const i = a.findIndex((l, k) => l !== b[k]);
  return `statement parse differs from a whole-file parse at node ${i}:\n  kept:  ${a.slice(Math.max(0, i - 3), i + 3).join('\n         ')}\n  whole: ${b.slice(Math.max(0, i - 3), i + 3).join('\n         ')}`;
}

const TYPED = ['/*', '*/', '//', '`', "'", '"', '${', '{', '}', '(', ')', '[', ']', ';', ',', '\n', '\r\n', ' ', 'x', '1', '.', '=>', '<', '>', '/',
  'await ', 'await x;', 'export ', 'import.meta', "import 'x';\n", 'else ', '#!', '@', 'async ', 'let\n', 'function ', '} else {', '\\', '\u2028'];
const PREFIXES = ['await ', 'export ', 'export default ', '#!', 'async ', 'declare ', '@d '];
const LINE_STARTS = ['(', '[', '`', '/', '+', '-', '<', '.', '?.', '!', 'as ', 'in ', '=> 1', '{', 'else ', 'catch ', 'while (x)'];

/** One edit of a text that parses cleanly, aimed at the neighbours of the statement it falls in. */
function aimedEdit(rng: Rng, text: string): { start: number; end: number; insert: string } {
  const r = rng.next();
  if (r < 0.2) {
    // Delete a `;` that ends a line, or insert a line starting with what continues an expression.
    const semis = [...text.matchAll(/;[ \t]*\r?\n/g)].map((m) => m.index);
    if (semis.length > 0 && rng.chance(0.5)) {
      const at = rng.pick(semis);
      return { start: at, end: at + 1, insert: '' };
    }
    const lines = [...text.matchAll(/\n/g)].map((m) => m.index + 1);
    const at = lines.length > 0 ? rng.pick(lines) : 0;
    return { start: at, end: at, insert: `${rng.pick(LINE_STARTS)}${rng.chance(0.5) ? 'x)' : ''}\n` };
  }
  if (r < 0.28) {
    // A line's statement prefixed: made awaited, exported, or starting with `#!`.
    const lines = [0, ...[...text.matchAll(/\n/g)].map((m) => m.index + 1)];
    const at = rng.pick(lines);
    return { start: at, end: at, insert: rng.pick(PREFIXES) };
  }
  if (r < 0.35) {
    // An identifier renamed, lengthened or deleted: a name another statement may read.
    const ids = [...text.matchAll(/[A-Za-z_$][\w$]*/g)];
    const m = rng.pick(ids);
    const other = rng.pick(ids)[0];
    return { start: m.index, end: m.index + m[0].length, insert: rng.chance(0.5) ? other : rng.chance(0.5) ? `${m[0]}x` : '' };
  }
  if (r < 0.45 && /\bimport\b|\bexport\b/.test(text)) {
    // An import or export edited.
    const ms = [...text.matchAll(/\b(?:import|export)\b/g)];
    const m = rng.pick(ms);
    return rng.chance(0.5) ? { start: m.index, end: m.index + m[0].length, insert: '' } : { start: m.index, end: m.index, insert: 'x' };
  }
  const at = rng.int(text.length + 1);
  if (r < 0.6) return { start: at, end: Math.min(text.length, at + 1 + rng.int(3)), insert: '' };
  return { start: at, end: at, insert: rng.pick(TYPED) };
}

function parsesCleanly(name: string, text: string): boolean {
  try {
    const sf = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, false, name.endsWith('.js') ? ts.ScriptKind.JS : ts.ScriptKind.TS);
    return (sf as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics.length === 0;
  } catch {
    return false; // TypeScript asserts on some half-typed `await using`
  }
}

function* steps(rng: Rng, base: string, count: number): Generator<string> {
  let text = base;
  for (let k = 0; k < count; k++) {
    const e = aimedEdit(rng, text);
    const next = text.slice(0, e.start) + e.insert + text.slice(e.end);
    yield next;
    // Most edits are undone (back to a text that parses cleanly); the others are kept when they still do.
    if (rng.chance(0.6) || !parsesCleanly('x.ts', next)) yield text;
    else text = next;
  }
}

/** The TS/JS fixtures, examples and corpus files that parse without errors, plus files made for the dangerous cases. */
function files(): Array<{ name: string; text: string }> {
  const made = [
    { name: 'asi.js', text: "const kafka = require('kafkajs');\nconst a = 1;\n(function () {})();\nconst f = () => {};\n[1, 2].forEach(f);\nlet g = function () {}\n`x`;\nawait g();\nexport {};\n" },
    { name: 'script.js', text: "const kafka = require('kafkajs');\nconst a = 1;\nawait (a);\nfunction f() {}\n(f)();\nlet b = [a];\n" },
    { name: 'module.ts', text: "import { Kafka } from 'kafkajs';\nconst a = 1;\n(a);\nlet g = () => a;\n(g)();\nconst m = import.meta;\n" },
    { name: 'asi.ts', text: "import { Kafka } from 'kafkajs';\nconst k = new Kafka({ brokers: ['b:9092'] })\nconst p = k.producer({ idempotent: true })\nlet x = 1\nx++\nfunction h() { return p.send({ topic: 't', messages: [] }) }\nif (x) h(); else x--\nfor (const m of [1]) { h() }\nclass C { m() { return 1 } }\n" },
  ];
  const fixtures = loadFixtures(['examples', 'test/fixtures', 'test/corpus']).filter((f) => f.kind === 'ts');
  return [...made, ...fixtures.map((f) => ({ name: f.base, text: f.text }))].filter((f) => parsesCleanly(f.name, f.text));
}

/** [what, text before, text after, whether the statement is re-parsed alone]: one edit from a text that parses cleanly. */
const CASES: Array<[string, string, string, boolean]> = [
  ['a digit inside a function', 'function f() { return 1; }\nconst a = 2;\n', 'function f() { return 3; }\nconst a = 2;\n', true],
  ['a property renamed in a config', "const p = k.producer({ acks: 1 });\nfunction g() {}\n", "const p = k.producer({ ackz: 1 });\nfunction g() {}\n", true],
  ['an unterminated comment typed', 'function f() { return 1; }\nconst a = 2;\n', 'function f() { /*return 1; }\nconst a = 2;\n', false],
  ['a backtick typed', 'function f() { return 1; }\nconst a = 2;\n', 'function f() { return `1; }\nconst a = 2;\n', false],
  ['a quote typed', "function f() { return 1; }\nconst a = 'x';\n", "function f() { return '1; }\nconst a = 'x';\n", false],
  ['a stray closing brace', 'function f() { return 1; }\nconst a = 2;\n', 'function f() { return 1; }}\nconst a = 2;\n', false],
  ['a `;` deleted before a line starting with `(`', 'let g = function () {};\n(g)();\n', 'let g = function () {}\n(g)();\n', false],
  ['a `;` deleted before a line starting with `[`', 'const a = 1;\n[a].forEach(String);\n', 'const a = 1\n[a].forEach(String);\n', false],
  ['a `;` deleted before a template', 'const a = String;\n`x`;\n', 'const a = String\n`x`;\n', false],
  ['an arrow that can be no callee becomes a function', 'const f = () => {}\n(f)();\n', 'const f = function () {}\n(f)();\n', false],
  ['the statement after an open one keeps its first token', 'let x = 1\nfoo(x);\n', 'let x = 1\nfoo(x + 1);\n', true],
  ['the statement after an open one now starts with `(`', 'let x = 1\nfoo(x);\n', 'let x = 1\n(foo)(x);\n', false],
  ['a comment appended after a `;`', 'foo();\nbar();\n', 'foo(); // note\nbar();\n', true],
  ['`else` typed at the start of a statement', 'if (a) b();\nc();\n', 'if (a) b();\nelse c();\n', false],
  ['a top-level await in a module', "import 'x';\nconst a = 1;\n(a);\n", "import 'x';\nconst a = 1;\nawait (a);\n", false],
  ['an export makes a script a module', 'const a = 1;\nawait (a);\n', 'export const a = 1;\nawait (a);\n', false],
  ['an import removed makes a module a script', "import 'x';\nconst a = 1;\n", "const a = 1;\n", false],
  ['import.meta makes a script a module', 'const a = 1;\nawait (a);\n', 'const a = import.meta;\nawait (a);\n', false],
  ['`#!` typed where it is no shebang', 'foo();\nbar();\n', 'foo();\n#!bar();\n', false],
  ['a second statement typed into one', 'foo();\nbar();\n', 'foo(); baz();\nbar();\n', false],
  ['an identifier another statement reads', 'const producer = k.producer();\nproducer.send({});\n', 'const producerX = k.producer();\nproducer.send({});\n', true],
];

describe('TS statements re-parsed alone equal a whole-file parse', () => {
  for (const [what, before, after, alone] of CASES) {
    it(`${what}: ${alone ? 're-parsed alone' : 'whole file parsed'}`, () => {
      const uri = `file:///cases/${what}.ts`;
      statementsOf(doc(uri, '/cases/a.ts', before), ts.ScriptKind.TS);
      const problem = differsFromWholeParse(doc(uri, '/cases/a.ts', after));
      const how = lastParse;
      forgetSourceFile(uri);
      assert.equal(problem, undefined);
      assert.equal(how === 'statement', alone, `parsed: ${how}`);
    });
  }

  it('after edits aimed at what joins a statement to its neighbours', () => {
    const rng = new Rng(Number(process.env.KT_CHUNK_SEED ?? 4242));
    let alone = 0;
    let incremental = 0;
    let total = 0;
    for (const f of files()) {
      const uri = `file:///chunks/${f.name}`;
      const fileName = `/chunks/${f.name}`;
      statementsOf(doc(uri, fileName, f.text), scriptKindOf(doc(uri, fileName, f.text)));
      let k = 0;
      for (const text of steps(rng, f.text, 100)) {
        const problem = differsFromWholeParse(doc(uri, fileName, text));
        assert.equal(problem, undefined, `${f.name}, step ${k}: ${problem}\ntext: ${JSON.stringify(text)}`);
        if (lastParse === 'statement') alone++;
        if (lastParse === 'incremental') incremental++;
        total++;
        k++;
      }
      forgetSourceFile(uri);
    }
    // The run exercised the path it checks.
    assert.ok(alone > total / 8, `only ${alone} of ${total} edits re-parsed one statement`);
    assert.ok(incremental < total / 2, `${incremental} of ${total} edits were checked against nothing`);
  });

  it('and the service answers as a from-scratch analysis does', () => {
    const rng = new Rng(777);
    const service = createLanguageService();
    for (const f of files()) {
      const uri = `file:///chunk-sites/${f.name}`;
      const fileName = `/chunk-sites/${f.name}`;
      let k = 0;
      for (const text of steps(rng, f.text, 15)) {
        const d = doc(uri, fileName, text);
        const problem = differsFromScratch(d, service.diagnostics(d), service.sites(d));
        assert.equal(problem, undefined, `${f.name}, step ${k}: ${problem}\ntext: ${JSON.stringify(text)}`);
        k++;
      }
      service.forget(uri);
    }
  });
});
