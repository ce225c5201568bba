// kafkajs clients that cross module boundaries inside the workspace: `export const producer =
// kafka.producer({...})` in kafka.ts, `import { producer } from './kafka'` and `producer.send(...)`
// in orders.ts. The exporting side lists what it exports (tsClientExports, read by the Node-side
// scan into WorkspaceFacts.code.tsExports); the importing side binds its local names to those
// exports (LinkedNames), so its send()/run() calls become sites and its code patterns are seen.
// Only relative imports are followed, one module deep: what a module re-exports from a third is
// not (a package import is no workspace file, and chains would make every edit depend on many files).
import ts from 'typescript';
import type { TsClientExport } from '../../crossFile/facts';
import { unwrap, type FileCtx } from './ast';
import type { TsSiteExtras } from './extras';

/** The exports a relative specifier of this document names, from the workspace's facts. */
export type LinkedImports = (specifier: string) => readonly TsClientExport[] | undefined;

const RELATIVE_SPECIFIER = /(?:\bfrom\s*|\brequire\s*\(\s*)['"](\.\.?\/[^'"\n]*)['"]/g;

/**
 * Whether the text imports (or requires) a module the workspace lists as exporting a client: the
 * cheap test before any parse of a file that names no Kafka module itself.
 */
export function importsLinkedModule(text: string, linked: LinkedImports): boolean {
  for (const m of text.matchAll(RELATIVE_SPECIFIER)) if (linked(m[1])) return true;
  return false;
}

/**
 * The expression is a name imported (or required) from a relative module of the workspace that the
 * scan has no facts for: `import { kafka } from '../kafka_provider'` when only this file is linted.
 */
export function importedFromRelativeModule(ctx: FileCtx, e: ts.Expression): boolean {
  const name = ts.isIdentifier(unwrap(e)) ? (unwrap(e) as ts.Identifier).text : undefined;
  if (!name) return false;
  const relative = (spec: ts.Expression | undefined) => !!spec && ts.isStringLiteralLike(spec) && /^\.\.?\//.test(spec.text);
  // `require('../kafka')`, or a property of it (`require('../kafka').kafka`).
  const requiresRelative = (init: ts.Expression | undefined): boolean => {
    let x = init && unwrap(init);
    if (x && ts.isPropertyAccessExpression(x)) x = unwrap(x.expression);
    return !!x && ts.isCallExpression(x) && ts.isIdentifier(x.expression) && x.expression.text === 'require' && relative(x.arguments[0]);
  };
  for (const st of ctx.statements) {
    if (ts.isVariableStatement(st)) {
      for (const d of st.declarationList.declarations) {
        const binds = ts.isIdentifier(d.name) ? d.name.text === name : ts.isObjectBindingPattern(d.name) && d.name.elements.some((el) => ts.isIdentifier(el.name) && el.name.text === name);
        if (binds) return requiresRelative(d.initializer);
      }
    }
    if (ts.isImportDeclaration(st) && relative(st.moduleSpecifier) && st.importClause && !st.importClause.isTypeOnly) {
      const c = st.importClause;
      if (c.name?.text === name) return true;
      const nb = c.namedBindings;
      if (nb && ts.isNamespaceImport(nb) && nb.name.text === name) return true;
      if (nb && ts.isNamedImports(nb) && nb.elements.some((el) => el.name.text === name)) return true;
    }
  }
  return false;
}

export class LinkedNames {
  readonly names = new Map<string, TsClientExport>();

  constructor(private readonly linked: LinkedImports | undefined) {}

  /** `import { producer } from './kafka'`, `import kafka from './kafka'` (its default export). */
  addImport(node: ts.ImportDeclaration): void {
    const exports = this.exportsOf(node.moduleSpecifier);
    const clause = node.importClause;
    if (!exports || !clause || clause.isTypeOnly) return;
    const find = (name: string) => exports.find((e) => e.name === name);
    if (clause.name) this.bind(clause.name.text, find('default'));
    const nb = clause.namedBindings;
    if (nb && ts.isNamedImports(nb)) for (const el of nb.elements) this.bind(el.name.text, find((el.propertyName ?? el.name).text));
  }

  /**
   * `const { producer } = require('./kafka')`, `const producer = require('./kafka').producer`.
   * True when the declaration binds a linked export (the name then stands for it, not for its initializer).
   */
  addDeclaration(decl: ts.VariableDeclaration): boolean {
    const init = decl.initializer && unwrap(decl.initializer);
    if (!init) return false;
    const call = ts.isPropertyAccessExpression(init) ? unwrap(init.expression) : init;
    if (!ts.isCallExpression(call) || !ts.isIdentifier(call.expression) || call.expression.text !== 'require' || call.arguments.length !== 1) return false;
    const exports = this.exportsOf(call.arguments[0]);
    if (!exports) return false;
    const before = this.names.size;
    if (ts.isPropertyAccessExpression(init) && ts.isIdentifier(decl.name)) {
      this.bind(decl.name.text, exports.find((e) => e.name === init.name.text));
    } else if (ts.isObjectBindingPattern(decl.name)) {
      for (const el of decl.name.elements) {
        if (!ts.isIdentifier(el.name)) continue;
        const from = el.propertyName && ts.isIdentifier(el.propertyName) ? el.propertyName.text : el.name.text;
        this.bind(el.name.text, exports.find((e) => e.name === from));
      }
    }
    return this.names.size > before;
  }

  /** The export an expression names (`producer`, after following local aliases), if any. */
  of(ctx: FileCtx, e: ts.Expression): TsClientExport | undefined {
    if (this.names.size === 0) return undefined;
    const r = ctx.resolve(e);
    return r && ts.isIdentifier(r) && !ctx.decls.has(r.text) ? this.names.get(r.text) : undefined;
  }

  private exportsOf(spec: ts.Expression): readonly TsClientExport[] | undefined {
    return this.linked && ts.isStringLiteralLike(spec) ? this.linked(spec.text) : undefined;
  }

  private bind(local: string, exp: TsClientExport | undefined): void {
    if (exp) this.names.set(local, exp);
  }
}

/**
 * What a module exports of the clients it creates at its top level: `export const producer =
 * kafka.producer({...})`, `export { producer }`, `module.exports = { producer }`,
 * `exports.producer = producer`. `sites` are the file's client sites by their creating node.
 */
export function tsClientExports(ctx: FileCtx, sites: ReadonlyMap<ts.Node, { entries: ReadonlyArray<{ key: string; value: string | undefined }>; ts: TsSiteExtras }>, file: string): TsClientExport[] {
  const out: TsClientExport[] = [];
  const text = ctx.text;
  for (const statement of ctx.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const exportedHere = (ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    for (const d of statement.declarationList.declarations) {
      if (!ts.isIdentifier(d.name) || !d.initializer) continue;
      const site = sites.get(unwrap(d.initializer));
      const api = site?.ts.api;
      if (!site || (site.ts.library !== 'kafkajs' && site.ts.library !== 'ckjs') || !(api === 'client' || api === 'producer' || api === 'consumer' || api === 'admin')) continue;
      const name = d.name.text;
      const idempotent = api === 'producer' && site.entries.some((e) => e.key === 'enable.idempotence' && e.value === 'true');
      const entry = (as: string): TsClientExport => ({ name: as, library: site.ts.library as 'kafkajs' | 'ckjs', api, ...(idempotent ? { idempotent } : {}), file });
      if (exportedHere || exportedAs(text, name, name)) out.push(entry(name));
      if (new RegExp(`\\bexport\\s+default\\s+${escape(name)}\\b`).test(text)) out.push(entry('default'));
      // `export { producer as orders }`, `module.exports = { orders: producer }`, `exports.orders = producer`.
      for (const m of text.matchAll(new RegExp(`\\b${escape(name)}\\s+as\\s+([A-Za-z_$][\\w$]*)|\\b([A-Za-z_$][\\w$]*)\\s*:\\s*${escape(name)}\\b|\\bexports\\.([A-Za-z_$][\\w$]*)\\s*=\\s*${escape(name)}\\b`, 'g'))) {
        const as = m[1] ?? m[2] ?? m[3];
        if (as && as !== name && exportedAs(text, name, as)) out.push(entry(as));
      }
    }
  }
  return out;
}

/** The file exports `name` under `as` (the forms tsClientExports names). */
function exportedAs(text: string, name: string, as: string): boolean {
  const n = escape(name);
  const a = escape(as);
  const inExportList = name === as ? `\\bexport\\s*\\{[^}]*\\b${n}\\b(?!\\s+as\\b)` : `\\bexport\\s*\\{[^}]*\\b${n}\\s+as\\s+${a}\\b`;
  const inModuleExports = name === as ? `\\bmodule\\.exports\\s*=\\s*\\{[^}]*\\b${n}\\b(?!\\s*:)` : `\\bmodule\\.exports\\s*=\\s*\\{[^}]*\\b${a}\\s*:\\s*${n}\\b`;
  return new RegExp(`${inExportList}|${inModuleExports}|\\b(?:module\\.)?exports\\.${a}\\s*=\\s*${n}\\b`).test(text);
}

function escape(name: string): string {
  return name.replace(/[$]/g, '\\$');
}
