// A value that is different every time the process starts: Math.random(), Date.now(), new Date(),
// uuid()/v4()/randomUUID(), nanoid(), randomBytes(), process.hrtime(), performance.now(). Read for a
// kafkajs consumer's groupId (rules/kafkajsRandomGroupId.ts): such a group is new at every start.
// Followed through `+`, template literals, method calls on the value (`.toString(36).slice(2)`),
// String(…) and the file's own variables; not into `??`, `||`, `&&` or `?:`, whose other side (an
// environment variable, a name from the config) may be what is used, nor into functions.
import ts from 'typescript';
import { propName, unwrap, type FileCtx } from './ast';
import type { GroupIdPerStart } from './extras';

/** Called by these names (alone or as a member: `crypto.randomUUID()`), the value differs at each call. */
const RANDOM_CALLS = new Set(['randomUUID', 'uuid', 'uuidv1', 'uuidv4', 'uuidV4', 'uuidv7', 'nanoid', 'ulid', 'cuid', 'randomBytes', 'randomInt', 'hrtime']);
/** `Math.random()`, `Date.now()`, `performance.now()`. */
const MEMBER_CALLS: Record<string, string> = { random: 'Math', now: 'Date' };
/** The uuid package's exports, counted only in a file that imports it (`v4` alone says little). */
const UUID_EXPORTS = new Set(['v1', 'v4', 'v6', 'v7']);
const IMPORTS_UUID = /\bfrom\s*['"]uuid['"]|\brequire\s*\(\s*['"]uuid['"]\s*\)/;

/** The expression's part that differs at every start, as written; undefined when none is found. */
export function perStartPart(ctx: FileCtx, expr: ts.Expression | undefined, depth = 0, seen = new Set<ts.Node>()): ts.Expression | undefined {
  if (!expr || depth > 8 || seen.has(expr)) return undefined;
  seen.add(expr);
  const n = unwrap(expr);
  const next = (e: ts.Expression | undefined) => perStartPart(ctx, e, depth + 1, seen);
  if (ts.isIdentifier(n)) return next(ctx.decls.get(n.text)?.initializer);
  if (ts.isTemplateExpression(n)) {
    for (const span of n.templateSpans) {
      const found = next(span.expression);
      if (found) return found;
    }
    return undefined;
  }
  if (ts.isBinaryExpression(n)) return n.operatorToken.kind === ts.SyntaxKind.PlusToken ? next(n.left) ?? next(n.right) : undefined;
  if (ts.isNewExpression(n)) return ts.isIdentifier(n.expression) && n.expression.text === 'Date' && !n.arguments?.length ? n : undefined;
  if (!ts.isCallExpression(n)) return undefined;
  const callee = unwrap(n.expression);
  if (isRandomCallee(ctx, callee)) return n;
  // String(x), x.toString(36).slice(2), x.replace(/-/g, ''): the value is made from x.
  if (ts.isIdentifier(callee) && callee.text === 'String') return next(n.arguments[0]);
  if (ts.isPropertyAccessExpression(callee)) return next(callee.expression);
  return undefined;
}

function isRandomCallee(ctx: FileCtx, callee: ts.Expression): boolean {
  if (ts.isIdentifier(callee)) return RANDOM_CALLS.has(callee.text) || (UUID_EXPORTS.has(callee.text) && IMPORTS_UUID.test(ctx.text));
  if (!ts.isPropertyAccessExpression(callee)) return false;
  const name = callee.name.text;
  const owner = unwrap(callee.expression);
  const ownerName = ts.isIdentifier(owner) ? owner.text : undefined;
  if (MEMBER_CALLS[name] !== undefined) return ownerName === MEMBER_CALLS[name] || (name === 'now' && ownerName === 'performance');
  // process.hrtime.bigint()
  if (name === 'bigint' && ts.isPropertyAccessExpression(owner) && owner.name.text === 'hrtime') return true;
  if (RANDOM_CALLS.has(name)) return true;
  return UUID_EXPORTS.has(name) && ownerName === 'uuid';
}

/** The groupId of a kafkajs consumer config object (the last one written) when it differs at every start. */
export function groupIdPerStart(ctx: FileCtx, obj: ts.ObjectLiteralExpression | undefined): GroupIdPerStart | undefined {
  if (!obj) return undefined;
  let value: ts.Expression | undefined;
  for (const p of obj.properties) {
    if (ts.isPropertyAssignment(p) && propName(p.name) === 'groupId') value = p.initializer;
    else if (ts.isShorthandPropertyAssignment(p) && p.name.text === 'groupId') value = p.name;
  }
  const part = value && perStartPart(ctx, value);
  return part && value ? { what: ctx.textOf(part), range: ctx.range(value) } : undefined;
}
