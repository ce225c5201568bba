// node-rdkafka (and CKJS's node-rdkafka-style API) emit 'event.error' for what librdkafka reports
// through its error callback: "These errors should generally be considered informational and
// non-permanent, the client will try to recover automatically from all type of errors" (librdkafka
// src/rdkafka.h rd_kafka_conf_set_error_cb; INTRODUCTION.md "error_cb"), e.g. "Local: Broker
// transport failure" and "Local: All broker connections are down" while a broker restarts. A
// listener that exits (or throws out of the emitter, which ends the process the same way) before
// looking at the error stops the application on every such event. Only the listener's own
// statements are read: an exit under an if/switch/try, after a statement that may return, or in a
// helper it calls is left alone, since the code then decides on something.
import ts from 'typescript';
import { unwrap, type FileCtx } from './ast';
import type { ExitOnClientError, TsSiteExtras } from './extras';
import { pathTo } from './nodeAt';

interface ClientSite { ts: TsSiteExtras }

const EVENT = 'event.error';
const LISTEN = new Set(['on', 'once', 'addListener', 'prependListener', 'prependOnceListener']);

export function addErrorListenerFacts(ctx: FileCtx, clientSites: Map<ts.Node, ClientSite>): void {
  const text = ctx.text;
  if (!text.includes(EVENT)) return;
  // Clients the node-rdkafka way (new Producer/HighLevelProducer/KafkaConsumer, createReadStream…):
  // the KafkaJS-style API has no 'event.error'.
  const clients = [...clientSites].filter(([node, s]) => (s.ts.api === 'producer' || s.ts.api === 'consumer')
    && (s.ts.library === 'node-rdkafka' || (s.ts.library === 'ckjs' && ts.isNewExpression(node))));
  if (clients.length === 0) return;
  for (let at = text.indexOf(EVENT); at >= 0; at = text.indexOf(EVENT, at + EVENT.length)) {
    const path = pathTo(ctx.tree, at);
    const lit = path[path.length - 1];
    const call = path[path.length - 2];
    if (!lit || !call || !ts.isStringLiteralLike(lit) || lit.text !== EVENT || !ts.isCallExpression(call) || call.arguments[0] !== lit) continue;
    if (!ts.isPropertyAccessExpression(call.expression) || !LISTEN.has(call.expression.name.text)) continue;
    const listener = call.arguments[1] && ctx.resolve(call.arguments[1]);
    if (!listener || !(ts.isArrowFunction(listener) || ts.isFunctionExpression(listener))) continue;
    const exit = unconditionalExit(ctx, listener);
    if (!exit) continue;
    const r = ctx.resolve(call.expression.expression);
    const own = r ? clientSites.get(r) : undefined;
    // Resolved to some other object (`new EventEmitter()`): not a client's listener.
    if (!own && r && (ts.isNewExpression(r) || ts.isCallExpression(r))) continue;
    const site = own && clients.some(([, s]) => s === own) ? own : !own ? clients[0][1] : undefined;
    if (site) site.ts.exitOnClientError = [...(site.ts.exitOnClientError ?? []), { ...exit, event: EVENT }];
  }
}

/** process.exit()/abort() or throw among the listener's own statements, with nothing before it that may return. */
function unconditionalExit(ctx: FileCtx, fn: ts.ArrowFunction | ts.FunctionExpression): Omit<ExitOnClientError, 'event'> | undefined {
  if (!ts.isBlock(fn.body)) return isExitCall(fn.body) ? { range: ctx.range(fn.body), how: 'exit' } : undefined;
  for (const s of fn.body.statements) {
    if (ts.isThrowStatement(s)) return { range: ctx.range(s), how: 'throw' };
    if (ts.isExpressionStatement(s) && isExitCall(s.expression)) return { range: ctx.range(s.expression), how: 'exit' };
    if (mayLeave(s)) return undefined;
  }
  return undefined;
}

function isExitCall(e: ts.Expression): boolean {
  const n = unwrap(e);
  return ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && ts.isIdentifier(n.expression.expression)
    && n.expression.expression.text === 'process' && (n.expression.name.text === 'exit' || n.expression.name.text === 'abort');
}

/** A statement that may return from the listener (outside nested functions): what follows it is conditional. */
function mayLeave(s: ts.Statement): boolean {
  let found = false;
  const visit = (n: ts.Node): void => {
    if (found || ts.isFunctionLike(n)) return;
    if (ts.isReturnStatement(n)) { found = true; return; }
    ts.forEachChild(n, visit);
  };
  visit(s);
  return found;
}
