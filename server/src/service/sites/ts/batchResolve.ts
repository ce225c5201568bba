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
import type { Range } from 'vscode-languageserver-types';
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
