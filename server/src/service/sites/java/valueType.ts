// The Java type a config value has when it reaches Kafka, when the expression alone makes it
// certain. Kafka's ConfigDef.parseType takes a String for every type but only some boxed types
// (acks, a STRING key, refuses an Integer; batch.size, an INT key, refuses a Long), so
// rules/javaValueTypeRefused.ts needs the type, not only the text. Anything whose type depends on a
// declaration we do not read (a variable, a field, a user's method) stays undefined: no guess.
import type { JExpr, SyntaxNode } from './cst';
import { named } from './cst';

/** Boxed types a put/Map.of value can be; List and Class stand for any list and any Class object. */
export type JavaValueType = 'String' | 'Integer' | 'Long' | 'Short' | 'Double' | 'Float' | 'Boolean' | 'Class' | 'List';

/** `Integer.parseInt(…)`, `Long.valueOf(…)`… (the static parsers return their own class, boxed). */
const PARSERS: Record<string, JavaValueType> = {
  'Integer.parseInt': 'Integer', 'Integer.valueOf': 'Integer',
  'Long.parseLong': 'Long', 'Long.valueOf': 'Long',
  'Short.parseShort': 'Short', 'Short.valueOf': 'Short',
  'Double.parseDouble': 'Double', 'Double.valueOf': 'Double',
  'Float.parseFloat': 'Float', 'Float.valueOf': 'Float',
  'Boolean.parseBoolean': 'Boolean', 'Boolean.valueOf': 'Boolean',
  'String.valueOf': 'String', 'String.format': 'String', 'String.join': 'String',
  'Integer.toString': 'String', 'Long.toString': 'String', 'Short.toString': 'String',
  'Double.toString': 'String', 'Boolean.toString': 'String',
  'List.of': 'List', 'Arrays.asList': 'List', 'Collections.singletonList': 'List', 'Collections.emptyList': 'List',
};

const WELL_KNOWN: Record<string, JavaValueType> = {
  'Integer.MAX_VALUE': 'Integer', 'Integer.MIN_VALUE': 'Integer',
  'Long.MAX_VALUE': 'Long', 'Long.MIN_VALUE': 'Long',
  'Short.MAX_VALUE': 'Short',
};

const BOXES = new Set<string>(['String', 'Integer', 'Long', 'Short', 'Double', 'Float', 'Boolean']);

/** java.time.Duration's and TimeUnit's toMillis/toSeconds… return a primitive long. */
const LONG_CONVERSIONS = new Set(['toMillis', 'toSeconds', 'toNanos', 'toMinutes', 'toHours', 'toDays']);

/** The type of a number literal: 5 int, 5L long, 5f float, 5.0 / 5d double. */
function literalType(text: string): JavaValueType {
  const t = text.replace(/_/g, '');
  if (/^0[xX]/.test(t) && !/[pP]/.test(t)) return /[lL]$/.test(t) ? 'Long' : 'Integer';
  if (/[lL]$/.test(t)) return 'Long';
  if (/[fF]$/.test(t)) return 'Float';
  if (/[dD]$/.test(t) || /[.eEpP]/.test(t)) return 'Double';
  return 'Integer';
}

/** Java's binary numeric promotion for + - * / %: double > float > long > int (short widens to int). */
function promoted(types: JavaValueType[]): JavaValueType | undefined {
  if (types.some((t) => !['Integer', 'Long', 'Short', 'Double', 'Float'].includes(t))) return undefined;
  for (const t of ['Double', 'Float', 'Long'] as const) if (types.includes(t)) return t;
  return 'Integer';
}

/** The node without the parentheses around it. */
function unparenthesised(n: SyntaxNode): SyntaxNode {
  let m = n;
  while (m.type === 'parenthesized_expression') {
    const inner = named(m)[0];
    if (!inner) break;
    m = inner;
  }
  return m;
}

export function javaValueType(e: JExpr, depth = 0): JavaValueType | undefined {
  if (depth > 6) return undefined;
  switch (e.kind) {
    case 'string':
      return 'String';
    case 'bool':
      return 'Boolean';
    case 'number':
      return literalType(e.text);
    case 'neg': {
      const t = javaValueType(e.operand, depth + 1);
      return t === 'Short' ? 'Integer' : t === 'String' || t === 'Boolean' ? undefined : t;
    }
    case 'binary': {
      // A `+` chain with a string literal in it ends as a String whatever the other operands are.
      if (e.ops.every((o) => o === '+') && e.operands.some((o) => o.kind === 'string')) return 'String';
      const types = e.operands.map((o) => javaValueType(o, depth + 1));
      return types.every((t) => t !== undefined) ? promoted(types as JavaValueType[]) : undefined;
    }
    case 'classLit':
      // `X.class.getName()` is folded into the class literal it names, but it is a String.
      return unparenthesised(e.node).type === 'class_literal' ? 'Class' : 'String';
    case 'call': {
      const last = e.callee.at(-1)!;
      if (last === 'toString' && e.args.length === 0 && e.callee.length >= 2) return 'String';
      return e.callee.length === 2 ? PARSERS[e.callee.join('.')] : undefined;
    }
    case 'new':
      return BOXES.has(e.type) ? (e.type as JavaValueType) : undefined;
    case 'name':
      return WELL_KNOWN[e.parts.join('.')];
    case 'other':
      return otherCall(unparenthesised(e.node));
  }
}

/** Calls on something other than a dotted name: `Duration.ofSeconds(5).toMillis()`, `x.get().toString()`. */
function otherCall(n: SyntaxNode): JavaValueType | undefined {
  if (n.type !== 'method_invocation') return undefined;
  const name = n.childForFieldName('name')?.text;
  const args = n.childForFieldName('arguments');
  const noArgs = !args || named(args).length === 0;
  if (name === 'toString' && noArgs && n.childForFieldName('object')) return 'String';
  const object = n.childForFieldName('object')?.text ?? '';
  if (name && LONG_CONVERSIONS.has(name) && /^(?:java\.time\.)?Duration\.\w+\(/.test(object) && noArgs) return 'Long';
  if (name && LONG_CONVERSIONS.has(name) && /^(?:java\.util\.concurrent\.)?TimeUnit\.[A-Z]+$/.test(object) && !noArgs) return 'Long';
  return undefined;
}
