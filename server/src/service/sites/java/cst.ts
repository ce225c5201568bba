// A small view over tree-sitter-java's syntax tree (parse/javaTree.ts): `view()` folds the
// expression nodes config code is written with into a few shapes, keeping the node so ranges stay
// exact. Anything else (a ternary, a lambda, a cast) is `other`, and the rules stay silent on it.
/**
 * The part of a syntax node the extractor reads: web-tree-sitter's Node (a one-off analysis, the
 * CLI) or its JavaScript copy (parse/javaMirror.ts, an open document) — the same answers either way.
 */
export interface SyntaxNode {
  readonly id: number;
  readonly type: string;
  readonly text: string;
  readonly startIndex: number;
  readonly endIndex: number;
  readonly parent: SyntaxNode | null;
  readonly children: SyntaxNode[];
  readonly namedChildren: SyntaxNode[];
  readonly firstChild: SyntaxNode | null;
  readonly firstNamedChild: SyntaxNode | null;
  readonly isError: boolean;
  readonly isMissing: boolean;
  readonly hasError: boolean;
  childForFieldName(name: string): SyntaxNode | null;
  childrenForFieldName(name: string): SyntaxNode[];
  descendantsOfType(types: string | string[]): SyntaxNode[];
}

export type JExpr =
  | { kind: 'string'; value: string; node: SyntaxNode }
  | { kind: 'number'; text: string; node: SyntaxNode }
  | { kind: 'bool'; value: boolean; node: SyntaxNode }
  /** A dotted name as written: ["ProducerConfig", "ACKS_CONFIG"], ["this", "props"]. */
  | { kind: 'name'; parts: string[]; node: SyntaxNode }
  | { kind: 'classLit'; parts: string[]; node: SyntaxNode }
  /** A call on a dotted name: callee ["props", "put"], ["Map", "of"], ["entry"]. */
  | { kind: 'call'; callee: string[]; args: SyntaxNode[]; node: SyntaxNode }
  /** `new T(args)`; body is the anonymous class body (double-brace initialisation). */
  | { kind: 'new'; type: string; args: SyntaxNode[]; body?: SyntaxNode; node: SyntaxNode }
  | { kind: 'neg'; operand: JExpr; node: SyntaxNode }
  | { kind: 'binary'; operands: JExpr[]; ops: string[]; node: SyntaxNode }
  /** `cond ? a : b`: either branch may be what the code hands Kafka. */
  | { kind: 'choice'; branches: [JExpr, JExpr]; node: SyntaxNode }
  | { kind: 'other'; node: SyntaxNode };

const NUMBERS = new Set(['decimal_integer_literal', 'hex_integer_literal', 'octal_integer_literal', 'binary_integer_literal', 'decimal_floating_point_literal', 'hex_floating_point_literal']);
const ARITHMETIC = new Set(['+', '-', '*', '/', '%']);
const COMMENTS = new Set(['line_comment', 'block_comment']);

/**
 * An expression viewed on first use. Most locals, returns and call arguments in a file are never
 * asked about, and each node read is a round trip into the WASM module.
 */
export interface Deferred {
  readonly expr: JExpr;
}

export function deferred(n: SyntaxNode): Deferred {
  let e: JExpr | undefined;
  return { get expr() { return (e ??= view(n)); } };
}

/** Start offset and exclusive end offset of a node (UTF-16 code units, like the text). */
export function span(n: SyntaxNode): [number, number] {
  return [n.startIndex, n.endIndex];
}

export function isComment(n: SyntaxNode): boolean {
  return COMMENTS.has(n.type);
}

/** The named children that are not comments (comments are "extras" anywhere in the tree). */
export function named(n: SyntaxNode): SyntaxNode[] {
  return n.namedChildren.filter((c) => !COMMENTS.has(c.type));
}

/** The argument expressions of a call or creation. */
function argumentsOf(n: SyntaxNode): SyntaxNode[] {
  const list = n.childForFieldName('arguments');
  return list ? named(list) : [];
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

/** `X`, `a.b.X` as a type (class literals): the identifiers; undefined for any other type. */
function typeParts(t: SyntaxNode): string[] | undefined {
  if (t.type === 'type_identifier') return [t.text];
  if (t.type !== 'scoped_type_identifier') return undefined;
  const parts: string[] = [];
  for (const c of named(t)) {
    const p = typeParts(c);
    if (!p) return undefined;
    parts.push(...p);
  }
  return parts;
}

/**
 * Each node's view, kept per node: a node of an open document's syntax copy (parse/javaMirror.ts)
 * lives on across edits that do not touch its class member, with the same text below it, so its
 * view is the same (a JExpr holds nodes, never offsets, so a moved member's views stay exact).
 * Nobody changes a JExpr once made. web-tree-sitter's own nodes are new objects on each read, so
 * for them (the CLI) this only costs the lookup.
 */
const views = new WeakMap<SyntaxNode, JExpr>();

/** Folds an expression node into a JExpr; anything unusual is `other`. */
export function view(n: SyntaxNode): JExpr {
  let v = views.get(n);
  if (!v) views.set(n, (v = fold(n)));
  return v;
}

function fold(n: SyntaxNode): JExpr {
  switch (n.type) {
    case 'string_literal':
      // A text block ("""…""") is not a key or value config code writes.
      return n.text.startsWith('"""') ? { kind: 'other', node: n } : { kind: 'string', value: unquote(n.text), node: n };
    case 'true':
    case 'false':
      return { kind: 'bool', value: n.type === 'true', node: n };
    case 'identifier':
      return { kind: 'name', parts: [n.text], node: n };
    case 'this':
      return { kind: 'name', parts: ['this'], node: n };
    case 'parenthesized_expression': {
      const inner = named(n)[0];
      return inner ? { ...view(inner), node: n } : { kind: 'other', node: n };
    }
    case 'field_access': {
      const object = n.childForFieldName('object');
      const field = n.childForFieldName('field');
      const o = object && view(object);
      if (o?.kind === 'name' && field?.type === 'identifier') return { kind: 'name', parts: [...o.parts, field.text], node: n };
      return { kind: 'other', node: n };
    }
    case 'class_literal': {
      const parts = typeParts(named(n)[0] ?? n);
      return parts ? { kind: 'classLit', parts, node: n } : { kind: 'other', node: n };
    }
    case 'method_invocation':
      return invocation(n);
    case 'object_creation_expression':
      return creation(n);
    case 'unary_expression': {
      const op = n.childForFieldName('operator')?.type;
      const operand = n.childForFieldName('operand');
      // `- -5` is not a value config code writes; `-(-5)` is a parenthesised operand.
      if (!operand || operand.type === 'unary_expression') return { kind: 'other', node: n };
      if (op === '-') return { kind: 'neg', operand: { ...view(operand), node: n }, node: n };
      if (op === '+') return { ...view(operand), node: n };
      return { kind: 'other', node: n };
    }
    case 'ternary_expression': {
      const consequence = n.childForFieldName('consequence');
      const alternative = n.childForFieldName('alternative');
      return consequence && alternative ? { kind: 'choice', branches: [view(consequence), view(alternative)], node: n } : { kind: 'other', node: n };
    }
    case 'binary_expression': {
      // Operands and operators in source order, like Java's flat `a + b * c`; values.ts applies
      // the precedence. A parenthesised operand stays one operand.
      const operands: SyntaxNode[] = [];
      const ops: string[] = [];
      const flatten = (b: SyntaxNode): boolean => {
        const left = b.childForFieldName('left');
        const right = b.childForFieldName('right');
        const op = b.childForFieldName('operator')?.type;
        if (!left || !right || !op || !ARITHMETIC.has(op)) return false;
        if (left.type !== 'binary_expression') operands.push(left);
        else if (!flatten(left)) return false;
        ops.push(op);
        if (right.type === 'binary_expression') return flatten(right);
        operands.push(right);
        return true;
      };
      if (!flatten(n)) return { kind: 'other', node: n };
      return { kind: 'binary', operands: operands.map(view), ops, node: n };
    }
    default:
      if (NUMBERS.has(n.type)) return { kind: 'number', text: n.text, node: n };
      return { kind: 'other', node: n };
  }
}

function invocation(n: SyntaxNode): JExpr {
  const name = n.childForFieldName('name');
  const object = n.childForFieldName('object');
  if (!name || name.type !== 'identifier') return { kind: 'other', node: n };
  if (!object) return { kind: 'call', callee: [name.text], args: argumentsOf(n), node: n };
  const o = view(object);
  if (o.kind === 'name') return { kind: 'call', callee: [...o.parts, name.text], args: argumentsOf(n), node: n };
  // `X.class.getName()` hands Kafka the same class name as `X.class`.
  if (o.kind === 'classLit' && (name.text === 'getName' || name.text === 'getCanonicalName')) return { kind: 'classLit', parts: o.parts, node: n };
  return { kind: 'other', node: n };
}

function creation(n: SyntaxNode): JExpr {
  // `outer.new Inner()` (a qualified creation) is not how config maps are made.
  if (n.firstChild?.type !== 'new') return { kind: 'other', node: n };
  const type = n.childForFieldName('type');
  const simple = type ? simpleTypeName(type) : undefined;
  if (simple === undefined) return { kind: 'other', node: n };
  const body = n.namedChildren.find((c) => c.type === 'class_body');
  return { kind: 'new', type: simple, args: argumentsOf(n), ...(body ? { body } : {}), node: n };
}

/** Simple name of a class type: `HashMap<>` → "HashMap", `java.util.Properties` → "Properties". */
export function simpleTypeName(t: SyntaxNode): string | undefined {
  switch (t.type) {
    case 'type_identifier':
      return t.text;
    case 'generic_type':
    case 'annotated_type': {
      const inner = named(t).find((c) => c.type === 'type_identifier' || c.type === 'scoped_type_identifier' || c.type === 'generic_type');
      return inner && simpleTypeName(inner);
    }
    case 'scoped_type_identifier': {
      const last = named(t).at(-1);
      return last && simpleTypeName(last);
    }
    default:
      return undefined;
  }
}

/** Simple name of a declared type (`Map<String, Object>` → "Map", `var` → "var"); "" for primitives. */
export function typeName(t: SyntaxNode | null): string {
  if (!t) return '';
  if (t.type === 'array_type') return typeName(t.childForFieldName('element'));
  return simpleTypeName(t) ?? '';
}

/** Nodes of a type under `n` (not `n` itself), not looking inside a match (outermost only). */
export function descendants(n: SyntaxNode, type: string, out: SyntaxNode[] = []): SyntaxNode[] {
  for (const c of n.namedChildren) {
    if (c.type === type) out.push(c);
    else descendants(c, type, out);
  }
  return out;
}
