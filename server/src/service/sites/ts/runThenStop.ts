// `await consumer.run({...})` followed at once by `await consumer.disconnect()` (or stop()): kafkajs's
// run() resolves when the consumer has joined its group and its fetch loop is scheduled
// (src/consumer/index.js run → runner.start: joinAndSync, then scheduleFetchManager, not awaited),
// so the next statement stops a consumer that has processed little or nothing. Statements between
// the two that only log are passed over; any other statement (a wait for a signal, a sleep, a
// promise kept until messages arrive) ends the search.
import ts from 'typescript';
import { unwrap, type FileCtx } from './ast';
import type { RunThenStop } from './extras';

const STOPS = new Set(['disconnect', 'stop']);

/** The stop right after this run() call, when `passOver` lets every statement between them through. */
export function stopRightAfterRun(ctx: FileCtx, run: ts.CallExpression, passOver: (s: ts.Statement) => boolean): RunThenStop | undefined {
  if (!ts.isPropertyAccessExpression(run.expression)) return undefined;
  const receiver = ctx.textOf(run.expression.expression);
  const statement = awaitedStatement(run);
  const list = statement?.parent;
  if (!statement || !list || !(ts.isBlock(list) || ts.isSourceFile(list))) return undefined;
  const statements = list.statements;
  for (let i = statements.indexOf(statement) + 1; i < statements.length; i++) {
    const s = statements[i];
    const call = awaitedCall(s);
    if (call && ts.isPropertyAccessExpression(call.expression) && STOPS.has(call.expression.name.text)
      && ctx.textOf(call.expression.expression) === receiver) {
      return { range: ctx.range(call), method: call.expression.name.text, runLine: ctx.range(run).start.line };
    }
    if (!passOver(s)) return undefined;
  }
  return undefined;
}

/** `await x.run(…);` as a statement of its own: that statement. */
function awaitedStatement(run: ts.CallExpression): ts.Statement | undefined {
  let n: ts.Node = run;
  while (ts.isParenthesizedExpression(n.parent)) n = n.parent;
  if (!ts.isAwaitExpression(n.parent)) return undefined;
  n = n.parent;
  while (ts.isParenthesizedExpression(n.parent)) n = n.parent;
  return ts.isExpressionStatement(n.parent) ? n.parent : undefined;
}

/** The call a statement awaits, when it is `await call(…);`. */
function awaitedCall(s: ts.Statement): ts.CallExpression | undefined {
  if (!ts.isExpressionStatement(s)) return undefined;
  let e = s.expression;
  while (ts.isParenthesizedExpression(e)) e = e.expression;
  if (!ts.isAwaitExpression(e)) return undefined;
  const call = unwrap(e.expression);
  return ts.isCallExpression(call) ? call : undefined;
}
