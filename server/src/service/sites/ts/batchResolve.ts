// kafkajs `run({ eachBatchAutoResolve: false, eachBatch })` whose handler never marks a message
// done. kafkajs fetches each partition from its last *resolved* offset (src/consumer/consumerGroup.js
// fetch: `fetchOffset: this.offsetManager.nextOffset(topic, partition)`; offsetManager/index.js
// nextOffset reads resolvedOffsets, which only resolveOffset moves). With eachBatchAutoResolve:
// false, runner.js processEachBatch no longer resolves batch.lastOffset() itself, so a handler that
// never calls resolveOffset gets the same batch on every fetch, and autoCommit has nothing to commit
// (offsetManager uncommittedOffsets compares resolved with committed offsets).
//
// Silent when the handler may resolve after all: resolveOffset is named anywhere in it (called or
// handed to a helper), the payload is passed on whole (an identifier parameter used other than
// `payload.x`, or a `...rest` binding), or the file commits (commitOffsets, commitOffsetsIfNecessary)
// or seeks (consumer.seek moves the resolved offset, offsetManager seek).
import ts from 'typescript';
import type { Range, TextEdit } from 'vscode-languageserver-types';
import type { FileCtx } from './ast';
import { wordOffsets } from './nodeAt';
import { blankComments } from '../../parse/blankComments';

export interface UnresolvedBatch {
  /** The `eachBatchAutoResolve: false` property. */
  range: Range;
}

/** Calls anywhere in the file that commit or move a consumer's position. */
const COMMITS_OR_SEEKS = /\b(?:commitOffsets|commitOffsetsIfNecessary)\b|\.\s*seek\s*\(/;

export function unresolvedBatch(ctx: FileCtx, fileText: string, run: ts.CallExpression, fn: ts.SignatureDeclaration & { body?: ts.Node }): UnresolvedBatch | undefined {
  const options = run.arguments[0];
  if (!options || !ts.isObjectLiteralExpression(options)) return undefined;
  const flag = options.properties.find((p): p is ts.PropertyAssignment =>
    ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'eachBatchAutoResolve');
  if (!flag || flag.initializer.kind !== ts.SyntaxKind.FalseKeyword) return undefined;
  if (COMMITS_OR_SEEKS.test(blankComments(fileText)) || !fn.body) return undefined;
  const param = fn.parameters[0]?.name;
  if (!param) return undefined;
  const body = blankComments(ctx.textOf(fn.body));
  if (/\bresolveOffset\b/.test(body)) return undefined;
  if (ts.isObjectBindingPattern(param)) {
    if (param.elements.some((el) => el.dotDotDotToken)) return undefined;
    // `{ resolveOffset: done }`: the handler's own name for it.
    for (const el of param.elements) {
      const prop = el.propertyName ?? el.name;
      if (ts.isIdentifier(prop) && prop.text === 'resolveOffset' && ts.isIdentifier(el.name) && wordOffsets(body, el.name.text).length > 0) return undefined;
    }
  } else if (ts.isIdentifier(param)) {
    // `payload.batch` only: the payload itself is never handed to anything else.
    const name = param.text;
    for (const at of wordOffsets(body, name)) {
      if (!/^\s*\??\.\s*[\w$]/.test(body.slice(at + name.length))) return undefined;
    }
  } else return undefined;
  return { range: ctx.range(flag) };
}

/**
 * The other way round: eachBatchAutoResolve left on (its default) and a loop over batch.messages
 * that resolves each message and leaves early (`if (!ok) break;`), meaning to have the rest
 * fetched again. When eachBatch returns, runner.js processEachBatch resolves batch.lastOffset()
 * itself (`if (this.eachBatchAutoResolve) … resolveOffset({ …, offset: batch.lastOffset() })`),
 * so the messages after the exit count as processed. A throw is different: the runner commits what
 * was resolved and rethrows, and the batch is fetched again from the first unresolved message.
 * Left alone: kafkajs's own pattern `if (!isRunning() || isStale()) break`, and handlers that throw,
 * seek or pause (they steer the position themselves).
 */
export interface BatchEarlyExit {
  /** The `break` or `return`. */
  range: Range;
  word: 'break' | 'return';
  /** The edit that turns auto-resolve off: `true` replaced, or `eachBatchAutoResolve: false,` put before the first option. */
  turnOff: TextEdit;
}

const STEERS = /\bthrow\b|\.\s*seek\s*\(|\bseek\s*\(|\bpause\s*\(/;
const SHUTDOWN_GUARD = /\bisRunning\s*\(|\bisStale\s*\(/;

export function batchEarlyExit(ctx: FileCtx, run: ts.CallExpression, fn: ts.SignatureDeclaration & { body?: ts.Node }): BatchEarlyExit | undefined {
  const options = run.arguments[0];
  if (!options || !ts.isObjectLiteralExpression(options) || !fn.body || !ts.isBlock(fn.body)) return undefined;
  const flag = options.properties.find((p): p is ts.PropertyAssignment =>
    ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'eachBatchAutoResolve');
  if (flag && flag.initializer.kind !== ts.SyntaxKind.TrueKeyword) return undefined;
  if (STEERS.test(blankComments(ctx.textOf(fn.body)))) return undefined;
  for (const s of fn.body.statements) {
    if (!ts.isForOfStatement(s) || !/\bmessages\b/.test(ctx.textOf(s.expression)) || !ts.isBlock(s.statement)) continue;
    if (!/\bresolveOffset\s*\(/.test(blankComments(ctx.textOf(s.statement)))) continue;
    let exit: ts.BreakStatement | ts.ReturnStatement | undefined;
    const visit = (n: ts.Node, guarded: boolean): void => {
      if (exit || ts.isFunctionLike(n) || ts.isIterationStatement(n, false) || ts.isSwitchStatement(n)) return;
      if (ts.isIfStatement(n)) {
        const g = guarded || SHUTDOWN_GUARD.test(ctx.textOf(n.expression));
        visit(n.thenStatement, g);
        if (n.elseStatement) visit(n.elseStatement, g);
        return;
      }
      // A labelled break may leave an outer loop too; only a plain break leaves this one.
      if (!guarded && ((ts.isBreakStatement(n) && !n.label) || ts.isReturnStatement(n))) {
        exit = n;
        return;
      }
      ts.forEachChild(n, (c) => visit(c, guarded));
    };
    ts.forEachChild(s.statement, (c) => visit(c, false));
    if (!exit) continue;
    let turnOff: TextEdit;
    if (flag) turnOff = { range: ctx.range(flag.initializer), newText: 'false' };
    else {
      const first = options.properties[0];
      const start = ctx.tree.startOf(first);
      const lineStart = ctx.text.lastIndexOf('\n', start - 1) + 1;
      const lead = ctx.text.slice(lineStart, start);
      const at = ctx.range(first).start;
      turnOff = { range: { start: at, end: at }, newText: /^\s*$/.test(lead) ? `eachBatchAutoResolve: false,\n${lead}` : 'eachBatchAutoResolve: false, ' };
    }
    return { range: ctx.range(exit), word: ts.isBreakStatement(exit) ? 'break' : 'return', turnOff };
  }
  return undefined;
}
