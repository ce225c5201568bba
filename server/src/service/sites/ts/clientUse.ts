// How the file uses each producer and consumer it creates: created or connected per message or
// per request, flushed or committed per message, produce() with or without delivery reports, held
// in a top-level variable that nothing disconnects. One extra walk, only for files that already
// have Kafka sites; the facts go onto the client's site (`ts.use`) for the code pattern rules.
import ts from 'typescript';
import type { Range } from 'vscode-languageserver-types';
import { holdingStatement, isAwaited, type FileCtx } from './ast';
import { CallIndex, contextOf, indexStatement, type Found, type StatementIndex } from './context';
import type { ContextCall, TsLibrary, TsSiteExtras } from './extras';

interface ClientSite { ts: TsSiteExtras }

const COMMITS = new Set(['commitOffsets', 'commitSync', 'commitMessageSync']);
/** node-rdkafka's (and CKJS's native) KafkaConsumer calls that commit offsets the code chose. */
const RDK_MANUAL_COMMITS = new Set(['commit', 'commitSync', 'commitMessage', 'commitMessageSync']);
const PRODUCES = new Set(['produce', 'send', 'sendBatch']);
const START = new Set(['connect', 'run', 'subscribe', 'consume']);
/**
 * Every method name addClientUse looks at; the index keeps only calls of these, so the per-edit
 * passes over the file's method calls see a few dozen, not every `map.get(…)` of the file.
 */
const METHODS_READ = new Set([...COMMITS, ...PRODUCES, ...START, ...RDK_MANUAL_COMMITS, 'flush', 'disconnect', 'close', 'stop', 'on', 'once', 'addListener', 'setPollInterval', 'poll']);

export function addClientUse(ctx: FileCtx, clientSites: Map<ts.Node, ClientSite>): void {
  const clients = [...clientSites.entries()].filter(([, s]) => s.ts.api === 'producer' || s.ts.api === 'consumer');
  if (clients.length === 0) return;
  const index = new CallIndex();
  const methodCalls: ts.CallExpression[] = [];
  for (const statement of ctx.statements) {
    let found = indexed.get(statement);
    if (!found) indexed.set(statement, (found = indexedIn(statement)));
    index.addStatement(found.index);
    for (const c of found.methodCalls) methodCalls.push(c);
  }

  const rdkStyle = new Set(clients.filter(([, s]) => s.ts.newed).map(([, s]) => s));
  const owner = (recv: ts.Expression, api: 'producer' | 'consumer', libs: TsLibrary[]): ClientSite | undefined => {
    const r = ctx.resolve(recv);
    const own = r ? clientSites.get(r) : undefined;
    if (own) return own.ts.api === api && libs.includes(own.ts.library) ? own : undefined;
    // Resolved to another value (a call, a constructor): not one of ours.
    if (r && (ts.isCallExpression(r) || ts.isNewExpression(r))) return undefined;
    // `this.producer`, a parameter: the file's only client of that kind, when there is just one.
    const candidates = clients.filter(([, s]) => s.ts.api === api && libs.includes(s.ts.library));
    return candidates.length === 1 ? candidates[0][1] : undefined;
  };
  const use = (s: ClientSite) => (s.ts.use ??= {});
  const record = (s: ClientSite, key: 'reconnects' | 'flushes' | 'commits', call: ts.CallExpression, found: Found): void => {
    const list: ContextCall[] = (use(s)[key] ??= []);
    list.push({ method: (call.expression as ts.PropertyAccessExpression).name.text, range: ctx.range(call), context: found.context, awaited: isAwaited(call) });
  };

  // Created per message or per request, not behind a lazy-init guard.
  for (const [node, site] of clients) {
    const found = contextOf(node, { stopAtCondition: 'absence', loops: 'messages' }, index);
    if (found && (found.context.kind === 'message' || found.context.kind === 'request' || found.context.kind === 'loop')) use(site).createdIn = found.context;
  }

  const text = ctx.text;
  for (const call of methodCalls) {
    const access = call.expression as ts.PropertyAccessExpression;
    const method = access.name.text;
    const recv = access.expression;
    if (RDK_MANUAL_COMMITS.has(method)) {
      // The code commits when it chooses to (after its processing, as a rule).
      const s = owner(recv, 'consumer', ['ckjs', 'node-rdkafka']);
      if (s && rdkStyle.has(s)) (use(s).manualCommits ??= []).push(ctx.range(call));
    }
    if (method === 'connect') {
      const s = owner(recv, 'producer', ['kafkajs', 'ckjs', 'node-rdkafka']) ?? owner(recv, 'consumer', ['kafkajs', 'ckjs', 'node-rdkafka']);
      if (!s || s.ts.use?.createdIn) continue;
      const found = contextOf(call, { stopAtCondition: 'absence', loops: 'messages' }, index);
      if (found && found.context.kind !== 'delivery' && disconnectsIn(found.at, ctx.textOf(recv))) record(s, 'reconnects', call, found);
    } else if (method === 'flush') {
      const s = owner(recv, 'producer', ['ckjs', 'node-rdkafka']);
      if (!s) continue;
      const found = contextOf(call, { stopAtCondition: 'any', loops: 'all' }, index);
      if (!found) continue;
      const k = found.context.kind;
      // A route handler that produces and then flushes does so once per request (check 86).
      if (k === 'delivery' || k === 'message' || ((k === 'loop' || k === 'request') && producesIn(found.at))) record(s, 'flushes', call, found);
    } else if (COMMITS.has(method)) {
      const libs: TsLibrary[] = method === 'commitOffsets' ? ['kafkajs', 'ckjs'] : ['ckjs', 'node-rdkafka'];
      const s = owner(recv, 'consumer', libs);
      if (!s || (method !== 'commitOffsets') !== rdkStyle.has(s)) continue;
      const found = contextOf(call, { stopAtCondition: 'any', loops: 'messages' }, index);
      if (!found) continue;
      // eachBatch runs per batch: a commit there is per batch unless a loop over its messages holds it.
      if (found.context.kind === 'loop' || (found.context.kind === 'message' && found.context.label !== 'eachBatch')) record(s, 'commits', call, found);
    } else if (method === 'produce') {
      const s = owner(recv, 'producer', ['ckjs', 'node-rdkafka']);
      if (s && rdkStyle.has(s)) {
        (use(s).produceCalls ??= []).push(ctx.range(call));
        const message = call.arguments[2];
        if (message && isString(ctx, message)) (use(s).stringMessages ??= []).push(ctx.range(message));
      }
    }
  }

  // Which calls start a client, by receiver, and which disconnect or close one: read once here, not
  // once per consumer (a file has thousands of method calls and a few dozen clients).
  const startsOf = new Map<string, ts.CallExpression[]>();
  const closers: ts.CallExpression[] = [];
  const stops: ts.CallExpression[] = [];
  for (const c of methodCalls) {
    const method = (c.expression as ts.PropertyAccessExpression).name.text;
    if (method === 'stop') stops.push(c);
    else if (method === 'disconnect' || method === 'close') closers.push(c);
    else if (START.has(method)) {
      const recvText = receiverText(ctx, c);
      const list = startsOf.get(recvText);
      if (list) list.push(c);
      else startsOf.set(recvText, [c]);
    }
  }
  const deliveryListener = methodCalls.some((c) => ['on', 'once', 'addListener'].includes((c.expression as ts.PropertyAccessExpression).name.text)
    && c.arguments[0] !== undefined && ts.isStringLiteralLike(c.arguments[0]) && c.arguments[0].text === 'delivery-report');
  // A poll() only in the 'ready' listener runs once, before anything is produced: no report is served by it.
  const polled = methodCalls.some((c) => {
    const method = (c.expression as ts.PropertyAccessExpression).name.text;
    return method === 'setPollInterval' || method === 'flush' || (method === 'poll' && !onlyAtReady(c));
  });
  const polledAtReady = !polled && methodCalls.some((c) => (c.expression as ts.PropertyAccessExpression).name.text === 'poll');
  for (const [node, site] of clients) {
    if (rdkStyle.has(site) && site.ts.use?.produceCalls) Object.assign(use(site), { deliveryListener, polled, ...(polledAtReady ? { polledAtReady } : {}) });
    if (site.ts.api !== 'consumer') continue;
    const decl = node.parent;
    if (!decl || !ts.isVariableDeclaration(decl) || !ts.isIdentifier(decl.name) || decl.initializer !== node) continue;
    const stmt = decl.parent?.parent;
    if (!stmt || !ts.isVariableStatement(stmt) || !ts.isSourceFile(stmt.parent)) continue;
    const name = decl.name.text;
    const exportedHere = (ts.getModifiers(stmt) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    const starts = startsOf.get(name) ?? [];
    // A disconnect on this consumer, or on a receiver that is not another client of the file
    // (`for (const c of clients) await c.disconnect()`), may end it.
    const disconnected = closers.some((c) => {
      const access = c.expression as ts.PropertyAccessExpression;
      if (receiverText(ctx, c) === name) return true;
      const r = ctx.resolve(access.expression);
      const other = r ? clientSites.get(r) : undefined;
      return !other || other === site;
    });
    // Only a consumer the file itself starts has a life the file can show.
    if (!starts.some((c) => runsFromTop(c, index))) continue;
    use(site).holder = { name, exported: exportedHere || exportedByName(text, name), disconnected };
  }
  for (const [node, site] of clients) {
    if (site.ts.api !== 'consumer' || site.ts.library !== 'kafkajs') continue;
    const decl = node.parent;
    if (!decl || !ts.isVariableDeclaration(decl) || decl.initializer !== node || !ts.isIdentifier(decl.name)) continue;
    const starts = startsOf.get(decl.name.text) ?? [];
    const found = subscribeAfterRun(ctx, starts, [...closers, ...stops]);
    if (found) use(site).subscribeAfterRun = found;
    const topics = subscribedTopics(ctx, starts);
    if (topics) use(site).subscribedTopics = topics;
  }
}

/**
 * The topics a kafkajs consumer's subscribe() calls name, when every one is a string literal
 * (`{ topic: 'a' }`, `{ topics: ['a', 'b'] }`); undefined when a call names them any other way (a
 * variable, a RegExp) or there is none.
 */
function subscribedTopics(ctx: FileCtx, starts: ts.CallExpression[]): string[] | undefined {
  const subs = starts.filter((c) => (c.expression as ts.PropertyAccessExpression).name.text === 'subscribe');
  if (subs.length === 0) return undefined;
  const out: string[] = [];
  for (const call of subs) {
    const arg = call.arguments[0] && ctx.objectOf(call.arguments[0]);
    if (!arg) return undefined;
    for (const p of arg.properties) {
      if (!ts.isPropertyAssignment(p) || !p.name || !ts.isIdentifier(p.name)) continue;
      if (p.name.text === 'topic') {
        if (!ts.isStringLiteralLike(p.initializer)) return undefined;
        out.push(p.initializer.text);
      } else if (p.name.text === 'topics') {
        if (!ts.isArrayLiteralExpression(p.initializer) || !p.initializer.elements.every((e) => ts.isStringLiteralLike(e))) return undefined;
        out.push(...p.initializer.elements.map((e) => (e as ts.StringLiteralLike).text));
      }
    }
  }
  return out.length > 0 ? [...new Set(out)].sort() : undefined;
}

/**
 * A kafkajs consumer's subscribe() that follows its run() in the same block (or a block nested in
 * a later statement of it), with no stop() or disconnect() of it between: run() marks the consumer running before its first await
 * (src/consumer/index.js: `consumerGroup = createConsumerGroup(…)`), and subscribe() then throws
 * KafkaJSNonRetriableError "Cannot subscribe to topic while consumer is running".
 */
function subscribeAfterRun(ctx: FileCtx, starts: ts.CallExpression[], enders: ts.CallExpression[]): { subscribe: Range; run: Range } | undefined {
  const method = (c: ts.CallExpression) => (c.expression as ts.PropertyAccessExpression).name.text;
  for (const sub of starts.filter((c) => method(c) === 'subscribe')) {
    const run = starts.find((c) => method(c) === 'run' && c.end <= sub.getStart() && followsInBlock(sub, holdingStatement(c))
      && !enders.some((x) => x.pos > c.end && x.end <= sub.getStart() && receiverText(ctx, x) === receiverText(ctx, sub)));
    if (run) return { subscribe: ctx.range(sub), run: ctx.range(run) };
  }
  return undefined;
}

/**
 * `node` runs after `statement` in the same function: it is in a later statement of the same block,
 * directly or inside its if/try/loop blocks (`if (extra) await consumer.subscribe(…)`), not in a
 * function written there, which may run at any time, nor in the other branch of a statement.
 */
function followsInBlock(node: ts.Node, statement: ts.Node): boolean {
  for (let n: ts.Node = node; n.parent; n = n.parent) {
    if (ts.isFunctionLike(n)) return false;
    if (n.parent === statement.parent) return n.pos >= statement.end;
  }
  return false;
}

/**
 * The call runs when the file is run: at the top level, or in a function of the file that is not
 * exported and is called from the top level (`main().catch(…)`). A consumer started from an
 * exported function is driven by another module, which may own the shutdown.
 */
function runsFromTop(call: ts.Node, index: CallIndex): boolean {
  let fn: ts.Node | undefined;
  for (let p = call.parent; p; p = p.parent) {
    if (ts.isFunctionLike(p)) { fn = p; break; }
  }
  if (!fn) return true;
  const named = ts.isFunctionDeclaration(fn) ? fn
    : (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && ts.isVariableDeclaration(fn.parent) ? fn.parent : undefined;
  const name = named?.name && ts.isIdentifier(named.name) ? named.name.text : undefined;
  if (!named || !name) return false;
  const holder = ts.isFunctionDeclaration(named) ? named : named.parent?.parent;
  if (holder && (ts.getModifiers(holder as ts.HasModifiers) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) return false;
  return (index.calls.get(name) ?? []).some((c) => {
    for (let p = c.parent; p; p = p.parent) if (ts.isFunctionLike(p)) return false;
    return true;
  });
}

/** `export { consumer }`, `export default consumer`, `module.exports = { consumer }`, `exports.x = consumer`. */
/** The file hands `name` out by an export list, a default export or CommonJS exports. */
export function exportedByName(text: string, name: string): boolean {
  const n = name.replace(/[$]/g, '\\$');
  return new RegExp(`\\bexport\\s*\\{[^}]*\\b${n}\\b|\\bexport\\s+default\\s+${n}\\b|module\\.exports\\b[^;]*\\b${n}\\b|\\bexports\\.\\w+\\s*=\\s*${n}\\b`).test(text);
}

/**
 * The receiver's text of a method call (`consumer` in `consumer.run(…)`), kept per call node: the
 * holder check compares every method call of the file with each consumer's name, and a node the
 * incremental parser reused has the same text as before.
 */
const receivers = new WeakMap<ts.CallExpression, string>();

function receiverText(ctx: FileCtx, call: ts.CallExpression): string {
  let text = receivers.get(call);
  if (text === undefined) receivers.set(call, (text = ctx.textOf((call.expression as ts.PropertyAccessExpression).expression)));
  return text;
}

/**
 * Each top-level statement's calls and references (CallIndex) and its method calls, in document
 * order. A statement the incremental parser reused (sites/ts/sourceFiles.ts) is the same node with
 * the same text, so what was read from it is kept instead of walking it again on every edit.
 */
const indexed = new WeakMap<ts.Node, { index: StatementIndex; methodCalls: ts.CallExpression[] }>();


function indexedIn(statement: ts.Statement): { index: StatementIndex; methodCalls: ts.CallExpression[] } {
  const nodes: ts.Node[] = [];
  const methodCalls: ts.CallExpression[] = [];
  const walk = (n: ts.Node): void => {
    if (ts.isCallExpression(n) || ts.isIdentifier(n)) nodes.push(n);
    if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && METHODS_READ.has(n.expression.name.text)) methodCalls.push(n);
    ts.forEachChild(n, walk);
  };
  walk(statement);
  return { index: indexStatement(nodes), methodCalls };
}

/** The function (or loop) that runs per message/request also disconnects the same client. */
function disconnectsIn(at: ts.Node, receiverText: string): boolean {
  let found = false;
  const walk = (n: ts.Node): void => {
    if (found) return;
    if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && n.expression.name.text === 'disconnect'
      && n.expression.expression.getText() === receiverText) {
      found = true;
      return;
    }
    ts.forEachChild(n, walk);
  };
  walk(at);
  return found;
}

/** A loop whose own body (not a nested loop or function) produces: a flush there runs once per message sent. */
function producesIn(loop: ts.Node): boolean {
  const body = ts.isForOfStatement(loop) || ts.isForInStatement(loop) || ts.isForStatement(loop) ? loop.statement
    : ts.isFunctionLike(loop) ? (loop as ts.FunctionLikeDeclaration).body : undefined;
  if (!body) return false;
  let found = false;
  const walk = (n: ts.Node): void => {
    if (found || (n !== body && ts.isIterationStatement(n, false)) || ts.isFunctionLike(n)) return;
    if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && PRODUCES.has(n.expression.name.text)) { found = true; return; }
    ts.forEachChild(n, walk);
  };
  walk(body);
  return found;
}

/** The call's nearest function is a listener of the client's 'ready' event (`producer.on('ready', () => …)`). */
function onlyAtReady(call: ts.CallExpression): boolean {
  let n: ts.Node = call;
  while (n.parent && !ts.isFunctionLike(n)) n = n.parent;
  const listen = n.parent;
  if (!ts.isFunctionLike(n) || !listen || !ts.isCallExpression(listen) || !ts.isPropertyAccessExpression(listen.expression)) return false;
  const first = listen.arguments[0];
  return ['on', 'once', 'addListener'].includes(listen.expression.name.text) && first !== undefined && ts.isStringLiteralLike(first) && first.text === 'ready';
}

/**
 * The variable a client call is assigned to, from the text before the call: `const producer =
 * kafka.producer({…})`, `this.producer = …`, with an optional type annotation or await.
 */
export function assignedName(text: string, callStart: number): string | undefined {
  const before = text.slice(Math.max(0, callStart - 200), callStart);
  return /(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=\s*(?:await\s+)?$/.exec(before)?.[1]
    ?? /(?:this\.)?([A-Za-z_$][\w$]*)\s*=\s*(?:await\s+)?$/.exec(before)?.[1];
}

/**
 * The expression is a string, as written or through a const it names: a literal, a template,
 * JSON.stringify(…), String(…) or ….toString(). The native produce() takes a Buffer or null only.
 */
function isString(ctx: FileCtx, expr: ts.Expression): boolean {
  const n = ctx.resolve(expr) ?? expr;
  if (ts.isStringLiteralLike(n) || ts.isTemplateExpression(n)) return true;
  if (!ts.isCallExpression(n)) return false;
  const callee = n.expression;
  if (ts.isIdentifier(callee)) return callee.text === 'String';
  if (!ts.isPropertyAccessExpression(callee)) return false;
  const name = callee.name.text;
  return (name === 'stringify' && ts.isIdentifier(callee.expression) && callee.expression.text === 'JSON') || (name === 'toString' && n.arguments.length === 0);
}
