// Where a call runs how often: once per message (a loop over records, kafkajs eachMessage /
// eachBatch, a node-rdkafka 'data' listener), once per request (an Express/Koa/Fastify route, a
// Node http server, a Next.js route handler, a NestJS @Get/@Post method) or once per delivery
// report. A call inside a named function of the file takes the context of that function's callers
// (a send inside a helper called from eachMessage runs per message), a few hops deep. The code
// pattern rules (client-per-message, client-per-request, flush-per-message, commit-per-message, …)
// read these contexts; everything here is syntax, so the answers err on the side of "unknown".
import ts from 'typescript';
import type { CodeContext } from './extras';

const HTTP_VERBS = new Set(['get', 'post', 'put', 'patch', 'delete', 'del', 'all', 'head', 'options']);
const NEXT_ROUTE_EXPORTS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);
const NEST_DECORATORS = new Set(['Get', 'Post', 'Put', 'Patch', 'Delete', 'All', 'Head', 'Options']);
const MAX_HOPS = 3;

/** The calls (by callee name) and identifier references (by name) of one top-level statement. */
export interface StatementIndex {
  calls: Map<string, ts.CallExpression[]>;
  refs: Map<string, ts.Identifier[]>;
}

/** Reads a top-level statement's calls and references into a StatementIndex. */
export function indexStatement(nodes: Iterable<ts.Node>): StatementIndex {
  const out: StatementIndex = { calls: new Map(), refs: new Map() };
  for (const node of nodes) {
    if (ts.isCallExpression(node)) {
      const name = calleeName(node.expression);
      if (name) push(out.calls, name, node);
    } else if (ts.isIdentifier(node) && node.parent && !isDeclarationName(node)) {
      push(out.refs, node.text, node);
    }
  }
  return out;
}

/**
 * Every call in the file by callee name (`helper(...)`, `this.helper(...)`), and identifier
 * references by name: the statements' own indexes (kept per statement node while the incremental
 * parser reuses it), merged per name when a name is asked for.
 */
export class CallIndex {
  private readonly statements: StatementIndex[] = [];
  private readonly callsByName = new Map<string, ts.CallExpression[]>();
  private readonly refsByName = new Map<string, ts.Identifier[]>();

  addStatement(index: StatementIndex): void {
    this.statements.push(index);
  }

  readonly calls = { get: (name: string) => this.merged(name, 'calls', this.callsByName) };
  readonly refs = { get: (name: string) => this.merged(name, 'refs', this.refsByName) };

  private merged<T>(name: string, kind: 'calls' | 'refs', cache: Map<string, T[]>): T[] | undefined {
    let all = cache.get(name);
    if (!all) {
      all = [];
      for (const s of this.statements) {
        const found = (s[kind] as Map<string, T[]>).get(name);
        if (found) all.push(...found);
      }
      cache.set(name, all);
    }
    return all.length > 0 ? all : undefined;
  }
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function calleeName(e: ts.Expression): string | undefined {
  if (ts.isIdentifier(e)) return e.text;
  if (ts.isPropertyAccessExpression(e) && e.expression.kind === ts.SyntaxKind.ThisKeyword) return e.name.text;
  return undefined;
}

function isDeclarationName(id: ts.Identifier): boolean {
  const p = id.parent;
  return (ts.isVariableDeclaration(p) || ts.isFunctionDeclaration(p) || ts.isMethodDeclaration(p) || ts.isParameter(p)
    || ts.isPropertyAssignment(p) || ts.isPropertyAccessExpression(p) || ts.isBindingElement(p)) && (p as { name?: ts.Node }).name === id;
}

/** A context and the node that makes it one (the loop statement or the handler function). */
export interface Found { context: CodeContext; at: ts.Node }

export interface ContextOptions {
  /**
   * Stop at an `if`/`?:`/`&&` between the call and its context: a lazily created client
   * (`if (!producer) { … }`) or a flush every N messages is not per message.
   */
  stopAtCondition: 'any' | 'absence';
  /**
   * Which loops count: 'all', or only loops over records ('messages': `for (const m of
   * batch.messages)`, `records.forEach(…)`), so that a loop over topics or tenants at start-up,
   * which rightly creates one client each, is not taken for a loop over messages.
   */
  loops: 'all' | 'messages';
}

const RECORDS = /messages?\b|records\b|msgs\b|events\b|\bbatch\b/i;

/** The per-message / per-request / per-delivery context `node` runs in, if any. */
export function contextOf(node: ts.Node, opts: ContextOptions, index: CallIndex, hops = 0, seen = new Set<ts.Node>()): Found | undefined {
  let child: ts.Node = node;
  for (let p = node.parent; p; child = p, p = p.parent) {
    if (ts.isSourceFile(p)) return undefined;
    if (isGuard(p, child, opts)) return undefined;
    const loop = loopOf(p, child, opts);
    if (loop === 'exits') return undefined;
    if (loop) return { context: { kind: 'loop', via: [], label: loop }, at: p };
    if (ts.isFunctionLike(p)) {
      if (seen.has(p)) return undefined;
      seen.add(p);
      const direct = ts.isFunctionExpression(p) || ts.isArrowFunction(p) ? positionKind(p, opts) : undefined;
      if (direct) return { context: direct, at: p };
      const decorated = ts.isMethodDeclaration(p) ? nestRoute(p) : undefined;
      if (decorated) return { context: decorated, at: p };
      const name = functionName(p);
      if (!name) return undefined;
      if (ts.isFunctionDeclaration(p) && NEXT_ROUTE_EXPORTS.has(name) && isExported(p)) {
        return { context: { kind: 'request', via: [], label: `the exported ${name} route handler` }, at: p };
      }
      if (hops >= MAX_HOPS) return undefined;
      // Passed by name: `eachMessage: handle`, `app.post('/x', handle)`, `consumer.on('data', handle)`.
      for (const ref of index.refs.get(name) ?? []) {
        if (ref.parent && ts.isCallExpression(ref.parent) && ref.parent.expression === ref) continue;
        const k = positionKind(ref, opts);
        if (k) return { context: { ...k, via: [name, ...k.via] }, at: p };
      }
      for (const call of index.calls.get(name) ?? []) {
        if (isInside(call, p)) continue; // recursion
        const c = contextOf(call, opts, index, hops + 1, seen);
        if (c) return { context: { ...c.context, via: [name, ...c.context.via] }, at: p };
      }
      return undefined;
    }
  }
  return undefined;
}

/** By ancestry, not positions: nodes of different top-level statements may belong to different trees (statements.ts). */
function isInside(node: ts.Node, container: ts.Node): boolean {
  for (let p: ts.Node | undefined = node; p; p = p.parent) if (p === container) return true;
  return false;
}

function functionName(fn: ts.SignatureDeclaration): string | undefined {
  if ((ts.isFunctionDeclaration(fn) || ts.isMethodDeclaration(fn)) && fn.name && ts.isIdentifier(fn.name)) return fn.name.text;
  if ((ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && fn.parent && ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name)) return fn.parent.name.text;
  if ((ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && fn.parent && ts.isPropertyDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name)) return fn.parent.name.text;
  return undefined;
}

function isExported(fn: ts.FunctionDeclaration): boolean {
  return (ts.getModifiers(fn) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
}

/**
 * `for`/`for…of`/`for…in` bodies and `.forEach`/`.map` callbacks run once per item. `while` and
 * `do` loops are left alone (reconnect and retry loops), and so is a loop whose body leaves with
 * `break`/`return` (a retry loop that stops at the first success).
 */
function loopOf(p: ts.Node, child: ts.Node, opts: ContextOptions): string | 'exits' | undefined {
  let body: ts.Statement | undefined;
  let label: string | undefined;
  let over: ts.Node | undefined;
  if (ts.isForOfStatement(p)) { body = p.statement; label = 'a for…of loop'; over = p.expression; }
  else if (ts.isForInStatement(p)) { body = p.statement; label = 'a for…in loop'; over = p.expression; }
  else if (ts.isForStatement(p)) { body = p.statement; label = 'a for loop'; over = p.condition; }
  if (!body || child !== body) return undefined;
  if (opts.loops === 'messages' && !(over && RECORDS.test(over.getText()))) return undefined;
  return leavesEarly(body) ? 'exits' : label;
}

function leavesEarly(body: ts.Node): boolean {
  const walk = (n: ts.Node, nested: boolean): boolean => {
    if (ts.isFunctionLike(n) || ts.isClassLike(n)) return false;
    if (ts.isReturnStatement(n)) return true;
    // A break inside an inner loop or switch leaves only that one.
    if (ts.isBreakStatement(n) && !n.label && !nested) return true;
    const inner = nested || ts.isIterationStatement(n, false) || ts.isSwitchStatement(n);
    return ts.forEachChild(n, (c) => (walk(c, inner) ? true : undefined)) ?? false;
  };
  return walk(body, false);
}

function isGuard(p: ts.Node, child: ts.Node, opts: ContextOptions): boolean {
  let condition: ts.Expression | undefined;
  if (ts.isIfStatement(p) && (child === p.thenStatement || child === p.elseStatement)) condition = p.expression;
  else if (ts.isConditionalExpression(p) && (child === p.whenTrue || child === p.whenFalse)) condition = p.condition;
  else if (ts.isBinaryExpression(p) && child === p.right) {
    const op = p.operatorToken.kind;
    if (op === ts.SyntaxKind.QuestionQuestionEqualsToken || op === ts.SyntaxKind.BarBarEqualsToken
      || op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.BarBarToken) return true;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) condition = p.left;
  } else if (ts.isCaseClause(p)) return opts.stopAtCondition === 'any';
  if (!condition) return false;
  if (opts.stopAtCondition === 'absence') return isAbsenceTest(condition);
  // `if (!autoCommitEnabled)` reads a setting, not a counter: the call still runs for every record.
  return !isCommitSettingTest(condition);
}

/** A test of an auto-commit setting (`!autoCommitEnabled`, `!isConsumerAutoCommitEnabled(topic)`), with no counting in it. */
function isCommitSettingTest(e: ts.Expression): boolean {
  const t = e.getText();
  return /auto_?commit|commit_?enabled/i.test(t) && !/[%<>]|\b(?:count|size|length|now|time|interval|threshold)\b/i.test(t);
}

/** `!x`, `x == null`, `x === undefined`, `typeof x === 'undefined'`, `!x.connected`, `!map.has(k)`. */
function isAbsenceTest(e: ts.Expression): boolean {
  let n = e;
  while (ts.isParenthesizedExpression(n)) n = n.expression;
  if (ts.isPrefixUnaryExpression(n) && n.operator === ts.SyntaxKind.ExclamationToken) return true;
  if (ts.isBinaryExpression(n)) {
    const op = n.operatorToken.kind;
    if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.AmpersandAmpersandToken) return isAbsenceTest(n.left) || isAbsenceTest(n.right);
    if (op === ts.SyntaxKind.EqualsEqualsToken || op === ts.SyntaxKind.EqualsEqualsEqualsToken) {
      const t = n.right.getText() + ' ' + n.left.getText();
      return /\b(null|undefined)\b|'undefined'|"undefined"/.test(t);
    }
  }
  return false;
}

/** What a function value's position makes it: a message handler, a route handler, a delivery callback, a per-item callback. */
function positionKind(fn: ts.Expression, opts: ContextOptions): CodeContext | undefined {
  let e: ts.Node = fn;
  while (e.parent && (ts.isParenthesizedExpression(e.parent) || ts.isAsExpression(e.parent))) e = e.parent;
  const parent = e.parent;
  if (!parent) return undefined;
  if (ts.isPropertyAssignment(parent) && parent.initializer === e && ts.isIdentifier(parent.name)) {
    const prop = parent.name.text;
    if (prop === 'eachMessage' || prop === 'eachBatch') return { kind: 'message', via: [], label: prop };
    if (prop === 'handler' && isRouteObject(parent.parent)) return { kind: 'request', via: [], label: 'a route handler' };
    return undefined;
  }
  if (ts.isShorthandPropertyAssignment(parent) && (parent.name.text === 'eachMessage' || parent.name.text === 'eachBatch')) {
    return { kind: 'message', via: [], label: parent.name.text };
  }
  if (!ts.isCallExpression(parent) || !parent.arguments.includes(e as ts.Expression)) return undefined;
  const callee = parent.expression;
  if (ts.isIdentifier(callee) || !ts.isPropertyAccessExpression(callee)) {
    const name = ts.isIdentifier(callee) ? callee.text : undefined;
    return name === 'createServer' ? { kind: 'request', via: [], label: 'an HTTP server handler' } : undefined;
  }
  const method = callee.name.text;
  const first = parent.arguments[0];
  if (method === 'createServer') return { kind: 'request', via: [], label: 'an HTTP server handler' };
  if ((method === 'on' || method === 'once') && first && ts.isStringLiteralLike(first) && parent.arguments[1] === e) {
    if (first.text === 'data' && /consumer|stream/i.test(callee.expression.getText())) return { kind: 'message', via: [], label: "the 'data' listener" };
    if (first.text === 'delivery-report') return { kind: 'delivery', via: [], label: "the 'delivery-report' listener" };
    return undefined;
  }
  if ((method === 'forEach' || method === 'map') && first === e && (opts.loops === 'all' || RECORDS.test(callee.expression.getText()))) {
    return { kind: 'loop', via: [], label: `a .${method}() callback` };
  }
  if (HTTP_VERBS.has(method) && first !== e) {
    const path = first && ts.isStringLiteralLike(first) ? first.text : undefined;
    if (path !== undefined && path.startsWith('/')) return { kind: 'request', via: [], label: `the ${method.toUpperCase()} ${path} handler` };
    // router.route('/orders').post(handler)
    const recv = callee.expression;
    if (ts.isCallExpression(recv) && ts.isPropertyAccessExpression(recv.expression) && recv.expression.name.text === 'route') {
      return { kind: 'request', via: [], label: `the ${method.toUpperCase()} handler` };
    }
  }
  if (HTTP_VERBS.has(method) && first === e && ts.isCallExpression(callee.expression) && ts.isPropertyAccessExpression(callee.expression.expression)
    && callee.expression.expression.name.text === 'route') {
    return { kind: 'request', via: [], label: `the ${method.toUpperCase()} handler` };
  }
  return undefined;
}

/** `fastify.route({ method, url, handler })` / hapi's `server.route({ path, handler })`. */
function isRouteObject(obj: ts.Node | undefined): boolean {
  const call = obj?.parent;
  return !!obj && ts.isObjectLiteralExpression(obj) && !!call && ts.isCallExpression(call)
    && ts.isPropertyAccessExpression(call.expression) && call.expression.name.text === 'route';
}

/** A NestJS controller method (`@Post()`): one call per request. */
function nestRoute(m: ts.MethodDeclaration): CodeContext | undefined {
  for (const d of ts.getDecorators(m) ?? []) {
    const e = d.expression;
    const name = ts.isCallExpression(e) && ts.isIdentifier(e.expression) ? e.expression.text : undefined;
    if (name && NEST_DECORATORS.has(name)) return { kind: 'request', via: [], label: `the @${name}() handler` };
  }
  return undefined;
}
