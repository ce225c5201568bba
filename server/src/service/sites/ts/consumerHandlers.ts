// What a kafkajs (or CKJS KafkaJS-API) consumer handler does with its message, for two rules:
//
// * The message object has no topic and no partition: kafkajs hands eachMessage
//   `{ topic, partition, message, heartbeat, pause }` (src/consumer/runner.js processEachMessage) and
//   the message is the decoded record — key, value, timestamp, attributes, offset, headers
//   (types/index.d.ts KafkaMessage; src/protocol/recordBatch/record/v0/decoder.js). CKJS builds the
//   same shape (lib/kafkajs/_consumer.js #createPayload). So `message.topic` is undefined.
// * A catch that only logs turns a failed message into a processed one: kafkajs resolves the offset
//   only when eachMessage returns (a throw makes it fetch the message again), and autoCommit commits
//   what was resolved (runner.js processEachMessage / processEachBatch).
//
// Only handlers written in the run() call (`eachMessage: async ({ message }) => …`, a method, or a
// function of the file named there) are read; found by searching the text for eachMessage/eachBatch.
import ts from 'typescript';
import { unwrap, type FileCtx } from './ast';
import type { TextEdit } from 'vscode-languageserver-types';
import type { DeferredWork, MessageFieldRead, SwallowedError, TsSiteExtras } from './extras';
import { pathTo, wordOffsets } from './nodeAt';
import { batchEarlyExit, unresolvedBatch } from './batchResolve';
import { stopRightAfterRun } from './runThenStop';

interface ClientSite { ts: TsSiteExtras }
type HandlerKind = 'eachMessage' | 'eachBatch';
type Fn = ts.ArrowFunction | ts.FunctionExpression | ts.FunctionDeclaration | ts.MethodDeclaration;

export function addHandlerFacts(ctx: FileCtx, clientSites: Map<ts.Node, ClientSite>): void {
  const text = ctx.text;
  for (const kind of ['eachMessage', 'eachBatch'] as const) {
    if (!text.includes(kind)) continue;
    for (const at of wordOffsets(text, kind)) {
      const found = handlerAt(ctx, pathTo(ctx.tree, at), kind);
      if (!found) continue;
      const site = ownerOf(ctx, found.run, clientSites);
      if (!site) continue;
      const reads = messageFieldReads(ctx, found.fn, kind);
      if (reads.length > 0) site.ts.messageFieldReads = [...(site.ts.messageFieldReads ?? []), ...reads];
      const swallowed = swallowedErrors(ctx, found.fn, kind);
      if (swallowed.length > 0) site.ts.swallowedErrors = [...(site.ts.swallowedErrors ?? []), ...swallowed];
      const unresolved = kind === 'eachBatch' ? unresolvedBatch(ctx, text, found.run, found.fn) : undefined;
      if (unresolved) site.ts.unresolvedBatch = unresolved;
      const early = kind === 'eachBatch' ? batchEarlyExit(ctx, found.run, found.fn) : undefined;
      if (early) site.ts.batchEarlyExit = early;
      const deferred = kind === 'eachMessage' ? deferredWork(ctx, found.fn) : undefined;
      if (deferred) site.ts.deferredWork = deferred;
      const stopped = stopRightAfterRun(ctx, found.run, observing);
      if (stopped) site.ts.runThenStop = stopped;
    }
  }
}

/** `run({ eachMessage: <fn> })`: the function and the run() call, when the word at the path's end names that property. */
function handlerAt(ctx: FileCtx, path: ts.Node[], kind: HandlerKind): { fn: Fn; run: ts.CallExpression } | undefined {
  const name = path[path.length - 1];
  const prop = path[path.length - 2];
  const obj = path[path.length - 3];
  const run = path[path.length - 4];
  if (!name || !prop || !obj || !run || !ts.isIdentifier(name) || name.text !== kind) return undefined;
  if (!ts.isObjectLiteralExpression(obj) || !ts.isCallExpression(run) || run.arguments[0] !== obj) return undefined;
  if (!ts.isPropertyAccessExpression(run.expression) || run.expression.name.text !== 'run') return undefined;
  let fn: Fn | undefined;
  if (ts.isMethodDeclaration(prop) && prop.name === name) fn = prop;
  else if (ts.isPropertyAssignment(prop) && prop.name === name) fn = functionOf(ctx, prop.initializer) ?? ownMethod(path, prop.initializer);
  else if (ts.isShorthandPropertyAssignment(prop)) fn = functionOf(ctx, prop.name);
  return fn?.body ? { fn, run } : undefined;
}

const DEFER = new Set(['setTimeout', 'setImmediate', 'queueMicrotask']);

/**
 * eachMessage hands its work to a timer or the microtask queue (`setTimeout(async () => {…}, 0)`,
 * `process.nextTick(…)`) as one of its own statements: the handler settles before the work runs.
 */
function deferredWork(ctx: FileCtx, fn: Fn): DeferredWork | undefined {
  const body = fn.body;
  if (!body || !ts.isBlock(body)) return undefined;
  for (const st of body.statements) {
    if (!ts.isExpressionStatement(st)) continue;
    const call = unwrap(st.expression);
    if (!ts.isCallExpression(call)) continue;
    const callee = call.expression;
    const how = ts.isIdentifier(callee) && DEFER.has(callee.text) ? callee.text
      : ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === 'process' && callee.name.text === 'nextTick' ? 'process.nextTick' : undefined;
    const work = call.arguments[0];
    if (!how || !work || !(ts.isArrowFunction(work) || ts.isFunctionExpression(work))) continue;
    // A callback that does nothing but log is no deferred processing.
    const calls = work.body && ts.isBlock(work.body) ? work.body.statements.length : 1;
    if (calls === 0) continue;
    return { range: ctx.range(callee), how };
  }
  return undefined;
}

/**
 * `this.processMessage.bind(this)` or `this.processMessage`: the method of the class the run()
 * call is written in (a service class that consumes in one of its methods).
 */
function ownMethod(path: ts.Node[], expr: ts.Expression): Fn | undefined {
  let e = unwrap(expr);
  if (ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression) && e.expression.name.text === 'bind') e = unwrap(e.expression.expression);
  if (!ts.isPropertyAccessExpression(e) || e.expression.kind !== ts.SyntaxKind.ThisKeyword) return undefined;
  const cls = [...path].reverse().find((n): n is ts.ClassDeclaration | ts.ClassExpression => ts.isClassDeclaration(n) || ts.isClassExpression(n));
  const method = cls?.members.find((m): m is ts.MethodDeclaration => ts.isMethodDeclaration(m) && ts.isIdentifier(m.name) && m.name.text === e.name.text && !!m.body);
  return method;
}

/** An arrow or function expression, or a function of the file a name stands for. */
function functionOf(ctx: FileCtx, expr: ts.Expression): Fn | undefined {
  const n = ctx.resolve(expr);
  if (!n) return undefined;
  if (ts.isArrowFunction(n) || ts.isFunctionExpression(n)) return n;
  if (ts.isIdentifier(n)) {
    for (const s of ctx.statements) if (ts.isFunctionDeclaration(s) && s.name?.text === n.text && s.body) return s;
  }
  return undefined;
}

/**
 * The site the facts belong to: kafkajs run() calls are sites of their own; a CKJS run() belongs
 * to the consumer it is called on (or the file's only KafkaJS-API consumer when the receiver cannot
 * be followed, `this.consumer`).
 */
function ownerOf(ctx: FileCtx, run: ts.CallExpression, clientSites: Map<ts.Node, ClientSite>): ClientSite | undefined {
  const own = clientSites.get(run);
  if (own) return own.ts.library === 'kafkajs' && own.ts.api === 'run' ? own : undefined;
  const ckjs = (s: ClientSite, node: ts.Node) => s.ts.library === 'ckjs' && s.ts.api === 'consumer' && ts.isCallExpression(node);
  const r = ctx.resolve((run.expression as ts.PropertyAccessExpression).expression);
  const resolved = r ? clientSites.get(r) : undefined;
  if (resolved) return ckjs(resolved, r!) ? resolved : undefined;
  if (r && (ts.isCallExpression(r) || ts.isNewExpression(r))) return undefined;
  const candidates = [...clientSites].filter(([node, s]) => ckjs(s, node));
  return candidates.length === 1 ? candidates[0][1] : undefined;
}

// --- topic / partition read from the message -------------------------------------------------

/** Calls whose argument names a topic-partition: a value read there makes the call fail or miss. */
const PARTITION_CALLS = new Set(['commitOffsets', 'commitOffsetsIfNecessary', 'seek', 'pause', 'resume', 'sendOffsets', 'send', 'sendBatch']);
const ITERATING = new Set(['forEach', 'map', 'filter', 'some', 'every', 'find', 'flatMap']);

interface Names {
  payload: Set<string>;
  batch: Set<string>;
  arrays: Set<string>;
  messages: Set<string>;
}

function messageFieldReads(ctx: FileCtx, fn: Fn, kind: HandlerKind): MessageFieldRead[] {
  const names: Names = { payload: new Set(), batch: new Set(), arrays: new Set(), messages: new Set() };
  const param = fn.parameters[0]?.name;
  if (!param) return [];
  if (ts.isIdentifier(param)) names.payload.add(param.text);
  else if (ts.isObjectBindingPattern(param)) {
    for (const el of param.elements) {
      const prop = bindingProp(el);
      if (kind === 'eachMessage' && prop === 'message' && ts.isIdentifier(el.name)) names.messages.add(el.name.text);
      if (kind === 'eachBatch' && prop === 'batch') {
        if (ts.isIdentifier(el.name)) names.batch.add(el.name.text);
        else if (ts.isObjectBindingPattern(el.name)) {
          for (const inner of el.name.elements) if (bindingProp(inner) === 'messages' && ts.isIdentifier(inner.name)) names.arrays.add(inner.name.text);
        }
      }
    }
  } else return [];
  const out: MessageFieldRead[] = [];
  const nodes: ts.Node[] = [];
  readsIn(ctx, fn, names, kind, undefined, out, new Set([fn]), nodes);
  if (kind === 'eachMessage' && ts.isObjectBindingPattern(param)) {
    out.forEach((r, i) => {
      const fix = r.via ? undefined : payloadFieldFix(ctx, fn, param, nodes[i], r.field);
      if (fix) r.fix = fix;
    });
  }
  return out;
}

/**
 * `message.topic` → `topic`, adding `topic` to `({ message })` when it is not there: offered only
 * when no other `topic` is in reach in the handler (a variable, a parameter, a shorthand property).
 */
function payloadFieldFix(ctx: FileCtx, fn: Fn, pattern: ts.ObjectBindingPattern, node: ts.Node, field: 'topic' | 'partition'): TextEdit[] | undefined {
  if (!ts.isPropertyAccessExpression(node)) return undefined;
  const bound = pattern.elements.find((el) => bindingProp(el) === field && !el.dotDotDotToken);
  if (bound) return ts.isIdentifier(bound.name) ? [{ range: ctx.range(node), newText: bound.name.text }] : undefined;
  if (pattern.elements.some((el) => el.dotDotDotToken) || namesIdentifier(fn.body!, field)) return undefined;
  const first = pattern.elements[0];
  const at = first ? ctx.tree.startOf(first) : ctx.tree.startOf(pattern) + 1;
  return [
    { range: ctx.rangeOf(at, at), newText: first ? `${field}, ` : ` ${field} ` },
    { range: ctx.range(node), newText: field },
  ];
}

/** An identifier `name` used as a value (not a property name) anywhere in the body. */
function namesIdentifier(body: ts.Node, name: string): boolean {
  let found = false;
  const visit = (n: ts.Node): void => {
    if (found) return;
    if (ts.isIdentifier(n) && n.text === name) {
      const p = n.parent;
      const propertyName = p && ((ts.isPropertyAccessExpression(p) && p.name === n) || (ts.isPropertyAssignment(p) && p.name === n)
        || (ts.isBindingElement(p) && p.propertyName === n) || (ts.isMethodDeclaration(p) && p.name === n));
      if (!propertyName) { found = true; return; }
    }
    ts.forEachChild(n, visit);
  };
  visit(body);
  return found;
}

function bindingProp(el: ts.BindingElement): string | undefined {
  const n = el.propertyName ?? el.name;
  return ts.isIdentifier(n) || ts.isStringLiteral(n) ? n.text : undefined;
}

/** Walks one function body (the handler, or a helper it passes the message to) for topic/partition reads. */
function readsIn(ctx: FileCtx, fn: Fn, outer: Names, kind: HandlerKind, via: string | undefined, out: MessageFieldRead[], seen: Set<ts.Node>, nodes: ts.Node[]): void {
  const names: Names = { payload: new Set(outer.payload), batch: new Set(outer.batch), arrays: new Set(outer.arrays), messages: new Set(outer.messages) };
  const body = fn.body;
  if (!body) return;
  // A name the body assigns again (`message = { ...message, topic }`) or a message it gives a topic
  // (`message.topic = topic`) may hold a topic after all: such names are not judged.
  const changed = new Set<string>();
  const scan = (n: ts.Node): void => {
    if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
      const left = unwrap(n.left);
      if (ts.isIdentifier(left)) changed.add(left.text);
      else if (ts.isPropertyAccessExpression(left) && ts.isIdentifier(left.expression)) changed.add(left.expression.text);
    } else if (ts.isCallExpression(n) && ctx.textOf(n.expression) === 'Object.assign' && n.arguments[0] && ts.isIdentifier(n.arguments[0])) {
      changed.add(n.arguments[0].text);
    }
    ts.forEachChild(n, scan);
  };
  scan(body);
  for (const set of [names.payload, names.batch, names.arrays, names.messages]) for (const c of changed) set.delete(c);

  const isBatch = (e: ts.Expression): boolean => {
    const n = unwrap(e);
    return (ts.isIdentifier(n) && names.batch.has(n.text))
      || (ts.isPropertyAccessExpression(n) && n.name.text === 'batch' && ts.isIdentifier(n.expression) && names.payload.has(n.expression.text));
  };
  const isArray = (e: ts.Expression): boolean => {
    const n = unwrap(e);
    return (ts.isIdentifier(n) && names.arrays.has(n.text)) || (ts.isPropertyAccessExpression(n) && n.name.text === 'messages' && isBatch(n.expression));
  };
  const isMessage = (e: ts.Expression): boolean => {
    const n = unwrap(e);
    if (ts.isIdentifier(n)) return names.messages.has(n.text);
    if (ts.isPropertyAccessExpression(n)) return kind === 'eachMessage' && n.name.text === 'message' && ts.isIdentifier(n.expression) && names.payload.has(n.expression.text);
    if (ts.isElementAccessExpression(n)) return isArray(n.expression);
    if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && n.expression.name.text === 'at') return isArray(n.expression.expression);
    return false;
  };
  const record = (node: ts.Node, textOf: string, field: 'topic' | 'partition'): void => {
    out.push({ range: ctx.range(node), text: textOf, field, handler: kind, ...callAround(node, fn), ...(via ? { via } : {}) });
    nodes.push(node);
  };

  const visit = (n: ts.Node): void => {
    // A nested function whose parameter takes one of the names hides it there.
    if (n !== fn && ts.isFunctionLike(n)) {
      const shadowed = (n as ts.SignatureDeclaration).parameters.flatMap((p) => ts.isIdentifier(p.name) ? [p.name.text] : []);
      const hidden = shadowed.filter((s) => names.messages.has(s) || names.arrays.has(s) || names.batch.has(s) || names.payload.has(s));
      for (const s of hidden) { names.messages.delete(s); names.arrays.delete(s); names.batch.delete(s); names.payload.delete(s); }
      ts.forEachChild(n, visit);
      for (const s of hidden) restore(outer, names, s);
      return;
    }
    if (ts.isVariableDeclaration(n) && n.initializer) {
      if (ts.isIdentifier(n.name)) {
        if (!changed.has(n.name.text)) {
          if (isMessage(n.initializer)) names.messages.add(n.name.text);
          else if (isArray(n.initializer)) names.arrays.add(n.name.text);
          else if (isBatch(n.initializer)) names.batch.add(n.name.text);
        }
      } else if (ts.isObjectBindingPattern(n.name)) {
        const from = n.initializer;
        for (const el of n.name.elements) {
          const prop = bindingProp(el);
          if (isMessage(from) && (prop === 'topic' || prop === 'partition') && !el.initializer) record(el, ctx.textOf(el), prop);
          else if (ts.isIdentifier(el.name) && prop === 'message' && kind === 'eachMessage' && ts.isIdentifier(unwrap(from)) && names.payload.has((unwrap(from) as ts.Identifier).text)) names.messages.add(el.name.text);
          else if (ts.isIdentifier(el.name) && prop === 'messages' && isBatch(from)) names.arrays.add(el.name.text);
          else if (ts.isIdentifier(el.name) && prop === 'batch' && ts.isIdentifier(unwrap(from)) && names.payload.has((unwrap(from) as ts.Identifier).text)) names.batch.add(el.name.text);
        }
      }
    }
    if (ts.isForOfStatement(n) && isArray(n.expression) && ts.isVariableDeclarationList(n.initializer)) {
      const d = n.initializer.declarations[0];
      if (d && ts.isIdentifier(d.name) && !changed.has(d.name.text)) names.messages.add(d.name.text);
    }
    if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && ITERATING.has(n.expression.name.text) && isArray(n.expression.expression)) {
      const cb = n.arguments[0] && unwrap(n.arguments[0]);
      const p = cb && (ts.isArrowFunction(cb) || ts.isFunctionExpression(cb)) ? cb.parameters[0]?.name : undefined;
      if (p && ts.isIdentifier(p)) {
        const name = p.text;
        const had = names.messages.has(name);
        names.messages.add(name);
        ts.forEachChild(cb!, visit);
        if (!had) names.messages.delete(name);
        ts.forEachChild(n.expression, visit);
        return;
      }
    }
    if (ts.isPropertyAccessExpression(n) && (n.name.text === 'topic' || n.name.text === 'partition') && isMessage(n.expression) && !isAssigned(n)) {
      record(n, ctx.textOf(n), n.name.text);
    }
    if (ts.isCallExpression(n) && seen.size < 4) {
      const helper = helperOf(ctx, n, fn);
      if (helper && !seen.has(helper.fn)) {
        const inner: Names = { payload: new Set(), batch: new Set(), arrays: new Set(), messages: new Set() };
        n.arguments.forEach((a, i) => {
          const p = helper.fn.parameters[i]?.name;
          if (p && ts.isIdentifier(p) && isMessage(a)) inner.messages.add(p.text);
        });
        if (inner.messages.size > 0) {
          seen.add(helper.fn);
          readsIn(ctx, helper.fn, inner, kind, via ?? helper.name, out, seen, nodes);
        }
      }
    }
    ts.forEachChild(n, visit);
  };
  ts.forEachChild(body, visit);
}

function restore(outer: Names, names: Names, s: string): void {
  if (outer.messages.has(s)) names.messages.add(s);
  if (outer.arrays.has(s)) names.arrays.add(s);
  if (outer.batch.has(s)) names.batch.add(s);
  if (outer.payload.has(s)) names.payload.add(s);
}

function isAssigned(n: ts.Node): boolean {
  const p = n.parent;
  return !!p && ts.isBinaryExpression(p) && p.left === n && p.operatorToken.kind === ts.SyntaxKind.EqualsToken;
}

/** The nearest enclosing call (up to the function) whose arguments name a topic-partition. */
function callAround(node: ts.Node, fn: ts.Node): { call?: string } {
  for (let p = node.parent; p && p !== fn; p = p.parent) {
    if (ts.isFunctionLike(p)) return {};
    if (ts.isCallExpression(p) && ts.isPropertyAccessExpression(p.expression) && PARTITION_CALLS.has(p.expression.name.text)) return { call: p.expression.name.text };
  }
  return {};
}

/** `helper(message)`: a function the file declares; `this.helper(message)`: a method of the enclosing class. */
function helperOf(ctx: FileCtx, call: ts.CallExpression, from: ts.Node): { fn: Fn; name: string } | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) {
    const fn = functionOf(ctx, callee);
    return fn ? { fn, name: callee.text } : undefined;
  }
  if (ts.isPropertyAccessExpression(callee) && callee.expression.kind === ts.SyntaxKind.ThisKeyword) {
    let cls: ts.Node | undefined = from.parent;
    while (cls && !ts.isClassLike(cls)) cls = cls.parent;
    if (!cls) return undefined;
    for (const m of (cls as ts.ClassLikeDeclaration).members) {
      if (ts.isMethodDeclaration(m) && m.body && m.name && ts.isIdentifier(m.name) && m.name.text === callee.name.text) return { fn: m, name: callee.name.text };
    }
  }
  return undefined;
}

// --- errors caught and only logged ---------------------------------------------------------------

/**
 * Objects a catch may hand the error to without deciding anything about the message: loggers,
 * metrics, error trackers. A call on anything else (a producer for a dead-letter topic, a retry
 * store, a helper of the application) is taken as handling and keeps the rule silent.
 */
const OBSERVER = /^(?:console|log|logs|logger|loggers|_logger|[\w$]*Logger|metrics?|[\w$]*Metrics?|stats|statsd|sentry|Sentry|Bugsnag|newrelic|tracer|span|telemetry|monitor|monitoring)$/;
const LOG_FUNCTION = /^(?:log|logError|logWarn|logWarning|logger|captureException|reportError)$/;
/** What a loop over a batch's messages may do after the try besides observing: mark and keep the session. */
const BOOKKEEPING = new Set(['resolveOffset', 'heartbeat', 'commitOffsetsIfNecessary']);

/** A comment in the catch that says the failure is skipped on purpose ("DO NOT throw → prevents infinite retries"). */
const SKIPS_ON_PURPOSE = /\b(?:do\s+not|don'?t|never|no)\s+(?:re-?)?throw|\bskip(?:s|ped|ping)?\b|\bignor(?:e|es|ed|ing)\b|\bon purpose\b|\bintentional(?:ly)?\b|\bdeliberate(?:ly)?\b|\bbest[- ]effort\b|\binfinite (?:retr|loop)/i;

function swallowedErrors(ctx: FileCtx, fn: Fn, kind: HandlerKind): SwallowedError[] {
  // A catch that says, in a comment, that it skips on purpose is that decision: not reported.
  const swallows = (t: ts.TryStatement) => swallowsError(t) && !commentsOf(ctx, t.catchClause!.block).some((c) => SKIPS_ON_PURPOSE.test(c));
  // A catch that pauses the partition (and schedules its resume) but neither throws nor seeks: the
  // runner still resolves the message when the handler returns, then stops the batch (runner.js
  // processEachMessage: resolveOffset, then isPaused → break), so it resumes after the failed message.
  const paused = (t: ts.TryStatement) => t.catchClause!.block.statements.some(pausing);
  const body = fn.body;
  if (!body || !ts.isBlock(body)) return [];
  const out: SwallowedError[] = [];
  const whole = lastTry(body.statements, () => false);
  // A try whose awaited work is all helpers of the file that catch their own errors (a retry of
  // their own): its catch sees only what comes before them (a parse error), not a failed processing.
  const wholeSwallows = whole !== undefined && swallows(whole) && !helpersCatchAll(ctx, whole.tryBlock, fn);
  if (wholeSwallows) out.push({ range: catchHead(ctx, whole.catchClause!), handler: kind, ...(paused(whole) ? { paused: true } : {}) });
  // `await sendSms(message);`: a helper of this file whose body ends in a try that only logs
  // resolves normally when its work fails, and the handler goes on to return. Said only when such
  // helpers are all the handler awaits: next to other awaited work (a database write) a helper that
  // swallows is more likely a best-effort side feed (a notification) whose failure is meant to pass.
  if (!wholeSwallows) {
    const swallowing: SwallowedError[] = [];
    let otherAwaits = 0;
    const visit = (n: ts.Node): void => {
      if (ts.isFunctionLike(n)) return;
      if (ts.isExpressionStatement(n)) {
        const helper = awaitedHelper(ctx, n, fn);
        const hb = helper?.fn.body;
        const t = hb && ts.isBlock(hb) ? lastTry(hb.statements, () => false) : undefined;
        if (helper && t && swallows(t)) {
          swallowing.push({ range: catchHead(ctx, t.catchClause!), handler: kind, via: helper.name });
          return;
        }
      }
      if (ts.isAwaitExpression(n) || (ts.isForOfStatement(n) && n.awaitModifier)) otherAwaits++;
      ts.forEachChild(n, visit);
    };
    ts.forEachChild(body, visit);
    if (otherAwaits === 0) out.push(...swallowing);
  }
  if (kind === 'eachBatch') {
    for (const s of body.statements) {
      if (!ts.isForOfStatement(s) || !/\bmessages\b/.test(ctx.textOf(s.expression)) || !ts.isBlock(s.statement)) continue;
      const t = lastTry(s.statement.statements, (x) => bookkeeping(x));
      if (t && swallows(t)) out.push({ range: catchHead(ctx, t.catchClause!), handler: kind, perMessage: true });
    }
  }
  return out;
}

/** Every await of the block is a helper of the file whose body ends in a try/catch of its own. */
function helpersCatchAll(ctx: FileCtx, block: ts.Block, from: ts.Node): boolean {
  let helpers = 0;
  let others = 0;
  const visit = (n: ts.Node): void => {
    if (ts.isFunctionLike(n)) return;
    if (ts.isExpressionStatement(n)) {
      const hb = awaitedHelper(ctx, n, from)?.fn.body;
      if (hb && ts.isBlock(hb) && lastTry(hb.statements, () => false)?.catchClause) {
        helpers++;
        return;
      }
    }
    if (ts.isAwaitExpression(n) || (ts.isForOfStatement(n) && n.awaitModifier)) others++;
    ts.forEachChild(n, visit);
  };
  ts.forEachChild(block, visit);
  return helpers > 0 && others === 0;
}

/** `await helper(…);` or `await this.helper(…);` as a whole statement, its result unused: the helper, when the file declares it. */
function awaitedHelper(ctx: FileCtx, s: ts.Statement, from: ts.Node): { fn: Fn; name: string } | undefined {
  if (!ts.isExpressionStatement(s)) return undefined;
  // Not unwrap(): it looks through `await` too, and the await is what this asks about.
  let e = s.expression;
  while (ts.isParenthesizedExpression(e)) e = e.expression;
  if (!ts.isAwaitExpression(e)) return undefined;
  const call = unwrap(e.expression);
  return ts.isCallExpression(call) ? helperOf(ctx, call, from) : undefined;
}

/** The try statement that ends the list, allowing observing (or bookkeeping) statements after it. */
function lastTry(list: ts.NodeArray<ts.Statement>, alsoAllowed: (s: ts.Statement) => boolean): ts.TryStatement | undefined {
  for (let i = list.length - 1; i >= 0; i--) {
    const s = list[i];
    if (ts.isTryStatement(s)) return s;
    if (!observing(s) && !alsoAllowed(s)) return undefined;
  }
  return undefined;
}

/** The comments written inside a block. */
function commentsOf(ctx: FileCtx, block: ts.Block): string[] {
  return [...ctx.textOf(block).matchAll(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g)].map((m) => m[0]);
}

/** The try does asynchronous work, and its catch only observes the error and neither rethrows nor hands it on. */
function swallowsError(t: ts.TryStatement): boolean {
  const c = t.catchClause;
  if (!c || c.block.statements.length === 0) return false; // an empty catch reads as a decision to skip
  if (t.finallyBlock && containsThrow(t.finallyBlock)) return false;
  if (!c.block.statements.every((s) => observing(s) || pausing(s))) return false;
  return awaitsIn(t.tryBlock);
}

/**
 * `pause()`, `const resume = pause()`, `consumer.pause([...])`, or a timer that only resumes
 * (`setTimeout(() => consumer.resume([...]), 60000)`, `setTimeout(resume, ms)`): stops fetching for
 * a while, and decides nothing about the failed message.
 */
function pausing(s: ts.Statement): boolean {
  const call = (e: ts.Expression | undefined): ts.CallExpression | undefined => {
    const n = e && unwrap(e);
    return n && ts.isCallExpression(n) ? n : undefined;
  };
  if (ts.isVariableStatement(s)) {
    const init = s.declarationList.declarations.length === 1 ? call(s.declarationList.declarations[0].initializer) : undefined;
    return init !== undefined && calledName(init) === 'pause';
  }
  if (!ts.isExpressionStatement(s)) return false;
  const c = call(s.expression);
  if (!c) return false;
  if (calledName(c) === 'pause') return true;
  if (calledName(c) !== 'setTimeout' || !ts.isIdentifier(c.expression)) return false;
  const cb = c.arguments[0];
  if (!cb) return false;
  if (ts.isIdentifier(cb)) return /resume/i.test(cb.text);
  if (!ts.isArrowFunction(cb) && !ts.isFunctionExpression(cb)) return false;
  const body = cb.body;
  const calls = ts.isBlock(body) ? body.statements.map((x) => (ts.isExpressionStatement(x) ? call(x.expression) : undefined)) : [call(body as ts.Expression)];
  return calls.length > 0 && calls.every((x) => x !== undefined && /resume/i.test(calledName(x)));
}

function observing(s: ts.Statement): boolean {
  if (ts.isEmptyStatement(s)) return true;
  if (ts.isReturnStatement(s)) return !s.expression;
  if (ts.isExpressionStatement(s)) return observingCall(s.expression);
  if (ts.isVariableStatement(s)) {
    return s.declarationList.declarations.every((d) => !d.initializer || !hasCallOrAwait(d.initializer));
  }
  return false;
}

function observingCall(e: ts.Expression): boolean {
  let n = unwrap(e);
  if (ts.isVoidExpression(n)) n = unwrap(n.expression);
  if (!ts.isCallExpression(n)) return false;
  const chain: string[] = [];
  let c: ts.Expression = n.expression;
  while (ts.isPropertyAccessExpression(c)) { chain.unshift(c.name.text); c = c.expression; }
  if (ts.isIdentifier(c)) chain.unshift(c.text);
  else if (c.kind !== ts.SyntaxKind.ThisKeyword) return false;
  if (chain.length === 1) return c.kind !== ts.SyntaxKind.ThisKeyword && LOG_FUNCTION.test(chain[0]);
  return chain.slice(0, -1).some((x) => OBSERVER.test(x));
}

/** `f(…)` or `x.y.f(…)`: f; '' for any other callee. */
function calledName(c: ts.CallExpression): string {
  return ts.isIdentifier(c.expression) ? c.expression.text : ts.isPropertyAccessExpression(c.expression) ? c.expression.name.text : '';
}

function bookkeeping(s: ts.Statement): boolean {
  if (!ts.isExpressionStatement(s)) return false;
  const n = unwrap(s.expression);
  if (!ts.isCallExpression(n)) return false;
  return BOOKKEEPING.has(calledName(n));
}

/** Calls that only format the error for a log line. */
const FORMATTING = /^(?:String|JSON\.stringify|[\w$.]+\.toString|[\w$.]+\.slice|[\w$.]+\.substring|util\.inspect|inspect)$/;

function hasCallOrAwait(e: ts.Node): boolean {
  let found = false;
  const visit = (n: ts.Node): void => {
    if (found) return;
    if (ts.isAwaitExpression(n) || (ts.isCallExpression(n) && !FORMATTING.test(n.expression.getText()))) { found = true; return; }
    ts.forEachChild(n, visit);
  };
  visit(e);
  return found;
}

function awaitsIn(block: ts.Block): boolean {
  let found = false;
  const visit = (n: ts.Node): void => {
    if (found || ts.isFunctionLike(n)) return;
    if (ts.isAwaitExpression(n) || (ts.isForOfStatement(n) && n.awaitModifier)) { found = true; return; }
    ts.forEachChild(n, visit);
  };
  ts.forEachChild(block, visit);
  return found;
}

function containsThrow(block: ts.Block): boolean {
  let found = false;
  const visit = (n: ts.Node): void => {
    if (found || ts.isFunctionLike(n)) return;
    if (ts.isThrowStatement(n)) { found = true; return; }
    ts.forEachChild(n, visit);
  };
  ts.forEachChild(block, visit);
  return found;
}

/** `catch (e)` or `catch`: from the keyword to the end of its parameter list. */
function catchHead(ctx: FileCtx, c: ts.CatchClause): ReturnType<FileCtx['range']> {
  const start = ctx.tree.startOf(c);
  const end = c.variableDeclaration ? ctx.text.indexOf(')', ctx.tree.endOf(c.variableDeclaration)) + 1 : start + 'catch'.length;
  return ctx.rangeOf(start, Math.max(end, start + 'catch'.length));
}
