// A small view over java-parser's concrete syntax tree (the chevrotain CST prettier-plugin-java
// prints from). The CST spells every expression as a deep chain (expression → conditionalExpression
// → binaryExpression → unaryExpression → primary → primaryPrefix + primarySuffix*); `view()` folds
// that chain into the few shapes config code uses, keeping the node so ranges stay exact.
import { parse } from 'java-parser';
import { parserMissing } from '../../../server/src/service/util/parserMissing';
import type { CstElement, CstNode, IToken } from 'java-parser';

export type { CstNode, IToken };

export type JExpr =
  | { kind: 'string'; value: string; node: CstNode }
  | { kind: 'number'; text: string; node: CstNode }
  | { kind: 'bool'; value: boolean; node: CstNode }
  /** A dotted name as written: ["ProducerConfig", "ACKS_CONFIG"], ["this", "props"]. */
  | { kind: 'name'; parts: string[]; node: CstNode }
  | { kind: 'classLit'; parts: string[]; node: CstNode }
  /** A call on a dotted name: callee ["props", "put"], ["Map", "of"], ["entry"]. */
  | { kind: 'call'; callee: string[]; args: CstNode[]; node: CstNode }
  /** `new T(args)`; body is the anonymous class body (double-brace initialisation). */
  | { kind: 'new'; type: string; args: CstNode[]; body?: CstNode; node: CstNode }
  | { kind: 'neg'; operand: JExpr; node: CstNode }
  | { kind: 'binary'; operands: JExpr[]; ops: string[]; node: CstNode }
  | { kind: 'other'; node: CstNode };

/** java-parser throws on the first lexing or parsing error; a half-typed file yields undefined. */
export function tryParse(text: string): CstNode | undefined {
  try {
    return parse(text) as CstNode;
  } catch (e) {
    // A parser that cannot be loaded (a package missing its parsers/ bundle) is not a broken file.
    if (parserMissing(e)) throw e;
    return undefined;
  }
}

export function isToken(e: CstElement): e is IToken {
  return (e as IToken).image !== undefined;
}

export function kids(n: CstNode, name: string): CstElement[] {
  return n.children[name] ?? [];
}

export function kid(n: CstNode, name: string): CstNode | undefined {
  const k = n.children[name]?.[0];
  return k && !isToken(k) ? k : undefined;
}

export function tok(n: CstNode, name: string): IToken | undefined {
  const k = n.children[name]?.[0];
  return k && isToken(k) ? k : undefined;
}

/** Start offset and exclusive end offset of a node. */
export function span(n: CstNode): [number, number] {
  return [n.location.startOffset, n.location.endOffset + 1];
}

/** Identifier tokens directly under a node's Identifier children (in source order). */
function identifiers(n: CstNode): string[] {
  return kids(n, 'Identifier').filter(isToken).map((t) => t.image);
}

function fqnParts(fqn: CstNode): string[] {
  const parts: string[] = [];
  const first = kid(fqn, 'fqnOrRefTypePartFirst');
  const common = first && kid(first, 'fqnOrRefTypePartCommon');
  if (common) parts.push(...identifiers(common));
  for (const rest of kids(fqn, 'fqnOrRefTypePartRest')) {
    if (isToken(rest)) continue;
    const c = kid(rest, 'fqnOrRefTypePartCommon');
    if (c) parts.push(...identifiers(c));
  }
  return parts;
}

/** Java string literal → its value (escapes resolved; \u escapes are rare in config keys). */
function unquote(image: string): string {
  return image.slice(1, -1).replace(/\\(u[0-9a-fA-F]{4}|[0-7]{1,3}|.)/g, (_, e: string) => {
    const simple: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', s: ' ' };
    if (e[0] === 'u') return String.fromCharCode(parseInt(e.slice(1), 16));
    if (/^[0-7]/.test(e)) return String.fromCharCode(parseInt(e, 8));
    return simple[e] ?? e;
  });
}

function literal(lit: CstNode, node: CstNode): JExpr {
  const s = tok(lit, 'StringLiteral');
  if (s) return { kind: 'string', value: unquote(s.image), node };
  const b = kid(lit, 'booleanLiteral');
  if (b) return { kind: 'bool', value: tok(b, 'True') !== undefined, node };
  const num = kid(lit, 'integerLiteral') ?? kid(lit, 'floatingPointLiteral');
  const t = num && Object.values(num.children).flat().find(isToken);
  if (t) return { kind: 'number', text: t.image, node };
  return { kind: 'other', node };
}

/**
 * `headOnly` stops after the first call or creation, so `new KafkaConsumer<>(cfg).close()` and
 * `Admin.create(p).listTopics()` still show the creation the config flows into.
 */
export function viewPrimary(p: CstNode, node: CstNode = p, headOnly = false): JExpr {
  const prefix = kid(p, 'primaryPrefix');
  if (!prefix) return { kind: 'other', node };
  let cur: JExpr;
  const lit = kid(prefix, 'literal');
  const fqn = kid(prefix, 'fqnOrRefType');
  const nw = kid(prefix, 'newExpression');
  const paren = kid(prefix, 'parenthesisExpression');
  if (lit) cur = literal(lit, node);
  else if (fqn) cur = { kind: 'name', parts: fqnParts(fqn), node };
  else if (tok(prefix, 'This')) cur = { kind: 'name', parts: ['this'], node };
  else if (nw) cur = creation(nw, node);
  else if (paren && kid(paren, 'expression')) cur = { ...view(kid(paren, 'expression')!), node };
  else return { kind: 'other', node };
  // `X.class.getName()` hands Kafka the same class name as `X.class`.
  let awaitingGetName = false;
  for (const suffix of kids(p, 'primarySuffix')) {
    if (headOnly && (cur.kind === 'call' || cur.kind === 'new')) return cur;
    if (isToken(suffix)) return { kind: 'other', node };
    const invocation = kid(suffix, 'methodInvocationSuffix');
    const ident = tok(suffix, 'Identifier');
    if (invocation && awaitingGetName) {
      awaitingGetName = false;
    } else if (invocation && cur.kind === 'name') {
      const list = kid(invocation, 'argumentList');
      const args = list ? (kids(list, 'expression').filter((e) => !isToken(e)) as CstNode[]) : [];
      cur = { kind: 'call', callee: cur.parts, args, node };
    } else if (ident && cur.kind === 'name') {
      cur = { kind: 'name', parts: [...cur.parts, ident.image], node };
    } else if (ident && cur.kind === 'classLit' && (ident.image === 'getName' || ident.image === 'getCanonicalName')) {
      awaitingGetName = true;
    } else if (kid(suffix, 'classLiteralSuffix') && cur.kind === 'name') {
      cur = { kind: 'classLit', parts: cur.parts, node };
    } else {
      return { kind: 'other', node };
    }
  }
  if (awaitingGetName) return { kind: 'other', node };
  return cur;
}

function creation(nw: CstNode, node: CstNode): JExpr {
  const u = kid(nw, 'unqualifiedClassInstanceCreationExpression');
  const type = u && kid(u, 'classOrInterfaceTypeToInstantiate');
  if (!u || !type) return { kind: 'other', node };
  const list = kid(u, 'argumentList');
  const args = list ? (kids(list, 'expression').filter((e) => !isToken(e)) as CstNode[]) : [];
  return { kind: 'new', type: identifiers(type).at(-1) ?? '', args, body: kid(u, 'classBody'), node };
}

function unary(u: CstNode, node: CstNode): JExpr {
  const p = kid(u, 'primary');
  if (!p || kids(u, 'UnarySuffixOperator').length > 0) return { kind: 'other', node };
  const prefixOps = kids(u, 'UnaryPrefixOperator').filter(isToken);
  const inner = viewPrimary(p, node);
  if (prefixOps.length === 0) return inner;
  if (prefixOps.length === 1 && prefixOps[0].image === '-') return { kind: 'neg', operand: inner, node };
  if (prefixOps.length === 1 && prefixOps[0].image === '+') return inner;
  return { kind: 'other', node };
}

/** Folds an `expression` CST node into a JExpr; anything unusual is `other`. */
export function view(expr: CstNode): JExpr {
  const cond = kid(expr, 'conditionalExpression');
  if (!cond || tok(cond, 'QuestionMark')) return { kind: 'other', node: expr };
  const bin = kid(cond, 'binaryExpression');
  if (!bin) return { kind: 'other', node: expr };
  const unaries = kids(bin, 'unaryExpression').filter((e) => !isToken(e)) as CstNode[];
  const extra = Object.keys(bin.children).filter((k) => k !== 'unaryExpression' && k !== 'BinaryOperator');
  if (unaries.length === 0 || extra.length > 0) return { kind: 'other', node: expr };
  if (unaries.length === 1) return unary(unaries[0], expr);
  const ops = kids(bin, 'BinaryOperator').filter(isToken);
  if (!ops.every((o) => ['+', '-', '*', '/', '%'].includes(o.image))) return { kind: 'other', node: expr };
  // Operators and operands alternate in source order; sort the tokens to pair them up.
  ops.sort((a, b) => a.startOffset - b.startOffset);
  return { kind: 'binary', operands: unaries.map((u) => unary(u, u)), ops: ops.map((o) => o.image), node: expr };
}

/** Simple name of the declared type under a node (`Map<String, Object>` → "Map", `var` → "var"). */
export function typeName(n: CstNode): string {
  const unann = kid(n, 'unannType');
  const classType = unann && descendants(unann, 'unannClassType')[0];
  if (!classType) return tok(n, 'Var') ? 'var' : '';
  if (tok(classType, 'Var')) return 'var';
  return kids(classType, 'Identifier').filter(isToken).at(-1)?.image ?? '';
}

export function descendants(n: CstNode, name: string, out: CstNode[] = []): CstNode[] {
  if (n.name === name) out.push(n);
  else for (const list of Object.values(n.children)) for (const c of list) if (!isToken(c)) descendants(c, name, out);
  return out;
}
