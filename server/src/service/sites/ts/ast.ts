// Small helpers over the TypeScript compiler API shared by the TS/JS site extractors: ranges that
// never leave the document, constant folding of the literal shapes people write in client
// configs, and name → initializer resolution within one file.
import ts from 'typescript';
import type { Range } from 'vscode-languageserver-types';
import { directiveStart } from '../../directive';
import { LineIndex, lineIndexOf } from '../../parse/lineIndex';
import type { DocStatements } from './statements';

export interface TsDirective {
  /** The directive text after "kafka-tuning:". */
  text: string;
  /** Document offset where `text` starts. */
  offset: number;
  /** The whole comment. */
  range: Range;
}

export class FileCtx {
  /** Every `const/let/var name = init` in the file, by name (the first declaration wins). */
  readonly decls = new Map<string, ts.VariableDeclaration>();
  /** Names assigned again somewhere in the file (`cfg = {...base, ...extra}`): their initializer is not the whole story. */
  readonly reassigned = new Set<string>();

  private lineIndex: LineIndex | undefined;

  /** The document's top-level statements: a node's document offsets and text are read through them (statements.ts). */
  constructor(readonly tree: DocStatements) {}

  get text(): string { return this.tree.text; }

  get statements(): readonly ts.Statement[] { return this.tree.nodes; }

  range(node: ts.Node): Range {
    return this.rangeOf(this.tree.startOf(node), this.tree.endOf(node));
  }

  /** The node's source text (its own tree's, which is the document's at the node's place). */
  textOf(node: ts.Node): string {
    return this.tree.textOf(node);
  }

  /**
   * LSP positions, counted by LineIndex (\n, \r\n, \r) — not sf.getLineAndCharacterOfPosition:
   * TypeScript also breaks lines at U+2028/U+2029 (ECMAScript line terminators), which LSP does
   * not, so every range after one was a line off (found by the fuzz, seed 9001).
   */
  rangeOf(start: number, end: number): Range {
    const text = this.tree.text;
    this.lineIndex ??= lineIndexOf(text);
    const s = Math.max(0, Math.min(start, text.length));
    return { start: this.lineIndex.position(s), end: this.lineIndex.position(Math.max(s, Math.min(end, text.length))) };
  }

  /** Follows identifiers to their initializer (a few hops), unwrapping parens, `as`, `await`. */
  resolve(node: ts.Expression | undefined, depth = 0): ts.Expression | undefined {
    const n = node && unwrap(node);
    if (!n || depth > 4) return n;
    if (ts.isIdentifier(n)) {
      const init = this.decls.get(n.text)?.initializer;
      // `let config = {}; config = { ...base, ...producerConfig };` (check 89): the object the
      // client gets is not the literal it was declared with, so it is not known here.
      if (init && this.reassigned.has(n.text) && ts.isObjectLiteralExpression(unwrap(init))) return n;
      return init ? this.resolve(init, depth + 1) : n;
    }
    return n;
  }

  /** The object literal a config argument stands for, through identifiers. */
  objectOf(node: ts.Expression | undefined): ts.ObjectLiteralExpression | undefined {
    const n = this.resolve(node);
    return n && ts.isObjectLiteralExpression(n) ? n : undefined;
  }

  /** `// kafka-tuning: ...` comments right before the statement holding `node`. */
  directives(node: ts.Node): TsDirective[] {
    const out: TsDirective[] = [];
    const text = this.tree.text;
    const stmt = holdingStatement(node);
    for (const c of ts.getLeadingCommentRanges(text, this.tree.fullStartOf(stmt)) ?? []) {
      const bodyStart = c.pos + 2;
      const bodyEnd = c.kind === ts.SyntaxKind.MultiLineCommentTrivia ? Math.max(bodyStart, c.end - 2) : c.end;
      const body = text.slice(bodyStart, bodyEnd);
      const at = directiveStart(body);
      if (at < 0) continue;
      out.push({ text: body.slice(at).trim(), offset: bodyStart + at + (body.slice(at).length - body.slice(at).trimStart().length), range: this.rangeOf(c.pos, c.end) });
    }
    return out;
  }
}

/** The statement (or class member) that holds `node`: its ancestor whose parent is a block, the file, a namespace or a class. */
export function holdingStatement(node: ts.Node): ts.Node {
  let stmt = node;
  while (stmt.parent && !ts.isSourceFile(stmt.parent) && !ts.isBlock(stmt.parent) && !ts.isModuleBlock(stmt.parent)
    && !ts.isClassLike(stmt.parent)) stmt = stmt.parent;
  return stmt;
}

export function unwrap(node: ts.Expression): ts.Expression {
  let n = node;
  for (;;) {
    if (ts.isParenthesizedExpression(n) || ts.isAsExpression(n) || ts.isSatisfiesExpression(n)
      || ts.isNonNullExpression(n) || ts.isTypeAssertionExpression(n) || ts.isAwaitExpression(n)) n = n.expression;
    else return n;
  }
}

/**
 * True for a node the parser invented to recover from an error: a real token always spans at
 * least one character past its leading trivia, an invented one has pos === end.
 */
export function isMissing(node: ts.Node | undefined): boolean {
  return !node || node.end <= node.pos;
}

/** A property name as text ("linger.ms", maxBytes, ['acks']), or undefined when computed. */
export function propName(name: ts.PropertyName): string | undefined {
  if (isMissing(name)) return undefined;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) return name.text;
  if (ts.isNumericLiteral(name)) return name.text;
  if (ts.isComputedPropertyName(name) && ts.isStringLiteralLike(name.expression)) return name.expression.text;
  return undefined;
}

/** Kafka's string for a constant expression, or undefined when it is not statically known. */
export function constValue(ctx: FileCtx, node: ts.Expression | undefined, depth = 0): string | undefined {
  if (!node || isMissing(node) || depth > 6) return undefined;
  const n = unwrap(node);
  if (ts.isStringLiteralLike(n)) {
    // An unterminated string mid-edit still parses; its value is not known yet.
    const raw = ctx.textOf(n);
    return raw.length >= 2 && raw[raw.length - 1] === raw[0] ? n.text : undefined;
  }
  if (ts.isNumericLiteral(n)) return String(Number(n.text.split('_').join('')));
  if (n.kind === ts.SyntaxKind.TrueKeyword) return 'true';
  if (n.kind === ts.SyntaxKind.FalseKeyword) return 'false';
  if (ts.isPrefixUnaryExpression(n) && n.operator === ts.SyntaxKind.MinusToken) {
    const v = constValue(ctx, n.operand, depth + 1);
    return v !== undefined && !Number.isNaN(Number(v)) ? String(-Number(v)) : undefined;
  }
  if (ts.isBinaryExpression(n)) {
    const a = constValue(ctx, n.left, depth + 1);
    const b = constValue(ctx, n.right, depth + 1);
    if (a === undefined || b === undefined) return undefined;
    const x = Number(a), y = Number(b);
    const numeric = !Number.isNaN(x) && !Number.isNaN(y) && isNumberExpr(n.left) && isNumberExpr(n.right);
    switch (n.operatorToken.kind) {
      case ts.SyntaxKind.PlusToken: return numeric ? String(x + y) : a + b;
      case ts.SyntaxKind.MinusToken: return numeric ? String(x - y) : undefined;
      case ts.SyntaxKind.AsteriskToken: return numeric ? String(x * y) : undefined;
      case ts.SyntaxKind.SlashToken: return numeric && y !== 0 ? String(x / y) : undefined;
      default: return undefined;
    }
  }
  if (ts.isIdentifier(n)) {
    const d = ctx.decls.get(n.text);
    const isConst = d && ts.isVariableDeclarationList(d.parent) && (d.parent.flags & ts.NodeFlags.Const) !== 0;
    return isConst ? constValue(ctx, d.initializer, depth + 1) : undefined;
  }
  return undefined;
}

function isNumberExpr(n: ts.Expression): boolean {
  const u = unwrap(n);
  return !ts.isStringLiteralLike(u);
}

const isLoop = (p: ts.Node): boolean => ts.isForStatement(p) || ts.isForOfStatement(p) || ts.isForInStatement(p) || ts.isWhileStatement(p) || ts.isDoStatement(p);

/** Loops between `node` and its function boundary: a send in one runs once per iteration. */
export function insideLoop(node: ts.Node): boolean {
  for (let p = node.parent; p; p = p.parent) {
    if (ts.isFunctionLike(p) || ts.isSourceFile(p)) return false;
    if (isLoop(p)) return true;
  }
  return false;
}

/**
 * The number of times the nearest loop around `node` runs, when it is a counted for loop with a
 * literal bound (`for (let i = 0; i < 10; i++)`): a demo that sends ten messages, not a stream.
 */
export function literalLoopCount(node: ts.Node): number | undefined {
  for (let p = node.parent; p; p = p.parent) {
    if (ts.isFunctionLike(p) || ts.isSourceFile(p)) return undefined;
    if (!isLoop(p)) continue;
    if (!ts.isForStatement(p) || !p.initializer || !p.condition || !p.incrementor) return undefined;
    const init = ts.isVariableDeclarationList(p.initializer) && p.initializer.declarations.length === 1 ? p.initializer.declarations[0] : undefined;
    const start = init?.initializer && ts.isNumericLiteral(init.initializer) ? Number(init.initializer.text) : undefined;
    const cond = p.condition;
    if (start === undefined || !init || !ts.isIdentifier(init.name) || !ts.isBinaryExpression(cond) || !ts.isIdentifier(cond.left) || cond.left.text !== init.name.text || !ts.isNumericLiteral(cond.right)) return undefined;
    const end = Number(cond.right.text);
    const step = /^(?:\+\+\w+|\w+\+\+|\w+\s*\+=\s*1)$/.test(p.incrementor.getText().trim());
    if (!step) return undefined;
    if (cond.operatorToken.kind === ts.SyntaxKind.LessThanToken) return Math.max(0, end - start);
    if (cond.operatorToken.kind === ts.SyntaxKind.LessThanEqualsToken) return Math.max(0, end - start + 1);
    return undefined;
  }
  return undefined;
}

/**
 * The loop around `node` ends as soon as `node`'s statement completes: a `return`, or a `break` of
 * that loop, follows it in its block (`for (attempt…) { try { await send(); return true; } catch {…} }`).
 * Such a loop repeats one call until it succeeds; it does not make the call once per item.
 */
export function loopEndsAfter(node: ts.Node): boolean {
  let exits: 'return' | 'break' | undefined;
  let child: ts.Node = node;
  for (let p = node.parent; p; child = p, p = p.parent) {
    if (ts.isFunctionLike(p) || ts.isSourceFile(p)) return false;
    if (isLoop(p)) return exits !== undefined;
    // A `break` inside a switch case leaves the switch, not the loop.
    if ((ts.isCaseClause(p) || ts.isDefaultClause(p)) && exits === 'break') exits = undefined;
    if (!exits && ts.isBlock(p)) {
      const i = p.statements.indexOf(child as ts.Statement);
      for (const s of i < 0 ? [] : p.statements.slice(i + 1)) {
        if (ts.isContinueStatement(s)) break;
        if (ts.isReturnStatement(s)) { exits = 'return'; break; }
        if (ts.isBreakStatement(s) && !s.label) { exits = 'break'; break; }
      }
    }
  }
  return false;
}

// A wait written on purpose: sleep(…), delay(…), timers/promises setTimeout(…), or a
// `new Promise((r) => setTimeout(r, n))`.
const DELAY_CALL = /^(sleep|delay|wait|pause|setTimeout|sleepMs|delayMs|waitMs)$/i;
function isDeliberateWait(e: ts.Expression): boolean {
  if (ts.isNewExpression(e)) return ts.isIdentifier(e.expression) && e.expression.text === 'Promise' && /\bsetTimeout\s*\(/.test(e.getText());
  if (!ts.isCallExpression(e)) return false;
  const callee = e.expression;
  const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : undefined;
  return !!name && DELAY_CALL.test(name);
}

// A read of a person's input: readline's rl.question, readline-sync's question/keyIn (synchronous),
// inquirer.prompt, prompts(…). A loop that waits for someone to type sends at the pace they type.
const INPUT_CALL = /^(question|questionAsync|prompt|prompts|keyIn|keyInYN|keyInSelect|readLine)$/;
function readsInput(e: ts.Node): boolean {
  if (!ts.isCallExpression(e)) return false;
  const callee = e.expression;
  const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : undefined;
  return !!name && INPUT_CALL.test(name);
}

/**
 * The loop around `node` (same function) also awaits a deliberate wait or reads a person's input:
 * the one-at-a-time pace is the intent (a paced demo, a rate-limited feed, a prompt), not an
 * accident of awaiting each send.
 */
export function loopAwaitsDelay(node: ts.Node): boolean {
  let loop: ts.Node | undefined;
  for (let p = node.parent; p && !loop; p = p.parent) {
    if (ts.isFunctionLike(p) || ts.isSourceFile(p)) return false;
    if (ts.isForStatement(p) || ts.isForOfStatement(p) || ts.isForInStatement(p) || ts.isWhileStatement(p) || ts.isDoStatement(p)) loop = p;
  }
  let found = false;
  const visit = (n: ts.Node): void => {
    if (found || ts.isFunctionLike(n)) return;
    if (readsInput(n)) { found = true; return; }
    if (ts.isAwaitExpression(n)) {
      let e: ts.Expression = n.expression;
      while (ts.isParenthesizedExpression(e)) e = e.expression;
      if (isDeliberateWait(e)) { found = true; return; }
    }
    ts.forEachChild(n, visit);
  };
  if (loop) ts.forEachChild(loop, visit);
  return found;
}

export function isAwaited(node: ts.Node): boolean {
  let p = node.parent;
  while (p && ts.isParenthesizedExpression(p)) p = p.parent;
  return !!p && ts.isAwaitExpression(p);
}

const TIMERS = new Set(['setInterval', 'setTimeout', 'setImmediate']);
const LISTENERS = new Set(['on', 'once', 'addListener', 'prependListener']);

/**
 * An awaited call whose rejection still reaches nobody: it sits, outside any try with a catch, in
 * an async function handed to a timer (setInterval, setTimeout, setImmediate) or to an event
 * emitter's on/once, which call the function and drop the promise it returns. The caller's name
 * ("setInterval", ".on('message')"), or undefined.
 */
export function rejectionDroppedBy(node: ts.Node): string | undefined {
  for (let p: ts.Node | undefined = node.parent, child: ts.Node = node; p; child = p, p = p.parent) {
    if (ts.isTryStatement(p) && p.catchClause && child === p.tryBlock) return undefined;
    if (!ts.isArrowFunction(p) && !ts.isFunctionExpression(p)) continue;
    if (!p.modifiers?.some((m) => m.kind === ts.SyntaxKind.AsyncKeyword)) return undefined;
    const call = p.parent;
    if (!call || !ts.isCallExpression(call) || !call.arguments.includes(p as ts.Expression)) return undefined;
    const callee = call.expression;
    if (ts.isIdentifier(callee) && TIMERS.has(callee.text)) return callee.text;
    if (ts.isPropertyAccessExpression(callee) && LISTENERS.has(callee.name.text)) {
      const event = call.arguments[0];
      return `.${callee.name.text}(${event && ts.isStringLiteralLike(event) ? `'${event.text}'` : '…'})`;
    }
    return undefined;
  }
  return undefined;
}

/**
 * The call is a statement of its own, or the head of a chain that is, whose links handle no
 * rejection (`send(…).then(console.log);`: `.then` with one argument and `.finally` pass a rejection
 * on, check 88), so whatever it returns (a promise) is dropped: the links that pass it on ([] when
 * the call itself is the statement), or undefined when the promise is kept. `.catch` or
 * `.then(ok, fail)` handles it.
 */
export function droppedThrough(node: ts.Node): string[] | undefined {
  const links: string[] = [];
  let at: ts.Node = node;
  for (;;) {
    let p = at.parent;
    while (p && ts.isParenthesizedExpression(p)) p = p.parent;
    if (!p) return undefined;
    if (ts.isExpressionStatement(p)) return links;
    // `x.then(f)` / `x.finally(f)`: the property access on the chain so far, called.
    if (!ts.isPropertyAccessExpression(p) || !p.parent || !ts.isCallExpression(p.parent) || p.parent.expression !== p) return undefined;
    const link = p.name.text;
    if (!(link === 'then' && p.parent.arguments.length < 2) && link !== 'finally') return undefined;
    links.push(`.${link}()`);
    at = p.parent;
  }
}

export function isFunctionValue(node: ts.Expression | undefined): boolean {
  const n = node && unwrap(node);
  return !!n && (ts.isArrowFunction(n) || ts.isFunctionExpression(n));
}
