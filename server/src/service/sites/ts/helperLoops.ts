// A send awaited inside a helper that a loop of the same file awaits once per item
// (`for (const o of orders) await publish(o)` with `async function publish(o) { await producer.send(…) }`)
// is as serial as one written in the loop: each iteration waits for the helper, which waits for the
// ack. One level of helper, by name (a function declaration or a `const f = async () => …`), and only
// when every call of the helper that the file shows is such an awaited call in a loop — not a loop
// that retries one call until it succeeds (loopEndsAfter).
import ts from 'typescript';
import { insideLoop, isAwaited, loopEndsAfter } from './ast';

/** The helper's name when `call` runs once per item of a loop through it, else undefined. */
export function helperCalledInLoop(call: ts.Node, callsByName: () => Map<string, ts.CallExpression[]>): string | undefined {
  let fn: ts.Node | undefined;
  for (let p = call.parent; p; p = p.parent) {
    if (ts.isFunctionLike(p)) { fn = p; break; }
  }
  if (!fn) return undefined;
  const name = ts.isFunctionDeclaration(fn) && fn.name ? fn.name.text
    : (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name) ? fn.parent.name.text : undefined;
  if (!name) return undefined;
  const calls = callsByName().get(name) ?? [];
  return calls.length > 0 && calls.every((c) => isAwaited(c) && insideLoop(c) && !loopEndsAfter(c)) ? name : undefined;
}

/**
 * Calls of the file's own functions by simple name (`publish(o)`), built once per file on first use.
 * Each top-level statement's calls are kept while its node lives: a statement the incremental parser
 * reused (sourceFiles.ts) is the same node with the same text, so only the edited statement is walked
 * again (a walk of the whole tree on every edit was a fifth of an edit's time on a 5,000-line file).
 */
export function ownCallIndex(statements: readonly ts.Statement[]): () => Map<string, ts.CallExpression[]> {
  let index: Map<string, ts.CallExpression[]> | undefined;
  return () => {
    if (index) return index;
    const found = new Map<string, ts.CallExpression[]>();
    for (const statement of statements) {
      let calls = ownCalls.get(statement);
      if (!calls) ownCalls.set(statement, (calls = ownCallsIn(statement)));
      for (const c of calls) {
        const list = found.get((c.expression as ts.Identifier).text);
        if (list) list.push(c);
        else found.set((c.expression as ts.Identifier).text, [c]);
      }
    }
    return (index = found);
  };
}

const ownCalls = new WeakMap<ts.Node, ts.CallExpression[]>();

function ownCallsIn(statement: ts.Statement): ts.CallExpression[] {
  const out: ts.CallExpression[] = [];
  const walk = (n: ts.Node): void => {
    if (ts.isCallExpression(n) && ts.isIdentifier(n.expression)) out.push(n);
    ts.forEachChild(n, walk);
  };
  walk(statement);
  return out;
}
