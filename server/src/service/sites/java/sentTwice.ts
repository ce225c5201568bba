// java-record-sent-twice's facts: two send() calls of the same record in one straight run of
// statements. KafkaProducer javadoc: application-level re-sends "cannot be de-duplicated" by the
// idempotent producer, which drops only its own retries of a batch.
import { callOf, argsOf } from './calls';
import { named, typeName, type SyntaxNode } from './cst';

/** What may lie between a send and the statement holding it in a straight run: a value, a declaration, a call around it. */
const STRAIGHT = new Set(['expression_statement', 'local_variable_declaration', 'variable_declarator', 'method_invocation', 'argument_list', 'assignment_expression', 'cast_expression', 'parenthesized_expression']);
/** Statements after which the next one may not run, or runs as a retry of what failed. */
const BRANCHING = ['return_statement', 'throw_statement', 'break_statement', 'continue_statement', 'yield_statement', 'try_statement', 'try_with_resources_statement'];

/** The statement directly in a block that holds the send with only STRAIGHT nodes between; undefined otherwise. */
export function statementOf(send: SyntaxNode): SyntaxNode | undefined {
  for (let n: SyntaxNode = send, p = send.parent; p; n = p, p = p.parent) {
    if (p.type === 'block') return n.type === 'expression_statement' || n.type === 'local_variable_declaration' ? n : undefined;
    if (!STRAIGHT.has(p.type)) return undefined;
  }
  return undefined;
}

/**
 * The variables a record argument is made of — `record`, or `new ProducerRecord<>(topic, key, value)`
 * of names, fields and literals only (a call such as UUID.randomUUID() or now() makes each record new).
 */
export function recordNames(record: SyntaxNode): string[] | undefined {
  if (record.type === 'identifier') return [record.text];
  if (record.type !== 'object_creation_expression' || typeName(record.childForFieldName('type')) !== 'ProducerRecord') return undefined;
  const names: string[] = [];
  for (const a of argsOf(record)) {
    if (a.type === 'identifier') names.push(a.text);
    else if (a.type === 'field_access') { const o = a.childForFieldName('object'); if (o?.type === 'identifier') names.push(o.text); else if (o?.type !== 'this') return undefined; }
    else if (!/^(?:string_literal|decimal_integer_literal|null_literal|true|false|character_literal)$/.test(a.type)) return undefined;
  }
  return names;
}

/**
 * Nothing between two statements of one block changes what the second send sends or makes it a
 * retry: no assignment to, increment of or redeclaration of a name the record is made of, no header
 * added to it, no transaction aborted, and no return/throw/break/continue/try between them.
 */
export function untouchedBetween(first: SyntaxNode, second: SyntaxNode, names: string[]): boolean {
  const block = first.parent!;
  const between = named(block).filter((s) => s.startIndex >= first.endIndex && s.endIndex <= second.startIndex);
  const mentions = new Set(names);
  for (const s of between) {
    if (BRANCHING.includes(s.type) || s.descendantsOfType(BRANCHING).length > 0) return false;
    for (const a of s.descendantsOfType(['assignment_expression', 'update_expression', 'variable_declarator'])) {
      const target = a.type === 'assignment_expression' ? a.childForFieldName('left') : a.type === 'variable_declarator' ? a.childForFieldName('name') : named(a)[0];
      const base = target?.type === 'field_access' ? target.childForFieldName('field') : target;
      if (base && mentions.has(base.text)) return false;
    }
    for (const c of s.descendantsOfType('method_invocation')) {
      const { name, object } = callOf(c);
      if (name === 'abortTransaction' || name === 'beginTransaction') return false;
      // record.headers().add(…) changes what the next send carries.
      if (name === 'headers' && object && mentions.has(object.text)) return false;
    }
  }
  return true;
}
