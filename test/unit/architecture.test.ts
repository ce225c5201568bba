// The lines between the components (docs/architecture.md), held by a test as well as by `tsc -b`:
// the project references reject an import of a component a tsconfig does not list; this test adds
// what references cannot say — the pure service imports no Node module and writes no console,
// callers reach the bench engine and the language server through their entry points, the CLI never
// needs the VS Code client. Imports are read with the TypeScript parser, so comments and strings
// that merely mention a path do not count.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';

const ROOT = join(__dirname, '../..');

type Component = 'common' | 'service' | 'server' | 'bench' | 'cli' | 'client' | 'webview' | 'scripts' | 'test';

/** The component a repository path belongs to (most specific folder first). */
export function componentOf(path: string): Component | undefined {
  const p = path.split(sep).join('/');
  if (p.startsWith('server/src/service/') || p.startsWith('server/catalog/')) return 'service';
  if (p.startsWith('client/src/webview/')) return 'webview';
  // The catalog generator builds with the scripts (scripts/tsconfig.json).
  if (p.startsWith('catalog-gen/')) return 'scripts';
  for (const c of ['common', 'server', 'bench', 'cli', 'client', 'scripts', 'test'] as const) if (p.startsWith(`${c}/`)) return c;
  return undefined;
}

/** Which components each may import (its own files always). Mirrors the tsconfig references. */
const MAY_IMPORT: Record<Component, readonly Component[]> = {
  common: [],
  service: ['common'],
  server: ['common', 'service'],
  bench: ['common'],
  cli: ['common', 'server', 'bench'],
  client: ['common', 'bench'],
  webview: ['common'],
  scripts: ['common', 'service', 'server', 'bench', 'cli'],
  test: ['common', 'service', 'server', 'bench', 'cli', 'client', 'scripts'],
};

/** Each component's tsconfig.json, whose `references` the compiler holds it to. */
const TSCONFIG: Record<Component, string> = {
  common: 'common', service: 'server/src/service', server: 'server', bench: 'bench', cli: 'cli',
  client: 'client', webview: 'client/src/webview', scripts: 'scripts', test: 'test',
};

/** Files other components may import from a component that has one entry point. */
const ENTRY: Partial<Record<Component, readonly string[]>> = {
  bench: ['bench/src/index.ts'],
  server: ['server/src/index.ts'],
};

/** Components whose internals their own tests exercise directly. */
const MAY_BYPASS_ENTRY: readonly Component[] = ['test'];

const NODE_BUILTINS = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));

interface Import { from: string; specifier: string; line: number }

function sources(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      if (name === 'node_modules' || name === 'out' || name === 'fixtures') continue;
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.(ts|mts|cts)$/.test(name) && !name.endsWith('.d.ts')) out.push(p);
    }
  };
  walk(dir);
  return out;
}

/** Every module specifier a file names: import/export from, import(), require(). */
export function importsOf(file: string, text = readFileSync(file, 'utf8')): Import[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: Import[] = [];
  const add = (node: ts.Node, spec: ts.Expression | undefined) => {
    if (spec && ts.isStringLiteralLike(spec)) out.push({ from: file, specifier: spec.text, line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node, node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) add(node, node.moduleReference.expression);
    else if (ts.isCallExpression(node) && (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require'))) add(node, node.arguments[0]);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** The repository-relative file a relative specifier names (with .ts or /index.ts as tsc resolves it). */
function target(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, join(base, 'index.ts')]) {
    try { if (statSync(candidate).isFile()) return relative(ROOT, candidate).split(sep).join('/'); } catch { /* next */ }
  }
  return relative(ROOT, base).split(sep).join('/');
}

/** Why an import crosses a line it must not; undefined when it is allowed. */
export function violation(imp: Import): string | undefined {
  const fromRel = relative(ROOT, imp.from).split(sep).join('/');
  const from = componentOf(fromRel);
  if (!from) return undefined;
  const where = `${fromRel}:${imp.line}`;
  if (!imp.specifier.startsWith('.')) {
    if ((from === 'service' || from === 'common' || from === 'webview') && NODE_BUILTINS.has(imp.specifier)) return `${where}: the ${from} component runs without Node, yet imports '${imp.specifier}'`;
    if (from !== 'client' && from !== 'test' && imp.specifier === 'vscode') return `${where}: only the VS Code client may import 'vscode'`;
    return undefined;
  }
  const file = target(imp.from, imp.specifier);
  const to = componentOf(file);
  if (!to || to === from) return undefined;
  if (!MAY_IMPORT[from].includes(to)) return `${where}: ${from} may not import ${to} (${file})`;
  const entry = ENTRY[to];
  if (entry && !entry.includes(file) && !MAY_BYPASS_ENTRY.includes(from)) return `${where}: imports ${file}; other components use ${to} through ${entry.join(' or ')}`;
  return undefined;
}

const COMPONENT_DIRS = ['common', 'server', 'bench', 'cli', 'client', 'scripts', 'catalog-gen', 'test'];
const ALL = COMPONENT_DIRS.flatMap((d) => sources(join(ROOT, d)));

describe('architecture: component lines', () => {
  it('reads every component (the walk is not blind)', () => {
    const counts = Object.fromEntries(COMPONENT_DIRS.map((d) => [d, ALL.filter((f) => relative(ROOT, f).startsWith(`${d}/`)).length]));
    for (const [dir, n] of Object.entries(counts)) assert.ok(n > 0, `no sources found under ${dir}/`);
    assert.ok(ALL.filter((f) => componentOf(relative(ROOT, f)) === 'service').length > 50, 'the language service has its rule files');
  });

  it('the table above is what the tsconfig references say (one cannot drift from the other)', () => {
    const byDir = new Map(Object.entries(TSCONFIG).map(([c, d]) => [d, c as Component]));
    for (const [component, dir] of Object.entries(TSCONFIG) as Array<[Component, string]>) {
      const file = join(ROOT, dir, 'tsconfig.json');
      const { config, error } = ts.readConfigFile(file, ts.sys.readFile);
      assert.equal(error, undefined, `${dir}/tsconfig.json parses`);
      const refs = ((config as { references?: Array<{ path: string }> }).references ?? [])
        .map((r) => byDir.get(relative(ROOT, resolve(ROOT, dir, r.path)).split(sep).join('/')) ?? `unknown: ${r.path}`);
      assert.deepEqual([...refs].sort(), [...MAY_IMPORT[component]].sort(), `${dir}/tsconfig.json references`);
    }
  });

  it('no import crosses a line', () => {
    const problems = ALL.flatMap((f) => importsOf(f).map(violation)).filter((v): v is string => v !== undefined);
    assert.deepEqual(problems, []);
  });

  it('the pure service and the shared model write no console and touch no process or globalThis', () => {
    const problems: string[] = [];
    for (const f of ALL.filter((x) => ['service', 'common'].includes(componentOf(relative(ROOT, x)) ?? ''))) {
      const sf = ts.createSourceFile(f, readFileSync(f, 'utf8'), ts.ScriptTarget.Latest, true);
      const visit = (n: ts.Node) => {
        if (ts.isIdentifier(n) && ['console', 'process', 'globalThis'].includes(n.text) && !(ts.isPropertyAccessExpression(n.parent) && n.parent.name === n)) {
          problems.push(`${relative(ROOT, f)}:${sf.getLineAndCharacterOfPosition(n.getStart()).line + 1}: ${n.text}`);
        }
        ts.forEachChild(n, visit);
      };
      visit(sf);
    }
    assert.deepEqual(problems, []);
  });

  it('the CLI bundle does not need the VS Code client (nothing reachable from cli/ is under client/)', () => {
    const seen = new Set<string>();
    const queue = [join(ROOT, 'cli/src/kafka-tune.ts')];
    while (queue.length) {
      const f = queue.pop()!;
      if (seen.has(f)) continue;
      seen.add(f);
      for (const imp of importsOf(f)) {
        if (!imp.specifier.startsWith('.')) continue;
        const t = join(ROOT, target(f, imp.specifier));
        if (t.endsWith('.ts')) queue.push(t);
      }
    }
    const reached = [...seen].map((f) => relative(ROOT, f).split(sep).join('/'));
    assert.ok(reached.some((f) => f.startsWith('server/src/service/rules/')), 'the walk reaches the rules (it follows imports)');
    assert.ok(reached.some((f) => f.startsWith('bench/src/')), 'the walk reaches the bench engine');
    assert.deepEqual(reached.filter((f) => f.startsWith('client/')), []);
  });
});

describe('architecture: the checker catches what it should (near-misses included)', () => {
  const at = (rel: string) => join(ROOT, rel);
  const check = (fromRel: string, specifier: string) => violation({ from: at(fromRel), specifier, line: 1 });

  it('flags crossings', () => {
    assert.match(check('server/src/lsp/startServer.ts', '../../../client/src/extension') ?? '', /server may not import client/);
    assert.match(check('server/src/service/analyze.ts', 'node:path') ?? '', /runs without Node/);
    assert.match(check('server/src/service/analyze.ts', 'fs') ?? '', /runs without Node/);
    assert.match(check('cli/src/lint.ts', '../../client/src/bench/ui/runner') ?? '', /cli may not import client/);
    assert.match(check('client/src/bench/ui/runner.ts', '../../../../bench/src/connection') ?? '', /through bench\/src\/index\.ts/);
    assert.match(check('cli/src/lint.ts', '../../server/src/service/rules') ?? '', /cli may not import service/);
    assert.match(check('bench/src/run.ts', 'vscode') ?? '', /only the VS Code client/);
  });

  it('stays silent on allowed imports', () => {
    assert.equal(check('server/src/service/analyze.ts', '../../../common/src/protocol'), undefined);
    assert.equal(check('server/src/service/analyze.ts', 'zod'), undefined);
    assert.equal(check('client/src/bench/ui/runner.ts', '../../../../bench/src/index'), undefined);
    assert.equal(check('cli/src/lint.ts', '../../server/src/index'), undefined);
    assert.equal(check('server/src/node/workspaceScan.ts', 'node:fs'), undefined);
    assert.equal(check('test/unit/bench.test.ts', '../../bench/src/batchMath'), undefined);
  });

  it('reads imports the way tsc does, not by text', () => {
    const specs = importsOf('x.ts', "// import x from '../client/a';\nconst s = \"require('../client/b')\";\nimport a from './a';\nexport { b } from './b';\nconst c = require('./c');\nconst d = import('./d');\n").map((i) => i.specifier);
    assert.deepEqual(specs, ['./a', './b', './c', './d']);
  });
});
